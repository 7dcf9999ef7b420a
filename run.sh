#!/usr/bin/env bash
# Installs what is missing, builds into build/ and starts Grudge Match. Extra arguments go to the app.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup.sh
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
  export XDG_RUNTIME_DIR=$(mktemp -d)
fi
exec build/bin/grudgematch "$@"
