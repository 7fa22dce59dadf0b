#!/usr/bin/env bash
# Builds bridge-run for release and installs it under a prefix (default /usr/local), as Debian
# installs programs: the program without its debug information in PREFIX/bin, and the debug
# information in PREFIX/lib/debug/.build-id/xx/rest.debug (found by its build ID, or through
# the .gnu_debuglink the program keeps, by gdb, perf and backtraces).
# Usage: scripts/install.sh [PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-${PREFIX:-/usr/local}}"
bash scripts/setup.sh
command -v objcopy >/dev/null && command -v python3 >/dev/null || { echo "install: objcopy (binutils) and python3 are needed" >&2; exit 1; }

scratch=".build/install"
mkdir -p "$scratch/icu-data"

# ICU's data package cut to the items scripts/icu-data.keep names: the statically linked
# Foundation brings all of it (34 of the program's 76 MB), and bridge-run uses none of it. The
# package is the one symbol of one member of the toolchain's ICU archive; defining that symbol
# (`--defsym`, which the linker settles before it searches archives) keeps the member out.
resources="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')"
icu_archive="${resources%/swift}/swift_static/linux/lib_FoundationICU.a"
icu="$PWD/$scratch/icu-data"
ar p "$icu_archive" icu_packaged_data.cpp.o > "$icu/full.o"
icu_symbol="$(nm "$icu/full.o" | awk '$2 == "R" && $3 ~ /^icudt[0-9]+_dat$/ { print $3 }')"
[ -n "$icu_symbol" ] || { echo "install: no ICU data package in $icu_archive" >&2; exit 1; }
objcopy -O binary --only-section=.rodata "$icu/full.o" "$icu/full.dat"
python3 scripts/icu-data.py "$icu/full.dat" "$icu/kept.dat" scripts/icu-data.keep
kept="bridge_kept_$icu_symbol"
printf '%s\n' "  .section .rodata.$kept,\"a\"" "  .balign 16" "  .globl $kept" "  .type $kept, @object" \
  "$kept:" "  .incbin \"$icu/kept.dat\"" "  .size $kept, . - $kept" '  .section .note.GNU-stack,"",@progbits' > "$icu/data.S"
clang -c -o "$icu/data.o" "$icu/data.S"
icu_link=(-Xlinker "$icu/data.o" -Xlinker "--defsym=$icu_symbol=$kept")
# What Foundation does with the data must not change with the cut (the list is checked against
# this toolchain's package on every install).
swiftc -O -static-stdlib scripts/icu-data-check.swift -o "$icu/check-full" 2>/dev/null
swiftc -O -static-stdlib scripts/icu-data-check.swift -o "$icu/check-kept" "${icu_link[@]}" 2>/dev/null
if ! diff <("$icu/check-full") <("$icu/check-kept") >&2; then
  echo "install: with the items of scripts/icu-data.keep, Foundation answers otherwise (above)" >&2
  exit 1
fi

# Built apart from .build/release (its own flags would otherwise rebuild everything there); the
# first two items Package.swift gives every release build of the package's own code, and here
# the dependencies' code gets them too:
# - metadata of generic types reached through accessor functions instead of mangled names: the
#   Swift runtime resolves a mangled name's conformances (a dictionary's `String: Hashable`) by
#   scanning every conformance record of the program the first time, which cost about 9 % of
#   every start's instructions;
# - optimised for size (`-Osize`: 2 MB less code; starts and calls measured no slower);
# - each function in a section of its own, so that the start-up order Package.swift gives the
#   linker (scripts/startup-order.txt, made by scripts/startup-order.py) places functions side
#   by side, not whole files: a start touches 4 MiB of code, not 7;
# - functions whose code is identical kept once (`--icf=all`: 2 MB, mostly generic
#   specialisations and thunks; Apple's linker folds them by default, and nothing here tells
#   functions apart by address).
# docs/performance.md, "The installed program", has the figures.
# Linked anew each time: SwiftPM does not know the ordering file and the ICU object as inputs.
rm -f "$scratch/release/bridge-run"
swift build -c release --product bridge-run --scratch-path "$scratch" \
  -Xswiftc -Osize \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --icf=all "${icu_link[@]}"
built="$scratch/release/bridge-run"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build_id="$(readelf -n "$built" | awk '/Build ID/ { print $3 }')"
debug="$work/bridge-run.debug"
objcopy --only-keep-debug --compress-debug-sections=zlib "$built" "$debug"
objcopy --strip-debug --strip-unneeded --remove-section=.comment "$built" "$work/bridge-run"
(cd "$work" && objcopy --add-gnu-debuglink=bridge-run.debug bridge-run)

install -d "$prefix/bin"
install -m 755 "$work/bridge-run" "$prefix/bin/bridge-run"
if [ -n "$build_id" ]; then
  target="$prefix/lib/debug/.build-id/${build_id:0:2}/${build_id:2}.debug"
  install -d "$(dirname "$target")"
  install -m 644 "$debug" "$target"
  echo "install: $prefix/bin/bridge-run ($(du -h "$prefix/bin/bridge-run" | cut -f1)), debug information in $target" >&2
else
  install -m 644 "$debug" "$prefix/bin/bridge-run.debug"
  echo "install: $prefix/bin/bridge-run, debug information in $prefix/bin/bridge-run.debug" >&2
fi
