import BridgeRuntime
import Testing

@Suite struct NativeModuleTests {
    @Test(arguments: [ModuleExecution.ownQueue, .jsThread, .swiftConcurrency])
    func promiseMethodsResolveWithTheirResult(execution: ModuleExecution) async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule(execution: execution) }])
        let result = try await runtime.run(
            """
            var out = {};
            const M = NativeModules.Math;
            M.add(2, 3).then(v => out.add = v);
            M.midpoint({x: 0, y: 0}, {x: 2, y: 4}).then(v => out.mid = v);
            M.join(['a', 'b']).then(v => out.join = v);
            M.echo({deep: [1, {x: null}]}).then(v => out.echo = v);
            M.later(21).then(v => out.later = v);
            """, then: "out")
        #expect(result == ["add": 5, "mid": ["x": 1, "y": 2], "join": "a,b", "echo": ["deep": [1, ["x": nil]]], "later": 42])
        await runtime.shutdown()
    }

    @Test(arguments: [ModuleExecution.ownQueue, .jsThread])
    func aModuleHearsWhenEachBatchOfCallsIsComplete(execution: ModuleExecution) async throws {
        let notes = Locked<[String]>([])
        let module = ModuleDefinition("Notes", runsOn: execution) { m in
            m.fireAndForget("note(text:)") { (text: String) in notes.withLock { $0.append(text) } }
            m.onBatchComplete { notes.withLock { $0.append("|") } }
        }
        let runtime = try await TestHost().runtime([{ _ in module }])
        // Two turns of JS: each sends its calls as one batch, and the batch ends after them.
        _ = try await runtime.run("NativeModules.Notes.note('a'); NativeModules.Notes.note('b'); setTimeout(() => NativeModules.Notes.note('c'), 1);")
        #expect(notes.withLock { $0 } == ["a", "b", "|", "c", "|"])
        await runtime.shutdown()
    }

    @Test(arguments: [ModuleExecution.ownQueue, .jsThread, .swiftConcurrency])
    func callsToOneModuleKeepTheirOrder(execution: ModuleExecution) async throws {
        let module = MathModule(execution: execution)
        let runtime = try await TestHost().runtime([{ _ in module }])
        let recorded = try await runtime.run(
            "for (let i = 0; i < 200; i++) NativeModules.Math.record(i); var r; NativeModules.Math.recorded().then(v => r = v);", then: "r")
        #expect(recorded == .array((0..<200).map { .number(Double($0)) }))
        await runtime.shutdown()
    }

    @Test func thrownErrorsRejectWithTheirCode() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let result = try await runtime.run(
            """
            var out = {};
            NativeModules.Math.divide(1, 0).catch(e => out.coded = [e instanceof Error, e.code, e.message, e.userInfo]);
            NativeModules.Math.fail().catch(e => out.plain = [e.code, typeof e.message]);
            """, then: "out")
        #expect(result == ["coded": [true, "E_MATH", "cannot divide by zero", ["hint": "use a non-zero divisor"]], "plain": ["EUNSPECIFIED", "string"]])
        await runtime.shutdown()
    }

    @Test func callbackMethodsCallTheirCallbacks() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let result = try await runtime.run(
            """
            var out = {};
            NativeModules.Math.square(3, e => out.err = e, v => out.ok = v);
            NativeModules.Math.square(NaN, e => out.err = e, v => out.ok2 = v);
            NativeModules.Math.describe(7, (err, text) => out.single = [err, text]);
            """, then: "out")
        #expect(result == ["ok": 9, "err": ["message": "not a number"], "single": [nil, "x=7"]])
        await runtime.shutdown()
    }

    @Test func syncMethodsReturnDirectly() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        #expect(try await runtime.evaluate("NativeModules.Math.multiply(6, 7)") == 42)
        await runtime.shutdown()
    }

    @Test func constantsAreProperties() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        #expect(try await runtime.evaluate("[NativeModules.Math.pi, NativeModules.Math.getConstants().name]") == [3.14159, "math"])
        await runtime.shutdown()
    }

    @Test func reactNativeImportWorks() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let value = try await runtime.evaluate(
            "const RN = require('react-native'); [RN.NativeModules === NativeModules, typeof RN.NativeEventEmitter, typeof RN.DeviceEventEmitter.addListener, RN.Platform.OS]")
        #expect(value == [true, "function", "function", "linux"])
        await #expect(throws: JSException.self) { try await runtime.evaluate("require('left-pad')") }
        await runtime.shutdown()
    }

    @Test func settlingTwiceIsIgnoredAndLogged() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in MathModule() }])
        let value = try await runtime.run("var got = []; NativeModules.Math.twice().then(v => got.push(v));", then: "got")
        #expect(value == ["first"])
        #expect(host.logEntries.contains { $0.0 == .warn && $0.1.contains("Math.twice: promise settled twice") })
        await runtime.shutdown()
    }

    @Test func aPromiseReleasedUnsettledRejects() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let value = try await runtime.run("var got; NativeModules.Math.never().catch(e => got = e.message);", then: "got")
        #expect(value == "Math.never finished without settling its promise")
        await runtime.shutdown()
    }

    @Test func hostCallsACallableJSModule() async throws {
        let runtime = try await TestHost().runtime()
        try await runtime.evaluate("BatchedBridge.registerCallableModule('Greeter', { hello(name) { return 'hi ' + name } , bad() { throw new TypeError('nope') } })")
        #expect(try await runtime.callJSModule("Greeter", "hello", ["Ada"]) == "hi Ada")
        let error = await #expect(throws: JSException.self) { try await runtime.callJSModule("Greeter", "bad") }
        #expect(error?.name == "TypeError")
        let missing = await #expect(throws: JSException.self) { try await runtime.callJSModule("Nobody", "x") }
        #expect(missing?.message.contains("Module has not been registered as callable") == true)
        await runtime.shutdown()
    }

    @Test func hostEmitsEventsFromAnyThread() async throws {
        let runtime = try await TestHost().runtime()
        try await runtime.evaluate("var got = []; DeviceEventEmitter.addListener('ping', b => got.push(b.n));")
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<8 { group.addTask { runtime.emit("ping", body: ["n": .number(Double(i))]) } }
        }
        await runtime.waitUntilIdle()
        let got = try await runtime.evaluate("got.slice().sort()")
        #expect(got == .array((0..<8).map { .number(Double($0)) }))
        await runtime.shutdown()
    }
}

@Suite struct ConversionTests {
    @Test func longNumberArraysCrossExactly() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let out = try await runtime.run(
            """
            var out;
            const a = Array.from({ length: 100 }, (_, i) => i + 0.5); a[3] = -0; a[4] = NaN; a[5] = Infinity;
            NativeModules.Math.echo(a).then(v => { out = [v.length, Object.is(v[3], -0), Number.isNaN(v[4]), v[5], v[99]]; });
            """, then: "out")
        #expect(out == [100, true, true, .number(.infinity), 99.5])
        await runtime.shutdown()
    }

    @Test func longMixedArraysStillNameTheBadElement() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let out = try await runtime.run(
            """
            var out;
            const a = Array.from({ length: 100 }, (_, i) => i); a[70] = () => 1;
            NativeModules.Math.echo(a).catch(e => { out = e.message; });
            """, then: "out")
        #expect(out == "Math.echo: argument 1 (value) at [70]: a function cannot be sent to native code")
        await runtime.shutdown()
    }
}
