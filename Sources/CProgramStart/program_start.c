// bridge-run's start before `main`: the signals as node sets them, its arguments handed to the Swift runtime before the
// runtime's own start-up code looks for them, and the engine started.
//
// On Linux the Swift runtime finds `argv` with a static initialiser that reads all of
// /proc/self/maps (about 190 lines once JavaScriptCore and its libraries are loaded: the kernel
// formats each, the runtime `sscanf`s each, about 0.2 ms of every start) to learn where the
// stack is, then walks back from `environ`. The C library hands `argc` and `argv` to the
// program's own initialisers, so this one, run before the runtime's (priority 101), gives them
// to the runtime's override (`_swift_stdlib_overrideUnsafeArgvArgc`, which `CommandLine` reads
// before anything else), and the first open of /proc/self/maps before `main` is answered as
// missing, which the runtime's scan takes as "nothing found". Release builds link the Swift
// runtime statically and the program with `--wrap=fopen` (`BRIDGE_WRAP_FOPEN`), so that the
// runtime's `fopen` comes here; other builds only hand the arguments over.
//
// The same initialiser starts the engine (`BridgeProcessEarlyEngine()`): JavaScriptCore's
// start and its first context group, about 2 ms, are on the way while the program's other
// initialisers run and `main` reads the arguments; that thread becomes the runtime's JS thread.
#include "bridge_program_start.h"

#include "bridge_early_engine.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

// The Swift runtime's entry for a program that knows its own arguments (Swift's calling
// convention; on x86-64 and arm64 its two arguments travel as C's do).
extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) __attribute__((swiftcall));

// Set from the first initialiser until `main` begins or the one scan has been answered. Atomic:
// once `main` runs, any thread may open a file while the main thread clears it.
static atomic_int answeringStartScan = 0;

// The signals' dispositions as node sets them at its start (its `PlatformInit`): SIGPIPE and
// SIGXFSZ ignored, so a write to a closed pipe or past the file-size limit fails with EPIPE or
// EFBIG instead of killing the process, and a signal a parent left ignored (`nohup`) back to its
// default. A handler someone installed before `main` (a sanitizer's, a preloaded library's) is
// kept. Signals 1 to 31, as node's loop (NSIG varies; the real-time ones are left alone).
static void BridgeProgramRestoreSignals(void) {
    for (int signal = 1; signal < 32; signal++) {
        if (signal == SIGKILL || signal == SIGSTOP) continue;
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = (signal == SIGPIPE || signal == SIGXFSZ) ? SIG_IGN : SIG_DFL;
        if (action.sa_handler == SIG_DFL) {
            struct sigaction old;
            if (sigaction(signal, NULL, &old) != 0) continue;
            if ((old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_IGN) continue;
        }
        sigaction(signal, &action, NULL);
    }
}

__attribute__((constructor(101)))
static void BridgeProgramStart(int argc, char **argv, char **envp) {
    (void)envp;
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, NULL);
    BridgeProgramRestoreSignals();
    BridgeEarlyEngineStartThread(BridgeProcessEarlyEngine());
    if (argc <= 0 || argv == NULL) return;
    _swift_stdlib_overrideUnsafeArgvArgc(argv, argc);
    atomic_store_explicit(&answeringStartScan, 1, memory_order_relaxed);
}

#if BRIDGE_WRAP_FOPEN
FILE *__real_fopen(const char *path, const char *mode);

FILE *__wrap_fopen(const char *path, const char *mode) {
    if (atomic_load_explicit(&answeringStartScan, memory_order_relaxed) && path != NULL
        && strcmp(path, "/proc/self/maps") == 0 && atomic_exchange_explicit(&answeringStartScan, 0, memory_order_relaxed)) {
        errno = ENOENT;
        return NULL;
    }
    return __real_fopen(path, mode);
}
#endif

void BridgeProgramStartFinished(void) {
    atomic_store_explicit(&answeringStartScan, 0, memory_order_relaxed);
}
