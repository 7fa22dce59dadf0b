import BridgeCore
import Logging


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
        /// Whether what a bundle throws (and no `process` 'uncaughtException' listener takes) also
        /// goes to ``onUncaughtError`` at once, on the JS thread, before `process.nextTick`
        /// callbacks and promise jobs run, as node ends a script: a host that ends the process
        /// there runs none of them, as node does not. ``Runtime/load(_:)`` throws it as well.
        /// Off by default; `bridge-run` sets it.
        public var reportsBundleErrorsAsUncaught = false
        /// What scripts see as `process` (`argv`, `env`); `nil` defines no `process`.
        public var process: ProcessInfoForJS?
        /// Called on the JS thread when a script runs past ``timeLimit`` (with the limit as text),
        /// after the script has been stopped. By default the stop is logged at error level.
        public var onTimeLimitExceeded: (@Sendable (String) -> Void)?
        /// Called on the JS thread when a script calls `process.exit(code)`.
        public var onExit: (@Sendable (Int32) -> Void)?
        /// How long ``Runtime/shutdown()`` and ``Runtime/reload()`` wait for modules' invalidation
        /// handlers (and the calls queued before them) to finish. A module still busy after it is
        /// named in an error-level log line and left behind; teardown goes on.
        public var shutdownGracePeriod: Duration = .seconds(5)
        /// How long the JS thread looks for the next answer before it sleeps while calls are in
        /// flight (a request, a promise call on a module's queue), as long as answers have been
        /// coming that fast: an answer from a server nearby is then picked up without the tens of
        /// microseconds a sleeping thread takes to wake. `.zero` makes it sleep at once; one core
        /// never polls.
        public var pollBeforeSleeping: Duration = .microseconds(250)
        /// The parts of the JS half opt-in products registered (``JSPart``).
        package var jsParts: [JSPart] = []
        /// Factories of modules made together (``register(group:)``).
        package var moduleGroups: [@Sendable (ModuleContext) -> [any NativeModule]] = []
        /// Whether numbers, booleans, `undefined` and `null` are read from the engine's value words
        /// when the engine's encoding checks out (``JSImmediate``); tests switch it off to cover
        /// the engine-call path other platforms take.
        var readsImmediateValues = true

        /// The defaults, as each property says. Any thread.
        public init() {}

        /// Registers a module made fresh for each runtime by `factory`.
        public mutating func register(_ factory: @escaping ModuleFactory) {
            modules.append(factory)
        }

        /// Registers modules made together for each runtime by `factory` (so that they can share
        /// what it makes for them).
        package mutating func register(group factory: @escaping @Sendable (ModuleContext) -> [any NativeModule]) {
            moduleGroups.append(factory)
        }

        /// One instance of each module, and the `HeadlessJsTaskSupport` every runtime answers
        /// headless tasks with (unless the host brings its own module of that name).
        /// (Each instance's definition is built once, here: a definition is its own module.)
        func moduleInstances(_ context: ModuleContext, headlessTasks: HeadlessTasks) -> [any NativeModule] {
            var definitions = modules.map { $0(context).definition } + moduleGroups.flatMap { $0(context).map(\.definition) }
            if !definitions.contains(where: { $0.name == "HeadlessJsTaskSupport" }) {
                definitions.append(HeadlessJsTaskSupportModule(tasks: headlessTasks).definition)
            }
            return definitions
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

    package static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    package static func describe(_ d: Duration) -> String {
        let seconds = Runtime.seconds(d)
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    let configuration: Configuration
    let store: Locked<State>
    let reloadTrigger: ReloadTrigger
    let observers = StateObservers()
    let headlessTasks: HeadlessTasks
    let fatalErrors: FatalErrorSink

    /// The current JS thread (a reload starts a new one).
    public var thread: JSThread { current.thread }
    /// The modules this runtime exposes now, in module-ID order.
    public var registry: ModuleRegistry { current.registry }
    var bridge: NativeBridge { current.bridge }
    private var current: Generation { store.withLock { $0.generation } }

    /// Starts a runtime: its thread, its context, its modules, and (unless switched off) the
    /// prelude. Throws ``BridgeError`` with code `E_INVALID_REGISTRATION` for a module that cannot
    /// be registered.
    public init(_ configuration: Configuration = Configuration()) async throws {
        let trigger = ReloadTrigger()
        let tasks = HeadlessTasks()
        let fatal = FatalErrorSink()
        let generation = try await Runtime.start(configuration, reloadTrigger: trigger, headlessTasks: tasks, fatalErrors: fatal)
        self.configuration = configuration
        self.reloadTrigger = trigger
        self.headlessTasks = tasks
        self.fatalErrors = fatal
        self.store = Locked(State(phase: .running, generation: generation))
        fatal.set { [weak self] error in self?.bundleReportedFatal(error) }
        trigger.set { [weak self] in
            guard let self, let old = try? self.beginReload(requestedByJS: true) else { return }
            Task {
                do {
                    try await self.completeReload(old)
                } catch {
                    let log = self.configuration.log ?? Runtime.swiftLogHandler(Logger(label: "bridge.js"))
                    if let exception = error as? JSException {
                        let report = UncaughtJSError(kind: .exception, exception: exception)
                        if let handler = self.configuration.onUncaughtError { handler(report) } else { log(.error, report.description) }
                    } else {
                        log(.error, "reload failed: \(error)")
                    }
                }
            }
        }
    }

    deinit {
        let s = store.withLock { $0 }
        if s.phase != .shutDown {
            let bridge = s.generation.bridge
            s.generation.thread.post { bridge.assumeIsolated { $0.releaseContext() } }
            s.generation.thread.stop()
        }
    }

    func running() throws(BridgeError) -> Generation {
        let s = store.withLock { $0 }
        switch s.phase {
        case .running: return s.generation
        case .reloading: throw BridgeError(.notRunning, "the runtime is reloading")
        case .shuttingDown, .shutDown: throw BridgeError(.notRunning, "the runtime is not running (it was shut down)")
        }
    }

    /// Evaluates `source` and returns its completion value. A JS exception throws
    /// ``JSException`` (a syntax error names `sourceURL:line`); a script stopped by the time limit
    /// throws ``BridgeError`` with code `E_TIME_LIMIT`.
    @discardableResult
    public func evaluate(_ source: String, sourceURL: String = "<eval>") async throws -> BridgeValue {
        try await running().bridge.evaluate(source, sourceURL: sourceURL)
    }

    /// Evaluates `source` as the runtime's bundle: like ``evaluate(_:sourceURL:)``, and
    /// ``reload()`` runs it again in the fresh context (the same as `load(.string(source,
    /// sourceURL:))`).
    @discardableResult
    public func load(_ source: String, sourceURL: String) async throws -> BridgeValue {
        try await load(.string(source, sourceURL: sourceURL))
    }

    /// Emits `event` with `body` to JS listeners (`DeviceEventEmitter`, `NativeEventEmitter`).
    /// Events emitted together reach JS in one batch, in order. Dropped once shut down.
    public func emit(_ event: String, body: BridgeValue = .null) {
        current.responder.emit(event, body: body)
    }

    /// Calls `method` of the callable JS module `module` (registered with
    /// `BatchedBridge.registerCallableModule`) and returns its result. A JS exception throws
    /// ``JSException``.
    public func callJSModule(_ module: String, _ method: String, _ arguments: [BridgeValue] = []) async throws -> BridgeValue {
        try await Runtime.callJSModule(try running(), module, method, arguments)
    }

    static func callJSModule(_ generation: Generation, _ module: String, _ method: String, _ arguments: [BridgeValue]) async throws -> BridgeValue {
        try await withCheckedThrowingContinuation { continuation in
            generation.responder.send(.call(module: module, method: method, arguments: arguments) { continuation.resume(with: $0) })
        }
    }

}

extension Runtime {
    /// Runs `body` on the JS thread with synchronous access to JavaScript, for work that would
    /// otherwise hop threads once per call (calling a JS module in a loop). `body` must not block
    /// on other work of this runtime. Callable from any task except one on the JS thread.
    public func onJSThread<T: Sendable>(_ body: @escaping @Sendable (JSThreadAccess) throws -> T) async throws -> T {
        try await running().bridge.withAccess(body)
    }
}
