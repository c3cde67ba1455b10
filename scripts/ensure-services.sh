#!/usr/bin/env bash
# The test suite starts a real PostgreSQL (and, for shared rate limits, a real Redis) on loopback in
# temp directories; this installs Debian's packages when their programs are missing. Needs root or
# passwordless sudo; set PG_BIN (the folder of initdb/pg_ctl) to use an existing installation.
set -euo pipefail

pg_bin() {
  if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/initdb" ]; then echo "$PG_BIN"; return 0; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo -n "$@"; else
    echo "cannot install $*: not root and no sudo" >&2; return 1; fi
}

missing=()
bin=$(pg_bin || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then missing+=(postgresql); fi
if ! command -v redis-server >/dev/null; then missing+=(redis-server); fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} (Debian packages) for the test suite"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The Debian package starts a cluster of its own; the tests start theirs on free ports instead.
  as_root service postgresql stop >/dev/null 2>&1 || true
  as_root service redis-server stop >/dev/null 2>&1 || true
fi
echo "postgresql: $(pg_bin)"
