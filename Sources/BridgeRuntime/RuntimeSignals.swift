import BridgeCore

/// Resumes one waiter once ``finish()`` is called, whether it was called before or after the wait
/// began (teardown's end: all modules done, or the grace period over).
final class TeardownWait: Sendable {
    private let state = Locked<(finished: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    func finish() {
        state.withLock { s -> CheckedContinuation<Void, Never>? in
            s.finished = true
            defer { s.waiter = nil }
            return s.waiter
        }?.resume()
    }

    func wait() async {
        await withCheckedContinuation { c in
            let now = state.withLock { s in
                if !s.finished { s.waiter = c }
                return s.finished
            }
            if now { c.resume() }
        }
    }
}

/// Tells the runtime of a fatal JS error (set once the runtime exists). Any thread.
final class FatalErrorSink: Sendable {
    private let action = Locked<(@Sendable (UncaughtJSError) -> Void)?>(nil)
    func set(_ f: @escaping @Sendable (UncaughtJSError) -> Void) { action.withLock { $0 = f } }
    func fire(_ error: UncaughtJSError) { action.withLock { $0 }?(error) }
}

/// Lets a module ask its runtime to reload (set once the runtime exists). Any thread.
final class ReloadTrigger: Sendable {
    private let action = Locked<(@Sendable () -> Void)?>(nil)
    func set(_ f: @escaping @Sendable () -> Void) { action.withLock { $0 = f } }
    func fire() { action.withLock { $0 }?() }
}
