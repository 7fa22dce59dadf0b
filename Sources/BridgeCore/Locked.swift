/// A value behind a pthread mutex, for state several threads share. Callable from any thread.
///
/// The library uses it instead of `Synchronization.Mutex`, which on Linux waits with raw futex
/// calls that ThreadSanitizer cannot see (it reports every access such a mutex protects as a
/// race); module authors who run their tests under ThreadSanitizer may want it too.
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only read or written inside `withLock`, with the mutex held.
    private let lock = ConditionLock()
    private var value: Value

    /// Makes a lock holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
