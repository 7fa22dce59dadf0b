import CJavaScriptCore

/// The `console` native code installs before any script, whether or not the built-in JS half is
/// evaluated: it prints through `nativeLoggingHook` (as React Native's console polyfill does), so
/// a bundle that brings its own JS half sees output until it installs its own `console`.
/// JavaScriptCore's own `console` prints nothing outside a web inspector.
///
/// Run with the arguments `(global, describe, logHook, now)`: `describe` is the `inspect`
/// intrinsic, `logHook` the `nativeLoggingHook` host function, `now` the monotonic clock.
enum ConsoleScript {
    static let script = OwnScript(PackageResources.bridge_console_js, sourceURL: "bridge-console.js")
}

extension NativeBridge {
    /// Installs ``ConsoleScript`` over the engine's own `console`. Call after `nativeLoggingHook`
    /// and `nativePerformanceNow` are installed, before any script.
    func installConsole() {
        guard let global = JSContextGetGlobalObject(engine.context), let intrinsics = engine.intrinsics,
            let logHook = engine.object(engine.property(global, "nativeLoggingHook")),
            let now = engine.object(engine.property(global, "nativePerformanceNow")),
            engine.runOwnScript(ConsoleScript.script, [global, intrinsics.inspect, logHook, now]) != nil
        else { return hooks.log(.error, "bridge: the console could not be installed") }
        if let console = engine.object(engine.property(global, "console")), let error = engine.object(engine.property(console, "error")) {
            engine.protect(error)
            state.nativeConsoleError = error
        }
    }
}
