#if Macros
import BridgeMacrosExpansions
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What the macros write for each kind of declaration, and what they say about wrong ones.
@Suite struct MacroExpansionTests {
    static let specs: [String: MacroSpec] = [
        "NativeModule": MacroSpec(type: NativeModuleExpansion.self, conformances: ["NativeModule"]),
        "Method": MacroSpec(type: MethodExpansion.self),
        "Constant": MacroSpec(type: ConstantExpansion.self),
    ]

    func expand(
        _ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], applying fixIts: [String]? = nil, fixed: String? = nil, line: UInt = #line
    ) {
        assertMacroExpansion(
            source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: Self.specs, applyFixIts: fixIts,
            fixedSource: fixed, failureHandler: { Issue.record(Comment(rawValue: $0.message)) }, line: line)
    }

    @Test func anActorsMethodsAreAwaitedOnTheActor() {
        expand(
            """
            @NativeModule
            actor Greeter {
                @Constant let greeting = "Hello"
                let progress = Event<Int>("progress")
                @Method func greet(name: String) async throws -> String { name }
                @Method(.sync) nonisolated func shout(_ text: String) -> String { text }
                @Method func count() -> Int { 0 }
            }
            """,
            """
            actor Greeter {
                let greeting = "Hello"
                let progress = Event<Int>("progress")
                func greet(name: String) async throws -> String { name }
                nonisolated func shout(_ text: String) -> String { text }
                func count() -> Int { 0 }
            }

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
            """)
    }

    @Test func aMainActorClassRunsOnTheMainQueueIsolated() {
        expand(
            """
            @NativeModule("Scroller")
            @MainActor final class ScrollModule {
                @Method func scrollTo(y: Double) -> Double { y }
                @Method func settle() async -> Double { 0 }
                @Method func ping(done: BridgeCallback) { done() }
            }
            """,
            """
            @MainActor final class ScrollModule {
                func scrollTo(y: Double) -> Double { y }
                func settle() async -> Double { 0 }
                func ping(done: BridgeCallback) { done() }
            }

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
            """)
    }

    @Test func aSyncMethodOfAnActorMustBeNonisolated() {
        expand(
            """
            actor Clock {
                @Method(.sync) func now() -> Double { 0 }
            }
            """,
            """
            actor Clock {
                func now() -> Double { 0 }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "a .sync method runs on the JS thread: in an actor it must be nonisolated", line: 2, column: 20,
                    fixIts: [FixItSpec(message: "add 'nonisolated'")])
            ],
            applying: ["add 'nonisolated'"],
            fixed: """
                actor Clock {
                    @Method(.sync) nonisolated func now() -> Double { 0 }
                }
                """)
    }

    @Test func wrongDeclarationsAreNamedWhereTheyAre() {
        expand(
            """
            final class Files {
                @Method(.sync) func read() async -> String { "" }
                @Method(.fireAndForget) func write(_ text: String) -> Bool { true }
                @Method static func make() {}
                @Method func sum(_ values: Int...) -> Int { 0 }
                @Method(.callback) func load() {}
                @Constant var computed: Int { 1 }
            }
            """,
            """
            final class Files {
                func read() async -> String { "" }
                func write(_ text: String) -> Bool { true }
                static func make() {}
                func sum(_ values: Int...) -> Int { 0 }
                func load() {}
                var computed: Int { 1 }
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "a .sync method returns to JS at once, on the JS thread: it cannot be async", line: 2, column: 32,
                               fixIts: [FixItSpec(message: "remove 'async'")]),
                DiagnosticSpec(message: "a .fireAndForget method returns nothing to JS: its result would be lost", line: 3, column: 56,
                               fixIts: [FixItSpec(message: "make it a promise method (@Method), which resolves with the result")]),
                DiagnosticSpec(message: "a native method belongs to the module's instance: @Method cannot be static", line: 4, column: 25),
                DiagnosticSpec(message: "parameter values is variadic: JS passes an array, declare it [Element]", line: 5, column: 22),
                DiagnosticSpec(message: "a .callback method takes a BridgeCallback or Callback parameter to answer through", line: 6, column: 29),
                DiagnosticSpec(message: "@Constant applies to a stored property with a value (let name = value)", line: 7, column: 5),
            ])
    }

    @Test func aClassWithStateMustBeAnActorAndAStructsMethodsCannotMutate() {
        expand(
            """
            @NativeModule
            final class Counter {
                var count = 0
                var doubled: Int { count * 2 }
                let limit = 10
            }
            """,
            """
            final class Counter {
                var count = 0
                var doubled: Int { count * 2 }
                let limit = 10
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "a class module is used from several threads: its stored 'var count' needs the type to be an actor or @MainActor (or the value kept in a Locked 'let')",
                    line: 3, column: 9, fixIts: [FixItSpec(message: "make the module an actor")])
            ],
            applying: ["make the module an actor"],
            fixed: """
                @NativeModule
                actor Counter {
                    var count = 0
                    var doubled: Int { count * 2 }
                    let limit = 10
                }
                """)
        expand(
            """
            struct Tally {
                @Method mutating func add() {}
            }
            """,
            """
            struct Tally {
                mutating func add() {}
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "a struct module is copied into each call: a mutating method's changes would be lost (keep state in an actor)",
                    line: 2, column: 27)
            ])
    }

    @Test func onlyATypeCanBeAModule() {
        expand(
            """
            @NativeModule
            enum Nothing {}
            """,
            """
            enum Nothing {}
            """,
            diagnostics: [DiagnosticSpec(message: "@NativeModule applies to a class, an actor or a struct", line: 1, column: 1)])
    }
}
#endif
