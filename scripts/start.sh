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
# A 2 MB young generation (V8's default grows to 16 MB semi-spaces): ~45 MB less resident for a server whose
# requests allocate little; see bench/README.md (startup.ts).
exec node --enable-source-maps --max-semi-space-size=2 dist/server/main.js
