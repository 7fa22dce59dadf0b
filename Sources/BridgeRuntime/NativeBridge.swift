import BridgeCore
import CJavaScriptCore

/// A callable JS module method, resolved: its module object (the call's `this`) and function,
/// both protected while they are in ``BridgeState/callables``.
// @unchecked: engine handles, only ever passed to engine calls on the JS thread (a
// ``JSModuleFunction`` holding one checks it is there before each call).
struct CallableTarget: @unchecked Sendable {
    let module: JSObjectRef
    let function: JSObjectRef
    /// ``BridgeState/callablesEpoch`` when it was resolved.
    let epoch: Int
}

/// The bridge's native half: React Native's protocol on top of the engine layer (``JSEngine``).
/// It decodes JS's call queue and dispatches each call to its module, keeps the calls in flight,
/// resolves callable JS modules, and delivers results, events and calls into JS. An actor whose
/// executor is its runtime's ``JSThread``: every method runs on that thread, and so does every
/// use of the engine it owns.
actor NativeBridge {
    nonisolated let thread: JSThread
    nonisolated var unownedExecutor: UnownedSerialExecutor { thread.asUnownedSerialExecutor() }
    nonisolated let hooks: EngineHooks
    /// The engine, used only from this actor's isolation.
    let engine: JSEngine
    /// What the native half keeps between calls.
    var state = BridgeState()

    init(thread: JSThread, hooks: EngineHooks) {
        self.thread = thread
        self.hooks = hooks
        self.engine = JSEngine(thread: thread, hooks: hooks)
    }

    /// Creates the engine's context. Call once, before anything else.
    func createContext(timeLimitSeconds: Double?, readsImmediateValues: Bool) {
        engine.createContext(timeLimitSeconds: timeLimitSeconds, readsImmediateValues: readsImmediateValues)
    }

    /// Forgets what the native half holds of the context, then releases it. Later calls throw
    /// `E_NOT_RUNNING`.
    func releaseContext() {
        guard engine.context != nil else { return }
        forgetCallables()
        state.forgetJSObjects()
        engine.releaseContext()
    }

    // MARK: Host functions of the native half

    /// A JS function whose calls run `body` in this actor's isolation (on the JS thread, inside
    /// the engine callback); see ``JSEngine/makeFunction(_:jsName:direct:_:)``.
    func makeHostFunction(
        _ name: String, jsName: String? = nil, direct: HostFunction.FastPath? = nil,
        _ body: @escaping @Sendable (isolated NativeBridge, HostFunction.Call) throws -> JSValueRef?
    ) -> JSObjectRef? {
        let run = Self.unisolated(body)
        // Unretained: the bridge owns the engine, whose context (and so this function) it
        // releases before it goes.
        let bridge = Unmanaged.passUnretained(self)
        return engine.makeFunction(name, jsName: jsName, direct: direct) { _, call in try run(bridge.takeUnretainedValue(), call) }
    }

    /// Sets `globalThis[name]` to a host function of the native half.
    func installHostFunction(_ name: String, _ body: @escaping @Sendable (isolated NativeBridge, HostFunction.Call) throws -> JSValueRef?) {
        if let function = makeHostFunction(name, body) { engine.setGlobal(name, function) }
    }
}

/// The native half's state between calls: modules, calls in flight, the JS half's entry points.
struct BridgeState {
    struct PendingCall {
        /// Unretained: ``registry`` holds every method for as long as this state (and its
        /// pending calls) lives; a bridge is started with one registry, once. A reference each
        /// would count on the method at every call, beside the queue running its body.
        private let unretainedMethod: Unmanaged<MethodDefinition>
        let rejectID: Int?

        init(method: MethodDefinition, rejectID: Int?) {
            unretainedMethod = .passUnretained(method)
            self.rejectID = rejectID
        }

        var method: MethodDefinition { unretainedMethod.takeUnretainedValue() }
    }

    var registry = try! ModuleRegistry([])
    var moduleQueues: ModuleQueues?
    /// The modules that hear when a batch is complete (their index and handler), found once.
    var batchCompletions: [(module: Int, handler: @Sendable () -> Void)] = []
    /// The `console.error` of the native console, to tell whether JS replaced it.
    var nativeConsoleError: JSObjectRef?
    var responder: RuntimeResponder?
    /// Where a call's failure that no callback carries goes (made once, not per call).
    var reportUnanswered: (@Sendable (BridgeError) -> Void)?
    /// Ends a call counted as work in flight (made once, not per call).
    var endTrackedWork: (@Sendable () -> Void)?
    /// Calls whose callbacks JS still waits for, by call ID.
    var pending = PendingCalls()

