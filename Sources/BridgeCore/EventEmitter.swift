/// Sends a module's events to JS listeners and tracks how many there are, as React Native's
/// `RCTEventEmitter` does. Safe to use from any thread.
///
/// Pass it to ``ModuleDefinition/events(_:emitter:)``; the runtime connects it when it installs
/// the module. Events are delivered whether or not JS counted listeners (as React Native on
/// Android does: JS halves before 0.65 call the module's `addListener` only on iOS); the count
/// drives only the start and stop handlers.
public final class EventEmitter: Sendable {
    /// Delivers an event to JS; set by the runtime.
    public typealias Sink = @Sendable (_ name: String, _ body: BridgeValue) -> Void

    private struct State {
        var moduleName = ""
        var supportedEvents: Set<String> = []
        var listenerCount = 0
        var sink: Sink?
        var report: (@Sendable (String) -> Void)?
        var onFirstListener: (@Sendable () -> Void)?
        var onLastListenerRemoved: (@Sendable () -> Void)?
    }

    private let state = Locked(State())

    /// Makes an emitter; the handlers run on the module's queue when listening starts and stops.
    /// (``ModuleDefinition/onStartObserving(_:)`` and ``ModuleDefinition/onStopObserving(_:)``
    /// set them too, where they can use the emitter.)
    public init(onFirstListener: (@Sendable () -> Void)? = nil, onLastListenerRemoved: (@Sendable () -> Void)? = nil) {
        state.withLock { s in
            s.onFirstListener = onFirstListener
            s.onLastListenerRemoved = onLastListenerRemoved
        }
    }

    /// How many JS listeners are registered now.
    public var listenerCount: Int { state.withLock { $0.listenerCount } }

    /// Sends `name` with `body` to JS listeners; returns false (and sends nothing) when the event
    /// is not declared (which is reported to the runtime's log, as React Native's
    /// `RCTEventEmitter` reports it) or the module is not installed in a running runtime.
    @discardableResult
    public func send(_ name: String, body: BridgeValue = .null) -> Bool {
        let (sink, refusal): (Sink?, (report: @Sendable (String) -> Void, message: String)?) = state.withLock { s in
            guard s.supportedEvents.contains(name) else {
                let message = "\(s.moduleName): \"\(name)\" is not a supported event (supported: \(s.supportedEvents.sorted().joined(separator: ", "))); it was not sent"
                return (nil, s.report.map { ($0, message) })
            }
            return (s.sink, nil)
        }
        if let refusal { refusal.report(refusal.message) }
        guard let sink else { return false }
        sink(name, body)
        return true
    }

    /// Sends `name` with `body` encoded (a `Codable` record, a dictionary, …); false when it is not
    /// sent (see ``send(_:body:)``) or `body` cannot be encoded (reported likewise).
    @discardableResult
    public func send(_ name: String, encoding body: some Encodable) -> Bool {
        do {
            return send(name, body: try BridgeValueEncoder().encode(body))
        } catch {
            let (report, moduleName) = state.withLock { ($0.report, $0.moduleName) }
            report?("\(moduleName): the body of event \"\(name)\" cannot be encoded (\(error)); it was not sent")
            return false
        }
    }

    /// Connects the emitter to a runtime (or disconnects it with `nil`); called by the runtime,
    /// which passes where refusals are reported.
    package func connect(_ sink: Sink?, report: (@Sendable (String) -> Void)? = nil) {
        state.withLock { s in
            s.sink = sink
            s.report = sink == nil ? nil : report
            if sink == nil { s.listenerCount = 0 }
        }
    }

    func configure(moduleName: String, supportedEvents: [String]) {
        state.withLock { s in
            s.moduleName = moduleName
            s.supportedEvents = Set(supportedEvents)
        }
    }

    func setObservers(start: (@Sendable () -> Void)?, stop: (@Sendable () -> Void)?) {
        state.withLock { s in
            if let start { s.onFirstListener = start }
            if let stop { s.onLastListenerRemoved = stop }
        }
    }

    func listenerAdded(_ eventName: String) throws {
        let first: (@Sendable () -> Void)? = try state.withLock { s in
            guard s.supportedEvents.contains(eventName) else {
                throw BridgeError(
                    .invalidArgument,
                    "\(s.moduleName).addListener: \"\(eventName)\" is not a supported event (supported: "
                        + s.supportedEvents.sorted().joined(separator: ", ") + ")")
            }
            s.listenerCount += 1
            return s.listenerCount == 1 ? s.onFirstListener : nil
        }
        first?()
    }

    func listenersRemoved(_ count: Int) {
        let last: (@Sendable () -> Void)? = state.withLock { s in
            let before = s.listenerCount
            s.listenerCount = max(0, s.listenerCount - max(0, count))
            return before > 0 && s.listenerCount == 0 ? s.onLastListenerRemoved : nil
        }
        last?()
    }
}
