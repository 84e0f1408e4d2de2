#!/usr/bin/env bash
# Installs the Debian packages Mochi's Garden uses, only when missing.
#   --runtime  offline English speech recognition (pocketsphinx + its US English model, and sphinxtrain's `bw` and
#              `mllr_solve` with sphinxbase-utils' `sphinx_fe` for adapting to a speaker); best effort, never fatal,
#              because the app runs without it and says recognition is not configured (or does not adapt).
#   (default)  the runtime packages plus what the test suite needs: Chromium for end-to-end, PostgreSQL for API
#              tests, a font for rendered pictures, openssl for a throwaway TLS certificate, nginx as the load
#              balancer of the two-instance test.
set -euo pipefail
mode="${1:-test}"
need=()
command -v pocketsphinx_continuous >/dev/null 2>&1 || need+=(pocketsphinx)
[ -d /usr/share/pocketsphinx/model/en-us/en-us ] || need+=(pocketsphinx-en-us)
[ -x /usr/lib/sphinxtrain/mllr_solve ] || need+=(sphinxtrain)
command -v sphinx_fe >/dev/null 2>&1 || need+=(sphinxbase-utils)
if [ "$mode" != "--runtime" ]; then
  [ -x /usr/bin/chromium ] || need+=(chromium)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
  fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
  command -v openssl >/dev/null 2>&1 || need+=(openssl)
  [ -x /usr/sbin/nginx ] || need+=(nginx)
fi
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if sudo -n true 2>/dev/null; then
    SUDO="sudo"
  elif [ "$mode" = "--runtime" ]; then
    echo "Skipping Debian packages (${need[*]}): no root; offline speech recognition stays off." >&2
    exit 0
  else
    SUDO="sudo"
  fi
fi
echo "Installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
install() {
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
}
if [ "$mode" = "--runtime" ]; then
  install || echo "Could not install ${need[*]}; offline speech recognition stays off." >&2
else
  install
fi
