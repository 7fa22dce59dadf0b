#ifndef BRIDGE_SIGNALS_H
#define BRIDGE_SIGNALS_H

/// Signals a process's script listens for, taken through a pipe as node's loop takes them: the
/// handler writes the signal's number to the pipe (all a handler may safely do), and a thread of
/// the program's reads them with `BridgeSignalNext`. A signal another handler had before (the
/// engine's: SIGUSR1 pauses its threads, SIGSEGV and SIGBUS are its faults) still reaches that
/// handler unless a process sent it (`kill`). Callable from any thread.

/// Has the listeners take `signum` from now on. 0, or the errno (`EINVAL` for SIGKILL and
/// SIGSTOP, and for a number that names no signal).
int BridgeSignalTake(int signum);

/// Ends what `BridgeSignalTake` began: `signum` has its earlier disposition back (a signal whose
/// earlier handler is another's keeps this one, which hands that handler what no process sent).
/// 0, or the errno.
int BridgeSignalRelease(int signum);

/// Before this process sends itself `signum`: when another handler has it (the engine's), this
/// one comes first, so that a sent signal does what it would without that handler (SIGUSR1,
/// which the engine keeps, goes nowhere, as node keeps it for its inspector).
void BridgeSignalGuard(int signum);

/// Waits for the next signal taken and returns its number; -1 when the pipe could not be made.
int BridgeSignalNext(void);

#endif
