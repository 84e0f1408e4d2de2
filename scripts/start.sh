#!/usr/bin/env bash
# Installs dependencies, builds and starts Mochi's Garden on the embedded defaults (PGlite in ./data, port 3000).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund --loglevel=error
fi
# Offline English speech recognition (pocketsphinx); skipped without root, and the app says recognition is off.
./scripts/system-deps.sh --runtime || true
npm run build
exec node --enable-source-maps dist/server/main.js
