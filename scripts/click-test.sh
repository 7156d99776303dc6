#!/usr/bin/env bash
# The click test: launches the real app in a virtual X display (Xvfb) with Mesa's software
# Vulkan (llvmpipe), plays one move by clicking pixel positions with xdotool, and checks in the
# app's trace file that the move was made.
#
# The app writes, with `--trace FILE`, a line "ready" once its pipelines have compiled, the
# window position of every square ("square b1 412 630"), and every move played
# ("move 1 Yb1-c3") and the position of every choice button it shows ("button end-turn 1040 212").
# Clicks are slow on purpose (move, wait, press, wait, release): instant
# clicks can arrive before the app has seen the pointer move.
#
# Environment: TOWERS_BIN (default $CARGO_TARGET_DIR/release/towers), GAME (storm), FROM (b1),
# TO (c3), CHOICE (a button to press after the two squares, e.g. end-turn; default none),
# EXPECT (a regular expression the move must match; default: FROM.*TO).
# For other scenarios: STEPS (what to do, as pairs: "square b1", "button end-turn" click what the
# trace places; "key ctrl+s" presses keys; "type TEXT" types it; "wait REGEX" waits for a trace
# line; "moves FILE" types each line of FILE and presses Enter, waiting for it as the next move; "shot NAME" saves a screenshot NAME.png; "hover b2" rests the pointer on a square ("hover button:ID" on a button);
# "orbit 200" / "slide 200" drag the camera with the right / middle button; "run FILE" runs a bash
# script, as another player or program acting meanwhile; default: the squares and the button above),
# APP_ARGS (more arguments for the app), POSITION (a position string to start from) and EXPECT_TRACE (a regular expression a line of the
# trace must match; default "^move 1 .*EXPECT").
set -euo pipefail
cd "$(dirname "$0")/.."

need() { command -v "$1" >/dev/null 2>&1; }
if ! need xvfb-run || ! need xdotool || ! need import || ! ls /usr/share/vulkan/icd.d/lvp_icd*.json >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && need apt-get; then
    echo "== installing xvfb, mesa-vulkan-drivers, xdotool, imagemagick"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb mesa-vulkan-drivers xdotool imagemagick >/dev/null
  else
    echo "click test needs xvfb-run, xdotool, imagemagick and mesa-vulkan-drivers (run as root to install)" >&2
    exit 1
  fi
fi

BIN="${TOWERS_BIN:-${CARGO_TARGET_DIR:-target}/release/towers}"
GAME="${GAME:-storm}"
FROM="${FROM:-b1}"
TO="${TO:-c3}"
CHOICE="${CHOICE:-}"
EXPECT="${EXPECT:-$FROM.*$TO}"
STEPS="${STEPS:-square $FROM square $TO${CHOICE:+ button $CHOICE}}"
APP_ARGS="${APP_ARGS:-}"
EXPECT_TRACE="${EXPECT_TRACE:-^move 1 .*$EXPECT}"
OUT="${CLICK_TEST_OUT:-$(mktemp -d)}"
mkdir -p "$OUT"
export XDG_RUNTIME_DIR="$OUT/xdg"
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
POSITION="${POSITION:-}"
export TRACE="$OUT/trace.txt" BIN GAME STEPS APP_ARGS EXPECT_TRACE OUT POSITION
rm -f "$TRACE"
echo "== click test: $GAME, clicking: $STEPS, in $OUT"

xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
set -u
"$BIN" --game "$GAME" ${POSITION:+--position "$POSITION"} --trace "$TRACE" --size 1280x720 $APP_ARGS > "$OUT/app.log" 2>&1 &
app=$!
trap "kill $app 2>/dev/null; wait $app 2>/dev/null" EXIT
for i in $(seq 1 240); do
  grep -q "^ready" "$TRACE" 2>/dev/null && break
  kill -0 $app 2>/dev/null || { echo "the app exited early:"; tail -20 "$OUT/app.log"; exit 1; }
  sleep 1
