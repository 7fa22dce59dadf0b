#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and under AddressSanitizer (each in a build
# folder of its own). Usage: scripts/sanitizers.sh [thread|address]…  (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
here="$PWD"

# JavaScriptCore interrupts long-running JIT code with a signal by default; under
# ThreadSanitizer signals wait until the thread calls into an intercepted function, which a JS
# loop never does. Polling traps make the time limit work there too.
export JSC_usePollingTraps=true
export TSAN_OPTIONS="suppressions=$here/scripts/sanitizers/tsan.supp ${TSAN_OPTIONS:-}"
export LSAN_OPTIONS="suppressions=$here/scripts/sanitizers/lsan.supp ${LSAN_OPTIONS:-}"

kinds=("$@")
[ ${#kinds[@]} -eq 0 ] && kinds=(thread address)
for kind in "${kinds[@]}"; do
  echo "== tests under --sanitize=$kind" >&2
  swift build --build-tests --sanitize="$kind" --scratch-path ".build-$kind"
  swift test --skip-build --sanitize="$kind" --scratch-path ".build-$kind"
done
