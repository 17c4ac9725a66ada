#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on 127.0.0.1:${PGPORT:-55432} (trust auth, data in a temp folder)
# for the server tests' PostgreSQL lane, and prints the TEST_DATABASE_URL to use.
# `bash scripts/pg-test-server.sh stop` stops it and removes its data.
# Needs Debian's postgresql package (the `postgres` user and /usr/lib/postgresql/*/bin).
set -euo pipefail
port="${PGPORT:-55432}"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
# Where the running server's folder is written, so a later call can stop it: without it, a server
# left by an earlier run (CI killed, a run on the same machine) holds the port and the next start fails.
record="${TMPDIR:-/tmp}/portal-pg-$port.path"

stop() {
  [ -f "$record" ] || return 0
  local old
  old="$(cat "$record")"
  if [ -d "$old/data" ]; then
    su postgres -s /bin/sh -c "'$bin/pg_ctl' -D '$old/data' -m fast -w stop >/dev/null 2>&1" || true
    rm -rf "$old"
  fi
  rm -f "$record"
}

if [ "${1:-}" = stop ]; then
  stop
  exit 0
fi
stop
dir="$(mktemp -d /tmp/portal-pg.XXXXXX)"
chown postgres "$dir"
echo "$dir" >"$record"
su postgres -s /bin/sh -c "'$bin/initdb' -D '$dir/data' -A trust -U postgres -E UTF8 >/dev/null"
su postgres -s /bin/sh -c "'$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -w -o \"-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off\" start >/dev/null"
su postgres -s /bin/sh -c "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres portal_test"
echo "postgres://postgres@127.0.0.1:$port/portal_test"
