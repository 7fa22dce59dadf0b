import BridgeRuntime


/// Collects what a runtime logs and reports, for assertions.
final class TestHost: Sendable {
    private let logs = Locked<[(LogLevel, String)]>([])
    private let errors = Locked<[UncaughtJSError]>([])

    var lines: [String] { logs.withLock { $0.map(\.1) } }
    var logEntries: [(LogLevel, String)] { logs.withLock { $0 } }
    var uncaught: [UncaughtJSError] { errors.withLock { $0 } }

    /// A configuration whose console and error handler report here.
    func configuration(_ modules: [Runtime.ModuleFactory] = []) -> Runtime.Configuration {
        var c = Runtime.Configuration()
        c.log = { [self] level, message in logs.withLock { $0.append((level, message)) } }
        c.onUncaughtError = { [self] error in errors.withLock { $0.append(error) } }
        c.modules = modules
        return c
    }

    /// Starts a runtime with `modules`.
    func runtime(_ modules: [Runtime.ModuleFactory] = [], _ adjust: (inout Runtime.Configuration) -> Void = { _ in }) async throws -> Runtime {
        var c = configuration(modules)
        adjust(&c)
        return try await Runtime(c)
    }
}

extension Runtime {
    /// Evaluates `source`, waits until idle, and returns the value of `result` afterwards.
    func run(_ source: String, then expression: String = "undefined") async throws -> BridgeValue {
        try await evaluate(source, sourceURL: "test.js")
        await waitUntilIdle()
        return try await evaluate(expression, sourceURL: "check.js")
    }
}
