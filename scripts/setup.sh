# Sourced by run.sh and test.sh: installs the Debian 12 packages that are missing, then configures
# and builds into build/. Quick when nothing changed.
set -euo pipefail

GM_PACKAGES=(
  build-essential cmake ninja-build file pkg-config
  qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev
  qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-templates qml6-module-qtquick-window qml6-module-qtquick-dialogs
  qml6-module-qt-labs-folderlistmodel qml6-module-qttest qt6-charts-dev qml6-module-qtcharts
  nlohmann-json3-dev libbenchmark-dev clang-format clang libclang-rt-14-dev lld
  poppler-utils fonts-dejavu-core lintian
)
# What only bench/startup.sh and screenshots need (a private X server, synthetic input, image
# conversion): some 40 packages that no build or test uses, so CI does not install them.
# GM_WITH_DESKTOP_TOOLS=1 adds them.
if [ "${GM_WITH_DESKTOP_TOOLS:-}" = 1 ]; then
  GM_PACKAGES+=(xvfb xauth xdotool imagemagick)
fi

gm_missing_packages() {
  local missing=()
  for p in "${GM_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  echo "${missing[@]:-}"
}

gm_install_packages() {
  local missing
  missing=$(gm_missing_packages)
  [ -z "$missing" ] && return 0
  echo "Installing missing packages: $missing"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
}

gm_build() {
  local build_type=${GM_BUILD_TYPE:-RelWithDebInfo}
  if [ ! -f build/build.ninja ]; then
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$build_type"
  fi
  cmake --build build -j "$(nproc)"
}

# build-asan/: one clang tree with AddressSanitizer and UndefinedBehaviorSanitizer for both
# test.sh --sanitize and scripts/fuzz.sh, so CI compiles the code once for both. Debug keeps the
# assertions on; -O1 with line tables only is the usual trade for fuzzing and runs the tests
# several times faster than -O0, while reports still name file and line. Every object carries
# libFuzzer's coverage hooks (fuzzer-no-link); only the fuzz_<name> targets link libFuzzer.
gm_configure_sanitized() {
  local flags="-fsanitize=address,undefined,fuzzer-no-link -fno-omit-frame-pointer"
  flags="$flags -fno-sanitize-recover=undefined"
  # A tree made by an older script (gcc, no fuzz targets) is made afresh.
  if [ -f build-asan/CMakeCache.txt ] && ! grep -q '^GM_FUZZ:BOOL=ON' build-asan/CMakeCache.txt; then
    rm -rf build-asan
  fi
  if [ ! -f build-asan/build.ninja ]; then
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGM_BUILD_BENCHMARKS=OFF \
      -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DGM_FUZZ=ON \
      -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DCMAKE_CXX_FLAGS="$flags" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined"
  fi
}

# Builds only the test executables (and tools) that ctest would run for the test-name regex $1
# ("" for every test), so CI can check a part without building the whole app.
gm_build_sanitized() {
  local regex=${1:-}
  gm_configure_sanitized
  if [ -z "$regex" ]; then
    cmake --build build-asan -j "$(nproc)"
    return
  fi
  local targets
  targets=$(ctest --test-dir build-asan -N -R "$regex" | awk '/Test +#/ {print $3}')
  # A replay test runs its libFuzzer executable, a sharded test (<name>ShardK) its one executable.
  targets=$(echo "$targets" | sed 's/^fuzzReplay_/fuzz_/; s/Shard[0-9]*$//' | sort -u)
  # cliCommands runs the tool as a process; soak is also run by CI from this tree.
  # shellcheck disable=SC2086
  cmake --build build-asan -j "$(nproc)" --target grudgematch-cli $targets
}

# The libFuzzer targets, for scripts/fuzz.sh.
gm_build_fuzz() {
  gm_configure_sanitized
  cmake --build build-asan -j "$(nproc)" --target fuzz_save fuzz_card_file fuzz_collections \
    fuzz_cli_args
}

gm_install_packages
# GM_NO_BUILD=1: only install and define the functions (scripts/fuzz.sh builds its own tree).
if [ "${GM_NO_BUILD:-}" != 1 ]; then
  gm_build
fi
