#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with a condition variable on the monotonic clock: what the JS thread sleeps on.
// @unchecked: the pthread objects are heap-allocated once, never moved, and only used through
// pthread calls, which are themselves thread-safe.
package final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let cond = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        var attr = pthread_condattr_t()
        pthread_condattr_init(&attr)
        pthread_condattr_setclock(&attr, CLOCK_MONOTONIC)
        pthread_cond_init(cond, &attr)
        pthread_condattr_destroy(&attr)
    }

    deinit {
        pthread_cond_destroy(cond)
        pthread_mutex_destroy(mutex)
        cond.deallocate()
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }
    package func signal() { pthread_cond_signal(cond) }
    /// Wakes every thread waiting (where ``signal()`` wakes one).
    package func broadcast() { pthread_cond_broadcast(cond) }

    /// Waits (lock held) until signalled.
    package func wait() { pthread_cond_wait(cond, mutex) }

    /// Waits (lock held) until signalled or until `deadline`, in ``MonotonicClock`` nanoseconds.
    package func wait(until deadline: UInt64) {
        var ts = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        pthread_cond_timedwait(cond, mutex, &ts)
    }

    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Nanoseconds on the monotonic clock, as the JS thread's timers count time.
package enum MonotonicClock {
    package static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// The same clock in milliseconds: what `performance.now()` (`nativePerformanceNow`) reads.
    package static func milliseconds() -> Double {
        Double(now()) / 1_000_000
    }
}
