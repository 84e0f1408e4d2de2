#!/usr/bin/env bash
# The two-instance proof: builds the server when needed, starts a throwaway PostgreSQL, and runs
# tests/multi/two-instances.test.ts (two instances, same AUTH_SECRET, Debian's nginx in front with deploy/nginx.conf).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f dist/server/main.js ] || [ -n "$(find src -newer dist/server/main.js -name '*.ts' -print -quit)" ]; then
  npm run build
fi
TEST_PG_PORT="${TEST_PG_PORT:-55433}" bash scripts/with-postgres.sh npx vitest run --project multi "$@"
