#!/usr/bin/env bash
# Frame time against the floor. The machine's renderer sets a floor under every frame (on a
# CPU rasteriser, clearing and copying 1280×720 pixels alone costs 10–15 ms), so an app frame
# time means little by itself: this runs benches/frame-floor's `bevy` mode (an empty Bevy-shaped
# frame: offscreen clears plus the copy to the window) and the app's `--frame-stats` for every
# game, alternately in the same run, and prints each game's median and its ratio to the floor,
# and the same for the CPU time a frame takes (every thread of the process). On a virtual
# machine whose host takes cores away (steal time in `vmstat`), wall-clock medians swing from run
# to run, and the CPU ratio is the steadier figure; both are printed.
#
# Usage: scripts/frame-ratio.sh [--size WxH] [--quality fast|high] [--frames N] [--rounds R]
# (TOWERS_FRAME_ARGS adds arguments to each app run, e.g. "--panels off".)
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

# "median M ms" and "cpu C ms a frame" from a line, as "M C".
figures() { sed -n 's/.*median *\([0-9.]*\) ms.*cpu *\([0-9.]*\) ms a frame.*/\1 \2/p' | head -1; }
add() { awk -v a="${1:-0}" -v b="$2" 'BEGIN { print a + b }'; }
games="storm litrof tribesmen three-elephant"
declare -A wall cpu
for r in $(seq "$rounds"); do
    read -r f fc < <("$floor" bevy --size "$size" --frames "$((frames * 2))" 2>/dev/null | grep '^bevy' | figures)
    echo "round $r: floor (frame-floor bevy) median $f ms, cpu $fc ms a frame"
    wall[floor]=$(add "${wall[floor]:-}" "$f")
    cpu[floor]=$(add "${cpu[floor]:-}" "$fc")
    for g in $games; do
        read -r m c < <("$app" --no-autosave --settings off --game "$g" --size "$size" --quality "$quality" --frame-stats "$frames" ${TOWERS_FRAME_ARGS:-} 2>/dev/null | figures)
        echo "round $r: $g median $m ms, cpu $c ms a frame"
        wall[$g]=$(add "${wall[$g]:-}" "$m")
        cpu[$g]=$(add "${cpu[$g]:-}" "$c")
    done
done
mean() { awk -v a="$1" -v n="$rounds" 'BEGIN { print a / n }'; }
ratio() { awk -v a="$1" -v f="$2" 'BEGIN { printf "%.2f", a / f }'; }
fw=$(mean "${wall[floor]}") fc=$(mean "${cpu[floor]}")
printf '\n%s at %s, quality %s, %s rounds of %s frames (means of the rounds)\n' "$(hostname)" "$size" "$quality" "$rounds" "$frames"
printf '%-16s %10s %8s %14s %8s\n' "" "median ms" "ratio" "cpu ms/frame" "ratio"
printf '%-16s %10.1f %8s %14.1f %8s\n' "floor" "$fw" "1.00" "$fc" "1.00"
for g in $games; do
    m=$(mean "${wall[$g]}") c=$(mean "${cpu[$g]}")
    printf '%-16s %10.1f %8s %14.1f %8s\n' "$g" "$m" "$(ratio "$m" "$fw")" "$c" "$(ratio "$c" "$fc")"
done
