import BridgeCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a JS thread does once its loop has ended (``JSThread/afterExit(_:)``): whether it has
/// ended, the work still to run then, whether that work has finished, and who waits for that.
struct ThreadExit {
    var ended = false
    var work: (@Sendable () -> Void)?
    var finished = false
    var waiters: [CheckedContinuation<Void, Never>] = []
}

extension JSThread {
    /// Runs `work` once this thread has ended and is gone (its stack unmapped and its
    /// registrations undone, as after `pthread_join`), on a thread of its own. The last call
    /// before the loop exits wins; a call after that (a job run late, once the loop has exited)
    /// runs `work` at once, on the caller. Any thread.
    package func afterExit(_ work: @escaping @Sendable () -> Void) {
        let late = ending.withLock { state in
            if !state.ended { state.work = work }
            return state.ended
        }
        if late { work() }
    }

    /// Returns once the loop has exited and what ``afterExit(_:)`` gave has run. Any thread but
    /// this one.
    package func waitUntilFinished() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let done = ending.withLock { state in
                if !state.finished { state.waiters.append(waiter) }
                return state.finished
            }
            if done { waiter.resume() }
        }
    }

    /// The thread's last act, after its loop: hands the exit work to a thread that joins this
    /// one first, or detaches.
    func end() {
        let me = pthread_self()
        let taken = ending.withLock { state in
            state.ended = true
            return state.work.take()
        }
        guard let work = taken else {
            pthread_detach(me)
            markFinished()
            return
        }
        let started = startHelperThread { [self] in
            pthread_join(me, nil)
            work()
            markFinished()
        }
        if !started {
            // No thread: the work runs here, before this one goes.
            pthread_detach(me)
            work()
            markFinished()
        }
    }

    private func markFinished() {
        let waiters = ending.withLock { state in
            state.finished = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
