import CJavaScriptCore

/// The `console` native code installs before any script, whether or not the built-in JS half is
/// evaluated: it prints through `nativeLoggingHook` (as React Native's console polyfill does), so
/// a bundle that brings its own JS half sees output until it installs its own `console`.
/// JavaScriptCore's own `console` prints nothing outside a web inspector.
///
/// Run with the arguments `(global, describe, logHook, now, loadMethods)`: `describe` is the
/// `inspect` intrinsic, `logHook` the `nativeLoggingHook` host function, `now` the monotonic
/// clock, `loadMethods(kit)` evaluates `bridge-console-methods.js` (the methods most scripts
/// never call: `table`, `group`, `count`, `time`, `dir`, …) the first time one is called.
enum ConsoleScript {
    static let script = OwnScript(PackageResources.bridge_console_js, sourceURL: "bridge-console.js")
    static let methods = OwnScript(PackageResources.bridge_console_methods_js, sourceURL: "bridge-console-methods.js")
}

/// `loadMethods(kit)` of the console: the object of methods `bridge-console-methods.js` makes with
/// `kit` (and `proxyTarget`, so that `%s` judges a Proxy by its target without running a trap);
/// undefined when it fails (at the edge of the stack, say).
let consoleMethodsLoaderCallback: JSObjectCallAsFunctionCallback = { ctx, _, _, argc, argv, _ in
    guard let ctx, argc > 0, let argv, let kit = argv[0],
        let proxyTarget = JSObjectMakeFunctionWithCallback(ctx, nil, proxyTargetCallback),
        let methods = JSEngine.runOwnScript(in: ctx, ConsoleScript.methods, [kit, proxyTarget])
    else { return JSValueMakeUndefined(ctx) }
    return methods
}

extension NativeBridge {
    /// Installs ``ConsoleScript`` over the engine's own `console`. Call after `nativeLoggingHook`
    /// and `nativePerformanceNow` are installed, before any script.
    func installConsole() {
        guard let global = JSContextGetGlobalObject(engine.context), let intrinsics = engine.intrinsics,
            let logHook = engine.object(engine.property(global, "nativeLoggingHook")),
            let now = engine.object(engine.property(global, "nativePerformanceNow")),
            let loader = engine.callbackFunction("loadMethods", consoleMethodsLoaderCallback),
            engine.runOwnScript(ConsoleScript.script, [global, intrinsics.inspect, logHook, now, loader, intrinsics.primordials]) != nil
        else { return hooks.log(.error, "bridge: the console could not be installed") }
        if let console = engine.object(engine.property(global, "console")), let error = engine.object(engine.property(console, "error")) {
            engine.protect(error)
            state.nativeConsoleError = error
        }
    }
}
