'use strict';
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {(value: unknown, top?: boolean, depth?: number, items?: number, hidden?: boolean) => string} */ const describe = runArguments[1];
  /** @type {(message: string, level: number) => void} */ const logHook = runArguments[2];
  /** @type {() => number} */ const now = runArguments[3];
  /** @type {(kit: object) => any} evaluates bridge-console-methods.js with `kit` */ const loadMethods = runArguments[4];
  /** @type {BridgePrimordials} the builtins as they were before any script ran (the intrinsics') */ const primordials = runArguments[5];
  // Values are described by the engine's own describer (as node's util.inspect, without
  // running getters, Proxy traps or toString; see Intrinsics.swift).
  const inspect = (value, top) => describe(value, top === true);
  // Builtins taken before any script ran, so that one a script replaces changes no output
  // (bridge-console-methods.js formats placeholders with them).
  const builtins = {
    apply: Reflect.apply, indexOf: String.prototype.indexOf, slice: String.prototype.slice, hasOwn: Object.prototype.hasOwnProperty,
    getProto: Object.getPrototypeOf, getDesc: Object.getOwnPropertyDescriptor, toPrimitive: Symbol.toPrimitive, stringify: JSON.stringify,
    TypeError, String, Number, parseInt, parseFloat,
  };
  // Values joined by spaces, strings as they are; text with a `%` and more to come goes through
  // node's placeholders (bridge-console-methods.js, evaluated the first time one is used).
  /** @param {unknown[]} args */
  function format(args) {
    const first = args[0];
    if (typeof first === 'string' && args.length > 1 && builtins.apply(builtins.indexOf, first, ['%']) >= 0) return loaded('format').placeholders(args);
    let out = '';
    for (let i = 0; i < args.length; i++) out += (i ? ' ' : '') + inspect(args[i], true);
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
  const kit = { print, format, describe, now, builtins, primordials, setIndent: (/** @type {string} */ text) => { indent = text; }, getIndent: () => indent };
  /** @param {string} name */
  function loaded(name) {
    if (methods === null) {
      const made = loadMethods(kit);
      // Tried again next time (asked for at the edge of the stack, say).
      if (typeof made !== 'object' || made === null) throw new Error(`console.${name} could not be loaded`);
      methods = made;
    }
    return methods;
  }
  const later = (name) => function (/** @type {unknown[]} */ ...args) { return loaded(name)[name](...args); };
  const runtimeConsole = global.console = {
    log: log(1), info: log(1), warn: log(2), error: log(3), debug: log(0), dirxml: log(1),
    trace: later('trace'), assert: later('assert'), count: later('count'), countReset: later('countReset'),
    time: later('time'), timeLog: later('timeLog'), timeEnd: later('timeEnd'), dir: later('dir'), table: later('table'),
    group: later('group'), groupCollapsed: later('group'), groupEnd: later('groupEnd'),
  };
}
