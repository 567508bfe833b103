# SPDX-FileCopyrightText: 2026 The Quantum developers
# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# Shared helpers for scripts/run and scripts/test. Source it, do not run it.
#
# Environment:
#   QUANTUM_BUILD_TYPE   CMake build type for a new build directory (default Release).
#                        Changing it later reconfigures build/.
#   QUANTUM_NO_INSTALL=1 never call apt-get (only report what is missing).

QUANTUM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
QUANTUM_BUILD_DIR="$QUANTUM_ROOT/build"

# Debian 12 packages needed to build, test and run (docs/packaging.md). libminiupnpc-dev: the
# router's port mapping (app/net/portmapping.cpp). iproute2, nftables and miniupnpd-nftables:
# tests/net/tst_portmapping's home network and its real IGD; miniupnpd-nftables is the daemon
# alone, without the miniupnpd package's service and debconf questions, so nothing starts
# and nothing asks. poppler-utils (pdfinfo, pdftoppm, pdftotext): tests/editor/tst_printandplay
# measures the print-and-play PDF with them; the game does not need them.
QUANTUM_PACKAGES=(
    build-essential cmake ninja-build
    qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-multimedia-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libgl-dev libssl-dev libminiupnpc-dev fonts-noto-cjk xvfb xauth
    iproute2 nftables miniupnpd-nftables poppler-utils
)

# The sanitizers' options for the build-asan/ programs (scripts/test-sanitizers, scripts/soak):
# a report stops the program; leaks are checked; scripts/asan.supp and scripts/lsan.supp hold
# what is the system libraries' own. Options already set are kept.
quantum_sanitizer_env() {
    export QT_QPA_PLATFORM=offscreen
    export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1:suppressions=$QUANTUM_ROOT/scripts/asan.supp}"
    export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
    export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$QUANTUM_ROOT/scripts/lsan.supp:print_suppressions=0}"
}

quantum_say() { printf '%s: %s\n' "${QUANTUM_SCRIPT:-quantum}" "$*" >&2; }
quantum_die() { quantum_say "$*"; exit 1; }

# Prints the packages of "$@" that are not installed, one per line.
quantum_missing_packages() {
    local pkg status
    for pkg in "$@"; do
        status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
        case "$status" in
            *" ok installed") ;;
            *) printf '%s\n' "$pkg" ;;
        esac
    done
}

# What scripts/package needs besides: the package's checks (docs/packaging.md).
QUANTUM_PACKAGE_TOOLS=(
    dpkg-dev file lintian desktop-file-utils appstream reuse systemd shared-mime-info
)

# What scripts/test-sanitizers and scripts/fuzz need besides: Debian's clang 14 with its
# sanitizer runtimes and libFuzzer.
QUANTUM_CLANG_TOOLS=(clang-14)

# Installs the missing packages of QUANTUM_PACKAGES, or of the arrays named as arguments
# (e.g. quantum_ensure_packages QUANTUM_PACKAGES QUANTUM_PACKAGE_TOOLS). Silent when
# nothing is missing.
quantum_ensure_packages() {
    local -a wanted=()
    local list
    for list in "${@:-QUANTUM_PACKAGES}"; do
        local -n names="$list"
        wanted+=("${names[@]}")
        unset -n names
    done
    if ! command -v dpkg-query >/dev/null 2>&1; then
        quantum_say "not a Debian system: skipping the package check;" \
            "make sure CMake, Ninja, a C++20 compiler and Qt 6.4+ (Base, Svg, Tools," \
            "Linguist) are installed"
        return 0
    fi
    local missing
    mapfile -t missing < <(quantum_missing_packages "${wanted[@]}")
    ((${#missing[@]} == 0)) && return 0

    quantum_say "missing Debian packages: ${missing[*]}"
    if [[ "${QUANTUM_NO_INSTALL:-}" == 1 ]]; then
        quantum_die "QUANTUM_NO_INSTALL=1: install them yourself: apt-get install ${missing[*]}"
    fi
    local -a as_root=()
    if ((EUID != 0)); then
        command -v sudo >/dev/null 2>&1 ||
            quantum_die "not root and no sudo: run as root: apt-get install ${missing[*]}"
        as_root=(sudo)
    fi
    quantum_say "installing them with apt-get (this happens once)"
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q ||
        quantum_die "apt-get update failed"
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" ||
        quantum_die "apt-get install failed"
}

# Configures build/ once (Ninja), then builds incrementally.
quantum_build() {
    local dir="$QUANTUM_BUILD_DIR" configured_type=""
    local -a generator=(-G Ninja)
    if [[ -f "$dir/CMakeCache.txt" ]]; then
        configured_type="$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$dir/CMakeCache.txt")"
        generator=() # keep the generator the directory was made with
    fi
    local type="${QUANTUM_BUILD_TYPE:-${configured_type:-Release}}"
    # QUANTUM_WERROR=ON (CI) makes every compiler warning an error; set, it is passed on.
    local -a werror=()
    if [[ -n "${QUANTUM_WERROR:-}" ]]; then werror=(-DQUANTUM_WERROR="$QUANTUM_WERROR"); fi
    if [[ ! -f "$dir/CMakeCache.txt" ]] ||
        [[ ! -f "$dir/build.ninja" && ! -f "$dir/Makefile" ]] ||
        [[ -n "${QUANTUM_BUILD_TYPE:-}" && "$configured_type" != "$type" ]] ||
        [[ ${#werror[@]} -gt 0 ]]; then
        quantum_say "configuring $dir ($type)"
        cmake -S "$QUANTUM_ROOT" -B "$dir" "${generator[@]}" -DCMAKE_BUILD_TYPE="$type" \
            "${werror[@]}" || quantum_die "CMake configuration failed"
    fi
    cmake --build "$dir" --parallel "$(nproc)" || quantum_die "build failed"
}

# True when a window can be shown: an X or Wayland display, or a platform chosen by hand.
quantum_has_display() {
    [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" || -n "${QT_QPA_PLATFORM:-}" ]]
}