    /// While the prelude waits to be made (when a script first uses one of its globals, or
    /// native code needs its bridge): the intrinsic `standIn`'s `makeNow` and `standing`.
    var pendingPrelude: (makeNow: JSObjectRef, standing: JSObjectRef)?
    /// The `makeNow` of the prelude's timers (`bridge-prelude-timers.js`), until they are made.
    var pendingTimers: JSObjectRef?
    /// What the timers' file made, which `bridge-prelude.js` uses.
    var timersPart: JSObjectRef?
    /// What `bridge-prelude-base.js` made, which the timers, the bridge and node's part take.
    var preludeBase: JSObjectRef?
    /// What `bridge-prelude-node.js` made (`process`, node's `events`).
    var preludeNode: JSObjectRef?
    /// The hooks the prelude's files run with (``NativeHook``), once the first is made.
    var preludeHooks: JSObjectRef?
    /// The hooks in ``preludeHooks`` so far.
    var preludeHooksMade: Set<NativeHook> = []
    /// When the runtime started, on `nativePerformanceNow`'s clock: `performance.now()`'s zero.
    var startTime = 0.0
    /// `nativeRequireModuleConfig` as native code made it, for the prelude made later.
    var requireModuleConfig: JSObjectRef?

    var batchedBridge: JSObjectRef?
    var flushedQueue: JSObjectRef?
    var invokeCallback: JSObjectRef?
    var invokeCallbacks: JSObjectRef?
    var callFunction: JSObjectRef?
    var callFunctionWithResult: JSObjectRef?
    var getCallableModule: JSObjectRef?
    /// Whether the JS half calls its `queueReady` hook when its queue stops being empty (the
    /// prelude does); if not, native pulls the queue after every entry.
    var signalsQueue = false
    /// Set by the `queueReady` hook: there may be calls to pull.
    var queueHasCalls = true
    /// Callable JS module methods resolved once (module object, function), kept protected until
    /// the JS half says its callable modules changed.
    var callables: [String: [String: CallableTarget]] = [:]
    /// Changes whenever ``callables`` is emptied: a ``JSModuleFunction`` resolved before then
    /// looks its function up again.
    var callablesEpoch = 0
    /// Calls of the batch being processed that wait for callbacks (counted as work in flight
    /// when the batch is done).
    var pendingInBatch = 0
    /// Promise calls gathered for their queues while a batch is read (``NativeBridge/answeredWithoutPromise(_:moduleID:methodID:_:_:)``).
    var answerGroups: [NativeBridge.AnswerGroup] = []
    /// The words of the last binary call batch, for the next one's (``NativeBridge/processQueue(_:)``).
    var spareQueueWords: [Double] = []
    /// The words of the last delivery's callback results, emptied, for the next one's.
    var spareCallbackWords: [Double] = []

    /// Whether a batch's storage (call words, result words, the outbox's messages) is kept for
    /// the next batch: while batches fill a quarter of it, so a run of large batches reuses one
    /// storage instead of mapping fresh pages each time, and a small batch lets a grown one go.
    static func keepsStorage(used: Int, capacity: Int) -> Bool { used >= capacity / 4 }
    /// How many non-empty call queues native code has processed (each is one JS→native batch).
    var batchesProcessed = 0
    /// Whether a broken `__fbBatchedBridge` was reported (once per context).
    var reportedBrokenBridge = false
    /// Set when teardown begins: the `E_INVALIDATED` rejections teardown itself causes are
    /// expected, and not reported as unhandled.
    var retiring = false
    /// The prelude's `loopEnded`, `exiting`, `exception` and `rejection`: node's 'beforeExit'
    /// and 'exit' of `process`, and its listeners for what nobody caught.
    var processLoopEnded: JSObjectRef?
    var processExiting: JSObjectRef?
    var processException: JSObjectRef?
    var processRejection: JSObjectRef?
    /// The prelude's `drainTicks` (`process.nextTick`'s callbacks), and whether any wait.
    var processDrainTicks: JSObjectRef?
    var ticksQueued = false
    /// Set once `process` emits 'exit': no JS timer fires after it.
    var exiting = false
    /// The prelude's `signal` (a signal `process` listens for arrived), and this runtime's hold
    /// on each signal its `process` listens for (under any of node's names for it).
    var processSignal: JSObjectRef?
    var signalsListened: [Int32: ProcessSignals.Listening] = [:]

