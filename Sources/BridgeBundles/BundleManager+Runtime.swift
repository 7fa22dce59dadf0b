#if Bundles
import BridgeRuntime

extension BundleManager {
    /// Loads the bundle for `nameOrURI` into `runtime` (through ``source(_:)``, so a reload
    /// resolves again). If it is an update not yet marked ready and it fails to start (it throws
    /// while evaluating, or reports a fatal error before the app calls `notifyAppReady()`), the
    /// update is set aside (``reportFailure(_:error:)``): the next resolve, a reload or a
    /// launch, uses the previous bundle. The load's own failure is thrown.
    public func launch(_ nameOrURI: String, in runtime: Runtime) async throws {
        let name = bundleName(nameOrURI)
        let states = runtime.states
        do {
            try await runtime.load(source(nameOrURI))
        } catch {
            reportFailure(name, error: error)
            throw error
        }
        guard hasPendingUpdate(name) else { return }
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
