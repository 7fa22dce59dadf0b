import BridgeCore
import CJavaScriptCore

extension NativeBridge {
    /// Evaluates a script and returns its completion value (values JS cannot send, such as a
    /// function, come back as `undefined`). Afterwards the JS half of the bridge is looked up again
    /// (the script may have brought its own) and its queue is pulled until empty.
    /// As the bundle (`asBundle`), what it throws goes to `process`'s 'uncaughtException'
    /// listeners first, as a node script's does (the result is then `undefined`).
    func evaluate(_ source: String, sourceURL: String, asBundle: Bool = false) throws -> BridgeValue {
        let takesThrown: ((JSValueRef) -> Bool)? = asBundle && state.processException != nil
            ? { self.processTakes(self.state.processException, [$0]) } : nil
        let result = try engine.evaluateRaw(source, sourceURL: sourceURL, takesThrown: takesThrown)
        resolveBatchedBridge(force: true)
        runEntry {}
        switch result {
        case .failure(let exception): throw exception
        case .success(let value): return (try? engine.bridgeValue(value)) ?? .undefined
        }
    }
}
