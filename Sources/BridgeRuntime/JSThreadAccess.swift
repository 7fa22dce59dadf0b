import BridgeCore
import CJavaScriptCore

/// Synchronous access to a runtime's JavaScript, valid only inside ``Runtime/onJSThread(_:)``
/// on the JS thread.
public struct JSThreadAccess {
    let bridge: NativeBridge

    /// Calls `method` of the callable JS module `module` and returns its result; a JS exception
    /// throws ``JSException``. To call one method many times, resolve it once with
    /// ``function(_:_:)``.
    public func callJSModule(_ module: String, _ method: String, _ arguments: [BridgeValue] = []) throws -> BridgeValue {
        try bridge.assumeOnJSThread { bridge in try bridge.callInEntry { try bridge.callJSModule(module, method, arguments) } }
    }

    /// `method` of the callable JS module `module`, looked up once: calling it costs little more
    /// than the engine's own function call. If JS registers callable modules again later, the
    /// next call looks the method up again.
    public func function(_ module: String, _ method: String) -> JSModuleFunction {
        let target = bridge.assumeOnJSThread { bridge in bridge.callable(module, method) }
        // Made once here, so a call allocates nothing to reach the bridge's isolation.
        let call = NativeBridge.unisolated { (bridge, arguments: UnsafeBufferPointer<BridgeValue>) in
            try bridge.callInEntry {
                // Still the function the JS half has registered: call it as it is.
                if let target, target.epoch == bridge.state.callablesEpoch {
                    return try bridge.callDirect(target, arguments)
                }
                return try bridge.callJSModule(module, method, Array(arguments))
            }
        }
        return JSModuleFunction(bridge: bridge, module: module, method: method, callOnJSThread: call)
    }

    /// Runs a full garbage collection of the engine's heap now (slow: for measurements and
    /// tests that need to know what is still held).
    public func collectGarbage() {
        bridge.assumeOnJSThread { bridge in
            if let context = bridge.engine.context { JSSynchronousGarbageCollectForDebugging(context) }
        }
    }

    /// Evaluates `source` and returns its completion value.
    @discardableResult
    public func evaluate(_ source: String, sourceURL: String = "<eval>") throws -> BridgeValue {
        try bridge.assumeOnJSThread { try $0.evaluate(source, sourceURL: sourceURL) }
    }
}

/// A method of a callable JS module (registered with `BatchedBridge.registerCallableModule`),
/// resolved by ``JSThreadAccess/function(_:_:)``. Call it only inside the
/// ``Runtime/onJSThread(_:)`` body that made it.
public struct JSModuleFunction {
    let bridge: NativeBridge
    /// The callable module's name.
    public let module: String
    /// The method's name.
    public let method: String
    let callOnJSThread: @Sendable (NativeBridge, UnsafeBufferPointer<BridgeValue>) throws -> BridgeValue

    /// Calls the method and returns its result; a JS exception throws ``JSException``.
    public func callAsFunction(_ arguments: BridgeValue...) throws -> BridgeValue {
        try call(arguments)
    }

    /// Calls the method with no arguments.
    public func callAsFunction() throws -> BridgeValue {
        bridge.thread.preconditionOnJSThread()
        return try callOnJSThread(bridge, UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Calls the method with one argument (nothing is allocated for it).
    public func callAsFunction(_ argument: BridgeValue) throws -> BridgeValue {
        bridge.thread.preconditionOnJSThread()
        return try withUnsafePointer(to: argument) { try callOnJSThread(bridge, UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Calls the method with an array of arguments.
    public func call(_ arguments: [BridgeValue]) throws -> BridgeValue {
        bridge.thread.preconditionOnJSThread()
        return try arguments.withUnsafeBufferPointer { try callOnJSThread(bridge, $0) }
    }
}

extension NativeBridge {
    func withAccess<T: Sendable>(_ body: @Sendable (JSThreadAccess) throws -> T) throws -> T {
        _ = try engine.requireContext()
        return try body(JSThreadAccess(bridge: self))
    }

    /// Runs one engine call as an entry of its own (``runEntry(holdingLock:_:)``).
    func callInEntry(_ call: () throws -> BridgeValue) throws -> BridgeValue {
        guard state.signalsQueue else {
            var result: Result<BridgeValue, any Error> = .success(.undefined)
            runEntry(holdingLock: false) { result = Result { try call() } }
            return try result.get()
        }
        // The JS half says when it queued calls: only then is there an entry to run after the call
        // (returning or throwing).
        defer { if state.queueHasCalls { runEntry(holdingLock: false) {} } }
        return try call()
    }
}
