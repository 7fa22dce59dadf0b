import BridgeCore
import CJavaScriptCore

/// Native → JS: delivering results and events, calling callable JS modules, and rejecting what
/// is pending at teardown. On the JS thread.
extension NativeBridge {
    /// Delivers a batch of messages from native code, then pulls the queue until it is empty.
    func deliver(_ batch: RuntimeResponder.Delivery) {
        guard engine.context != nil else { return }
        runEntry { deliverLocked(batch) }
    }

    /// Delivers a batch inside the entry that is running: its messages, then the answers the
    /// JS thread made (which no message followed).
    func deliverLocked(_ batch: RuntimeResponder.Delivery) {
        resolveBatchedBridge()
        // Consecutive callback results go to JS in one call when the JS half takes a batch.
        var callbacks = newCallbackBatch()
        var ended = 0
        defer {
            thread.endWork(ended)
            state.spareCallbackWords = callbacks.takeWords()
        }
        // The pending call `id` answers, which the answer retires; nil (reported) when it is not
        // pending.
        func retire(_ id: Int) -> BridgeState.PendingCall? {
            guard let call = state.pending.remove(MethodDefinition.CallbackID.callID(id)) else {
                // A result that raced teardown (its call was rejected with E_INVALIDATED) is
                // expected; any other means a callback was invoked twice.
                if !state.retiring { hooks.log(.warn, "bridge: dropped a result for callback \(id): its call is no longer pending") }
                return nil
            }
            ended += 1
            return call
        }
        for message in batch.messages {
            if case .callback(let id, let arguments) = message {
                guard let call = retire(id) else { continue }
                if let sendable = sendableResult(id, arguments, call) { callbacks.append(sendable.id, sendable.arguments) }
                continue
            }
            if case .answer(let id, let value, let pending) = message {
                if !pending || retire(id) != nil { callbacks.append(id, one: value) }
                continue
            }
            invokeCallbacks(&callbacks)
            switch message {
            case .callback, .answer:
                break
            case .retire(let callID):
                if state.pending.remove(callID) != nil { ended += 1 }
            case .consoleError(let message):
                consoleError(message)
            case .call(let module, let method, let arguments, let reply):
                let result = Result { try callJSModule(module, method, arguments) }
                if let reply { reply(result) } else { reportUnawaited(result, "\(module).\(method)") }
            case .event(let name, let body):
                let module = RuntimeResponder.eventModule
                reportUnawaited(Result { try callJSModule(module, "emit", [.string(name), body]) }, "\(module).emit(\"\(name)\")")
            }
        }
        for (id, value) in batch.answers { callbacks.append(id, one: value) }
        invokeCallbacks(&callbacks)
    }

    /// An empty batch of results, in binary form when the JS half takes it: the built-in one,
    /// which signals its queue, reads results as words.
    private func newCallbackBatch() -> CallbackBatch {
        defer { state.spareCallbackWords = [] }
        return CallbackBatch(inWords: state.invokeCallbacks != nil && state.signalsQueue, words: state.spareCallbackWords)
    }

    /// Hands the gathered results to JS and empties the batch.
    private func invokeCallbacks(_ callbacks: inout CallbackBatch) {
        guard callbacks.count > 0 else { return }
        defer { callbacks.removeAll() }
        if callbacks.inWords, let batch = state.invokeCallbacks {
            invokeCallbacksInWords(batch, callbacks.words, callbacks.others)
        } else {
            invokeCallbacksAsLists(callbacks.lists)
        }
    }

    /// A failure of a call nobody awaits (an event, a call without a reply) is uncaught.
    private func reportUnawaited(_ result: Result<BridgeValue, any Error>, _ what: @autoclosure () -> String) {
        guard case .failure(let error) = result else { return }
        if let exception = error as? JSException {
            hooks.uncaughtError(UncaughtJSError(kind: .exception, exception: exception))
        } else {
            hooks.log(.error, "\(what()): \(error)")
        }
    }

