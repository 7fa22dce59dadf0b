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
        /// Whether numbers, booleans, `undefined` and `null` are read from the engine's value words
        /// when the engine's encoding checks out (``JSImmediate``); tests switch it off to cover
        /// the engine-call path other platforms take.
        var readsImmediateValues = true

        public init() {}

        /// Registers a module made fresh for each runtime by `factory`.
        public mutating func register(_ factory: @escaping ModuleFactory) {
            modules.append(factory)
        }

        /// One instance of each module, and the `HeadlessJsTaskSupport` every runtime answers
        /// headless tasks with (unless the host brings its own module of that name).
        /// (Each instance's definition is built once, here: a definition is its own module.)
        func moduleInstances(_ context: ModuleContext, headlessTasks: HeadlessTasks) -> [any NativeModule] {
            var definitions = modules.map { $0(context).definition }
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

    /// One life of the runtime: a thread, a context, module instances. A reload replaces it.
    struct Generation: Sendable {
        let thread: JSThread
        let engine: JSEngine
        let responder: RuntimeResponder
        let registry: ModuleRegistry
    }

    enum Phase { case running, reloading, shuttingDown, shutDown }

    /// Where the bundle is: none loaded, loading, loaded, or failed.
    enum BundleStatus {
        case none
        case loading(String)
        case loaded(String)
        case failed(String, any Error)
    }

    struct State {
        var phase: Phase
        var generation: Generation
        /// The bundle ``load(_:)`` ran, which a reload reads and runs again.
        var bundle: BundleSource?
        var bundleStatus: BundleStatus = .none
        /// App calls waiting for the bundle to finish loading.
        var bundleWaiters: [CheckedContinuation<Void, any Error>] = []
        /// The apps running, by root tag, with their properties (run again after a reload).
        var roots: [Int: (appKey: String, properties: BridgeValue)] = [:]
        var nextRootTag = 1
        /// JS asked for a reload while one was under way.
        var reloadRequested = false
        /// The loads asked for, each with a turn of its own.
        var loads = LoadTurns()

        /// The state as ``Runtime/state`` tells it.
        var visible: RuntimeState {
            switch phase {
            case .reloading: return .reloading
            case .shuttingDown, .shutDown: return .shutDown
            case .running:
                switch bundleStatus {
                case .none: return .ready
                case .loading(let url): return .loading(sourceURL: url)
                case .loaded(let url): return .running(sourceURL: url)
                case .failed(let url, let error): return .failed(sourceURL: url, error: error)
                }
            }
        }
    }

    private let configuration: Configuration
    let store: Locked<State>
    private let reloadTrigger: ReloadTrigger
    let observers = StateObservers()
    let headlessTasks: HeadlessTasks
    private let fatalErrors: FatalErrorSink

    /// The current JS thread (a reload starts a new one).
    public var thread: JSThread { current.thread }
    /// The modules this runtime exposes now, in module-ID order.
    public var registry: ModuleRegistry { current.registry }
    var engine: JSEngine { current.engine }
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

    /// Makes a generation: a thread, an engine with its context, fresh module instances.
    private static func start(
        _ configuration: Configuration, reloadTrigger: ReloadTrigger, headlessTasks: HeadlessTasks, fatalErrors: FatalErrorSink
    ) async throws -> Generation {
        let log = configuration.log ?? Runtime.swiftLogHandler(Logger(label: "bridge.js"))
        let report = configuration.onUncaughtError ?? { log(.error, $0.description) }
        let hooks = EngineHooks(
            log: log,
            uncaughtError: { error in
                report(error)
                if error.isFatal { fatalErrors.fire(error) }
            },
            exit: configuration.onExit,
            timeLimitExceeded: configuration.onTimeLimitExceeded ?? { log(.error, "the script ran longer than its time limit of \($0) and was stopped") },
            timeLimitDescription: configuration.timeLimit.map(Runtime.describe) ?? "none")
        let thread = JSThread()
        let engine = JSEngine(thread: thread, hooks: hooks)
        let responder = RuntimeResponder(thread: thread, engine: engine, log: log)
        let context = ModuleContext(thread: thread, responder: responder, hooks: hooks, reloadTrigger: reloadTrigger)
        // The context is made on the JS thread (the engine's first call also sets JavaScriptCore
        // up for the process) while the modules are made here.
        let contextMade = Task {
            await engine.createContext(timeLimitSeconds: configuration.timeLimit.map(Runtime.seconds), readsImmediateValues: configuration.readsImmediateValues)
        }
        let registry: ModuleRegistry
        do {
            registry = try ModuleRegistry(configuration.moduleInstances(context, headlessTasks: headlessTasks))
        } catch {
            await contextMade.value
            await engine.releaseContextAndStop()
            throw error
        }
        for module in registry.modules {
            module.eventEmitter?.connect({ [responder] name, body in
                responder.send(.call(module: "RCTDeviceEventEmitter", method: "emit", arguments: [.string(name), body], reply: nil))
            }, report: { log(.error, $0) })
            for tracker in module.workTrackers {
                tracker.connect { count in count > 0 ? thread.beginWork(count) : thread.endWork(-count) }
            }
        }
        let generation = Generation(thread: thread, engine: engine, responder: responder, registry: registry)
        do {
            await contextMade.value
            try await engine.start(registry: registry, responder: responder, prelude: configuration.installsPrelude, process: configuration.process)
        } catch {
            await stop(generation, gracePeriod: configuration.shutdownGracePeriod)
            throw error
        }
        return generation
    }

    /// Tears a generation down: pending promises reject with `E_INVALIDATED`, deliveries stop,
    /// invalidation handlers run on their queues, the context is released, the thread stops.
    private static func stop(_ generation: Generation, gracePeriod: Duration) async {
        await generation.engine.tearDownBridge()
        for module in generation.registry.modules {
            module.eventEmitter?.connect(nil)
            for tracker in module.workTrackers { tracker.connect(nil) }
        }
        await generation.engine.runInvalidationHandlers(gracePeriod: gracePeriod)
        await generation.engine.releaseContextAndStop()
    }

    deinit {
        let s = store.withLock { $0 }
        if s.phase != .shutDown {
            let engine = s.generation.engine
            s.generation.thread.post { engine.assumeIsolated { $0.releaseContext() } }
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
        try await running().engine.evaluate(source, sourceURL: sourceURL)
    }

    /// Evaluates `source` as the runtime's bundle: like ``evaluate(_:sourceURL:)``, and
    /// ``reload()`` runs it again in the fresh context (the same as `load(.string(source,
    /// sourceURL:))`).
    @discardableResult
    public func load(_ source: String, sourceURL: String) async throws -> BridgeValue {
        try await load(.string(source, sourceURL: sourceURL))
    }

    /// Returns once nothing is pending: no queued work, no timers, no native calls in flight.
    /// A reload in progress is waited for, and the new generation's work with it.
    public func waitUntilIdle() async {
        while true {
            let s = store.withLock { ($0.phase, $0.generation.thread) }
            if s.0 == .reloading {
                try? await Task.sleep(for: .milliseconds(1))
                continue
            }
            await s.1.waitUntilIdle()
            let after = store.withLock { ($0.phase, $0.generation.thread) }
            if after.0 == .reloading || after.1 !== s.1 { continue }
            return
        }
    }

    /// Emits `event` with `body` to JS listeners (`DeviceEventEmitter`, `NativeEventEmitter`).
    /// Events emitted together reach JS in one batch, in order. Dropped once shut down.
    public func emit(_ event: String, body: BridgeValue = .null) {
        current.responder.send(.call(module: "RCTDeviceEventEmitter", method: "emit", arguments: [.string(event), body], reply: nil))
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

    /// Tears the current context down and starts again: a fresh context with fresh module
    /// instances, then the bundle given to ``load(_:sourceURL:)`` runs again. Pending JS promises
    /// of the old context reject with `E_INVALIDATED` and each old module's invalidation handler
    /// runs first, as at ``shutdown()``. Calls made while the reload runs throw `E_NOT_RUNNING`.
    /// JS can ask for a reload with `NativeModules.DevSettings.reload()`.
    public func reload() async throws {
        guard let old = try beginReload(requestedByJS: false) else { return }
        try await completeReload(old)
    }

    /// Marks the runtime as reloading (at once, so nobody sees it idle in between) and returns
    /// the generation to tear down. A reload JS asks for while one is under way is remembered
    /// and done next (nil is returned).
    private func beginReload(requestedByJS: Bool) throws -> Generation? {
        try store.withLock { s in
            switch s.phase {
            case .running:
                s.phase = .reloading
                observers.publish(.reloading)
                return s.generation
            case .reloading where requestedByJS:
                s.reloadRequested = true
                return nil
            case .reloading:
                throw BridgeError(.notRunning, "cannot reload: the runtime is already reloading")
            case .shuttingDown, .shutDown:
                throw BridgeError(.notRunning, "cannot reload: the runtime is shut down")
            }
        }
    }

    private func completeReload(_ first: Generation) async throws {
        var old = first
        while true {
            await Runtime.stop(old, gracePeriod: configuration.shutdownGracePeriod)
            let fresh: Generation
            do {
                fresh = try await Runtime.start(
                    configuration, reloadTrigger: reloadTrigger, headlessTasks: headlessTasks, fatalErrors: fatalErrors)
            } catch {
                store.withLock { $0.phase = .shutDown }
                finishReloadWithoutBundle(error)
                throw error
            }
            // The fresh generation is published (its modules reach the runtime through it) but
            // the runtime stays `.reloading` until the bundle has run: nobody may see the new,
            // still empty context idle.
            let (bundle, roots) = store.withLock { s in
                s.generation = fresh
                if let bundle = s.bundle { s.bundleStatus = .loading(bundle.sourceURL) }
                return (s.bundle, s.roots)
            }
            var failure: (any Error)?
            if let bundle {
                do {
                    _ = try await fresh.engine.evaluate(try await bundle.text(), sourceURL: bundle.sourceURL)
                    // The apps that ran before run again, with their properties (as React
                    // Native's root views do after a reload).
                    for (rootTag, root) in roots.sorted(by: { $0.key < $1.key }) {
                        _ = try await Runtime.callJSModule(fresh, "AppRegistry", "runApplication", Runtime.appParameters(root.appKey, rootTag, root.properties))
                    }
                } catch {
                    failure = error
                }
            }
            let again = store.withLock { s in
                if s.reloadRequested {
                    s.reloadRequested = false
                    return true
                }
                s.phase = .running
                return false
            }
            if !again {
                if let bundle { finishLoading(bundle.sourceURL, failure) } else { finishReloadWithoutBundle(nil) }
            }
            if again {
                old = fresh
                continue
            }
            if let failure { throw failure }
            return
        }
    }

    /// Tears the runtime down: pending JS promises reject with `E_INVALIDATED` (JS sees it before
    /// the context goes), later native results are dropped, each module's invalidation handler
    /// runs on its own queue, then the context is released and the thread stops. Calls after this
    /// throw `E_NOT_RUNNING`. Calling it twice is harmless.
    public func shutdown() async {
        while true {
            let next: (proceed: Bool, wait: Bool, generation: Generation) = store.withLock { s in
                switch s.phase {
                case .running:
                    s.phase = .shuttingDown
                    return (true, false, s.generation)
                case .reloading: return (false, true, s.generation)
                case .shuttingDown, .shutDown: return (false, false, s.generation)
                }
            }
            if next.wait {
                try? await Task.sleep(for: .milliseconds(1))
                continue
            }
            guard next.proceed else { return }
            await Runtime.stop(next.generation, gracePeriod: configuration.shutdownGracePeriod)
            settleBundle({ $0.phase = .shutDown }, outcome: .failure(BridgeError(.notRunning, "the runtime was shut down")))
            return
        }
    }
}

/// Loads in the order they were asked for: a ticket each, served one at a time.
struct LoadTurns {
    /// Tickets handed out.
    var issued = 0
    /// The ticket whose load runs now (`issued` when none does).
    var serving = 0
    /// The source URLs of loads not yet started, by ticket.
    var waiting: [Int: String] = [:]
    /// Loads suspended until their turn, by ticket.
    var sleepers: [Int: CheckedContinuation<Void, Never>] = [:]

    mutating func issue(_ sourceURL: String) -> Int {
        defer { issued += 1 }
        waiting[issued] = sourceURL
        return issued
    }
}

/// Resumes one waiter once ``finish()`` is called, whether it was called before or after the wait
/// began (teardown's end: all modules done, or the grace period over).
private final class TeardownWait: Sendable {
    private let state = Locked<(finished: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    func finish() {
        state.withLock { s -> CheckedContinuation<Void, Never>? in
            s.finished = true
            defer { s.waiter = nil }
            return s.waiter
        }?.resume()
    }

    func wait() async {
        await withCheckedContinuation { c in
            let now = state.withLock { s in
                if !s.finished { s.waiter = c }
                return s.finished
            }
            if now { c.resume() }
        }
    }
}

/// Lets a module ask its runtime to reload (set once the runtime exists).
/// Tells the runtime of a fatal JS error (set once the runtime exists).
final class FatalErrorSink: Sendable {
    private let action = Locked<(@Sendable (UncaughtJSError) -> Void)?>(nil)
    func set(_ f: @escaping @Sendable (UncaughtJSError) -> Void) { action.withLock { $0 = f } }
    func fire(_ error: UncaughtJSError) { action.withLock { $0 }?(error) }
}

final class ReloadTrigger: Sendable {
    private let action = Locked<(@Sendable () -> Void)?>(nil)
    func set(_ f: @escaping @Sendable () -> Void) { action.withLock { $0 = f } }
    func fire() { action.withLock { $0 }?() }
}

extension JSEngine {
    /// Installs the bridge and (unless switched off) the prelude in the context ``createContext``
    /// made.
    func start(registry: ModuleRegistry, responder: RuntimeResponder, prelude: Bool, process: ProcessInfoForJS?) throws {
        installBridge(registry: registry, responder: responder)
        if prelude { try installPrelude(process: process) } else { installModuleConfig() }
    }

    func tearDownBridge() {
        guard context != nil else { return }
        bridge.retiring = true
        invalidatePendingCalls()
        bridge.responder?.disconnect()
    }

    /// Runs every module's invalidation handler on the module's queue, all at once (each after the
    /// calls queued before it, as React Native's `RCTCxxBridge` invalidates modules on their method
    /// queues), and returns when all have finished or `gracePeriod` has passed. A module that did
    /// not finish in time is named in the log; its queue is closed all the same. A module with no
    /// handler is not waited for: nothing of it needs to run before the context goes (a call of
    /// it still running finishes on its own, and its result is dropped).
    func runInvalidationHandlers(gracePeriod: Duration) async {
        guard let all = bridge.moduleQueues else { return }
        let queues = all.modules
        let handlers = bridge.registry.modules.map(\.invalidationHandler)
        let unfinished = Locked(Set(queues.indices.filter { handlers[$0] != nil }))
        let ending = TeardownWait()
        let timer = Task {
            try? await Task.sleep(for: gracePeriod)
            ending.finish()
        }
        if unfinished.withLock({ $0.isEmpty }) { ending.finish() }
        for (index, queue) in queues.enumerated() {
            guard let handler = handlers[index] else { continue }
            queue.submitSync {
                handler()
                if unfinished.withLock({ $0.remove(index); return $0.isEmpty }) { ending.finish() }
            }
        }
        await ending.wait()
        timer.cancel()
        let late = unfinished.withLock { $0 }.sorted().map { queues[$0].moduleName }
        if !late.isEmpty {
            hooks.log(.error, "teardown went on after \(Runtime.describe(gracePeriod)): \(late.count == 1 ? "module" : "modules") \(late.joined(separator: ", ")) did not finish \(late.count == 1 ? "its" : "their") queued calls and invalidation")
        }
        all.close()
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
        try await running().engine.withAccess(body)
    }
}
