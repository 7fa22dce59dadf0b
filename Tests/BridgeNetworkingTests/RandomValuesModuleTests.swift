#if Networking
import BridgeNetworking
import BridgeRuntime
import Testing

/// `RNGetRandomValues` as React Native's community package react-native-get-random-values calls
/// it (a blocking method returning base64), which `crypto` builds on.
@Suite struct RandomValuesModuleTests {
    private func runtime() async throws -> Runtime {
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        configuration.registerNetworking()
        return try await Runtime(configuration)
    }

    @Test func returnsTheBytesAskedForAsBase64AsThePackageReadsThem() async throws {
        let runtime = try await runtime()
        let result = try await runtime.evaluate("""
            const { RNGetRandomValues } = require('react-native').NativeModules;
            const lengths = [0, 1, 2, 3, 16, 65536].map((n) => atob(RNGetRandomValues.getRandomBase64(n)).length);
            const twice = [RNGetRandomValues.getRandomBase64(32), RNGetRandomValues.getRandomBase64(32)];
            [lengths, twice[0] !== twice[1], /^[A-Za-z0-9+/]+=*$/.test(twice[0])]
            """)
        #expect(result == [[0, 1, 2, 3, 16, 65536], true, true])
        await runtime.shutdown()
    }

    @Test func refusesLengthsOutsideTheWebsLimit() async throws {
        let runtime = try await runtime()
        let result = try await runtime.evaluate("""
            const { RNGetRandomValues } = require('react-native').NativeModules;
            [-1, 65537].map((n) => { try { RNGetRandomValues.getRandomBase64(n); return 'taken'; } catch (e) { return e.message; } })
            """)
        #expect(result == [
            "RNGetRandomValues.getRandomBase64: byteLength must be 0 to 65536, not -1",
            "RNGetRandomValues.getRandomBase64: byteLength must be 0 to 65536, not 65537",
        ])
        await runtime.shutdown()
    }
}
#endif
