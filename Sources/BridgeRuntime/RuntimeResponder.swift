import BridgeCore


/// Carries what native code sends to JS (callback results, events, calls into JS modules) to the
/// JS thread, in batches: messages posted while a delivery is pending join it. Messages sent on
/// the JS thread while it is inside an entry (a module on the JS thread answering) are delivered
/// by that entry before it ends, without a job of their own. Any thread.
final class RuntimeResponder: BridgeResponder {
    enum Message: Sendable {
        case callback(id: Int, arguments: [BridgeValue])
        /// The one-value answer of a promise call taken without the general path (its depth
        /// already checked): run at once on the JS thread (never pending), or by its queue from
        /// the calls a batch gathered (`pending`, retired as it is delivered).
        case answer(id: Int, value: BridgeValue, pending: Bool)
        case retire(callID: Int)
        /// A failure no callback or promise carries, for the JS console (`console.error`).
        case consoleError(String)
        case call(module: String, method: String, arguments: [BridgeValue], reply: (@Sendable (Result<BridgeValue, any Error>) -> Void)?)
        /// An event for `DeviceEventEmitter` / `NativeEventEmitter` listeners (React Native's
        /// `RCTDeviceEventEmitter.emit(name, body)` in JS).
        case event(name: String, body: BridgeValue)
    }

    /// The callable JS module events go to.
    static let eventModule = "RCTDeviceEventEmitter"

    /// Emits `name` with `body`: the one path every event takes, from modules, their emitters
    /// and the host. Any thread; dropped once disconnected.
    func emit(_ name: String, body: BridgeValue) {
        send(.event(name: name, body: body))
    }

    private struct Outbox {
        var messages: [Message] = []
        /// A delivered batch's emptied storage, which the next batch fills (``recycle(_:)``).
        var spare: [Message] = []
        /// How deeply the JS thread is inside ``NativeBridge/runEntry(holdingLock:_:)``.
        var entryDepth = 0
        /// Where messages go; nil once disconnected.
        var bridge: NativeBridge?
    }

    private let outbox: Locked<Outbox>
    private let thread: JSThread
    private let log: @Sendable (LogLevel, String) -> Void

    init(thread: JSThread, bridge: NativeBridge, log: @escaping @Sendable (LogLevel, String) -> Void) {
        self.thread = thread
        self.outbox = Locked(Outbox(bridge: bridge))
        self.log = log
    }

    /// Stops delivering: later messages are dropped (a late result after teardown).
    func disconnect() {
        outbox.withLock {
            $0.bridge = nil
            $0.messages.removeAll()
        }
    }

    /// Queues `message` for the JS thread; false (and the message dropped) once disconnected.
    @discardableResult
    func send(_ message: Message) -> Bool {
        let thread = self.thread
        // The bridge to schedule a delivery on: only for the first message of a batch, and not
        // when the JS thread itself sent it from inside an entry, which delivers it before ending.
        let (connected, scheduleOn): (Bool, NativeBridge?) = outbox.withLock { box in
            guard let bridge = box.bridge else { return (false, nil) }
            box.messages.append(message)
            return (true, box.messages.count == 1 && !(box.entryDepth > 0 && thread.isCurrent) ? bridge : nil)
        }
        guard connected else {
            if case .call(_, _, _, let reply?) = message {
                reply(.failure(BridgeError(.notRunning, "the runtime is not running (it was shut down)")))
            }
            return false
        }
        guard let bridge = scheduleOn else { return true }
        let posted = thread.post { [self] in
            let batch = takeAll()
            bridge.assumeIsolated { $0.deliver(batch) }
            recycle(consume batch)
        }
        if !posted { outbox.withLock { $0.messages.removeAll() } }
        return true
    }

    /// Takes every message waiting (JS thread). Hand the array back with ``recycle(_:)`` once
    /// it is delivered: its storage then takes the next batch.
    func takeAll() -> [Message] {
        outbox.withLock { box in
            guard !box.messages.isEmpty else { return [] }
            var taken = box.spare
            swap(&taken, &box.messages)
            box.spare = []
            return taken
        }
    }

    /// Keeps a delivered batch's storage for the next one when
    /// ``BridgeState/keepsStorage(used:capacity:)`` says so (JS thread).
    func recycle(_ batch: consuming [Message]) {
        var batch = batch
        guard BridgeState.keepsStorage(used: batch.count, capacity: batch.capacity) else { return }
        batch.removeAll(keepingCapacity: true)
        outbox.withLock { box in
            if box.spare.capacity < batch.capacity { box.spare = batch }
        }
    }

    /// The JS thread enters an entry: messages it sends until ``finishEntry()`` are its to deliver.
    func beginEntry() {
        outbox.withLock { $0.entryDepth += 1 }
    }

    /// Leaves the entry when nothing is waiting (true); otherwise stays in it (false) so the
    /// caller delivers what came first.
    func finishEntry() -> Bool {
        outbox.withLock { box in
            guard box.messages.isEmpty || box.entryDepth > 1 else { return false }
            box.entryDepth -= 1
            return true
        }
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

    /// Reports a failure JS did not get through the call itself (a fire-and-forget method's) to
    /// the JS console with `console.error`, which reaches the host's log too.
    func reportToConsole(_ message: String) {
        if !send(.consoleError(message)) { log(.error, message) }
    }
}
