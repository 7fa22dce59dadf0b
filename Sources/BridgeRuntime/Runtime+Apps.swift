import BridgeCore

/// Hosting apps the bundle registers with `AppRegistry`, as React Native's root views do.
/// Each call made while the bundle is loading waits for it; a failed bundle throws its error.
extension Runtime {
    /// Runs the app the bundle registered as `appKey` (`AppRegistry.registerComponent` or
    /// `registerRunnable`) with `initialProperties`, and returns its root tag (1, 11, 21, … as
    /// React Native numbers root views). A reload runs it again with its current properties.
    @discardableResult
    public func runApplication(_ appKey: String, initialProperties: BridgeValue = .object([:])) async throws -> Int {
        try Runtime.checkAppProperties(initialProperties)
        try await waitForBundle()
        let rootTag = store.withLock { s in
            defer { s.nextRootTag += 10 }
            return s.nextRootTag
        }
        _ = try await callJSModule("AppRegistry", "runApplication", Runtime.appParameters(appKey, rootTag, initialProperties))
        store.withLock { $0.roots[rootTag] = (appKey, initialProperties) }
        return rootTag
    }

    /// Gives the app at `rootTag` new properties: React Native runs the app again with them (its
    /// root view's `appProperties`).
    public func setAppProperties(_ properties: BridgeValue, rootTag: Int) async throws {
        try Runtime.checkAppProperties(properties)
        try await waitForBundle()
        guard let root = store.withLock({ $0.roots[rootTag] }) else {
            throw BridgeError(.invalidArgument, "no app is running at root tag \(rootTag)")
        }
        _ = try await callJSModule("AppRegistry", "runApplication", Runtime.appParameters(root.appKey, rootTag, properties))
        store.withLock { $0.roots[rootTag] = (root.appKey, properties) }
    }

    /// Unmounts the app at `rootTag` (`AppRegistry.unmountApplicationComponentAtRootTag`).
    public func unmountApplication(rootTag: Int) async throws {
        try await waitForBundle()
        guard store.withLock({ $0.roots.removeValue(forKey: rootTag) }) != nil else {
            throw BridgeError(.invalidArgument, "no app is running at root tag \(rootTag)")
        }
        _ = try await callJSModule("AppRegistry", "unmountApplicationComponentAtRootTag", [.number(Double(rootTag))])
    }

    /// The root tags of the apps running, with their app keys.
    public var runningApplications: [Int: String] { store.withLock { $0.roots.mapValues(\.appKey) } }

    /// Runs the headless task the bundle registered as `taskKey`
    /// (`AppRegistry.registerHeadlessTask`) with `data`, and returns when the task's promise has
    /// settled (React Native's `HeadlessJsTaskSupport.notifyTaskFinished` protocol). Throws the
    /// task's failure, or `E_TIMEOUT` when it has not finished after `timeout` (the task is left
    /// to run; its end is then ignored).
    public func runHeadlessTask(_ taskKey: String, data: BridgeValue = .null, timeout: Duration = .seconds(60)) async throws {
        try await waitForBundle()
        let tasks = headlessTasks
        let id = tasks.nextID()
        let timer = Task {
            try await Task.sleep(for: timeout)
            tasks.finish(id, .failure(BridgeError("E_TIMEOUT", "headless task \(taskKey) (\(id)) did not finish within \(Runtime.describe(timeout))")))
        }
        defer { timer.cancel() }
        let generation = try running()
        try await tasks.wait(for: id) {
            Task {
                do {
                    _ = try await Runtime.callJSModule(generation, "AppRegistry", "startHeadlessTask", [.number(Double(id)), .string(taskKey), data])
                } catch {
                    tasks.finish(id, .failure(error))
                }
            }
        }
    }

    /// Throws `E_INVALID_ARGUMENT` when `properties` cannot be handed to an app: nested so deep
    /// that they cannot cross to JS (``runApplication(_:initialProperties:)`` checks this before
    /// anything runs; a command line can check its own arguments with it first). Any thread.
    public static func checkAppProperties(_ properties: BridgeValue) throws(BridgeError) {
        // The properties sit two levels down in runApplication's arguments.
        let limit = JSEngine.maxNesting - 2
        if let path = properties.pathNested(deeperThan: limit) {
            throw BridgeError(.invalidArgument, "the app's properties are nested deeper than \(limit) levels (at \(path.isEmpty ? "the top" : path)) and cannot be sent to JS")
        }
    }

    /// React Native's `runApplication` arguments: the key, then `{rootTag, initialProps}`.
    static func appParameters(_ appKey: String, _ rootTag: Int, _ properties: BridgeValue) -> [BridgeValue] {
        [.string(appKey), .object(["rootTag": .number(Double(rootTag)), "initialProps": properties])]
    }
}
