#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own that runs closures in FIFO order: a module's own queue. Waking it costs
/// one condition-variable signal, as little as a thread wake-up can. The thread starts on the
/// first submission and ends at ``stop()``. Any thread may submit.
final class SerialWorker: @unchecked Sendable {
    // @unchecked: `queue`, `started`, `stopped` and `thread` are only touched with `lock` held.
    private let lock = ConditionLock()
    private var queue: [@Sendable () -> Void] = []
    private var started = false
    private var stopped = false
    /// The worker thread, once it runs.
    private var thread: pthread_t?

    /// Whether the caller runs on the worker thread.
    var isCurrent: Bool {
        lock.withLock { thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }

    /// Runs `work` on the worker thread after everything submitted before it; dropped once
    /// stopped.
    func submit(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        queue.append(work)
        if !started {
            started = true
            start()
        }
        lock.signal()
    }

    /// Lets the thread finish what is queued, then end.
    func stop() {
        lock.withLock {
            stopped = true
            lock.signal()
        }
    }

    private func start() {
        var tid = pthread_t()
        let rc = pthread_create(&tid, nil, { arg in
            Unmanaged<SerialWorker>.fromOpaque(arg!).takeRetainedValue().run()
            return nil
        }, Unmanaged.passRetained(self).toOpaque())
        precondition(rc == 0, "cannot start a module thread: pthread_create returned \(rc)")
        pthread_detach(tid)
    }

    private func run() {
        lock.withLock { thread = pthread_self() }
        var batch: [@Sendable () -> Void] = []
        while true {
            lock.lock()
            while queue.isEmpty && !stopped { lock.wait() }
            if queue.isEmpty && stopped {
                lock.unlock()
                return
            }
            swap(&batch, &queue)
            lock.unlock()
            for work in batch { work() }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
