import BridgeCore
import BridgeRuntime
import BridgeStorage
import Foundation
import Testing

/// The JS API of the built-in half (`require('react-native').AsyncStorage`, the community
/// package's default export) over the native module, in a runtime.
@Suite struct AsyncStorageJSTests {
    /// A runtime with storage on `database`; its console lines and uncaught errors are kept.
    final class Host: Sendable {
        let lines = Locked<[String]>([])
        let uncaught = Locked<[String]>([])
        let runtime: Runtime

        init(_ database: AsyncStorageDatabase?) async throws {
            var configuration = Runtime.Configuration()
            if let database { configuration.registerStorage(database) }
            configuration.log = { [lines] _, message in lines.withLock { $0.append(message) } }
            configuration.onUncaughtError = { [uncaught] error in uncaught.withLock { $0.append(error.description) } }
            runtime = try await Runtime(configuration)
        }

        /// Runs `source` (an async function body), waits until idle, and returns the value it stored in `result`.
        func run(_ source: String) async throws -> BridgeValue {
            try await runtime.evaluate("""
                globalThis.AsyncStorage = require('@react-native-async-storage/async-storage').default;
                globalThis.result = undefined;
                (async () => { \(source) })().then(v => { result = v; }, e => { result = 'threw ' + e; });
                """, sourceURL: "test.js")
            await runtime.waitUntilIdle()
            return try await runtime.evaluate("result", sourceURL: "result.js")
        }
    }

    @Test func thePromiseAPI() async throws {
        let host = try await Host(AsyncStorageDatabase(.inMemory))
        let result = try await host.run("""
            await AsyncStorage.setItem('name', 'ada');
            await AsyncStorage.setItem('empty', '');
            const got = [await AsyncStorage.getItem('name'), await AsyncStorage.getItem('empty'), await AsyncStorage.getItem('none')];
            await AsyncStorage.setItem('profile', JSON.stringify({ settings: { theme: 'dark', sizes: [1, 2] }, v: 1 }));
            await AsyncStorage.mergeItem('profile', JSON.stringify({ settings: { sizes: [3], font: 'mono' } }));
            await AsyncStorage.mergeItem('fresh', '{"a":1}');
            await AsyncStorage.multiSet([['m1', 'one'], ['m2', 'two']]);
            await AsyncStorage.multiMerge([['fresh', '{"b":2}']]);
            const many = await AsyncStorage.multiGet(['m2', 'missing', 'm1']);
            await AsyncStorage.removeItem('name');
            await AsyncStorage.multiRemove(['m1', 'm2']);
            const keys = (await AsyncStorage.getAllKeys()).sort();
            const profile = JSON.parse(await AsyncStorage.getItem('profile'));
            const fresh = await AsyncStorage.getItem('fresh');
            await AsyncStorage.clear();
            return { got, many, keys, profile, fresh, after: await AsyncStorage.getAllKeys() };
            """)
        #expect(result["got"] == ["ada", "", nil])
        #expect(result["many"] == [["m2", "two"], ["missing", nil], ["m1", "one"]])
        #expect(result["keys"] == ["empty", "fresh", "profile"])
        #expect(result["profile"] == ["settings": ["theme": "dark", "sizes": [3], "font": "mono"], "v": 1])
        #expect(result["fresh"] == #"{"a":1,"b":2}"#)
        #expect(result["after"] == [])
        #expect(host.uncaught.withLock { $0 } == [])
    }

