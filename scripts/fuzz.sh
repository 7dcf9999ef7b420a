#!/usr/bin/env bash
# Builds build-asan/ (clang, libFuzzer, ASan+UBSan) and runs every fuzz target from its seed corpus
# in tests/fuzz/corpus/. Usage: scripts/fuzz.sh [RUNS] [TARGET...]
#   RUNS     executions per target (default 20000: a short CI check; use 1000000+ for a real run)
#   TARGET   save, card_file, collections, cli_args (default: all)
# New corpus entries go to build-asan/corpus/<target>/, never into the source tree; a crash leaves
# its input in build-asan/findings/<target>/ (add it to tests/fuzz/regressions/<target>/).
set -euo pipefail
cd "$(dirname "$0")/.."
GM_NO_BUILD=1 source scripts/setup.sh
gm_build_fuzz
runs=${1:-20000}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(save card_file collections cli_args)
for t in "${targets[@]}"; do
  mkdir -p "build-asan/corpus/$t" "build-asan/findings/$t"
  echo "fuzz_$t: $runs runs"
  start=$(date +%s)
  build-asan/fuzz/fuzz_"$t" -runs="$runs" -max_len=65536 -timeout=25 -rss_limit_mb=2048 \
    -artifact_prefix="build-asan/findings/$t/" -print_final_stats=1 \
    "build-asan/corpus/$t" "tests/fuzz/corpus/$t" "tests/fuzz/regressions/$t" \
    2> "build-asan/fuzz_$t.log" || { tail -40 "build-asan/fuzz_$t.log"; exit 1; }
  grep -E "stat::number_of_executed_units|Done" "build-asan/fuzz_$t.log" | tail -2
  echo "fuzz_$t: $(( $(date +%s) - start )) s"
done
