#!/usr/bin/env bash
# Runs every test of the project: the engines, AI and records without Bevy, then the app
# (built once, in the release profile) with its unit tests and the click test in a virtual
# X display with Mesa's software Vulkan. Installs what the click test needs when run as root
# on Debian. Cargo's target directory is kept outside the clone so that later runs on the
# same machine reuse the Bevy build.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each stage's header says how long the run has taken so far (docs/performance.md keeps a record).
stage() { echo "== [$((SECONDS / 60))m$((SECONDS % 60))s] $*"; }

if [ -z "${CARGO_TARGET_DIR:-}" ]; then
  if mkdir -p /var/tmp/towers-target 2>/dev/null && [ -w /var/tmp/towers-target ]; then
    export CARGO_TARGET_DIR=/var/tmp/towers-target
  else
    export CARGO_TARGET_DIR="$PWD/target"
  fi
fi
stage "cargo target directory: $CARGO_TARGET_DIR"

stage "code gates: cargo fmt --check, cargo clippy (engine alone, then with the internet transport and the server) with warnings denied"
cargo fmt --check
CARGO_TARGET_DIR="$CARGO_TARGET_DIR/engine" cargo clippy --release --no-default-features --all-targets -- -D warnings
CARGO_TARGET_DIR="$CARGO_TARGET_DIR/engine" cargo clippy --release --no-default-features --features p2p,server --all-targets -- -D warnings

stage "PostgreSQL for the server tests (Debian's package, a throw-away cluster on 127.0.0.1)"
pg=$(bash scripts/start-postgres.sh)
pg_folder=$(echo "$pg" | head -1)
trap 'bash scripts/stop-postgres.sh "$pg_folder"' EXIT
export TOWERS_TEST_POSTGRES=$(echo "$pg" | tail -1) TOWERS_REQUIRE_POSTGRES=1
echo "PostgreSQL at $TOWERS_TEST_POSTGRES"

stage "Chromium and chromedriver for the server's page test, curl for the Online click test (Debian's packages)"
if ! [ -x /usr/bin/chromium ] || ! [ -x /usr/bin/chromedriver ] || ! command -v curl >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver curl >/dev/null
  fi
fi
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  export TOWERS_REQUIRE_CHROMIUM=1
else
  echo "no Chromium (run as root on Debian to install it): the page test is skipped"
fi

stage "engines, AI, records, network over both transports, the server on SQLite and PostgreSQL, command line (no Bevy)"
CARGO_TARGET_DIR="$CARGO_TARGET_DIR/engine" cargo test --release --no-default-features --features p2p,server

stage "translations: every language has every English message with its variables, and nothing more"
CARGO_TARGET_DIR="$CARGO_TARGET_DIR/engine" cargo test --release --no-default-features --lib translation_complete

if [ "${TOWERS_SKIP_APP:-0}" = 1 ]; then
  stage "TOWERS_SKIP_APP=1: app build and click test skipped"
  exit 0
fi

stage "code gates: cargo clippy (app) with warnings denied"
cargo clippy --release --all-targets -- -D warnings
# The sound tests play into ALSA's file device: they need ALSA's runtime library (not its -dev
# package; the app loads it at run time and is silent without it).
if ! ls /usr/lib/*/libasound.so.2 /lib/*/libasound.so.2 >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq && { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libasound2t64 >/dev/null 2>&1 \
    || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libasound2 >/dev/null; }
