import BridgeCore

extension ModuleTester {
    /// Calls promise method `method` with `arguments` (JS values; encode a `Codable` value with
    /// `BridgeValueEncoder`) and returns what the promise resolves with, or throws what it
    /// rejects with (`code`, `message`, `userInfo` as JS gets them).
    public func promise(_ method: String, _ arguments: BridgeValue...) async throws(BridgeError) -> BridgeValue {
        try await promise(method, arguments: arguments)
    }

    /// Calls promise method `method` and decodes what it resolves with as `T`.
    public func promise<T: Decodable>(_ method: String, _ arguments: BridgeValue..., as type: T.Type) async throws(BridgeError) -> T {
        let value = try await promise(method, arguments: arguments)
        do {
            return try BridgeValueDecoder().decode(T.self, from: value)
        } catch {
            throw BridgeError(.invalidResult, "\(definition.name).\(method) resolved with \(value), which is not a \(T.self): \(error)")
        }
    }

    /// Calls callback method `method` with `arguments` (without its callbacks, which the tester
    /// passes) and returns the callback the method invoked, or nil when the call ended without
    /// invoking any (the method let go of its callbacks). A failure the method's first callback
    /// carries (a bad argument, a thrown error) comes back as that callback's invocation with
    /// `{code, message, userInfo}`, as JS gets it.
    public func callback(_ method: String, _ arguments: BridgeValue...) async throws(BridgeError) -> CallbackInvocation? {
        let m = try self.method(method, .callback)
        let callbackNames = m.parameters.filter { $0.role == .callback }.map(\.name)
        let call = start(m, arguments, callbackCount: callbackNames.count)
        switch await responder.outcome(of: call) {
        case .invoked(let index, let values): return CallbackInvocation(index: index, name: callbackNames[index], arguments: values)
        case .unanswered(let error): throw error
        case .retired, .returned: return nil
        }
    }

    /// Calls synchronous method `method` with `arguments` where the caller is (standing in for
    /// the JS thread) and returns its result, or throws what JS would see thrown.
    public func sync(_ method: String, _ arguments: BridgeValue...) throws(BridgeError) -> BridgeValue {
        let m = try self.method(method, .sync)
        do {
            return try m.invokeSync(MethodInvocation(arguments: arguments))
        } catch {
            throw BridgeError(wrapping: error)
        }
    }

    /// Calls fire-and-forget method `method` with `arguments` and returns once its body has run;
    /// throws the failure JS's console would show (`console.error`).
    public func fireAndForget(_ method: String, _ arguments: BridgeValue...) async throws(BridgeError) {
        let m = try self.method(method, .fireAndForget)
        let call = start(m, arguments, callbackCount: 0)
        if case .unanswered(let error) = await responder.outcome(of: call) { throw error }
    }

    /// Adds a JS listener for `event`, as `NativeEventEmitter.addListener` does (the first one
    /// starts the module's observing).
    public func addListener(_ event: String) async throws(BridgeError) {
        try await fireAndForget("addListener", .string(event))
    }

    /// Removes `count` JS listeners, as a subscription's `remove()` does.
    public func removeListeners(_ count: Int) async throws(BridgeError) {
        try await fireAndForget("removeListeners", .number(Double(count)))
    }

    private func promise(_ method: String, arguments: [BridgeValue]) async throws(BridgeError) -> BridgeValue {
        let m = try self.method(method, .promise)
        let call = start(m, arguments, callbackCount: 2)
        switch await responder.outcome(of: call) {
        case .invoked(0, let values): return values.first ?? .undefined
        case .invoked(_, let values): throw Self.error(from: values.first ?? .undefined)
        case .unanswered(let error): throw error
        case .retired, .returned: throw BridgeError(.unspecified, "\(m.qualifiedName) ended without settling its promise")
        }
    }

    /// Starts a call of `method` with its callbacks (or promise) and returns its call ID. Nothing
    /// here keeps the callbacks: a method that lets go of them ends the call, as under a runtime.
    private func start(_ method: MethodDefinition, _ arguments: [BridgeValue], callbackCount: Int) -> Int {
        let (call, ids) = responder.begin(callbackCount: callbackCount)
        var invocation = MethodInvocation(arguments: arguments)
        if method.kind == .promise {
            invocation.promise = BridgePromise(
                resolveID: ids[0], rejectID: ids[1], callID: call, methodName: method.qualifiedName, responder: responder)
        } else if !ids.isEmpty {
            invocation.callbacks = BridgeCallback.makeCallbacks(ids: ids, callID: call, responder: responder)
        }
        perform(method, invocation, call: call)
        return call
    }

    private func perform(_ method: MethodDefinition, _ invocation: consuming MethodInvocation, call: Int) {
        guard let index = definition.methods.firstIndex(where: { $0 === method }) else { return }
        let responder = self.responder
        var completion: (@Sendable () -> Void)?
        if method.kind == .fireAndForget { completion = { responder.end(call, .returned) } }
        method.perform(
            invocation, on: queues.queue(moduleID: 0, methodID: index),
            unanswered: { (error: BridgeError) in responder.end(call, .unanswered(error)) }, completion: completion)
    }

    private func method(_ name: String, _ kind: MethodKind) throws(BridgeError) -> MethodDefinition {
        guard let method = definition.method(named: name) else {
            let names = definition.methods.map(\.name).joined(separator: ", ")
            throw BridgeError(.invalidArgument, "\(definition.name) has no method \(name) (it has: \(names))")
        }
        guard method.kind == kind else {
            throw BridgeError(.invalidArgument, "\(method.qualifiedName) is a \(method.kind.rawValue) method, not \(kind.rawValue)")
        }
        return method
    }

    /// The error a rejection's `{code, message, userInfo}` describes.
    static func error(from data: BridgeValue) -> BridgeError {
        guard case .object(let fields) = data else { return BridgeError(.unspecified, "\(data)") }
        return BridgeError(
            BridgeError.Code(rawValue: fields["code"]?.stringValue ?? BridgeError.Code.unspecified.rawValue),
            fields["message"]?.stringValue ?? "", userInfo: fields["userInfo"].flatMap { $0 == .null ? nil : $0 })
    }
}
