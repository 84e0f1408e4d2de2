#!/usr/bin/env bash
# Installs what the tests need (npm packages; Debian chromium and postgresql when missing) and runs the whole
# suite: lint, typecheck, unit tests, API tests on PGlite and on a real PostgreSQL server, build, two instances
# behind nginx, end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"
started=$(date +%s)
step() { printf '\n=== %s (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

step "system packages"
bash scripts/system-deps.sh
step "npm packages"
npm install --no-audit --no-fund --loglevel=error
step "lint"
npx biome ci .
step "typecheck"
npx tsc --noEmit -p tsconfig.json
step "unit tests"
npx vitest run --project unit
step "API tests on PGlite"
npx vitest run --project api
step "API tests on PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project api
step "build"
npm run build
step "two instances behind nginx on PostgreSQL"
bash scripts/two-instances.sh
step "end-to-end tests in Chromium"
npx playwright test
step "done"
