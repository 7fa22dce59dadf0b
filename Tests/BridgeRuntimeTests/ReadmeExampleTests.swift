import BridgeRuntime
import Testing

/// The module example in README.md, kept true.
final class Greeter: NativeModule {
    var definition: ModuleDefinition {
        ModuleDefinition("Greeter") { m in
            m.constant("greeting", "Hello")
            m.promise("greet(name:)") { (name: String) in "Hello, \(name)!" }
            m.sync("shout(text:)") { (text: String) in text.uppercased() }
        }
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
        #expect(host.lines == ["Hello, Ada! HI Hello"])
    }
}
