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

/// The native half of React Native's bridge protocol: state kept on the JS thread.
struct BridgeState {
    struct PendingCall {
        let method: MethodDefinition
        let rejectID: Int?
    }

    var registry = try! ModuleRegistry([])
    var moduleQueues: ModuleQueues?
    /// The `console.error` of the native console, to tell whether JS replaced it.
    var nativeConsoleError: JSObjectRef?
    var responder: RuntimeResponder?
    /// Where a call's failure that no callback carries goes (made once, not per call).
    var reportUnanswered: (@Sendable (BridgeError) -> Void)?
    /// Ends a call counted as work in flight (made once, not per call).
    var endTrackedWork: (@Sendable () -> Void)?
    /// Calls whose callbacks JS still waits for, by call ID.
    var pending: [Int: PendingCall] = [:]

    var functionPrototype: JSObjectRef?
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
    /// How many non-empty call queues native code has processed (each is one JS→native batch).
    var batchesProcessed = 0
    /// Strings used as call arguments over and over (module and method names), kept alive.
    var cachedStrings: [String: JSValueRef] = [:]
    /// Whether a broken `__fbBatchedBridge` was reported (once per context).
    var reportedBrokenBridge = false
    /// Set when teardown begins: the `E_INVALIDATED` rejections teardown itself causes are
    /// expected, and not reported as unhandled.
    var retiring = false

    mutating func forgetJSObjects() {
        functionPrototype = nil
        nativeConsoleError = nil
        batchedBridge = nil
        flushedQueue = nil
        invokeCallback = nil
        invokeCallbacks = nil
        callFunction = nil
        callFunctionWithResult = nil
        getCallableModule = nil
        signalsQueue = false
        reportedBrokenBridge = false
        cachedStrings.removeAll()
    }
}

extension JSEngine {
    // MARK: Installing

    /// Installs the module configuration and the native hooks (`nativeFlushQueueImmediate`,
    /// `nativeCallSyncHook`, `nativeLoggingHook`, `nativePerformanceNow`) before any bundle runs.
    func installBridge(registry: ModuleRegistry, responder: RuntimeResponder) {
        guard let ctx = context else { return }
        bridge.registry = registry
        bridge.responder = responder
        let thread = self.thread
        bridge.reportUnanswered = { error in responder.reportToConsole(error.message) }
        bridge.endTrackedWork = { thread.endWork() }
        // Inline while the JS thread processes a batch; posted from anywhere else.
        bridge.moduleQueues = ModuleQueues(registry: registry) { work in
            if thread.isCurrent { work() } else { thread.post(work) }
        }
        if let function = object(try? global("Function")), let fp = object(property(function, "prototype")) {
            protect(fp)
            bridge.functionPrototype = fp
        }

        installFunction("nativeFlushQueueImmediate") { engine, call in
            if let queue = call[0] { engine.processQueue(queue) }
            return nil
        }
        installFunction("nativeCallSyncHook") { engine, call in
            try engine.callSync(call)
        }
        installFunction("nativeLoggingHook") { engine, call in
            let level = engine.number(call[1]).flatMap { LogLevel(rawValue: SafeNumbers.int($0)) } ?? .info
            // The message is a string from any JS half we know; anything else is described.
            let message = call[0].map { JSValueIsString(engine.context, $0) ? engine.string($0) : engine.inspect($0, top: true) } ?? ""
            engine.hooks.log(level, message)
            return nil
        }
        // A plain engine callback: reading the clock needs nothing of the engine actor.
        let name = JSStrings.make("nativePerformanceNow")
        defer { JSStringRelease(name) }
        setGlobal("nativePerformanceNow", JSObjectMakeFunctionWithCallback(ctx, name, performanceNowCallback))
        installConsole()
        installModuleLookup(registry: registry)
        let onRejection = makeFunction("unhandledRejection") { engine, call in
            guard let reason = call[1] else { return nil }
            if engine.bridge.retiring, engine.exceptionFields(reason).code == BridgeError.Code.invalidated.rawValue {
                return nil
            }
            engine.reportUncaught(.unhandledRejection, reason)
            return nil
        }
        if let onRejection { JSGlobalContextSetUnhandledRejectionCallback(ctx, onRejection, nil) }
    }

    /// Sets React Native's `__fbBatchedBridgeConfig` with the whole `remoteModuleConfig`, for a
    /// JS half the bundle brings (without the prelude, which makes it when first read).
    func installModuleConfig() {
        guard let ctx = context, let config = JSObjectMake(ctx, nil, nil) else { return }
        let registry = bridge.registry
        setGlobal("__fbBatchedBridgeConfig", config)
        setProperty(config, "remoteModuleConfig", (try? jsValue(registry.remoteModuleConfig)) ?? JSValueMakeNull(ctx))
    }

