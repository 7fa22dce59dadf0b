import BridgeCore
import CJavaScriptCore

/// JS → native: decoding call batches (React Native's form and the binary one) and dispatching
/// each call to its module. On the JS thread.
extension NativeBridge {
    /// Processes one queue `[moduleIDs, methodIDs, params, callID]`, or its binary form (a
    /// Float64Array of calls as the fifth element, or alone; see docs/protocol.md). Malformed
    /// parts are reported to the host's log and skipped; nothing JS sends here can crash the
    /// process.
    func processQueue(_ queue: JSValueRef) {
        if engine.isNullish(queue) { return }
        // The batch's calls that wait for callbacks count as work in flight, all at once (only
        // this thread ends them, and not before the batch is done).
        let processedBefore = state.batchesProcessed
        defer {
            flushAnswerGroups()
            thread.beginWork(state.pendingInBatch)
            state.pendingInBatch = 0
            if state.batchesProcessed != processedBefore { completeBatch() }
        }
        // The words are read into the last batch's storage (BridgeState.keepsStorage).
        var words = state.spareQueueWords
        state.spareQueueWords = []
        if engine.float64Elements(queue, into: &words) {
            processBinaryQueue(words, refs: [])
            if BridgeState.keepsStorage(used: words.count, capacity: words.capacity) { state.spareQueueWords = words }
            return
        }
        // Every array read here is held in a fresh array of the engine's (see ``elements(_:)``),
        // protected until the batch is done: argument getters run JS that may drop the originals.
        var held: [JSObjectRef] = []
        defer { for holder in held { JSValueUnprotect(engine.context, holder) } }
        func read(_ value: JSValueRef) -> [JSValueRef]? {
            guard let (values, holder) = engine.elements(value) else { return nil }
            JSValueProtect(engine.context, holder)
            held.append(holder)
            return values
        }
        guard let parts = read(queue), parts.count >= 3 else {
            hooks.log(.error, "bridge: ignored a malformed call queue from JS (expected [moduleIDs, methodIDs, params, callID])")
            return
        }
        if parts.count >= 5, !engine.isNullish(parts[4]) {
            guard let words = engine.float64Elements(parts[4]), let refs = read(parts[2]) else {
                hooks.log(.error, "bridge: ignored a malformed binary call queue from JS (expected a Float64Array starting its buffer, and params as an array)")
                return
            }
            processBinaryQueue(words, refs: refs)
            return
        }
        guard let moduleIDs = read(parts[0]), let methodIDs = read(parts[1]), let params = read(parts[2]) else {
            hooks.log(.error, "bridge: ignored a malformed call queue from JS (expected [moduleIDs, methodIDs, params, callID])")
            return
        }
        let count = min(moduleIDs.count, methodIDs.count, params.count)
        if count > 0 { state.batchesProcessed += 1 }
        if count != moduleIDs.count || count != methodIDs.count || count != params.count {
            hooks.log(.error, "bridge: call queue arrays differ in length (\(moduleIDs.count), \(methodIDs.count), \(params.count)); extra entries ignored")
        }
        guard let batch = BatchContext(state) else { return }
        for i in 0..<count {
            guard let moduleID = engine.index(moduleIDs[i]), let methodID = engine.index(methodIDs[i]),
                let method = batch.registry.method(moduleID: moduleID, methodID: methodID)
            else {
                hooks.log(.error, "bridge: ignored a call to unknown module \(engine.describe(moduleIDs[i])) method \(engine.describe(methodIDs[i]))")
                continue
            }
            guard let args = read(params[i]) else {
                hooks.log(.error, "bridge: ignored a call to \(method.qualifiedName): its arguments are not an array")
                continue
            }
            dispatch(method, moduleID: moduleID, methodID: methodID, args: .values(args), batch)
        }
    }

    /// Runs the modules' batch-completion handlers, each on its module's queue (after the
    /// batch's calls there, which were submitted first); each is work in flight until it has run.
    private func completeBatch() {
        guard !state.batchCompletions.isEmpty, let queues = state.moduleQueues else { return }
        let thread = self.thread
        for (index, handler) in state.batchCompletions {
            thread.beginWork()
            queues.modules[index].submitSync {
                handler()
                thread.endWork()
            }
        }
    }

    /// Processes the binary form: per call `[moduleID, methodID, argumentCount]`, then a (tag,
    /// number) pair per argument, other values in `refs`. A call that does not fit ends the batch.
    private func processBinaryQueue(_ all: [Double], refs: [JSValueRef]) {
        if !all.isEmpty { state.batchesProcessed += 1 }
        guard let batch = BatchContext(state) else { return }
        // Read in place: a call's arguments are decoded before the next call is read.
        all.withUnsafeBufferPointer { words in processBinaryQueue(words, refs: refs, batch) }
    }

    private func processBinaryQueue(_ words: UnsafeBufferPointer<Double>, refs: [JSValueRef], _ batch: BatchContext) {
        var i = 0
        while i < words.count {
            // The argument count says where the next call starts: without it the rest is lost.
            guard words.count - i >= 3, let count = JSEngine.index(words[i + 2]), count <= (words.count - i - 3) / 2 else {
                hooks.log(.error, "bridge: ignored the rest of a malformed binary call queue from JS (at word \(i))")
                return
            }
            let (moduleWord, methodWord) = (words[i], words[i + 1])
            let args = UnsafeBufferPointer(rebasing: words[(i + 3)..<(i + 3 + 2 * count)])
            i += 3 + 2 * count
            guard let moduleID = JSEngine.index(moduleWord), let methodID = JSEngine.index(methodWord),
                let method = batch.registry.method(moduleID: moduleID, methodID: methodID)
            else {
                hooks.log(.error, "bridge: ignored a call to unknown module \(moduleWord) method \(methodWord)")
                continue
            }
            dispatch(method, moduleID: moduleID, methodID: methodID, args: .binary(args, refs: refs), batch)
        }
    }

