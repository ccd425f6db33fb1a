#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster for the test suite (trust auth on loopback only) and prints its URL.
# Used by .ci/run; installs Debian's postgresql when missing.
set -euo pipefail
port="${PGPORT_TEST:-55432}"
dir="${PGDATA_TEST:-/tmp/ci-postgres}"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
fi
bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
run_as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
if [ -f "$dir/postmaster.pid" ]; then run_as_postgres "$bin/pg_ctl -D $dir -m fast stop" >&2 || true; fi
rm -rf "$dir" && mkdir -p "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
run_as_postgres "$bin/initdb -D $dir -A trust -U postgres --no-sync" >/dev/null
run_as_postgres "$bin/pg_ctl -D $dir -l $dir/server.log -o '-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -w start" >&2
echo "postgres://postgres@127.0.0.1:$port/postgres"
