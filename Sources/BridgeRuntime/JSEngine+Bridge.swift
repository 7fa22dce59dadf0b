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
    var moduleQueues: [ModuleQueue] = []
    var responder: RuntimeResponder?
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
    /// Whether the JS half calls `__bridgeQueueReady` when its queue stops being empty (the
    /// prelude does); if not, native pulls the queue after every entry.
    var signalsQueue = false
    /// Set by `__bridgeQueueReady`: there may be calls to pull.
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

    mutating func forgetJSObjects() {
        functionPrototype = nil
        batchedBridge = nil
        flushedQueue = nil
        invokeCallback = nil
        invokeCallbacks = nil
        callFunction = nil
        callFunctionWithResult = nil
        getCallableModule = nil
        signalsQueue = false
        cachedStrings.removeAll()
    }
}

extension JSEngine {
    // MARK: Installing

    /// Installs the module configuration and the native hooks (`nativeFlushQueueImmediate`,
    /// `nativeCallSyncHook`, `nativeLoggingHook`, `nativePerformanceNow`) before any bundle runs.
    func installBridge(registry: ModuleRegistry, responder: RuntimeResponder) {
        let ctx = context!
        bridge.registry = registry
        bridge.responder = responder
        let thread = self.thread
        bridge.moduleQueues = registry.modules.map { module in
            // Inline while the JS thread processes a batch; posted from anywhere else.
            ModuleQueue(moduleName: module.name, execution: module.execution) { work in
                if thread.isCurrent { work() } else { thread.post(work) }
            }
        }
        if let fp = object(property(object(global("Function"))!, "prototype")) {
            protect(fp)
            bridge.functionPrototype = fp
        }

        let config = JSObjectMake(ctx, nil, nil)!
        setGlobal("__fbBatchedBridgeConfig", config)
        setProperty(config, "remoteModuleConfig", jsValue(registry.remoteModuleConfig))

        installFunction("nativeFlushQueueImmediate") { engine, call in
            if let queue = call[0] { engine.processQueue(queue) }
            return nil
        }
        installFunction("nativeCallSyncHook") { engine, call in
            try engine.callSync(call)
        }
        installFunction("nativeLoggingHook") { engine, call in
            let level = call[1].map { LogLevel(rawValue: SafeNumbers.int(JSValueToNumber(engine.context, $0, nil))) ?? .info } ?? .info
            // The message is a string from any JS half we know; anything else is described.
            let message = call[0].map { JSValueIsString(engine.context, $0) ? engine.string($0) : engine.describe($0) } ?? ""
            engine.hooks.log(level, message)
            return nil
        }
        // A plain engine callback: reading the clock needs nothing of the engine actor.
        let name = JSStrings.make("nativePerformanceNow")
        defer { JSStringRelease(name) }
        setGlobal("nativePerformanceNow", JSObjectMakeFunctionWithCallback(ctx, name, performanceNowCallback))
        let onRejection = makeFunction("unhandledRejection") { engine, call in
            if let reason = call[1] { engine.reportUncaught(.unhandledRejection, reason) }
            return nil
        }
        JSGlobalContextSetUnhandledRejectionCallback(ctx, onRejection, nil)
    }

    /// Looks up `__fbBatchedBridge` and its entry points: again after each script runs (`force`;
    /// the script may bring its own), otherwise only until found.
    @discardableResult
    func resolveBatchedBridge(force: Bool = false) -> Bool {
        if !force, bridge.batchedBridge != nil { return true }
        guard let bb = object(global("__fbBatchedBridge")) else { return false }
        if bb == bridge.batchedBridge { return true }
        protect(bb)
        bridge.batchedBridge = bb
        func entry(_ name: String) -> JSObjectRef? {
            guard let f = function(property(bb, name)) else { return nil }
            protect(f)
            return f
        }
        bridge.flushedQueue = entry("flushedQueue")
        bridge.invokeCallback = entry("invokeCallbackAndReturnFlushedQueue")
        bridge.invokeCallbacks = entry("invokeCallbacksAndReturnFlushedQueue")
        bridge.callFunction = entry("callFunctionReturnFlushedQueue")
        bridge.callFunctionWithResult = entry("callFunctionReturnResultAndFlushedQueue")
        bridge.getCallableModule = entry("getCallableModule")
        bridge.signalsQueue = JSValueToBoolean(context, property(bb, "__signalsQueue"))
        bridge.queueHasCalls = true
        forgetCallables()
        return true
    }

    // MARK: Helpers

    /// The elements of a JS array, or nil if `value` is not one.
    func elements(_ value: JSValueRef) -> [JSValueRef]? {
        guard JSValueIsArray(context, value), let obj = object(value) else { return nil }
        let count = SafeNumbers.int(JSValueToNumber(context, property(obj, names.length), nil))
        guard count >= 0, count <= Self.maxArrayLength else { return nil }
        var result: [JSValueRef] = []
        result.reserveCapacity(min(count, 1 << 16))
        for i in 0..<count { result.append(JSObjectGetPropertyAtIndex(context, obj, UInt32(i), nil)!) }
        return result
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
    JSValueMakeNumber(ctx, Double(MonotonicClock.now()) / 1_000_000)
}
