#!/usr/bin/env bash
# Sets up the machine if needed, then builds and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/ci-flags.sh
swift build --build-tests "${ci_flags[@]}"
swift test --skip-build "${ci_flags[@]}" "$@"
