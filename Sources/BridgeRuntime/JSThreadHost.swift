import BridgeCore
import CJavaScriptCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The operating-system thread under a ``JSThread``: it runs the JS thread's loop, then the work
/// given for after it (``JSThread/afterExit(_:)``), and then either ends or, when that work
/// handed it on with its runtime's engine group (``PreparedEngine/recycle(_:host:)``), waits
/// for the next runtime's JS thread and runs that one's loop. A thread that has used an engine
/// keeps its engine's per-thread state and its allocator's caches warm: a runtime made on a
/// handed-on thread starts about 0.3 ms sooner than on a new one (docs/performance.md, "A
/// runtime after another").
// @unchecked: `next` is only read and written with `lock` held.
package final class JSThreadHost: @unchecked Sendable {
    private enum Next {
        case waiting
        case run(JSThread)
        case end
    }

    private let lock = ConditionLock()
    private var next = Next.waiting

    private init() {}

    /// Starts a thread of its own running `first`'s loop. Any thread.
    static func start(running first: JSThread) {
        let host = JSThreadHost()
        var tid = pthread_t()
        let unmanaged = Unmanaged.passRetained(host)
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        pthread_attr_setdetachstate(&attr, Int32(PTHREAD_CREATE_DETACHED))
        // JavaScriptCore sizes its recursion limit from the thread's stack: give it room.
        pthread_attr_setstacksize(&attr, 8 << 20)
        host.next = .run(first)
        let rc = pthread_create(&tid, &attr, { arg in
            Unmanaged<JSThreadHost>.fromOpaque(arg!).takeRetainedValue().run()
            return nil
        }, unmanaged.toOpaque())
        pthread_attr_destroy(&attr)
        precondition(rc == 0, "cannot start the JS thread: pthread_create returned \(rc)")
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