    /// Looks up `__fbBatchedBridge` and its entry points: again after each script runs (`force`;
    /// the script may bring its own), otherwise only until found. A global or entry point that
    /// throws when read is reported to the host once and treated as missing.
    @discardableResult
    func resolveBatchedBridge(force: Bool = false) -> Bool {
        if !force, bridge.batchedBridge != nil { return true }
        let found: JSValueRef
        do { found = try global("__fbBatchedBridge") } catch {
            reportBrokenBridge("reading __fbBatchedBridge threw \(error)")
            return bridge.batchedBridge != nil
        }
        guard let bb = object(found) else {
            // Gone after it was found: what JS queued would be stranded. Keep the one found.
            if bridge.batchedBridge != nil, force {
                reportBrokenBridge("__fbBatchedBridge was removed or replaced by a non-object; native code keeps using the one it found")
            }
            return bridge.batchedBridge != nil
        }
        if bb == bridge.batchedBridge { return true }
        protect(bb)
        bridge.batchedBridge = bb
        func entry(_ name: String) -> JSObjectRef? {
            let value: JSValueRef
            do { value = try checkedProperty(bb, name) } catch {
                reportBrokenBridge("reading __fbBatchedBridge.\(name) threw \(error)")
                return nil
            }
            guard let f = function(value) else { return nil }
            protect(f)
            return f
        }
        bridge.flushedQueue = entry("flushedQueue")
        bridge.invokeCallback = entry("invokeCallbackAndReturnFlushedQueue")
        bridge.invokeCallbacks = entry("invokeCallbacksAndReturnFlushedQueue")
        bridge.callFunction = entry("callFunctionReturnFlushedQueue")
        // React Native's native side only ever calls callFunctionReturnFlushedQueue; 0.63's JS half
        // still has callFunctionReturnResultAndFlushedQueue, as an empty deprecated stub
        // (Libraries/BatchedBridge/MessageQueue.js). The variant with a result is used only when
        // the JS half says it implements it.
        let returnsResults = (try? checkedProperty(bb, "__returnsResults")).map { JSValueIsStrictEqual(context, $0, JSValueMakeBoolean(context, true)) } ?? false
        bridge.callFunctionWithResult = returnsResults ? entry("callFunctionReturnResultAndFlushedQueue") : nil
        bridge.getCallableModule = entry("getCallableModule")
        bridge.signalsQueue = (try? checkedProperty(bb, "__signalsQueue")).map { JSValueToBoolean(context, $0) } ?? false
        bridge.queueHasCalls = true
        forgetCallables()
        return true
    }

    /// Tells the host, once per context, that the JS half's bridge object cannot be used as found.
    func reportBrokenBridge(_ message: String) {
        guard !bridge.reportedBrokenBridge else { return }
        bridge.reportedBrokenBridge = true
        hooks.log(.error, "bridge: \(message)")
    }

    // MARK: Helpers

    /// The elements of an array JS handed over (`length` and each index read once, checked),
    /// kept alive in `holder` (a fresh array of the engine's, which the caller must keep reachable
    /// or protected while later reads run JS); nil if `value` is not an array or reading it threw.
    func elements(_ value: JSValueRef) -> (values: [JSValueRef], holder: JSObjectRef)? {
        guard JSValueIsArray(context, value), let intrinsics,
            let answer = (try? checkedCall(intrinsics.readArray, value)), let read = IntrinsicRead(answer, in: self)
        else { return nil }
        switch read.status {
        case .entries: return ((0..<read.count).map { read[$0] }, read.array)
        // An array of 64 numbers or more comes back packed.
        case .numbers: return float64Elements(read[0]).map { numbers in (numbers.map { JSValueMakeNumber(context, $0) }, read.array) }
        default: return nil
        }
    }

    /// A non-negative integer ID, or nil for anything else (NaN, negative, fractional, huge, not a number).
    func index(_ value: JSValueRef) -> Int? {
        if let immediate = immediates.value(value) {
            guard case .number(let d) = immediate else { return nil }
            return Self.index(d)
        }
        guard JSValueIsNumber(context, value) else { return nil }
        return Self.index(JSValueToNumber(context, value, nil))
    }

    /// `d` as a non-negative integer ID up to `Int32.max`, or nil.
    static func index(_ d: Double) -> Int? {
        guard d >= 0, d <= Double(Int32.max), d.rounded(.towardZero) == d else { return nil }
        return Int(d)
    }

    /// The numbers of a `Float64Array` that starts its buffer (as `slice` makes), copied out so
    /// later engine calls cannot move them; nil for anything else.
    func float64Elements(_ value: JSValueRef) -> [Double]? {
        guard JSValueGetTypedArrayType(context, value, nil) == kJSTypedArrayTypeFloat64Array,
            let object = object(value), JSObjectGetTypedArrayByteOffset(context, object, nil) == 0
        else { return nil }
        let count = JSObjectGetTypedArrayLength(context, object, nil)
        guard count > 0 else { return [] }
        guard let bytes = JSObjectGetTypedArrayBytesPtr(context, object, nil) else { return nil }
        return Array(UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: Double.self), count: count))
    }

    func cachedString(_ s: String) -> JSValueRef {
        if let v = bridge.cachedStrings[s] { return v }
        let v = makeString(s)
        if bridge.cachedStrings.count < 256 {
            protect(v)
            bridge.cachedStrings[s] = v
        }
        return v
    }
}

/// `nativePerformanceNow()`: milliseconds on the monotonic clock, with sub-millisecond precision.
private let performanceNowCallback: JSObjectCallAsFunctionCallback = { ctx, _, _, _, _, _ in
    JSValueMakeNumber(ctx, MonotonicClock.milliseconds())
}
