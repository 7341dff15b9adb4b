#!/usr/bin/env bash
# The test suite under AddressSanitizer + UndefinedBehaviorSanitizer (less the tests of
# ATTENTION_NOT_SANITIZED in tests/CMakeLists.txt: timing, memory, layout, pictures): a Debug build of
# the libraries and programs at -O1, the test files at -O0 (clang by default; CXX=g++ works too)
# in its own directory, build-asan, and
# every test run with any sanitizer report fatal, one test per core (ctest -j;
# CTEST_PARALLEL_LEVEL overrides). scripts/ci-extra.sh runs it in CI.
#
#   scripts/sanitize.sh                  # build + whole suite
#   scripts/sanitize.sh -R tst_session   # extra arguments go to ctest
#
# With clang the same tree also builds the libFuzzer binaries of tests/fuzz (ATTENTION_FUZZ:
# the same ASan + UBSan, plus libFuzzer's coverage), which scripts/fuzz.sh then runs instead of
# building them a second time.
#
# Leaks are checked everywhere. tests/lsan.supp names the third-party libraries whose own leaks
# depend on the machine (fontconfig's cache) and so stay out of the verdict; nothing of the
# project's is ever suppressed. The two tests that measure resident memory skip themselves in
# this build (ATTENTION_SANITIZERS).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/stages.sh
WITH_CLANG=1 stage "packages (clang)" scripts/deps.sh
export CXX=${CXX:-clang++}
BUILD_DIR=${BUILD_DIR:-build-asan}
fuzz=OFF
case "$(basename "$CXX")" in clang*) fuzz=ON ;; esac
# -O1 (with -fno-omit-frame-pointer, cmake/sanitizers.cmake) runs the suite several times
# faster than -O0 and keeps every report and Debug's assertions, as in the fuzz build. -g1:
# line tables only, all a report needs for its file:line stack, at a fifth of the debug
# information (the build is a fifth faster). With clang, lld links (in a third of the time).
linker=()
case "$(basename "$CXX")" in clang*) linker=(-DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld) ;; esac
stage "$BUILD_DIR: configure" cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS=-O1 -DCMAKE_CXX_FLAGS_DEBUG=-g1 "${linker[@]}" -DATTENTION_SANITIZERS=ON \
    -DATTENTION_FUZZ="$fuzz" -DATTENTION_WERROR="${ATTENTION_WERROR:-OFF}"
stage "$BUILD_DIR: compile" cmake --build "$BUILD_DIR"

# halt_on_error with -fno-sanitize-recover=all (cmake/sanitizers.cmake): the first report
# ends the test, and ctest shows it as failed.
#
# intercept_tls_get_addr=0: the runtime of clang 14 and gcc 12 (Debian 12's) takes a dynamic TLS
# block that happens to start 16 bytes into a page for one of glibc 2.19's, reads the two words
# before it as a range, and LeakSanitizer's tracer then dies scanning that range at exit ("Tracer
# caught signal 11 ... LeakSanitizer has encountered a fatal error") after every test function
# passed: a flake of the runtime, google/sanitizers#1322, fixed in LLVM 17. With it off, the
# leak check no longer scans the dynamic TLS of modules loaded later with dlopen (Qt's plugins);
# the TLS of everything loaded at start, the project's own thread_local variables (linked
# statically into each executable) included, is still scanned. A block kept only from a
# plugin's dynamic TLS would show as a leak: loud, never hidden.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:check_initialization_order=1:strict_init_order=1:detect_stack_use_after_return=1:intercept_tls_get_addr=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
symbolizer=/usr/lib/llvm-14/bin/llvm-symbolizer # function names and lines in reports
[ -x "$symbolizer" ] && export ASAN_SYMBOLIZER_PATH="$symbolizer" UBSAN_SYMBOLIZER_PATH="$symbolizer"
cd "$BUILD_DIR"
export QT_QPA_PLATFORM=offscreen
stage "$BUILD_DIR: tests" ctest --output-on-failure -j "${CTEST_PARALLEL_LEVEL:-$(nproc)}" "$@"
