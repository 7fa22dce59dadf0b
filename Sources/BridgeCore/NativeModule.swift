/// A native module: a Swift type that describes itself to the bridge.
///
/// ```swift
/// final class Greeter: NativeModule {
///     var definition: ModuleDefinition {
///         ModuleDefinition("Greeter") { m in
///             m.constant("greeting", "Hello")
///             m.promise("greet(name:)") { (name: String) in "Hello, \(name)!" }
///         }
///     }
/// }
/// ```
///
/// The runtime asks for `definition` once per instance, on the thread that installs the module.
public protocol NativeModule: Sendable {
    /// The module's name, constants, methods and events.
    var definition: ModuleDefinition { get }
}

extension ModuleDefinition: NativeModule {
    /// A definition is its own module, for modules built inline.
    public var definition: ModuleDefinition { self }
}
