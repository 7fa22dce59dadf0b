/// The built-in JS half of the bridge: React Native's `MessageQueue` protocol, `NativeModules`,
/// event emitters, timers and `performance` (`console` is native's, ``ConsoleScript``). Made
/// unless the host switches it off, when first needed; it talks to native code only through the
/// protocol's named globals and the hooks native code hands it (``NativeHook``).
///
/// It is made of files, each run once as a program whose `this` is the array of its arguments
/// (``JSEngine/runOwnScript(_:_:)``), when first needed: until then each global it defines
/// (``PreludeGlobals``) is an accessor standing in for it (the intrinsics' `standIn`).
/// `bridge-prelude-base.js` (where errors nobody caught go, loading parts, lazily made
/// properties) runs with `(global, hooks)` (``NativeHook``) when the first of the next three is
/// made, and each takes what it makes as `base`. `bridge-prelude-timers.js` (timers,
/// `queueMicrotask`, `performance`) runs with `(global, hooks, base)` when a script first uses one
/// of its globals or the bridge needs it (its `makeTimers` hook), ending with its `fireTimer`.
/// `bridge-prelude-node.js` (`process`, node's `events`) runs with `(global, hooks, base)` when a
/// script first reads `process` or the globals' file is made, ending with the entry points native
/// code calls: `{ loopEnded(), exiting(), drainTicks(), exception(error), rejection(reason,
/// promise) }` (`process`'s node events, ``Runtime/runToExit()``). `bridge-prelude.js` (React
/// Native's MessageQueue and `NativeModules`) runs with `(global, hooks, base)` when a script
/// first reads or sets one of its globals or native code first needs the JS half's bridge (to
/// call a JS module, say), ending with what the last builds on. `bridge-prelude-globals.js`
/// (emitters, `AppRegistry`, `require`, products' parts) runs with `(global, hooks, that, node)`
/// when the bridge asks for it (a script first uses one of its globals, or native code calls a JS
/// module not registered yet).
enum Prelude {
    static let script = OwnScript(PackageResources.bridge_prelude_js, sourceURL: "bridge-prelude.js")
    static let globals = OwnScript(PackageResources.bridge_prelude_globals_js, sourceURL: "bridge-prelude-globals.js")
    static let timers = OwnScript(PackageResources.bridge_prelude_timers_js, sourceURL: "bridge-prelude-timers.js")
    static let base = OwnScript(PackageResources.bridge_prelude_base_js, sourceURL: "bridge-prelude-base.js")
    static let node = OwnScript(PackageResources.bridge_prelude_node_js, sourceURL: "bridge-prelude-node.js")
}

/// The globals the built-in JS half defines, each an accessor standing in for the file that
/// makes it until first used.
struct PreludeGlobals: Sendable {
    /// What `bridge-prelude.js` defines itself.
    static let preludeOwn = ["NativeModules", "BatchedBridge", "__fbBatchedBridge", "__fbBatchedBridgeConfig"]
    /// What `bridge-prelude-timers.js` defines.
    static let timers = ["setTimeout", "setInterval", "setImmediate", "clearTimeout", "clearInterval", "clearImmediate",
                         "queueMicrotask", "performance"]
    /// What `bridge-prelude-globals.js` defines for this runtime.
    let names: [String]

    init(process: ProcessInfoForJS?, parts: [JSPart]) {
        var names = ["NativeEventEmitter", "DeviceEventEmitter", "AppRegistry", "require"]
        for part in parts { names += part.globals }
        self.names = names
    }
}
