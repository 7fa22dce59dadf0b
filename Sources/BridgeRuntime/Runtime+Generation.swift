import BridgeCore
import Logging

/// The runtime's state machine: its generations (a thread, a bridge with its engine and context,
/// fresh module instances), made at the start and each reload and ended at each reload and the
/// shutdown, and the state every change goes through (under ``Runtime/store``'s lock). How the
/// phases change is in Runtime+Lifecycle.swift and Runtime+Loading.swift.
extension Runtime {
    /// One life of the runtime: a thread, a context, module instances. A reload replaces it.
    struct Generation: Sendable {
        let thread: JSThread
        let bridge: NativeBridge
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
        /// Waiting for the reload under way to end.
        var reloadWaiters: [CheckedContinuation<Void, Never>] = []

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

    /// Makes a generation: a thread, an engine with its context, fresh module instances.
    static func start(
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
            timeLimitDescription: configuration.timeLimit.map(Runtime.describe) ?? "none",
            reportsBundleErrorsAsUncaught: configuration.reportsBundleErrorsAsUncaught)
        // On the thread a runtime that shut down ran on, when one was kept with its engine group.
        let thread = JSThread(pollBeforeSleeping: configuration.pollBeforeSleeping, host: PreparedEngine.shared.takeHost())
        let bridge = NativeBridge(thread: thread, hooks: hooks)
        let responder = RuntimeResponder(thread: thread, bridge: bridge, log: log)
        let context = ModuleContext(thread: thread, responder: responder, hooks: hooks, reloadTrigger: reloadTrigger)
        // The context is made on the JS thread (the engine's first call also sets JavaScriptCore
        // up for the process) while the modules are made here.
        let contextMade = Task {
            await bridge.createContext(timeLimitSeconds: configuration.timeLimit.map(Runtime.seconds), readsImmediateValues: configuration.readsImmediateValues)
        }
        let registry: ModuleRegistry
        do {
            registry = try ModuleRegistry(configuration.moduleInstances(context, headlessTasks: headlessTasks))
            StartupTrace.mark("modules")
        } catch {
            await contextMade.value
            await bridge.releaseContextAndStop()
            throw error
        }
        for module in registry.modules {
            module.eventEmitter?.connect({ [responder] name, body in responder.emit(name, body: body) }, report: { log(.error, $0) })
            for tracker in module.workTrackers {
                tracker.connect { count in count > 0 ? thread.beginWork(count) : thread.endWork(-count) }
            }
        }
        let generation = Generation(thread: thread, bridge: bridge, responder: responder, registry: registry)
        do {
            await contextMade.value
            try await bridge.start(registry: registry, responder: responder, prelude: configuration.installsPrelude, process: configuration.process, parts: configuration.jsParts)
        } catch {
            await stop(generation, gracePeriod: configuration.shutdownGracePeriod)
            throw error
        }
        return generation
    }

    /// Tears a generation down: pending promises reject with `E_INVALIDATED`, deliveries stop,
    /// invalidation handlers run on their queues, the context is released, the thread stops.
    static func stop(_ generation: Generation, gracePeriod: Duration) async {
        await generation.bridge.tearDownBridge()
        for module in generation.registry.modules {
            module.eventEmitter?.connect(nil)
            for tracker in module.workTrackers { tracker.connect(nil) }
        }
        await generation.bridge.runInvalidationHandlers(gracePeriod: gracePeriod)
        await generation.bridge.releaseContextAndStop()
        // Until what JS held is let go (JSEngine+Recycling).
        await generation.thread.waitUntilFinished()
    }
}
