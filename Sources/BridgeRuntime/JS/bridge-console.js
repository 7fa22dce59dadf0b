'use strict';
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {(value: unknown, top?: boolean) => string} */ const describe = runArguments[1];
  /** @type {(message: string, level: number) => void} */ const logHook = runArguments[2];
  /** @type {() => number} */ const now = runArguments[3];
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
  // React Native's development console (its console polyfill, which prints through
  // nativeLoggingHook itself) keeps the console it found as `global.originalConsole`, the
  // platform's own, which on a device writes to the inspector and not to the log, and calls it
  // besides. While a bundle's console has so taken over, this one prints nothing: each line once.
  const quiet = () => global.originalConsole === runtimeConsole && global.console !== runtimeConsole;
  const log = (level) => function (...args) { if (!quiet()) logHook(format(args), level); };
  const counts = new Map();
  const timeLabels = new Map();
  const runtimeConsole = global.console = {
    log: log(1), info: log(1), warn: log(2), error: log(3), debug: log(0), trace: log(0),
    assert(condition, ...args) { if (!condition) log(3)('Assertion failed' + (args.length ? ': ' + format(args) : '')); },
    count(label = 'default') { const n = (counts.get(label) || 0) + 1; counts.set(label, n); log(1)(`${label}: ${n}`); },
    time(label = 'default') { timeLabels.set(label, now()); },
    timeEnd(label = 'default') { const t = timeLabels.get(label); if (t !== undefined) { timeLabels.delete(label); log(1)(`${label}: ${(now() - t).toFixed(3)}ms`); } },
    table: log(1), dir: log(1), group: log(1), groupEnd() {},
  };

}
