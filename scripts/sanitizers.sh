#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and under AddressSanitizer (each in a build
# folder of its own). Usage: scripts/sanitizers.sh [thread|address]…  (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
here="$PWD"
source scripts/ci-flags.sh

# JavaScriptCore interrupts long-running JIT code with a signal by default; under
# ThreadSanitizer signals wait until the thread calls into an intercepted function, which a JS
# loop never does. Polling traps make the time limit work there too.
export JSC_usePollingTraps=true
export TSAN_OPTIONS="suppressions=$here/scripts/sanitizers/tsan.supp ${TSAN_OPTIONS:-}"
# Leak checking is the fuzzer's job (scripts/fuzz.sh runs LeakSanitizer over the native half).
# Over the whole suite, toolchain parts report blocks still held at exit (XCTest's runner,
# Foundation's Process, strings in an async top-level main), which are not ours to fix.
export ASAN_OPTIONS="detect_leaks=0 ${ASAN_OPTIONS:-}"

kinds=("$@")
[ ${#kinds[@]} -eq 0 ] && kinds=(thread address)
for kind in "${kinds[@]}"; do
  echo "== tests under --sanitize=$kind" >&2
  export BRIDGE_SANITIZER="$kind"   # tests that measure resident memory skip the bound under ASan
  # Without the default traits: the HTTP stack (AsyncHTTPClient, SwiftNIO, BoringSSL) is
  # left out, whose build under a sanitizer would take longer than everything else in CI, and so
  # are the macros. The test bundle is built by name (SwiftPM builds the package's programs with
  # it, for the tests that run them): `--build-tests` would build every target, the macros'
  # compiler plugin and swift-syntax under it among them.
  flags=(--sanitize="$kind" --scratch-path ".build-$kind" --disable-default-traits "${ci_flags[@]}")
  swift build --product swift-js-bridgePackageTests "${flags[@]}"
  # TypeScript's checks of the JS half and of the declarations run no native code of ours (tsc
  # reads files), and the benchmark's figures mean nothing under a sanitizer (the runtimes it
  # drives are the ones every other test drives): the plain run has them.
  swift test --skip-build "${flags[@]}" --skip "JSHalfTypeCheckTests|TypeScriptDeclarationsTests|BridgeBenchTests"
done