    /// A callback's arguments as JS can receive them: a value nested past the limit turns a
    /// promise's result into its rejection (`E_INVALID_RESULT`, naming the path); for any other
    /// callback it is logged and the callback is not called.
    private func sendableResult(_ id: Int, _ arguments: [BridgeValue], _ call: BridgeState.PendingCall) -> (id: Int, arguments: [BridgeValue])? {
        for (i, argument) in arguments.enumerated() {
            guard let error = Self.tooDeep(argument, argument: i, of: call.method) else { continue }
            if let rejectID = call.rejectID { return (rejectID, [error.jsErrorData]) }
            hooks.log(.error, error.message)
            return nil
        }
        return (id, arguments)
    }

    /// `E_INVALID_RESULT` for argument `index` (0-based) of `method`'s answer when it is nested
    /// past the limit, naming the path; nil when it can be sent.
    static func tooDeep(_ value: BridgeValue, argument index: Int, of method: MethodDefinition) -> BridgeError? {
        guard let path = value.pathNested(deeperThan: JSEngine.maxNesting - 1) else { return nil }
        return BridgeError(.invalidResult, "\(method.qualifiedName): its result at argument \(index + 1)\(path.isEmpty ? "" : " at \(path)") is nested deeper than \(JSEngine.maxNesting) levels and cannot be sent to JS")
    }

    /// Invokes JS callbacks of a JS half that does not take results as words: all in one call
    /// through its `invokeCallbacksAndReturnFlushedQueue(ids, argumentLists)` when it has one,
    /// else one `invokeCallbackAndReturnFlushedQueue` each.
    private func invokeCallbacksAsLists(_ callbacks: [(id: Int, arguments: [BridgeValue])]) {
        guard !callbacks.isEmpty else { return }
        if let batch = state.invokeCallbacks, callbacks.count > 1 {
            // Depth was checked when the results arrived, so these conversions cannot fail.
            let ids = try? engine.jsValue(.array(callbacks.map { .number(Double($0.id)) }))
            let lists = try? engine.jsValue(.array(callbacks.map { .array($0.arguments) }))
            enter(batch, [ids, lists])
            return
        }
        guard let invoke = state.invokeCallback else { return }
        for callback in callbacks {
            enter(invoke, [JSValueMakeNumber(engine.context, Double(callback.id)), try? engine.jsValue(.array(callback.arguments))])
        }
    }

