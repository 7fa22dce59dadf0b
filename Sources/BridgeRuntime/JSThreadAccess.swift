import BridgeCore
import CJavaScriptCore

/// Synchronous access to a runtime's JavaScript, valid only inside ``Runtime/onJSThread(_:)``
/// on the JS thread.
public struct JSThreadAccess {
    let engine: JSEngine

    /// Calls `method` of the callable JS module `module` and returns its result; a JS exception
    /// throws ``JSException``. To call one method many times, resolve it once with
    /// ``function(_:_:)``.
    public func callJSModule(_ module: String, _ method: String, _ arguments: [BridgeValue] = []) throws -> BridgeValue {
        try engine.assumeOnJSThread { engine in try engine.callInEntry { try engine.callJSModule(module, method, arguments) } }
    }

    /// `method` of the callable JS module `module`, looked up once: calling it costs little more
    /// than the engine's own function call. If JS registers callable modules again later, the
    /// next call looks the method up again.
    public func function(_ module: String, _ method: String) -> JSModuleFunction {
        let target = engine.assumeOnJSThread { engine in engine.callable(module, method) }
        // Made once here, so a call allocates nothing to reach the engine's isolation.
        let call = JSEngine.unisolated { (engine, arguments: UnsafeBufferPointer<BridgeValue>) in
            try engine.callInEntry {
                // Still the function the JS half has registered: call it as it is.
                if let target, target.epoch == engine.bridge.callablesEpoch {
                    return try engine.callDirect(target, arguments)
                }
                return try engine.callJSModule(module, method, Array(arguments))
            }
        }
        return JSModuleFunction(engine: engine, module: module, method: method, callOnJSThread: call)
    }

    /// Runs a full garbage collection of the engine's heap now (slow: for measurements and
    /// tests that need to know what is still held).
    public func collectGarbage() {
        engine.assumeOnJSThread { engine in
            if let context = engine.context { JSSynchronousGarbageCollectForDebugging(context) }
        }
    }

    /// Evaluates `source` and returns its completion value.
    @discardableResult
    public func evaluate(_ source: String, sourceURL: String = "<eval>") throws -> BridgeValue {
        try engine.assumeOnJSThread { try $0.evaluate(source, sourceURL: sourceURL) }
    }
}

/// A method of a callable JS module (registered with `BatchedBridge.registerCallableModule`),
/// resolved by ``JSThreadAccess/function(_:_:)``. Call it only inside the
/// ``Runtime/onJSThread(_:)`` body that made it.
public struct JSModuleFunction {
    let engine: JSEngine
    /// The callable module's name.
    public let module: String
    /// The method's name.
    public let method: String
    let callOnJSThread: @Sendable (JSEngine, UnsafeBufferPointer<BridgeValue>) throws -> BridgeValue

    /// Calls the method and returns its result; a JS exception throws ``JSException``.
    public func callAsFunction(_ arguments: BridgeValue...) throws -> BridgeValue {
        try call(arguments)
    }

    /// Calls the method with no arguments.
    public func callAsFunction() throws -> BridgeValue {
        engine.thread.preconditionOnJSThread()
        return try callOnJSThread(engine, UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Calls the method with one argument (nothing is allocated for it).
    public func callAsFunction(_ argument: BridgeValue) throws -> BridgeValue {
        engine.thread.preconditionOnJSThread()
        return try withUnsafePointer(to: argument) { try callOnJSThread(engine, UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Calls the method with an array of arguments.
    public func call(_ arguments: [BridgeValue]) throws -> BridgeValue {
        engine.thread.preconditionOnJSThread()
        return try arguments.withUnsafeBufferPointer { try callOnJSThread(engine, $0) }
    }
}

extension JSEngine {
    func withAccess<T: Sendable>(_ body: @Sendable (JSThreadAccess) throws -> T) throws -> T {
        _ = try requireContext()
        return try body(JSThreadAccess(engine: self))
    }

    /// Runs one engine call as an entry of its own (``runEntry(holdingLock:_:)``).
    func callInEntry(_ call: () throws -> BridgeValue) throws -> BridgeValue {
        guard bridge.signalsQueue else {
            var result: Result<BridgeValue, any Error> = .success(.undefined)
            runEntry(holdingLock: false) { result = Result { try call() } }
            return try result.get()
        }
        // The JS half says when it queued calls: only then is there an entry to run after the call
        // (returning or throwing).
        defer { if bridge.queueHasCalls { runEntry(holdingLock: false) {} } }
        return try call()
    }
}