done
grep -q "^ready" "$TRACE" || { echo "the app did not get ready in time"; tail -20 "$OUT/app.log"; exit 1; }
wid=$(xdotool search --name "^Towers( |$)" | head -1)
[ -n "$wid" ] || { echo "no Towers window"; exit 1; }
pos() { awk -v k="$1" -v s="$2" "\$1==k && \$2==s {x=\$3; y=\$4} END {if (x != \"\") print x, y}" "$TRACE"; }
click() {
  set -- $(pos "$1" "$2")
  [ $# = 2 ] || { echo "no screen position for that $1"; exit 1; }
  xdotool mousemove --window "$wid" "$1" "$2"; sleep 1
  xdotool mousedown 1; sleep 0.3; xdotool mouseup 1; sleep 1.5
}
# Drags with mouse button $1 (3 right: orbit; 2 middle: slide) from the middle of the board, $2
# pixels to the right, in small steps as a hand does.
drag() {
  xdotool mousemove --window "$wid" 480 380; sleep 0.5
  xdotool mousedown "$1"; sleep 0.3
  for i in $(seq 1 10); do xdotool mousemove_relative -- $(( $2 / 10 )) 0; sleep 0.1; done
  xdotool mouseup "$1"; sleep 1.5
}
hover() {
  case "$1" in
    *:*) set -- $(pos "${1%%:*}" "${1#*:}") ;;
    *) set -- $(pos square "$1") ;;
  esac
  [ $# = 2 ] || { echo "no screen position for that square"; exit 1; }
  xdotool mousemove --window "$wid" "$1" "$2"; sleep 2
}
set -- $STEPS
while [ $# -ge 2 ]; do
  kind=$1 arg=$2
  shift 2
  case "$kind" in
    # Keys go through XTEST to the focused window (events sent to a window are ignored by winit).
    # A ctrl chord holds Ctrl down around the key, as a person does.
    key)
      xdotool windowfocus "$wid" 2>/dev/null || true
      case "$arg" in
        ctrl+*) xdotool keydown Control_L; sleep 0.3; xdotool key "${arg#ctrl+}"; sleep 0.3; xdotool keyup Control_L ;;
        *) xdotool key "$arg" ;;
      esac
      sleep 1.5 ;;
    type) xdotool windowfocus "$wid" 2>/dev/null || true; xdotool type --delay 60 "$arg"; sleep 1 ;;
    moves)
      # Each line of the file typed and entered into the focused move field, each waited for
      # as the next move in the trace.
      played=$(grep -c "^move " "$TRACE" || true)
      while IFS= read -r line; do
        [ -n "$line" ] || continue
        played=$((played + 1))
        xdotool windowfocus "$wid" 2>/dev/null || true
        xdotool type --delay 40 "$line"; sleep 0.3; xdotool key Return
        for i in $(seq 1 30); do grep -q "^move $played " "$TRACE" && break; sleep 0.5; done
        sleep 0.5
        grep -q "^move $played " "$TRACE" || { echo "move $played ($line) was not played"; tail -5 "$TRACE"; exit 1; }
      done < "$arg" ;;
    shot) import -window root "$OUT/$arg.png" 2>/dev/null || true ;;
    run) bash "$arg" ;;
    hover) hover "$arg" ;;
    orbit) drag 3 "$arg" ;;
    slide) drag 2 "$arg" ;;
    wait)
      for i in $(seq 1 30); do
        grep -qE "$arg" "$TRACE" && break
        sleep 1
      done
      grep -qE "$arg" "$TRACE" || { echo "no trace line matching $arg"; tail -5 "$TRACE"; exit 1; } ;;
    *)
      for i in $(seq 1 20); do
        [ -n "$(pos "$kind" "$arg")" ] && break
        sleep 1
      done
      # A window may move once egui has measured it: click where it settled.
      sleep 1
      click "$kind" "$arg" ;;
  esac
done
for i in $(seq 1 30); do
  grep -qE "$EXPECT_TRACE" "$TRACE" && break
  sleep 1
done
sleep 1
import -window root "$OUT/after.png" 2>/dev/null || true
'
if grep -E "$EXPECT_TRACE" "$TRACE" >/dev/null; then
  echo "click test passed: $(grep -E "$EXPECT_TRACE" "$TRACE" | head -1)"
else
  echo "click test FAILED: no line matching '$EXPECT_TRACE' in $TRACE" >&2
  tail -5 "$TRACE" >&2 || true
  tail -20 "$OUT/app.log" >&2 || true
  exit 1
fi