fi
stage "app: unit tests (release profile, builds Bevy once)"
cargo test --release --lib app::
stage "app: release build"
cargo build --release
stage "install: scripts/install.sh into a temporary prefix, the menu entry validated, then --uninstall"
if ! command -v desktop-file-validate >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq desktop-file-utils >/dev/null
fi
prefix=$(mktemp -d)
bash scripts/install.sh --prefix "$prefix" >/dev/null
desktop-file-validate "$prefix/share/applications/towers.desktop"
grep -qx "Exec=$prefix/bin/towers %u" "$prefix/share/applications/towers.desktop"
grep -qx "MimeType=x-scheme-handler/towers;" "$prefix/share/applications/towers.desktop"
"$prefix/bin/towers" --version
bash scripts/install.sh --prefix "$prefix" --uninstall >/dev/null
left=$(find "$prefix" -mindepth 1)
[ -z "$left" ] || { echo "--uninstall left: $left" >&2; exit 1; }
echo "installed, validated and uninstalled, leaving nothing behind"
rmdir "$prefix"
stage "app: click tests in a virtual display with software Vulkan"
# A Storm figure, a Litróf tower, the top pyramid of a Tribesmen stack (clicking a stack takes
# the pyramid hit and those above it), and a Three Elephant turn finished by its End turn button.
TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" bash scripts/click-test.sh
TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=litrof FROM=b1 TO=c2 bash scripts/click-test.sh
TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=tribesmen FROM=b1 TO=b2 EXPECT='1b1-b2' bash scripts/click-test.sh
TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=three-elephant FROM=e2 TO=e3 CHOICE=end-turn EXPECT='Se2-e3$' bash scripts/click-test.sh
# The camera follows a right-drag and a middle-drag made by xdotool (pointer motion, not raw
# device motion, which tools, VNC and XWayland do not produce): each changes the picture.
camera=$(mktemp -d)
CLICK_TEST_OUT="$camera" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" STEPS="shot still orbit 200 shot orbited slide 200 shot slid" \
  EXPECT_TRACE="^ready" bash scripts/click-test.sh
for pair in "still orbited" "orbited slid"; do
  set -- $pair
  changed=$(compare -metric AE -fuzz 5% "$camera/$1.png" "$camera/$2.png" null: 2>&1 || true)
  [ "${changed%%.*}" -gt 20000 ] || { echo "the camera did not move from $1 to $2 ($changed pixels changed)" >&2; exit 1; }
done
echo "the camera orbits and slides under xdotool drags"
# A damaged autosave: moved aside, and its moves offered back in a window whose button plays on.
damaged=$(mktemp -d)
"$CARGO_TARGET_DIR/release/towers" record storm --seed 5 --out "$damaged/whole.ron" >/dev/null
head -c 700 "$damaged/whole.ron" > "$damaged/autosave.ron"
kept=$(sed -n '/moves:/,$p' "$damaged/autosave.ron" | grep -c '",$')
TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" STEPS="button recover" APP_ARGS="--autosave $damaged/autosave.ron" \
  EXPECT_TRACE="^move $kept " bash scripts/click-test.sh
cmp <(head -c 700 "$damaged/whole.ron") "$damaged"/autosave-damaged-*.ron
echo "the damaged autosave was kept beside it, byte for byte"
# Save through the file dialog, take the move back, load the file through the dialog (answering
# the question about the unsaved change), then the shortcut list on '?'.
dialogs=$(mktemp -d)
TOWERS_DATA_DIR="$dialogs/data" CLICK_TEST_OUT="$dialogs/out" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" \
  STEPS="square b1 square c3 wait ^move.1 key ctrl+s shot save-dialog key Return wait ^saved key ctrl+z \
         key ctrl+o shot load-dialog key Down key Return wait ^button.leave shot leave-question button leave wait ^loaded key question shot shortcuts" \
  EXPECT_TRACE="^overlay shortcuts" bash scripts/click-test.sh
grep -E "^saved $dialogs/data/games/storm-.*\.ron 1$" "$dialogs/out/trace.txt"
grep -E "^loaded $dialogs/data/games/storm-.*\.ron 1$" "$dialogs/out/trace.txt"
# Settings that stay: the theme chosen in one run is the theme of the next (the same settings
# file), and the file holds it.
prefs=$(mktemp -d)
CLICK_TEST_OUT="$prefs/first" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" APP_ARGS="--settings $prefs/settings.ron" \
  STEPS="button theme button theme-alfaerie wait ^theme.alfaerie wait ^settings.saved.*alfaerie" \
  EXPECT_TRACE="^settings saved .*theme alfaerie" bash scripts/click-test.sh
grep -q '"storm": "alfaerie"' "$prefs/settings.ron"
CLICK_TEST_OUT="$prefs/second" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" APP_ARGS="--settings $prefs/settings.ron" \
  STEPS="wait ^ready" EXPECT_TRACE="^theme alfaerie" bash scripts/click-test.sh
