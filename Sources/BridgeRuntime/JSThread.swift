import BridgeCore
import CJavaScriptCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread-local slot that names the JSThread running on the current thread, if any.
private let currentJSThreadKey: pthread_key_t = {
    var key = pthread_key_t()
    precondition(pthread_key_create(&key, nil) == 0, "cannot create the JS thread's thread-local key")
    return key
}()

/// The thread that owns one runtime's JavaScriptCore context, and its message loop.
///
/// Any thread may post work (``post(_:)``) or schedule timers; the loop runs work in FIFO order,
/// then fires due timers in deadline order, and sleeps until the next message or timer (first
/// looking for it a while when calls are in flight: `pollBeforeSleeping`). It is a
/// `SerialExecutor`: the bridge actor (``NativeBridge``, which owns the engine) is isolated to
/// it, so the compiler keeps engine calls here.
/// The loop knows when it is idle (nothing queued, no timer that keeps it alive, no calls in
/// flight); what does not keep it alive (unreferenced timers and work) runs only while it is not idle.
public final class JSThread: SerialExecutor, @unchecked Sendable {
    // @unchecked: every mutable field below is read and written only with `lock` held.

    /// Identifies a timer scheduled on the loop.
    public struct TimerID: Hashable, Sendable {
        let raw: UInt64
    }

    private enum Item {
        case job(UnownedJob)
        case work(@Sendable () -> Void)
    }

    private let lock = ConditionLock()
    private var queue: [Item] = []
    /// Work that neither keeps the loop alive nor runs while nothing else does
    /// (``postUnreferenced(_:)``).
    private var unreferenced: [@Sendable () -> Void] = []
    private var timers = TimerQueue()
    private var nextTimerID: UInt64 = 1
    private var inFlight = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var stopRequested = false
    private var exited = false
    /// How long, in nanoseconds, the loop keeps looking for work before it sleeps while calls are
    /// in flight (0: it sleeps at once).
    private let pollBudget: UInt64
    /// Whether the last wait ended within ``pollBudget``: only then does the next one poll.
    private var answersComeQuickly = true
    /// Runs jobs that arrive after the loop has exited, one at a time, so the actor stays serial.
    private let lateJobLock = ConditionLock()
    /// What runs once the loop has ended (JSThread+Exit.swift).
    let ending = Locked(ThreadExit())
    /// The host functions of the engines on this thread. Not behind `lock`: only code running as
    /// this thread (``isCurrent``) touches it, and only one such code runs at a time.
    let hostFunctions = AddressTable<HostFunction>()

    /// The thread's name, for messages.
    public let name: String

    /// Starts a JS thread named `name`. While calls are in flight and answers have been coming
    /// within `pollBeforeSleeping`, the loop looks for the next one that long (yielding the core
    /// between looks; at most a second) before it sleeps: waking a sleeping thread costs tens of
    /// microseconds, more on virtual machines. Ignored on a machine with one core. Any thread.
    public convenience init(name: String = "bridge.js", pollBeforeSleeping: Duration = .zero) {
        self.init(name: name, pollBeforeSleeping: pollBeforeSleeping, host: nil)
    }

    /// Starts a JS thread as ``init(name:pollBeforeSleeping:)`` does, on `host` (a prepared
    /// engine's thread, or one a runtime that shut down ran on) when given. Any thread.
    package init(name: String = "bridge.js", pollBeforeSleeping: Duration, host: JSThreadHost?) {
        self.name = name
        // (At most a second: a longer look would only spend the core.)
        let budget = UInt64(min(max(Runtime.seconds(pollBeforeSleeping), 0), 1) * 1e9)
        pollBudget = sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 ? budget : 0
        if let host { host.adopt(self) } else { JSThreadHost.start(running: self) }
    }

    // MARK: Thread identity

    /// True when called on this JS thread (or, after it has exited, inside a late job).
    public var isCurrent: Bool {
        pthread_getspecific(currentJSThreadKey) == Unmanaged.passUnretained(self).toOpaque()
    }

    /// The host function `object` is, when called as a JS thread and `object` is one of its
    /// host functions; nil otherwise. Any thread.
    @inline(__always)
    static func hostFunction(_ object: JSObjectRef) -> Unmanaged<HostFunction>? {
        guard let current = pthread_getspecific(currentJSThreadKey) else { return nil }
        return Unmanaged<JSThread>.fromOpaque(current)._withUnsafeGuaranteedRef { $0.hostFunctions.value(for: object) }
    }

