/// A native method: its JS name, kind, parameters and the Swift body behind it.
///
/// Made by ``ModuleDefinition``'s `promise`, `callback`, `sync` and `fireAndForget`; immutable and
/// safe to use on any thread.
public final class MethodDefinition: Sendable {
    /// The JS name.
    public let name: String
    /// How JS calls it and how it answers (promise, callback, sync, fire-and-forget).
    public let kind: MethodKind
    /// All parameters in order, including callbacks and the promise.
    public let parameters: [ParameterInfo]
    /// The module's JS name, for messages.
    public let moduleName: String
    /// Where this method runs when it chose otherwise than its module (`runsOn:` at
    /// registration); nil for the module's ``ModuleDefinition/execution``.
    public let execution: ModuleExecution?

    let body: @Sendable (inout ArgumentReader) async throws -> BridgeValue
    /// The Swift types of the parameters and of the result (nil when the body settles a
    /// ``BridgePromise`` itself, with a value of any type).
    let swiftTypes: [SwiftType]
    let resultSwiftType: SwiftType?
    let syncBody: (@Sendable (inout ArgumentReader) throws -> BridgeValue)?
    let decoders: [ParameterDecoder]

    /// A body compiled for the method's exact parameter and result types (see ``directBody``).
    public typealias DirectBody = @Sendable (UnsafeBufferPointer<BridgeValue>) throws -> BridgeValue

    /// For a `sync` method, or a promise method whose body does not suspend, whose parameters are
    /// all ``BridgeArgument`` types and whose result is a ``BridgeResult`` (or, for `sync`, `Void`):
    /// its body compiled for exactly those types, which the runtime calls straight from the engine
    /// (and ``invokeSync(_:)`` uses). It takes at most ``valueParameterCount`` JS values (missing
    /// ones read as `undefined`) and throws ``DirectArgumentMismatch`` *before* running the body when
    /// one does not decode; the caller then takes the general path (``invokeSync(arguments:)``),
    /// which reports the mismatch. Call it where the method runs (the JS thread for `sync`).
    package let directBody: DirectBody?

    /// The shape of each parameter (``BridgeType/unknown`` for callbacks and the promise), found
    /// from its Swift type when asked (see ``BridgeType/of(_:)``).
    public var parameterTypes: [BridgeType] {
        zip(parameters, swiftTypes).map { p, t in p.role == .value ? BridgeType.of(t.type) : .unknown }
    }

    /// The shapes of the values a typed callback parameter (a ``Callback``) passes; nil for an
    /// untyped one (``BridgeCallback``) or a parameter that is not a callback.
    public func callbackPayloadTypes(parameter index: Int) -> [BridgeType]? {
        guard swiftTypes.indices.contains(index), let callback = swiftTypes[index].type as? any CallbackParameter.Type else { return nil }
        return callback.payloadTypes?.map(BridgeType.of)
    }

    /// The shape of the result (what a promise resolves with, what a `sync` method returns):
    /// ``BridgeType/void`` for none, ``BridgeType/unknown`` when it cannot be known.
    public var resultType: BridgeType { resultSwiftType.map { BridgeType.of($0.type) } ?? .unknown }

    /// `Module.method`, as error messages name the method.
    public let qualifiedName: String
    /// Whether the body never suspends (every `sync` method, and others registered with a
    /// non-`async` closure): such a body runs on its queue without a task of its own.
    public var isSynchronous: Bool { syncBody != nil }
    /// How many JS values the method takes before its callbacks (the parameters of role `.value`).
    public let valueParameterCount: Int
    /// How many trailing callback IDs JS appends: two for a promise, one per callback parameter.
    public let callbackIDCount: Int
    /// Whether this is a promise method whose body never suspends and does not take its
    /// ``BridgePromise``, so its answer is what the body returns: the runtime may answer its
    /// calls without a promise object (docs/performance.md, the promise path).
    package let answersByReturning: Bool
    /// Another form of the method, which JS calls with a number of arguments this one does not
    /// take (React Native's Android half calls some methods otherwise than its iOS half); see
    /// ``form(forArgumentCount:)``.
    package let otherForm: MethodDefinition?

