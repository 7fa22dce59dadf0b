import BridgeRuntime
import Foundation
import Testing

/// React Native's JS half, as each era behaves (Fixtures/rn-js-half.js, written for these tests
/// from React Native's sources), run unmodified on the native half: through `bridge-run
/// --no-prelude` with the standard modules, and in a Swift host with modules of its own.
@Suite struct ReactNativeJSHalfTests {
    static let eras = ["0.58", "0.63", "0.72"]

    static func bundle(era: String, app: String) throws -> String {
        let half = try String(contentsOfFile: fixture("rn-js-half.js"), encoding: .utf8)
        return "globalThis.RN_ERA = '\(era)';\n" + half + "\n" + app
    }

    @Test(arguments: eras)
    func bridgeRunsStandardModulesTimersAndIdleCallbacks(era: String) async throws {
        let app = try String(contentsOfFile: fixture("rn-app.js"), encoding: .utf8)
        let r = try await run("bridge-run", ["--no-prelude", "--time-limit", "20", "-"], stdin: try Self.bundle(era: era, app: app))
        #expect(r.status == 0, "\(era): \(r.stderr)")
        #expect(r.stderr == "", "\(era): no getConstants warning or other complaint")
        #expect(r.stdout.split(separator: "\n").map(String.init) == [
            "platform linux number boolean",
            "empty module true",
            "promise true",
            // 0 ms fires at once; the overdue ones fire together, by target time.
            "first timer b (0 ms)",
            "overdue timers 3 by target time true",
            "callTimers batches 1 3",
            "idle callback number false true",
            "interval ticks 3",
        ], "\(era)")
    }

    /// The host's app API drives the bundle's own AppRegistry (registered as the callable module
    /// React Native's native side calls).
    @Test(arguments: eras)
    func bridgeRunRunsAnAppRegisteredWithTheBundlesOwnAppRegistry(era: String) async throws {
        let app = """
            ReactNative.AppRegistry.registerComponent('Demo', () => (props, rootTag) => console.log(`Demo ${props.user} at ${rootTag}`));
            """
        let r = try await run("bridge-run", ["--no-prelude", "--app", "Demo", "--props", #"{"user":"ada"}"#, "-"], stdin: try Self.bundle(era: era, app: app))
        #expect(r.status == 0, "\(era): \(r.stderr)")
        #expect(r.stdout == "Demo ada at 1\n", "\(era)")
    }

    @Test func aHostRunsHeadlessTasksThroughTheBundlesOwnAppRegistry() async throws {
        let app = """
            ReactNative.AppRegistry.registerHeadlessTask('Sync', () => async (data) => { globalThis.synced = data.items; });
            """
        var configuration = Runtime.Configuration()
        configuration.installsPrelude = false
        configuration.log = { _, _ in }
        let runtime = try await Runtime(configuration)
        try await runtime.load(try Self.bundle(era: "0.72", app: app), sourceURL: "rn.js")
        // The limit only stops a hang (a loaded parallel run stretches any tight one).
        try await runtime.runHeadlessTask("Sync", data: ["items": 4], timeout: .seconds(120))
        #expect(try await runtime.evaluate("synced") == 4)
        await runtime.shutdown()
    }

    @Test func withoutThePreludeConsolePrintsThroughNativeLoggingHook() async throws {
        let r = try await run("bridge-run", ["--no-prelude", "-"], stdin: "console.log('plain', {a: [1, 2]}); console.error('to stderr')")
        #expect(r.status == 0)
        #expect(r.stdout == "plain { a: [ 1, 2 ] }\n")
        #expect(r.stderr == "to stderr\n")
    }

    /// A development bundle's console, as React Native's console polyfill installs it: over
    /// `nativeLoggingHook`, keeping the console it found as `originalConsole` and calling it too.
    /// Each line prints once, as on a device (where that console writes to the inspector).
    @Test func aBundlesDevelopmentConsolePrintsEachLineOnce() async throws {
        let polyfill = """
            const originalConsole = global.console;
            Object.defineProperty(global, 'originalConsole', Object.getOwnPropertyDescriptor(global, 'console'));
            const native = (level) => (...args) => global.nativeLoggingHook(args.map(String).join(' '), level);
            global.console = { log: native(1), info: native(1), warn: native(2), error: native(3), debug: native(0), trace: native(0) };
            for (const name of Object.keys(console)) {
              const own = console[name];
              if (originalConsole[name]) console[name] = function () { originalConsole[name](...arguments); own.apply(console, arguments); };
            }
            console.assert = function () { originalConsole.assert(...arguments); };
            """
        let script = "var global = globalThis;\n" + polyfill + "console.log('once', 1); console.warn('warned'); console.assert(false, 'inspector only');\n"
            + "global.console = originalConsole; console.log('the runtime console again');"
        let r = try await run("bridge-run", ["-"], stdin: script)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "once 1\nthe runtime console again\n")
        #expect(r.stderr == "warned\n")
    }

    /// A host module of every kind, an empty one, and one whose events nobody counts.
    static func hostModules(_ emitter: EventEmitter) -> [Runtime.ModuleFactory] {
        [
            { _ in
                ModuleDefinition("Greeter") { m in
                    m.constant("greeting", "hello")
                    m.promise("greet(name:)") { (name: String) in "hello, \(name)" }
                    m.callback("add(a:b:callback:)") { (a: Double, b: Double, done: BridgeCallback) in done(.number(a + b)) }
                    m.sync("shout(text:)") { (text: String) in text.uppercased() }
                    m.promise("fail") { () throws -> Int in throw BridgeError("E_NOPE", "nope") }
                    m.events(["greeted"], emitter: emitter)
                    m.fireAndForget("announce(name:)") { (name: String) in emitter.send("greeted", body: .string(name)) }
                }
            },
            { _ in ModuleDefinition("Empty") { _ in } },
        ]
    }

    @Test(arguments: eras)
    func aSwiftHostsModulesAndCallsIntoJS(era: String) async throws {
        let emitter = EventEmitter()
        let lines = Locked<[String]>([])
        let errors = Locked<[UncaughtJSError]>([])
        var configuration = Runtime.Configuration()
        configuration.installsPrelude = false
        configuration.log = { _, line in lines.withLock { $0.append(line) } }
        configuration.onUncaughtError = { e in errors.withLock { $0.append(e) } }
        configuration.modules = Self.hostModules(emitter)
        StandardModules.register(in: &configuration)
        let runtime = try await Runtime(configuration)
        let app = """
            const { NativeModules, NativeEventEmitter, BatchedBridge } = globalThis.ReactNative;
            const G = NativeModules.Greeter;
            globalThis.results = [];
            BatchedBridge.registerCallableModule('Host', { note(x) { results.push('host said ' + x); } });
            new NativeEventEmitter(G).addListener('greeted', (name) => results.push('event ' + name));
            G.greet('Ada').then((s) => results.push(s));
            G.add(2, 3, (sum) => results.push('sum ' + sum));
            G.fail().catch((e) => results.push('rejected ' + e.code));
            results.push(G.shout('quiet'), G.greeting, NativeModules.Empty === null || NativeModules.Empty === undefined);
            G.announce('Grace');
            """
        try await runtime.load(try Self.bundle(era: era, app: app), sourceURL: "rn-bundle.js")
        _ = try await runtime.callJSModule("Host", "note", ["hi"])
        await runtime.waitUntilIdle()
        let results = try await runtime.evaluate("results.map(String).sort()")
        #expect(results == ["QUIET", "event Grace", "hello", "hello, Ada", "host said hi", "rejected E_NOPE", "sum 5", "true"], "\(era)")
        #expect(lines.withLock { $0 } == [], "\(era)")
        #expect(errors.withLock { $0 }.isEmpty, "\(era)")
        await runtime.shutdown()
    }

    /// React Native's own AsyncStorage (0.63: `AsyncSQLiteDBStorage`) and the community package's
    /// (`RNCAsyncStorage`), as their JS calls the native module (one callback, `(errors, result)`,
    /// errors turned into `Error`s with their key), over each era's JS half in bridge-run.
    @Test(arguments: eras)
    func reactNativesAsyncStorageJSFindsAndUsesTheNativeModule(era: String) async throws {
        let app = """
            const { NativeModules } = globalThis.ReactNative;
            const core = NativeModules.AsyncSQLiteDBStorage || NativeModules.AsyncLocalStorage;
            const community = NativeModules.PlatformLocalStorage || NativeModules.RNC_AsyncSQLiteDBStorage || NativeModules.RNCAsyncStorage;
            const toErrors = (errs) => errs ? (Array.isArray(errs) ? errs : [errs]).map((e) => Object.assign(new Error(e.message), { key: e.key })) : null;
            core.multiSet([['theme', 'dark'], ['user', '{"name":"ada","prefs":{"a":1}}']], (errors) => {
              console.log('multiSet', toErrors(errors));
              community.multiMerge([['user', '{"prefs":{"b":2}}']], (errors) => {
                console.log('multiMerge', toErrors(errors));
                community.multiGet(['theme', 'user', 'none'], (errors, result) => {
                  console.log('multiGet', toErrors(errors), JSON.stringify(result));
                  core.multiMerge([['theme', 'not json']], (errors) => {
                    const e = toErrors(errors)[0];
                    console.log('bad merge', e instanceof Error, e.key);
                    community.getAllKeys((error, keys) => {
                      console.log('getAllKeys', error, keys.sort().join(','));
                      core.clear((error) => console.log('clear', error));
                    });
                  });
                });
              });
            });
            """
        let r = try await run("bridge-run", ["--no-prelude", "--storage", ":memory:", "--time-limit", "20", "-"], stdin: try Self.bundle(era: era, app: app))
        #expect(r.status == 0, "\(era): \(r.stderr)")
        #expect(r.stdout.split(separator: "\n").map(String.init) == [
            "multiSet null",
            "multiMerge null",
            #"multiGet null [["theme","dark"],["user","{\"name\":\"ada\",\"prefs\":{\"a\":1,\"b\":2}}"],["none",null]]"#,
            "bad merge true theme",
            "getAllKeys null theme,user",
            "clear null",
        ], "\(era)")
    }

    @Test(arguments: eras)
    func uncaughtErrorsGoThroughErrorUtils(era: String) async throws {
        let app = """
            ErrorUtils.setGlobalHandler((e, isFatal) => console.log('handler', e.message, isFatal));
            setTimeout(() => { throw new Error('in a timer'); }, 1);
            NativeModules = globalThis.ReactNative.NativeModules;
            NativeModules.FileSystem.exists('/').then(() => setTimeout(() => { throw new Error('later'); }, 1));
            """
        let r = try await run("bridge-run", ["--no-prelude", "--time-limit", "20", "-"], stdin: try Self.bundle(era: era, app: app))
        #expect(r.status == 0, "\(era): \(r.stderr)")
        #expect(r.stdout == "handler in a timer true\nhandler later true\n", "\(era)")
    }
}
