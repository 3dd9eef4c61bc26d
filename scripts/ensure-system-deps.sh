#!/usr/bin/env bash
# Installs the system packages the tests need when they are missing: Debian's Chromium for
# Playwright (its own browser download cannot work here) and PostgreSQL for the backend tests.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} with apt-get..."
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