    init(
        name: String, kind: MethodKind, parameters: [ParameterInfo], moduleName: String, execution: ModuleExecution?,
        swiftTypes: [SwiftType], resultSwiftType: SwiftType?, body: @escaping @Sendable (inout ArgumentReader) async throws -> BridgeValue,
        syncBody: (@Sendable (inout ArgumentReader) throws -> BridgeValue)?, directBody: DirectBody?,
        decoders: [ParameterDecoder], otherForm: MethodDefinition? = nil
    ) {
        self.otherForm = otherForm
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.moduleName = moduleName
        self.execution = execution
        self.swiftTypes = swiftTypes
        self.resultSwiftType = resultSwiftType
        self.body = body
        self.syncBody = syncBody
        self.directBody = directBody
        self.decoders = decoders
        qualifiedName = "\(moduleName).\(name)"
        valueParameterCount = parameters.lazy.filter { $0.role == .value }.count
        callbackIDCount = kind == .promise ? 2 : parameters.lazy.filter { $0.role == .callback }.count
        answersByReturning = kind == .promise && syncBody != nil && parameters.last?.role != .promise
    }

    /// This method with `form` as its other form.
    func with(otherForm form: MethodDefinition) -> MethodDefinition {
        MethodDefinition(
            name: name, kind: kind, parameters: parameters, moduleName: moduleName, execution: execution, swiftTypes: swiftTypes,
            resultSwiftType: resultSwiftType, body: body, syncBody: syncBody, directBody: directBody, decoders: decoders, otherForm: form)
    }

    /// The form a call of `count` arguments (callback IDs included) is for: the other form when
    /// the count fits it and not this one, else this one (which reports a count that fits
    /// neither).
    package func form(forArgumentCount count: Int) -> MethodDefinition {
        guard let otherForm, !takes(argumentCount: count), otherForm.takes(argumentCount: count) else { return self }
        return otherForm
    }

    /// Whether `count` arguments are its values (the optional ones may be left out) and its
    /// callback IDs.
    private func takes(argumentCount count: Int) -> Bool {
        let required = parameters.lastIndex { $0.role == .value && !$0.isOptional }.map { index in
            parameters[...index].count { $0.role == .value }
        } ?? 0
        return count >= required + callbackIDCount && count <= valueParameterCount + callbackIDCount
    }
}

/// What a call carries into a method body: the JS values, and the callbacks or promise the bridge
/// made from the trailing callback IDs.
public struct MethodInvocation: Sendable {
    /// The JS values passed, in order, without the callbacks.
    public var arguments: [BridgeValue]
    /// The callbacks JS passed (a callback method's), in order.
    public var callbacks: [BridgeCallback]
    /// The promise to settle (a promise method's).
    public var promise: BridgePromise?

    /// A call with these arguments, callbacks and promise. Any thread.
    public init(arguments: [BridgeValue], callbacks: [BridgeCallback] = [], promise: BridgePromise? = nil) {
        self.arguments = arguments
        self.callbacks = callbacks
        self.promise = promise
    }
}

/// How one parameter is fed; fixed at registration.
enum ParameterDecoder: Sendable {
    case value(@Sendable (BridgeValue, UnsafeMutableRawPointer) throws(BridgeDecodingError) -> Void)
    case callback
    case promise
}

/// Feeds a method body its parameters in order, turning mismatches into `E_INVALID_ARGUMENT`.
struct ArgumentReader {
    /// Where the JS values are: an array the invocation owns, or a buffer valid during a
    /// synchronous call.
    enum Values {
        case array([BridgeValue])
        case buffer(UnsafeBufferPointer<BridgeValue>)

        var count: Int {
            switch self {
            case .array(let a): a.count
            case .buffer(let b): b.count
            }
        }

        func withBuffer<R>(_ body: (UnsafeBufferPointer<BridgeValue>) throws -> R) rethrows -> R {
            switch self {
            case .array(let a): try a.withUnsafeBufferPointer(body)
            case .buffer(let b): try body(b)
            }
        }
    }

    let method: MethodDefinition
    let values: Values
    let callbacks: [BridgeCallback]
    let promise: BridgePromise?
    private var parameterIndex = 0
    private var valueIndex = 0
    private var callbackIndex = 0

    init(method: MethodDefinition, values: Values, callbacks: [BridgeCallback] = [], promise: BridgePromise? = nil) throws(BridgeError) {
        self.method = method
        self.values = values
        self.callbacks = callbacks
        self.promise = promise
        if values.count > method.valueParameterCount { throw method.tooManyArguments(values.count) }
    }

