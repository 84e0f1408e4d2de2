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
# Allocations of 32 kB and more get their own mapping, handed back when freed: otherwise the compiler threads'
# scratch memory from compiling PGlite's WebAssembly stays resident (~40-70 MB). A 10x WebAssembly tiering budget
# leaves code that runs only at start (PostgreSQL's) to the baseline compiler; hot code (speech) is optimised as
# before. See bench/README.md (startup.ts).
export MALLOC_MMAP_THRESHOLD_=32768
exec node --enable-source-maps --max-semi-space-size=2 --wasm-tiering-budget=18000000 dist/server/main.js
