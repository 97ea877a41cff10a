#!/usr/bin/env bash
# The README's test command (`npm test`): sets up what a fresh machine lacks, then runs every
# check (lint, format, types, unit and database tests) and the browser tests.
#
# - Chromium: the browser tests use Debian's /usr/bin/chromium; when it is missing it is
#   installed with apt-get (as root, or through sudo), with fonts-dejavu-core.
# - PostgreSQL: when its tools are present, a local server is started if none answers, and the
#   database tests run against it too (TEST_DATABASE_URL); otherwise they run on PGlite only.
# - Redis: when one answers on 127.0.0.1:6379, the shared rate-limit test uses it.
#
# Each stage's wall time is printed as it ends and again in a table at the end (also when a
# stage fails), followed by the slowest ten browser tests (scripts/slowest-tests.mjs), so a slow
# run shows where its time went.
set -euo pipefail
cd "$(dirname "$0")/.."

TIMES=()
stage_start=$SECONDS
run_start=$SECONDS
# Ends the stage begun at the last call (or at the start): records and prints its wall time.
end_stage() {
  local took=$((SECONDS - stage_start))
  TIMES+=("$(printf '%5d s  %s' "$took" "$1")")
  echo "test: stage '$1' took ${took} s"
  stage_start=$SECONDS
}
# Runs one stage's command and times it.
stage() {
  local name="$1"
  shift
  echo "test: stage '$name'"
  "$@"
  end_stage "$name"
}
report_times() {
  local status=$?
  # A stage that failed ends the run: the server's tests, if still running, end with it.
  [ -n "$server_pid" ] && kill -- "-$server_pid" 2>/dev/null
  echo
  echo "test: stage times (wall clock)"
  printf '  %s\n' "${TIMES[@]}"
  printf '  %5d s  total\n' "$((SECONDS - run_start))"
  [ -f e2e/test-results/report.json ] && node scripts/slowest-tests.mjs e2e/test-results/report.json 10
  [ "$status" -ne 0 ] && echo "test: failed in the stage after the last one listed"
  return "$status"
}
server_pid=''
trap report_times EXIT

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if [ ! -x /usr/bin/chromium ]; then
  echo "test: installing chromium"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null; then
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    cluster="$(ls /etc/postgresql 2>/dev/null | head -n 1)"
    if [ -n "$cluster" ]; then
      echo "test: starting PostgreSQL $cluster"
      as_root pg_ctlcluster --skip-systemctl-redirect "$cluster" main start || true
      for _ in $(seq 1 20); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
    fi
  fi
  if pg_isready -q -h 127.0.0.1 -p 5432; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
  fi
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "test: PostgreSQL tests enabled ($TEST_DATABASE_URL)"
else
  echo "test: PostgreSQL not reachable; database tests run on PGlite only"
fi

# Redis: the test of two server copies sharing one rate limit runs when one answers locally.
if [ -z "${TEST_REDIS_URL:-}" ] && command -v redis-cli >/dev/null &&
  redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; then
  export TEST_REDIS_URL="redis://127.0.0.1:6379"
fi
if [ -n "${TEST_REDIS_URL:-}" ]; then
  echo "test: Redis tests enabled ($TEST_REDIS_URL)"
else
  echo "test: Redis tests skipped (no Redis on 127.0.0.1:6379)"
fi
end_stage 'install checks (chromium, PostgreSQL, Redis)'

# `npm run check` and `npm run e2e`, stage by stage.
rm -f e2e/test-results/report.json
# The static checks read files and share nothing: they run side by side, each command's output
# printed whole when it ends.
checks() {
  local names=(lint format deps typecheck)
  local commands=('npm run lint' 'npm run format:check' 'npm run deps:check' 'npm run typecheck')
  local pids=() logs=() status=0
  for i in "${!commands[@]}"; do
    logs+=("$(mktemp)")
    bash -c "${commands[$i]}" >"${logs[$i]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      echo "test: ${names[$i]} passed"
    else
      echo "test: ${names[$i]} FAILED"
      status=1
    fi
    cat "${logs[$i]}"
    rm -f "${logs[$i]}"
  done
  return "$status"
}
# The server's tests run in one worker (PGlite's start-up is paid once per worker), so they use
# one core: they run beside the stages up to the build, and the browser tests wait for them.
server_log="$(mktemp)"
server_start=$SECONDS
# In a session of its own, so that a failed run can end it with everything it started.
setsid npm run test -w server >"$server_log" 2>&1 &
server_pid=$!
# Joins the server's tests: prints their output whole and records their wall time.
server_tests_end() {
  local status=0
  wait "$server_pid" || status=$?
  server_pid=''
  cat "$server_log"
  rm -f "$server_log"
  TIMES+=("$(printf '%5d s  %s' "$((SECONDS - server_start))" 'unit and database: server (beside the stages above)')")
  [ "$status" -eq 0 ] && echo "test: server tests passed" || echo "test: server tests FAILED"
  stage_start=$SECONDS
  return "$status"
}

stage 'lint, format, deps, typecheck (side by side)' checks
stage 'unit: common' npm run test -w common
stage 'unit: web' npm run test -w web
stage build npm run build
server_tests_end
stage e2e npm run test -w e2e
