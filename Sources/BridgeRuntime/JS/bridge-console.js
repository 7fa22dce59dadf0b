'use strict';
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {(value: unknown, top?: boolean, depth?: number, items?: number) => string} */ const describe = runArguments[1];
  /** @type {(message: string, level: number) => void} */ const logHook = runArguments[2];
  /** @type {() => number} */ const now = runArguments[3];
  /** @type {(kit: object) => any} evaluates bridge-console-methods.js with `kit` */ const loadMethods = runArguments[4];
  // Values are described by the engine's own describer (as node's util.inspect, without
  // running getters, Proxy traps or toString; see Intrinsics.swift).
  const inspect = (value, top) => describe(value, top === true);
  // Whether `%s` shows an object as inspect does (node's rule: its toString is a builtin's,
  // found on a builtin constructor's prototype) or as String(value) (a toString of its own).
  // The builtins are the engine's own constructors, as node takes them before adding its own
  // (a Buffer's toString is one of its own).
  /** @type {Set<string> | null} */
  let builtIns = null;
  function builtInToString(value) {
    if (typeof value.toString !== 'function') return true;
    if (Object.prototype.hasOwnProperty.call(value, 'toString')) return false;
    let pointer = value;
    do { pointer = Object.getPrototypeOf(pointer); } while (pointer !== null && !Object.prototype.hasOwnProperty.call(pointer, 'toString'));
    const constructor = pointer === null ? undefined : Object.getOwnPropertyDescriptor(pointer, 'constructor');
    if (builtIns === null) {
      builtIns = new Set(['Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'BigInt', 'Date', 'RegExp', 'Error',
        'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError', 'Map', 'Set', 'WeakMap',
        'WeakSet', 'WeakRef', 'FinalizationRegistry', 'Promise', 'Proxy', 'ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Int8Array',
        'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array',
        'BigInt64Array', 'BigUint64Array']);
    }
    return constructor !== undefined && typeof constructor.value === 'function' && builtIns.has(constructor.value.name);
  }
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
          case '%s':
            if (typeof arg === 'string') return arg;
            if (typeof arg === 'bigint') return `${arg}n`;
            if (typeof arg === 'symbol') return String(arg);
            return typeof arg === 'object' && arg !== null && !builtInToString(arg) ? String(arg) : describe(arg, false, 0);
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
  // console.group indents what follows by two spaces a level, each line of it.
  let indent = '';
  const print = (text, level) => { if (!quiet()) logHook(indent ? indent + text.split('\n').join('\n' + indent) : text, level); };
  const log = (level) => function (...args) { print(format(args), level); };
  // The methods most scripts never call are a file of their own (bridge-console-methods.js),
  // evaluated the first time one is.
  let methods = null;
  const kit = { print, format, describe, now, setIndent: (/** @type {string} */ text) => { indent = text; }, getIndent: () => indent };
  const later = (name) => function (/** @type {unknown[]} */ ...args) {
    if (methods === null) {
      const loaded = loadMethods(kit);
      // Tried again next time (asked for at the edge of the stack, say).
      if (typeof loaded !== 'object' || loaded === null) throw new Error(`console.${name} could not be loaded`);
      methods = loaded;
    }
    return methods[name](...args);
  };
  const runtimeConsole = global.console = {
    log: log(1), info: log(1), warn: log(2), error: log(3), debug: log(0), dirxml: log(1),
    trace: later('trace'), assert: later('assert'), count: later('count'), countReset: later('countReset'),
    time: later('time'), timeLog: later('timeLog'), timeEnd: later('timeEnd'), dir: later('dir'), table: later('table'),
    group: later('group'), groupCollapsed: later('group'), groupEnd: later('groupEnd'),
  };
}
