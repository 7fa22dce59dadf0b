#ifndef BRIDGE_SHA256_H
#define BRIDGE_SHA256_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256 (FIPS 180-4) of `length` bytes at `data`, written to `digest`. Any thread.
/// With `accelerate` non-zero, the processor's SHA instructions are used where it has them
/// (x86-64 SHA extensions); otherwise, and elsewhere, portable C.
void bridge_sha256(const void *data, size_t length, uint8_t digest[32], int accelerate);

#endif