    mutating func forgetJSObjects() {
        nativeConsoleError = nil
        processLoopEnded = nil
        processExiting = nil
        processException = nil
        processRejection = nil
        processDrainTicks = nil
        processSignal = nil
        pendingPrelude = nil
        pendingTimers = nil
        timersPart = nil
        preludeBase = nil
        preludeNode = nil
        preludeHooks = nil
        preludeHooksMade = []
        requireModuleConfig = nil
        batchedBridge = nil
        flushedQueue = nil
        invokeCallback = nil
        invokeCallbacks = nil
        callFunction = nil
        callFunctionWithResult = nil
        getCallableModule = nil
        signalsQueue = false
        reportedBrokenBridge = false
    }
}

extension NativeBridge {
    // MARK: Installing

    /// Installs the module configuration and the native hooks (`nativeFlushQueueImmediate`,
    /// `nativeCallSyncHook`, `nativeLoggingHook`, `nativePerformanceNow`) before any bundle runs.
    func installBridge(registry: ModuleRegistry, responder: RuntimeResponder) {
        guard let ctx = engine.context else { return }
        // Pending calls hold their methods unretained, through the registry (`PendingCall`).
        precondition(state.pending.isEmpty, "a bridge is started once, before any call")
        state.registry = registry
        state.batchCompletions = registry.modules.indices.compactMap { i in registry.modules[i].batchCompletionHandler.map { (i, $0) } }
        state.responder = responder
        let thread = self.thread
        state.reportUnanswered = { error in responder.reportToConsole(error.message) }
        state.endTrackedWork = { thread.endWork() }
        // Inline while the JS thread processes a batch; posted from anywhere else.
        state.moduleQueues = ModuleQueues(registry: registry) { work in
            if thread.isCurrent { work() } else { thread.post(work) }
        }

        installHostFunction("nativeFlushQueueImmediate") { bridge, call in
            if let queue = call[0] { bridge.processQueue(queue) }
            return nil
        }
        installHostFunction("nativeCallSyncHook") { bridge, call in
            try bridge.callSync(call)
        }
        installHostFunction("nativeLoggingHook") { bridge, call in
            let level = bridge.engine.number(call[1]).flatMap { LogLevel(rawValue: SafeNumbers.int($0)) } ?? .info
            // The message is a string from any JS half we know; anything else is described.
            let message = call[0].map { JSValueIsString(bridge.engine.context, $0) ? bridge.engine.string($0) : bridge.engine.inspect($0, top: true) } ?? ""
            bridge.hooks.log(level, message)
            return nil
        }
        // A plain engine callback: reading the clock needs nothing of the bridge or the engine.
        let name = JSStrings.make("nativePerformanceNow")
        defer { JSStringRelease(name) }
        engine.setGlobal("nativePerformanceNow", JSObjectMakeFunctionWithCallback(ctx, name, performanceNowCallback))
        installConsole()
        installModuleLookup(registry: registry)
        let onRejection = makeHostFunction("unhandledRejection") { bridge, call in
            guard let reason = call[1] else { return nil }
            if bridge.state.retiring, bridge.engine.exceptionFields(reason).code == BridgeError.Code.invalidated.rawValue {
                return nil
            }
            if bridge.processTakes(bridge.state.processRejection, [reason, call[0]]) { return nil }
            bridge.engine.reportUncaught(.unhandledRejection, reason)
            return nil
        }
        if let onRejection { JSGlobalContextSetUnhandledRejectionCallback(ctx, onRejection, nil) }
    }

    /// Sets React Native's `__fbBatchedBridgeConfig` with the whole `remoteModuleConfig`, for a
    /// JS half the bundle brings (without the prelude, which makes it when first read).
    func installModuleConfig() {
        guard let ctx = engine.context, let config = JSObjectMake(ctx, nil, nil) else { return }
        let registry = state.registry
        engine.setGlobal("__fbBatchedBridgeConfig", config)
        engine.setProperty(config, "remoteModuleConfig", (try? engine.jsValue(registry.remoteModuleConfig)) ?? JSValueMakeNull(ctx))
    }