    private func value(at i: Int) -> BridgeValue {
        guard i < values.count else { return .undefined }
        switch values {
        case .array(let a): return a[i]
        case .buffer(let b): return b[i]
        }
    }

    mutating func next<T>(_ type: T.Type) throws(BridgeError) -> T {
        defer { parameterIndex += 1 }
        switch method.decoders[parameterIndex] {
        case .value(let decode):
            let value = value(at: valueIndex)
            valueIndex += 1
            // The decoder was made for this parameter's type, T: it initializes a T in place.
            var failure: BridgeDecodingError?
            let decoded: T? = withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { slot in
                do throws(BridgeDecodingError) {
                    try decode(value, UnsafeMutableRawPointer(slot.baseAddress!))
                    return slot.baseAddress!.move()
                } catch {
                    failure = error
                    return nil
                }
            }
            if let decoded { return decoded }
            if let error = failure {
                let p = method.parameters[parameterIndex]
                if valueIndex > values.count {
                    throw BridgeError(
                        .invalidArgument, "\(method.qualifiedName): argument \(valueIndex) (\(p.name)) is missing: expected \(p.typeName)")
                }
                throw BridgeError(
                    .invalidArgument,
                    "\(method.qualifiedName): argument \(valueIndex) (\(p.name))"
                        + (error.path.isEmpty ? "" : " at \(error.path)")
                        + ": expected \(error.expected), got \(error.actual)")
            }
            fatalError("unreachable: a decoder neither produced a value nor failed")
        case .callback:
            defer { callbackIndex += 1 }
            guard callbackIndex < callbacks.count else {
                throw BridgeError(.invalidArgument, "\(method.qualifiedName): callback \(method.parameters[parameterIndex].name) was not passed")
            }
            if T.self == BridgeCallback.self { return unsafeBitCast(callbacks[callbackIndex], to: T.self) }
            return (T.self as! any CallbackParameter.Type).make(callbacks[callbackIndex]) as! T  // a Callback
        case .promise:
            guard let promise else {
                throw BridgeError(.invalidArgument, "\(method.qualifiedName): called without a promise")
            }
            if T.self == BridgePromise.self { return unsafeBitCast(promise, to: T.self) }
            return (T.self as! any PromiseParameter.Type).make(promise) as! T  // a TypedPromise
        }
    }
}

extension MethodDefinition {
    /// Runs the method's body with `invocation`, decoding its parameters and encoding its result.
    ///
    /// Call from wherever the module runs (its queue, the JS thread or a task). Bad arguments throw
    /// ``BridgeError`` with code `E_INVALID_ARGUMENT`; errors the body throws pass through.
    public func invoke(_ invocation: MethodInvocation) async throws -> BridgeValue {
        var reader = try ArgumentReader(
            method: self, values: .array(invocation.arguments), callbacks: invocation.callbacks, promise: invocation.promise)
        return try await body(&reader)
    }

    /// Runs the body of a method that never suspends (``isSynchronous``) where the caller is;
    /// for a `sync` method that is the JS thread. Bad arguments throw `E_INVALID_ARGUMENT`.
    public func invokeSync(_ invocation: MethodInvocation) throws -> BridgeValue {
        try invokeSync(values: .array(invocation.arguments), callbacks: invocation.callbacks, promise: invocation.promise)
    }

    /// Runs a synchronous method's body with arguments in a buffer valid during the call.
    public func invokeSync(arguments: UnsafeBufferPointer<BridgeValue>) throws -> BridgeValue {
        try invokeSync(values: .buffer(arguments))
    }

    /// The body compiled for the method's types (``directBody``) when it has one and the values
    /// decode; otherwise the general body, which reports a mismatch.
    private func invokeSync(
        values: ArgumentReader.Values, callbacks: [BridgeCallback] = [], promise: BridgePromise? = nil
    ) throws -> BridgeValue {
        guard let syncBody else {
            throw BridgeError(.invalidArgument, "\(qualifiedName) is a \(kind.rawValue) method whose body suspends")
        }
        if let directBody, values.count <= valueParameterCount {
            do {
                return try values.withBuffer { try directBody($0) }
            } catch is DirectArgumentMismatch {
                // The general body below reports it.
            }
        }
        var reader = try ArgumentReader(method: self, values: values, callbacks: callbacks, promise: promise)
        return try syncBody(&reader)
    }
}
