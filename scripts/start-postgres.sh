#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server for the server tests: Debian's package (installed when
# missing, as root), a new cluster in a temporary folder, listening on 127.0.0.1 only, with
# trust authentication for local connections. Prints the admin URL on its last line; stop it
# with scripts/stop-postgres.sh FOLDER (the folder is printed on the line before).
set -euo pipefail
# The cluster's owner may not enter the caller's folder: work from the root.
cd /
port="${TOWERS_PG_PORT:-55432}"

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
[ -n "$bin" ] || { echo "start-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }

folder=$(mktemp -d /tmp/towers-pg.XXXXXX)
# PostgreSQL will not run as root: as root, the cluster belongs to the package's postgres user.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$folder"
  as_owner=(runuser -u postgres --)
fi
"${as_owner[@]}" "$bin/initdb" -D "$folder/data" -U towers --auth=trust --no-sync >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$folder/data" -l "$folder/log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$folder -c fsync=on" start >/dev/null
echo "$folder"
echo "postgres://towers@127.0.0.1:$port/postgres"
