#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on 127.0.0.1:${PGPORT:-55432} (trust auth, data in a temp folder)
# for the server tests' PostgreSQL lane, and prints the TEST_DATABASE_URL to use.
# Needs Debian's postgresql package (the `postgres` user and /usr/lib/postgresql/*/bin).
set -euo pipefail
port="${PGPORT:-55432}"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
dir="$(mktemp -d /tmp/portal-pg.XXXXXX)"
chown postgres "$dir"
su postgres -s /bin/sh -c "'$bin/initdb' -D '$dir/data' -A trust -U postgres -E UTF8 >/dev/null"
su postgres -s /bin/sh -c "'$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -w -o \"-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off\" start >/dev/null"
su postgres -s /bin/sh -c "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres portal_test"
echo "postgres://postgres@127.0.0.1:$port/portal_test"
