#!/usr/bin/env bash
# Installs the system packages the tests need when they are missing: Debian's Chromium for
# Playwright (its own browser download cannot work here), PostgreSQL for the backend tests and
# poppler-utils (pdftotext, pdffonts) to read the PDFs the backend makes as a reader would.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v pdftotext >/dev/null 2>&1 && command -v pdfsig >/dev/null 2>&1 || missing+=(poppler-utils)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} with apt-get..."
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
