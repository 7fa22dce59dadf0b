#!/usr/bin/env bash
# Sets up the machine if needed, then builds and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/ci-flags.sh
# The test bundle by name: SwiftPM builds the package's programs with it (the tests run them),
# and only what they use. `--build-tests` also builds every other module of every dependency
# (certificates, collections, file systems: a quarter of the build, linked into nothing).
swift build --product swift-js-bridgePackageTests "${ci_flags[@]}"
swift test --skip-build "${ci_flags[@]}" "$@"
