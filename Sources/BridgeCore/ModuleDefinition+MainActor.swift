/// Methods whose bodies are isolated to the main actor, so they read and write a `@MainActor`
/// module's state without `await` and the compiler checks it (an F8Scrolling-style module that
/// must run on the app's main queue). Each such method runs on ``ModuleExecution/mainActor``.
///
/// ```swift
/// @MainActor final class Scrolling: NativeModule {
///     var offset = 0.0
///     nonisolated var definition: ModuleDefinition {
///         ModuleDefinition("Scrolling") { m in
///             m.promise("scrollTo(y:)", isolation: MainActor.shared) { (y: Double) in
///                 self.offset = y
///                 return self.offset
///             }
///         }
///     }
/// }
/// ```
///
/// An `async` body needs no such form: a `@MainActor` closure given to the ordinary form is
/// isolated already (add `runsOn: .mainActor` to start it on the main queue).
extension ModuleDefinition {
    /// Registers a promise method whose body runs on the main actor, isolated to it.
    public mutating func promise<each A: Sendable, R: Sendable>(
        _ signature: String, isolation: MainActor, _ body: @escaping @MainActor @Sendable (repeat each A) throws -> R
    ) {
        promise(signature, runsOn: .mainActor) { (a: repeat each A) throws -> R in
            try MainActor.assumeIsolated { try body(repeat each a) }
        }
    }

    /// Registers a callback method whose body runs on the main actor, isolated to it.
    public mutating func callback<each A: Sendable>(
        _ signature: String, isolation: MainActor, _ body: @escaping @MainActor @Sendable (repeat each A) throws -> Void
    ) {
        callback(signature, runsOn: .mainActor) { (a: repeat each A) throws in
            try MainActor.assumeIsolated { try body(repeat each a) }
        }
    }

    /// Registers a fire-and-forget method whose body runs on the main actor, isolated to it.
    public mutating func fireAndForget<each A: Sendable>(
        _ signature: String, isolation: MainActor, _ body: @escaping @MainActor @Sendable (repeat each A) throws -> Void
    ) {
        fireAndForget(signature, runsOn: .mainActor) { (a: repeat each A) throws in
            try MainActor.assumeIsolated { try body(repeat each a) }
        }
    }
}
