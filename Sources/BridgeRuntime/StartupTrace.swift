#if canImport(Glibc)
import Glibc
#endif

/// The phases of a start, each written to standard error as it ends when the environment has
/// `BRIDGE_TRACE_STARTUP`: `bridge-startup PHASE MICROSECONDS`, counted from the time the
/// variable holds (`CLOCK_MONOTONIC` in nanoseconds, as `scripts/startup-trace.py` sets it just
/// before it launches the process, so the first phase is the time to reach `main`), or from the
/// first phase when it holds anything else. Without the variable a mark is one load and a
/// branch. Any thread.
package enum StartupTrace {
    /// The monotonic time phases are counted from; nil when tracing is off.
    private static let origin: UInt64? = {
        guard let value = getenv("BRIDGE_TRACE_STARTUP") else { return nil }
        return UInt64(String(cString: value)) ?? now()
    }()

    /// Writes that `phase` has just ended, when tracing is on.
    @inline(__always)
    package static func mark(_ phase: StaticString) {
        guard let origin else { return }
        write(phase, now() &- origin)
    }

    private static func write(_ phase: StaticString, _ elapsed: UInt64) {
        var line = "bridge-startup \(phase) \(elapsed / 1000)\n"
        line.withUTF8 { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    private static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
