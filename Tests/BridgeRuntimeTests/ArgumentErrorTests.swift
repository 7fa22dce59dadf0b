import BridgeRuntime
import Testing

/// A callback-style storage module, as React Native apps wrote them: error-first single
/// callbacks, and React Native's error-then-success pair.
final class CallbackStorageModule: NativeModule {
    let items = Locked<[String: String]>([:])
    let notes = Locked<[String]>([])

    var definition: ModuleDefinition {
        ModuleDefinition("Storage") { m in
            m.callback("getItem(key:callback:)") { [items] (key: String, callback: BridgeCallback) in
                callback(.null, items.withLock { $0[key] }.map { .string($0) } ?? .null)
            }
            m.callback("setItem(key:value:onError:onSuccess:)") { [items] (key: String, value: String, _: BridgeCallback, onSuccess: BridgeCallback) in
                items.withLock { $0[key] = value }
                onSuccess()
            }
            m.fireAndForget("note(text:level:)") { [notes] (text: String, level: Int?) in
                notes.withLock { $0.append("\(level ?? 0) \(text)") }
            }
            m.promise("count(prefix:)") { [items] (prefix: String?) in
                items.withLock { $0.keys.filter { $0.hasPrefix(prefix ?? "") }.count }
            }
        }
    }
}

@Suite struct ArgumentErrorTests {
    /// Through the built-in JS half, which knows every method's parameters: a wrong count never
    /// leaves JS (a TypeError at the call site, a rejection for a promise method); a wrong type
    /// reaches the error callback, the promise or the console.
    @Test func theBuiltInJSHalfChecksCountsAtTheCallSite() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in CallbackStorageModule() }])
        let out = try await runtime.run(
            #"""
            var out = {};
            const S = NativeModules.Storage;
            const attempt = (name, f) => { try { f(); out[name] = 'no error'; } catch (e) { out[name] = [e.name, e.code, e.message]; } };
            attempt('noCallback', () => S.getItem('theme', 5));
            attempt('extraValue', () => S.getItem('theme', 5, () => {}));
            attempt('missingValue', () => S.getItem(() => {}));
            attempt('oneOfTwoCallbacks', () => S.setItem('k', 'v', () => {}));
            attempt('fireAndForgetExtra', () => S.note('a', 1, 2));
            attempt('fireAndForgetOptionalLeftOut', () => S.note('fine'));
            S.count('a', 'b').catch(e => { out.promiseExtra = [e.name, e.code, e.message]; });
            S.count().then(n => { out.promiseOptional = n; });
            // A promise wrapped around a callback method settles either way.
            new Promise((resolve, reject) => S.getItem(7, (error, value) => error ? reject(error) : resolve(value)))
              .catch(e => { out.wrongType = [e.code, e.message]; });
            new Promise((resolve, reject) => S.getItem('theme', 5))
              .catch(e => { out.wrappedNoCallback = [e.code, e.message]; });
            """#, then: "out")
        #expect(out["noCallback"] == ["TypeError", "E_INVALID_ARGUMENT", "Storage.getItem: argument 2 (callback): expected a function, got number 5"])
        #expect(out["extraValue"] == ["TypeError", "E_INVALID_ARGUMENT", "Storage.getItem: expects 1 argument before its callbacks (key), got 2"])
        #expect(out["missingValue"] == ["TypeError", "E_INVALID_ARGUMENT", "Storage.getItem: argument 1 (key) is missing: expected string"])
        #expect(out["oneOfTwoCallbacks"] == ["TypeError", "E_INVALID_ARGUMENT", "Storage.setItem: argument 3 (onError) is missing: expected a function"])
        #expect(out["fireAndForgetExtra"] == ["TypeError", "E_INVALID_ARGUMENT", "Storage.note: expects 2 arguments (text, level), got 3"])
        #expect(out["fireAndForgetOptionalLeftOut"] == "no error")
        #expect(out["promiseExtra"] == ["TypeError", "E_INVALID_ARGUMENT", "Storage.count: expects 1 argument (prefix), got 2"])
        #expect(out["promiseOptional"] == 0)
        #expect(out["wrongType"] == ["E_INVALID_ARGUMENT", "Storage.getItem: argument 1 (key): expected string, got number 7"])
        #expect(out["wrappedNoCallback"] == ["E_INVALID_ARGUMENT", "Storage.getItem: argument 2 (callback): expected a function, got number 5"])
        await runtime.shutdown()
    }

    /// A fire-and-forget method's bad argument goes to the JS console and the host's log.
    @Test func aFireAndForgetFailureReachesConsoleErrorAndTheHostLog() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in CallbackStorageModule() }])
        let seen = try await runtime.run(
            """
            var seen = [];
            NativeModules.Storage.note(42);
            """, then: "seen")
        #expect(seen == [])
        #expect(host.logEntries.contains { $0.0 == .error && $0.1 == "Storage.note: argument 1 (text): expected string, got number 42" })
        // A console.error JS replaced gets it too, and the host's log still does.
        let replaced = try await runtime.run(
            """
            var seen = [];
            console.error = (...args) => seen.push(args.join(' '));
            NativeModules.Storage.note('x', 'loud');
            """, then: "seen")
        #expect(replaced == [#"Storage.note: argument 2 (level): expected integer (Int), got string "loud""#])
        #expect(host.logEntries.filter { $0.1.hasPrefix("Storage.note: argument 2 (level)") }.count == 1)
        await runtime.shutdown()
    }

    /// Through a JS half that knows no parameters (React Native's own), native checks: every
    /// failure reaches the call's error callback, its promise, or the console.
    @Test func nativeChecksWhatAJSHalfWithoutParametersSends() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in CallbackStorageModule() }])
        let out = try await runtime.run(
            """
            var out = {};
            const config = __fbBatchedBridgeConfig.remoteModuleConfig;
            const id = config.findIndex(c => c && c[0] === 'Storage');
            const method = name => config[id][2].indexOf(name);
            const call = (name, args, onFail, onSuccess) =>
              __fbBatchedBridge.enqueueNativeCall(id, method(name), args, onFail, onSuccess);
            call('getItem', ['theme', 5], null, (e, v) => { out.extra = [e.code, e.message]; });
            call('getItem', [], null, (e, v) => { out.missing = [e.code, e.message]; });
            call('setItem', ['k', 'v', 9], null, e => { out.successOnly = [e.code, e.message]; });
            call('setItem', ['k', 'v'], e => { out.bothError = 'error'; }, () => { out.both = 'ok'; });
            call('count', ['a', 'b'], v => { out.count = v; }, e => { out.countExtra = [e.code, e.message]; });
            call('note', [1, 2, 3]);
            """, then: "out")
        #expect(out["extra"] == ["E_INVALID_ARGUMENT", "Storage.getItem: expects 1 argument before its callbacks (key), got 2"])
        #expect(out["missing"] == ["E_INVALID_ARGUMENT", "Storage.getItem: argument 1 (key) is missing: expected string"])
        #expect(out["successOnly"] == ["E_INVALID_ARGUMENT", "Storage.setItem: argument 3 (onError): expected a function, got number 9"])
        #expect(out["both"] == "ok")
        #expect(out["countExtra"] == ["E_INVALID_ARGUMENT", "Storage.count: expects 1 argument (prefix), got 2"])
        #expect(host.logEntries.contains { $0.0 == .error && $0.1 == "Storage.note: expects 2 arguments (text, level), got 3" })
        await runtime.shutdown()
    }
}
