#if Macros
import BridgeMacros
import BridgeRuntime
import Testing

/// The greeter, declared with the macros: an actor, so its methods are isolated to it.
@NativeModule
actor Greeter {
    struct Progress: Codable, Sendable {
        var done: Int
    }

    @Constant let greeting = "Hello"
    @Constant("maxNameLength") let limit = 20
    @Constant static let version = 3
    let progress = Event<Progress>("progress")
    private var greeted: [String] = []

    @Method func greet(name: String) async throws -> String {
        guard name.count <= limit else { throw BridgeError(.invalidArgument, "\(name) is too long") }
        greeted.append(name)
        progress.send(Progress(done: greeted.count))
        return "\(greeting), \(name)!"
    }

    @Method(.sync) nonisolated func shout(_ text: String) -> String { text.uppercased() }

    @Method func history() -> [String] { greeted }

    @Method(.fireAndForget) func forget(name: String) { greeted.removeAll { $0 == name } }

    @Method func lookup(name: String, onError: BridgeCallback, onFound: Callback<Int>) {
        guard let index = greeted.firstIndex(of: name) else { return onError(["message": .string("\(name) was never greeted")]) }
        onFound(index)
    }
}

/// A main-actor class: its methods run on the main queue, isolated to the main actor.
@NativeModule("Scroller")
@MainActor final class ScrollModule {
    private var offset = 0.0

    @Method func scrollTo(y: Double) -> Double {
        offset = y
        return offset
    }

    @Method func settle() async -> Double {
        await Task.yield()
        return offset
    }
}

/// The same greeter with the builder, for comparing what each registers.
final class BuilderGreeter: NativeModule {
    var definition: ModuleDefinition {
        ModuleDefinition("Greeter") { m in
            m.events(Event<Greeter.Progress>("progress"))
            m.constant("greeting", "Hello")
            m.constant("maxNameLength", 20)
            m.constant("version", 3)
            m.promise("greet(name:)") { (name: String) async throws -> String in name }
            m.sync("shout(text:)") { (text: String) -> String in text }
            m.promise("history") { () async throws -> [String] in [] }
            m.fireAndForget("forget(name:)") { (name: String) async throws in }
            m.callback("lookup(name:onError:onFound:)") { (name: String, onError: BridgeCallback, onFound: Callback<Int>) async throws in }
        }
    }
}

@Suite struct MacroModuleTests {
    @Test func aMacroModuleRunsAsItsDeclarationSays() async throws {
        let greeter = Greeter()
        let scroller = ScrollModule()
        var configuration = Runtime.Configuration()
        configuration.register { _ in greeter }
        configuration.register { _ in scroller }
        let runtime = try await Runtime(configuration)
        try await runtime.evaluate(
            """
            globalThis.got = [];
            const G = NativeModules.Greeter;
            new NativeEventEmitter(G).addListener('progress', p => got.push('progress ' + p.done));
            got.push(G.greeting, G.maxNameLength + G.version, G.shout('hey'));
            G.greet('Ada').then(s => got.push(s));
            G.greet('x'.repeat(30)).catch(e => got.push(e.code));
            G.greet('Grace').then(() => G.forget('Ada')).then(() => G.history()).then(h => got.push(h.join('+')));
            G.lookup('Bob', e => got.push(e.message), i => got.push(i));
            NativeModules.Scroller.scrollTo(120).then(y => got.push('y ' + y)).then(() => NativeModules.Scroller.settle()).then(y => got.push('settled ' + y));
            """)
        await runtime.waitUntilIdle()
        let got = try await runtime.evaluate("got")
        // (The two modules' answers interleave as their queues run: each module's keep their order.)
        #expect(got.arrayValue?.count == 11)
        #expect(got.arrayValue?.prefix(3).map { $0 } == ["Hello", 23, "HEY"])
        let all = Set((got.arrayValue ?? []).compactMap(\.stringValue))
        for expected in ["HEY", "progress 1", "progress 2", "Hello, Ada!", "E_INVALID_ARGUMENT", "Bob was never greeted", "y 120", "Grace", "settled 120"] {
            #expect(all.contains(expected), "\(expected)")
        }
        await runtime.shutdown()
    }

    @Test func theMacroAndTheBuilderRegisterTheSameModule() throws {
        let macro = try ModuleRegistry([Greeter().definition]).modules[0]
        let builder = try ModuleRegistry([BuilderGreeter().definition]).modules[0]
        #expect(macro.name == builder.name)
        #expect(macro.methods.map(\.name) == builder.methods.map(\.name))
        #expect(macro.methods.map(\.kind) == builder.methods.map(\.kind))
        #expect(macro.methods.map(\.parameters) == builder.methods.map(\.parameters))
        #expect(macro.methods.map(\.parameterTypes) == builder.methods.map(\.parameterTypes))
        #expect(macro.methods.map(\.resultType) == builder.methods.map(\.resultType))
        #expect(macro.constants == builder.constants)
        #expect(macro.supportedEvents == builder.supportedEvents)
        #expect(TypeScriptDeclarations.generate(try ModuleRegistry([Greeter().definition]))
            == TypeScriptDeclarations.generate(try ModuleRegistry([BuilderGreeter().definition])))
    }
}
#endif
