#define _GNU_SOURCE
#include "bridge_signals.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <unistd.h>

// The pipe's two ends: made once, when the first signal is taken.
static int pipe_ends[2] = {-1, -1};
static pthread_once_t pipe_made = PTHREAD_ONCE_INIT;
// Each signal's disposition before this handler took it, whether the handler is installed, and
// whether listeners take it. Written under `lock`; the handler only reads them (lock-free
// atomics, safe in a handler: `before` is complete before `installed` says so, release and
// acquire).
static struct sigaction before[NSIG];
static atomic_int installed[NSIG];
static atomic_int listened[NSIG];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void make_pipe(void) {
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) != 0) return;
    // A full pipe drops a signal rather than blocking its handler (standard signals coalesce
    // anyway).
    fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK);
    pipe_ends[0] = ends[0];
    pipe_ends[1] = ends[1];
}

static int is_handler(const struct sigaction *action) {
    if (action->sa_flags & SA_SIGINFO) return action->sa_sigaction != NULL;
    return action->sa_handler != SIG_DFL && action->sa_handler != SIG_IGN;
}

static void on_signal(int signum, siginfo_t *info, void *context) {
    int saved = errno;
    (void)atomic_load_explicit(&installed[signum], memory_order_acquire);
    const struct sigaction *earlier = &before[signum];
    int sent = info != NULL && (info->si_code == SI_USER || info->si_code == SI_QUEUE);
    if (!sent && is_handler(earlier)) {
        // The engine's own use (a thread paused with pthread_kill, a fault of its code).
        if (earlier->sa_flags & SA_SIGINFO) earlier->sa_sigaction(signum, info, context);
        else earlier->sa_handler(signum);
    } else if (atomic_load_explicit(&listened[signum], memory_order_relaxed)) {
        unsigned char number = (unsigned char)signum;
        ssize_t written = write(pipe_ends[1], &number, 1);
        (void)written;
    } else if (signum != SIGUSR1) {
        // Nobody listens: the signal does what it would have done without a handler.
        struct sigaction plain = {0};
        plain.sa_handler = is_handler(earlier) ? SIG_DFL : earlier->sa_handler;
        sigemptyset(&plain.sa_mask);
        sigaction(signum, &plain, NULL);
        atomic_store_explicit(&installed[signum], 0, memory_order_relaxed);
        raise(signum);
    }
    errno = saved;
}

// Installs the handler for `signum` (lock held); 0, or the errno.
static int install(int signum) {
    if (atomic_load_explicit(&installed[signum], memory_order_relaxed)) return 0;
    pthread_once(&pipe_made, make_pipe);
    if (pipe_ends[1] < 0) return EMFILE;
    // What another handler had blocked while it ran, and its flags, stay as they were: it may be
    // handed the signal from this one.
    struct sigaction current;
    if (sigaction(signum, NULL, &current) != 0) return errno;
    struct sigaction action = {0};
    action.sa_sigaction = on_signal;
    action.sa_mask = current.sa_mask;
    action.sa_flags = is_handler(&current) ? ((current.sa_flags | SA_SIGINFO) & ~SA_RESETHAND) : (SA_RESTART | SA_SIGINFO);
    before[signum] = current;
    atomic_store_explicit(&installed[signum], 1, memory_order_release);
    if (sigaction(signum, &action, NULL) != 0) {
        atomic_store_explicit(&installed[signum], 0, memory_order_relaxed);
        return errno;
    }
    return 0;
}

static int valid(int signum) { return signum > 0 && signum < NSIG && signum <= 255; }

int BridgeSignalTake(int signum) {
    if (!valid(signum)) return EINVAL;
    pthread_mutex_lock(&lock);
    int result = install(signum);
    if (result == 0) atomic_store_explicit(&listened[signum], 1, memory_order_relaxed);
    pthread_mutex_unlock(&lock);
    return result;
}

int BridgeSignalRelease(int signum) {
    if (!valid(signum)) return EINVAL;
    pthread_mutex_lock(&lock);
    atomic_store_explicit(&listened[signum], 0, memory_order_relaxed);
    int result = 0;
    if (atomic_load_explicit(&installed[signum], memory_order_relaxed) && !is_handler(&before[signum])) {
        result = sigaction(signum, &before[signum], NULL) == 0 ? 0 : errno;
        if (result == 0) atomic_store_explicit(&installed[signum], 0, memory_order_relaxed);
    }
    pthread_mutex_unlock(&lock);
    return result;
}

void BridgeSignalGuard(int signum) {
    if (!valid(signum)) return;
    pthread_mutex_lock(&lock);
    struct sigaction current;
    if (!atomic_load_explicit(&installed[signum], memory_order_relaxed) && sigaction(signum, NULL, &current) == 0 && is_handler(&current)) {
        (void)install(signum);
    }
    pthread_mutex_unlock(&lock);
}

int BridgeSignalNext(void) {
    pthread_once(&pipe_made, make_pipe);
    if (pipe_ends[0] < 0) return -1;
    for (;;) {
        unsigned char number;
        ssize_t got = read(pipe_ends[0], &number, 1);
        if (got == 1) return number;
        if (got < 0 && errno == EINTR) continue;
        return -1;
    }
}
