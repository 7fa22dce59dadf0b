// bridge-run's main thread after `main` has started the program's work: it serves the main
// dispatch queue (the main actor's work) for as long as the process lives, as a run loop does,
// instead of leaving it to `dispatch_main()`. An `async` `main` ends in `dispatch_main()`, which
// ends the main thread with `pthread_exit`, and that unwinds the thread's stack: a search of
// the program's 0.8 MB table of unwind entries for each frame, which faults in about half a MiB
// of it and of the entries (measured at exit from /proc/PID/pagemap) in every run. bridge-run
// always ends the process with `_exit`, so the main thread has no reason to end.
#include "bridge_program_start.h"

#include <errno.h>
#include <poll.h>
#include <stddef.h>
#include <sys/eventfd.h>

// Dispatch's interface for a run loop that serves the main queue (CoreFoundation's on Linux):
// the queue's wake-up handle (an eventfd on Linux), and the drain, called on the main thread.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);
extern void dispatch_main(void) __attribute__((noreturn));

void BridgeServeMainQueue(void) {
    int handle = _dispatch_get_main_queue_handle_4CF();
    if (handle < 0) dispatch_main();
    for (;;) {
        // The wake-up is read before each drain after the first, so a job queued while the
        // queue drains wakes the loop again.
        _dispatch_main_queue_callback_4CF(NULL);
        struct pollfd wake = { .fd = handle, .events = POLLIN };
        while (poll(&wake, 1, -1) < 0 && errno == EINTR) {}
        eventfd_t count;
        (void)eventfd_read(handle, &count);
    }
}
