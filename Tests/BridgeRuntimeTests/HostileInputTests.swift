import BridgeRuntime
import Testing

/// A module that holds its promises until told to settle them all.
final class HoldingModule: NativeModule {
    let held = Locked<[BridgePromise]>([])

    var definition: ModuleDefinition {
        ModuleDefinition("Hold") { m in
            m.promise("wait(n:promise:)") { (n: Int, promise: BridgePromise) in
                self.held.withLock { $0.append(promise) }
            }
            m.promise("releaseAll") { () -> Int in
                let all = self.held.withLock { h in defer { h.removeAll() }; return h }
                for (i, p) in all.enumerated() { p.resolve(.number(Double(i))) }
                return all.count
            }
            m.callback("twice(onError:onSuccess:)") { (_: BridgeCallback, ok: BridgeCallback) in
                ok("first")
                ok("second")
            }
            m.sync("echo(value:)") { (value: BridgeValue) in value }
            m.sync("text(s:)") { (s: String) in s }
            m.sync("int(n:)") { (n: Int) in n }
        }
    }
}

@Suite struct HostileInputTests {
    @Test func tenThousandPendingCallbacksAllSettle() async throws {
        let runtime = try await TestHost().runtime([{ _ in HoldingModule() }])
        let out = try await runtime.run(
            """
            var out;
            const all = []; for (let i = 0; i < 10000; i++) all.push(NativeModules.Hold.wait(i));
            NativeModules.Hold.releaseAll().then(n => Promise.all(all).then(v => { out = [n, v.length, v[9999]]; }));
            """, then: "out")
        #expect(out == [10000, 10000, 9999])
        await runtime.shutdown()
    }

    @Test func aCallbackInvokedTwiceReachesJSOnce() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in HoldingModule() }])
        let out = try await runtime.run("var got = []; NativeModules.Hold.twice(e => got.push('error'), v => got.push(v));", then: "got")
        #expect(out == ["first"])
        #expect(host.logEntries.contains { $0.0 == .warn && $0.1.contains("invoked after its call had already been answered") })
        await runtime.shutdown()
    }

    @Test func deepRecursionIsARangeErrorAndTheRuntimeGoesOn() async throws {
        let runtime = try await TestHost().runtime([{ _ in HoldingModule() }])
        let error = await #expect(throws: JSException.self) { try await runtime.evaluate("function f(n) { return f(n + 1) + 1; } f(0)") }
        #expect(error?.name == "RangeError")
        #expect(try await runtime.evaluate("NativeModules.Hold.int(7)") == 7)
        await runtime.shutdown()
    }

    @Test func aHundredMebibyteStringCrossesBothWays() async throws {
        let runtime = try await TestHost().runtime([{ _ in HoldingModule() }])
        let out = try await runtime.evaluate(
            "(function () { const big = 'ab'.repeat(50 * 1024 * 1024); const back = NativeModules.Hold.text(big); return [back.length, back === big]; })()")
        #expect(out == [.number(100 * 1024 * 1024), true])
        await runtime.shutdown()
    }

    @Test func loneSurrogatesAndNULRoundTripExactly() async throws {
        let runtime = try await TestHost().runtime([{ _ in HoldingModule() }])
        let out = try await runtime.evaluate(
            """
            const samples = ['a\\ud800b', '\\udc00', 'x\\ud83d', 'nul\\u0000inside\\u0000', '\\ud83d\\ude00 ok', ''];
            samples.map(s => NativeModules.Hold.echo(s) === s).concat(NativeModules.Hold.echo({ k: samples })['k'].every((s, i) => s === samples[i]))
            """)
        #expect(out == .array(Array(repeating: true, count: 7)))
        // A String parameter gets U+FFFD in place of the lone surrogate, as TextEncoder does.
        #expect(try await runtime.evaluate("NativeModules.Hold.text('a\\ud800b')") == "a\u{FFFD}b")
        await runtime.shutdown()
    }

    @Test func specialNumbersHaveADocumentedMapping() async throws {
        let runtime = try await TestHost().runtime([{ _ in HoldingModule() }])
        let out = try await runtime.evaluate(
            """
            const H = NativeModules.Hold;
            [Object.is(H.echo(-0), -0), Number.isNaN(H.echo(NaN)), H.echo(Infinity), H.echo(-Infinity),
             H.echo(2 ** 53 + 1) === 2 ** 53, H.int(2 ** 53), H.int(-(2 ** 53))]
            """)
        #expect(out == [true, true, .number(.infinity), .number(-.infinity), true, 9_007_199_254_740_992, -9_007_199_254_740_992])
        let refused = try await runtime.evaluate(
            "[2 ** 64, NaN, 0.5, -0.5].map(n => { try { NativeModules.Hold.int(n); return 'accepted'; } catch (e) { return e.code; } })")
        #expect(refused == .array(Array(repeating: "E_INVALID_ARGUMENT", count: 4)))
        await runtime.shutdown()
    }

    @Test func hugeArgumentCountsAndIDsInSyncCallsAreTypeErrors() async throws {
        let runtime = try await TestHost().runtime([{ _ in HoldingModule() }])
        let out = try await runtime.evaluate(
            """
            const results = [];
            for (const args of [[0, 0, new Array(100000).fill(1)], [NaN, 0, []], [-1, -1, []], [2 ** 53, 0, []], [0, 2 ** 31, []], ['0', '0', []], [0, 0, {}]]) {
              try { nativeCallSyncHook(...args); results.push('no error'); } catch (e) { results.push(e instanceof TypeError); }
            }
            results
            """)
        #expect(out == .array(Array(repeating: true, count: 7)))
        await runtime.shutdown()
    }
}

