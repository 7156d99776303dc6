#!/usr/bin/env bash
# Installs Towers for the current user (or under --prefix): the release binary, a desktop menu
# entry and the icon, so that Towers starts from the desktop's menu and opens saved games from a
# file manager. Every file it writes is listed in a manifest; --uninstall removes exactly those.
#
#   scripts/install.sh [--prefix DIR]              build and install (default DIR: ~/.local)
#   scripts/install.sh [--prefix DIR] --uninstall  remove what an install there put in place
#
# CARGO_TARGET_DIR is honoured (a warm target directory saves the long Bevy build).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${HOME}/.local"
uninstall=false
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a directory}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --uninstall) uninstall=true; shift ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
manifest="$prefix/share/towers/install-manifest"

if $uninstall; then
  [ -f "$manifest" ] || { echo "install.sh: nothing installed under $prefix (no $manifest)" >&2; exit 1; }
  # Files first, then the folders the install created (deepest first), if nothing else is in them.
  while IFS= read -r f; do
    case "$f" in
      dir:*) ;;
      *) rm -f -- "$f" && echo "removed $f" ;;
    esac
  done < "$manifest"
  rm -f -- "$manifest"
  created=$(grep '^dir:' "$manifest.dirs" 2>/dev/null | cut -c5- | sort -ru || true)
  rm -f -- "$manifest.dirs"
  while IFS= read -r d; do
    [ -n "$d" ] && rmdir -- "$d" 2>/dev/null && echo "removed $d/" || true
  done <<< "$created"
  # Caches that were there before the install are refreshed without Towers.
  [ -e "$prefix/share/applications/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null &&
    update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
  [ -e "$prefix/share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null &&
    gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" 2>/dev/null || true
  echo "Towers uninstalled from $prefix"
  exit 0
fi

target="${CARGO_TARGET_DIR:-target}"
echo "== building the release binary (cargo build --release)"
cargo build --release
bin="$prefix/bin/towers"
files=(
  "$bin"
  "$prefix/share/applications/towers.desktop"
  "$prefix/share/icons/hicolor/256x256/apps/towers.png"
  "$prefix/share/icons/hicolor/scalable/apps/towers.svg"
)
# The folders that do not exist yet are noted, so that --uninstall removes them (if empty) and
# no others.
dirs=()
for f in "${files[@]}" "$manifest"; do
  d=$(dirname "$f")
  while [ "$d" != "$prefix" ] && [ ! -d "$d" ]; do
    dirs+=("dir:$d")
    d=$(dirname "$d")
  done
done
install -D -m 755 "$target/release/towers" "${files[0]}"
mkdir -p "$prefix/share/applications"
sed "s|@BIN@|$bin|g" assets/desktop/towers.desktop > "${files[1]}"
chmod 644 "${files[1]}"
install -D -m 644 assets/icon/towers.png "${files[2]}"
install -D -m 644 assets/icon/towers.svg "${files[3]}"
# The desktop's caches: one this install creates is its own (removed on uninstall); one that was
# there already is only refreshed, on install and uninstall.
apps_cache="$prefix/share/applications/mimeinfo.cache"
icon_cache="$prefix/share/icons/hicolor/icon-theme.cache"
for cache in "$apps_cache" "$icon_cache"; do
  [ -e "$cache" ] || files+=("$cache")
done
command -v update-desktop-database >/dev/null && update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" 2>/dev/null || true
mkdir -p "$(dirname "$manifest")"
# An install over an earlier one keeps what that one listed (its caches, say).
{ cat "$manifest" 2>/dev/null || true; printf '%s\n' "${files[@]}"; } | sort -u > "$manifest.new"
mv "$manifest.new" "$manifest"
if [ ${#dirs[@]} -gt 0 ]; then printf '%s\n' "${dirs[@]}" | sort -u >> "$manifest.dirs"; fi
echo "Towers $("$bin" --version | cut -d' ' -f2) installed under $prefix:"
printf '  %s\n' "${files[@]}"
echo "Start it from the desktop menu (Games) or run $bin; remove it with: scripts/install.sh --prefix $prefix --uninstall"
