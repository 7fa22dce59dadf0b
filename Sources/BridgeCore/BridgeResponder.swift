import Synchronization

/// Where callbacks and promise settlements go: implemented by the runtime, which carries them back
/// to the JS thread in batches. Every requirement may be called from any thread.
package protocol BridgeResponder: Sendable {
    /// Invokes the JS callback `callbackID` with `arguments`.
    func invokeCallback(_ callbackID: Int, arguments: [BridgeValue])
    /// The call `callID` ended without invoking any of its callbacks (they were released).
    func callRetired(_ callID: Int)
    /// Something a module did wrong that did not reach JS (a second settle, a failed
    /// fire-and-forget method): for the host's log.
    func report(_ message: String)
}

/// The callbacks of one call: the first one invoked retires them all (as in React Native).
final class CallToken: Sendable {
    let callID: Int
    let responder: any BridgeResponder
    private let settled = Atomic(false)

    init(callID: Int, responder: any BridgeResponder) {
        self.callID = callID
        self.responder = responder
    }

    /// Marks the call settled; false when it already was.
    func settle() -> Bool {
        settled.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }

    var isSettled: Bool { settled.load(ordering: .acquiring) }

    deinit {
        if !isSettled { responder.callRetired(callID) }
    }
}
