import BridgeCore
import CJavaScriptCore

/// The fast path of a sync method's JS function: when every argument is a number, boolean,
/// `undefined` or `null`, it reads them from the engine's words (``JSImmediate``) and runs the
/// method's direct body (``MethodDefinition/directBody``) without entering the bridge actor or
/// making an engine call. Anything else declines, and the general path runs instead.
///
/// Runs inside an engine callback, so on the JS thread, where sync methods run.
struct DirectSyncCall {
    let body: MethodDefinition.DirectBody
    let maxArguments: Int
    let immediates: JSImmediate

    init?(_ method: MethodDefinition, immediates: JSImmediate) {
        guard let body = method.directBody, immediates.isEnabled else { return nil }
        self.body = body
        self.maxArguments = method.valueParameterCount
        self.immediates = immediates
    }

    /// The method's result or error; nil when it declined (and the body did not run).
    func run(_ arguments: UnsafeBufferPointer<JSValueRef?>) -> Result<BridgeValue, any Error>? {
        guard arguments.count <= maxArguments else { return nil }
        // Only numbers, booleans, `undefined` and `null` go in the buffer: values with nothing to
        // release, so it is not deinitialized.
        return withUnsafeTemporaryAllocation(of: BridgeValue.self, capacity: arguments.count) { buffer in
            for (i, arg) in arguments.enumerated() {
                guard let arg, let value = immediates.value(arg) else { return nil }
                (buffer.baseAddress! + i).initialize(to: value)
            }
            do {
                return .success(try body(UnsafeBufferPointer(buffer)))
            } catch is DirectArgumentMismatch {
                return nil
            } catch {
                return .failure(error)
            }
        }
    }
}
