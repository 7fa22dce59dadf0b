import BridgeCore

/// Promise calls answered without the general path's promise object, invocation and closures
/// (docs/performance.md, the promise path): those of methods whose body does not suspend, with
/// all their values immediates (numbers, booleans, null, undefined) in the binary form. On the
/// JS thread's queue such a call runs as it is read; on any other queue the batch's consecutive
/// calls to that queue are handed over as one job, when the batch ends or before the next call
/// the general path submits anywhere. On the JS thread.
extension NativeBridge {
    /// A call the JS thread read for a queue, run later by that queue's job.
    struct QueuedAnswer {
        /// Unretained: its group's registry keeps the method alive (``AnswerGroup/registry``).
        /// A reference each would have both threads count on the one method object's reference
        /// count at every call, moving its cache line between them.
        let method: Unmanaged<MethodDefinition>
        let values: Range<Int>
        let resolveID: Int
        let rejectID: Int
    }

    /// The calls gathered for one queue while a batch is read, their values side by side.
    struct AnswerGroup {
        let queue: ModuleQueue
        /// Holds every method the calls are to, for as long as the queue's job runs (which may
        /// outlive the bridge's state).
        let registry: ModuleRegistry
        var calls: [QueuedAnswer] = []
        var values: [BridgeValue] = []
    }

    /// Answers `method`'s call here (JS thread) or gathers it for its queue; false, with nothing
    /// done, for a call the general path takes.
    func answeredWithoutPromise(_ method: MethodDefinition, moduleID: Int, methodID: Int, _ args: CallArguments, _ batch: BatchContext) -> Bool {
        let valueCount = method.valueParameterCount
        guard method.answersByReturning, case .binary(let words, _) = args, args.count == valueCount + 2,
            let resolveID = callbackID(args, at: valueCount), let rejectID = callbackID(args, at: valueCount + 1),
            MethodDefinition.CallbackID.callID(resolveID) == MethodDefinition.CallbackID.callID(rejectID),
            state.pending[MethodDefinition.CallbackID.callID(resolveID)] == nil
        else { return false }
        // Value `i` (checked below to be an immediate for every `i`).
        func value(_ i: Int) -> BridgeValue? {
            guard case .value(let value)? = BatchWords.argument(tag: words[2 * i], number: words[2 * i + 1]) else { return nil }
            return value
        }
        guard (0..<valueCount).allSatisfy({ value($0) != nil }) else { return false }
        let queue = batch.queues.queue(moduleID: moduleID, methodID: methodID)
        if queue.isJSThread {
            answerNow(method, valueCount, value, resolveID: resolveID, rejectID: rejectID, batch.responder)
            return true
        }
        let callID = MethodDefinition.CallbackID.callID(resolveID)
        state.pending.insert(BridgeState.PendingCall(method: method, rejectID: rejectID), for: callID)
        state.pendingInBatch += 1
        if state.answerGroups.last?.queue !== queue { state.answerGroups.append(AnswerGroup(queue: queue, registry: batch.registry)) }
        let last = state.answerGroups.count - 1
        let start = state.answerGroups[last].values.count
        for i in 0..<valueCount { state.answerGroups[last].values.append(value(i)!) }
        state.answerGroups[last].calls.append(
            QueuedAnswer(method: .passUnretained(method), values: start..<(start + valueCount), resolveID: resolveID, rejectID: rejectID))
        return true
    }

    /// Runs a JS-thread call at once; its answer waits for the entry to deliver it, after
    /// anything sent before (an event the body emitted), and is never pending.
    private func answerNow(
        _ method: MethodDefinition, _ valueCount: Int, _ value: (Int) -> BridgeValue?, resolveID: Int, rejectID: Int, _ responder: RuntimeResponder
    ) {
        // The answer leaves inside: a result handed out of the closure would be destroyed through
        // the generic value witnesses of the allocation's result type.
        withUnsafeTemporaryAllocation(of: BridgeValue.self, capacity: max(valueCount, 1)) { buffer in
            for i in 0..<valueCount { (buffer.baseAddress! + i).initialize(to: value(i)!) }
            defer { buffer.baseAddress!.deinitialize(count: valueCount) }
            let (id, answer) = Self.answer(method, UnsafeBufferPointer(rebasing: buffer[0..<valueCount]), resolveID: resolveID, rejectID: rejectID)
            responder.answerOnJSThread(id: id, value: answer)
        }
    }

    /// What a call's body answers, and the callback it goes to: its result to `resolveID`, or
    /// its error (`E_INVALID_RESULT` for a result nested past the limit) to `rejectID`.
    private static func answer(
        _ method: MethodDefinition, _ values: UnsafeBufferPointer<BridgeValue>, resolveID: Int, rejectID: Int
    ) -> RuntimeResponder.Answer {
        do {
            let value = try method.invokeSync(arguments: values)
            if let error = tooDeep(value, argument: 0, of: method) { return (rejectID, error.jsErrorData) }
            return (resolveID, value)
        } catch {
            return (rejectID, BridgeError(wrapping: error).jsErrorData)
        }
    }

    /// Hands every gathered call to its queue, in the order JS made them: at the end of a batch,
    /// and before a call the general path submits (which must run after them).
    func flushAnswerGroups() {
        guard !state.answerGroups.isEmpty else { return }
        for group in state.answerGroups { submit(group) }
        state.answerGroups.removeAll(keepingCapacity: true)
    }

    private func submit(_ group: AnswerGroup) {
        guard let responder = state.responder else { return }
        group.queue.submitSync {
            group.values.withUnsafeBufferPointer { values in
                for call in group.calls {
                    let (id, answer) = call.method._withUnsafeGuaranteedRef { method in
                        Self.answer(method, UnsafeBufferPointer(rebasing: values[call.values]), resolveID: call.resolveID, rejectID: call.rejectID)
                    }
                    responder.send(.answer(id: id, value: answer, pending: true))
                }
            }
        }
    }
}
