#ifndef BRIDGE_PROGRAM_START_H
#define BRIDGE_PROGRAM_START_H

/// Says that `main` has begun: from then on every `fopen` is the C library's own. Call it
/// first thing in `main` (main thread).
void BridgeProgramStartFinished(void);

#endif
