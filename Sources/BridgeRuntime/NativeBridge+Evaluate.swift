import BridgeCore
import CJavaScriptCore

extension NativeBridge {
    /// Evaluates a script and returns its completion value (values JS cannot send, such as a
    /// function, come back as `undefined`). It runs as an entry: the JS half of the bridge is
    /// looked up again right after (the script may have brought its own), `process.nextTick`'s
    /// callbacks run, then its promise jobs, and the queue is pulled until empty.
    /// As the bundle (`asBundle`), what it throws goes to `process`'s 'uncaughtException'
    /// listeners first, as a node script's does (the result is then `undefined`); what they do
    /// not take goes to the host's uncaught-error hook at once, before anything else runs, when
    /// the host asked for that (``EngineHooks/reportsBundleErrorsAsUncaught``).
    func evaluate(_ source: String, sourceURL: String, asBundle: Bool = false) throws -> BridgeValue {
        // Asked when it throws: the script may have made `process` (and its listeners) by then.
        let takesThrown: ((JSValueRef) -> Bool)? = asBundle ? { thrown in
            if self.processTakes(self.state.processException, [thrown]) { return true }
            if self.hooks.reportsBundleErrorsAsUncaught { self.engine.reportUncaught(.exception, thrown) }
            return false
        } : nil
        var outcome: Result<BridgeValue, any Error> = .success(.undefined)
        runEntry {
            do {
                switch try engine.evaluateRaw(source, sourceURL: sourceURL, takesThrown: takesThrown) {
                case .failure(let exception): outcome = .failure(exception)
                case .success(let value): outcome = .success((try? engine.bridgeValue(value)) ?? .undefined)
                }
            } catch {
                outcome = .failure(error)
            }
            resolveBatchedBridge(force: true, make: false)
        }
        return try outcome.get()
    }
}
