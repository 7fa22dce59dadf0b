extension ModuleDefinition {
    /// Registers a promise method: JS gets a Promise that the body's result resolves and a thrown
    /// error rejects. `signature` is `name` or `name(a:b:)`, naming the parameters for error
    /// messages. A parameter may be any ``BridgeArgument`` or `Decodable` type; a trailing
    /// ``BridgePromise`` parameter lets the body settle the promise itself (React Native's
    /// resolve/reject style), in which case the body's own result is ignored.
    public mutating func promise<each A, R>(
        _ signature: String, runsOn execution: ModuleExecution? = nil,
        _ body: @escaping @Sendable (repeat each A) async throws -> R
    ) {
        let types = parameterTypes(repeat (each A).self)
        let settling = Self.settlingPromise(types)
        let encode: @Sendable (R) throws -> BridgeValue
        if settling != nil {
            encode = { @Sendable _ in .undefined }
        } else {
            encode = resultEncoder(R.self, signature)
        }
        addMethod(signature: signature, kind: .promise, types: types, result: settling.map(\.valueType) ?? R.self, execution: execution) { reader in
            try encode(try await body(repeat try reader.next((each A).self)))
        }
    }

    /// Registers a promise method whose body does not suspend: it runs on its queue without a
    /// task of its own (otherwise the same as the `async` form).
    public mutating func promise<each A, R>(
        _ signature: String, runsOn execution: ModuleExecution? = nil,
        _ body: @escaping @Sendable (repeat each A) throws -> R
    ) {
        addNonSuspending(.promise, signature, execution, body, direct: nil)
    }

    /// Registers a promise method whose body does not suspend, with ``BridgeArgument`` parameters
    /// and a ``BridgeResult``: the same as the general form, and the bridge calls a body
    /// compiled for exactly these types (see ``MethodDefinition/directBody``).
    @inlinable
    public mutating func promise<each A: BridgeArgument, R: BridgeResult>(
        _ signature: String, runsOn execution: ModuleExecution? = nil,
        _ body: @escaping @Sendable (repeat each A) throws -> R
    ) {
        addNonSuspending(.promise, signature, execution, body, direct: MethodDefinition.direct(body) { $0.bridgeValue })
    }

    /// Adds a `sync` or promise method whose body does not suspend and returns a value (for a
    /// promise method with a trailing ``BridgePromise``, the body settles it and its own result
    /// is ignored).
    @usableFromInline
    mutating func addNonSuspending<each A, R>(
        _ kind: MethodKind, _ signature: String, _ execution: ModuleExecution?,
        _ body: @escaping @Sendable (repeat each A) throws -> R, direct: MethodDefinition.DirectBody?
    ) {
        let types = parameterTypes(repeat (each A).self)
        let settling = kind == .promise ? Self.settlingPromise(types) : nil
        let encode: @Sendable (R) throws -> BridgeValue
        if settling != nil {
            encode = { @Sendable _ in .undefined }
        } else {
            encode = resultEncoder(R.self, signature)
        }
        addSyncMethod(signature: signature, kind: kind, types: types, result: settling.map(\.valueType) ?? R.self, execution: execution, direct: direct) { reader in
            try encode(try body(repeat try reader.next((each A).self)))
        }
    }

    /// Registers a callback method: JS passes trailing functions, which the body receives as
    /// ``BridgeCallback`` parameters (React Native's error-then-success order when there are two).
    public mutating func callback<each A>(
        _ signature: String, runsOn execution: ModuleExecution? = nil,
        _ body: @escaping @Sendable (repeat each A) async throws -> Void
    ) {
        addMethod(signature: signature, kind: .callback, types: parameterTypes(repeat (each A).self), execution: execution) { reader in
            try await body(repeat try reader.next((each A).self))
            return .undefined
        }
    }

    /// Registers a callback method whose body does not suspend.
    public mutating func callback<each A>(
        _ signature: String, runsOn execution: ModuleExecution? = nil,
        _ body: @escaping @Sendable (repeat each A) throws -> Void
    ) {
        addSyncMethod(signature: signature, kind: .callback, types: parameterTypes(repeat (each A).self), execution: execution) { reader in
            try body(repeat try reader.next((each A).self))
            return .undefined
        }
    }

    /// Registers a synchronous method: it runs on the JS thread and JS gets its result directly; a
    /// thrown error is thrown in JS at the call site. Keep it cheap: JS waits for it.
    public mutating func sync<each A, R>(
        _ signature: String, _ body: @escaping @Sendable (repeat each A) throws -> R
    ) {
        addNonSuspending(.sync, signature, nil, body, direct: nil)
    }

    /// Registers a synchronous method whose parameters are all ``BridgeArgument`` types and whose
    /// result is a ``BridgeResult``: the same as the general form, and the runtime calls a body
    /// compiled for exactly these types straight from the engine (the fast path).
    @inlinable
    public mutating func sync<each A: BridgeArgument, R: BridgeResult>(
        _ signature: String, _ body: @escaping @Sendable (repeat each A) throws -> R
    ) {
        addNonSuspending(.sync, signature, nil, body, direct: MethodDefinition.direct(body) { $0.bridgeValue })
    }

    /// Registers a synchronous method with ``BridgeArgument`` parameters and no result, with the
    /// fast path of the form above.
    @inlinable
    public mutating func sync<each A: BridgeArgument>(
        _ signature: String, _ body: @escaping @Sendable (repeat each A) throws -> Void
    ) {
        addNonSuspending(.sync, signature, nil, body, direct: MethodDefinition.direct(body) { _ in .undefined })
    }

    /// Registers a fire-and-forget method: JS gets `undefined` at once; a thrown error goes to the
    /// host's log.
    public mutating func fireAndForget<each A>(
        _ signature: String, runsOn execution: ModuleExecution? = nil,
        _ body: @escaping @Sendable (repeat each A) async throws -> Void
    ) {
        addMethod(signature: signature, kind: .fireAndForget, types: parameterTypes(repeat (each A).self), execution: execution) { reader in
            try await body(repeat try reader.next((each A).self))
            return .undefined
        }
    }

    /// Registers a fire-and-forget method whose body does not suspend.
    public mutating func fireAndForget<each A>(
        _ signature: String, runsOn execution: ModuleExecution? = nil,
        _ body: @escaping @Sendable (repeat each A) throws -> Void
    ) {
        addSyncMethod(signature: signature, kind: .fireAndForget, types: parameterTypes(repeat (each A).self), execution: execution) { reader in
            try body(repeat try reader.next((each A).self))
            return .undefined
        }
    }

    /// Registers another form of the callback or fire-and-forget method of that JS name registered
    /// before: a fire-and-forget method a call runs when its argument count fits this form and
    /// not the first one (React Native's Android half calls some methods with other arguments
    /// than its iOS half, under the same name).
    package mutating func fireAndForgetForm<each A>(
        _ signature: String, _ body: @escaping @Sendable (repeat each A) throws -> Void
    ) {
        addSyncMethod(signature: signature, kind: .fireAndForget, types: parameterTypes(repeat (each A).self), execution: nil, asOtherForm: true) { reader in
            try body(repeat try reader.next((each A).self))
            return .undefined
        }
    }

    /// Declares the events this module emits and adds React Native's `addListener(eventName)` and
    /// `removeListeners(count)` methods, which `NativeEventEmitter` calls. `emitter` starts
    /// delivering once the runtime installs the module, and tells the module when the first
    /// listener arrives and the last one leaves.
    public mutating func events(_ names: [String], emitter: EventEmitter) {
        for n in names where n.isEmpty { addProblem("module \(name) declares an empty event name") }
        setEvents(names, emitter: emitter)
        emitter.configure(moduleName: name, supportedEvents: names)
        fireAndForget("addListener(eventName:)") { (eventName: String) in try emitter.listenerAdded(eventName) }
        fireAndForget("removeListeners(count:)") { (count: Int) in emitter.listenersRemoved(count) }
    }

    /// Runs `handler` on the module's queue when the first JS listener is added (React Native's
    /// `startObserving`, Expo's `OnStartObserving`); it may use the module's emitter. Needs
    /// ``events(_:emitter:)``.
    public mutating func onStartObserving(_ handler: @escaping @Sendable () -> Void) {
        guard let eventEmitter else { return addProblem("module \(name): onStartObserving needs events(_:emitter:) first") }
        eventEmitter.setObservers(start: handler, stop: nil)
    }

    /// Runs `handler` on the module's queue when the last JS listener is removed (React Native's
    /// `stopObserving`). Needs ``events(_:emitter:)``.
    public mutating func onStopObserving(_ handler: @escaping @Sendable () -> Void) {
        guard let eventEmitter else { return addProblem("module \(name): onStopObserving needs events(_:emitter:) first") }
        eventEmitter.setObservers(start: nil, stop: handler)
    }

    /// Adds a method whose body never suspends: it serves both the synchronous and the `async` path.
    private mutating func addSyncMethod(
        signature: String, kind: MethodKind, types: [Any.Type], result: Any.Type? = Void.self, execution: ModuleExecution?,
        direct: MethodDefinition.DirectBody? = nil, asOtherForm: Bool = false,
        _ syncBody: @escaping @Sendable (inout ArgumentReader) throws -> BridgeValue
    ) {
        addMethod(
            signature: signature, kind: kind, types: types, result: result, execution: execution, body: { reader in try syncBody(&reader) },
            syncBody: syncBody, directBody: direct, asOtherForm: asOtherForm)
    }

    /// The promise a body settles itself (a trailing ``BridgePromise`` or ``TypedPromise``), and
    /// the type of its value (nil: untyped).
    private static func settlingPromise(_ types: [Any.Type]) -> (type: Any.Type, valueType: Any.Type?)? {
        guard let last = types.last, ValueCodec.commonDecoding(for: last) == nil, let last = last as? any PromiseParameter.Type else { return nil }
        return (last, last.valueType)
    }

    private func parameterTypes<each A>(_ types: repeat (each A).Type) -> [Any.Type] {
        var result: [Any.Type] = []
        for t in repeat each types { result.append(t) }
        return result
    }

    /// How the method's results are encoded; records a problem when they cannot be.
    private mutating func resultEncoder<R>(_ type: R.Type, _ signature: String) -> @Sendable (R) throws -> BridgeValue {
        if let encode = ValueCodec.encoder(for: R.self) { return encode }
        addProblem("\(name).\(signature): result type \(R.self) is neither BridgeResult nor Encodable")
        return { _ in .undefined }
    }
}
