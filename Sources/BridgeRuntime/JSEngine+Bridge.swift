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

    // MARK: JS -> native

    /// Processes one queue `[moduleIDs, methodIDs, params, callID]`, or its binary form (a
    /// Float64Array of calls as the fifth element, or alone; see docs/protocol.md). Malformed parts are
    /// reported to the host's log and skipped; nothing JS sends here can crash the process.
    func processQueue(_ queue: JSValueRef) {
        if isNullish(queue) { return }
        // The batch's calls that wait for callbacks count as work in flight, all at once (only
        // this thread ends them, and not before the batch is done).
        defer {
            thread.beginWork(bridge.pendingInBatch)
            bridge.pendingInBatch = 0
        }
        if let words = float64Elements(queue) {
            processBinaryQueue(words, refs: [])
            return
        }
        guard let parts = elements(queue), parts.count >= 3 else {
            hooks.log(.error, "bridge: ignored a malformed call queue from JS (expected [moduleIDs, methodIDs, params, callID])")
            return
        }
        if parts.count >= 5, !isNullish(parts[4]) {
            guard let words = float64Elements(parts[4]), let refs = elements(parts[2]) else {
                hooks.log(.error, "bridge: ignored a malformed binary call queue from JS (expected a Float64Array starting its buffer, and params as an array)")
                return
            }
            processBinaryQueue(words, refs: refs)
            return
        }
        guard let moduleIDs = elements(parts[0]), let methodIDs = elements(parts[1]), let params = elements(parts[2]) else {
            hooks.log(.error, "bridge: ignored a malformed call queue from JS (expected [moduleIDs, methodIDs, params, callID])")
            return
        }
        let count = min(moduleIDs.count, methodIDs.count, params.count)
        if count > 0 { bridge.batchesProcessed += 1 }
        if count != moduleIDs.count || count != methodIDs.count || count != params.count {
            hooks.log(.error, "bridge: call queue arrays differ in length (\(moduleIDs.count), \(methodIDs.count), \(params.count)); extra entries ignored")
        }
        for i in 0..<count {
            guard let moduleID = index(moduleIDs[i]), let methodID = index(methodIDs[i]),
                let method = bridge.registry.method(moduleID: moduleID, methodID: methodID)
            else {
                hooks.log(.error, "bridge: ignored a call to unknown module \(describe(moduleIDs[i])) method \(describe(methodIDs[i]))")
                continue
            }
            guard let args = elements(params[i]) else {
                hooks.log(.error, "bridge: ignored a call to \(method.qualifiedName): its arguments are not an array")
                continue
            }
            dispatch(method, moduleID: moduleID, args: .values(args))
        }
    }

    /// Processes the binary form: per call `[moduleID, methodID, argumentCount]`, then a (tag,
    /// number) pair per argument, other values in `refs`. A call that does not fit ends the batch.
    private func processBinaryQueue(_ words: [Double], refs: [JSValueRef]) {
        if !words.isEmpty { bridge.batchesProcessed += 1 }
        var i = 0
        while i < words.count {
            // The argument count says where the next call starts: without it the rest is lost.
            guard words.count - i >= 3, let count = Self.index(words[i + 2]), count <= (words.count - i - 3) / 2 else {
                hooks.log(.error, "bridge: ignored the rest of a malformed binary call queue from JS (at word \(i))")
                return
            }
            let (moduleWord, methodWord) = (words[i], words[i + 1])
            let args = words[(i + 3)..<(i + 3 + 2 * count)]
            i += 3 + 2 * count
            guard let moduleID = Self.index(moduleWord), let methodID = Self.index(methodWord),
                let method = bridge.registry.method(moduleID: moduleID, methodID: methodID)
            else {
                hooks.log(.error, "bridge: ignored a call to unknown module \(moduleWord) method \(methodWord)")
                continue
            }
            dispatch(method, moduleID: moduleID, args: .binary(args, refs: refs))
        }
    }

    /// The arguments of one queued call (its values, then its callback IDs), in either form.
    private enum CallArguments {
        /// React Native's form: an engine value each.
        case values([JSValueRef])
        /// The binary form: (tag, number) pairs; values of tag 5 are in `refs`.
        case binary(ArraySlice<Double>, refs: [JSValueRef])

        var count: Int {
            switch self {
            case .values(let values): values.count
            case .binary(let words, _): words.count / 2
            }
        }
    }

    private func callbackID(_ args: CallArguments, at i: Int) -> Int? {
        switch args {
        case .values(let values): return index(values[i])
        case .binary(let words, _):
            let at = words.startIndex + 2 * i
            return words[at] == 0 ? Self.index(words[at + 1]) : nil
        }
    }

    private func value(_ args: CallArguments, at i: Int) throws(UnsendableValue) -> BridgeValue {
        switch args {
        case .values(let values): return try bridgeValue(values[i])
        case .binary(let words, let refs):
            let at = words.startIndex + 2 * i
            switch words[at] {
            case 0: return .number(words[at + 1])
            case 1: return .bool(false)
            case 2: return .bool(true)
            case 3: return .undefined
            case 4: return .null
            case 5:
                guard let k = Self.index(words[at + 1]), k < refs.count else { break }
                return try bridgeValue(refs[k])
            default: break
            }
            throw UnsendableValue(path: "", reason: "a malformed value in a binary call queue")
        }
    }

    private func dispatch(_ method: MethodDefinition, moduleID: Int, args: CallArguments) {
        guard let responder = bridge.responder else { return }
        let idCount = method.callbackIDCount
        let valueCount = args.count - idCount
        var callbackIDs: [Int] = []
        if idCount > 0 {
            guard valueCount >= 0 else {
                hooks.log(.error, "bridge: ignored a call to \(method.qualifiedName): it needs \(idCount) callback ID(s) at the end of its arguments")
                return
            }
            callbackIDs.reserveCapacity(idCount)
            for i in valueCount..<args.count {
                guard let id = callbackID(args, at: i), callbackIDs.isEmpty || id >> 1 == callbackIDs[0] >> 1 else {
                    hooks.log(.error, "bridge: ignored a call to \(method.qualifiedName): it needs \(idCount) callback ID(s) at the end of its arguments")
                    return
                }
                callbackIDs.append(id)
            }
        }
        let callID = callbackIDs.first.map { $0 >> 1 }
        if let callID, bridge.pending[callID] != nil {
            hooks.log(.error, "bridge: ignored a call to \(method.qualifiedName): call ID \(callID) is already in flight")
            return
        }

        var failure: BridgeError?
        var values: [BridgeValue] = []
        values.reserveCapacity(valueCount)
        for i in 0..<valueCount {
            do {
                values.append(try value(args, at: i))
            } catch {
                failure = invalidArgument(method, position: i, error)
                break
            }
        }

        var invocation = MethodInvocation(arguments: values)
        if method.kind == .promise {
            invocation.promise = BridgePromise(
                resolveID: callbackIDs[0], rejectID: callbackIDs[1], callID: callID!,
                methodName: method.qualifiedName, responder: responder)
        } else if !callbackIDs.isEmpty {
            invocation.callbacks = BridgeCallback.makeCallbacks(ids: callbackIDs, callID: callID!, responder: responder)
        }
        if let callID {
            bridge.pending[callID] = BridgeState.PendingCall(method: method, rejectID: method.kind == .promise ? callbackIDs[1] : nil)
            bridge.pendingInBatch += 1
        }
        if let failure {
            if let promise = invocation.promise {
                promise.reject(failure)
            } else {
                hooks.log(.error, failure.message)
            }
            return
        }

        let settlesItself = method.parameters.last?.role == .promise
        // A call without callbacks is still work in flight until its body has run.
        let tracked = callID == nil
        if tracked { thread.beginWork() }
        let thread = self.thread
        let promise = invocation.promise
        @Sendable func finish(_ result: Result<BridgeValue, any Error>) {
            switch result {
            case .success(let value):
                if let promise, !settlesItself { promise.resolve(value) }
            case .failure(let error):
                if let promise {
                    promise.reject(error)
                } else {
                    responder.report("\(method.qualifiedName) threw: \(BridgeError(wrapping: error).message)")
                }
            }
            if tracked { thread.endWork() }
        }
        let call = invocation
        if method.isSynchronous {
            bridge.moduleQueues[moduleID].submitSync {
                finish(Result { try method.invokeSync(call) })
            }
        } else {
            bridge.moduleQueues[moduleID].submit {
                do { finish(.success(try await method.invoke(call))) } catch { finish(.failure(error)) }
            }
        }
    }

    /// `nativeCallSyncHook(moduleID, methodID, args)`: bad input throws a `TypeError` at the call site.
    private func callSync(_ call: HostFunction.Call) throws -> JSValueRef? {
        guard let moduleID = call[0].flatMap(index), let methodID = call[1].flatMap(index),
            let method = bridge.registry.method(moduleID: moduleID, methodID: methodID)
        else {
            throw JSThrow.typeError("nativeCallSyncHook: unknown module \(describe(call[0])) method \(describe(call[1]))")
        }
        guard method.kind == .sync else {
            throw JSThrow.typeError("\(method.qualifiedName) is a \(method.kind.rawValue) method, not a synchronous one")
        }
        guard let args = call[2].flatMap(elements) else {
            throw JSThrow.typeError("\(method.qualifiedName): arguments must be an array")
        }
        return try runSync(method, args.map(Optional.some))
    }

    /// A host function that is the synchronous method itself (what the prelude installs in place
    /// of a wrapper around `nativeCallSyncHook`), or nil for anything but a sync method.
    func syncMethodFunction(moduleID: Int, methodID: Int) -> JSObjectRef? {
        guard let method = bridge.registry.method(moduleID: moduleID, methodID: methodID), method.kind == .sync else { return nil }
        return makeFunction(method.qualifiedName, direct: DirectSyncCall(method, immediates: immediates)) { engine, call in
            switch call.directResult {
            case .success(let value): return engine.jsValue(value)
            case .failure(let error): throw engine.syncFailure(error)
            case nil: return try engine.runSync(method, call.arguments)
            }
        }
    }

    /// Runs a synchronous method with JS arguments: a bad argument throws a `TypeError` with code
    /// `E_INVALID_ARGUMENT`; an error the method throws is thrown with its code.
    func runSync<Args: Collection<JSValueRef?>>(_ method: MethodDefinition, _ args: Args) throws -> JSValueRef? {
        // The arguments live in a temporary buffer for the call: no array is allocated.
        let result = try withUnsafeTemporaryAllocation(of: BridgeValue.self, capacity: args.count) { buffer in
            var made = 0
            defer { buffer.baseAddress?.deinitialize(count: made) }
            for (i, arg) in args.enumerated() {
                do throws(UnsendableValue) {
                    (buffer.baseAddress! + i).initialize(to: try bridgeValue(arg ?? JSValueMakeUndefined(context)))
                    made += 1
                } catch {
                    throw JSThrow.typeError(invalidArgument(method, position: i, error).message, code: BridgeError.Code.invalidArgument.rawValue)
                }
            }
            let values = UnsafeBufferPointer(start: buffer.baseAddress, count: made)
            do {
                // The body compiled for the method's types when it has one; a mismatch goes on to
                // the general path, which reports it.
                if let direct = method.directBody, made <= method.valueParameterCount {
                    do { return try direct(values) } catch is DirectArgumentMismatch {}
                }
                return try method.invokeSync(arguments: values)
            } catch {
                throw syncFailure(error)
            }
        }
        return jsValue(result)
    }

    /// What JS sees when a sync method fails: a `TypeError` for a bad argument, else an `Error`
    /// with the error's code.
    func syncFailure(_ error: any Error) -> JSThrow {
        if let error = error as? BridgeError, error.code == .invalidArgument {
            return JSThrow.typeError(error.message, code: error.code.rawValue)
        }
        let e = BridgeError(wrapping: error)
        return JSThrow(type: "Error", message: e.message, code: e.code.rawValue)
    }

    private func invalidArgument(_ method: MethodDefinition, position: Int, _ error: UnsendableValue) -> BridgeError {
        let params = method.parameters.filter { $0.role == .value }
        let name = position < params.count ? " (\(params[position].name))" : ""
        return BridgeError(.invalidArgument, "\(method.qualifiedName): argument \(position + 1)\(name) \(error.description)")
    }

    // MARK: Native -> JS

    /// Delivers a batch of messages from native code, then pulls the queue until it is empty.
    func deliver(_ batch: [RuntimeResponder.Message]) {
        guard context != nil else { return }
        runEntry { deliverLocked(batch) }
    }


    func deliverLocked(_ batch: [RuntimeResponder.Message]) {
        resolveBatchedBridge()
        // Consecutive callback results go to JS in one call when the JS half takes a batch.
        var callbacks: [(id: Int, arguments: [BridgeValue])] = []
        var ended = 0
        defer { thread.endWork(ended) }
        for message in batch {
            if case .callback(let id, let arguments) = message {
                guard bridge.pending.removeValue(forKey: id >> 1) != nil else {
                    hooks.log(.warn, "bridge: dropped a result for callback \(id): its call is no longer pending")
                    continue
                }
                ended += 1
                callbacks.append((id, arguments))
                continue
            }
            invokeCallbacks(callbacks)
            callbacks.removeAll()
            switch message {
            case .callback:
                break
            case .retire(let callID):
                if bridge.pending.removeValue(forKey: callID) != nil { ended += 1 }
            case .call(let module, let method, let arguments, let reply):
                let result = Result { try callJSModule(module, method, arguments) }
                if let reply {
                    reply(result)
                } else if case .failure(let error) = result {
                    // Nobody awaits this call (an event, a timer): the error is uncaught.
                    if let exception = error as? JSException {
                        hooks.uncaughtError(UncaughtJSError(kind: .exception, exception: exception))
                    } else {
                        hooks.log(.error, "\(module).\(method): \(error)")
                    }
                }
            }
        }
        invokeCallbacks(callbacks)
    }

    /// Invokes JS callbacks: all in one call through the JS half's
    /// `invokeCallbacksAndReturnFlushedQueue(ids, argumentLists)` when it has one (the prelude
    /// does), else one `invokeCallbackAndReturnFlushedQueue` each.
    func invokeCallbacks(_ callbacks: [(id: Int, arguments: [BridgeValue])]) {
        guard !callbacks.isEmpty else { return }
        if let batch = bridge.invokeCallbacks, callbacks.count > 1 {
            let ids = jsValue(.array(callbacks.map { .number(Double($0.id)) }))
            JSValueProtect(context, ids)
            defer { JSValueUnprotect(context, ids) }
            let lists = JSObjectMakeArray(context, 0, nil, nil)!
            for (i, callback) in callbacks.enumerated() {
                JSObjectSetPropertyAtIndex(context, lists, UInt32(i), jsValue(.array(callback.arguments)), nil)
            }
            enter(batch, [ids, lists])
            return
        }
        guard let invoke = bridge.invokeCallback else { return }
        for callback in callbacks {
            enter(invoke, [jsValue(.number(Double(callback.id))), jsValue(.array(callback.arguments))])
        }
    }

    /// Calls `method` of the callable JS module `module` and returns its result (`undefined`
    /// when the JS half has no `callFunctionReturnResultAndFlushedQueue`). Call inside an entry
    /// (``runEntry(_:)``), which pulls what the call left in the queue.
    func callJSModule(_ module: String, _ method: String, _ arguments: [BridgeValue]) throws -> BridgeValue {
        _ = try requireContext()
        guard resolveBatchedBridge() else {
            throw BridgeError(.notRunning, "cannot call \(module).\(method): the JS half of the bridge (__fbBatchedBridge) is not installed")
        }
        if let target = callable(module, method) {
            return try callDirect(target, arguments)
        }
        guard let entry = bridge.callFunctionWithResult ?? bridge.callFunction else {
            throw BridgeError(.notRunning, "cannot call \(module).\(method): the JS half of the bridge (__fbBatchedBridge) is not installed")
        }
        let withResult = entry == bridge.callFunctionWithResult
        let m = cachedString(module), f = cachedString(method)
        let args = jsValue(.array(arguments))
        switch try call(entry, this: bridge.batchedBridge, [m, f, args]) {
        case .failure(let exception):
            throw exception
        case .success(let value):
            var result = BridgeValue.undefined
            if withResult, let pair = elements(value), pair.count == 2 {
                result = (try? bridgeValue(pair[0])) ?? .undefined
                processQueue(pair[1])
            } else if !withResult {
                processQueue(value)
            }
            return result
        }
    }

    /// The function `method` of callable module `module`, resolved through the JS half's
    /// `getCallableModule` once and kept until the JS half reports a change; nil when the JS
    /// half does not say when that happens (it does not signal its queue) or has no such function.
    func callable(_ module: String, _ method: String) -> CallableTarget? {
        guard bridge.signalsQueue else { return nil }
        if let hit = bridge.callables[module]?[method] { return hit }
        guard let lookup = bridge.getCallableModule,
            case .success(let value)? = try? call(lookup, this: bridge.batchedBridge, [cachedString(module)]),
            let moduleObject = object(value), let fn = function(property(moduleObject, method))
        else { return nil }
        JSValueProtect(context, moduleObject)
        JSValueProtect(context, fn)
        let target = CallableTarget(module: moduleObject, function: fn, epoch: bridge.callablesEpoch)
        bridge.callables[module, default: [:]][method] = target
        return target
    }

    /// Drops the resolved callable functions (the JS half registered a callable module).
    func forgetCallables() {
        for (_, methods) in bridge.callables {
            for (_, entry) in methods {
                JSValueUnprotect(context, entry.module)
                JSValueUnprotect(context, entry.function)
            }
        }
        bridge.callables.removeAll()
        bridge.callablesEpoch += 1
    }

    /// Calls a resolved callable function directly; the caller's entry pulls the queue if JS
    /// made calls.
    func callDirect(_ target: CallableTarget, _ arguments: some Collection<BridgeValue>) throws -> BridgeValue {
        let ctx = try requireContext()
        // The arguments live on this thread's stack, which the collector scans; a buffer too big
        // for the stack is on the heap, so engine cells in it are protected while later ones are made.
        return try withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: arguments.count) { buffer in
            var kept: [JSValueRef] = []
            defer { for v in kept { JSValueUnprotect(ctx, v) } }
            let mayBeOnHeap = arguments.count > 16
            for (i, argument) in arguments.enumerated() {
                if let immediate = immediates.ref(argument) {
                    buffer[i] = immediate
                } else {
                    let v = jsValue(argument)
                    if mayBeOnHeap {
                        JSValueProtect(ctx, v)
                        kept.append(v)
                    }
                    buffer[i] = v
                }
            }
            var exception: JSValueRef?
            timeLimit.reset()
            let result = JSObjectCallAsFunction(ctx, target.function, target.module, buffer.count, buffer.baseAddress, &exception)
            if let exception { throw try jsException(exception) }
            guard let result else { return .undefined }
            return immediates.value(result) ?? (try? bridgeValue(result)) ?? .undefined
        }
    }

    /// Enters JS through `function`: an exception goes to the host's error handler; a returned
    /// queue is processed.
    func enter(_ function: JSObjectRef, _ arguments: [JSValueRef?]) {
        do {
            switch try call(function, this: bridge.batchedBridge, arguments) {
            case .success(let queue): processQueue(queue)
            case .failure(let exception): hooks.uncaughtError(UncaughtJSError(kind: .exception, exception: exception))
            }
        } catch {
            hooks.log(.error, "\(error)")
        }
    }

    /// Reports an uncaught JS value to the host.
    func reportUncaught(_ kind: UncaughtJSError.Kind, _ value: JSValueRef) {
        do {
            hooks.uncaughtError(UncaughtJSError(kind: kind, exception: try jsException(value)))
        } catch {
            hooks.log(.error, "\(error)")
        }
    }

    /// Rejects every pending promise with `E_INVALIDATED` (JS sees it before the context goes).
    func invalidatePendingCalls() {
        let pending = bridge.pending
        bridge.pending.removeAll()
        thread.endWork(pending.count)
        let rejections: [(id: Int, arguments: [BridgeValue])] = pending.sorted(by: { $0.key < $1.key }).compactMap { _, call in
            call.rejectID.map { id in
                let error = BridgeError(.invalidated, "\(call.method.qualifiedName): the runtime was torn down before the call finished")
                return (id, [error.jsErrorData])
            }
        }
        runEntry { invokeCallbacks(rejections) }
    }

    /// How many JS→native batches have been processed (for tests and benchmarks).
    var batchesProcessed: Int { bridge.batchesProcessed }

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
