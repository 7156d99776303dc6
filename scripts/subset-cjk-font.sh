#!/usr/bin/env bash
# Makes assets/fonts/NotoSansSC-Towers.otf: Noto Sans CJK SC (SIL Open Font License 1.1, from
# Debian's fonts-noto-cjk) cut down to the characters the catalogue uses, so the app
# carries a few hundred kilobytes instead of twenty megabytes. Run it after changing
# assets/i18n/zh-CN/*.ftl; the test `app::ui::fonts::tests` fails until it has been run.
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
if [ ! -f "$source_font" ] || ! /usr/bin/python3 -c 'import fontTools' 2>/dev/null; then
    ${SUDO:-$( [ "$(id -u)" = 0 ] || echo sudo )} apt-get install -y -q fonts-noto-cjk python3-fonttools >/dev/null
fi
# Every character of the messages that is not ASCII (egui's own fonts draw ASCII; its
# monospace font lacks even German letters),
# and the CJK punctuation a translator may add later is cheap, so it is always in.
chars=$(mktemp)
trap 'rm -f "$chars"' EXIT
/usr/bin/python3 - "$chars" <<'PY'
import glob, sys
used = set()
for path in sorted(glob.glob("assets/i18n/*/*.ftl")):
    used |= {c for c in open(path, encoding="utf-8").read() if ord(c) > 0x7f}
used |= {chr(c) for c in range(0x3000, 0x3020)} | {chr(c) for c in range(0xFF01, 0xFF5F)}
open(sys.argv[1], "w", encoding="utf-8").write("".join(sorted(used)))
print(f"{len(used)} characters", file=sys.stderr)
PY
# Font number 2 of the collection is Noto Sans CJK SC (0 JP, 1 KR, 2 SC, 3 TC, 4 HK).
/usr/bin/python3 -m fontTools.subset "$source_font" --font-number=2 --text-file="$chars" \
    --output-file=assets/fonts/NotoSansSC-Towers.otf --layout-features='*' --no-hinting --desubroutinize
ls -l assets/fonts/NotoSansSC-Towers.otf
