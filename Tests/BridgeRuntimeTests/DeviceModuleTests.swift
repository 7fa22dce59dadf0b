import BridgeCore
import Testing

@testable import BridgeRuntime

/// The device's modules React Native's JS requires when an app uses them (`AppState`,
/// `Clipboard`, `SettingsManager`, `Vibration`), called as React Native's JS calls them.
@Suite struct DeviceModuleTests {
    /// A runtime with the standard modules, `appState` among them.
    func runtime(_ host: TestHost, appState: AppStateModule = AppStateModule()) async throws -> Runtime {
        try await host.runtime { StandardModules.register(in: &$0, appState: appState) }
    }

    @Test func appStateReportsTheStateAndEachChangeTheHostMakes() async throws {
        let host = TestHost()
        let appState = AppStateModule()
        let runtime = try await runtime(host, appState: appState)
        let start = try await runtime.run(
            """
            globalThis.seen = [];
            const AS = NativeModules.AppState;
            new NativeEventEmitter(AS).addListener('appStateDidChange', e => seen.push(e.app_state));
            new NativeEventEmitter(AS).addListener('memoryWarning', () => seen.push('low memory'));
            AS.getCurrentAppState(s => seen.push('now ' + s.app_state), e => seen.push('error ' + e));
            """, then: "[NativeModules.AppState.getConstants().initialAppState, seen.join()]")
        #expect(start == ["active", "now active"])
        appState.update(to: .background)
        appState.update(to: .background)  // not a change: not sent
        appState.sendMemoryWarning()
        appState.update(to: .active)
        await runtime.waitUntilIdle()
        #expect(try await runtime.evaluate("seen.join()") == "now active,background,low memory,active")
        // A reload starts in the state the host set last.
        appState.update(to: .inactive)
        try await runtime.reload()
        #expect(try await runtime.evaluate("NativeModules.AppState.getConstants().initialAppState") == "inactive")
        await runtime.shutdown()
    }

    @Test func theClipboardKeepsItsTextAcrossAReload() async throws {
        let host = TestHost()
        let runtime = try await runtime(host)
        let read = try await runtime.run(
            """
            globalThis.got = [];
            NativeModules.Clipboard.getString().then(s => got.push(JSON.stringify(s)));
            NativeModules.Clipboard.setString('copied ✓');
            NativeModules.Clipboard.getString().then(s => got.push(s));
            """, then: "got")
        #expect(read == ["\"\"", "copied ✓"])
        try await runtime.reload()
        #expect(try await runtime.run("NativeModules.Clipboard.getString().then(s => globalThis.after = s)", then: "after") == "copied ✓")
        // A wrong argument to a fire-and-forget method is reported to the host; the text stays.
        _ = try await runtime.run("NativeModules.Clipboard.setString(5)")
        #expect(host.lines.contains { $0.contains("Clipboard.setString") && $0.contains("content") })
        #expect(try await runtime.run("NativeModules.Clipboard.getString().then(s => globalThis.after = s)", then: "after") == "copied ✓")
        await runtime.shutdown()
    }

    @Test func settingsSetAndDeletedAreTheNextStartsSettings() async throws {
        let host = TestHost()
        let runtime = try await runtime(host)
        #expect(try await runtime.evaluate("JSON.stringify(NativeModules.SettingsManager.getConstants().settings)") == "{}")
        _ = try await runtime.run(
            """
            NativeModules.SettingsManager.setValues({ theme: 'dark', volume: 7, gone: true });
            NativeModules.SettingsManager.setValues({ volume: 8 });
            NativeModules.SettingsManager.deleteValues(['gone', 'never-set']);
            """)
        try await runtime.reload()
        let settings = try await runtime.evaluate("NativeModules.SettingsManager.getConstants().settings")
        #expect(settings == ["theme": "dark", "volume": 8])
        await runtime.shutdown()
    }

