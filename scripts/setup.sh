# Sourced by run.sh and test.sh: installs the Debian 12 packages that are missing, then configures
# and builds into build/. Quick when nothing changed.
set -euo pipefail

GM_PACKAGES=(
  build-essential cmake ninja-build file pkg-config
  qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev
  qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-templates qml6-module-qtquick-window qml6-module-qtquick-dialogs
  qml6-module-qt-labs-folderlistmodel qml6-module-qttest
  nlohmann-json3-dev libbenchmark-dev clang-format clang libclang-rt-14-dev
  xvfb xauth xdotool imagemagick poppler-utils fonts-dejavu-core
)

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

# build-asan/: a Debug tree with AddressSanitizer and UndefinedBehaviorSanitizer (gcc), for
# test.sh --sanitize. Builds only the test executables (and tools) that ctest would run for the
# test-name regex $1 ("" for every test), so CI can check a part without building the whole app.
gm_build_sanitized() {
  local regex=${1:-}
  local flags="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
  if [ ! -f build-asan/build.ninja ]; then
    # Debug (assertions on, -O0) with line tables only: sanitizer reports still name file and line,
    # and the template-heavy sources compile markedly faster than with full -g.
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGM_BUILD_BENCHMARKS=OFF \
      -DCMAKE_CXX_FLAGS_DEBUG="-O0 -g1" -DCMAKE_CXX_FLAGS="$flags" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined"
  fi
  if [ -z "$regex" ]; then
    cmake --build build-asan -j "$(nproc)"
    return
  fi
  local targets
  targets=$(ctest --test-dir build-asan -N -R "$regex" | awk '/Test +#/ {print $3}')
  # cliCommands runs the tool as a process; soak is also run by CI from this tree.
  # shellcheck disable=SC2086
  cmake --build build-asan -j "$(nproc)" --target grudgematch-cli $targets
}

# build-fuzz/: the libFuzzer targets (clang, ASan+UBSan), for scripts/fuzz.sh.
gm_build_fuzz() {
  local flags="-fsanitize=address,undefined,fuzzer-no-link -fno-omit-frame-pointer -gline-tables-only"
  flags="$flags -fno-sanitize-recover=undefined"
  if [ ! -f build-fuzz/build.ninja ]; then
    # -O1 with line tables: the usual trade for fuzzing (fast enough to run, quick to build).
    cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O1" \
      -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DGM_FUZZ=ON -DGM_BUILD_APP=OFF \
      -DGM_BUILD_BENCHMARKS=OFF -DCMAKE_CXX_FLAGS="$flags"
  fi
  cmake --build build-fuzz -j "$(nproc)" --target fuzz_save fuzz_card_file fuzz_collections \
    fuzz_cli_args
}

gm_install_packages
# GM_NO_BUILD=1: only install and define the functions (scripts/fuzz.sh builds its own tree).
if [ "${GM_NO_BUILD:-}" != 1 ]; then
  gm_build
fi
