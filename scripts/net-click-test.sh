#!/usr/bin/env bash
# Two app windows on one virtual display play a timed network game: the first hosts Storm on
# 127.0.0.1, the second joins it by its invitation; each window clicks one move for its own side, and both
# windows' traces must show both moves (the board follows the host in each). A click on the
# joiner's board while it is not its turn must not move anything.
#
# Environment: TOWERS_BIN (default $CARGO_TARGET_DIR/release/towers), CLICK_TEST_OUT (a folder
# for traces, logs and screenshots; default a new temporary one), HOST_ARGS (more arguments for
# the host's window; default --time 5+3), INTERNET=1 (join over the internet transport instead
# of TCP: a relay of our own on 127.0.0.1 started with 'towers relay', the host reachable only
# through it, the joiner given the internet invitation and no direct path).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${TOWERS_BIN:-${CARGO_TARGET_DIR:-target}/release/towers}"
OUT="${CLICK_TEST_OUT:-$(mktemp -d)}"
mkdir -p "$OUT"
export XDG_RUNTIME_DIR="$OUT/xdg"
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
# The game is timed (the host keeps the clocks; both windows show them) unless HOST_ARGS says
# otherwise.
HOST_ARGS="${HOST_ARGS---time 5+3}"
INTERNET="${INTERNET:-0}"
export BIN OUT HOST_ARGS INTERNET
rm -f "$OUT/host.txt" "$OUT/join.txt"
echo "== network click test: host and joiner windows, in $OUT"

xvfb-run -a -s "-screen 0 2600x800x24" bash -c '
set -u
pids=()
trap "kill \${pids[*]} 2>/dev/null; wait 2>/dev/null" EXIT
wait_for() { # FILE REGEX [SECONDS]
  for i in $(seq 1 "${3:-120}"); do
    grep -qE "$2" "$1" 2>/dev/null && return 0
    sleep 1
  done
  echo "no line matching $2 in $1"; import -window root "$OUT/failed.png" 2>/dev/null
  grep -vE "^(square|button)" "$1"; for f in "$OUT"/*.log; do tail -n 20 "$f"; done; exit 1
}
join_args=()
if [ "$INTERNET" = 1 ]; then
  "$BIN" relay --port 0 --bind 127.0.0.1 > "$OUT/relay.log" 2>&1 &
  pids+=($!)
  wait_for "$OUT/relay.log" "^relay http" 20
  HOST_ARGS="$HOST_ARGS --relay $(awk "/^relay / {print \$2; exit}" "$OUT/relay.log") --no-direct"
  join_args=(--no-direct)
fi
"$BIN" --game storm --no-autosave --trace "$OUT/host.txt" --size 1280x720 --host 0 --bind 127.0.0.1 --code TESTKD \
  --seats human,remote $HOST_ARGS > "$OUT/host.log" 2>&1 &
host=$!; pids+=($host)
wait_for "$OUT/host.txt" "^ready"
wait_for "$OUT/host.txt" "^net hosting [0-9]+ TESTKD"
port=$(awk "/^net hosting/ {print \$3; exit}" "$OUT/host.txt")
key=$(awk "/^net hosting/ {print \$5; exit}" "$OUT/host.txt")
# winit sets no _NET_WM_PID: the host'"'"'s window is the one there before the joiner starts.
hw=$(xdotool search --name "^Towers" | head -1)
# The joiner has only the invitation: the way to the host, the code and the host'"'"'s key in one string.
invite="towers://127.0.0.1:$port/TESTKD/$key"
if [ "$INTERNET" = 1 ]; then
  wait_for "$OUT/host.txt" "^net internet-invite towers://p2p/" 30
  invite=$(awk "/^net internet-invite/ {print \$3; exit}" "$OUT/host.txt")
fi
"$BIN" --no-autosave --trace "$OUT/join.txt" --size 1280x720 --join "$invite" "${join_args[@]}" --seat 2 --name Guest \
  > "$OUT/join.log" 2>&1 &
joiner=$!; pids+=($joiner)
wait_for "$OUT/join.txt" "^ready"
wait_for "$OUT/join.txt" "^net welcome as seat 2"
wait_for "$OUT/host.txt" "^net joined seat 2 Guest"
[ "$INTERNET" = 1 ] && wait_for "$OUT/join.txt" "^net path relayed" 10
jw=$(xdotool search --name "^Towers" | grep -vx "$hw" | head -1)
[ -n "$hw" ] && [ -n "$jw" ] || { echo "a window is missing"; exit 1; }
xdotool windowmove "$hw" 0 0; xdotool windowmove "$jw" 1300 0; sleep 2
pos() { awk -v s="$2" "\$1==\"square\" && \$2==s {x=\$3; y=\$4} END {if (x != \"\") print x, y}" "$1"; }
click() { # WINDOW TRACE SQUARE
  set -- "$1" $(pos "$2" "$3")
  [ $# = 3 ] || { echo "no screen position for a square"; exit 1; }
  xdotool mousemove --window "$1" "$2" "$3"; sleep 1
  xdotool mousedown 1; sleep 0.3; xdotool mouseup 1; sleep 1.5
}
# Not the joiner'"'"'s turn: its click selects nothing and sends nothing.
click "$jw" "$OUT/join.txt" e7
click "$hw" "$OUT/host.txt" b1
click "$hw" "$OUT/host.txt" c3
wait_for "$OUT/host.txt" "^move 1 Yb1-c3" 30
wait_for "$OUT/join.txt" "^move 1 Yb1-c3" 30
click "$jw" "$OUT/join.txt" e7
click "$jw" "$OUT/join.txt" e6
wait_for "$OUT/join.txt" "^move 2 Ie7-e6" 30
wait_for "$OUT/host.txt" "^move 2 Ie7-e6" 30
sleep 2
import -window root "$OUT/both.png" 2>/dev/null || true
'
for f in host join; do
  if ! grep -q "^move 2 Ie7-e6" "$OUT/$f.txt" || [ "$(grep -c "^move " "$OUT/$f.txt")" != 2 ]; then
    echo "network click test FAILED: $f trace:" >&2
    grep -E "^(move|net)" "$OUT/$f.txt" >&2 || true
    exit 1
  fi
done
echo "network click test passed: both windows show Yb1-c3 then Ie7-e6"
