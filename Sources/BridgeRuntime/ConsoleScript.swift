import CJavaScriptCore

/// The `console` native code installs before any script, whether or not the built-in JS half is
/// evaluated: it prints through `nativeLoggingHook` (as React Native's console polyfill does), so
/// a bundle that brings its own JS half sees output until it installs its own `console`.
/// JavaScriptCore's own `console` prints nothing outside a web inspector.
///
/// Evaluated to a function of `(global, describe, logHook, now)`: `describe` is the `inspect`
/// intrinsic, `logHook` the `nativeLoggingHook` host function, `now` the monotonic clock.
enum ConsoleScript {
    static let sourceURL = "bridge-console.js"

    static let source = #"""
(function (global, describe, logHook, now) {
  'use strict';
  // Values are described by the engine's own describer (as node's util.inspect, without
  // running getters, Proxy traps or toString; see Intrinsics.swift).
  const inspect = (value, top) => describe(value, top === true);
  function format(args) {
    let first = args[0];
    let rest = args.slice(1);
    let out;
    if (typeof first === 'string' && first.includes('%') && rest.length) {
      out = first.replace(/%[sdifjoOc%]/g, token => {
        if (token === '%%') return '%';
        if (!rest.length) return token;
        const arg = rest.shift();
        switch (token) {
          case '%s': return typeof arg === 'string' ? arg : inspect(arg, false);
          case '%d': case '%i': return typeof arg === 'object' ? 'NaN' : String(token === '%i' ? parseInt(arg) : Number(arg));
          case '%f': return String(parseFloat(arg));
          case '%j': try { return JSON.stringify(arg); } catch (e) { return '[Circular]'; }
          case '%c': return '';
          default: return inspect(arg, false);
        }
      });
    } else {
      out = inspect(first, true);
    }
    for (let i = 0; i < rest.length; i++) out += ' ' + inspect(rest[i], true);
    return args.length ? out : '';
  }
  const log = (level) => function (...args) { logHook(format(args), level); };
  const counts = new Map();
  const timeLabels = new Map();
  global.console = {
    log: log(1), info: log(1), warn: log(2), error: log(3), debug: log(0), trace: log(0),
    assert(condition, ...args) { if (!condition) log(3)('Assertion failed' + (args.length ? ': ' + format(args) : '')); },
    count(label = 'default') { const n = (counts.get(label) || 0) + 1; counts.set(label, n); log(1)(`${label}: ${n}`); },
    time(label = 'default') { timeLabels.set(label, now()); },
    timeEnd(label = 'default') { const t = timeLabels.get(label); if (t !== undefined) { timeLabels.delete(label); log(1)(`${label}: ${(now() - t).toFixed(3)}ms`); } },
    table: log(1), dir: log(1), group: log(1), groupEnd() {},
  };

})
"""#
}

extension JSEngine {
    /// Installs ``ConsoleScript`` over the engine's own `console`. Call after `nativeLoggingHook`
    /// and `nativePerformanceNow` are installed, before any script.
    func installConsole() {
        guard let global = JSContextGetGlobalObject(context), let intrinsics,
            let logHook = object(property(global, "nativeLoggingHook")), let now = object(property(global, "nativePerformanceNow")),
            runFactory(ConsoleScript.source, sourceURL: ConsoleScript.sourceURL, [global, intrinsics.inspect, logHook, now]) != nil
        else { return hooks.log(.error, "bridge: the console could not be installed") }
        if let console = object(property(global, "console")), let error = object(property(console, "error")) {
            protect(error)
            bridge.nativeConsoleError = error
        }
    }
}
