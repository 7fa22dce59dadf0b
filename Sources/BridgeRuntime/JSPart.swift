import BridgeCore

/// A part of the JS half that an opt-in product brings (BridgeStorage's `AsyncStorage`): a JS
/// block, run the first time a script reaches for one of what it provides, with the prelude's
/// helpers (`BridgePartToolkit` in `Sources/BridgeRuntime/JS/globals.d.ts`) as `this[0]` (so its
/// text is parsed once), whose last statement's value is an object with a property for each name
/// it provides. BridgeRuntime knows nothing of what a part does; a product adds its part with
/// ``Runtime/Configuration/register(_:)``. Any thread.
package struct JSPart: Sendable {
    /// The part's name (what the `loadPart` hook is asked for).
    package let name: String
    /// The file name stack traces show.
    package let sourceURL: String
    /// The block's text, made when the part is first loaded (a start that never uses the
    /// part neither reads nor decodes its text).
    package let source: @Sendable () -> String
    /// Modules it gives `require(name)`; those named `internal/…` only the other parts reach
    /// (`partModule(name)`), as node's own internals are not `require`'s.
    package let modules: [String]
    /// Exports it adds to `require('react-native')`.
    package let reactNativeExports: [String]
    /// Globals it defines.
    package let globals: [String]
    /// The block's text as engine strings, made when a runtime of the process first loads
    /// the part and shared by every runtime after.
    let script: LazyOwnScript

    package init(
        name: String, sourceURL: String, source: @autoclosure @escaping @Sendable () -> String, modules: [String] = [],
        reactNativeExports: [String] = [], globals: [String] = []
    ) {
        self.name = name
        self.sourceURL = sourceURL
        self.source = source
        self.modules = modules
        self.reactNativeExports = reactNativeExports
        self.globals = globals
        script = LazyOwnScript { OwnScript(Array(source().utf8), sourceURL: sourceURL) }
    }

    /// The entry the prelude reads from its `parts` hook: name, modules, exports, globals.
    var announcement: BridgeValue {
        .array([.string(name), .array(modules.map(BridgeValue.string)), .array(reactNativeExports.map(BridgeValue.string)), .array(globals.map(BridgeValue.string))])
    }
}

extension Runtime.Configuration {
    /// Adds a product's part of the JS half (once per name: a later one of the same name
    /// replaces the earlier).
    package mutating func register(_ part: JSPart) {
        jsParts.removeAll { $0.name == part.name }
        jsParts.append(part)
    }
}
