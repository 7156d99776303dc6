#!/usr/bin/env bash
# Frame time against the floor. The machine's renderer sets a floor under every frame (on a
# CPU rasteriser, clearing and copying 1280×720 pixels alone costs 10–15 ms), so an app frame
# time means little by itself: this runs benches/frame-floor's `bevy` mode (an empty Bevy-shaped
# frame: offscreen clears plus the copy to the window) and the app's `--frame-stats` for every
# game, alternately in the same run, and prints each game's median and its ratio to the floor.
#
# Usage: scripts/frame-ratio.sh [--size WxH] [--quality fast|high] [--frames N] [--rounds R]
# Needs a display (one is started with xvfb-run when DISPLAY is unset) and builds what is
# missing: the app (CARGO_TARGET_DIR or target/) and benches/frame-floor.
set -euo pipefail
cd "$(dirname "$0")/.."
size=1280x720 quality=fast frames=120 rounds=2
while [ $# -gt 0 ]; do
    case "$1" in
        --size) size=$2; shift 2 ;;
        --quality) quality=$2; shift 2 ;;
        --frames) frames=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        *) echo "frame-ratio.sh: unknown argument '$1' (try --size, --quality, --frames, --rounds)" >&2; exit 2 ;;
    esac
done
target=${CARGO_TARGET_DIR:-target}
floor_target=${FRAME_FLOOR_TARGET:-$target/frame-floor}
app=$target/release/towers
floor=$floor_target/release/frame-floor
[ -x "$app" ] || cargo build --release
[ -x "$floor" ] || CARGO_TARGET_DIR=$floor_target cargo build --release --manifest-path benches/frame-floor/Cargo.toml

if [ -z "${DISPLAY:-}" ]; then
    w=${size%x*} h=${size#*x}
    exec xvfb-run -a -s "-screen 0 $((w + 64))x$((h + 64))x24" "$0" --size "$size" --quality "$quality" --frames "$frames" --rounds "$rounds"
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}

median() { sed -n 's/.*median *\([0-9.]*\) ms.*/\1/p' | head -1; }
games="storm litrof tribesmen three-elephant"
declare -A sum
floor_sum=0
for r in $(seq "$rounds"); do
    f=$("$floor" bevy --size "$size" --frames "$((frames * 2))" 2>/dev/null | grep '^bevy' | median)
    echo "round $r: floor (frame-floor bevy) median $f ms"
    floor_sum=$(awk -v a="$floor_sum" -v b="$f" 'BEGIN { print a + b }')
    for g in $games; do
        m=$("$app" --no-autosave --settings off --game "$g" --size "$size" --quality "$quality" --frame-stats "$frames" 2>/dev/null | median)
        echo "round $r: $g median $m ms"
        sum[$g]=$(awk -v a="${sum[$g]:-0}" -v b="$m" 'BEGIN { print a + b }')
    done
done
floor_mean=$(awk -v a="$floor_sum" -v n="$rounds" 'BEGIN { print a / n }')
printf '\n%s at %s, quality %s, %s rounds of %s frames\n' "$(hostname)" "$size" "$quality" "$rounds" "$frames"
printf '%-16s %10s %8s\n' "" "median ms" "ratio"
printf '%-16s %10.1f %8s\n' "floor" "$floor_mean" "1.00"
for g in $games; do
    m=$(awk -v a="${sum[$g]}" -v n="$rounds" 'BEGIN { print a / n }')
    printf '%-16s %10.1f %8.2f\n' "$g" "$m" "$(awk -v a="$m" -v f="$floor_mean" 'BEGIN { print a / f }')"
done