    /// Hands many results to the built-in JS half in binary form (as docs/protocol.md describes
    /// for call batches): one Float64Array of words and an array of the values that are not
    /// immediates, instead of an array per result.
    private func invokeCallbacksInWords(_ batch: JSObjectRef, _ words: [Double], _ others: [BridgeValue]) {
        guard let values = try? engine.jsValue(.array(others)) else { return }
        JSValueProtect(engine.context, values)
        defer { JSValueUnprotect(engine.context, values) }
        guard let typed = JSObjectMakeTypedArray(engine.context, kJSTypedArrayTypeFloat64Array, words.count, nil) else { return }
        if !words.isEmpty, let bytes = JSObjectGetTypedArrayBytesPtr(engine.context, typed, nil) {
            words.withUnsafeBytes { bytes.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        enter(batch, [typed, values])
    }

    /// Calls `method` of the callable JS module `module` and returns its result (`undefined`
    /// when the JS half has no `callFunctionReturnResultAndFlushedQueue`). Call inside an entry
    /// (``runEntry(_:)``), which pulls what the call left in the queue.
    func callJSModule(_ module: String, _ method: String, _ arguments: [BridgeValue]) throws -> BridgeValue {
        _ = try engine.requireContext()
        guard resolveBatchedBridge() else {
            throw BridgeError(.notRunning, "cannot call \(module).\(method): the JS half of the bridge (__fbBatchedBridge) is not installed")
        }
        if let target = callable(module, method) {
            return try callDirect(target, arguments)
        }
        guard let entry = state.callFunctionWithResult ?? state.callFunction else {
            throw BridgeError(.notRunning, "cannot call \(module).\(method): the JS half of the bridge (__fbBatchedBridge) is not installed")
        }
        let withResult = entry == state.callFunctionWithResult
        let m = engine.cachedString(module), f = engine.cachedString(method)
        let args = try sendableArguments(module, method, arguments)
        switch try engine.call(entry, this: state.batchedBridge, [m, f, args]) {
        case .failure(let exception):
            throw exception
        case .success(let value):
            var result = BridgeValue.undefined
            if withResult, let (pair, holder) = engine.elements(value), pair.count == 2 {
                JSValueProtect(engine.context, holder)
                defer { JSValueUnprotect(engine.context, holder) }
                result = (try? engine.bridgeValue(pair[0])) ?? .undefined
                processQueue(pair[1])
            } else if !withResult {
                processQueue(value)
            }
            return result
        }
    }

    /// The arguments of a call into JS as one JS array; a value nested past the limit throws
    /// `E_INVALID_ARGUMENT` naming the argument and path, and nothing is called.
    private func sendableArguments(_ module: String, _ method: String, _ arguments: [BridgeValue]) throws(BridgeError) -> JSValueRef {
        do { return try engine.jsValue(.array(arguments)) } catch {
            throw BridgeError(.invalidArgument, "\(module).\(method): argument \(error.description) (a value nested deeper than \(JSEngine.maxNesting) levels cannot be sent to JS)")
        }
    }

    /// The function `method` of callable module `module`, resolved through the JS half's
    /// `getCallableModule` once and kept until the JS half reports a change; nil when the JS
    /// half does not say when that happens (it does not signal its queue) or has no such function.
    func callable(_ module: String, _ method: String) -> CallableTarget? {
        guard state.signalsQueue else { return nil }
        if let hit = state.callables[module]?[method] { return hit }
        guard let lookup = state.getCallableModule,
            case .success(let value)? = try? engine.call(lookup, this: state.batchedBridge, [engine.cachedString(module)]),
            let moduleObject = engine.object(value), let fn = engine.function(try? engine.checkedProperty(moduleObject, method))
        else { return nil }
        JSValueProtect(engine.context, moduleObject)
        JSValueProtect(engine.context, fn)
        let target = CallableTarget(module: moduleObject, function: fn, epoch: state.callablesEpoch)
        state.callables[module, default: [:]][method] = target
        return target
    }

    /// Drops the resolved callable functions (the JS half registered a callable module).
    func forgetCallables() {
        for (_, methods) in state.callables {
            for (_, entry) in methods {
                JSValueUnprotect(engine.context, entry.module)
                JSValueUnprotect(engine.context, entry.function)
            }
        }
        state.callables.removeAll()
        state.callablesEpoch += 1
    }

    /// Calls a resolved callable function directly; the caller's entry pulls the queue if JS
    /// made calls.
    func callDirect(_ target: CallableTarget, _ arguments: some Collection<BridgeValue>) throws -> BridgeValue {
        let ctx = try engine.requireContext()
        // The arguments live on this thread's stack, which the collector scans; a buffer too big
        // for the stack is on the heap, so engine cells in it are protected while later ones are made.
        return try withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: arguments.count + 2) { frame in
            // frame: the function, `this`, then the arguments (see guardedCall(_:this:frame:)).
            let buffer = UnsafeMutableBufferPointer(rebasing: frame[2...])
            var kept: [JSValueRef] = []
            defer { for v in kept { JSValueUnprotect(ctx, v) } }
            let mayBeOnHeap = arguments.count > 16
            for (i, argument) in arguments.enumerated() {
                if let immediate = engine.immediates.ref(argument) {
                    buffer[i] = immediate
                } else {
                    let v: JSValueRef
                    do throws(UnsendableValue) { v = try engine.jsValue(argument) } catch {
                        throw BridgeError(.invalidArgument, "argument \(i + 1) \(error.description)")
                    }
                    if mayBeOnHeap {
                        JSValueProtect(ctx, v)
                        kept.append(v)
                    }
                    buffer[i] = v
                }
            }
            engine.timeLimit.reset()
            switch engine.guardedCall(target.function, this: target.module, frame: frame) {
            case .returned(let result): return engine.immediates.value(result) ?? (try? engine.bridgeValue(result)) ?? .undefined
            case .threw(let thrown): throw try engine.jsException(thrown)
            }
        }
    }

    /// Enters JS through `function`: an exception goes to the host's error handler; a returned
    /// queue is processed.
    func enter(_ function: JSObjectRef, _ arguments: [JSValueRef?]) {
        if let queue = callReportingUncaught(function, this: state.batchedBridge, arguments) { processQueue(queue) }
    }

    /// Reports an uncaught JS value to the host.
    /// Calls the JS console's `console.error(message)`; when JS replaced it (or it fails), the
    /// message goes to the host's log as well, which the native console writes to anyway.
    func consoleError(_ message: String) {
        guard let ctx = engine.context, let global = JSContextGetGlobalObject(ctx), let text = try? engine.jsValue(.string(message)) else { return }
        if let console = engine.object(try? engine.checkedProperty(global, "console")), let error = engine.object(try? engine.checkedProperty(console, "error")) {
            withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: 1) { args in
                args[0] = text
                if case .returned = engine.guardedCall(error, this: console, UnsafeBufferPointer(args)), error == state.nativeConsoleError { return }
                hooks.log(.error, message)
            }
        } else {
            hooks.log(.error, message)
        }
    }

