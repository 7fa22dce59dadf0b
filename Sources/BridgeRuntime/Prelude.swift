/// The built-in JS half of the bridge: React Native's `MessageQueue` protocol, `NativeModules`,
/// event emitters, timers and `performance` (`console` is native's, ``ConsoleScript``). Evaluated
/// before the bundle unless the host switches it off; it talks to native code only through the
/// protocol's named globals and the hooks native code hands it (``NativeHook``).
///
/// It is two files, each a function expression run once, in order: `bridge-prelude.js` (React
/// Native's MessageQueue and `NativeModules`) is called with `(global, hooks)` (``NativeHook``)
/// and returns what the second builds on; `bridge-prelude-globals.js` (emitters, timers,
/// `process`, `AppRegistry`, `require`, products' parts) is called with `(global, hooks, that)`
/// and returns the entry points native code calls: `{ fireTimer(id) }`.
enum Prelude {
    static let script = OwnScript(PackageResources.bridge_prelude_js, sourceURL: "bridge-prelude.js")
    static let globals = OwnScript(PackageResources.bridge_prelude_globals_js, sourceURL: "bridge-prelude-globals.js")
}
