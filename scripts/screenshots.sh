#!/usr/bin/env bash
# Renders the README screenshots (docs/screenshots/*.png) with the real app under Xvfb and
# Mesa's software Vulkan, then shrinks them to small palette PNGs.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${TOWERS_BIN:-${CARGO_TARGET_DIR:-target}/release/towers}"
OUT="${OUT:-docs/screenshots}"
mkdir -p "$OUT"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"
shot() {
  local name="$1"; shift
  echo "== $name: $*"
  xvfb-run -a -s "-screen 0 1280x800x24" "$BIN" --size 1280x720 --screenshot "$OUT/$name.full.png" "$@"
  convert "$OUT/$name.full.png" -resize 1024x +dither -colors 256 "PNG8:$OUT/$name.png"
  rm -f "$OUT/$name.full.png"
  ls -l "$OUT/$name.png"
}
if [ $# -gt 0 ]; then shot "$@"; exit; fi
shot storm --game storm --select b1
shot storm-diamond-marble --game storm --theme diamond-marble --moves "Ie4-e5"
shot storm-wood-leaves --game storm --theme wood-leaves --camera player
shot litrof --game litrof
shot tribesmen --game tribesmen --stacking exploded
shot three-elephant --game three-elephant --overlays all
shot new-game --game litrof --menu open --no-autosave
# The guide (F1), each on a scripted example after its effect.
shot guide-storm --game storm --guide 2-1-3 --no-autosave
shot guide-litrof --game litrof --guide 2-0-1 --no-autosave
shot guide-tribesmen --game tribesmen --guide 2-1-1 --no-autosave
shot guide-three-elephant --game three-elephant --guide 2-0-1 --no-autosave
# The two quality tiers side by side (High is slow to render here: no graphics card).
for g in storm litrof; do
  shot quality-fast-$g --game $g --quality fast --no-autosave
  shot quality-high-$g --game $g --quality high --no-autosave
done
# (docs/screenshots/network-two-windows.png is the last frame of scripts/net-click-test.sh.)
# The analysis board on a Litróf middlegame (24 moves of a recorded game): bar, lines, arrows.
shot analysis-litrof --game litrof --no-autosave --analyse --frames 60 \
  --position "1/[BGY]2[BPO][BOR]/b2bb/b3[BYP]/3[ORY]1/1o[BRG][OBG]1/o3[OYB]/o3o/1[OPR]2[OGP]/1 OB O"
# The editor and the game graph need clicks: they are shots taken by click-test.sh's steps.
clicked() {
  local name="$1" dir; shift
  dir=$(mktemp -d)
  env CLICK_TEST_OUT="$dir" TOWERS_BIN="$BIN" "$@" bash scripts/click-test.sh >/dev/null
  convert "$dir/$name.png" -crop 1280x720+0+0 -resize 1024x +dither -colors 256 "PNG8:$OUT/$name.png"
  ls -l "$OUT/$name.png"
}
# A Tribesmen stack being built on c3: a large Blue pyramid, a medium Red one on it, its levels listed.
clicked editor-tribesmen GAME=tribesmen APP_ARGS="--no-autosave" \
  STEPS="key e wait ^edit.open button palette-Bl square c3 button palette-Rm square c3 wait ^edit.position.*BlRm shot editor-tribesmen" \
  EXPECT_TRACE="^edit position"
# A finished game, its evaluation graph: the Litróf page's Hatfield v McCoy (Orange wins when
# Blue resigns after ten moves), shipped as an annotated game.
clicked analysis-game-graph GAME=litrof APP_ARGS="--no-autosave --analyse --open assets/annotated/litrof-hatfield-mccoy-2002.ron" \
  STEPS="wait ^analysis.started button analysis-game wait ^analyse.game.done shot analysis-game-graph" \
  EXPECT_TRACE="^analyse game done"
