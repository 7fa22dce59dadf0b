/// A failure the host or a native module reports to JavaScript: a `code` JS can branch on, a
/// message that names the place, optional `userInfo`, and the Swift error behind it.
///
/// A promise method that throws a `BridgeError` rejects with exactly these fields. Safe to use on
/// any thread.
public struct BridgeError: Error, Sendable, CustomStringConvertible {
    /// The `code` property of the JS error, for example `E_INVALID_ARGUMENT`.
    public struct Code: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The code as JS sees it.
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
        public var description: String { rawValue }

        /// An argument had the wrong count, type or shape, or JS sent a value it cannot send.
        public static let invalidArgument: Code = "E_INVALID_ARGUMENT"
        /// Native code produced a value JS cannot receive (nested past the limit).
        public static let invalidResult: Code = "E_INVALID_RESULT"
        /// The error did not choose a code (React Native's default).
        public static let unspecified: Code = "EUNSPECIFIED"
        /// The runtime was torn down while the call was in flight.
        public static let invalidated: Code = "E_INVALIDATED"
        /// A module or method registration was refused.
        public static let invalidRegistration: Code = "E_INVALID_REGISTRATION"
        /// The runtime is not running (not started yet, or already torn down).
        public static let notRunning: Code = "E_NOT_RUNNING"
        /// A script ran past its execution time limit.
        public static let timeLimitExceeded: Code = "E_TIME_LIMIT"
        /// No file or directory at the path.
        public static let noSuchFile: Code = "ENOENT"
        /// An input/output failure.
        public static let ioError: Code = "EIO"
    }

    /// What JS can branch on (`error.code`).
    public var code: Code
    /// What went wrong and where (`error.message`).
    public var message: String
    /// Extra data for JS (`error.userInfo`).
    public var userInfo: BridgeValue?
    /// The underlying error, if any.
    public var cause: (any Error)?

    /// An error with `code` and `message`, optional `userInfo` and the Swift error behind it. Any thread.
    public init(_ code: Code, _ message: String, userInfo: BridgeValue? = nil, cause: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.userInfo = userInfo
        self.cause = cause
    }

    public var description: String { "\(code): \(message)" }
}

/// An error that chooses how it looks to JavaScript when a native method throws it.
///
/// Errors that do not conform reject with code `EUNSPECIFIED` and their description as message.
/// Conforming types are read from any thread.
public protocol BridgeErrorConvertible: Error {
    /// The `code` JS sees.
    var bridgeCode: BridgeError.Code { get }
    /// The `message` JS sees.
    var bridgeMessage: String { get }
    /// The `userInfo` JS sees.
    var bridgeUserInfo: BridgeValue? { get }
}

extension BridgeErrorConvertible {
    public var bridgeMessage: String { String(describing: self) }
    public var bridgeUserInfo: BridgeValue? { nil }
}

extension BridgeError: BridgeErrorConvertible {
    public var bridgeCode: Code { code }
    public var bridgeMessage: String { message }
    public var bridgeUserInfo: BridgeValue? { userInfo }
}

extension BridgeError {
    /// The error as React Native's JS half expects it in a promise rejection:
    /// `{code, message, userInfo}`.
    public var jsErrorData: BridgeValue {
        .object(["code": .string(code.rawValue), "message": .string(message), "userInfo": userInfo ?? .null])
    }

    /// Wraps any error as JS will see it: its own code if it chooses one, else `EUNSPECIFIED`.
    public init(wrapping error: any Error) {
        if let e = error as? BridgeError {
            self = e
        } else if let e = error as? any BridgeErrorConvertible {
            self.init(e.bridgeCode, e.bridgeMessage, userInfo: e.bridgeUserInfo, cause: error)
        } else {
            self.init(.unspecified, String(describing: error), cause: error)
        }
    }
}
