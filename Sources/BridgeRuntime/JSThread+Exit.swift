import BridgeCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension JSThread {
    /// Runs `work` once this thread has ended and is gone (its stack unmapped and its
    /// registrations undone, as after `pthread_join`), on a thread of its own. The last call
    /// before the loop exits wins; a call after that (a job run late, once the loop has exited)
    /// runs `work` at once, on the caller. Any thread.
    package func afterExit(_ work: @escaping @Sendable () -> Void) {
        let late = lock.withLock {
            if !ended { exitWork = work }
            return ended
        }
        if late { work() }
    }

    /// Returns once the loop has exited and what ``afterExit(_:)`` gave has run. Any thread but
    /// this one.
    package func waitUntilFinished() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let done = lock.withLock {
                if !finished { finishWaiters.append(waiter) }
                return finished
            }
            if done { waiter.resume() }
        }
    }

    /// The thread's last act, after its loop: hands the exit work to a thread that joins this
    /// one first, or detaches.
    func end() {
        let me = pthread_self()
        let taken = lock.withLock {
            ended = true
            return exitWork.take()
        }
        guard let work = taken else {
            pthread_detach(me)
            markFinished()
            return
        }
        let job = ExitJob(thread: self, joining: me, work: work)
        var tid = pthread_t()
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        pthread_attr_setdetachstate(&attr, Int32(PTHREAD_CREATE_DETACHED))
        pthread_attr_setstacksize(&attr, 1 << 20)
        let box = Unmanaged.passRetained(job)
        let rc = pthread_create(&tid, &attr, { arg in
            Unmanaged<ExitJob>.fromOpaque(arg!).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        pthread_attr_destroy(&attr)
        if rc != 0 {
            // No thread: the work runs here, before this one goes.
            box.release()
            pthread_detach(me)
            work()
            markFinished()
        }
    }

    fileprivate func markFinished() {
        let waiters = lock.withLock {
            finished = true
            defer { finishWaiters.removeAll() }
            return finishWaiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// A JS thread's exit work, run once the thread has been joined.
// @unchecked: `joining` is a thread handle, used once, by the one thread that runs the job.
private final class ExitJob: @unchecked Sendable {
    let thread: JSThread
    let joining: pthread_t
    let work: @Sendable () -> Void

    init(thread: JSThread, joining: pthread_t, work: @escaping @Sendable () -> Void) {
        self.thread = thread
        self.joining = joining
        self.work = work
    }

    func run() {
        pthread_join(joining, nil)
        work()
        thread.markFinished()
    }
}