echo "the restarted app came back with the theme chosen before"
# The Online window against a real `towers serve` on 127.0.0.1 (the window's default address): an
# account made in the window, a seek posted from it and seen back in the lobby, the session kept
# in the settings, and the next run signed in by itself.
online=$(mktemp -d)
"$CARGO_TARGET_DIR/release/towers" serve --bind 127.0.0.1 --port 7628 --database "$online/server.db" > "$online/serve.log" &
serve_pid=$!
for _ in $(seq 100); do grep -q listening "$online/serve.log" && break; sleep 0.1; done
CLICK_TEST_OUT="$online/first" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" APP_ARGS="--settings $online/settings.ron --no-autosave" \
  STEPS="button window-online button online-name type Ann button online-password type password123 button online-register \
         wait ^online.signed.in.Ann button online-seek wait ^online.lobby.seeks=1 shot online" \
  EXPECT_TRACE="^online lobby seeks=1" bash scripts/click-test.sh
grep -q 'token: Some' "$online/settings.ron"
# Bob, from outside the app, takes Ann's seek: her app opens the game by itself.
cat > "$online/bob.sh" <<'BOB'
set -eu
api=http://127.0.0.1:7628/api
token=$(curl -sf -H 'Content-Type: application/json' -d '{"name":"Bob","password":"password456"}' $api/register | grep -o '"token":"[^"]*"' | cut -d'"' -f4)
seek=$(curl -sf -H "Authorization: Bearer $token" $api/seeks | grep -o '"id":"[^"]*"' | head -1 | cut -d'"' -f4)
curl -sf -X POST -H "Authorization: Bearer $token" $api/seeks/$seek/accept | grep -o '"game":"[^"]*"' | cut -d'"' -f4 > "$(dirname "$0")/game"
echo "$token" > "$(dirname "$0")/bob.token"
BOB
# ... and resigns it; Ann finds it in the archive by today's date.
cat > "$online/bob-resigns.sh" <<'BOB'
set -eu
here=$(dirname "$0")
curl -sf -X POST -H "Authorization: Bearer $(cat "$here/bob.token")" "http://127.0.0.1:7628/api/games/$(cat "$here/game")/resign" >/dev/null
BOB
today=$(date -u +%F)
CLICK_TEST_OUT="$online/second" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" APP_ARGS="--settings $online/settings.ron --no-autosave" \
  STEPS="button window-online wait ^online.signed.in.Ann wait ^online.lobby.seeks=1 run $online/bob.sh wait ^online.seek.taken \
         wait ^online.opened shot online-game run $online/bob-resigns.sh button online-tab-archive button online-archive-from type $today \
         button online-search wait ^online.archive.games=1 shot online-archive" EXPECT_TRACE="^online archive games=1" bash scripts/click-test.sh
kill "$serve_pid"
echo "the Online window signed up, posted a seek, saw it in the lobby, signed in again by itself, opened the game when Bob took"
echo "the seek, and found it in the archive by its day once Bob resigned"
# How many pixels of the region CROP (WxH+X+Y) differ between DIR/before.png and DIR/after.png.
changed_pixels() {
  for s in before after; do convert "$1/$s.png" -crop "$2" +repage "$1/$s-region.png"; done
  n=$(compare -metric AE "$1/before-region.png" "$1/after-region.png" null: 2>&1 || true)
  echo "${n%% *}"
}
# View → Colours: the colour-safe palette chosen in the menu repaints the pyramids (with their
# letters) and is remembered.
colours=$(mktemp -d)
CLICK_TEST_OUT="$colours/out" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=litrof APP_ARGS="--settings $colours/settings.ron" \
  STEPS="shot before button view button colours-colour-safe wait ^settings.saved.*colours.colour-safe key Escape shot after" \
  EXPECT_TRACE="^settings saved .*colours colour-safe" bash scripts/click-test.sh
