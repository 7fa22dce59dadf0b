import BridgeCore
import CJavaScriptCore

/// A Swift function callable from JS: the private data of a `BridgeHostFunction` object.
final class HostFunction {
    /// The call's arguments and `this`, valid only during the call.
    struct Call {
        let this: JSObjectRef?
        let arguments: UnsafeBufferPointer<JSValueRef?>
        /// What the function's ``DirectSyncCall`` produced, when it ran the method but the
        /// result still needs the engine (not an immediate value, or an error).
        var directResult: Result<BridgeValue, any Error>?

        subscript(i: Int) -> JSValueRef? { i < arguments.count ? arguments[i] : nil }
    }

    /// Runs on the JS thread; returns the call's result (nil for `undefined`). A thrown
    /// ``JSThrow`` throws that JS value; any other error throws a JS `Error` with its message.
    typealias Body = (isolated JSEngine, Call) throws -> JSValueRef?

    // unowned(unsafe): the engine owns the context this function lives in and releases it (and
    // so this box) before it goes; the function is only called while the context is alive.
    unowned(unsafe) let engine: JSEngine
    let name: String
    let body: Body
    /// Tried first, without entering the engine actor; the body runs when it declines.
    let direct: DirectSyncCall?

    init(engine: JSEngine, name: String, direct: DirectSyncCall? = nil, body: @escaping Body) {
        self.engine = engine
        self.name = name
        self.direct = direct
        self.body = body
    }
}

/// Throws a JS error of a given type from a host function.
struct JSThrow: Error {
    var type: String
    var message: String
    var code: String?

    static func typeError(_ message: String, code: String? = nil) -> JSThrow {
        JSThrow(type: "TypeError", message: message, code: code)
    }
}

/// One engine callback's inputs, handed into the engine actor's isolation.
// @unchecked: built and consumed inside one synchronous engine callback on the JS thread; the
// pointers it holds never leave that callback.
private struct HostCallFrame: @unchecked Sendable {
    let box: HostFunction
    let call: HostFunction.Call
    let exception: UnsafeMutablePointer<JSValueRef?>?
}

let hostFunctionCallback: JSObjectCallAsFunctionCallback = { ctx, function, this, argc, argv, exception in
    guard let function, let data = JSObjectGetPrivate(function) else { return JSValueMakeUndefined(ctx) }
    // The function object holds the box for as long as it can be called.
    return Unmanaged<HostFunction>.fromOpaque(data)._withUnsafeGuaranteedRef { box in
        var call = HostFunction.Call(this: this, arguments: UnsafeBufferPointer(start: argv, count: argc))
        if let direct = box.direct, let outcome = direct.run(call.arguments) {
            if case .success(let value) = outcome, let ref = direct.immediates.ref(value) { return ref }
            call.directResult = outcome
        }
        box.engine.thread.preconditionOnJSThread()
        let result = runHostFunctionOnJSThread(box.engine, HostCallFrame(box: box, call: call, exception: exception))
        return result.value ?? JSValueMakeUndefined(ctx)
    }
}

/// ``JSEngine/runHostFunction(_:)`` for engine callbacks, which run on the JS thread.
private let runHostFunctionOnJSThread = JSEngine.unisolated { (engine, frame: HostCallFrame) in engine.runHostFunction(frame) }

/// A host function's result, carried out of the engine actor's isolation (see ``HostCallFrame``).
private struct HostCallResult: @unchecked Sendable {
    let value: JSValueRef?
}

extension JSEngine {
    /// Runs a host function's body, turning thrown Swift errors into JS exceptions.
    fileprivate func runHostFunction(_ frame: HostCallFrame) -> HostCallResult {
        do {
            return HostCallResult(value: try frame.box.body(self, frame.call))
        } catch let error as JSThrow {
            frame.exception?.pointee = makeError(error.message, type: error.type, code: error.code)
        } catch let error as BridgeError {
            frame.exception?.pointee = makeError(error.message, code: error.code.rawValue)
        } catch {
            frame.exception?.pointee = makeError("\(frame.box.name): \(error)")
        }
        return HostCallResult(value: nil)
    }
}

let hostFunctionFinalize: JSObjectFinalizeCallback = { object in
    guard let object, let data = JSObjectGetPrivate(object) else { return }
    Unmanaged<HostFunction>.fromOpaque(data).release()
}
