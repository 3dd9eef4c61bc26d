#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server:
#   bash scripts/with-postgres.sh npx vitest run --config backend/vitest.config.ts
# Installs Debian's postgresql when it is missing, starts a fresh cluster in a temporary
# directory on 127.0.0.1:${ATELIER_TEST_PG_PORT:-54329} (trust auth, loopback only), runs the
# command with TEST_DATABASE_URL pointing at it, then always stops the server and deletes the
# directory. Exits with the command's exit code.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

port="${ATELIER_TEST_PG_PORT:-54329}"
is_root=false
[ "$(id -u)" -eq 0 ] && is_root=true

find_pg_bin() {
  local initdb_path
  initdb_path="$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$initdb_path" ] && command -v initdb >/dev/null 2>&1; then
    initdb_path="$(readlink -f "$(command -v initdb)")"
  fi
  [ -n "$initdb_path" ] && dirname "$initdb_path"
}

pg_bin="$(find_pg_bin || true)"
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL is not installed; installing Debian's postgresql with apt-get..." >&2
  sudo_cmd=()
  $is_root || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends postgresql
  pg_bin="$(find_pg_bin || true)"
  if [ -z "$pg_bin" ]; then
    echo "PostgreSQL was installed but initdb was not found under /usr/lib/postgresql/*/bin" >&2
    exit 1
  fi
fi

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() {
  if $is_root; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if $is_root && ! id postgres >/dev/null 2>&1; then
  echo "The postgres system user is missing; reinstall the postgresql package" >&2
  exit 1
fi

work_dir="$(mktemp -d "${TMPDIR:-/tmp}/atelier-pg.XXXXXX")"
data_dir="$work_dir/data"
log_file="$work_dir/server.log"
chmod 700 "$work_dir"
$is_root && chown postgres: "$work_dir"

cleanup() {
  local status=$?
  if [ -f "$data_dir/postmaster.pid" ]; then
    as_owner "$pg_bin/pg_ctl" -D "$data_dir" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work_dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$pg_bin/initdb" -D "$data_dir" -U postgres -A trust -E UTF8 --locale=C.UTF-8 \
  --no-sync >"$work_dir/initdb.log" 2>&1 || {
  cat "$work_dir/initdb.log" >&2
  echo "initdb failed" >&2
  exit 1
}

# Durability is pointless for a cluster deleted in a minute; turning it off makes tests faster.
server_options="-c listen_addresses=127.0.0.1 -p $port -k $work_dir"
server_options+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
if ! as_owner "$pg_bin/pg_ctl" -D "$data_dir" -l "$log_file" -o "$server_options" -w -t 30 \
  start >/dev/null; then
  tail -n 20 "$log_file" >&2 || true
  echo "PostgreSQL did not start on 127.0.0.1:$port (is the port taken? set ATELIER_TEST_PG_PORT)" >&2
  exit 1
fi

echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (temporary cluster)" >&2

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
set +e
"$@"
status=$?
set -e
exit "$status"
