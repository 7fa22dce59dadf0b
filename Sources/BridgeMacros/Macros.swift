@_exported import BridgeCore

#if Macros

/// Makes a class, actor or struct a ``NativeModule`` from its declarations: each `@Method`
/// function becomes a method of the JS name, parameters and kind its declaration says, each
/// `@Constant` property a constant, and each `Event<Body>` property one of its events. The module's
/// JS name is the type's unless `name` gives another. Where its methods run follows the type's
/// isolation: an actor's on the module's own queue, each call isolated to the actor; a
/// `@MainActor` class's on the main queue, isolated to the main actor; anything else's on the
/// module's own queue.
///
/// ```swift
/// @NativeModule
/// actor Greeter {
///     @Constant let greeting = "Hello"
///     let greeted = Event<String>("greeted")
///     @Method func greet(name: String) async throws -> String { … }
///     @Method(.sync) nonisolated func shout(_ text: String) -> String { text.uppercased() }
/// }
/// ```
@attached(extension, conformances: NativeModule, names: named(definition))
public macro NativeModule(_ name: String? = nil) = #externalMacro(module: "BridgeMacrosPlugin", type: "NativeModuleMacro")

/// Makes a function of a `@NativeModule` type a native method. Its kind is `kind`, else what its
/// parameters say: a callback method when it takes a ``BridgeCallback`` or ``Callback``, else a
/// promise method (settled by its result, or by its trailing ``BridgePromise`` /
/// ``TypedPromise``). `.sync` methods run on the JS thread, so in an actor or a `@MainActor` class
/// they must be `nonisolated`; `.fireAndForget` methods return nothing.
@attached(peer)
public macro Method(_ kind: MethodKind? = nil) = #externalMacro(module: "BridgeMacrosPlugin", type: "MethodMacro")

/// Makes a stored property of a `@NativeModule` type one of its constants, under the property's
/// name unless `name` gives another. Its value must be `Encodable` and `Sendable`.
@attached(peer)
public macro Constant(_ name: String? = nil) = #externalMacro(module: "BridgeMacrosPlugin", type: "ConstantMacro")
#endif