/// Host threads and JS calling each other at once.
@Suite struct ConcurrencyTests {
    @Test func eightThreadsEmitAndCallWhileJSCallsNative() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        try await runtime.evaluate(
            """
            globalThis.events = 0; globalThis.jsToNative = 0;
            DeviceEventEmitter.addListener('ping', () => { events++; });
            BatchedBridge.registerCallableModule('Echo', { echo(x) { return x; } });
            const tick = setInterval(() => {
              for (let i = 0; i < 10; i++) NativeModules.Math.add(i, 1).then(() => { jsToNative++; });
              if (jsToNative >= 2000) clearInterval(tick);
            }, 1);
            """)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for t in 0..<8 {
                group.addTask {
                    var sum = 0
                    for i in 0..<200 {
                        runtime.emit("ping", body: .number(Double(i)))
                        sum += Int(try await runtime.callJSModule("Echo", "echo", [.number(Double(t * 1000 + i))]).numberValue ?? -1)
                    }
                    return sum
                }
            }
            var total = 0
            for try await s in group { total += s }
            #expect(total == (0..<8).reduce(0) { acc, t in acc + (0..<200).reduce(0) { $0 + t * 1000 + $1 } })
        }
        await runtime.waitUntilIdle()
        let counts = try await runtime.evaluate("[events, jsToNative >= 2000]")
        #expect(counts == [1600, true])
        await runtime.shutdown()
    }
}

/// Numbers JS hands to native code in places that are not typed parameters.
@Suite struct HostileNumberTests {
    @Test func outlandishNumbersNeverTrap() async throws {
        let host = TestHost()
        var configuration = host.configuration([{ _ in HoldingModule() }])
        StandardModules.register(in: &configuration)
        let runtime = try await Runtime(configuration)
        try await runtime.evaluate(
            """
            for (const level of [NaN, 1e300, -1e300, Infinity, -5]) nativeLoggingHook('level ' + level, level);
            const sparse = []; sparse.length = 2 ** 32 - 1;
            nativeLoggingHook(sparse, 1);
            const { Timing, ExceptionsManager } = NativeModules;
            for (const duration of [1e300, NaN, -Infinity, Infinity]) { Timing.createTimer(7, duration, NaN, false); Timing.deleteTimer(7); }
            ExceptionsManager.reportSoftException('odd frames', [{ methodName: 'f', file: 'x.js', lineNumber: 1e300, column: NaN }], 1e300);
            """)
        let thrown = await #expect(throws: JSException.self) {
            try await runtime.evaluate("const e = new Error('odd'); e.line = 1e300; e.column = -Infinity; throw e;")
        }
        #expect(thrown?.message == "odd")
        await runtime.waitUntilIdle()
        #expect(host.lines.filter { $0.hasPrefix("level ") }.count == 5)
        #expect(host.lines.contains("[ <4294967295 empty items> ]"))
        #expect(host.uncaught.map(\.exception.message) == ["odd frames"])
        #expect(try await runtime.evaluate("'still running'") == "still running")
        await runtime.shutdown()
    }

    @Test func sparseArraysClaimingBillionsOfElementsAreRefused() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in HoldingModule() }])
        let out = try await runtime.evaluate(
            """
            const huge = []; huge.length = 2 ** 32 - 1;
            let caught; try { NativeModules.Hold.echo(huge); } catch (e) { caught = [e instanceof TypeError, e.code, e.message]; }
            nativeFlushQueueImmediate([[0], [0], huge, 0]);
            nativeFlushQueueImmediate([[0], [0], [huge], 0]);
            caught
            """)
        #expect(out == [true, "E_INVALID_ARGUMENT", "Hold.echo: argument 1 (value) an array of 4294967295 elements cannot be sent to native code (at most 16777216)"])
        #expect(host.logEntries.filter { $0.0 == .error }.count >= 2)
        await runtime.shutdown()
    }
}