grep -q 'palette: Some("colour-safe")' "$colours/settings.ron"
grep -q 'marks: Some(true)' "$colours/settings.ron"
repainted=$(changed_pixels "$colours/out" 400x160+250+430)
[ "$repainted" -gt 3000 ] || { echo "the pieces did not change with the palette ($repainted pixels)"; exit 1; }
echo "the colour-safe palette repainted $repainted pixels of the first ranks"
# View → Language: Chinese chosen in the menu redraws the panels in Chinese (drawn with the
# embedded font) and is remembered; the game's moves and position strings do not change.
lang=$(mktemp -d)
CLICK_TEST_OUT="$lang/out" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" APP_ARGS="--settings $lang/settings.ron" \
  STEPS="square b1 square c3 wait ^move.1 shot before button view button language-zh-CN wait ^settings.saved key Escape shot after" \
  EXPECT_TRACE="^settings saved" bash scripts/click-test.sh
grep -q 'language: Some("zh-CN")' "$lang/settings.ron"
grep -q '^move 1 Yb1-c3' "$lang/out/trace.txt"
redrawn=$(changed_pixels "$lang/out" 420x120+860+70)
[ "$redrawn" -gt 2000 ] || { echo "the side panel did not change with the language ($redrawn pixels)"; exit 1; }
echo "the language chosen in the menu redrew $redrawn pixels of the side panel and was remembered"
# Sound: a move is heard (ALSA's file device stands in for a sound card: the samples land in a
# file); a cue switched off in the Sound menu is not heard again, and the choice is remembered.
# With no device the app says why in one line of its log, and plays on silently.
sound=$(mktemp -d)
TOWERS_AUDIO_DEVICE="file:FILE=$sound/heard.raw,FORMAT=raw" CLICK_TEST_OUT="$sound/out" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" \
  GAME=storm APP_ARGS="--settings $sound/settings.ron" \
  STEPS="square b1 square c3 wait ^sound.move button sound button sound-move wait ^settings.saved key Escape square h8 square d8 wait ^move.2 shot after" \
  EXPECT_TRACE="^move 2 " bash scripts/click-test.sh
grep -q '^sound device on' "$sound/out/trace.txt"
[ "$(grep -c '^sound move' "$sound/out/trace.txt")" = 1 ] || { echo "the move sound was heard after it was switched off"; exit 1; }
tr -d ' \n' < "$sound/settings.ron" | grep -q 'off:\["move",\]' || { echo "the muted move sound was not remembered"; exit 1; }
loud=$(od -An -td2 -v "$sound/heard.raw" | awk '{ for (i = 1; i <= NF; i++) if ($i > 300 || $i < -300) n++ } END { print n + 0 }')
[ "$loud" -gt 1000 ] || { echo "the audio device got no sound ($loud loud samples)"; exit 1; }
echo "a move was heard ($loud loud samples on the device), then not once switched off; remembered"
TOWERS_AUDIO_DEVICE=no-such-device CLICK_TEST_OUT="$sound/silent" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=storm \
  EXPECT_TRACE="^sound move" bash scripts/click-test.sh
grep -q '^sound device off' "$sound/silent/trace.txt"
[ "$(grep -ci 'sound\|alsa' "$sound/silent/app.log")" = 1 ] || { cat "$sound/silent/app.log"; echo "not one line about the missing device"; exit 1; }
sed 's/\x1b\[[0-9;]*m//g; s/.*towers::app::sound: //' "$sound/silent/app.log" | grep -i sound
# Keyboard only: a whole game of Three Elephant Chess (a random game that a War Tower's fall
# ends in 23 plies, tests/keyboard) typed into the move field, which Enter reaches, with no
# click; then a question answered after the end. The board in words (B): the arrow keys walk
# to a piece and Enter picks it and its target.
keys=$(mktemp -d)
CLICK_TEST_OUT="$keys/game" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=three-elephant APP_ARGS="--seats human,human" \
  STEPS="key Return moves tests/keyboard/three-elephant-game.txt type pieces key Return shot over" \
  EXPECT_TRACE="^result Black wins: White.s own War Tower destroyed its last Elephant" bash scripts/click-test.sh
grep -q '^sound fall' "$keys/game/trace.txt"
CLICK_TEST_OUT="$keys/words" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=storm \
  STEPS="key b wait ^overlay.words key Down key Down key Down key Down key Down key Down key Down key Down key Down key Right key Return \
         key Up key Up key Right key Return" EXPECT_TRACE="^move 1 Yb1-c3" bash scripts/click-test.sh
