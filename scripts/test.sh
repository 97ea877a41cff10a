#!/usr/bin/env bash
# The README's test command (`npm test`): sets up what a fresh machine lacks, then runs every
# check (lint, format, types, unit and database tests) and the browser tests.
#
# - Chromium: the browser tests use Debian's /usr/bin/chromium; when it is missing it is
#   installed with apt-get (as root, or through sudo), with fonts-dejavu-core.
# - PostgreSQL: when its tools are present, a local server is started if none answers, and the
#   database tests run against it too (TEST_DATABASE_URL); otherwise they run on PGlite only.
# - Redis: when one answers on 127.0.0.1:6379, the shared rate-limit test uses it.
set -euo pipefail
cd "$(dirname "$0")/.."

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
echo "test: Redis tests ${TEST_REDIS_URL:+enabled ($TEST_REDIS_URL)}${TEST_REDIS_URL:-skipped (no Redis on 127.0.0.1:6379)}"

npm run check
npm run e2e
