/// The built-in JS half of the bridge: React Native's `MessageQueue` protocol, `NativeModules`,
/// event emitters, timers and `performance` (`console` is native's, ``ConsoleScript``). Evaluated
/// before the bundle unless the host switches it off; it talks to native code only through the
/// protocol's named globals and the hooks native code hands it (``NativeHook``).
///
/// It is two files, each run once as a program whose `this` is the array of its arguments
/// (``JSEngine/runOwnScript(_:_:)``): `bridge-prelude.js` (React Native's MessageQueue and
/// `NativeModules`) with `(global, hooks)` (``NativeHook``) before any script, ending with what
/// the second builds on; `bridge-prelude-globals.js` (emitters, timers, `process`, `AppRegistry`,
/// `require`, products' parts) with `(global, hooks, that)` when the first asks for it (a script
/// first reads one of its globals, or native code calls a JS module not registered yet), ending
/// with the entry points native code calls: `{ fireTimer(id), loopEnded(), exiting(), drainTicks(),
/// exception(error), rejection(reason, promise) }` (all but the first: `process`'s node events,
/// ``Runtime/runToExit()``).
enum Prelude {
    static let script = OwnScript(PackageResources.bridge_prelude_js, sourceURL: "bridge-prelude.js")
    static let globals = OwnScript(PackageResources.bridge_prelude_globals_js, sourceURL: "bridge-prelude-globals.js")
}
