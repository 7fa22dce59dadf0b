import CJavaScriptCore
#if canImport(Glibc)
import Glibc
#endif

/// The end of a script's loop, as node ends it: `process` 'beforeExit' each time the loop runs
/// empty, then 'exit' (the prelude's `loopEnded` and `exiting`); and what nobody caught, handed
/// to `process` listeners first. JS thread.
extension NativeBridge {
    /// The loop ran empty: emits 'beforeExit' when `process` has listeners for it, and when they
    /// gave the loop no more work (asked here, on the JS thread, where the state of its queue and
    /// timers is settled) emits 'exit' and returns the exit status; nil while the loop goes on.
    /// One job, so no timer fires between the two.
    func processLoopEnded() -> Int32? {
        if let loopEnded = state.processLoopEnded,
            callProcessHook(loopEnded, [], { bridge, value in JSValueToBoolean(bridge.engine.context, value) }) == true,
            !thread.isIdle {
            return nil
        }
        return ProcessInfoForJS.exitStatus(processExiting())
    }

    /// Emits 'exit' (once) and returns `process.exitCode` as a number (0 without one); with a
    /// `status` (a fatal error's), `process.exitCode` is set to it first. From here on no JS
    /// timer fires (what the listeners schedule, or a timer that does not keep the loop alive):
    /// node's process ends right after.
    func processExiting(status: Int32? = nil) -> Double? {
        state.exiting = true
        guard let exiting = state.processExiting else { return status.map(Double.init) }
        let argument: [JSValueRef?] = status.map { [JSValueMakeNumber(engine.context, Double($0))] } ?? []
        return callProcessHook(exiting, argument) { bridge, value in bridge.engine.number(value) }
    }

    /// Whether `process` listeners took `arguments` (what nobody caught: an error, or a
    /// rejection's reason and promise) through the prelude's `hook`; what a listener throws is an
    /// uncaught error (and what it was handed counts as taken).
    func processTakes(_ hook: JSObjectRef?, _ arguments: [JSValueRef?]) -> Bool {
        guard let hook else { return false }
        return callReportingUncaught(hook, arguments).map { JSValueToBoolean(engine.context, $0) } ?? true
    }

    /// Runs the callbacks `process.nextTick` queued, when there are: at the end of an entry's
    /// body, before the promise jobs it queued (node's order). A callback that throws is an
    /// uncaught error; the ones after it run in a later turn.
    func drainTicksIfQueued() {
        guard state.ticksQueued, let drain = state.processDrainTicks else { return }
        state.ticksQueued = false
        _ = callReportingUncaught(drain, [])
    }

    /// Calls `hook` as an entry into JS (what its listeners queue goes to native) and reads its
    /// result with `read`; what a listener throws is an uncaught error.
    private func callProcessHook<T: Sendable>(
        _ hook: JSObjectRef, _ arguments: [JSValueRef?], _ read: (isolated NativeBridge, JSValueRef) -> T?
    ) -> T? {
        var result: T?
        runEntry {
            if let value = callReportingUncaught(hook, arguments) { result = read(self, value) }
        }
        return result
    }
}

/// `process`'s signal events, as node's: a listener for a signal's name has this runtime take
/// the signal (``ProcessSignals``); each one that arrives is emitted on the JS thread. Like
/// node's, taking a signal does not keep the loop alive, and one that arrives is emitted only
/// while something else does (``JSThread/postUnreferenced(_:)``): with nothing else left, the
/// loop ends without it. JS thread.
extension NativeBridge {
    /// Starts taking `signal` for `process` (`on`), or stops (the JS half asks once per signal,
    /// whichever of node's names for it listen). Nil, or the system's error.
    func listen(to number: Int, _ on: Bool) -> SystemError? {
        guard let signal = Int32(exactly: number) else { return .invalid }
        guard on else {
            if let listening = state.signalsListened.removeValue(forKey: signal) { ProcessSignals.release(listening) }
            return nil
        }
        guard state.signalsListened[signal] == nil else { return nil }
        let thread = self.thread
        let heard: @Sendable (Int32) -> Void = { [weak self] signal in
            guard let bridge = self else { return }
            _ = thread.postUnreferenced { bridge.assumeIsolated { $0.signalArrived(signal) } }
        }
        switch ProcessSignals.listen(to: signal, heard) {
        case .success(let listening):
            state.signalsListened[signal] = listening
            return nil
        case .failure(let error):
            return error
        }
    }

    /// Ends every hold this runtime has on a signal (at teardown).
    func stopListeningToSignals() {
        for listening in state.signalsListened.values { ProcessSignals.release(listening) }
        state.signalsListened = [:]
    }

    private func signalArrived(_ signal: Int32) {
        guard engine.context != nil, !state.exiting, state.signalsListened[signal] != nil, let emit = state.processSignal else { return }
        runEntry { _ = callReportingUncaught(emit, [JSValueMakeNumber(engine.context, Double(signal))]) }
    }
}