    /// Stops the process with a clear message when not called on this JS thread.
    public func preconditionOnJSThread(file: StaticString = #fileID, line: UInt = #line) {
        precondition(isCurrent, "must be called on the JS thread \(name)", file: file, line: line)
    }

    /// `SerialExecutor`: stops the process when not called on this thread.
    public func checkIsolated() { preconditionOnJSThread() }

    /// `SerialExecutor`: whether the caller runs on this thread. Any thread.
    public func isIsolatingCurrentContext() -> Bool? { isCurrent }

    // MARK: Posting work

    /// `SerialExecutor`: runs `job` on this thread after what is queued. Any thread.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        if exited {
            lock.unlock()
            runLate(job)
            return
        }
        queue.append(.job(job))
        lock.signal()
        lock.unlock()
    }

    /// Runs `work` on the JS thread after everything posted before it. Callable from any thread.
    /// Returns false (and drops `work`) once the loop has stopped.
    @discardableResult
    public func post(_ work: @escaping @Sendable () -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !exited, !stopRequested else { return false }
        queue.append(.work(work))
        lock.signal()
        return true
    }

    /// Runs `work` on the JS thread once the loop, having run what was queued and the timers due,
    /// still has work that keeps it alive (queued work, a timer that does, calls in flight), as
    /// node's loop hears what its unreferenced handles (signals) bring only while something else
    /// keeps it running: alone, `work` neither keeps the loop from being idle nor runs; it waits
    /// for such work and is dropped when the loop stops. Callable from any thread. Returns false
    /// (and drops `work`) once the loop has stopped.
    @discardableResult
    public func postUnreferenced(_ work: @escaping @Sendable () -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !exited, !stopRequested else { return false }
        unreferenced.append(work)
        if isAlive { lock.signal() }
        return true
    }

    /// Whether something keeps the loop alive: queued work, a timer that keeps it alive, calls in
    /// flight (called with `lock` held).
    private var isAlive: Bool { !queue.isEmpty || inFlight > 0 || timers.keepsAlive }

    // MARK: Timers

    /// Runs `action` on the JS thread after `delay` nanoseconds, then every `interval` nanoseconds
    /// if given. A timer that does not `keepAlive` (node's `unref`) does not keep the loop from
    /// being idle: it fires only while something else keeps the loop alive (a timer that does,
    /// calls in flight) or queued work runs. Callable from any thread.
    @discardableResult
    public func scheduleTimer(
        afterNanoseconds delay: UInt64, repeatingEvery interval: UInt64? = nil, keepAlive: Bool = true, _ action: @escaping @Sendable () -> Void
    ) -> TimerID {
        let deadline = MonotonicClock.now() &+ delay
        return lock.withLock {
            let id = nextTimerID
            nextTimerID += 1
            guard !stopRequested else { return TimerID(raw: id) }
            timers.insert(id: id, deadline: deadline, interval: interval, keepsAlive: keepAlive, action: action)
            lock.signal()
            return TimerID(raw: id)
        }
    }

    /// Makes timer `id` keep the loop from being idle or not (node's `ref` / `unref`) without
    /// moving it among the timers due at the same time. Callable from any thread.
    public func setTimerKeepsAlive(_ id: TimerID, _ keepAlive: Bool) {
        lock.withLock {
            if timers.setKeepsAlive(id.raw, keepAlive) { lock.signal() }
        }
    }

    /// Cancels a timer; a timer that already fired (or never existed) is ignored. Callable from
    /// any thread.
    public func cancelTimer(_ id: TimerID) {
        lock.withLock {
            if timers.cancel(id.raw) { lock.signal() }
        }
    }

    // MARK: Idle tracking

    /// Counts `count` calls in flight: the loop is not idle until matching ``endWork(_:)``s.
    public func beginWork(_ count: Int = 1) {
        guard count > 0 else { return }
        lock.withLock {
            // The loop sleeping with nothing alive wakes for the timers and unreferenced work
            // that now run.
            if inFlight == 0, !timers.isEmpty || !unreferenced.isEmpty { lock.signal() }
            inFlight += count
        }
    }

    /// Ends `count` calls counted by ``beginWork(_:)``.
    public func endWork(_ count: Int = 1) {
        guard count > 0 else { return }
        lock.withLock {
            inFlight -= count
            if inFlight == 0 { lock.signal() }
        }
    }

    /// Returns once the loop is idle: nothing queued, no timer that keeps it alive, no calls in
    /// flight (or once it has stopped). Callable from any task except one running on this thread.
    public func waitUntilIdle() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            lock.withLock {
                if exited {
                    c.resume()
                } else {
                    idleWaiters.append(c)
                    lock.signal()
                }
            }
        }
    }

    /// Whether the loop is idle right now.
    public var isIdle: Bool { lock.withLock { queue.isEmpty && !timers.keepsAlive && inFlight == 0 } }

    // MARK: Stopping

    /// Asks the loop to run what is already queued and exit; timers are dropped and later posts
    /// refused. Callable from any thread, including the JS thread itself.
    public func stop() {
        lock.withLock {
            stopRequested = true
            timers.removeAll()
            lock.signal()
        }
    }

    // MARK: The loop

    /// The loop, run by the thread's host (``JSThreadHost``) until the loop is stopped.
    func runLoop() {
        pthread_setspecific(currentJSThreadKey, Unmanaged.passUnretained(self).toOpaque())

        var items: [Item] = []
        while true {
            var due: [@Sendable () -> Void] = []
            var wokenIdle: [CheckedContinuation<Void, Never>] = []
            lock.lock()
            while true {
                if !queue.isEmpty { break }
                if stopRequested { break }
                // Without work that keeps it alive, the loop runs no timer that does not and
                // nothing unreferenced: node's loop has ended then.
                let alive = isAlive
                if !unreferenced.isEmpty, alive { break }
                let now = MonotonicClock.now()
                let next = alive ? timers.nextDeadline() : nil
                if let next, next <= now { break }
                if !alive, !idleWaiters.isEmpty {
                    wokenIdle = idleWaiters
                    idleWaiters.removeAll()
                    break
                }
                if pollBudget > 0, inFlight > 0, answersComeQuickly, poll(until: min(now &+ pollBudget, next ?? .max)) { break }
                if let next { lock.wait(until: next) } else { lock.wait() }
                answersComeQuickly = MonotonicClock.now() &- now <= pollBudget
            }
            if stopRequested && queue.isEmpty {
                exited = true
                unreferenced.removeAll()
                wokenIdle += idleWaiters
                idleWaiters.removeAll()
                lock.unlock()
                for w in wokenIdle { w.resume() }
                return
            }
            swap(&items, &queue)
            if !stopRequested, !items.isEmpty || isAlive { due = timers.popDue(now: MonotonicClock.now()) }
            lock.unlock()

            for w in wokenIdle { w.resume() }
            for item in items { run(item) }
            items.removeAll(keepingCapacity: true)
            for action in due { action() }
            // A turn that found the loop idle ran nothing: what the idle waiters post next (a
            // host's 'beforeExit') runs before anything unreferenced, as node emits 'beforeExit'
            // before its loop hears a signal again.
            if wokenIdle.isEmpty { runUnreferencedIfAlive() }
        }
    }

    /// Looks for work until `deadline` (called and returning with `lock` held), yielding the core
    /// between looks so that the threads whose answers are awaited can run; true when there is
    /// something for the loop to do (work, a stop, a timer due, nothing left in flight).
    private func poll(until deadline: UInt64) -> Bool {
        while true {
            lock.unlock()
            sched_yield()
            lock.lock()
            let now = MonotonicClock.now()
            if !queue.isEmpty || !unreferenced.isEmpty || stopRequested || inFlight == 0 || (timers.nextDeadline().map { $0 <= now } ?? false) { return true }
            if now >= deadline { return false }
        }
    }

    /// Runs what ``postUnreferenced(_:)`` posted when something still keeps the loop alive after
    /// what it just ran (so not after a last job that leaves it empty: node's loop ends then).
    private func runUnreferencedIfAlive() {
        lock.lock()
        guard !unreferenced.isEmpty, isAlive, !stopRequested else {
            lock.unlock()
            return
        }
        let work = unreferenced
        unreferenced.removeAll()
        lock.unlock()
        for w in work { w() }
    }

    private func run(_ item: Item) {
        switch item {
        case .job(let job): job.runSynchronously(on: asUnownedSerialExecutor())
        case .work(let work): work()
        }
    }

    private func runLate(_ job: UnownedJob) {
        lateJobLock.lock()
        let previous = pthread_getspecific(currentJSThreadKey)
        pthread_setspecific(currentJSThreadKey, Unmanaged.passUnretained(self).toOpaque())
        job.runSynchronously(on: asUnownedSerialExecutor())
        pthread_setspecific(currentJSThreadKey, previous)
        lateJobLock.unlock()
    }
}
