#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback, runs the given command with TEST_DATABASE_URL set, stops it.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then echo "PostgreSQL is not installed: run scripts/system-deps.sh" >&2; exit 1; fi
port=${TEST_PG_PORT:-55432}
dir=$(mktemp -d /tmp/mochi-pg.XXXXXX)
chmod 755 "$dir"
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
as_pg "$bin/initdb" -D "$dir/data" -U mochi --auth=trust -E UTF8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
cleanup() { as_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
export TEST_DATABASE_URL="postgres://mochi@127.0.0.1:$port/postgres"
"$@"
