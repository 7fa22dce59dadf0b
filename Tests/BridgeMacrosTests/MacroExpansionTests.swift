#if Macros
import Testing

/// What the macros write for each kind of declaration, and what they say about wrong ones, as the
/// compiler shows a module author.
@Suite struct MacroExpansionTests {
    typealias Diagnostic = CompiledSnippet.Diagnostic

    @Test func anActorsMethodsAreAwaitedOnTheActor() async throws {
        let compiled = try await CompiledSnippet.compile("""
            @NativeModule
            actor Greeter {
                @Constant let greeting = "Hello"
                let progress = Event<Int>("progress")
                @Method func greet(name: String) async throws -> String { name }
                @Method(.sync) nonisolated func shout(_ text: String) -> String { text }
                @Method func count() -> Int { 0 }
            }
            """)
        #expect(compiled.diagnostics == [])
        #expect(compiled.generated == ["""
            extension Greeter: NativeModule {
                nonisolated var definition: ModuleDefinition {
                    ModuleDefinition("Greeter") { m in
                        m.events(self.progress)
                        m.constant("greeting", self.greeting)
                        m.promise("greet(name:)") { (a0: String) async throws -> String in
                            try await self.greet(name: a0)
                        }
                        m.sync("shout(text:)") { (a0: String) throws -> String in
                            self.shout(a0)
                        }
                        m.promise("count") { () async throws -> Int in
                            await self.count()
                        }
                    }
                }
            }
            """])
    }

    @Test func aMainActorClassRunsOnTheMainQueueIsolated() async throws {
        let compiled = try await CompiledSnippet.compile("""
            @NativeModule("Scroller")
            @MainActor final class ScrollModule {
                @Method func scrollTo(y: Double) -> Double { y }
                @Method func settle() async -> Double { 0 }
                @Method func ping(done: BridgeCallback) { done() }
            }
            """)
        #expect(compiled.diagnostics == [])
        #expect(compiled.generated == ["""
            extension ScrollModule: NativeModule {
                nonisolated var definition: ModuleDefinition {
                    ModuleDefinition("Scroller", runsOn: .mainActor) { m in
                        m.promise("scrollTo(y:)", isolation: MainActor.shared) { (a0: Double) throws -> Double in
                            self.scrollTo(y: a0)
                        }
                        m.promise("settle", runsOn: .mainActor) { () async throws -> Double in
                            await self.settle()
                        }
                        m.callback("ping(done:)", isolation: MainActor.shared) { (a0: BridgeCallback) throws -> Void in
                            self.ping(done: a0)
                        }
                    }
                }
            }
            """])
    }

    @Test func aSyncMethodOfAnActorMustBeNonisolated() async throws {
        let compiled = try await CompiledSnippet.compile("""
            actor Clock {
                @Method(.sync) func now() -> Double { 0 }
            }
            """)
        #expect(compiled.diagnostics == [
            Diagnostic(line: 2, column: 20, severity: "error", message: "a .sync method runs on the JS thread: in an actor it must be nonisolated"),
            Diagnostic(line: 2, column: 20, severity: "note", message: "add 'nonisolated'"),
        ])
        // What the fix-it advises compiles.
        let fixed = try await CompiledSnippet.compile("""
            actor Clock {
                @Method(.sync) nonisolated func now() -> Double { 0 }
            }
            """)
        #expect(fixed.diagnostics == [])
    }

    @Test func wrongDeclarationsAreNamedWhereTheyAre() async throws {
        let compiled = try await CompiledSnippet.compile("""
            final class Files {
                @Method(.sync) func read() async -> String { "" }
                @Method(.fireAndForget) func write(_ text: String) -> Bool { true }
                @Method static func make() {}
                @Method func sum(_ values: Int...) -> Int { 0 }
                @Method(.callback) func load() {}
                @Constant var computed: Int { 1 }
            }
            """)
        #expect(compiled.diagnostics == [
            Diagnostic(line: 2, column: 32, severity: "error", message: "a .sync method returns to JS at once, on the JS thread: it cannot be async"),
            Diagnostic(line: 2, column: 32, severity: "note", message: "remove 'async'"),
            Diagnostic(line: 3, column: 56, severity: "error", message: "a .fireAndForget method returns nothing to JS: its result would be lost"),
            Diagnostic(line: 3, column: 56, severity: "note", message: "make it a promise method (@Method), which resolves with the result"),
            Diagnostic(line: 4, column: 25, severity: "error", message: "a native method belongs to the module's instance: @Method cannot be static"),
            Diagnostic(line: 5, column: 22, severity: "error", message: "parameter values is variadic: JS passes an array, declare it [Element]"),
            Diagnostic(line: 6, column: 29, severity: "error", message: "a .callback method takes a BridgeCallback or Callback parameter to answer through"),
            Diagnostic(line: 7, column: 5, severity: "error", message: "@Constant applies to a stored property with a value (let name = value)"),
        ])
        #expect(compiled.generated == [])
    }

    @Test func aClassWithStateMustBeAnActorAndAStructsMethodsCannotMutate() async throws {
        let counter = try await CompiledSnippet.compile("""
            @NativeModule
            final class Counter {
                var count = 0
                var doubled: Int { count * 2 }
                let limit = 10
            }
            """)
        #expect(counter.diagnostics == [
            Diagnostic(
                line: 3, column: 9, severity: "error",
                message: "a class module is used from several threads: its stored 'var count' needs the type to be an actor or @MainActor (or the value kept in a Locked 'let')"),
            Diagnostic(line: 3, column: 9, severity: "note", message: "make the module an actor"),
        ])
        #expect(counter.generated == [])
        // As the fix-it makes it, an actor: a module.
        let actor = try await CompiledSnippet.compile("""
            @NativeModule
            actor Counter {
                var count = 0
                var doubled: Int { count * 2 }
                let limit = 10
            }
            """)
        #expect(actor.diagnostics == [])
        #expect(actor.generated.count == 1)

        let tally = try await CompiledSnippet.compile("""
            struct Tally {
                @Method mutating func add() {}
            }
            """)
        #expect(tally.diagnostics == [
            Diagnostic(
                line: 2, column: 27, severity: "error",
                message: "a struct module is copied into each call: a mutating method's changes would be lost (keep state in an actor)")
        ])
    }

    @Test func onlyATypeCanBeAModule() async throws {
        let compiled = try await CompiledSnippet.compile("""
            @NativeModule
            enum Nothing {}
            """)
        #expect(compiled.diagnostics == [
            Diagnostic(line: 1, column: 1, severity: "error", message: "@NativeModule applies to a class, an actor or a struct")
        ])
    }
}
#endif
