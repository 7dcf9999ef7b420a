#!/usr/bin/env bash
# The Debian package as Debian's checker sees it: built from this tree with CPack, it has the
# programs in /usr/games, their manual pages, a copyright file and a changelog, and lintian
# (pedantic) reports no error or warning. Both programs answer --version and --help without a
# display. Usage: package_test.sh BUILD_DIR
set -euo pipefail
build=$1
fail() { echo "FAIL: $*" >&2; exit 1; }

# Without a display (the window's application needs one; these answers must not).
for program in grudgematch grudgematch-cli; do
  out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$build/bin/$program" --version 2>&1) ||
    fail "$program --version without a display: $out"
  [[ $out == "$program "[0-9]* ]] || fail "$program --version printed: $out"
  out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$build/bin/$program" --help 2>&1) ||
    fail "$program --help without a display: $out"
  grep -q -- "--help" <<<"$out" || fail "$program --help printed no options: $out"
  grep -q "^Usage: $program " <<<"$out" || fail "$program --help names no program: $out"
done
if env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$build/bin/grudgematch" --no-such-option >/dev/null 2>&1; then
  fail "grudgematch accepted an unknown option"
fi

command -v lintian >/dev/null || { echo "lintian is not installed (scripts/setup.sh installs it)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work" >"$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log"; fail "cpack"; }
deb=$(ls "$work"/*.deb)
contents=$(dpkg-deb -c "$deb")
for path in ./usr/games/grudgematch ./usr/games/grudgematch-cli ./usr/share/man/man6/grudgematch.6.gz \
            ./usr/share/man/man6/grudgematch-cli.6.gz ./usr/share/doc/grudgematch/copyright \
            ./usr/share/doc/grudgematch/changelog.gz ./usr/share/metainfo/io.github.grudgematch.GrudgeMatch.metainfo.xml; do
  grep -q " $path\$" <<<"$contents" || fail "the package has no $path"
done
report=$(lintian --pedantic --tag-display-limit 0 "$deb" 2>&1 || true)
echo "$report"
if grep -E '^[EW]: ' <<<"$report"; then
  fail "lintian reports errors or warnings"
fi
echo "package: $(basename "$deb"), lintian: no error or warning"
