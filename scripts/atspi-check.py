#!/usr/bin/python3
"""What a screen reader gets from the app, through AT-SPI (the library Orca uses).

  atspi-check.py tree TEXT       wait until a node of the app's accessibility tree, written
                                 "ROLE: NAME" ("entry: Type a move:"), holds TEXT; print it
  atspi-check.py announced TEXT  listen for announcements (AT-SPI object:announcement, what
                                 AccessKit sends for a live region) until one holds TEXT

Each gives up after 40 seconds with exit status 1, printing what it saw.
"""
import sys
import time

import pyatspi
from gi.repository import GLib

LIMIT = 40


def nodes(node, depth=0):
    """Every node under `node` as (role, name)."""
    if node is None or depth > 60:
        return
    try:
        yield node.getRoleName(), node.name or ""
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:
        return
    for child in children:
        yield from nodes(child, depth + 1)


def tree(text):
    seen = []
    deadline = time.time() + LIMIT
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        seen = [n for i in range(desktop.childCount) for n in nodes(desktop.getChildAtIndex(i))]
        found = [f"{role}: {name}" for role, name in seen if text in f"{role}: {name}"]
        if found:
            print(f"in the tree ({len(seen)} nodes): {found[0]}")
            return 0
        time.sleep(1)
    print(f"no node holds '{text}' among {len(seen)}: {seen[:30]}")
    return 1


def announced(text):
    heard = []

    def listen(event):
        words = str(event.any_data or "")
        heard.append(words)
        if text in words:
            print(f"announced: {words}")
            pyatspi.Registry.stop()

    pyatspi.Registry.registerEventListener(listen, "object:announcement")
    GLib.timeout_add_seconds(LIMIT, lambda: pyatspi.Registry.stop())
    print("listening", flush=True)
    pyatspi.Registry.start()
    if any(text in h for h in heard):
        return 0
    print(f"not announced: '{text}'; heard {heard}")
    return 1


if __name__ == "__main__":
    mode, text = sys.argv[1], sys.argv[2]
    sys.exit(tree(text) if mode == "tree" else announced(text))
