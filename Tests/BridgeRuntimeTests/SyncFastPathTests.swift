@testable import BridgeRuntime
import Testing

/// Sync methods with `BridgeArgument` parameters take the fast path (numbers and booleans read
/// from the engine's words, a body compiled for their types); these check it gives exactly what
/// the general path (`nativeCallSyncHook`) gives.
struct SyncFastPathTests {
    struct Scalars: NativeModule {
        struct Refused: Error, BridgeErrorConvertible {
            var bridgeCode: BridgeError.Code { "E_REFUSED" }
            var bridgeMessage: String { "refused" }
        }

        let calls = Locked(0)

        var definition: ModuleDefinition {
            ModuleDefinition("Scalars") { m in
                m.sync("same(x:)") { (x: Double) in x }
                m.promise("echo(x:)") { (x: Double) in x }
                m.sync("not(b:)") { (b: Bool) in !b }
                m.sync("orNull(x:)") { (x: Double?) in x }
                m.sync("count(n:)") { (n: Int32) in
                    calls.withLock { $0 += 1 }
                    return n
                }
                m.sync("label(n:unit:)") { (n: Int, unit: String) in "\(n) \(unit)" }
                m.sync("refuse(n:)") { (_: Double) throws -> Double in throw Refused() }
                m.sync("touch(n:)") { (_: Int) in calls.withLock { $0 += 1 } }
            }
        }
    }

    /// With and without reading values from the engine's words (platforms where the encoding
    /// does not check out make engine calls instead).
    @Test(arguments: [true, false])
    func numbersKeepTheirExactValue(readsImmediateValues: Bool) async throws {
        let runtime = try await TestHost().runtime([{ _ in Scalars() }]) { $0.readsImmediateValues = readsImmediateValues }
        try await runtime.evaluate("""
            const samples = [0, -0, 1, -1, 0.1, -2.5, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2,
              Number.MIN_VALUE, Number.MAX_VALUE, Infinity, -Infinity, NaN];
            globalThis.failed = samples.filter(x => !Object.is(NativeModules.Scalars.same(x), x)
              || !Object.is(nativeCallSyncHook(...locate('same'), [x]), x)).map(String);
            // The same numbers through a promise method: the call batch, and the result's way back.
            Promise.all(samples.map(x => NativeModules.Scalars.echo(x))).then(back =>
              back.forEach((y, i) => { if (!Object.is(y, samples[i])) failed.push('echo ' + samples[i]); }));
            function locate(name) {
              const config = __fbBatchedBridgeConfig.remoteModuleConfig;
              const moduleID = config.findIndex(c => c && c[0] === 'Scalars');
              return [moduleID, config[moduleID][2].indexOf(name)];
            }
            """)
        await runtime.waitUntilIdle()
        #expect(try await runtime.evaluate("failed") == [])
        await runtime.shutdown()
    }

    @Test(arguments: [true, false])
    func booleansAndNullishValuesDecodeAsOnTheGeneralPath(readsImmediateValues: Bool) async throws {
        let runtime = try await TestHost().runtime([{ _ in Scalars() }]) { $0.readsImmediateValues = readsImmediateValues }
        let result = try await runtime.evaluate("""
            const S = NativeModules.Scalars;
            [S.not(true), S.not(false), S.orNull(null), S.orNull(undefined), S.orNull(), S.orNull(-0) === 0, S.touch(3)]
            """)
        #expect(result == [false, true, .null, .null, .null, true, .undefined])
        await runtime.shutdown()
    }

    @Test(arguments: [true, false])
    func mismatchesThrowTheGeneralPathsTypeErrorWithoutRunningTheBody(readsImmediateValues: Bool) async throws {
        let module = Scalars()
        let runtime = try await TestHost().runtime([{ _ in module }]) { $0.readsImmediateValues = readsImmediateValues }
        let result = try await runtime.evaluate("""
            const S = NativeModules.Scalars;
            const attempts = [() => S.count(1.5), () => S.count(2 ** 31), () => S.count('1'), () => S.count(true),
                              () => S.count(1, 2), () => S.not(0), () => S.label(1, 2)];
            attempts.map(f => { try { f(); return 'no error'; } catch (e) { return `${e.name} ${e.code}: ${e.message}`; } })
            """)
        #expect(result == [
            "TypeError E_INVALID_ARGUMENT: Scalars.count: argument 1 (n): expected integer (Int32), got number 1.5",
            "TypeError E_INVALID_ARGUMENT: Scalars.count: argument 1 (n): expected integer (Int32), got number 2147483648",
            "TypeError E_INVALID_ARGUMENT: Scalars.count: argument 1 (n): expected integer (Int32), got string \"1\"",
            "TypeError E_INVALID_ARGUMENT: Scalars.count: argument 1 (n): expected integer (Int32), got boolean true",
            "TypeError E_INVALID_ARGUMENT: Scalars.count: expects 1 argument (n), got 2",
            "TypeError E_INVALID_ARGUMENT: Scalars.not: argument 1 (b): expected boolean, got number 0",
            "TypeError E_INVALID_ARGUMENT: Scalars.label: argument 2 (unit): expected string, got number 2",
        ])
        #expect(module.calls.withLock { $0 } == 0)
        await runtime.shutdown()
    }

    @Test func thrownErrorsAndNonNumberResultsLeaveTheFastPathIntact() async throws {
        let module = Scalars()
        let runtime = try await TestHost().runtime([{ _ in module }])
        let result = try await runtime.evaluate("""
            const S = NativeModules.Scalars;
            let thrown;
            try { S.refuse(1); } catch (e) { thrown = `${e.name} ${e.code}: ${e.message}`; }
            [thrown, S.label(3, 'apples'), S.count(7), S.count(-8)]
            """)
        #expect(result == ["Error E_REFUSED: refused", "3 apples", 7, -8])
        #expect(module.calls.withLock { $0 } == 2)
        await runtime.shutdown()
    }
}
