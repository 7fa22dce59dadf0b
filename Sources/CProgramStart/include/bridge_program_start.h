#ifndef BRIDGE_PROGRAM_START_H
#define BRIDGE_PROGRAM_START_H

/// Says that `main` has begun: from then on every `fopen` is the C library's own. Call it
/// first thing in `main` (main thread).
void BridgeProgramStartFinished(void);

/// Serves the main dispatch queue (the main actor's work) on the calling thread, the main
/// thread, until the process ends (with `exit` or `_exit` from any thread): `main`'s last step
/// once it has started the program's work. Never returns.
void BridgeServeMainQueue(void) __attribute__((noreturn));

#endif
