#!/usr/bin/env bash
# Writes scripts/startup-order.txt: the functions a start of bridge-run runs, which
# scripts/install.sh has the linker place side by side (docs/performance.md, "The installed
# program"), so that a start touches few pages of the program's code. Run after changing what
# a start does; it needs valgrind (apt-get install -y valgrind).
# Usage: scripts/startup-order.sh [PROGRAM]   (default: the one scripts/install.sh built)
set -euo pipefail
cd "$(dirname "$0")/.."
program="${1:-.build/install/release/bridge-run}"
command -v valgrind >/dev/null || { echo "startup-order: valgrind is needed" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "console.log('hello')" > "$work/hello.js"
# What callgrind reads the symbols from (it is slow on the full debug information).
objcopy --strip-debug "$program" "$work/program"
valgrind --tool=callgrind --demangle=no --compress-strings=no --dump-instr=no \
  --callgrind-out-file="$work/profile" "$work/program" "$work/hello.js" >/dev/null 2>&1
# Each function once, in the order the profile first names it; only the program's own.
awk '/^ob=/ { own = index($0, "/program") > 0 } /^fn=/ && own { name = substr($0, 4); if (!(name in seen)) { seen[name] = 1; print name } }' \
  "$work/profile" > scripts/startup-order.txt
echo "startup-order: $(wc -l < scripts/startup-order.txt) functions in scripts/startup-order.txt" >&2
