import BridgeRuntime
import Testing

/// A bundle that hosts two apps and two headless tasks, recording what it is given.
private let appsBundle = """
    var seen = [];
    AppRegistry.registerComponent('F8v2', () => (props, { rootTag }) => {
      seen.push(['run', rootTag, JSON.stringify(props)]);
      return () => seen.push(['cleanup', rootTag]);
    });
    AppRegistry.registerRunnable('Plain', parameters => seen.push(['runnable', JSON.stringify(parameters)]));
    AppRegistry.registerHeadlessTask('Sync', () => data => new Promise(resolve => setTimeout(() => { seen.push(['synced', data.items]); resolve(); }, 10)));
    AppRegistry.registerHeadlessTask('Stuck', () => () => new Promise(() => {}));
    AppRegistry.registerHeadlessTask('Broken', () => async () => { throw new Error('no network'); });
    """

/// A source that takes a while to read, as a bundle from a server does.
private func slowSource(_ text: String, milliseconds: Int = 200) -> BundleSource {
    BundleSource(sourceURL: "slow.bundle") {
        try await Task.sleep(for: .milliseconds(milliseconds))
        return text
    }
}

@Suite struct AppHostingTests {
    @Test func appsRunWithPropertiesAreUpdatedAndUnmounted() async throws {
        let runtime = try await TestHost().runtime()
        try await runtime.load(appsBundle, sourceURL: "apps.js")
        let first = try await runtime.runApplication("F8v2", initialProperties: ["screen": "agenda"])
        let second = try await runtime.runApplication("Plain", initialProperties: ["id": 7])
        #expect([first, second] == [1, 11])
        try await runtime.setAppProperties(["screen": "maps"], rootTag: first)
        try await runtime.unmountApplication(rootTag: first)
        #expect(runtime.runningApplications == [11: "Plain"])
        let seen = try await runtime.evaluate("JSON.stringify(seen)")
        #expect(seen == .string(#"[["run",1,"{\"screen\":\"agenda\"}"],["runnable","{\"initialProps\":{\"id\":7},\"rootTag\":11}"],["cleanup",1],["run",1,"{\"screen\":\"maps\"}"],["cleanup",1]]"#))
        #expect(try await runtime.evaluate("AppRegistry.getAppKeys().join()") == "F8v2,Plain")
        await #expect(throws: JSException.self) { try await runtime.runApplication("Nope") }
        await #expect(throws: BridgeError.self) { try await runtime.setAppProperties([:], rootTag: 99) }
        await runtime.shutdown()
    }

    @Test func callsMadeWhileTheBundleLoadsWaitForIt() async throws {
        let runtime = try await TestHost().runtime()
        runtime.startLoading(slowSource(appsBundle))
        #expect("\(runtime.state)" == "loading slow.bundle")
        // Retty's case: properties given before the bundle has loaded are not lost.
        let rootTag = try await runtime.runApplication("F8v2", initialProperties: ["early": true])
        #expect(runtime.state.isRunning)
        #expect(try await runtime.evaluate("seen[0][2]") == #"{"early":true}"#)
        #expect(rootTag == 1)
        await runtime.shutdown()
    }

    @Test func aBundleThatFailsFailsTheCallsWaitingForIt() async throws {
        let runtime = try await TestHost().runtime()
        let load = runtime.startLoading(slowSource("throw new Error('bad bundle');", milliseconds: 50))
        await #expect(throws: JSException.self) { try await runtime.runApplication("F8v2") }
        await #expect(throws: JSException.self) { try await load.value }
        #expect(runtime.state.error is JSException)
        // A fatal error reported after loading fails the bundle too.
        try await runtime.load("globalThis.ok = 1;", sourceURL: "ok.js")
        #expect(runtime.state.isRunning)
        try await runtime.evaluate("setTimeout(() => { throw new Error('late'); }, 0)")
        await runtime.waitUntilIdle()
        #expect("\(runtime.state)".hasPrefix("failed ok.js"))
        await runtime.shutdown()
    }

    @Test func headlessTasksFinishFailOrTimeOut() async throws {
        let runtime = try await TestHost().runtime()
        try await runtime.load(appsBundle, sourceURL: "apps.js")
        try await runtime.runHeadlessTask("Sync", data: ["items": 3])
        #expect(try await runtime.evaluate("JSON.stringify(seen)") == #"[["synced",3]]"#)
        do {
            try await runtime.runHeadlessTask("Stuck", timeout: .milliseconds(100))
            Issue.record("the stuck task should time out")
        } catch let error as BridgeError {
            #expect(error.code == "E_TIMEOUT")
            #expect(error.message.contains("headless task Stuck"))
        }
        do {
            try await runtime.runHeadlessTask("Broken")
            Issue.record("the broken task should fail")
        } catch let error as BridgeError {
            #expect(error.code == "E_TASK_FAILED")
            #expect(error.message.contains("no network"))
        }
        await #expect(throws: JSException.self) { try await runtime.runHeadlessTask("Unknown") }
        await runtime.shutdown()
    }

    @Test func statesAreObservableAndAReloadRunsTheAppsAgain() async throws {
        let runtime = try await TestHost().runtime()
        let states = runtime.states
        let collected = Task { var all: [String] = []; for await s in states { all.append("\(s)") }; return all }
        try await runtime.load(slowSource(appsBundle, milliseconds: 10))
        _ = try await runtime.runApplication("F8v2", initialProperties: ["n": 1])
        try await runtime.reload()
        #expect(try await runtime.evaluate("JSON.stringify(seen)") == #"[["run",1,"{\"n\":1}"]]"#)
        await runtime.shutdown()
        #expect(await collected.value == ["ready", "loading slow.bundle", "running slow.bundle", "reloading", "running slow.bundle", "shut down"])
    }
}