    @Test func linkingOpensWhatTheHostCanOpenAndTellsOfURLsItReceives() async throws {
        let host = TestHost()
        // Without an opener nothing can be opened: `openURL` rejects as iOS does for a URL no app handles.
        let plain = try await host.runtime { StandardModules.register(in: &$0) }
        let refused = try await plain.run(
            """
            globalThis.got = [];
            const L = NativeModules.LinkingManager;
            L.canOpenURL('https://example.com').then(v => got.push('can ' + v));
            L.openURL('https://example.com').catch(e => got.push(e.message));
            L.getInitialURL().then(v => got.push('initial ' + v));
            """, then: "got")
        #expect(refused == ["can false", "Unable to open URL: https://example.com", "initial null"])
        await plain.shutdown()

        let opened = Locked<[String]>([])
        let linking = LinkingModule(initialURL: "myapp://start") { url in
            opened.withLock { $0.append(url) }
            return url.hasPrefix("https:")
        }
        let runtime = try await host.runtime { StandardModules.register(in: &$0, linking: linking) }
        let answers = try await runtime.run(
            """
            globalThis.got = [];
            const L = NativeModules.LinkingManager;
            new NativeEventEmitter(L).addListener('url', e => got.push('event ' + e.url));
            L.getInitialURL().then(v => got.push('initial ' + v));
            L.openURL('https://example.com/a').then(v => got.push('opened ' + v));
            L.openURL('ftp://example.com/b').catch(e => got.push(e.message));
            """, then: "got")
        #expect(answers == ["initial myapp://start", "opened true", "Unable to open URL: ftp://example.com/b"])
        #expect(opened.withLock { $0 } == ["https://example.com/a", "ftp://example.com/b"])
        linking.receive("myapp://item/7")
        await runtime.waitUntilIdle()
        #expect(try await runtime.evaluate("got.slice(-1)") == ["event myapp://item/7"])
        await runtime.shutdown()
    }

    @Test func vibrationIsAcceptedAndLoggedWithoutAMotor() async throws {
        let host = TestHost()
        let runtime = try await runtime(host)
        _ = try await runtime.run("const V = NativeModules.Vibration; V.vibrate(250); V.vibrateByPattern([0, 100, 50], -1); V.cancel();")
        let traced = host.logEntries.filter { $0.0 == .trace && $0.1.hasPrefix("Vibration") }.map(\.1)
        #expect(traced == ["Vibration: vibrate 250.0 ms", "Vibration: pattern [0.0, 100.0, 50.0], repeat -1.0", "Vibration: cancel"])
        #expect(host.uncaught.isEmpty)
        await runtime.shutdown()
    }

    /// `SourceCode.scriptURL` as React Native's `getDevServer` reads it: a URL stays as it is, a
    /// path becomes a `file://` URL of its absolute path, a name in angle brackets (a script
    /// given as text) none.
    @Test func aBundlesScriptURLIsItsURLOrItsAbsolutePath() {
        #expect(SourceCodeModule.scriptURL(for: "http://localhost:8081/index.bundle?platform=ios", in: "/w") == "http://localhost:8081/index.bundle?platform=ios")
        #expect(SourceCodeModule.scriptURL(for: "://", in: "/w") == "://")
        #expect(SourceCodeModule.scriptURL(for: "app/b://x.js", in: "/w") == "app/b://x.js")
        #expect(SourceCodeModule.scriptURL(for: "index.js", in: "/w") == "file:///w/index.js")
        #expect(SourceCodeModule.scriptURL(for: "a:/b.js", in: "/w/") == "file:///w/a:/b.js")
        #expect(SourceCodeModule.scriptURL(for: "é:/", in: "/w") == "file:///w/é:/")
        #expect(SourceCodeModule.scriptURL(for: "/abs/index.js", in: "/w") == "file:///abs/index.js")
        #expect(SourceCodeModule.scriptURL(for: "<eval>", in: "/w") == "")
        #expect(SourceCodeModule.scriptURL(for: "", in: "/w") == "")
        #expect(SourceCodeModule.scriptURL(for: ":/", in: "/w") == "file:///w/:/")
    }
}
