import BridgeCore
import Logging
import Synchronization

/// A JavaScript runtime with React Native's bridge: one JavaScriptCore context on its own
/// ``JSThread``, the native modules it was configured with, and the JS half of the protocol.
///
/// Every method may be called from any thread or task (none may be awaited from the JS thread
/// itself, which would wait on itself).
///
/// ```swift
/// var configuration = Runtime.Configuration()
/// configuration.register { _ in Greeter() }
/// let runtime = try await Runtime(configuration)
/// try await runtime.evaluate("NativeModules.Greeter.greet('Ada').then(console.log)")
/// await runtime.waitUntilIdle()
/// await runtime.shutdown()
/// ```
public final class Runtime: Sendable {
    /// A function that makes a fresh instance of a native module for a runtime.
    public typealias ModuleFactory = @Sendable (ModuleContext) -> any NativeModule

    /// How a runtime is set up.
    public struct Configuration: Sendable {
        /// Module factories, called once per runtime (each runtime gets fresh instances).
        public var modules: [ModuleFactory] = []
        /// Whether to evaluate the built-in JS half of the bridge (`NativeModules`, timers,
        /// `console`, …) before any script. Switch it off when the bundle brings its own.
        public var installsPrelude = true
        /// How long one entry into JS may run before it is stopped (`nil`: no limit).
        public var timeLimit: Duration?
        /// Where `console` output and the bridge's own warnings go. `nil` (the default) means a
        /// swift-log `Logger` labelled `bridge.js`.
        public var log: (@Sendable (LogLevel, String) -> Void)?
        /// Receives JS errors nobody caught (in timers, callbacks, listeners, callable modules,
        /// unhandled rejections, and those JS reports through `ExceptionsManager`). By default they
        /// are logged at error level.
        public var onUncaughtError: (@Sendable (UncaughtJSError) -> Void)?
        /// What scripts see as `process` (`argv`, `env`); `nil` defines no `process`.
        public var process: ProcessInfoForJS?
        /// Called on the JS thread when a script runs past ``timeLimit`` (with the limit as text),
        /// after the script has been stopped. By default the stop is logged at error level.
        public var onTimeLimitExceeded: (@Sendable (String) -> Void)?
        /// Called on the JS thread when a script calls `process.exit(code)`.
        public var onExit: (@Sendable (Int32) -> Void)?

        public init() {}

        /// Registers a module made fresh for each runtime by `factory`.
        public mutating func register(_ factory: @escaping ModuleFactory) {
            modules.append(factory)
        }
    }

    /// Routes console output to a swift-log `Logger`.
    public static func swiftLogHandler(_ logger: Logger) -> @Sendable (LogLevel, String) -> Void {
        { level, message in
            switch level {
            case .trace: logger.debug("\(message)")
            case .info: logger.info("\(message)")
            case .warn: logger.warning("\(message)")
            case .error: logger.error("\(message)")
            }
        }
    }

