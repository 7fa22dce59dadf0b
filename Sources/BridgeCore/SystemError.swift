#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system error number with node's name for it (`ESRCH`), for the errors node's APIs give
/// scripts (`errno`, `code`); a plain value any thread may use.
package struct SystemError: Error, Sendable, Equatable {
    /// The error number, positive as the system gives it (node's `errno` is its negative).
    package let number: Int32

    package init(_ number: Int32) { self.number = number }

    /// `EINVAL`: what no signal or process id can be.
    package static let invalid = SystemError(EINVAL)

    /// The error number's name, where it is one of those node's errors here can carry.
    package var name: String? { Self.names[number] }

    /// `[errno, code]` as node's errors carry them (a negative errno; `UNKNOWN` for a number
    /// without a name), for the JS half.
    package var errnoAndCode: BridgeValue { .array([.number(Double(-number)), .string(name ?? "UNKNOWN")]) }

    /// The names: those `kill` and `sigaction` give, resource limits, and a connection's.
    private static let names: [Int32: String] = [
        EPERM: "EPERM", ESRCH: "ESRCH", EINVAL: "EINVAL", EMFILE: "EMFILE", ENFILE: "ENFILE", EAGAIN: "EAGAIN",
        ENOMEM: "ENOMEM", ECONNREFUSED: "ECONNREFUSED", ECONNRESET: "ECONNRESET", EHOSTUNREACH: "EHOSTUNREACH",
        ENETUNREACH: "ENETUNREACH", ETIMEDOUT: "ETIMEDOUT", EADDRNOTAVAIL: "EADDRNOTAVAIL", EPIPE: "EPIPE",
    ]
}
