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
  // Builtins taken before any script ran, so that one a script replaces changes no output.
  const apply = Reflect.apply, indexOf = String.prototype.indexOf, slice = String.prototype.slice;
  const hasOwn = Object.prototype.hasOwnProperty, getProto = Object.getPrototypeOf, getDesc = Object.getOwnPropertyDescriptor;
  const toPrimitive = Symbol.toPrimitive, stringify = JSON.stringify, TypeErrorCtor = TypeError;
  const toString = String, toNumber = Number, toInteger = parseInt, toFloat = parseFloat;
  const own = (/** @type {object} */ o, /** @type {PropertyKey} */ key) => apply(hasOwn, o, [key]);
  const never = () => false;
  // Whether `%s` shows an object as inspect does (node's rule: its toString, or else its
  // Symbol.toPrimitive, is a builtin's, found on a builtin constructor's prototype) or as
  // String(value) (one of its own). The builtins are the engine's own constructors, as node
  // takes them before adding its own (a Buffer's toString is one of its own).
  /** @type {Set<string> | null} */
  let builtIns = null;
  function builtInToString(value) {
    let ownToString = own, ownToPrimitive = own;
    if (typeof value.toString !== 'function') {
      if (typeof value[toPrimitive] !== 'function') return true;
      if (own(value, toPrimitive)) return false;
      ownToString = never;
    } else if (own(value, 'toString')) {
      return false;
    } else if (typeof value[toPrimitive] !== 'function') {
      ownToPrimitive = never;
    } else if (own(value, toPrimitive)) {
      return false;
    }
    let pointer = value;
    do { pointer = getProto(pointer); } while (pointer !== null && !ownToString(pointer, 'toString') && !ownToPrimitive(pointer, toPrimitive));
    const constructor = pointer === null ? undefined : getDesc(pointer, 'constructor');
    if (builtIns === null) {
      builtIns = new Set(['Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'BigInt', 'Date', 'RegExp', 'Error',
        'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError', 'Map', 'Set', 'WeakMap',
        'WeakSet', 'WeakRef', 'FinalizationRegistry', 'Promise', 'Proxy', 'ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Int8Array',
        'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array',
        'BigInt64Array', 'BigUint64Array']);
    }
    return constructor !== undefined && typeof constructor.value === 'function' && builtIns.has(constructor.value.name);
  }
  // node's util.format, placeholder by placeholder (its formatWithOptions): %s, %d, %i, %f, %j,
  // %o, %O, %c and %%; any other % is text. What the placeholders leave is appended, strings as
  // they are and other values inspected.
  const number = (/** @type {number} */ value) => (value === 0 && 1 / value < 0 ? '-0' : `${value}`);
  const circularMessage = () => {
    const cycle = {};
    cycle.cycle = cycle;
    try { apply(stringify, undefined, [cycle]); } catch (e) { return firstLine(e); }
    return undefined;
  };
  const firstLine = (error) => { const text = `${error.message}`, end = apply(indexOf, text, ['\n']); return end < 0 ? text : apply(slice, text, [0, end]); };
  /** @param {string} token @param {unknown} arg */
  function placeholder(token, arg) {
    switch (token) {
      case 's':
        if (typeof arg === 'number') return number(arg);
        if (typeof arg === 'bigint') return `${arg}n`;
        if (typeof arg !== 'object' || arg === null || !builtInToString(arg)) return toString(arg);
        return describe(arg, false, 0);
      case 'd': return typeof arg === 'bigint' ? `${arg}n` : typeof arg === 'symbol' ? 'NaN' : number(toNumber(arg));
      case 'i': return typeof arg === 'bigint' ? `${arg}n` : typeof arg === 'symbol' ? 'NaN' : number(toInteger(/** @type {any} */ (arg)));
      case 'f': return typeof arg === 'symbol' ? 'NaN' : number(toFloat(/** @type {any} */ (arg)));
      case 'j':
        try {
          return `${apply(stringify, undefined, [arg])}`;
        } catch (e) {
          // A cycle is shown as node shows it; any other failure (a BigInt) is thrown.
          if (e instanceof TypeErrorCtor && firstLine(e) === circularMessage()) return '[Circular]';
          throw e;
        }
      case 'o': return describe(arg, false, 4);
      case 'O': return describe(arg, false);
      default: return '';  // 'c': CSS is not shown
    }
  }
  /** @param {unknown[]} args */
  function format(args) {
    const first = args[0];
    let out = '', used = 0, join = '';
    if (typeof first === 'string') {
      if (args.length === 1) return first;
      let copied = 0;
      for (let i = apply(indexOf, first, ['%']); i >= 0 && i < first.length - 1; i = apply(indexOf, first, ['%', i + 1])) {
        const token = first[i + 1];
        if (token === '%') {
          out += apply(slice, first, [copied, i]) + '%';
        } else if (used + 1 < args.length && apply(indexOf, 'sdifjoOc', [token]) >= 0) {
          out += apply(slice, first, [copied, i]) + placeholder(token, args[++used]);
        } else {
          continue;
        }
        copied = i + 2;
        i++;
      }
      if (copied > 0) {
        used++;
        join = ' ';
        out += apply(slice, first, [copied]);
      }
    }
    for (; used < args.length; used++) {
      out += join + inspect(args[used], true);
      join = ' ';
    }
    return out;
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
