import BridgeCore


/// Carries what native code sends to JS (callback results, events, calls into JS modules) to the
/// JS thread, in batches: messages posted while a delivery is pending join it. Any thread.
final class RuntimeResponder: BridgeResponder {
    enum Message: Sendable {
        case callback(id: Int, arguments: [BridgeValue])
        case retire(callID: Int)
        case call(module: String, method: String, arguments: [BridgeValue], reply: (@Sendable (Result<BridgeValue, any Error>) -> Void)?)
    }

    private let outbox = Locked<[Message]>([])
    private let thread: JSThread
    private let engine: Locked<JSEngine?>
    private let log: @Sendable (LogLevel, String) -> Void

    init(thread: JSThread, engine: JSEngine, log: @escaping @Sendable (LogLevel, String) -> Void) {
        self.thread = thread
        self.engine = Locked(engine)
        self.log = log
    }

    /// Stops delivering: later messages are dropped (a late result after teardown).
    func disconnect() {
        engine.withLock { $0 = nil }
        outbox.withLock { $0.removeAll() }
    }

    func send(_ message: Message) {
        guard let engine = engine.withLock({ $0 }) else {
            if case .call(_, _, _, let reply?) = message {
                reply(.failure(BridgeError(.notRunning, "the runtime is not running (it was shut down)")))
            }
            return
        }
        let first = outbox.withLock { box in
            box.append(message)
            return box.count == 1
        }
        guard first else { return }
        let posted = thread.post { [self] in
            let batch = outbox.withLock { box in
                defer { box.removeAll(keepingCapacity: true) }
                return box
            }
            engine.assumeIsolated { $0.deliver(batch) }
        }
        if !posted { outbox.withLock { $0.removeAll() } }
    }

    func invokeCallback(_ callbackID: Int, arguments: [BridgeValue]) {
        send(.callback(id: callbackID, arguments: arguments))
    }

    func callRetired(_ callID: Int) {
        send(.retire(callID: callID))
    }

    func report(_ message: String) {
        log(.warn, message)
    }
}