    /// Looks up `__fbBatchedBridge` and its entry points: again after each script runs (`force`;
    /// the script may bring its own), otherwise only until found. A global or entry point that
    /// throws when read is reported to the host once and treated as missing.
    /// While the prelude waits to be made, the global stands in for it: `make` makes it (native
    /// code needs the bridge), otherwise nothing is found yet.
    @discardableResult
    func resolveBatchedBridge(force: Bool = false, make: Bool = true) -> Bool {
        if !force, state.batchedBridge != nil { return true }
        if let pending = state.pendingPrelude, standsIn("__fbBatchedBridge", pending.standing) {
            guard make, case .success? = try? engine.call(pending.makeNow, []) else { return state.batchedBridge != nil }
        }
        let found: JSValueRef
        do { found = try engine.global("__fbBatchedBridge") } catch {
            reportBrokenBridge("reading __fbBatchedBridge threw \(error)")
            return state.batchedBridge != nil
        }
        guard let bb = engine.object(found) else {
            // Gone after it was found: what JS queued would be stranded. Keep the one found.
            if state.batchedBridge != nil, force {
                reportBrokenBridge("__fbBatchedBridge was removed or replaced by a non-object; native code keeps using the one it found")
            }
            return state.batchedBridge != nil
        }
        if bb == state.batchedBridge { return true }
        engine.protect(bb)
        state.batchedBridge = bb
        func entry(_ name: String) -> JSObjectRef? {
            let value: JSValueRef
            do { value = try engine.checkedProperty(bb, name) } catch {
                reportBrokenBridge("reading __fbBatchedBridge.\(name) threw \(error)")
                return nil
            }
            guard let f = engine.function(value) else { return nil }
            engine.protect(f)
            return f
        }
        state.flushedQueue = entry("flushedQueue")
        state.invokeCallback = entry("invokeCallbackAndReturnFlushedQueue")
        state.invokeCallbacks = entry("invokeCallbacksAndReturnFlushedQueue")
        state.callFunction = entry("callFunctionReturnFlushedQueue")
        // React Native's native side only ever calls callFunctionReturnFlushedQueue; 0.63's JS half
        // still has callFunctionReturnResultAndFlushedQueue, as an empty deprecated stub
        // (Libraries/BatchedBridge/MessageQueue.js). The variant with a result is used only when
        // the JS half says it implements it.
        let returnsResults = (try? engine.checkedProperty(bb, "__returnsResults")).map { JSValueIsStrictEqual(engine.context, $0, JSValueMakeBoolean(engine.context, true)) } ?? false
        state.callFunctionWithResult = returnsResults ? entry("callFunctionReturnResultAndFlushedQueue") : nil
        state.getCallableModule = entry("getCallableModule")
        state.signalsQueue = (try? engine.checkedProperty(bb, "__signalsQueue")).map { JSValueToBoolean(engine.context, $0) } ?? false
        state.queueHasCalls = true
        forgetCallables()
        return true
    }

    /// Tells the host, once per context, that the JS half's bridge object cannot be used as found.
    func reportBrokenBridge(_ message: String) {
        guard !state.reportedBrokenBridge else { return }
        state.reportedBrokenBridge = true
        hooks.log(.error, "bridge: \(message)")
    }
}

/// `nativePerformanceNow()`: milliseconds on the monotonic clock, with sub-millisecond precision.
let performanceNowCallback: JSObjectCallAsFunctionCallback = { ctx, _, _, _, _, _ in
    JSValueMakeNumber(ctx, MonotonicClock.milliseconds())
}

extension NativeBridge {
    /// `assumeIsolated`, checked with the JS thread's own identity (one thread-local read)
    /// instead of asking the concurrency runtime for the current executor. Stops the process with
    /// a clear message when called off the JS thread.
    nonisolated func assumeOnJSThread<T: Sendable>(_ body: (isolated NativeBridge) throws -> T) rethrows -> T {
        thread.preconditionOnJSThread()
        // The same step the standard library's `assumeIsolated` takes once it has checked: the
        // actor runs on this thread's executor, so the body may run here as if isolated.
        return try withoutActuallyEscaping(body) { (body: @escaping (isolated NativeBridge) throws -> T) throws -> T in
            try unsafeBitCast(body, to: ((NativeBridge) throws -> T).self)(self)
        }
    }

    /// `body` with the isolation taken out of its type, made once for a path that runs per call
    /// (``assumeOnJSThread(_:)`` allocates twice per call to make its closure escape). Call the
    /// result only on the JS thread, after ``JSThread/preconditionOnJSThread(file:line:)``.
    @inline(__always)
    nonisolated static func unisolated<A, R>(
        _ body: @escaping @Sendable (isolated NativeBridge, A) throws -> R
    ) -> @Sendable (NativeBridge, A) throws -> R {
        unsafeBitCast(body, to: (@Sendable (NativeBridge, A) throws -> R).self)
    }

    /// The same, for a body that does not throw.
    @inline(__always)
    nonisolated static func unisolated<A, R>(
        _ body: @escaping @Sendable (isolated NativeBridge, A) -> R
    ) -> @Sendable (NativeBridge, A) -> R {
        unsafeBitCast(body, to: (@Sendable (NativeBridge, A) -> R).self)
    }
}
