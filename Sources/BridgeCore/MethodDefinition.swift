import Synchronization

/// A native method: its JS name, kind, parameters and the Swift body behind it.
///
/// Made by ``ModuleDefinition``'s `promise`, `callback`, `sync` and `fireAndForget`; immutable and
/// safe to use on any thread.
public struct MethodDefinition: Sendable {
    /// The JS name.
    public let name: String
    public let kind: MethodKind
    /// All parameters in order, including callbacks and the promise.
    public let parameters: [ParameterInfo]
    /// The module's JS name, for messages.
    public let moduleName: String

    let body: @Sendable (inout ArgumentReader) async throws -> BridgeValue
    let syncBody: (@Sendable (inout ArgumentReader) throws -> BridgeValue)?
    let decoders: [ParameterDecoder]

    /// `Module.method`, as error messages name the method.
    public var qualifiedName: String { "\(moduleName).\(name)" }

    /// How many JS values the method takes before its callbacks (the parameters of role `.value`).
    public var valueParameterCount: Int { parameters.lazy.filter { $0.role == .value }.count }

    /// How many trailing callback IDs JS appends: two for a promise, one per callback parameter.
    public var callbackIDCount: Int {
        kind == .promise ? 2 : parameters.lazy.filter { $0.role == .callback }.count
    }
}

/// What a call carries into a method body: the JS values, and the callbacks or promise the bridge
/// made from the trailing callback IDs.
public struct MethodInvocation: Sendable {
    public var arguments: [BridgeValue]
    public var callbacks: [BridgeCallback]
    public var promise: BridgePromise?

    public init(arguments: [BridgeValue], callbacks: [BridgeCallback] = [], promise: BridgePromise? = nil) {
        self.arguments = arguments
        self.callbacks = callbacks
        self.promise = promise
    }
}

/// How one parameter is fed; fixed at registration.
enum ParameterDecoder: Sendable {
    case value(@Sendable (BridgeValue) throws(BridgeDecodingError) -> Any)
    case callback
    case promise
}

/// Feeds a method body its parameters in order, turning mismatches into `E_INVALID_ARGUMENT`.
struct ArgumentReader {
    let method: MethodDefinition
    let invocation: MethodInvocation
    private var parameterIndex = 0
    private var valueIndex = 0
    private var callbackIndex = 0

    init(method: MethodDefinition, invocation: MethodInvocation) throws(BridgeError) {
        self.method = method
        self.invocation = invocation
        let expected = method.valueParameterCount
        if invocation.arguments.count > expected {
            let names = method.parameters.filter { $0.role == .value }.map(\.name).joined(separator: ", ")
            throw BridgeError(
                .invalidArgument,
                "\(method.qualifiedName): expects \(expected) argument\(expected == 1 ? "" : "s")"
                    + (names.isEmpty ? "" : " (\(names))") + ", got \(invocation.arguments.count)")
        }
    }

    mutating func next<T>(_ type: T.Type) throws(BridgeError) -> T {
        defer { parameterIndex += 1 }
        switch method.decoders[parameterIndex] {
        case .value(let decode):
            let value = valueIndex < invocation.arguments.count ? invocation.arguments[valueIndex] : .undefined
            valueIndex += 1
            do {
                return try decode(value) as! T
            } catch {
                let p = method.parameters[parameterIndex]
                throw BridgeError(
                    .invalidArgument,
                    "\(method.qualifiedName): argument \(valueIndex) (\(p.name))"
                        + (error.path.isEmpty ? "" : " at \(error.path)")
                        + ": expected \(error.expected), got \(error.actual)")
            }
        case .callback:
            defer { callbackIndex += 1 }
            guard callbackIndex < invocation.callbacks.count else {
                throw BridgeError(.invalidArgument, "\(method.qualifiedName): callback \(method.parameters[parameterIndex].name) was not passed")
            }
            return invocation.callbacks[callbackIndex] as! T
        case .promise:
            guard let promise = invocation.promise else {
                throw BridgeError(.invalidArgument, "\(method.qualifiedName): called without a promise")
            }
            return promise as! T
        }
    }
}

extension MethodDefinition {
    /// Runs the method's body with `invocation`, decoding its parameters and encoding its result.
    ///
    /// Call from wherever the module runs (its queue, the JS thread or a task). Bad arguments throw
    /// ``BridgeError`` with code `E_INVALID_ARGUMENT`; errors the body throws pass through.
    public func invoke(_ invocation: MethodInvocation) async throws -> BridgeValue {
        var reader = try ArgumentReader(method: self, invocation: invocation)
        return try await body(&reader)
    }

    /// Runs a synchronous method's body; call on the JS thread.
    public func invokeSync(_ invocation: MethodInvocation) throws -> BridgeValue {
        guard let syncBody else { return try invokeBlocking(invocation) }
        var reader = try ArgumentReader(method: self, invocation: invocation)
        return try syncBody(&reader)
    }

    private func invokeBlocking(_ invocation: MethodInvocation) throws -> BridgeValue {
        throw BridgeError(.invalidArgument, "\(qualifiedName) is a \(kind.rawValue) method, not a synchronous one")
    }
}
