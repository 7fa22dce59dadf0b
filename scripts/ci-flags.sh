# Sourced by the test, sanitizer and fuzz scripts: `ci_flags`, what their builds add in CI
# (CI=true). CI builds a fresh clone from nothing, and debug information is much of the compile
# and link time, so there the builds carry none; a local run keeps it for debuggers and
# backtraces (failures still name functions, from the symbol table).
# The C and C++ code (swift-nio-ssl's BoringSSL, mostly) likewise: SwiftPM passes C++ files a
# `-g` after the C flags, so they need `-Xcxx` too.
ci_flags=()
if [ "${CI:-}" = "true" ]; then
  ci_flags=(-Xswiftc -gnone -Xcc -g0 -Xcxx -g0)
fi
