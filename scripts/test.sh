#!/usr/bin/env bash
# Sets up the machine if needed, then builds and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
