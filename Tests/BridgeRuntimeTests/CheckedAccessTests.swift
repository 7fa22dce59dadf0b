import BridgeRuntime
import Testing

/// A module that answers with what a test hands it, for native → JS values.
final class AnswerModule: NativeModule {
    let answer: BridgeValue

    init(_ answer: BridgeValue) { self.answer = answer }

    var definition: ModuleDefinition {
        ModuleDefinition("Answer") { m in
            m.promise("get") { () in self.answer }
            m.sync("getSync") { () in self.answer }
            m.promise("echo(value:)") { (value: BridgeValue) in value }
        }
    }
}

/// Hostile JS against every place the native half reads JS values (docs/reliability.md,
/// "Checked engine access").
@Suite struct CheckedAccessTests {
    /// A value nested `depth` levels deep.
    static func nested(_ depth: Int) -> BridgeValue {
        var value = BridgeValue.number(1)
        for _ in 0..<depth { value = .array([value]) }
        return value
    }

    @Test func anArgumentWhoseGetterThrowsRejectsNamingThePath() async throws {
        let runtime = try await TestHost().runtime([{ _ in AnswerModule(.null) }])
        let out = try await runtime.run(
            """
            var out = [];
            NativeModules.Answer.echo({ a: 1, get p() { throw 1; } }).catch(e => out.push(e.code, e.message));
            NativeModules.Answer.echo([0, { get q() { throw new TypeError('no') } }]).catch(e => out.push(e.message));
            """, then: "out")
        #expect(out == [
            "E_INVALID_ARGUMENT", "Answer.echo: argument 1 (value) at .p: reading it threw 1",
            "Answer.echo: argument 1 (value) at [1].q: reading it threw TypeError: no",
        ])
        await runtime.shutdown()
    }

    @Test func syncCallsThrowWhatAGetterThrewAtTheCallSite() async throws {
        let runtime = try await TestHost().runtime([{ _ in HoldingModule() }])
        let out = try await runtime.run(
            """
            var out;
            try { NativeModules.Hold.echo({ get p() { throw 'boom'; } }); } catch (e) { out = [e instanceof TypeError, e.code, e.message]; }
            """, then: "out")
        #expect(out == [true, "E_INVALID_ARGUMENT", "Hold.echo: argument 1 (value) at .p: reading it threw boom"])
        await runtime.shutdown()
    }

    @Test func proxiesAndRevokedProxiesAreReadOrRefusedButNeverFatal() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in AnswerModule(.null) }])
        let out = try await runtime.run(
            """
            var out = [];
            const r = Proxy.revocable({}, {}); r.revoke();
            const echo = NativeModules.Answer.echo;
            echo(r.proxy).catch(e => { out[0] = e.message; });
            echo(new Proxy({}, { ownKeys() { throw new Error('keys'); } })).catch(e => { out[1] = e.message; });
            echo(new Proxy({ a: 1 }, { get() { throw new Error('get'); } })).catch(e => { out[2] = e.message; });
            echo(new Proxy({ a: 1 }, {})).then(v => { out[3] = v; });
            """, then: "out")
        #expect(out == [
            "Answer.echo: argument 1 (value) listing its keys threw TypeError: Proxy has already been revoked. No more operations are allowed to be performed on it",
            "Answer.echo: argument 1 (value) listing its keys threw Error: keys",
            "Answer.echo: argument 1 (value) at .a: reading it threw Error: get",
            ["a": 1],
        ])
        #expect(try await runtime.evaluate("'still running'") == "still running")
        await runtime.shutdown()
    }

    @Test func gettersRunOncePerReadAndIteratorsAreNeverUsed() async throws {
        let runtime = try await TestHost().runtime([{ _ in AnswerModule(.null) }])
        let out = try await runtime.run(
            """
            var out = [], reads = 0;
            const short = [1, 2]; short[Symbol.iterator] = function* () { yield 'wrong'; };
            const long = Array.from({ length: 100 }, (_, i) => i);
            Object.defineProperty(long, 5, { get() { reads++; return 'five'; }, enumerable: true });
            long[Symbol.iterator] = function* () { yield 'wrong'; };
            const o = { get g() { reads++; return 'g'; } };
            NativeModules.Answer.echo(short).then(v => out.push(v));
            NativeModules.Answer.echo(long).then(v => out.push(v[5], v[99], v.length));
            NativeModules.Answer.echo(o).then(v => out.push(v.g, reads));
            """, then: "out")
        #expect(out == [[1, 2], "five", 99, 100, "g", 2])
        await runtime.shutdown()
    }

    @Test func protoKeysAreOwnDataPropertiesInBothDirections() async throws {
        let runtime = try await TestHost().runtime([{ _ in AnswerModule(["__proto__": ["polluted": true], "x": 1]) }])
        let out = try await runtime.run(
            """
            var out = [];
            Object.defineProperty(Object.prototype, 'x', { set(v) { throw new Error('setter ran'); }, configurable: true });
            NativeModules.Answer.get().then(v => out.push(Object.getPrototypeOf(v) === Object.prototype,
              Object.keys(v).sort().join(), v.polluted === undefined, v.x));
            NativeModules.Answer.echo(JSON.parse('{"__proto__": {"a": 1}}')).then(v => out.push(Object.keys(v).join(), v.a === undefined));
            Object.prototype.inherited = 'no';
            NativeModules.Answer.echo({ own: 1 }).then(v => out.push(JSON.stringify(v)));
            """, then: "out")
        #expect(out == [true, "__proto__,x", true, 1, "__proto__", true, "{\"own\":1}"])
        await runtime.shutdown()
    }

    @Test func binaryDataCrossesAsBytesInOneCopyBothWays() async throws {
        let runtime = try await TestHost().runtime([{ _ in AnswerModule(.bytes([0, 1, 254, 255])) }])
        let out = try await runtime.run(
            """
            var out = [];
            const big = new Uint8Array(8 << 20); big[big.length - 1] = 7;
            const buffer = new ArrayBuffer(6); new Uint8Array(buffer).set([9, 8, 7, 6, 5, 4]);
            const echo = NativeModules.Answer.echo;
            echo(big).then(v => out.push(v instanceof Uint8Array, v.length, v[v.length - 1]));
            echo(new DataView(buffer, 2, 3)).then(v => out.push(Array.from(v).join()));
            echo(buffer).then(v => out.push(v.length));
            echo(new Float64Array([1.5])).then(v => out.push(v.length));
            NativeModules.Answer.get().then(v => out.push(Array.from(v).join()));
            """, then: "out")
        #expect(out == [true, .number(Double(8 << 20)), 7, "7,6,5", 6, 8, "0,1,254,255"])
        await runtime.shutdown()
    }

    @Test func datesAndBinaryDataAreKnownByWhatTheyAreNotByTheirPrototype() async throws {
        let runtime = try await TestHost().runtime([{ _ in AnswerModule(.null) }])
        let out = try await runtime.run(
            """
            var out = [];
            const show = (r) => JSON.stringify(r, (k, v) => v instanceof Uint8Array ? 'bytes ' + Array.from(v).join() : v);
            const echo = (v) => NativeModules.Answer.echo(v).then(r => out.push(show(r)), e => out.push(e.message));
            // Look-alikes cross as the plain objects they are.
            const fakeDate = Object.create(Date.prototype); fakeDate.at = 1;
            echo(fakeDate);
            echo(Object.create(Uint8Array.prototype));
            echo(Object.create(ArrayBuffer.prototype));
            echo(new Proxy(new Date(5), {}));
            // The real ones cross as times and bytes whatever their prototype became.
            echo(Object.setPrototypeOf(new Date(1234), null));
            echo(Object.setPrototypeOf(new Uint8Array([1, 2]), Object.prototype));
            echo(Object.setPrototypeOf(new ArrayBuffer(3), null));
            echo(new Uint16Array([1, 2, 3, 4]).subarray(1, 3));
            echo([{ when: new Date(Date.UTC(2020, 0, 2)) }, new Int8Array([-1])]);
            """, then: "out")
        #expect(out == [
            #"{"at":1}"#, "{}", "{}", "{}",
            "1234", #""bytes 1,2""#, #""bytes 0,0,0""#, #""bytes 2,0,3,0""#, #"[{"when":1577923200000},"bytes 255"]"#,
        ])
        await runtime.shutdown()
    }

    @Test func nativeValuesNestedPastTheLimitAreRefusedNamingThePath() async throws {
        // 10,000 levels: far past the limit (DeepValueBridgeTests goes to a million).
        let deep = Self.nested(10_000)
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in AnswerModule(deep) }])
        let out = try await runtime.run(
            """
            var out = [];
            NativeModules.Answer.get().catch(e => out.push(e.code, e.message.slice(0, 44)));
            try { NativeModules.Answer.getSync(); } catch (e) { out.push(e.code); }
            BatchedBridge.registerCallableModule('Sink', { take() { out.push('called'); } });
            """, then: "out")
        #expect(out == ["E_INVALID_RESULT", "E_INVALID_RESULT", "Answer.get: its result at argument 1 at [0]["])
        await #expect(throws: BridgeError.self) { try await runtime.callJSModule("Sink", "take", [deep]) }
        #expect(try await runtime.evaluate("out.length") == 3)
        await runtime.shutdown()
    }

    @Test func uncaughtValuesAreDescribedWithoutRunningTheirCode() async throws {
        let host = TestHost()
        let runtime = try await host.runtime()
        try await runtime.evaluate(
            """
            setTimeout(() => { throw { get message() { throw 1; } }; });
            setTimeout(() => { throw { valueOf() { throw 5; }, toString() { throw 6; } }; });
            setTimeout(() => { const e = new Error('kept'); Object.defineProperty(e, 'name', { get() { throw 2; } }); throw e; });
            Promise.reject(new Proxy({}, { get() { throw 3; }, ownKeys() { throw 4; } }));
            """)
        await runtime.waitUntilIdle()
        let messages = host.uncaught.map(\.exception.message)
        // The rejection is reported first: promise jobs run before timers.
        #expect(messages == ["{}", "{ message: [Getter] }", "{ valueOf: [Function: valueOf], toString: [Function: toString] }", "kept"])
        #expect(host.uncaught.first?.kind == .unhandledRejection)
        await runtime.shutdown()
    }

    @Test func consoleDescribesLikeNodeWithoutRunningCodeOrWalkingHoles() async throws {
        let host = TestHost()
        let runtime = try await host.runtime()
        try await runtime.evaluate(
            """
            const sparse = []; sparse.length = 2 ** 32 - 1;
            console.log(sparse);
            console.log({ get g() { throw 1; }, s: Symbol('x'), [Symbol('k')]: 1 }, Object.create(null));
            console.log(new Proxy({ a: 1 }, { get() { throw 1; } }), [1, , 3], -0, 10n);
            console.log({ toString() { for (;;); } });
            console.log(Array.from({ length: 150 }, (_, i) => i).length, { a: { b: { c: { d: 1 } } } });
            """)
        #expect(host.lines == [
            "[ <4294967295 empty items> ]",
            "{ g: [Getter], s: Symbol(x), [Symbol(k)]: 1 } [Object: null prototype] {}",
            "{ a: 1 } [ 1, <1 empty item>, 3 ] -0 10n",
            "{ toString: [Function: toString] }",
            "150 { a: { b: { c: [Object] } } }",
        ])
        await runtime.shutdown()
    }

    @Test func aThrowingBridgeGlobalIsReportedOnceAndTheRuntimeGoesOn() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in AnswerModule(1) }], { $0.installsPrelude = false })
        try await runtime.evaluate(
            """
            Object.defineProperty(globalThis, '__fbBatchedBridge', { get() { throw new Error('nope'); }, configurable: true });
            """)
        try await runtime.evaluate("1")
        await runtime.waitUntilIdle()
        let reports = host.lines.filter { $0.contains("__fbBatchedBridge") }
        #expect(reports == ["bridge: reading __fbBatchedBridge threw Error: nope"])
        #expect(try await runtime.evaluate("'alive'") == "alive")
        await runtime.shutdown()
    }

    @Test func theCollectorCannotFreeWhatNativeCodeIsStillReading() async throws {
        let runtime = try await TestHost().runtime([{ _ in AnswerModule(.null) }])
        let out = try await runtime.run(
            """
            var out = [];
            for (let round = 0; round < 20; round++) {
              const o = { first: { text: 'a'.repeat(100) + round }, get g() {
                delete o.first;
                for (let i = 0; i < 20000; i++) [{ i }, 'garbage' + i];
                return round;
              }, last: ['b'.repeat(100) + round] };
              NativeModules.Answer.echo(o).then(v => out.push(v.first.text.length + v.last[0].length + v.g));
            }
            """, then: "out.length === 20 && out.every((n, i) => n === 200 + String(i).length * 2 + i)")
        #expect(out == true)
        #expect(try await runtime.evaluate("out.length") == 20)
        await runtime.shutdown()
    }
}
