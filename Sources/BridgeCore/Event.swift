/// One event a module sends, with the type of its body: declared in the module's definition with
/// ``ModuleDefinition/events(_:)`` and sent with one call, ``send(_:)``, from any thread or
/// isolation. The body's type types `NativeEventEmitter` in the TypeScript declarations.
///
/// ```swift
/// let progress = Event<Progress>("progress")
/// let finished = Event<Void>("finished")
/// // in the definition:  m.events(progress, finished)
/// // anywhere:           progress.send(Progress(loaded: 5, total: 10)); finished.send()
/// ```
public final class Event<Body>: Sendable {
    /// The event's name, as JS listens for it.
    public let name: String
    /// The emitter of the module that declared it, once declared.
    private let emitter = Locked<EventEmitter?>(nil)
    private let encode: (@Sendable (Body) throws -> BridgeValue)?

    /// An event named `name` whose body is a `Body`: a ``BridgeResult`` (`BridgeValue`, `String`,
    /// numbers, …), an `Encodable` record, or `Void` (no body). Any thread.
    public init(_ name: String, body: Body.Type = Body.self) {
        self.name = name
        if Body.self == Void.self {
            encode = { @Sendable _ in .null }
        } else {
            encode = ValueCodec.encoder(for: Body.self)
        }
    }

    /// Sends the event with `body` to JS's listeners. False when it is not sent: the module is not
    /// installed in a running runtime, or the body cannot be encoded (reported to the runtime's
    /// log). Any thread.
    @discardableResult
    public func send(_ body: Body) -> Bool {
        guard let emitter = emitter.withLock({ $0 }) else { return false }
        guard let encode else { return emitter.send(name, encoding: Unencodable(type: "\(Body.self)")) }
        do {
            return emitter.send(name, body: try encode(body))
        } catch {
            return emitter.send(name, encoding: Unencodable(type: "\(Body.self)", reason: "\(error)"))
        }
    }

    /// How many JS listeners the module has now (`NativeEventEmitter.addListener` adds one,
    /// `remove()` takes one away): React Native counts them per module, not per event. Any thread.
    public var listenerCount: Int { emitter.withLock { $0 }?.listenerCount ?? 0 }

    var bodyType: Any.Type { Body.self }
    var bodyCanCross: Bool { encode != nil }

    func attach(_ emitter: EventEmitter) {
        self.emitter.withLock { $0 = emitter }
    }
}

extension Event where Body == Void {
    /// Sends the event without a body (`null` in JS). Any thread.
    @discardableResult
    public func send() -> Bool { send(()) }
}

/// A body that cannot cross: encoding it fails with a message naming its type, so the emitter
/// reports it as it reports any body it cannot encode.
private struct Unencodable: Encodable {
    var type: String
    var reason = "it is neither a BridgeResult nor Encodable"

    func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(type, .init(codingPath: [], debugDescription: "a \(type) cannot be an event's body: \(reason)"))
    }
}

extension ModuleDefinition {
    /// Declares the module's events, each with its body's type, and adds React Native's
    /// `addListener(eventName)` and `removeListeners(count)` methods, as
    /// ``events(_:emitter:)`` does; each event then sends with its own ``Event/send(_:)``.
    /// ``onStartObserving(_:)`` and ``onStopObserving(_:)`` work as with an emitter.
    public mutating func events<each B>(_ events: repeat Event<each B>) {
        var names: [String] = []
        for event in repeat each events { names.append(event.name) }
        let emitter = EventEmitter()
        self.events(names, emitter: emitter)
        for event in repeat each events {
            if !event.bodyCanCross {
                addProblem("module \(name): the body of event \"\(event.name)\" (\(event.bodyType)) is neither BridgeResult nor Encodable")
            }
            event.attach(emitter)
            setEventBodyType(event.name, event.bodyType)
        }
    }
}
