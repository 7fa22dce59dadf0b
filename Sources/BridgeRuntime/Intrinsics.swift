/// The engine's own JS helpers, evaluated when a context is made, before any prelude or bundle
/// runs. They capture the builtins they use at that moment, so nothing a script later replaces
/// (`Object.keys`, `Array.prototype[Symbol.iterator]`, a setter on `Object.prototype`, a
/// global `TypeError`) changes what they do.
///
/// - `readObject(o, kind)` / `readArray(a)`: read a value that crosses to native code, each
///   property once, into a fresh array native code then reads with no JS running
///   (docs/reliability.md). A throw is caught and returned with the key it happened at. `kind`
///   is what the engine's brand checks say `o` is (a date, an array buffer, a typed array).
/// - `inspect(v, top)`: describes any value the way node's `util.inspect` does, without running
///   code of the value's own (getters show as `[Getter]`, a Proxy as its target, holes of a sparse
///   array are counted, not walked), within depth and length limits.
/// - `errorFields(v)`: what an uncaught value says about itself, read from data properties only.
/// - `makeError(message, type, code)`: an `Error` or `TypeError` made by the original constructors.
/// - `guardedCall(fn, self, …args)` / `guardedGet(o, key)`: how native code calls user functions
///   and reads user properties; a throw is caught in JS and handed over through `caught`.
///
/// Two parts are files of their own, evaluated when first needed with what the intrinsics
/// captured (`kit`), so a script that never uses them does not pay for parsing them at start:
/// `inspect`'s describer (`bridge-inspect.js`, which quotes strings and sets long lists in
/// columns with `bridge-inspect-text.js`), the first time a value other than a top-level string
/// is described (`inspectLoaderCallback`); and `readObject`, `readArray`, `errorFields` and
/// `makeError` (`bridge-intrinsics-values.js`, ``JSEngine/values()``), the first time an object
/// crosses to native code or an error is read or made.
enum Intrinsics {
    static let script = OwnScript(PackageResources.bridge_intrinsics_js, sourceURL: "bridge-intrinsics.js")
    static let values = OwnScript(PackageResources.bridge_intrinsics_values_js, sourceURL: "bridge-intrinsics-values.js")
    static let inspect = OwnScript(PackageResources.bridge_inspect_js, sourceURL: "bridge-inspect.js")
    static let text = OwnScript(PackageResources.bridge_inspect_text_js, sourceURL: "bridge-inspect-text.js")
}
