/// A native module as JS sees it: a name, constants, methods and events, and where its methods run.
///
/// Build one in a module's ``NativeModule/definition`` with the registration methods
/// (`promise`, `callback`, `sync`, `fireAndForget`, `constant`, `events`). Problems found while
/// building (a bad name, a duplicate, a parameter type the bridge cannot decode) are kept and
/// refused by ``ModuleRegistry``. Safe to use on any thread once built.
public struct ModuleDefinition: Sendable {
    /// The JS name: `NativeModules.<name>`.
    public let name: String
    /// Where promise, callback and fire-and-forget methods run.
    public let execution: ModuleExecution
    /// Methods in registration order; a method's index is its method ID on the wire.
    public private(set) var methods: [MethodDefinition] = []
    /// Constants, exported as properties of the JS module object.
    public private(set) var constants: [String: BridgeValue] = [:]
    /// Event names this module emits through ``NativeEventEmitter``-style listeners.
    public private(set) var supportedEvents: [String] = []
    /// The declared body types of events, for TypeScript declarations.
    private(set) var eventBodyTypes: [String: SwiftType] = [:]
    /// The emitter of the module's events, connected by the runtime that installs the module.
    public private(set) var eventEmitter: EventEmitter?
    /// The trackers of work the module starts on its own, connected by the runtime.
    public private(set) var workTrackers: [WorkTracker] = []
    /// Runs when the runtime tears down, on the module's own queue.
    public private(set) var invalidationHandler: (@Sendable () -> Void)?
    /// Runs on the module's queue after each batch of calls from JS (React Native's
    /// `batchDidComplete`), after the batch's calls to the module.
    public private(set) var batchCompletionHandler: (@Sendable () -> Void)?
    /// Problems found while building, refused at registration.
    public private(set) var problems: [String] = []

    /// Starts a module named `name` whose methods run on `execution`, and lets `build` register
    /// its members.
    public init(_ name: String, runsOn execution: ModuleExecution = .ownQueue, _ build: (inout ModuleDefinition) -> Void = { _ in }) {
        self.name = name
        self.execution = execution
        if !Identifier.isValid(name) { problems.append("module name \"\(name)\" is not a valid JS identifier") }
        build(&self)
    }

    /// The method named `name`, if any.
    public func method(named name: String) -> MethodDefinition? { methods.first { $0.name == name } }

    /// Adds a constant; `value` is encoded now.
    public mutating func constant(_ key: String, _ value: some Encodable & Sendable) {
        do {
            constants[key] = try BridgeValueEncoder().encode(value)
        } catch {
            problems.append("constant \(name).\(key) cannot be encoded: \(error)")
        }
    }

    /// Adds a constant.
    public mutating func constant(_ key: String, _ value: BridgeValue) {
        constants[key] = value
    }

    /// Counts the work `tracker` tracks as the runtime's work in flight (see ``WorkTracker``).
    public mutating func tracksWork(_ tracker: WorkTracker) {
        workTrackers.append(tracker)
    }

    /// Adds a handler that runs on the module's queue when the runtime tears down.
    public mutating func onInvalidate(_ handler: @escaping @Sendable () -> Void) {
        invalidationHandler = handler
    }

    /// Adds a handler that runs on the module's queue after each batch of calls JS sends (React
    /// Native's `batchDidComplete`): a module that collects what a batch asks for applies it
    /// there, once per batch.
    public mutating func onBatchComplete(_ handler: @escaping @Sendable () -> Void) {
        batchCompletionHandler = handler
    }

