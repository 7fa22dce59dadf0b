import BridgeCore

/// Stands in for a runtime's responder: hands each call's answer to the task awaiting it.
final class TestResponder: BridgeResponder {
    /// How a call ended, as JS would see it.
    enum Outcome: Sendable {
        /// Callback number `index` of the call was invoked.
        case invoked(index: Int, arguments: [BridgeValue])
        /// The call ended without invoking any callback.
        case retired
        /// A failure no callback carries (JS's console would show it).
        case unanswered(BridgeError)
        /// A fire-and-forget body returned.
        case returned
    }

    private struct Call {
        var outcome: Outcome?
        var waiter: CheckedContinuation<Outcome, Never>?
    }

    private struct State {
        var nextID = 0
        /// Callback ID → (call ID, index among the call's callbacks).
        var callbacks: [Int: (call: Int, index: Int)] = [:]
        var calls: [Int: Call] = [:]
        var reports: [String] = []
    }

    private let state = Locked(State())

    var reports: [String] { state.withLock { $0.reports } }

    /// Starts a call with `callbackCount` callback IDs: its call ID and the IDs.
    func begin(callbackCount: Int) -> (call: Int, ids: [Int]) {
        state.withLock { s in
            let call = s.nextID
            s.nextID += 1
            var ids: [Int] = []
            for index in 0..<callbackCount {
                let id = s.nextID
                s.nextID += 1
                s.callbacks[id] = (call, index)
                ids.append(id)
            }
            s.calls[call] = Call()
            return (call, ids)
        }
    }

    /// Waits for call `call` to end.
    func outcome(of call: Int) async -> Outcome {
        await withCheckedContinuation { c in
            let ready: Outcome? = state.withLock { s in
                if let outcome = s.calls[call]?.outcome {
                    s.calls[call] = nil
                    return outcome
                }
                s.calls[call]?.waiter = c
                return nil
            }
            if let ready { c.resume(returning: ready) }
        }
    }

    /// Ends call `call` with `outcome`, unless it has ended already.
    func end(_ call: Int, _ outcome: Outcome) {
        let waiter: CheckedContinuation<Outcome, Never>? = state.withLock { s in
            guard var entry = s.calls[call], entry.outcome == nil else { return nil }
            guard let waiter = entry.waiter else {
                entry.outcome = outcome
                s.calls[call] = entry
                return nil
            }
            s.calls[call] = nil
            return waiter
        }
        waiter?.resume(returning: outcome)
    }

    func invokeCallback(_ callbackID: Int, arguments: [BridgeValue]) {
        guard let (call, index) = state.withLock({ $0.callbacks[callbackID] }) else { return }
        end(call, .invoked(index: index, arguments: arguments))
    }

    func callRetired(_ callID: Int) {
        end(callID, .retired)
    }

    func report(_ message: String) {
        state.withLock { $0.reports.append(message) }
    }
}
