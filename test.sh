#!/usr/bin/env bash
# Installs what is missing, builds into build/, then runs every test through ctest. Arguments go to
# ctest, except:
#   --sanitize        then also build build-asan/ (clang, ASan+UBSan) and run every test there
#   --sanitize=REGEX  the same for the tests whose names match REGEX only (CI: rules, AI, CLI)
set -euo pipefail
cd "$(dirname "$0")"
sanitize=no
sanitize_regex=""
ctest_args=()
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=yes ;;
    --sanitize=*) sanitize=yes; sanitize_regex=${arg#--sanitize=} ;;
    *) ctest_args+=("$arg") ;;
  esac
done
source scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
  export XDG_RUNTIME_DIR=$(mktemp -d)
fi
if [ "$sanitize" = yes ]; then
  # The sanitized tree builds while the plain tests run: many of those wait on timers and
  # animations, and the build, at a lower priority, takes the cores they leave idle. Its output
  # is shown when it is done.
  asan_log=$(mktemp)
  (renice -n 10 "$BASHPID" >/dev/null || true; gm_build_sanitized "$sanitize_regex") >"$asan_log" 2>&1 &
  asan_build=$!
  # When a plain test fails, the build stops too (the whole process tree under it).
  stop_tree() { local c; for c in $(pgrep -P "$1"); do stop_tree "$c"; done; kill "$1" 2>/dev/null || true; }
  trap 'stop_tree $asan_build' EXIT
fi
ctest --test-dir build --output-on-failure -j "$(nproc)" "${ctest_args[@]}"
if [ "$sanitize" = yes ]; then
  if ! wait "$asan_build"; then
    cat "$asan_log"
    echo "test.sh: the sanitized build failed" >&2
    exit 1
  fi
  trap - EXIT
  cat "$asan_log"
  # Any report fails its test: ASan aborts, UBSan is made fatal at compile time. Leaks are
  # checked, except what Qt and the font stack keep for the life of the process (tests/lsan.supp).
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1
  export LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp:print_suppressions=0
  # QTest's 300 s per test function is wall time; sanitized rows on a busy machine need longer.
  export QTEST_FUNCTION_TIMEOUT=1500000
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  ctest --test-dir build-asan --output-on-failure -j "$(nproc)" \
    ${sanitize_regex:+-R "$sanitize_regex"} "${ctest_args[@]}"
fi
