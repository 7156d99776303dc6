#!/usr/bin/env bash
# The screen-reader test: the app under Xvfb in a D-Bus session with the accessibility bus up
# and a screen reader said to be running (org.a11y.Status.ScreenReaderEnabled), as Orca sets
# it; then what AccessKit gives over AT-SPI is read with pyatspi, Orca's own library:
#   - the board in words (B) is in the tree, a square named with what stands on it;
#   - a move typed with the keyboard alone (Enter, the move, Enter) is announced, with what
#     it changed; the move field is named by its label and a button by its words, not its
#     icon ("Sound", not "🔊 Sound").
# Installs (as root, from Debian) at-spi2-core, python3-pyatspi, dbus, xvfb and xdotool if
# missing. Environment: TOWERS_BIN (default $CARGO_TARGET_DIR/release/towers), OUT (a folder
# for the trace and the log).
set -euo pipefail
cd "$(dirname "$0")/.."
need() { command -v "$1" >/dev/null 2>&1; }
if ! [ -x /usr/libexec/at-spi-bus-launcher ] || ! /usr/bin/python3 -c 'import pyatspi' 2>/dev/null || ! need dbus-run-session || ! need xvfb-run || ! need xdotool; then
  if [ "$(id -u)" = 0 ] && need apt-get; then
    echo "== installing at-spi2-core, python3-pyatspi, dbus, xvfb, xdotool"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends at-spi2-core python3-pyatspi dbus xvfb xdotool mesa-vulkan-drivers >/dev/null
  else
    echo "the screen-reader test needs at-spi2-core, python3-pyatspi, dbus, xvfb and xdotool (run as root to install)" >&2
    exit 1
  fi
fi
export BIN="${TOWERS_BIN:-${CARGO_TARGET_DIR:-target}/release/towers}"
export OUT="${OUT:-$(mktemp -d)}"
mkdir -p "$OUT"
export XDG_RUNTIME_DIR="$OUT/xdg"
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
echo "== screen-reader test in $OUT"
dbus-run-session -- bash -c '
set -eu
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
sleep 1
for property in IsEnabled ScreenReaderEnabled; do
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:$property variant:boolean:true >/dev/null
done
xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
set -eu
\"\$BIN\" --game storm --size 1280x720 --no-autosave --settings off --trace \"\$OUT/trace.txt\" > \"\$OUT/app.log\" 2>&1 &
app=\$!
trap \"kill \$app 2>/dev/null\" EXIT
for i in \$(seq 1 240); do grep -q ^ready \"\$OUT/trace.txt\" 2>/dev/null && break; sleep 1; done
grep -q ^ready \"\$OUT/trace.txt\" || { echo \"the app did not get ready\"; tail -5 \"\$OUT/app.log\"; exit 1; }
wid=
for i in \$(seq 1 30); do wid=\$(xdotool search --name \"^Towers( |\$)\" | head -1); [ -n \"\$wid\" ] && break; sleep 1; done
xdotool windowfocus \$wid; xdotool key b; sleep 2
/usr/bin/python3 scripts/atspi-check.py tree \"b1: Red Yahoo. Can move.\"
/usr/bin/python3 scripts/atspi-check.py tree \"entry: Type a move:\"
/usr/bin/python3 scripts/atspi-check.py tree \"push button: Sound\"
/usr/bin/python3 scripts/atspi-check.py announced \"Red played Yb1-c3. Now: b1 empty; c3 Red Yahoo.\" > \"\$OUT/heard.txt\" &
listener=\$!
sleep 2
xdotool key Escape; sleep 1; xdotool key Return; sleep 1; xdotool type --delay 60 Yb1-c3; xdotool key Return
wait \$listener || { cat \"\$OUT/heard.txt\"; exit 1; }
grep announced \"\$OUT/heard.txt\"
grep -q \"^move 1 Yb1-c3\" \"\$OUT/trace.txt\"
"
'
echo "screen-reader test passed"
