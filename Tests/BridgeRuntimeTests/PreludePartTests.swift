@testable import BridgeRuntime
import Testing

/// The parts of the built-in JS half evaluated on first use (PreludePart), and what stays lazy.
@Suite struct PreludePartTests {
    @Test(arguments: PreludePart.allCases)
    func everyPartEvaluatesToItsFactory(part: PreludePart) async throws {
        let runtime = try await TestHost().runtime()
        let isFunction = try await runtime.onJSThread { js in
            try js.bridge.assumeOnJSThread { bridge in
                guard let made = try bridge.engine.evaluateOwnScript(part.source, sourceURL: part.sourceURL) else { return false }
                return bridge.engine.function(made) != nil
            }
        }
        #expect(isFunction, "\(part.sourceURL)")
        await runtime.shutdown()
    }

    @Test func partsModulesAndEnvironmentAreMadeOnFirstUseAndKept() async throws {
        let host = TestHost()
        let runtime = try await host.runtime { $0.process = ProcessInfoForJS(argv: ["x"]) }
        let result = try await runtime.evaluate("""
            const rn = require('react-native');
            const same = [rn.AppRegistry === AppRegistry, rn.AppRegistry === rn.AppRegistry, rn.AsyncStorage === rn.AsyncStorage,
                          rn.NativeModules.HeadlessJsTaskSupport === NativeModules.HeadlessJsTaskSupport, process.env === process.env];
            const listed = Object.keys(NativeModules).includes('HeadlessJsTaskSupport');
            [same.every(Boolean), listed, typeof process.env.PATH, typeof __fbBatchedBridgeConfig.remoteModuleConfig.length]
            """)
        #expect(result == [true, true, "string", "number"])
        await runtime.shutdown()
    }
}