    /// Rejects every pending promise with `E_INVALIDATED` (JS sees it before the context goes).
    func invalidatePendingCalls() {
        let pending = state.pending.removeAll()
        thread.endWork(pending.count)
        var rejections = newCallbackBatch()
        for (_, call) in pending {
            guard let id = call.rejectID else { continue }
            let error = BridgeError(.invalidated, "\(call.method.qualifiedName): the runtime was torn down before the call finished")
            rejections.append(id, one: error.jsErrorData)
        }
        runEntry { invokeCallbacks(&rejections) }
    }

    /// How many JS→native batches have been processed (for tests and benchmarks).
    var batchesProcessed: Int { state.batchesProcessed }
}

/// Callback results gathered to go to JS in one call: in binary form (docs/protocol.md) when the
/// JS half takes it (the built-in one does), else as a list of argument arrays. On the JS thread.
struct CallbackBatch {
    /// Whether the results are written as words.
    let inWords: Bool
    private(set) var count = 0
    /// Per result `[callbackID, argumentCount]`, then a (tag, number) pair per argument.
    private(set) var words: [Double]
    /// The most words one delivery has held since the batch was made.
    private var mostWords = 0
    /// The arguments that are not immediates, which the words point to.
    private(set) var others: [BridgeValue] = []
    private(set) var lists: [(id: Int, arguments: [BridgeValue])] = []

    /// A batch that writes its words into `words`' storage (emptied first).
    init(inWords: Bool, words: [Double] = []) {
        self.inWords = inWords
        self.words = words
        self.words.removeAll(keepingCapacity: true)
    }

    /// The words' storage, emptied, for the next batch when ``BridgeState/keepsStorage(used:capacity:)``
    /// says so for the most words a delivery held (empty otherwise).
    mutating func takeWords() -> [Double] {
        guard BridgeState.keepsStorage(used: max(mostWords, words.count), capacity: words.capacity) else { return [] }
        var taken: [Double] = []
        swap(&taken, &words)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    mutating func append(_ id: Int, _ arguments: [BridgeValue]) {
        count += 1
        guard inWords else { return lists.append((id, arguments)) }
        words.append(Double(id))
        words.append(Double(arguments.count))
        for argument in arguments { appendArgument(argument) }
    }

    /// A result of one argument (a promise's answer), without an array for it.
    mutating func append(_ id: Int, one argument: BridgeValue) {
        guard inWords else { return append(id, [argument]) }
        count += 1
        words.append(Double(id))
        words.append(1)
        appendArgument(argument)
    }

    private mutating func appendArgument(_ argument: BridgeValue) {
        let pair: (tag: Double, number: Double)
        if let immediate = BatchWords.pair(argument) {
            pair = immediate
        } else {
            pair = BatchWords.otherPair(others.count)
            others.append(argument)
        }
        words.append(pair.tag)
        words.append(pair.number)
    }

    mutating func removeAll() {
        count = 0
        mostWords = max(mostWords, words.count)
        words.removeAll(keepingCapacity: true)
        others.removeAll()
        lists.removeAll()
    }
}
