/// An exception JavaScript threw, as Swift sees it: kept apart from ``BridgeError``, which is what
/// the host or a native module failed at. Safe to use on any thread.
public struct JSException: Error, Sendable, CustomStringConvertible {
    /// The error's `name` (`TypeError`, `SyntaxError`, …); empty when JS threw a non-error value.
    public var name: String
    /// The error's `message`, or the thrown value as a string.
    public var message: String
    /// The engine's stack, one frame a line (`function@file:line:column`); may be empty.
    public var stack: String
    /// Where the error was raised, when the engine says (syntax errors always do).
    public var sourceURL: String?
    /// The line there (1-based).
    public var line: Int?
    /// The column there (1-based).
    public var column: Int?
    /// The error's `code` property, when it has one (errors from rejected native calls do).
    public var code: String?
    /// The error's own `cause`: an error, or a value described as the message (`'text'`, `42`).
    public var cause: JSException? {
        get { causes.first }
        set { causes = newValue.map { [$0] } ?? [] }
    }
    /// The cause, held in an array (a struct cannot hold a value of its own type directly).
    private var causes: [JSException] = []

    /// An exception with these fields. Any thread.
    public init(name: String, message: String, stack: String = "", sourceURL: String? = nil, line: Int? = nil, column: Int? = nil, code: String? = nil) {
        self.name = name
        self.message = message
        self.stack = stack
        self.sourceURL = sourceURL
        self.line = line
        self.column = column
        self.code = code
    }

    /// `Name: message`, as an uncaught error is announced.
    public var headline: String {
        name.isEmpty ? message : message.isEmpty ? name : "\(name): \(message)"
    }

    /// `file:line:column` of the error, when known.
    public var location: String? {
        guard let sourceURL, let line else { return nil }
        return column.map { "\(sourceURL):\(line):\($0)" } ?? "\(sourceURL):\(line)"
    }

    /// The headline and the stack, indented as node prints it, and the cause after them as node
    /// shows it (`{ [cause]: … }`, indented).
    public var description: String {
        var lines = [headline]
        let frames = stack.split(separator: "\n", omittingEmptySubsequences: true)
        if frames.isEmpty, let location {
            lines.append("    at \(location)")
        } else {
            lines += frames.map { "    at \($0)" }
        }
        if let cause {
            lines[lines.count - 1] += " {"
            let shown = cause.name.isEmpty ? cause.message : cause.description
            lines.append("  [cause]: " + shown.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  "))
            lines.append("}")
        }
        return lines.joined(separator: "\n")
    }
}

/// An uncaught JavaScript error handed to the host's error handler.
public struct UncaughtJSError: Error, Sendable, CustomStringConvertible {
    /// How the error escaped.
    public enum Kind: Sendable, Equatable {
        /// Thrown and not caught (in a timer, callback, event listener or callable module).
        case exception
        /// A promise rejected and no handler took it.
        case unhandledRejection
        /// Reported by JS through `ExceptionsManager` (`isFatal` as JS said).
        case reported(isFatal: Bool)
    }

    /// How it escaped.
    public var kind: Kind
    /// What was thrown or rejected.
    public var exception: JSException

    /// An uncaught error of `kind`. Any thread.
    public init(kind: Kind, exception: JSException) {
        self.kind = kind
        self.exception = exception
    }

    /// `Uncaught Name: message` (or `Uncaught (in promise) …`) and the stack.
    public var description: String {
        switch kind {
        case .exception: "Uncaught \(exception)"
        case .unhandledRejection: "Uncaught (in promise) \(exception)"
        case .reported: "\(exception)"
        }
    }
}
