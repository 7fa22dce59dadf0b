#if Bundles
import BridgeRuntime

extension BundleManager {
    /// Loads the bundle for `nameOrURI` into `runtime` (through ``source(_:)``, so a reload
    /// resolves again) and returns what it started. If it is an update not yet marked ready and
    /// it fails to start (it throws while evaluating), the update is set aside
    /// (``reportFailure(_:error:)``) and the runtime reloads into a fresh context with the previous
    /// bundle: the runtime runs, and the result names the rollback and its reason. Only a failure of the bundle to
    /// fall back on (or of one that was no update) is thrown. An update that reports a fatal
    /// error later, before the app calls `notifyAppReady()`, is set aside too, for the next
    /// reload or launch.
    @discardableResult
    public func launch(_ nameOrURI: String, in runtime: Runtime) async throws -> LaunchedBundle {
        let name = bundleName(nameOrURI)
        let states = runtime.states
        var rollback: BundleRollback?
        do {
            try await runtime.load(source(nameOrURI))
        } catch {
            guard let setAside = setAside(name, error: error) else { throw error }
            rollback = setAside
            try await runtime.reload()
        }
        if hasPendingUpdate(name) {
            // A fatal error before the app marks the update ready fails it too (the task is
            // isolated to this actor).
            Task {
                for await state in states {
                    guard hasPendingUpdate(name) else { return }
                    if case .failed(_, let error) = state {
                        reportFailure(name, error: error)
                        return
                    }
                }
            }
        }
        guard let bundle = running[name] else {
            throw BundleManagerError.noBundle(nameOrURI, tried: ["a load that resolved no bundle"])
        }
        return LaunchedBundle(bundle: bundle, rollback: rollback)
    }

    /// The name of the bundle `nameOrURI` resolves to (a URI is looked up in the manifest).
    public func bundleName(_ nameOrURI: String) -> String {
        manifest?.item(for: nameOrURI)?.name ?? nameOrURI
    }

    /// The `BundleUpdates` native module for the app running bundle `name`: JS calls
    /// `NativeModules.BundleUpdates.notifyAppReady()` once it has started well (CodePush's
    /// `notifyAppReady`), and `checkForUpdates()` to download updates a reload will use.
    public nonisolated func updatesModule(for name: String) -> any NativeModule {
        ModuleDefinition("BundleUpdates", runsOn: .swiftConcurrency) { m in
            m.constant("bundleName", name)
            m.promise("notifyAppReady") { () async in await self.markReady(name) }
            m.promise("checkForUpdates") { () async throws -> [String] in try await self.checkForUpdates() }
        }
    }
}
#endif
