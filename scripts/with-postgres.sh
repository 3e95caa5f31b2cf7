#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   scripts/with-postgres.sh npx vitest run --project server
# It initialises a cluster in a temporary directory, starts it on a free port of 127.0.0.1, runs
# the command with DATABASE_URL pointing at it (superuser "postgres", trust auth), then stops the
# cluster and removes it. PGBIN may name the directory of initdb/pg_ctl (default: newest
# /usr/lib/postgresql/*/bin, else whatever is on PATH).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

if [ -z "${PGBIN:-}" ]; then
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$PGBIN" ]; then PGBIN=$(dirname "$(command -v initdb)"); fi
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/nordika-pg.XXXXXX")
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')

# PostgreSQL refuses to run as root: use the postgres user (or nobody) when we are root.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  owner=postgres
  id -u "$owner" >/dev/null 2>&1 || owner=nobody
  chown "$owner" "$dir"
  as_owner=(runuser -u "$owner" --)
fi

cleanup() {
  "${as_owner[@]}" "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

# Collation C (byte order), but LC_CTYPE C.UTF-8, Unicode's character classes: the text search parser
# and lower() follow LC_CTYPE, and with C they split "översättning" at the ö, so that Swedish and German
# search fails (docs/decisions/0015-site-search.md); hosted Supabase and PGlite take å, ä, ö and ü for
# letters. glibc has C.UTF-8 built in (2.35 and later); where it is missing, C throughout, as before.
ctype=C
if locale -a 2>/dev/null | grep -qix 'c\.utf-\?8'; then ctype=C.UTF-8; fi
# --no-sync, as fsync=off below: a cluster removed at the end needs nothing on disk before a crash.
"${as_owner[@]}" "$PGBIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C --lc-ctype="$ctype" --no-sync >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2
  exit 1
}
"${as_owner[@]}" "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null || {
  cat "$dir/server.log" >&2
  exit 1
}

echo "[with-postgres] PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (LC_CTYPE $ctype)" >&2
status=0
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@" || status=$?
exit "$status"