    mutating func addMethod(
        signature: String, kind: MethodKind, types: [Any.Type], result: Any.Type? = Void.self, execution: ModuleExecution? = nil,
        body: @escaping @Sendable (inout ArgumentReader) async throws -> BridgeValue,
        syncBody: (@Sendable (inout ArgumentReader) throws -> BridgeValue)? = nil,
        directBody: MethodDefinition.DirectBody? = nil, asOtherForm: Bool = false
    ) {
        let where_ = "\(name).\(signature)"
        guard let parsed = MethodSignature(signature) else {
            problems.append("method signature \"\(signature)\" of module \(name) is not `name` or `name(a:b:)`")
            return
        }
        if let names = parsed.parameterNames, names.count != types.count {
            problems.append("\(where_) names \(names.count) parameter(s) but its closure takes \(types.count)")
            return
        }
        let registered = methods.firstIndex { $0.name == parsed.name }
        if asOtherForm, registered == nil || methods[registered!].otherForm != nil {
            problems.append("\(where_): another form needs a method of that name registered before it, with no other form yet")
            return
        }
        if !asOtherForm, registered != nil {
            problems.append("method \(name).\(parsed.name) is registered twice")
            return
        }
        var parameters: [ParameterInfo] = []
        var decoders: [ParameterDecoder] = []
        for (i, type) in types.enumerated() {
            let pname = parsed.parameterNames?[i] ?? "arg\(i + 1)"
            // The usual value types first: asking whether a type is a callback or a promise
            // scans every conformance record in the process the first time (tens of
            // microseconds each, at every start).
            if let known = ValueCodec.commonDecoding(for: type) {
                parameters.append(ParameterInfo(name: pname, typeName: known.typeName, role: .value, isOptional: ValueCodec.acceptsMissing(type)))
                decoders.append(.value(known.decode))
            } else if type == BridgeCallback.self || type is any CallbackParameter.Type {
                parameters.append(ParameterInfo(name: pname, typeName: "function", role: .callback))
                decoders.append(.callback)
            } else if type == BridgePromise.self || type is any PromiseParameter.Type {
                parameters.append(ParameterInfo(name: pname, typeName: "promise", role: .promise))
                decoders.append(.promise)
            } else if let codec = ValueCodec.decoder(for: type) {
                parameters.append(
                    ParameterInfo(name: pname, typeName: codec.typeName, role: .value, isOptional: ValueCodec.acceptsMissing(type)))
                decoders.append(.value(codec.decode))
            } else {
                problems.append("\(where_): parameter \(pname) has type \(type), which is neither BridgeArgument nor Decodable")
                return
            }
        }
        let promiseCount = parameters.filter { $0.role == .promise }.count
        let callbackCount = parameters.filter { $0.role == .callback }.count
        switch kind {
        case .promise where callbackCount > 0:
            problems.append("\(where_): a promise method cannot also take callbacks")
            return
        case .promise where promiseCount > 1 || (promiseCount == 1 && parameters.last?.role != .promise):
            problems.append("\(where_): a BridgePromise parameter must be the last and only one")
            return
        case .callback where callbackCount == 0:
            problems.append("\(where_): a callback method needs at least one BridgeCallback parameter")
            return
        case .callback, .sync, .fireAndForget:
            if promiseCount > 0 {
                problems.append("\(where_): only promise methods take a BridgePromise")
                return
            }
            if kind != .callback, callbackCount > 0 {
                problems.append("\(where_): only callback methods take BridgeCallback parameters")
                return
            }
            if let lastValue = parameters.lastIndex(where: { $0.role == .value }),
                let firstCallback = parameters.firstIndex(where: { $0.role == .callback }), firstCallback < lastValue
            {
                problems.append("\(where_): callbacks must come after the other parameters")
                return
            }
        default:
            break
        }
        let method = MethodDefinition(
            name: parsed.name, kind: kind, parameters: parameters, moduleName: name,
            execution: execution == self.execution ? nil : execution, swiftTypes: types.map(SwiftType.init),
            resultSwiftType: result.map(SwiftType.init), body: body, syncBody: syncBody, directBody: directBody, decoders: decoders)
        if let registered, asOtherForm {
            guard methods[registered].kind.isAsync, kind.isAsync else {
                return problems.append("\(where_): only methods JS calls asynchronously (callback, fire-and-forget) have other forms")
            }
            methods[registered] = methods[registered].with(otherForm: method)
        } else {
            methods.append(method)
        }
    }

    package mutating func addProblem(_ problem: String) { problems.append(problem) }

    /// Declares that event `name` carries a body of type `type` (a `Codable` record, say), for
    /// TypeScript declarations (``TypeScriptDeclarations``); an event without one is `unknown`.
    public mutating func eventBody<T>(_ name: String, _ type: T.Type) {
        guard supportedEvents.contains(name) else {
            return addProblem("module \(self.name): eventBody(\"\(name)\") names an event events(_:emitter:) did not declare")
        }
        eventBodyTypes[name] = SwiftType(type: type)
    }

    /// The shape of event `name`'s body (``BridgeType/unknown`` unless declared with
    /// ``eventBody(_:_:)``).
    public func eventBodyType(_ name: String) -> BridgeType {
        eventBodyTypes[name].map { BridgeType.of($0.type) } ?? .unknown
    }

    mutating func setEventBodyType(_ name: String, _ type: Any.Type) {
        eventBodyTypes[name] = SwiftType(type: type)
    }

    mutating func setEvents(_ names: [String], emitter: EventEmitter) {
        supportedEvents = names
        eventEmitter = emitter
    }
}

/// `name` or `name(a:b:)`, the way a Swift selector names a method and its parameters.
struct MethodSignature {
    let name: String
    let parameterNames: [String]?

    /// Read as bytes (every character allowed is ASCII): walking `Character`s costs grapheme
    /// breaking, about 17,000 instructions a signature at every start.
    init?(_ text: String) {
        let utf8 = text.utf8
        guard let open = utf8.firstIndex(of: UInt8(ascii: "(")) else {
            guard Identifier.isValid(text) else { return nil }
            name = text
            parameterNames = nil
            return
        }
        guard utf8.last == UInt8(ascii: ")") else { return nil }
        let base = String(decoding: utf8[..<open], as: UTF8.self)
        let inner = utf8[utf8.index(after: open)..<utf8.index(before: utf8.endIndex)]
        guard Identifier.isValid(base) else { return nil }
        var names: [String] = []
        if !inner.isEmpty {
            guard inner.last == UInt8(ascii: ":") else { return nil }
            for part in inner.dropLast().split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false) {
                let n = String(decoding: part, as: UTF8.self)
                guard n == "_" || Identifier.isValid(n) else { return nil }
                names.append(n == "_" ? "arg\(names.count + 1)" : n)
            }
        }
        name = base
        parameterNames = names
    }
}

enum Identifier {
    /// A JS identifier made of ASCII letters, digits, `_` and `$`, not starting with a digit.
    static func isValid(_ s: String) -> Bool {
        guard let first = s.utf8.first else { return false }
        func ok(_ c: UInt8, first: Bool) -> Bool {
            (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 36 || (!first && c >= 48 && c <= 57)
        }
        return ok(first, first: true) && s.utf8.dropFirst().allSatisfy { ok($0, first: false) }
    }
}
