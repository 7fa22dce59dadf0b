#!/usr/bin/env bash
# Sets up the machine if needed, builds bridge-run and runs Examples/Scripts/hello.js with it.
# Any arguments replace the script: scripts/run-example.sh path/to/bundle.js [args…]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product bridge-run >&2
if [ $# -eq 0 ]; then set -- Examples/Scripts/hello.js; fi
exec .build/release/bridge-run "$@"