    @Test func callbacksAreCalledErrorFirstAsWellAsThePromiseSettling() async throws {
        let host = try await Host(AsyncStorageDatabase(.inMemory))
        let result = try await host.run("""
            const seen = [];
            await AsyncStorage.setItem('k', 'v', (...args) => seen.push(['setItem', ...args]));
            await AsyncStorage.getItem('k', (...args) => seen.push(['getItem', ...args]));
            await AsyncStorage.multiGet(['k'], (...args) => seen.push(['multiGet', ...args]));
            await AsyncStorage.getAllKeys((...args) => seen.push(['getAllKeys', ...args]));
            await AsyncStorage.mergeItem('k', '{}', (...args) => seen.push(['mergeItem', args[0] instanceof Error, args[0].code, args[0].key])).catch(() => {});
            await AsyncStorage.multiMerge([['k', '{}']], (...args) => seen.push(['multiMerge', Array.isArray(args[0]), args[0][0].key])).catch(() => {});
            await AsyncStorage.clear((...args) => seen.push(['clear', ...args]));
            return seen;
            """)
        #expect(result == [
            ["setItem", nil], ["getItem", nil, "v"], ["multiGet", nil, [["k", "v"]]], ["getAllKeys", nil, ["k"]],
            ["mergeItem", true, "E_INVALID_JSON", "k"], ["multiMerge", true, "k"], ["clear", nil],
        ])
    }

    @Test func keysAndValuesThatAreNotStringsAreRefusedAndNothingIsStored() async throws {
        let host = try await Host(AsyncStorageDatabase(.inMemory))
        let result = try await host.run("""
            const out = [];
            const attempt = async (f) => { try { await f(); out.push('resolved'); } catch (e) { out.push([e.constructor.name, e.code, e.message]); } };
            await attempt(() => AsyncStorage.setItem('n', 5));
            await attempt(() => AsyncStorage.setItem(7, 'v'));
            await attempt(() => AsyncStorage.setItem('o', { a: 1 }));
            await attempt(() => AsyncStorage.getItem(null));
            await attempt(() => AsyncStorage.multiSet([['a', 'x'], ['b', undefined]]));
            await attempt(() => AsyncStorage.multiSet('nope'));
            await attempt(() => AsyncStorage.multiGet([1]));
            await attempt(() => AsyncStorage.setItem('k', 'v', 'not a function'));
            let callbackError;
            await AsyncStorage.setItem('k', 42, e => { callbackError = e.code; }).catch(() => {});
            out.push(callbackError);
            out.push(await AsyncStorage.getAllKeys());
            return out;
            """)
        #expect(result == [
            ["TypeError", "E_INVALID_ARGUMENT", #"AsyncStorage.setItem: the value for key "n" must be a string, got number 5"#],
            ["TypeError", "E_INVALID_ARGUMENT", "AsyncStorage.setItem: the key must be a string, got number 7"],
            ["TypeError", "E_INVALID_ARGUMENT", #"AsyncStorage.setItem: the value for key "o" must be a string, got object"#],
            ["TypeError", "E_INVALID_ARGUMENT", "AsyncStorage.getItem: the key must be a string, got null"],
            ["TypeError", "E_INVALID_ARGUMENT", #"AsyncStorage.multiSet: the value for key "b" must be a string, got undefined"#],
            ["TypeError", "E_INVALID_ARGUMENT", #"AsyncStorage.multiSet: the entries must be an array of [key, value] arrays, got string "nope""#],
            ["TypeError", "E_INVALID_ARGUMENT", "AsyncStorage.multiGet: key 0 must be a string, got number 1"],
            ["TypeError", "E_INVALID_ARGUMENT", #"AsyncStorage.setItem: the callback must be a function, got string "not a function""#],
            "E_INVALID_ARGUMENT",
            [],
        ])
    }

    @Test func hostileKeysAndValuesAreRefusedWithoutRunningTheirCode() async throws {
        let host = try await Host(AsyncStorageDatabase(.inMemory))
        let result = try await host.run("""
            let ran = 0;
            const count = () => { ran++; throw new Error('the script ran'); };
            const traps = { getPrototypeOf: count, get: count, has: count, ownKeys: count, getOwnPropertyDescriptor: count, apply: count };
            const proxy = new Proxy({}, traps);
            const arrayProxy = new Proxy([['k', 'v']], traps);
            const { proxy: revoked, revoke } = Proxy.revocable([], {});
            revoke();
            const withGetter = ['a'];
            Object.defineProperty(withGetter, 1, { get: count, enumerable: true });
            const pairWithGetter = [['k', 'v']];
            Object.defineProperty(pairWithGetter[0], 1, { get: count });
            const sneaky = { toString: count, valueOf: count, [Symbol.toPrimitive]: count };
            // What a script replaces after start changes nothing.
            Object.defineProperty(Object.prototype, 'value', { get: count, configurable: true });
            Object.defineProperty(Uint8Array, Symbol.hasInstance, { value: count });
            const codes = [];
            const attempt = async f => { try { await f(); codes.push('stored'); } catch (e) { codes.push(e.code + ': ' + e.message); } };
            await attempt(() => AsyncStorage.setItem(proxy, 'v'));
            await attempt(() => AsyncStorage.setItem('k', proxy));
            await attempt(() => AsyncStorage.getItem(revoked));
            await attempt(() => AsyncStorage.mergeItem(sneaky, '{}'));
            await attempt(() => AsyncStorage.multiGet(arrayProxy));
            await attempt(() => AsyncStorage.multiSet(arrayProxy));
            await attempt(() => AsyncStorage.multiSet([proxy]));
            await attempt(() => AsyncStorage.multiSet([[proxy, 'v']]));
            await attempt(() => AsyncStorage.multiRemove(withGetter));
            await attempt(() => AsyncStorage.multiMerge(pairWithGetter));
            await attempt(() => AsyncStorage.multiGet(revoked));
            await attempt(() => AsyncStorage.setItem(new Uint8Array(2), 'v'));
            delete Object.prototype.value;
            await attempt(() => AsyncStorage.multiSet([['ok', 'yes']]));
            return [ran, codes, await AsyncStorage.getAllKeys()];
            """)
        #expect(result == [
            0,
            [
                "E_INVALID_ARGUMENT: AsyncStorage.setItem: the key must be a string, got Proxy",
                #"E_INVALID_ARGUMENT: AsyncStorage.setItem: the value for key "k" must be a string, got Proxy"#,
                "E_INVALID_ARGUMENT: AsyncStorage.getItem: the key must be a string, got Proxy",
                "E_INVALID_ARGUMENT: AsyncStorage.mergeItem: the key must be a string, got object",
                "E_INVALID_ARGUMENT: AsyncStorage.multiGet: the keys must be an array of strings, got Proxy",
                "E_INVALID_ARGUMENT: AsyncStorage.multiSet: the entries must be an array of [key, value] arrays, got Proxy",
                "E_INVALID_ARGUMENT: AsyncStorage.multiSet: entry 0 must be a [key, value] array, got Proxy",
                "E_INVALID_ARGUMENT: AsyncStorage.multiSet: the key of entry 0 must be a string, got Proxy",
                "E_INVALID_ARGUMENT: AsyncStorage.multiRemove: key 1 must be a string, got a getter",
                #"E_INVALID_ARGUMENT: AsyncStorage.multiMerge: the value for key "k" must be a string, got undefined"#,
                "E_INVALID_ARGUMENT: AsyncStorage.multiGet: the keys must be an array of strings, got Proxy",
                "E_INVALID_ARGUMENT: AsyncStorage.setItem: the key must be a string, got Uint8Array",
                "stored",
            ],
            ["ok"],
        ])
    }

    @Test func malformedJSONInMergeItemChangesNothing() async throws {
        let host = try await Host(AsyncStorageDatabase(.inMemory))
        let result = try await host.run("""
            await AsyncStorage.setItem('doc', '{"a":1}');
            let error;
            try { await AsyncStorage.mergeItem('doc', '{"a": 2,'); } catch (e) { error = e; }
            return [error instanceof Error, error.code, error.key, error.message, await AsyncStorage.getItem('doc')];
            """)
        #expect(result == [true, "E_INVALID_JSON", "doc", #"AsyncStorage.mergeItem "doc": the value is not JSON: expected a member name in quotes at the end"#, #"{"a":1}"#])
    }

    @Test func nulAndLoneSurrogatesRoundTripExactlyInKeysAndValues() async throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let database = AsyncStorageDatabase(path: dir.file("exact.sqlite"))
        let strings = #"['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udbff\ud800', '\ud83d\ude00', 'e\u0301', '\u00e9', '']"#
        let host = try await Host(database)
        let result = try await host.run("""
            const strings = \(strings);
            await AsyncStorage.multiSet(strings.map((s, i) => [s, strings[(i + 1) % strings.length] + s]));
            const back = await AsyncStorage.multiGet(strings);
            const keys = await AsyncStorage.getAllKeys();
            return [back.every(([k, v], i) => k === strings[i] && v === strings[(i + 1) % strings.length] + strings[i]),
                    keys.length, strings.every(s => keys.includes(s))];
            """)
        #expect(result == [true, 9, true])
        // A second runtime reads them from the file.
        await host.runtime.shutdown()
        database.close()
        let again = try await Host(database)
        #expect(try await again.run("""
            const strings = \(strings);
            const back = await AsyncStorage.multiGet(strings);
            return back.every(([k, v], i) => v === strings[(i + 1) % strings.length] + strings[i]);
            """) == true)
    }

    @Test func getRequestsInOneTurnCrossToNativeAsOneCall() async throws {
        let host = try await Host(AsyncStorageDatabase(.inMemory))
        let result = try await host.run("""
            await AsyncStorage.multiSet([['a', '1'], ['b', '2'], ['c', '3']]);
            const native = require('react-native').NativeModules.RNCAsyncStorage;
            const calls = [];
            const original = native.multiGet;
            native.multiGet = (keys, cb) => { calls.push(keys); return original(keys, cb); };
            const answers = await Promise.all([
              AsyncStorage.multiGet(['a', 'b']), AsyncStorage.multiGet(['b', 'c', 'none']), AsyncStorage.multiGet([]),
            ]);
            const flushed = AsyncStorage.multiGet(['c']);
            AsyncStorage.flushGetRequests();
            const early = await flushed;
            native.multiGet = original;
            return { calls, answers, early };
            """)
        #expect(result["calls"] == [["a", "b", "c", "none"], ["c"]])
        #expect(result["answers"] == [[["a", "1"], ["b", "2"]], [["b", "2"], ["c", "3"], ["none", nil]], []])
        #expect(result["early"] == [["c", "3"]])
    }

    @Test func everyNameTheAPIIsReachedByIsTheSameObject() async throws {
        let host = try await Host(AsyncStorageDatabase(.inMemory))
        let result = try await host.run("""
            const rn = require('react-native');
            const pkg = require('@react-native-async-storage/async-storage');
            const old = require('@react-native-community/async-storage');
            const { getItem, setItem } = pkg.useAsyncStorage('hooked');
            await setItem('via hook');
            return [rn.AsyncStorage === pkg.default, pkg.default === old.default, pkg.__esModule, await getItem(),
                    typeof rn.NativeModules.RNCAsyncStorage.multiGet, typeof rn.NativeModules.AsyncSQLiteDBStorage.multiGet];
            """)
        #expect(result == [true, true, true, "via hook", "function", "function"])
    }

    /// AsyncStorage's JS is storage's own part (a JSPart registered with the storage): a host
    /// without storage has no AsyncStorage, as an app without the package has none.
    @Test func withoutStorageThereIsNoAsyncStorage() async throws {
        let host = try await Host(nil)
        let result = try await host.runtime.evaluate("""
            const missing = (() => { try { require('@react-native-async-storage/async-storage'); return 'found'; } catch (e) { return [e.code, e.message]; } })();
            [missing, typeof require('react-native').AsyncStorage, 'AsyncStorage' in require('react-native')]
            """)
        #expect(result == [["MODULE_NOT_FOUND", "Cannot find module '@react-native-async-storage/async-storage'"], "undefined", false])
    }

    @Test func aDatabaseThatCannotBeOpenedRejectsWithEStorageNamingThePath() async throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let path = dir.file("garbage.sqlite")
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: path))
        let host = try await Host(AsyncStorageDatabase(path: path))
        let result = try await host.run("""
            const out = [];
            for (const f of [() => AsyncStorage.setItem('k', 'v'), () => AsyncStorage.getAllKeys(), () => AsyncStorage.multiSet([['k', 'v']])]) {
              try { await f(); out.push('resolved'); } catch (e) { const err = Array.isArray(e) ? e[0] : e; out.push([Array.isArray(e), err.code, err.message]); }
            }
            return out;
            """)
        let rows = try #require(result.arrayValue)
        #expect(rows.map { $0[0] } == [false, false, true], "multi* reject with the array of errors")
        for row in rows {
            #expect(row[1] == "E_STORAGE")
            #expect(row[2]?.stringValue?.contains(path) == true, "\(row)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repeating: 0x42, count: 4096))
    }

    @Test func twoRuntimesWritingToOneFileAtOnceLoseNoWrite() async throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let path = dir.file("shared.sqlite")
        let first = try await Host(AsyncStorageDatabase(path: path))
        let second = try await Host(AsyncStorageDatabase(path: path))
        let writer = { (name: String) in """
            for (let batch = 0; batch < 20; batch++) {
              const writes = [];
              for (let i = 0; i < 25; i++) {
                writes.push(AsyncStorage.setItem(`\(name)-${batch}-${i}`, String(i)));
                writes.push(AsyncStorage.mergeItem('both', JSON.stringify({ [`\(name)-${batch}-${i}`]: i })));
              }
              await Promise.all(writes);
            }
            return 'done';
            """ }
        let (scriptA, scriptB) = (writer("first"), writer("second"))
        async let a = first.run(scriptA)
        async let b = second.run(scriptB)
        #expect(try await [a, b] == ["done", "done"])
        let counts = try await first.run("""
            const keys = await AsyncStorage.getAllKeys();
            return [keys.length, Object.keys(JSON.parse(await AsyncStorage.getItem('both'))).length];
            """)
        #expect(counts == [1001, 1000])
    }

    /// The limits through the whole path (JS, the bridge, the module, SQLite): a key and a value
    /// of megabytes, and 100,000 keys in one multiSet.
    @Test func megabyteKeysAndValuesAndAHundredThousandKeysFromJS() async throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let host = try await Host(AsyncStorageDatabase(path: dir.file("limits.sqlite")))
        let result = try await host.run("""
            const key = 'k'.repeat(1024 * 1024), value = '\\u00e9\\ud800x'.repeat(1024 * 1024);
            await AsyncStorage.setItem(key, value);
            const big = (await AsyncStorage.getItem(key)) === value;
            await AsyncStorage.removeItem(key);
            const pairs = [];
            for (let i = 0; i < 100000; i++) pairs.push(['key' + i, 'value' + i]);
            await AsyncStorage.multiSet(pairs);
            const keys = await AsyncStorage.getAllKeys();
            const some = await AsyncStorage.multiGet(['key0', 'key54321', 'key99999', 'key100000']);
            return [big, keys.length, some];
            """)
        #expect(result == [true, 100_000, [["key0", "value0"], ["key54321", "value54321"], ["key99999", "value99999"], ["key100000", nil]]])
    }

    @Test func aHostAndJSSeeEachOthersWrites() async throws {
        let database = AsyncStorageDatabase(.inMemory)
        try database.setValue("from the host", forKey: "seeded")
        let host = try await Host(database)
        #expect(try await host.run("await AsyncStorage.setItem('written', 'by JS'); return AsyncStorage.getItem('seeded')") == "from the host")
        #expect(try database.value(forKey: "written") == "by JS")
        #expect(try database.allKeys().sorted() == ["seeded", "written"])
        try database.removeValue(forKey: "seeded")
        #expect(try await host.run("return AsyncStorage.getItem('seeded')") == .null)
        try database.removeAll()
        #expect(try await host.run("return AsyncStorage.getAllKeys()") == [])
    }

    @Test func callsKeepTheirOrderThoughReadsOfATurnGoToNativeTogether() async throws {
        let host = try await Host(AsyncStorageDatabase(.inMemory))
        let result = try await host.run("""
            await AsyncStorage.setItem('k', 'old');
            const seen = [];
            const reads = [AsyncStorage.getItem('k'), AsyncStorage.multiGet(['k'])];
            const write = AsyncStorage.setItem('k', 'new');
            reads.push(AsyncStorage.getItem('k'));
            AsyncStorage.removeItem('k');
            reads.push(AsyncStorage.getItem('k'), AsyncStorage.multiGet(['k', 'k']));
            await write;
            return Promise.all(reads);
            """)
        #expect(result == ["old", [["k", "old"]], "new", nil, [["k", nil], ["k", nil]]])
    }

    @Test func dataOutlivesAReloadOfTheRuntime() async throws {
        let host = try await Host(AsyncStorageDatabase(.inMemory))
        _ = try await host.run("await AsyncStorage.setItem('kept', 'yes')")
        try await host.runtime.reload()
        #expect(try await host.run("return AsyncStorage.getItem('kept')") == "yes")
    }
}
