import BridgeRuntime
import Testing

/// The module example in README.md, kept true.
actor Greeter: NativeModule {
    private var greeted: [String] = []

    nonisolated var definition: ModuleDefinition {
        ModuleDefinition("Greeter") { m in
            m.constant("greeting", "Hello")
            m.promise("greet(name:)") { (name: String) in await self.greet(name) }
            m.sync("shout(text:)") { (text: String) in text.uppercased() }
        }
    }

    private func greet(_ name: String) -> String {
        greeted.append(name)
        return "Hello, \(name)! (\(greeted.count) so far)"
    }
}

@Suite struct ReadmeExampleTests {
    @Test func greeterLogsWhatTheReadmeSays() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in Greeter() }])
        try await runtime.evaluate("""
            const { Greeter } = require('react-native').NativeModules;
            Greeter.greet('Ada').then(text => console.log(text, Greeter.shout('hi'), Greeter.greeting));
            """)
        await runtime.waitUntilIdle()
        await runtime.shutdown()
        #expect(host.lines == ["Hello, Ada! (1 so far) HI Hello"])
    }
}
