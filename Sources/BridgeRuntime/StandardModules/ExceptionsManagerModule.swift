import BridgeCore

/// React Native's `ExceptionsManager`: errors JS reports (`reportException(data)`, and the older
/// `reportFatalException` / `reportSoftException`) go to the host's error handler.
/// Made and used from any thread; its methods run where its registration says.
public final class ExceptionsManagerModule: NativeModule {
    private let context: ModuleContext

    /// The module; reports go to `context`'s host. Any thread.
    public init(context: ModuleContext) {
        self.context = context
    }

    /// One frame of a reported stack, as React Native's JS sends it.
    public struct StackFrame: Codable, Sendable {
        /// The frame's function.
        public var methodName: String?
        /// The frame's file or URL.
        public var file: String?
        /// The frame's line.
        public var lineNumber: Double?
        /// The frame's column.
        public var column: Double?

        var text: String {
            let place = [file ?? "<unknown>", lineNumber.map { "\(SafeNumbers.int($0))" }, column.map { "\(SafeNumbers.int($0))" }]
                .compactMap { $0 }.joined(separator: ":")
            return "\(methodName ?? "<anonymous>")@\(place)"
        }
    }

    /// What `reportException(data)` receives.
    public struct ExceptionData: Codable, Sendable {
        /// The error's message as JS formatted it.
        public var message: String
        /// The message before JS formatted it.
        public var originalMessage: String?
        /// The error's name.
        public var name: String?
        /// The parsed stack.
        public var stack: [StackFrame]?
        /// JS's ID for the report.
        public var id: Double?
        /// Whether JS called it fatal.
        public var isFatal: Bool?
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("ExceptionsManager") { m in
            // Parameters are decoded in the body (not typed as ExceptionData / [StackFrame]) so
            // registering this module costs no Codable reflection at start-up.
            m.fireAndForget("reportException(data:)") { (value: BridgeValue) in
                let data = try BridgeValueDecoder().decode(ExceptionData.self, from: value)
                self.report(name: data.name, message: data.originalMessage ?? data.message, stack: data.stack ?? [], isFatal: data.isFatal ?? false)
            }
            m.fireAndForget("reportFatalException(message:stack:exceptionId:)") { (message: String, stack: BridgeValue, _: Double?) in
                self.report(name: nil, message: message, stack: try Self.frames(stack), isFatal: true)
            }
            m.fireAndForget("reportSoftException(message:stack:exceptionId:)") { (message: String, stack: BridgeValue, _: Double?) in
                self.report(name: nil, message: message, stack: try Self.frames(stack), isFatal: false)
            }
            m.fireAndForget("updateExceptionMessage(message:stack:exceptionId:)") { (_: String, _: BridgeValue, _: Double?) in }
            m.fireAndForget("dismissRedbox") {}
        }
    }

    private static func frames(_ value: BridgeValue) throws -> [StackFrame] {
        value.isNullish ? [] : try BridgeValueDecoder().decode([StackFrame].self, from: value)
    }

    private func report(name: String?, message: String, stack: [StackFrame], isFatal: Bool) {
        let exception = JSException(name: name ?? "Error", message: message, stack: stack.map(\.text).joined(separator: "\n"))
        context.reportError(UncaughtJSError(kind: .reported(isFatal: isFatal), exception: exception))
    }
}