    /// The arguments of one queued call (its values, then its callback IDs), in either form.
    enum CallArguments {
        /// React Native's form: an engine value each.
        case values([JSValueRef])
        /// The binary form: (tag, number) pairs; values of tag 5 are in `refs`. Valid while the
        /// call is dispatched.
        case binary(UnsafeBufferPointer<Double>, refs: [JSValueRef])

        var count: Int {
            switch self {
            case .values(let values): values.count
            case .binary(let words, _): words.count / 2
            }
        }
    }

    func callbackID(_ args: CallArguments, at i: Int) -> Int? {
        switch args {
        case .values(let values): return engine.index(values[i])
        case .binary(let words, _):
            let at = 2 * i
            return BatchWords.isNumber(tag: words[at]) ? JSEngine.index(words[at + 1]) : nil
        }
    }

    private func value(_ args: CallArguments, at i: Int) throws(UnsendableValue) -> BridgeValue {
        switch args {
        case .values(let values): return try engine.bridgeValue(values[i])
        case .binary(let words, let refs):
            let at = 2 * i
            switch BatchWords.argument(tag: words[at], number: words[at + 1]) {
            case .value(let value)?: return value
            case .other(let k)? where k < refs.count: return try engine.bridgeValue(refs[k])
            default: throw UnsendableValue(path: "", reason: "a malformed value in a binary call queue")
            }
        }
    }

    /// What dispatching a batch's calls needs of the bridge's state, read once per batch.
    struct BatchContext {
        let registry: ModuleRegistry
        let responder: RuntimeResponder
        let queues: ModuleQueues
        let unanswered: @Sendable (BridgeError) -> Void

        init?(_ state: BridgeState) {
            guard let responder = state.responder, let queues = state.moduleQueues, let unanswered = state.reportUnanswered else { return nil }
            (registry, self.responder, self.queues, self.unanswered) = (state.registry, responder, queues, unanswered)
        }
    }

    private func dispatch(_ registered: MethodDefinition, moduleID: Int, methodID: Int, args: CallArguments, _ batch: BatchContext) {
        let (responder, queues, unanswered) = (batch.responder, batch.queues, batch.unanswered)
        let method = registered.form(forArgumentCount: args.count)
        if method.kind == .promise, answeredWithoutPromise(method, moduleID: moduleID, methodID: methodID, args, batch) { return }
        let callbackIDs = method.trailingCallbackIDs(count: args.count) { callbackID(args, at: $0) }
        let valueCount = args.count - callbackIDs.count
        if method.kind == .promise, callbackIDs.isEmpty {
            hooks.log(.error, "bridge: ignored a call to \(method.qualifiedName): a promise method's call ends with its two callback IDs")
            return
        }
        let callID = callbackIDs.first.map(MethodDefinition.CallbackID.callID)
        if let callID, state.pending[callID] != nil {
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
        if failure == nil {
            failure = method.missingCallback(valueCount: values.count, callbackCount: callbackIDs.count) {
                BridgeDecodingError.describe(values[$0])
            }
        }

        let queue = queues.queue(moduleID: moduleID, methodID: methodID)
        // Calls gathered for the queues go first: a queue runs calls in the order JS made them
        // (and modules naming one shared queue share its order).
        flushAnswerGroups()
        var invocation = MethodInvocation(arguments: values)
        if method.kind == .promise, let callID {
            invocation.promise = BridgePromise(
                resolveID: callbackIDs[0], rejectID: callbackIDs[1], callID: callID,
                methodName: method.qualifiedName, responder: responder)
        } else if let callID {
            invocation.callbacks = BridgeCallback.makeCallbacks(ids: callbackIDs, callID: callID, responder: responder)
        }
        if let callID {
            state.pending.insert(BridgeState.PendingCall(method: method, rejectID: method.kind == .promise ? callbackIDs[1] : nil), for: callID)
            state.pendingInBatch += 1
        }
        // A call without callbacks is still work in flight until its body has run.
        let tracked = callID == nil
        if tracked { thread.beginWork() }
        method.perform(
            invocation, on: queue, failure: failure,
            unanswered: unanswered, completion: tracked ? state.endTrackedWork : nil)
    }

    /// The `E_INVALID_ARGUMENT` error for argument `position` (0-based) of `method` that could
    /// not cross, naming the parameter.
    /// An object or array given where a parameter takes a single value (a string, a number, one
    /// of an enum's values, binary data) is refused as the wrong type, naming what the
    /// parameter takes, rather than by what inside it could not cross (what JS threw while it
    /// was read is still named with its path).
    func invalidArgument(_ method: MethodDefinition, position: Int, _ error: UnsendableValue) -> BridgeError {
        let values = zip(method.parameters, method.parameterTypes).filter { $0.0.role == .value }
        guard position < values.count else {
            return BridgeError(.invalidArgument, "\(method.qualifiedName): argument \(position + 1) \(error.description)")
        }
        let (parameter, type) = values[position]
        if !error.path.isEmpty, !error.threw, type.takesOneValue {
            let given = error.path.hasPrefix("[") ? "array" : "object"
            return BridgeError(.invalidArgument, "\(method.qualifiedName): argument \(position + 1) (\(parameter.name)): expected \(parameter.typeName), got \(given)")
        }
        return BridgeError(.invalidArgument, "\(method.qualifiedName): argument \(position + 1) (\(parameter.name)) \(error.description)")
    }
}
