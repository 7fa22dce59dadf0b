/// A JS function passed to a callback method, called with values of the types it names: the
/// typed form of ``BridgeCallback``, whose payload the TypeScript declarations state
/// (`Callback<Book>` is `(value: Book) => void`; `Callback<String?, [Book]>` takes two values;
/// `Callback< >` none). Each payload is a ``BridgeResult`` or an `Encodable` value. Invoke it
/// once, from any thread, as a ``BridgeCallback``.
public struct Callback<each Payload>: Sendable {
    /// The callback it calls.
    public let untyped: BridgeCallback

    /// Calls the JS function with `payload`. A value that fails to encode is sent as `null`, and
    /// the failure is reported to the host's log.
    public func callAsFunction(_ payload: repeat each Payload) {
        var arguments: [BridgeValue] = []
        for value in repeat each payload { arguments.append(Self.encode(value, untyped)) }
        untyped.invoke(arguments)
    }

    private static func encode<P>(_ value: P, _ callback: BridgeCallback) -> BridgeValue {
        do {
            guard let encode = ValueCodec.encoder(for: P.self) else { throw BridgeError(.invalidArgument, "\(P.self) cannot cross") }
            return try encode(value)
        } catch {
            callback.token.responder.report("callback \(callback.id): a \(P.self) could not be encoded (\(error)); sent as null")
            return .null
        }
    }
}

/// A promise a method settles itself, whose value has the type it names: the typed form of
/// ``BridgePromise`` (React Native's resolve/reject style), whose result the TypeScript
/// declarations state (`TypedPromise<Session>` makes the method return `Promise<Session>`).
/// Settle it once, from any thread.
public struct TypedPromise<Value>: Sendable {
    /// The promise it settles.
    public let untyped: BridgePromise

    /// Resolves the JS promise with `value` (a ``BridgeResult`` or an `Encodable` value); one
    /// that fails to encode rejects it instead.
    public func resolve(_ value: Value) {
        do {
            guard let encode = ValueCodec.encoder(for: Value.self) else {
                throw BridgeError(.invalidArgument, "\(untyped.methodName): a \(Value.self) cannot be a result")
            }
            untyped.resolve(try encode(value))
        } catch {
            untyped.reject(error)
        }
    }

    /// Rejects the JS promise with `error` (its code and message when it is a ``BridgeError`` or
    /// ``BridgeErrorConvertible``).
    public func reject(_ error: any Error) { untyped.reject(error) }

    /// Rejects the JS promise with `code`, `message` and `userInfo`.
    public func reject(code: String, message: String, userInfo: BridgeValue? = nil) {
        untyped.reject(code: code, message: message, userInfo: userInfo)
    }

    /// Whether it has been settled.
    public var isSettled: Bool { untyped.isSettled }
}

/// What a callback parameter may be: ``BridgeCallback`` or a ``Callback``.
protocol CallbackParameter {
    static func make(_ callback: BridgeCallback) -> Self
    /// The payload's types; nil when untyped.
    static var payloadTypes: [Any.Type]? { get }
}

extension BridgeCallback: CallbackParameter {
    static func make(_ callback: BridgeCallback) -> Self { callback as! Self }
    static var payloadTypes: [Any.Type]? { nil }
}

extension Callback: CallbackParameter {
    static func make(_ callback: BridgeCallback) -> Self { Self(untyped: callback) }
    static var payloadTypes: [Any.Type]? {
        var types: [Any.Type] = []
        for type in repeat (each Payload).self { types.append(type) }
        return types
    }
}

/// What a promise parameter may be: ``BridgePromise`` or a ``TypedPromise``.
protocol PromiseParameter {
    static func make(_ promise: BridgePromise) -> Self
    /// The value's type; nil when untyped.
    static var valueType: Any.Type? { get }
}

extension BridgePromise: PromiseParameter {
    static func make(_ promise: BridgePromise) -> Self { promise as! Self }
    static var valueType: Any.Type? { nil }
}

extension TypedPromise: PromiseParameter {
    static func make(_ promise: BridgePromise) -> Self { Self(untyped: promise) }
    static var valueType: Any.Type? { Value.self }
}
