import BridgeCore
import Dispatch

/// Calls a native module's methods the way JS would, without an engine, and gets back what JS
/// would get: a promise's result or error, the callback invoked and its arguments, the console
/// error of a fire-and-forget method, the events emitted. Methods run where they run under a
/// runtime (their module's queue, the main actor, …; a serial queue stands in for the JS thread).
///
/// ```swift
/// let tester = try ModuleTester(LocalizationModule(locale: "fr"))
/// #expect(try await tester.promise("localize", "greeting", ["Ada"]) == "Bonjour, Ada !")
/// #expect(tester.constants["locale"] == "fr")
/// ```
///
/// Safe to use from any thread or task.
public final class ModuleTester: Sendable {
    /// The module's definition, as the registry checked it.
    public let definition: ModuleDefinition
    let queues: ModuleQueues
    let responder = TestResponder()
    private let emitted: AsyncStream<EmittedEvent>.Continuation
    private let state = Locked(State())

    private struct State {
        var events: [EmittedEvent] = []
        var workInFlight = 0
        /// Tasks in ``waitForWork()``, woken when no tracked work is in flight.
        var workWaiters: [CheckedContinuation<Void, Never>] = []
        var invalidated = false
    }

    /// Every event the module emits from now on, in order (``events`` has them too).
    public let emittedEvents: AsyncStream<EmittedEvent>

    /// Registers `module` as a runtime would (refusing it with `E_INVALID_REGISTRATION` for the
    /// same problems) and connects its event emitter and work trackers to this tester.
    public init(_ module: any NativeModule) throws(BridgeError) {
        let registry = try ModuleRegistry([module])
        definition = registry.modules[0]
        let jsThread = DispatchQueue(label: "\(definition.name) JS thread stand-in")
        queues = ModuleQueues(registry: registry) { work in jsThread.async(execute: work) }
        (emittedEvents, emitted) = AsyncStream.makeStream()
        let (responder, emitted, state) = (responder, emitted, state)
        definition.eventEmitter?.connect({ name, body in
            let event = EmittedEvent(name: name, body: body)
            state.withLock { $0.events.append(event) }
            emitted.yield(event)
        }, report: { responder.report($0) })
        for tracker in definition.workTrackers {
            tracker.connect { count in
                let idle: [CheckedContinuation<Void, Never>] = state.withLock { s in
                    s.workInFlight += count
                    guard s.workInFlight == 0 else { return [] }
                    defer { s.workWaiters.removeAll() }
                    return s.workWaiters
                }
                for waiter in idle { waiter.resume() }
            }
        }
    }

    deinit {
        disconnect()
        queues.close()
    }

    /// The module's constants, as JS reads them from `NativeModules.<name>`.
    public var constants: [String: BridgeValue] { definition.constants }

    /// The events emitted so far, in order.
    public var events: [EmittedEvent] { state.withLock { $0.events } }

    /// What the module did that reached no JS and would go to the host's log: a second settle, a
    /// callback invoked after its call was answered, an undeclared event.
    public var reports: [String] { responder.reports }

    /// Returns once no work the module tracks (``WorkTracker``) is in flight.
    public func waitForWork() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let now: Bool = state.withLock { s in
                guard s.workInFlight > 0 else { return true }
                s.workWaiters.append(c)
                return false
            }
            if now { c.resume() }
        }
    }

    /// Tears the module down as a runtime does: its invalidation handler runs on its queue, after
    /// the calls queued before it; then its queues close and its emitter disconnects.
    public func invalidate() async {
        guard !state.withLock({ s in defer { s.invalidated = true }; return s.invalidated }) else { return }
        let handler = definition.invalidationHandler
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            queues.modules[0].submitSync {
                handler?()
                c.resume()
            }
        }
        disconnect()
        queues.close()
    }

    private func disconnect() {
        definition.eventEmitter?.connect(nil)
        for tracker in definition.workTrackers { tracker.connect(nil) }
        emitted.finish()
    }
}

/// An event a module emitted: its name and body.
public struct EmittedEvent: Sendable, Equatable {
    /// The event's name.
    public let name: String
    /// The event's body.
    public let body: BridgeValue

    /// An event, for comparing with what a module emitted.
    public init(name: String, body: BridgeValue) {
        self.name = name
        self.body = body
    }
}

/// Which callback of a callback method's call was invoked, and with what.
public struct CallbackInvocation: Sendable, Equatable {
    /// The callback's position among the method's callbacks (0 is the error callback of two).
    public let index: Int
    /// The callback parameter's name.
    public let name: String
    /// What the callback was called with.
    public let arguments: [BridgeValue]

    /// A callback invocation, for comparing with what a method did.
    public init(index: Int, name: String, arguments: [BridgeValue]) {
        self.index = index
        self.name = name
        self.arguments = arguments
    }
}
