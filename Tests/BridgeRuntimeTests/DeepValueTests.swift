import BridgeRuntime
import Foundation
import Testing

/// A module that builds values nested `depth` levels deep and hands them to the bridge, so the
/// bridge holds the last reference and drops them (docs/reliability.md, "Nesting both ways").
final class DeepModule: NativeModule {
    let context: ModuleContext
    let execution: ModuleExecution

    init(_ context: ModuleContext, execution: ModuleExecution) {
        self.context = context
        self.execution = execution
    }

    static func nested(_ depth: Int) -> BridgeValue {
        var value: BridgeValue = "bottom"
        for level in 0..<depth { value = level % 2 == 0 ? .array([value]) : .object(["v": value]) }
        return value
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Deep", runsOn: execution) { m in
            m.sync("make(depth:)") { (depth: Int) in Self.nested(depth) }
            m.promise("makeLater(depth:)") { (depth: Int) in Self.nested(depth) }
            m.callback("makeForCallback(depth:callback:)") { (depth: Int, callback: BridgeCallback) in
                callback(Self.nested(depth))
            }
            m.promise("send(depth:)") { (depth: Int) -> Bool in
                self.context.emit("deep", body: Self.nested(depth))
                self.context.callJSModule("Sink", "take", [Self.nested(depth)])
                return true
            }
        }
    }
}

@Suite struct DeepValueBridgeTests {
    /// A million levels; a tenth of that under a sanitizer (see `DeepValueTests`).
    static let depth = ProcessInfo.processInfo.environment["BRIDGE_SANITIZER"] == nil ? 1_000_000 : 100_000

    @Test(arguments: [ModuleExecution.ownQueue, .jsThread])
    func resultsEventsAndCallsAMillionLevelsDeepAreRefusedAndDroppedSafely(execution: ModuleExecution) async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ DeepModule($0, execution: execution) }])
        let out = try await runtime.run(
            """
            var out = [], taken = 0, heard = 0;
            BatchedBridge.registerCallableModule('Sink', { take() { taken++; } });
            DeviceEventEmitter.addListener('deep', () => heard++);
            const Deep = NativeModules.Deep;
            try { Deep.make(\(Self.depth)); } catch (e) { out.push(e.constructor.name, e.code); }
            Deep.makeLater(\(Self.depth)).catch(e => out.push(e.code, e.message.slice(0, 26)));
            Deep.makeForCallback(\(Self.depth), v => out.push('callback called'));
            Deep.send(\(Self.depth)).then(sent => out.push(sent));
            // Values within the limit still cross.
            out.push(JSON.stringify(Deep.make(3)));
            """, then: "[out, taken, heard]")
        #expect(out == [
            [
                "Error", "E_INVALID_RESULT", #"[{"v":["bottom"]}]"#,
                "E_INVALID_RESULT", "Deep.makeLater: its result", true,
            ],
            0, 0,
        ])
        // Each refusal is logged, naming what was refused.
        #expect(host.lines.contains { $0.contains("Deep.makeForCallback") })
        #expect(host.lines.contains { $0.contains("deep") && $0.contains("nested") })
        await runtime.shutdown()
    }

    @Test func theHostsOwnDeepValuesAreRefusedAndDroppedSafely() async throws {
        let host = TestHost()
        let runtime = try await host.runtime()
        try await runtime.evaluate("var taken = 0; BatchedBridge.registerCallableModule('Sink', { take() { taken++; } });")
        await #expect(throws: BridgeError.self) { try await runtime.callJSModule("Sink", "take", [DeepModule.nested(Self.depth)]) }
        runtime.emit("deep", body: DeepModule.nested(Self.depth))
        await runtime.waitUntilIdle()
        #expect(try await runtime.callJSModule("Sink", "take", [DeepModule.nested(10)]) == .undefined)
        #expect(try await runtime.evaluate("taken") == 1)
        await runtime.shutdown()
    }
}
