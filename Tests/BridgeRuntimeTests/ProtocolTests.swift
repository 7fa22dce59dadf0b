@testable import BridgeRuntime
import Testing

@Suite struct ProtocolTests {
    @Test func moduleConfigIsReactNativesShape() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }, { _ in ModuleDefinition("Empty") }])
        let config = try await runtime.evaluate("__fbBatchedBridgeConfig.remoteModuleConfig")
        let math = config[0]
        #expect(math?[0] == "Math")
        #expect(math?[1]?["pi"] == 3.14159)
        let names = math?[2]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(names.first == "add")
        #expect(math?[3]?.arrayValue?.contains(.number(Double(names.firstIndex(of: "divide")!))) == true)
        #expect(math?[4] == .array([.number(Double(names.firstIndex(of: "multiply")!)), .number(Double(names.firstIndex(of: "strict")!)), .number(Double(names.firstIndex(of: "explode")!))]))
        #expect(config[1] == ["Empty"])
        await runtime.shutdown()
    }

    @Test func callsInOneTurnCrossAsOneBatch() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let before = await runtime.bridge.batchesProcessed
        let out = try await runtime.run(
            "var n = 0; for (let i = 0; i < 50; i++) NativeModules.Math.add(i, 1).then(() => n++);", then: "n")
        #expect(out == 50)
        let batches = await runtime.bridge.batchesProcessed - before
        #expect(batches == 1)
        await runtime.shutdown()
    }

    @Test func callsMadeInPromiseJobsAreNotStranded() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let out = try await runtime.run(
            """
            var out = [];
            Promise.resolve().then(() => NativeModules.Math.add(1, 2)).then(v => out.push(v))
              .then(() => NativeModules.Math.add(3, 4)).then(v => out.push(v));
            (async () => { for (let i = 0; i < 5; i++) out.push(await NativeModules.Math.add(i, 100)); })();
            """, then: "out.sort()")
        #expect(out == [100, 101, 102, 103, 104, 3, 7])
        await runtime.shutdown()
    }

    @Test func aBundleCanBringItsOwnJSHalf() async throws {
        // A minimal JS half of the protocol, defined by the bundle itself (as React Native's own
        // MessageQueue.js would be); the native half finds it by name after the bundle has run.
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in MathModule() }]) { $0.installsPrelude = false }
        #expect(try await runtime.evaluate("typeof NativeModules + typeof setTimeout") == "undefinedundefined")
        try await runtime.evaluate(
            """
            (function () {
              const config = __fbBatchedBridgeConfig.remoteModuleConfig;
              const mathID = config.findIndex(m => m[0] === 'Math');
              const addID = config[mathID][2].indexOf('add');
              let queue = [[], [], [], 0], callID = 0;
              const callbacks = new Map();
              globalThis.results = [];
              globalThis.__fbBatchedBridge = {
                flushedQueue() { if (!queue[0].length) return null; const q = queue; queue = [[], [], [], callID]; return q; },
                invokeCallbackAndReturnFlushedQueue(id, args) {
                  const cb = callbacks.get(id); callbacks.delete(id ^ 1); callbacks.delete(id);
                  cb && cb(...args); return this.flushedQueue();
                },
                callFunctionReturnFlushedQueue(module, method, args) {
                  results.push(['called', module, method, ...args]); return this.flushedQueue();
                },
              };
              const add = (a, b, resolve, reject) => {
                const id = callID++;
                callbacks.set(id << 1, resolve); callbacks.set((id << 1) | 1, reject);
                queue[0].push(mathID); queue[1].push(addID); queue[2].push([a, b, id << 1, (id << 1) | 1]);
              };
              add(20, 22, v => results.push(['sum', v]), e => results.push(['error', e.code]));
              add(1, 'x', v => results.push(['sum', v]), e => results.push(['error', e.code]));
            })();
            """, sourceURL: "custom-bridge.js")
        await runtime.waitUntilIdle()
        runtime.emit("hello", body: "world")
        await runtime.waitUntilIdle()
        let results = try await runtime.evaluate("results")
        #expect(results == [["sum", 42], ["error", "E_INVALID_ARGUMENT"], ["called", "RCTDeviceEventEmitter", "emit", "hello", "world"]])
        await runtime.shutdown()
    }

    @Test func malformedQueuesAreReportedNotFatal() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in MathModule() }])
        try await runtime.evaluate(
            """
            for (const q of [null, 5, 'x', [], [[0], [0]], [[1e9], [0], [[]]], [[-1], [NaN], [[1]]], [[0], [0], [7]], [[0, 0], [0], [[1, 2, 0, 1]]], [[0], [0], [[1, 2, 'a', 'b']]]])
              nativeFlushQueueImmediate(q);
            for (const args of [[], [0], [1e9, 0, []], [0, 0, 'not array'], [-1, -1, null]])
              try { nativeCallSyncHook(...args) } catch (e) { if (!(e instanceof TypeError)) throw e; }
            """)
        await runtime.waitUntilIdle()
        #expect(host.logEntries.filter { $0.0 == .error }.count >= 6)
        #expect(try await runtime.evaluate("'alive'") == "alive")
        await runtime.shutdown()
    }

    @Test func binaryQueuesRunTheirCallsAndMalformedOnesAreReportedNotFatal() async throws {
        let host = TestHost()
        let module = MathModule(execution: .jsThread)
        let runtime = try await host.runtime([{ _ in module }])
        try await runtime.evaluate(
            """
            const config = __fbBatchedBridgeConfig.remoteModuleConfig;
            const math = config.findIndex(c => c && c[0] === 'Math');
            const record = config[math][2].indexOf('record');
            const send = (words, refs = []) => nativeFlushQueueImmediate([[], [], refs, 0, new Float64Array(words)]);
            send([math, record, 1, 0, 7]);
            send([math, record, 1, 5, 0], ['not a number']);
            for (const words of [[0], [math, record, 1000], [1e9, 0, 0], [NaN, NaN, 0], [math, record, 1, 9, 1],
                                 [math, record, 1, 5, 3], [math, record, -1, 0, 0], [math, record, 1.5, 0, 0]])
              send(words);
            send([NaN, NaN, 1, 0, 5, math, record, 1, 0, 11]);
            nativeFlushQueueImmediate([[], [], [], 0, new Float64Array([0, math, record, 1, 0, 8]).subarray(1)]);
            send([math, record, 1, 0, 9]);
            nativeFlushQueueImmediate(new Float64Array([math, record, 1, 0, 10]));
            """)
        await runtime.waitUntilIdle()
        #expect(module.order.withLock { $0 } == [7, 11, 9, 10])
        let errors = host.logEntries.filter { $0.0 == .error }.map(\.1)
        #expect(errors.count == 11)
        #expect(host.lines.contains { $0.contains("argument 1 (n): expected integer (Int), got string") })
        #expect(errors.contains { $0.contains("malformed value in a binary call queue") })
        #expect(try await runtime.evaluate("'alive'") == "alive")
        await runtime.shutdown()
    }

    struct Mixed: NativeModule {
        var definition: ModuleDefinition {
            ModuleDefinition("Mixed", runsOn: .jsThread) { m in
                m.callback("all(n:callback:)") { (n: Double, callback: BridgeCallback) in
                    callback(.undefined, .null, true, false, .number(-0.0), .number(.nan), .number(n), "s", ["a": 1], [1, "2"])
                }
            }
        }
    }

    @Test func resultsDeliveredTogetherKeepEveryValueExact() async throws {
        let runtime = try await TestHost().runtime([{ _ in Mixed() }])
        try await runtime.evaluate("""
            globalThis.got = [];
            for (let i = 0; i < 3; i++) NativeModules.Mixed.all(i, (...args) => got.push(args));
            """)
        await runtime.waitUntilIdle()
        let checks = try await runtime.evaluate("""
            got.map((a, i) => a.length === 10 && a[0] === undefined && a[1] === null && a[2] === true && a[3] === false
              && Object.is(a[4], -0) && Number.isNaN(a[5]) && a[6] === i && a[7] === 's' && a[8].a === 1
              && a[9][0] === 1 && a[9][1] === '2')
            """)
        #expect(checks == [true, true, true])
        await runtime.shutdown()
    }
}
