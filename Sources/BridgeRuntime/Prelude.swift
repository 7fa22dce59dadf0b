/// The built-in JS half of the bridge: React Native's `MessageQueue` protocol, `NativeModules`,
/// event emitters, timers and `performance` (`console` is native's, ``ConsoleScript``). Evaluated
/// before the bundle unless the host switches it off; it talks to native code only through the
/// protocol's named globals and the hooks native code hands it (``NativeHook``).
///
/// Its completion value is a function of `(global, hooks)` (``NativeHook``), which returns an
/// object of internal entry points native code calls: `{ fireTimer(id) }`.
enum Prelude {
    static let sourceURL = "bridge-prelude.js"

    static let source = String(decoding: PackageResources.bridge_prelude_js, as: UTF8.self)
}
