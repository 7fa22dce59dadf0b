/// A JS function passed to a callback method. Invoke it once, from any thread; the first
/// invocation of any of a call's callbacks retires them all, and later ones are ignored and
/// reported to the host's log, never a crash.
public final class BridgeCallback: Sendable {
    /// The callback ID on the wire.
    public let id: Int
    let token: CallToken

    init(id: Int, token: CallToken) {
        self.id = id
        self.token = token
    }

    /// Makes the callbacks of call `callID` from their IDs; the bridge calls this as it decodes a call.
    package static func makeCallbacks(ids: [Int], callID: Int, responder: any BridgeResponder) -> [BridgeCallback] {
        let token = CallToken(callID: callID, responder: responder)
        return ids.map { BridgeCallback(id: $0, token: token) }
    }

    /// Whether any callback of this call has been invoked.
    public var isAnswered: Bool { token.isSettled }

    /// Calls the JS function with `arguments`.
    public func callAsFunction(_ arguments: BridgeValue...) { invoke(arguments) }

    /// Calls the JS function with `arguments`.
    public func invoke(_ arguments: [BridgeValue]) {
        guard token.settle() else {
            token.responder.report("callback \(id) was invoked after its call had already been answered; ignored")
            return
        }
        token.responder.invokeCallback(id, arguments: arguments)
    }

    /// Calls the JS function with `values` encoded.
    public func invoke<each T: Encodable>(encoding values: repeat each T) throws {
        var args: [BridgeValue] = []
        for v in repeat each values { args.append(try BridgeValueEncoder().encode(v)) }
        invoke(args)
    }
}
