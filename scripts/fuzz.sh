#!/usr/bin/env bash
# Builds the libFuzzer target over the native half's decoding and runs it for a bounded time on
# every core (libFuzzer's fork mode: one worker process a core, sharing what they find).
# Usage: scripts/fuzz.sh [seconds]  (default 60, of wall time). New inputs go to a scratch corpus,
# not to Fuzz/corpus; a crash, leak or timeout leaves its input in .build-fuzz/findings/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
seconds="${1:-60}"
source scripts/ci-flags.sh
swift build --product bridge-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DBRIDGE_FUZZING \
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld "${ci_flags[@]}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p .build-fuzz/findings
export JSC_usePollingTraps=true
export LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/lsan.supp ${LSAN_OPTIONS:-}"
.build-fuzz/debug/bridge-fuzz -fork="$(nproc)" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix=.build-fuzz/findings/ "$work" Fuzz/corpus
