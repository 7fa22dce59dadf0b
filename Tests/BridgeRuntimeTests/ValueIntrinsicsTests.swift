@testable import BridgeRuntime
import Testing

/// The value readers and error helpers (`bridge-intrinsics-values.js`): made the first time
/// native code needs one, from the builtins captured before any script ran.
@Suite struct ValueIntrinsicsTests {
    /// Whether the runtime's engine has made its value readers yet.
    private static func made(_ runtime: Runtime) async throws -> Bool {
        try await runtime.onJSThread { js in js.bridge.assumeOnJSThread { $0.engine.valueIntrinsics != nil } }
    }

    @Test func aScriptThatSendsNoObjectAndMeetsNoErrorNeverMakesThem() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in AnswerModule(.number(7)) }])
        let sum = try await runtime.run(
            "console.log('hello', 1); NativeModules.Answer.echo(2).then(v => { globalThis.got = [v, NativeModules.Answer.getSync()]; }); 0",
            then: "got[0] + got[1]")
        #expect(sum == 9)
        #expect(host.lines == ["hello 1"])
        #expect(try await !Self.made(runtime))
        // The first object that crosses makes them, once.
        #expect(try await runtime.run("NativeModules.Answer.echo({ a: [1, 'b'] }).then(v => { globalThis.got = v; });", then: "got")
            == ["a": [1, "b"]])
        #expect(try await Self.made(runtime))
        await runtime.shutdown()
    }

    /// What a script replaced or deleted before the first value crossed changes nothing: the
    /// readers are made then, but only from what was captured before the script ran. (The
    /// module is read first: the JS half that makes `NativeModules` is made on that first read.)
    @Test func readersMadeAfterAScriptReplacedBuiltinsReadAsBefore() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in AnswerModule(.null) }])
        let got = try await runtime.run(
            """
            const T = TypeError, E = Error, U8 = Uint8Array, date = new Date(86400000), Answer = NativeModules.Answer;
            const boom = (what) => () => { throw new E(what + ' was called'); };
            Reflect.ownKeys = Reflect.apply = boom('Reflect');
            Object.getOwnPropertyDescriptor = Object.defineProperty = Object.setPrototypeOf = boom('Object');
            Object.prototype.hasOwnProperty = boom('hasOwnProperty');
            Array.isArray = ArrayBuffer.isView = boom('isView');
            Date.prototype.getTime = boom('getTime');
            globalThis.Uint8Array = globalThis.Float64Array = globalThis.Error = globalThis.TypeError = globalThis.RangeError = undefined;
            const echo = Answer.echo;
            Promise.all([
              echo({ a: 1, nested: { list: [true, null, 'x'] } }),
              echo(Array.from({ length: 70 }, (_, i) => i / 2)),
              echo(new U8([1, 2, 3])),
              echo(date),
            ]).then(v => {
              // A sync call's error is made by native code, by the constructors captured before.
              try { Answer.getSync(1); } catch (e) { v.push([e instanceof T, e.code, e.message]); }
              globalThis.got = v;
            });
            """, then: "got")
        let halves = BridgeValue.array((0..<70).map { .number(Double($0) / 2) })
        #expect(got == [
            ["a": 1, "nested": ["list": [true, .null, "x"]]],
            halves,
            .bytes([1, 2, 3]),
            86400000,
            [true, "E_INVALID_ARGUMENT", "Answer.getSync: expects 0 arguments, got 1"],
        ])
        // An uncaught error is read by the same part, made before this script: its fields come
        // from data properties, whatever the script did to the builtins.
        let thrown = await #expect(throws: JSException.self) {
            try await runtime.evaluate(
                "Object.getPrototypeOf = () => { throw 1 }; const e = new SyntaxError('late'); e.code = 'E_LATE'; throw e;",
                sourceURL: "late.js")
        }
        #expect(thrown?.name == "SyntaxError")
        #expect(thrown?.message == "late")
        #expect(thrown?.code == "E_LATE")
        await runtime.shutdown()
    }

    /// The first error read (a script's uncaught throw) makes them too, before anything crossed.
    @Test func theFirstUncaughtErrorMakesThemAndIsReadWhole() async throws {
        let runtime = try await TestHost().runtime()
        let thrown = await #expect(throws: JSException.self) {
            try await runtime.evaluate("Reflect.ownKeys = null; throw new RangeError('first', { cause: new Error('why') });", sourceURL: "first.js")
        }
        #expect(thrown?.name == "RangeError")
        #expect(thrown?.message == "first")
        #expect(thrown?.sourceURL == "first.js")
        #expect(thrown?.cause?.message == "why")
        #expect(try await Self.made(runtime))
        await runtime.shutdown()
    }
}
