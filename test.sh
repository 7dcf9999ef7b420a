#!/usr/bin/env bash
# Installs what is missing, builds into build/, then runs every test through ctest.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
  export XDG_RUNTIME_DIR=$(mktemp -d)
fi
ctest --test-dir build --output-on-failure -j "$(nproc)" "$@"
