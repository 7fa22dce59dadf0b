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

    /// The answer of a promise call the JS thread ran as it read it: the callback and its value.
    typealias Answer = (id: Int, value: BridgeValue)

    /// What the JS thread delivers at once: messages, then the answers it made itself
    /// (``answerOnJSThread(id:value:)``), which were sent after them.
    struct Delivery: Sendable {
        var messages: [Message] = []
        var answers: [Answer] = []
        var isEmpty: Bool { messages.isEmpty && answers.isEmpty }

        mutating func append(_ other: Delivery) {
            // Answers wait only while no message follows them: any later message came after.
            Self.append(answers, to: &messages)
            messages += other.messages
            answers = other.answers
        }

        /// Appends `answers` to `messages` as messages of their own, in order.
        static func append(_ answers: [Answer], to messages: inout [Message]) {
            for (id, value) in answers { messages.append(.answer(id: id, value: value, pending: false)) }
        }
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
        /// Where messages go; nil once disconnected.
        var bridge: NativeBridge?
    }

    private let outbox: Locked<Outbox>
    private let thread: JSThread

    /// The JS thread's own side, which no other thread touches: the answers of promise calls it
    /// ran as it read them (``answerOnJSThread(id:value:)``), not yet delivered, and how deeply it
    /// is inside ``NativeBridge/runEntry(holdingLock:_:)``. Answers wait here without a lock or a
    /// message each; anything the JS thread sends moves them into the outbox first, so they stay
    /// before it.
    private struct JSThreadSide {
        var answers: [Answer] = []
        var entryDepth = 0
    }

    // Safe without a lock: only the JS thread reads or writes it (every method that touches it
    // is documented as JS-thread only, and `send` touches it only when `thread.isCurrent`).
    private nonisolated(unsafe) var jsThreadSide = JSThreadSide()
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
        let onJSThread = thread.isCurrent
        let inEntry = onJSThread && jsThreadSide.entryDepth > 0
        // The bridge to schedule a delivery on: only for the first message of a batch, and not
        // when the JS thread itself sent it from inside an entry, which delivers it before ending.
        // (The bridge is read only when a delivery is scheduled: a reference taken at every
        // message would count on the bridge's reference count, which the JS thread uses too.)
        let (connected, scheduleOn): (Bool, NativeBridge?) = outbox.withLock { box in
            guard box.bridge != nil else { return (false, nil) }
            if onJSThread { moveJSThreadAnswers(into: &box) }
            box.messages.append(message)
            return (true, box.messages.count == 1 && !inEntry ? box.bridge : nil)
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

    /// Answers the promise call `id` the JS thread ran inside an entry: it waits, without a
    /// message, to be delivered by that entry after everything sent before it (JS thread).
    /// Outside an entry it is sent as any message is.
    func answerOnJSThread(id: Int, value: BridgeValue) {
        guard jsThreadSide.entryDepth > 0 else {
            send(.answer(id: id, value: value, pending: false))
            return
        }
        jsThreadSide.answers.append((id, value))
    }

    /// The JS thread's waiting answers, moved into the outbox as messages (before what is sent
    /// next). Inside the outbox's lock, on the JS thread.
    private func moveJSThreadAnswers(into box: inout Outbox) {
        guard !jsThreadSide.answers.isEmpty else { return }
        Delivery.append(jsThreadSide.answers, to: &box.messages)
        jsThreadSide.answers.removeAll(keepingCapacity: true)
    }

    /// Takes every message waiting (JS thread), with the JS thread's waiting answers, which come
    /// after them. Hand the messages back with ``recycle(_:)`` once they are delivered: their
    /// storage then takes the next batch. Nothing once disconnected.
    func takeAll() -> Delivery {
        let messages: [Message]? = outbox.withLock { box in
            guard box.bridge != nil else { return nil }
            guard !box.messages.isEmpty else { return [] }
            var taken = box.spare
            swap(&taken, &box.messages)
            box.spare = []
            return taken
        }
        guard let messages else {
            jsThreadSide.answers.removeAll()
            return Delivery()
        }
        var answers: [Answer] = []
        if !jsThreadSide.answers.isEmpty { swap(&answers, &jsThreadSide.answers) }
        return Delivery(messages: messages, answers: answers)
    }

    /// Keeps a delivered batch's message storage for the next one when
    /// ``BridgeState/keepsStorage(used:capacity:)`` says so (JS thread).
    func recycle(_ batch: consuming Delivery) {
        var messages: [Message] = []
        swap(&messages, &batch.messages)
        guard BridgeState.keepsStorage(used: messages.count, capacity: messages.capacity) else { return }
        messages.removeAll(keepingCapacity: true)
        outbox.withLock { box in
            if box.spare.capacity < messages.capacity { box.spare = messages }
        }
    }

    /// The JS thread enters an entry: messages it sends until ``finishEntry()`` are its to deliver
    /// (JS thread).
    func beginEntry() {
        jsThreadSide.entryDepth += 1
    }

    /// Leaves the entry when nothing is waiting (true); otherwise stays in it (false) so the
    /// caller delivers what came first (JS thread).
    func finishEntry() -> Bool {
        // An inner entry leaves what waits to the one around it.
        guard jsThreadSide.entryDepth == 1 else {
            jsThreadSide.entryDepth -= 1
            return true
        }
        guard jsThreadSide.answers.isEmpty, outbox.withLock({ $0.messages.isEmpty }) else { return false }
        jsThreadSide.entryDepth = 0
        return true
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
