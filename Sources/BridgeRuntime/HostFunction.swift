import BridgeCore
import CJavaScriptCore

/// A Swift function callable from JS, found by its function object in the JS thread's
/// ``JSThread/hostFunctions``.
final class HostFunction {
    /// The call's arguments and `this`, valid only during the call.
    struct Call {
        let this: JSObjectRef?
        let arguments: UnsafeBufferPointer<JSValueRef?>
        /// What the function's fast path produced, when it ran but the result still needs the
        /// engine (not an immediate value, or an error).
        var directResult: Result<BridgeValue, any Error>?

        subscript(i: Int) -> JSValueRef? { i < arguments.count ? arguments[i] : nil }
    }

    /// Runs on the JS thread; returns the call's result (nil for `undefined`). A thrown
    /// ``JSThrow`` throws that JS value; any other error throws a JS `Error` with its message.
    typealias Body = (JSEngine, Call) throws -> JSValueRef?

    // unowned(unsafe): the engine owns the context this function lives in, and takes this box out
    // of its thread's table when it releases the context, before it goes; the function is only
    // called while the context is alive.
    unowned(unsafe) let engine: JSEngine
    let name: String
    let body: Body
    /// Tried first: a result (sent as an immediate value when it is one, else handed to the
    /// body as ``Call/directResult``); the body runs when it declines.
    let direct: FastPath?

    init(engine: JSEngine, name: String, direct: FastPath? = nil, body: @escaping Body) {
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

let hostFunctionCallback: JSObjectCallAsFunctionCallback = { ctx, function, this, argc, argv, exception in
    // Only its own JS thread runs the context a host function lives in, and the thread's table
    // holds the function for as long as the context runs.
    guard let function, let found = JSThread.hostFunction(function) else {
        preconditionFailure("a host function was called off its JS thread")
    }
    return found._withUnsafeGuaranteedRef { box in
        var call = HostFunction.Call(this: this, arguments: UnsafeBufferPointer(start: argv, count: argc))
        if let direct = box.direct, let outcome = direct.run(call.arguments) {
            if case .success(let value) = outcome, let ref = direct.immediates.ref(value) { return ref }
            call.directResult = outcome
        }
        return box.engine.runHostFunction(box, call, exception) ?? JSValueMakeUndefined(ctx)
    }
}

extension JSEngine {
    /// Runs a host function's body, turning thrown Swift errors into JS exceptions.
    fileprivate func runHostFunction(_ box: HostFunction, _ call: HostFunction.Call, _ exception: UnsafeMutablePointer<JSValueRef?>?) -> JSValueRef? {
        do {
            return try box.body(self, call)
        } catch let error as JSThrow {
            exception?.pointee = makeError(error.message, type: error.type, code: error.code)
        } catch let error as BridgeError {
            exception?.pointee = makeError(error.message, code: error.code.rawValue)
        } catch {
            exception?.pointee = makeError("\(box.name): \(error)")
        }
        return nil
    }
}
