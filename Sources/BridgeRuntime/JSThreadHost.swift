import BridgeCore
import CEarlyEngine
import CJavaScriptCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The operating-system thread under a ``JSThread``: it runs the JS thread's loop, then the work
/// given for after it (``JSThread/afterExit(_:)``), and then either ends or, when that work
/// handed it on with its runtime's engine group (``PreparedEngine/recycle(_:host:)``), waits
/// for the next runtime's JS thread and runs that one's loop. A host may also start by making
/// the engine group a runtime then takes (``PreparedEngine/start()``). A thread that has used an
/// engine keeps its engine's per-thread state and its allocator's caches warm: a runtime made on
/// a handed-on thread starts about 0.3 ms sooner than on a new one (docs/performance.md, "A
/// runtime after another").
// @unchecked: `next` is only read and written with `lock` held; `first` is set before the thread
// starts and read only by it.
package final class JSThreadHost: @unchecked Sendable {
    private enum Next {
        case waiting
        case run(JSThread)
        case end
    }

    private let lock = ConditionLock()
    private var next = Next.waiting
    /// Work to do before the first loop (set before the thread starts, read only by it).
    private var first: (@Sendable () -> Void)?

    private init() {}

    /// Starts a thread of its own running `first`'s loop. Any thread.
    static func start(running first: JSThread) {
        let host = JSThreadHost()
        host.next = .run(first)
        precondition(host.startThread(), "cannot start the JS thread")
    }

    /// Starts a thread that does `work` (makes an engine group ahead, say), then waits for a JS
    /// thread to run (``adopt(_:)``) or to be let go (``dismiss()``); nil when no thread could be
    /// made. The thread is `early`'s when it was started and not given work yet (it has made a
    /// group by then or is making one, which `work` takes with `BridgeEarlyEngineTakeGroup`),
    /// else a new one. Any thread.
    static func start(on early: UnsafeMutablePointer<BridgeEarlyEngine>?, doing work: @escaping @Sendable () -> Void) -> JSThreadHost? {
        let host = JSThreadHost()
        host.first = work
        return host.startThread(on: early) ? host : nil
    }

    /// Runs this host on `early`'s thread when it takes work, else on a new thread; the thread
    /// holds the host (retained here, released by ``runRetained(_:)``).
    private func startThread(on early: UnsafeMutablePointer<BridgeEarlyEngine>? = nil) -> Bool {
        let unmanaged = Unmanaged.passRetained(self)
        if let early, BridgeEarlyEngineGiveWork(early, { JSThreadHost.runRetained($0) }, unmanaged.toOpaque()) { return true }
        var tid = pthread_t()
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        defer { pthread_attr_destroy(&attr) }
        pthread_attr_setdetachstate(&attr, Int32(PTHREAD_CREATE_DETACHED))
        // JavaScriptCore sizes its recursion limit from the thread's stack: give it room.
        pthread_attr_setstacksize(&attr, 8 << 20)
        let rc = pthread_create(&tid, &attr, { arg in
            JSThreadHost.runRetained(arg)
            return nil
        }, unmanaged.toOpaque())
        if rc != 0 { unmanaged.release() }
        return rc == 0
    }

    /// A started thread's body: the host `startThread` retained for it, run and released.
    private static func runRetained(_ host: UnsafeMutableRawPointer?) {
        Unmanaged<JSThreadHost>.fromOpaque(host!).takeRetainedValue().run()
    }

    /// Runs `thread`'s loop on this (handed-on) host next. Any thread.
    func adopt(_ thread: JSThread) { hand(.run(thread)) }

    /// Lets this handed-on host's thread end, unused. Any thread.
    func dismiss() { hand(.end) }

    private func hand(_ value: Next) {
        lock.withLock {
            next = value
            lock.signal()
        }
    }

    /// The thread's body: loops, each followed by its exit work, from the bottom of the stack.
    private func run() {
        first.take()?()
        while case .run(let thread) = waitForNext() {
            thread.runLoop()
            // The loop's frames are gone; what they left in the stack below is cleared, so that
            // the exit work's collection (which scans this thread's stack for anything that looks
            // like an object's address) finds nothing of the context that ran here.
            BridgeClearStackBelowCaller()
            if !thread.end(on: self) { return }
        }
    }

    private func waitForNext() -> Next {
        lock.withLock {
            while case .waiting = next { lock.wait() }
            defer { next = .waiting }
            return next
        }
    }
}
