#!/usr/bin/env bash
# The start-up floors bridge-run's start is compared with: a C program and a Swift program (the
# standard library linked statically, as bridge-run links it) that each make JavaScriptCore's
# context and print one line through a callback, as `jsc hello-jsc.js` does. Builds both into
# .build/startup-floor and runs scripts/startup-compare.py over jsc, them and bridge-run.
# Usage: scripts/startup-floor.sh [RUNS [BRIDGE_RUN]]   (defaults: 200, .build/release/bridge-run)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-200}"
bridge_run="${2:-.build/release/bridge-run}"
out=".build/startup-floor"
mkdir -p "$out"
command -v jsc >/dev/null || { echo "startup-floor: no jsc shell (Debian: apt-get install libjavascriptcoregtk-4.0-bin)" >&2; exit 1; }
[ -x "$bridge_run" ] || { echo "startup-floor: no $bridge_run (swift build -c release --product bridge-run)" >&2; exit 1; }
flags="$(pkg-config --cflags javascriptcoregtk-4.1)"
clang -O2 scripts/startup-floor/context.c -o "$out/context-c" $flags $(pkg-config --libs javascriptcoregtk-4.1)
# shellcheck disable=SC2086
swiftc -O -static-stdlib scripts/startup-floor/context.swift -o "$out/context-swift" \
  -I Sources/CJavaScriptCore $(printf -- '-Xcc %s ' $flags)
echo "print('hello')" > "$out/hello-jsc.js"
echo "console.log('hello')" > "$out/hello.js"
python3 scripts/startup-compare.py "$runs" jsc="jsc $out/hello-jsc.js" c="$out/context-c" swift="$out/context-swift" \
  bridge-run="$bridge_run $out/hello.js"
