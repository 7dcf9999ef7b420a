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
  nlohmann-json3-dev libbenchmark-dev clang-format
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

gm_install_packages
gm_build