    static func describe(_ d: Duration) -> String {
        let seconds = Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    /// The runtime's JS thread.
    public let thread: JSThread
    /// The modules this runtime exposes, in module-ID order.
    public let registry: ModuleRegistry
    let engine: JSEngine
    private let responder: RuntimeResponder
    private let state = Mutex(State.running)

    private enum State { case running, shuttingDown, shutDown }

    /// Starts a runtime: its thread, its context, its modules, and (unless switched off) the
    /// prelude. Throws ``BridgeError`` with code `E_INVALID_REGISTRATION` for a module that cannot
    /// be registered.
    public init(_ configuration: Configuration = Configuration()) async throws {
        let log = configuration.log ?? Runtime.swiftLogHandler(Logger(label: "bridge.js"))
        let hooks = EngineHooks(
            log: log,
            uncaughtError: configuration.onUncaughtError ?? { log(.error, $0.description) },
            exit: configuration.onExit,
            timeLimitExceeded: configuration.onTimeLimitExceeded ?? { log(.error, "the script ran longer than its time limit of \($0) and was stopped") },
            timeLimitDescription: configuration.timeLimit.map(Runtime.describe) ?? "none")
        let thread = JSThread()
        let engine = JSEngine(thread: thread, hooks: hooks)
        let responder = RuntimeResponder(thread: thread, engine: engine, log: log)
        let context = ModuleContext(thread: thread, responder: responder, hooks: hooks)
        do {
            registry = try ModuleRegistry(configuration.modules.map { $0(context) })
        } catch {
            thread.stop()
            throw error
        }
        self.thread = thread
        self.engine = engine
        self.responder = responder

        for module in registry.modules {
            module.eventEmitter?.connect { [responder] name, body in
                responder.send(.call(module: "RCTDeviceEventEmitter", method: "emit", arguments: [.string(name), body], reply: nil))
            }
        }
        let seconds = configuration.timeLimit.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
        let registry = self.registry
        do {
            try await engine.start(
                timeLimitSeconds: seconds, registry: registry, responder: responder,
                prelude: configuration.installsPrelude, process: configuration.process)
        } catch {
            await shutdown()
            throw error
        }
    }

    deinit {
        if state.withLock({ $0 }) != .shutDown {
            let engine = self.engine
            thread.post { engine.assumeIsolated { $0.releaseContext() } }
            thread.stop()
        }
    }

    private func checkRunning() throws(BridgeError) {
        guard state.withLock({ $0 }) == .running else {
            throw BridgeError(.notRunning, "the runtime is not running (it was shut down)")
        }
    }

    /// Evaluates `source` and returns its completion value. A JS exception throws
    /// ``JSException`` (a syntax error names `sourceURL:line`); a script stopped by the time limit
    /// throws ``BridgeError`` with code `E_TIME_LIMIT`.
    @discardableResult
    public func evaluate(_ source: String, sourceURL: String = "<eval>") async throws -> BridgeValue {
        try checkRunning()
        return try await engine.evaluate(source, sourceURL: sourceURL)
    }

    /// Returns once nothing is pending: no queued work, no timers, no native calls in flight.
    public func waitUntilIdle() async {
        await thread.waitUntilIdle()
    }

    /// Emits `event` with `body` to JS listeners (`DeviceEventEmitter`, `NativeEventEmitter`).
    /// Events emitted together reach JS in one batch, in order. Dropped once shut down.
    public func emit(_ event: String, body: BridgeValue = .null) {
        responder.send(.call(module: "RCTDeviceEventEmitter", method: "emit", arguments: [.string(event), body], reply: nil))
    }

    /// Calls `method` of the callable JS module `module` (registered with
    /// `BatchedBridge.registerCallableModule`) and returns its result. A JS exception throws
    /// ``JSException``.
    public func callJSModule(_ module: String, _ method: String, _ arguments: [BridgeValue] = []) async throws -> BridgeValue {
        try checkRunning()
        return try await withCheckedThrowingContinuation { continuation in
            responder.send(.call(module: module, method: method, arguments: arguments) { continuation.resume(with: $0) })
        }
    }

    /// Tears the runtime down: pending JS promises reject with `E_INVALIDATED` (JS sees it before
    /// the context goes), later native results are dropped, each module's invalidation handler
    /// runs on its own queue, then the context is released and the thread stops. Calls after this
    /// throw `E_NOT_RUNNING`. Calling it twice is harmless.
    public func shutdown() async {
        let proceed = state.withLock { s in
            guard s == .running else { return false }
            s = .shuttingDown
            return true
        }
        guard proceed else { return }
        await engine.tearDownBridge()
        for module in registry.modules {
            module.eventEmitter?.connect(nil)
        }
        await engine.runInvalidationHandlers()
        await engine.releaseContextAndStop()
        state.withLock { $0 = .shutDown }
    }
}

extension JSEngine {
    func start(timeLimitSeconds: Double?, registry: ModuleRegistry, responder: RuntimeResponder, prelude: Bool, process: ProcessInfoForJS?) throws {
        createContext(timeLimitSeconds: timeLimitSeconds)
        installBridge(registry: registry, responder: responder)
        if prelude { try installPrelude(process: process) }
    }

    func tearDownBridge() {
        guard context != nil else { return }
        invalidatePendingCalls()
        bridge.responder?.disconnect()
    }

    func runInvalidationHandlers() async {
        let work = zip(bridge.registry.modules, bridge.moduleQueues).compactMap { module, queue in
            module.invalidationHandler.map { (queue, $0) }
        }
        for (queue, handler) in work { await queue.runLast(handler) }
        for queue in bridge.moduleQueues { queue.close() }
    }

    func releaseContextAndStop() {
        releaseContext()
        thread.stop()
    }
}

extension Runtime {
    /// Runs `body` on the JS thread with synchronous access to JavaScript, for work that would
    /// otherwise hop threads once per call (calling a JS module in a loop). `body` must not block
    /// on other work of this runtime. Callable from any task except one on the JS thread.
    public func onJSThread<T: Sendable>(_ body: @escaping @Sendable (JSThreadAccess) throws -> T) async throws -> T {
        try checkRunning()
        return try await engine.withAccess(body)
    }
}

/// Synchronous access to a runtime's JavaScript, valid only inside ``Runtime/onJSThread(_:)``
/// on the JS thread.
public struct JSThreadAccess {
    let engine: JSEngine

    /// Calls `method` of the callable JS module `module` and returns its result; a JS exception
    /// throws ``JSException``.
    public func callJSModule(_ module: String, _ method: String, _ arguments: [BridgeValue] = []) throws -> BridgeValue {
        try engine.assumeIsolated { engine in
            var result: Result<BridgeValue, any Error> = .success(.undefined)
            engine.runEntry(holdingLock: false) { result = Result { try engine.callJSModule(module, method, arguments) } }
            return try result.get()
        }
    }

    /// Evaluates `source` and returns its completion value.
    @discardableResult
    public func evaluate(_ source: String, sourceURL: String = "<eval>") throws -> BridgeValue {
        try engine.assumeIsolated { try $0.evaluate(source, sourceURL: sourceURL) }
    }
}

extension JSEngine {
    func withAccess<T: Sendable>(_ body: @Sendable (JSThreadAccess) throws -> T) throws -> T {
        _ = try requireContext()
        return try body(JSThreadAccess(engine: self))
    }
}
