#!/usr/bin/env bash
# Stops the PostgreSQL server that scripts/start-postgres.sh started in FOLDER, and removes it.
set -euo pipefail
# The cluster's owner may not enter the caller's folder: work from the root.
cd /
folder="$1"
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_owner=()
[ "$(id -u)" = 0 ] && as_owner=(runuser -u postgres --)
"${as_owner[@]}" "$bin/pg_ctl" -D "$folder/data" -m fast -w stop >/dev/null || true
rm -rf "$folder"
