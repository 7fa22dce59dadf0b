import BridgeCore
import CJavaScriptCore

extension HostFunction {
    /// A host function's fast path: when every argument is a number, boolean, `undefined` or
    /// `null`, it reads them from the engine's words (``JSImmediate``) and runs `body` without an
    /// engine call or entering the bridge actor; anything else, or a body that throws
    /// `DirectArgumentMismatch`, declines, and the function's body runs instead. A sync method's
    /// function has one (its ``MethodDefinition/directBody``).
    ///
    /// Runs inside the engine callback, so on the JS thread.
    struct FastPath {
        let body: MethodDefinition.DirectBody
        let maxArguments: Int
        let immediates: JSImmediate

        /// Nil without a body or where immediates cannot be read.
        init?(_ body: MethodDefinition.DirectBody?, maxArguments: Int, immediates: JSImmediate) {
            guard let body, immediates.isEnabled else { return nil }
            self.body = body
            self.maxArguments = maxArguments
            self.immediates = immediates
        }

        /// The body's result or error; nil when it declined (and the body did not run).
        func run(_ arguments: UnsafeBufferPointer<JSValueRef?>) -> Result<BridgeValue, any Error>? {
            guard arguments.count <= maxArguments else { return nil }
            // Only numbers, booleans, `undefined` and `null` go in the buffer: values with nothing
            // to release, so it is not deinitialized.
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
}
