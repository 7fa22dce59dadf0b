import BridgeCore
import CJavaScriptCore

/// Synchronous methods: `nativeCallSyncHook`, and each method's own host function with its fast
/// path. On the JS thread.
extension NativeBridge {
    /// `nativeCallSyncHook(moduleID, methodID, args)`: bad input throws a `TypeError` at the call site.
    func callSync(_ call: HostFunction.Call) throws -> JSValueRef? {
        guard let moduleID = call[0].flatMap(engine.index), let methodID = call[1].flatMap(engine.index),
            let method = state.registry.method(moduleID: moduleID, methodID: methodID)
        else {
            throw JSThrow.typeError("nativeCallSyncHook: unknown module \(engine.describe(call[0])) method \(engine.describe(call[1]))")
        }
        guard method.kind == .sync else {
            throw JSThrow.typeError("\(method.qualifiedName) is a \(method.kind.rawValue) method, not a synchronous one")
        }
        guard let (args, holder) = call[2].flatMap(engine.elements) else {
            throw JSThrow.typeError("\(method.qualifiedName): arguments must be an array")
        }
        JSValueProtect(engine.context, holder)
        defer { JSValueUnprotect(engine.context, holder) }
        return try runSync(method, args.map(Optional.some))
    }

    /// A host function that is the synchronous method itself (what the prelude installs in place
    /// of a wrapper around `nativeCallSyncHook`), its `name` the one the JS half gives, or nil
    /// for anything but a sync method.
    func syncMethodFunction(moduleID: Int, methodID: Int, named name: String) -> JSObjectRef? {
        guard let method = state.registry.method(moduleID: moduleID, methodID: methodID), method.kind == .sync else { return nil }
        return makeHostFunction(method.qualifiedName, jsName: name, direct: HostFunction.FastPath(method.directBody, maxArguments: method.valueParameterCount, immediates: engine.immediates)) { bridge, call in
            switch call.directResult {
            case .success(let value): return try bridge.syncResult(method, value)
            case .failure(let error): throw bridge.syncFailure(error)
            case nil: return try bridge.runSync(method, call.arguments)
            }
        }
    }

    /// Runs a synchronous method with JS arguments: a bad argument throws a `TypeError` with code
    /// `E_INVALID_ARGUMENT`; an error the method throws is thrown with its code.
    func runSync<Args: Collection<JSValueRef?>>(_ method: MethodDefinition, _ args: Args) throws -> JSValueRef? {
        // The arguments live in a temporary buffer for the call: no array is allocated.
        let result = try withUnsafeTemporaryAllocation(of: BridgeValue.self, capacity: args.count) { buffer in
            var made = 0
            defer { buffer.baseAddress?.deinitialize(count: made) }
            for (i, arg) in args.enumerated() {
                do throws(UnsendableValue) {
                    (buffer.baseAddress! + i).initialize(to: try engine.bridgeValue(arg ?? JSValueMakeUndefined(engine.context)))
                    made += 1
                } catch {
                    throw JSThrow.typeError(invalidArgument(method, position: i, error).message, code: BridgeError.Code.invalidArgument.rawValue)
                }
            }
            do {
                return try method.invokeSync(arguments: UnsafeBufferPointer(start: buffer.baseAddress, count: made))
            } catch {
                throw syncFailure(error)
            }
        }
        return try syncResult(method, result)
    }

    /// A sync method's result as a JS value; one JS cannot receive throws an `Error` with code
    /// `E_INVALID_RESULT` naming the path.
    func syncResult(_ method: MethodDefinition, _ result: BridgeValue) throws -> JSValueRef {
        do { return try engine.jsValue(result) } catch {
            throw JSThrow(type: "Error", message: "\(method.qualifiedName): its result \(error.description)", code: BridgeError.Code.invalidResult.rawValue)
        }
    }

    /// What JS sees when a sync method fails: a `TypeError` for a bad argument, else an `Error`
    /// with the error's code.
    func syncFailure(_ error: any Error) -> JSThrow {
        if let error = error as? BridgeError, error.code == .invalidArgument {
            return JSThrow.typeError(error.message, code: error.code.rawValue)
        }
        let e = BridgeError(wrapping: error)
        return JSThrow(type: "Error", message: e.message, code: e.code.rawValue)
    }
}
