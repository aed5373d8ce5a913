#!/usr/bin/env bash
# Set-up for a fresh Debian 12 machine (run as root from the repository root):
#   bash setup.sh run    install what is missing, build, open the bundled example
#   bash setup.sh test   install what is missing, build with -Werror, run every test
#   bash setup.sh package  build the Debian package (build/supernode-designer_*.deb)
#   bash setup.sh sanitize  the same suite (and the fuzz test) built with
#                        AddressSanitizer + UndefinedBehaviorSanitizer in build-asan/
set -euo pipefail
cd "$(dirname "$0")"

packages=(
    cmake g++ make python3
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
    qt6-translations-l10n  # Qt's own zh_CN strings (Save/Discard/Cancel, the file dialog), loaded with the app's (issue 23)
    libboost-graph-dev nlohmann-json3-dev libsqlite3-dev
    libyaml-cpp-dev  # NetBox device-type YAML import (issue 9)
    poppler-utils
    libqrencode-dev pkgconf  # QR codes on cable labels (issue 7), found with pkg-config
    zlib1g-dev       # the label PDF writer compresses its page streams at the level it chooses
    zbar-tools       # zbarimg: the label tests decode the printed QR codes
    ibsim-utils infiniband-diags ibutils  # verify (issue 18): simulated fabric, real ibnetdiscover, IBDM ibdmchk
    python3-ezdxf    # the DXF tests' independent reader and writer (issue 22)
    fonts-noto-cjk   # Chinese glyphs: label sheets refuse names no font draws, and the window and drawings show them
    nodejs           # runs epanet-js, the INP tests' EPANET 2.2 (issue 48)
    # the Debian package: cpack's dependency scan, and the tests' judges of
    # what it installs (menu entry, AppStream data, MIME type, file association)
    dpkg-dev desktop-file-utils appstream shared-mime-info xdg-utils libglib2.0-bin
)

# epanet-js: OWA-EPANET 2.2's C engine compiled to WebAssembly, from the npm
# registry. The INP tests solve the files we write with it (tests/model/
# hydraulics/epanet_solve.js); it lands in build/epanet-js, where the tests
# look (SN_EPANET_JS_DIR), once: a second run finds it and does nothing.
epanet_js_version=0.9.0
install_epanet_js() {
    # Debian's npm; a nodejs from elsewhere may bring its own npm and
    # conflict with the package, so it is installed only when missing.
    command -v npm >/dev/null || install_missing npm
    local dir=build/epanet-js
    if ! grep -qs "\"version\": \"$epanet_js_version\"" "$dir/node_modules/epanet-js/package.json"; then
        mkdir -p "$dir"
        npm install --prefix "$dir" --no-audit --no-fund "epanet-js@$epanet_js_version"
    fi
}

install_missing() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if ((${#missing[@]})); then
        echo "Installing: ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
}

build() {
    cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
    cmake --build build -j2
}

case "${1:-}" in
run)
    install_missing "${packages[@]}"
    build
    # With a display the editor opens the example; without one this prints its figures.
    ./build/bin/supernode-designer resources/examples/liquid-row.json
    ;;
test)
    install_missing "${packages[@]}"
    install_epanet_js
    build -DSN_WERROR=ON -DSN_BUILD_TESTS=ON
    cd build
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2
    ;;
package)
    install_missing "${packages[@]}"
    # The program alone: a package needs none of the tests built.
    build -DSN_BUILD_TESTS=OFF
    (cd build && cpack -G DEB)
    ls build/supernode-designer_*.deb
    ;;
sanitize)
    install_missing "${packages[@]}"
    install_epanet_js
    # Debug, so reports point at source lines; any undefined behaviour ends the
    # process (-fno-sanitize-recover), so a test that hits one fails. A double
    # out of an integer's range cast to it (a hostile 1e300 taken as a count)
    # is not part of -fsanitize=undefined: float-cast-overflow adds it.
    flags="-fsanitize=address,undefined,float-cast-overflow -fno-omit-frame-pointer"
    flags+=" -fno-sanitize-recover=undefined,float-cast-overflow"
    cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DSN_BUILD_TESTS=ON -DSN_EPANET_JS_DIR="$PWD/build/epanet-js" \
        -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" -DCMAKE_SHARED_LINKER_FLAGS="$flags"
    cmake --build build-asan -j2
    # A sanitizer report exits 223 (LeakSanitizer 23): never mistaken for the
    # program's own exit 1 or 2, which the fuzz test accepts.
    export ASAN_OPTIONS="detect_leaks=1:exitcode=223:strict_string_checks=1:detect_stack_use_after_return=1"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=223"
    # ASan runs the suite about four times slower: a test function gets 30 min, not
    # Qt Test's default 5 (tst_undo_property's 2 400 random commands need ~6 min).
    export QTEST_FUNCTION_TIMEOUT=1800000
    # and a test waits ten times as long for the program it runs (tests/support/child_timeout.h).
    export SN_TEST_TIMEOUT_SCALE=10
    cd build-asan
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2 --timeout 1500
    ;;
*)
    echo "usage: bash setup.sh run|test|package|sanitize" >&2
    exit 2
    ;;
esac
