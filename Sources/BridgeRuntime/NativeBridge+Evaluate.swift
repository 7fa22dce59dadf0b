import BridgeCore
import CJavaScriptCore

extension NativeBridge {
    /// Evaluates a script and returns its completion value (values JS cannot send, such as a
    /// function, come back as `undefined`). Afterwards the JS half of the bridge is looked up again
    /// (the script may have brought its own) and its queue is pulled until empty.
    func evaluate(_ source: String, sourceURL: String) throws -> BridgeValue {
        let result = try engine.evaluateRaw(source, sourceURL: sourceURL)
        resolveBatchedBridge(force: true)
        runEntry {}
        switch result {
        case .failure(let exception): throw exception
        case .success(let value): return (try? engine.bridgeValue(value)) ?? .undefined
        }
    }
}
