/// The level of a console message, as React Native's `nativeLoggingHook` numbers them.
public enum LogLevel: Int, Sendable, Comparable {
    /// `console.debug`, `console.trace`
    case trace = 0
    /// `console.log`, `console.info`
    case info = 1
    /// `console.warn`
    case warn = 2
    /// `console.error`
    case error = 3

    /// Ordered by severity.
    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }
}
