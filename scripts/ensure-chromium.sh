#!/usr/bin/env bash
# The console's browser tests (test/e2e) drive Debian's chromium. Installs it when it is missing,
# so that `npm test` keeps working on a fresh machine (root or passwordless sudo needed for apt).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
echo "chromium not found at $chromium: installing the Debian package (for test/e2e)" >&2
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo -n"; fi
if ! { $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium; } >/dev/null 2>&1; then
  echo "could not install chromium (apt-get install chromium needs root); set CHROMIUM_PATH to a Chromium binary" >&2
  exit 1
fi