echo "a whole game played with the keys alone; a move made by walking the board in words"
# A screen reader's view, over AT-SPI: the board in words in the tree, a typed move announced.
OUT="$keys/screen-reader" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" bash scripts/screen-reader-test.sh
# The guide (F1): a piece's lesson lights its targets and a move is played on it; a scripted
# example is stepped through (the first chapter folded again to make room); "Try it" makes it the game, asking first about the unsaved game
# set aside, and the autosave then holds the lesson's moves.
guide=$(mktemp -d)
CLICK_TEST_OUT="$guide/out" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" APP_ARGS="--autosave $guide/autosave.ron" \
  STEPS="square b1 square c3 wait ^move.1 key F1 button lesson-chapter-0 button lesson-0-0 wait ^lesson.storm.0.0 shot explorer square a6 wait ^move.1.Na4-a6 \
         button guide-index button lesson-chapter-0 button lesson-chapter-2 button lesson-2-1 button guide-next wait ^step.1 button guide-next button guide-next \
         wait ^step.3 shot example button guide-try wait ^button.leave button leave wait ^move.3" \
  EXPECT_TRACE="^try storm 3" bash scripts/click-test.sh
grep -q '"Ie6xe8"' "$guide/autosave.ron"
echo "the lesson became the game, and the autosave holds it"
# The board editor (E): a Storm endgame built on a cleared board (both Brains in their towers
# and a red Numskull), Blue to move, played from there against the computer at Blue's seat.
# Saved through the file dialog, the game keeps its start: the file loads back.
editor=$(mktemp -d)
TOWERS_DATA_DIR="$editor/data" CLICK_TEST_OUT="$editor/out" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" APP_ARGS="--seats human,easy --no-autosave" \
  STEPS="key e wait ^edit.open.storm button edit-clear wait ^edit.verdict.refused button palette-B square e1 button palette-b square d10 \
         button palette-N square e5 button edit-to-move-1 wait ^edit.verdict.playable shot endgame button edit-play wait ^edit.play.storm \
         wait ^move.1.B key ctrl+s key Return wait ^saved" \
  EXPECT_TRACE="^saved .* 1$" bash scripts/click-test.sh
grep -qx "edit play storm 3b5/9/9/9/9/4N4/9/9/9/4B4 b" "$editor/out/trace.txt"
saved=$(sed -n 's/^saved \(.*\) 1$/\1/p' "$editor/out/trace.txt")
grep -q 'position: Some("3b5/9/9/9/9/4N4/9/9/9/4B4 b")' "$saved"
"$CARGO_TARGET_DIR/release/towers" replay "$saved" >/dev/null
echo "the edited endgame became the game, the computer moved its Brain, and the saved game replays from that start"
# A Litróf middlegame typed into the editor's position field (a string with spaces is typed in
# parts), then analysed: the analysis starts on that position and names a best move.
analysis=$(mktemp -d)
CLICK_TEST_OUT="$analysis/out" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=litrof APP_ARGS="--no-autosave" \
  STEPS="key e wait ^edit.open.litrof button edit-text key ctrl+a type 1/[BGY]2[BPO][BOR]/b2bb/b3[BYP]/3[ORY]1/1o[BRG][OBG]1/o3[OYB]/o3o/1[OPR]2[OGP]/1 \
         key space type OB key space type O key Return wait ^edit.verdict.playable.32 button edit-analyse wait ^analysis.started shot analysis" \
  EXPECT_TRACE="^analysis depth [0-9]+ best [A-Z]" bash scripts/click-test.sh
