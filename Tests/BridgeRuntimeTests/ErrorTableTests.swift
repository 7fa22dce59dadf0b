@testable import BridgeRuntime
import Testing

/// One test per row of the error table in the design brief.
@Suite struct ErrorTableTests {
    @Test func wrongArgumentsRejectWithInvalidArgument() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let out = try await runtime.run(
            """
            var out = [];
            const M = NativeModules.Math;
            const record = p => { const i = out.length; out.push(null); p.then(v => { out[i] = ['resolved', v]; }, e => { out[i] = [e.code, e.message]; }); };
            record(M.add(1, 'two'));
            record(M.add(1, 2, 3));
            record(M.add(1));
            record(M.midpoint({x: 1, y: 2}, {x: 'a', y: 2}));
            record(M.join(['a', 5]));
            """, then: "out")
        #expect(out == [
            ["E_INVALID_ARGUMENT", "Math.add: argument 2 (b): expected number, got string \"two\""],
            ["E_INVALID_ARGUMENT", "Math.add: expects 2 arguments (a, b), got 3"],
            ["E_INVALID_ARGUMENT", "Math.add: argument 2 (b) is missing: expected number"],
            ["E_INVALID_ARGUMENT", "Math.midpoint: argument 2 (b) at .x: expected number, got string \"a\""],
            ["E_INVALID_ARGUMENT", "Math.join: argument 1 (parts) at [1]: expected string, got number 5"],
        ])
        await runtime.shutdown()
    }

    @Test func wrongArgumentsToASyncMethodThrowATypeError() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let out = try await runtime.evaluate(
            """
            const caught = [];
            for (const call of [() => NativeModules.Math.multiply('x', 2), () => NativeModules.Math.strict(1.5), () => NativeModules.Math.multiply(() => 1, 2)]) {
              try { call(); caught.push('no error'); } catch (e) { caught.push([e instanceof TypeError, e.code, e.message]); }
            }
            caught
            """)
        #expect(out == [
            [true, "E_INVALID_ARGUMENT", "Math.multiply: argument 1 (a): expected number, got string \"x\""],
            [true, "E_INVALID_ARGUMENT", "Math.strict: argument 1 (n): expected integer (Int), got number 1.5"],
            [true, "E_INVALID_ARGUMENT", "Math.multiply: argument 1 (a) a function cannot be sent to native code"],
        ])
        let thrown = try await runtime.evaluate("try { NativeModules.Math.explode() } catch (e) { [e instanceof TypeError, e.code, e.message] }")
        #expect(thrown == [false, "E_MATH", "cannot divide by zero"])
        await runtime.shutdown()
    }

    @Test func unknownModuleIsUndefined() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        #expect(try await runtime.evaluate("[typeof NativeModules.Nope, NativeModules.Nope === undefined, 'Math' in NativeModules]") == ["undefined", true, true])
        await runtime.shutdown()
    }

    @Test func unsendableValuesNameTheirPath() async throws {
        let runtime = try await TestHost().runtime([{ _ in MathModule() }])
        let out = try await runtime.run(
            """
            var out = [];
            const cyclic = { a: [1] }; cyclic.a.push(cyclic);
            for (const v of [{ f: [0, () => 1] }, cyclic, { s: Symbol('x') }, { n: 10n }]) {
              NativeModules.Math.echo(v).then(() => out.push('resolved'), e => out.push([e.code, e.message]));
            }
            """, then: "out")
        #expect(out == [
            ["E_INVALID_ARGUMENT", "Math.echo: argument 1 (value) at .f[1]: a function cannot be sent to native code"],
            ["E_INVALID_ARGUMENT", "Math.echo: argument 1 (value) at .a[1]: a cycle (the value contains itself) cannot be sent to native code"],
            ["E_INVALID_ARGUMENT", "Math.echo: argument 1 (value) at .s: a symbol cannot be sent to native code"],
            ["E_INVALID_ARGUMENT", "Math.echo: argument 1 (value) at .n: a BigInt cannot be sent to native code"],
        ])
        await runtime.shutdown()
    }

    @Test func anErrorInACallbackGoesToTheHostAndTheRuntimeKeepsRunning() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in MathModule() }])
        let out = try await runtime.run(
            "NativeModules.Math.square(2, () => {}, () => { throw new Error('callback broke') }); var later; NativeModules.Math.add(1, 1).then(v => later = v);",
            then: "later")
        #expect(out == 2)
        #expect(host.uncaught.map(\.exception.message) == ["callback broke"])
        await runtime.shutdown()
    }

    @Test func teardownRejectsPendingPromisesAndRunsTeardownHooks() async throws {
        let module = MathModule()
        let runtime = try await TestHost().runtime([{ _ in module }])
        try await runtime.evaluate(
            """
            globalThis.seen = [];
            for (let i = 0; i < 3; i++) NativeModules.Math.slow(200).then(v => seen.push(v), e => {
              seen.push(e.code);
              globalThis.nativeLoggingHook(JSON.stringify(seen), 1);
            });
            """)
        await runtime.shutdown()
        #expect(module.invalidated.withLock { $0 })
        // Late results (the sleeping calls finish after teardown) are dropped without a crash.
        try await Task.sleep(for: .milliseconds(300))
        await #expect(throws: BridgeError.self) { try await runtime.callJSModule("RCTDeviceEventEmitter", "emit", ["x"]) }
    }

    @Test func teardownRejectionsReachJSBeforeTheContextGoes() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in MathModule() }])
        try await runtime.evaluate("NativeModules.Math.slow(600000).catch(e => console.log('rejected', e.code, e.message))")
        await runtime.shutdown()
        #expect(host.lines == ["rejected E_INVALIDATED Math.slow: the runtime was torn down before the call finished"])
    }
}

/// Records where its teardown hook ran.
final class TeardownProbe: NativeModule {
    let context: ModuleContext
    let execution: ModuleExecution
    let ranOnJSThread = Locked<Bool?>(nil)

    init(context: ModuleContext, execution: ModuleExecution) {
        self.context = context
        self.execution = execution
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Probe", runsOn: execution) { m in
            m.onInvalidate { self.ranOnJSThread.withLock { $0 = self.context.thread.isCurrent } }
        }
    }
}

@Suite struct TeardownTests {
    @Test(arguments: [(ModuleExecution.jsThread, true), (.ownQueue, false)])
    func teardownHooksRunOnTheModulesOwnQueue(execution: ModuleExecution, onJSThread: Bool) async throws {
        let probe = Locked<TeardownProbe?>(nil)
        let runtime = try await TestHost().runtime([{ context in
            let p = TeardownProbe(context: context, execution: execution)
            probe.withLock { $0 = p }
            return p
        }])
        await runtime.shutdown()
        #expect(probe.withLock { $0 }?.ranOnJSThread.withLock { $0 } == onJSThread)
    }
}