grep -qx "analysis started 1/\[BGY\]2\[BPO\]\[BOR\]/b2bb/b3\[BYP\]/3\[ORY\]1/1o\[BRG\]\[OBG\]1/o3\[OYB\]/o3o/1\[OPR\]2\[OGP\]/1 OB O" "$analysis/out/trace.txt"
echo "the typed position was analysed"
# The puzzle trainer (F2, --puzzle ID): a mate in 2 on the board; a wrong move is taken back, the
# hint lights the piece to move, the right moves are answered by the line and the mate ends it.
# The attempt counts (a miss, for the wrong move) in the record in the data folder, which the
# next run reads back; that run opens the trainer on a puzzle drawn at random among those nearest
# the player's rating in any game, so it waits for any puzzle.
puzzles=$(mktemp -d)
TOWERS_DATA_DIR="$puzzles/data" CLICK_TEST_OUT="$puzzles/solve" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=storm \
  APP_ARGS="--settings $puzzles/settings.ron --no-autosave --puzzle storm-0270" \
  STEPS="wait ^puzzle.storm-0270 shot puzzle-task square f4 square f5 wait ^puzzle.wrong.If4-f5 shot puzzle-wrong button puzzles-hint \
         wait ^puzzle.hint.a4 shot puzzle-hint square a10 wait ^puzzle.answer.Te9-d10 square a10 square d10 wait ^puzzle.solved shot puzzle-solved" \
  EXPECT_TRACE="^puzzle counted storm-0270 Missed" bash scripts/click-test.sh
grep -qx "puzzle right Na4xa10+" "$puzzles/solve/trace.txt"
TOWERS_DATA_DIR="$puzzles/data" CLICK_TEST_OUT="$puzzles/again" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=storm \
  APP_ARGS="--settings $puzzles/settings.ron --no-autosave --puzzle open" STEPS="wait ^puzzle.[a-z-]+-[0-9]{4}.[0-9]+$" \
  EXPECT_TRACE="^puzzles record tried=1 solved=0 rating=1[0-9][0-9][0-9]$" bash scripts/click-test.sh
echo "the puzzle was solved on the board, and the record kept"
# A Three Elephant puzzle whose turn is "Sf7-g6; Sh7>F; Ea5xb4": the hint lights the capturing
# Elephant, not the Spearman that steps first, and the capture played alone solves it.
CLICK_TEST_OUT="$puzzles/three-elephant" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=three-elephant \
  APP_ARGS="--settings off --no-autosave --puzzle three-elephant-0004" \
  STEPS="wait ^puzzle.three-elephant-0004 button puzzles-hint wait ^puzzle.hint.a5 square b4 wait ^puzzle.solved shot puzzle-three-elephant" \
  EXPECT_TRACE="^puzzle counted three-elephant-0004 Helped" bash scripts/click-test.sh
grep -qx "puzzle right Ea5xb4" "$puzzles/three-elephant/trace.txt"
echo "a Three Elephant capture solved its puzzle without the solution's fillers"
# A four-player Tribesmen puzzle (Blue to move, three opponents answering between its turns):
# the hint lights e4, and the step to f5 blinds a Green stack and puts Green out.
CLICK_TEST_OUT="$puzzles/four-player" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=tribesmen \
  APP_ARGS="--settings off --no-autosave --puzzle tribesmen-four-player-0005" \
  STEPS="wait ^puzzle.tribesmen-four-player-0005 button puzzles-hint wait ^puzzle.hint.e4 square f5 wait ^puzzle.solved shot puzzle-four-player" \
  EXPECT_TRACE="^puzzle counted tribesmen-four-player-0005 Helped" bash scripts/click-test.sh
grep -qx "puzzle right e4-f5(†f4)" "$puzzles/four-player/trace.txt"
echo "a four-player Tribesmen puzzle solved on the board"
# "Make a puzzle of my mistake": a game whose first move threw away a mate in 2, analysed; the
# Puzzle button by that swing proves the position before it and puts the puzzle on the board.
CLICK_TEST_OUT="$puzzles/mistake" TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" GAME=storm POSITION="f3bt3/4t4/9/1n7/9/9/N4I3/4F4/9/3BT4 r" \
  APP_ARGS="--settings off --no-autosave --moves If4-f5 --analyse" \
  STEPS="button analysis-game wait ^analyse.game.done button analysis-puzzle-1 wait ^puzzle.made shot puzzle-made" \
  EXPECT_TRACE="^puzzle own-1 3$" bash scripts/click-test.sh
echo "the mistake became a puzzle"
# Network play: one window hosts on 127.0.0.1, a second joins, each plays a move; then the same
# over the internet transport, through a relay of our own on 127.0.0.1 with direct paths off.
TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" bash scripts/net-click-test.sh
TOWERS_BIN="$CARGO_TARGET_DIR/release/towers" INTERNET=1 bash scripts/net-click-test.sh
