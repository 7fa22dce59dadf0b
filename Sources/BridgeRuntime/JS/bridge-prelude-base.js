'use strict';
// What the built-in JS half's files share, and what of node's needs no bridge: where an error
// nobody caught goes, how a part kept out of the start is loaded, lazily made properties, node's
// coded errors, and `process` with node's `events`. Native code runs it with `(global, hooks)`
// when the first of the timers (bridge-prelude-timers.js), the bridge (bridge-prelude.js) and
// `process` is made, and hands what it ends with to each: `BridgeBase` (globals.d.ts), with the
// entry points native code calls when the loop ends (`entries`).
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {BridgeNativeHooks} what native code hands the JS half (Sources/BridgeRuntime/NativeHook.swift) */
  const hooks = runArguments[1];
  // The builtins as they were before any script ran (this file runs when first needed).
  const { Object, Error, TypeError, String } = hooks.primordials;

  // An error nobody caught goes to ErrorUtils.reportFatalError when the bundle installed
  // ErrorUtils (as React Native's MessageQueue.__guard sends it), to `process`'s listeners when
  // a script added some (node's 'uncaughtException'; `uncaught` asks them, below), else to
  // native code.
  /** @type {BridgeUncaught} */
  const uncaught = { listening: () => false, take: (error) => false };
  /** @param {unknown} error */
  function reportError(error) {
    const utils = global.ErrorUtils;
    if (utils && typeof utils.reportFatalError === 'function') {
      try { utils.reportFatalError(error); } catch (e) { hooks.reportError(e); }
    } else if (!uncaught.take(error)) hooks.reportError(error);
  }
  // Runs fn; what it throws goes where reportError sends it, or propagates to native.
  /** @param {Function} fn @param {unknown} [a] @param {unknown} [b] @param {unknown} [c] */
  function guard(fn, a, b, c) {
    const utils = global.ErrorUtils;
    if ((!utils || typeof utils.reportFatalError !== 'function') && !uncaught.listening()) return fn(a, b, c);
    try { return fn(a, b, c); } catch (e) { reportError(e); }
  }


  // A part kept out of the start (PreludePart, or a product's JSPart), made with `toolkit`: its
  // text runs as a block with the toolkit as `this[0]` (parsed once, where a function expression
  // called after would be parsed twice), and what it throws is thrown here.
  /** @param {string} name @param {object} toolkit @returns {any} */
  function loadPart(name, toolkit) {
    const outcome = hooks.loadPart(name, toolkit);
    if (outcome === undefined || outcome === null) throw new Error(`bridge: the built-in part "${name}" could not be loaded`);
    if (outcome.length > 1) throw outcome[1];
    return outcome[0];
  }
  // Defines object[name] for each of `names` as what make(name, i) returns when first read, then
  // kept as a plain property (React Native's defineLazyObjectProperty); assigning to it first
  // replaces it. One call defines them all: the engine compiles a function it has seen called a
  // few dozen times, on a thread it starts for that, and a start should not pay for that (so
  // nothing the start runs is called once per item of a list).
  /** @template {object} T @param {T} object @param {readonly string[]} names
   * @param {(name: string, i: number) => unknown} make @returns {T} */
  function lazyProperties(object, names, make) {
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      const keep = (/** @type {unknown} */ value) => {
        Object.defineProperty(object, name, { value, enumerable: true, configurable: true, writable: true });
        return value;
      };
      Object.defineProperty(object, name, { enumerable: true, configurable: true, get() { return keep(make(name, i)); }, set: keep });
    }
    return object;
  }
  /** @template {object} T @param {T} object @param {string} name @param {() => unknown} make @returns {T} */
  const lazyProperty = (object, name, make) => lazyProperties(object, [name], make);

  /** An error of `type` with a `code` property (node's errors carry one, as the bridge's do). */
  function codedError(type, message, code) {
    const error = new type(message);
    error.code = code;
    return error;
  }

  /** A value as node's argument errors show what they received (`Received ...`). @param {unknown} value */
  function received(value) {
    if (value === null || value === undefined) return String(value);
    if (typeof value === 'function') return `function ${value.name}`;
    const inspect = hooks.inspect || String;
    if (typeof value === 'object') {
      const constructor = /** @type {any} */ (value).constructor;
      return constructor && constructor.name ? `an instance of ${constructor.name}` : inspect(value, false);
    }
    const shown = inspect(value, false);
    return `type ${typeof value} (${shown.length > 28 ? shown.slice(0, 25) + '...' : shown})`;
  }
  /** Node's ERR_INVALID_THIS: a method called on something that is not a `kind`. @param {string} kind */
  const invalidThis = (kind) => codedError(TypeError, `Value of "this" must be of type ${kind}`, 'ERR_INVALID_THIS');
  /** Node's ERR_INVALID_ARG_TYPE: `The "name" argument must be what. Received ...` (a name with a
   * dot is a property). @param {string} name @param {string} what @param {unknown} value */
  const invalidArgType = (name, what, value) =>
    codedError(TypeError, `The "${name}" ${name.indexOf('.') >= 0 ? 'property' : 'argument'} must be ${what}. Received ${received(value)}`, 'ERR_INVALID_ARG_TYPE');

  // ---- events: node's EventEmitter (PreludePart.events), made when `require('events')` or
  // `process` first needs it; its leak warning goes through `process.emitWarning`, as node's.
  let eventEmitter = null;
  const events = () => eventEmitter || (eventEmitter = loadPart('events', { primordials: hooks.primordials, inspect: hooks.inspect, invalidArgType, codedError,
    warn: (/** @type {Error} */ warning) => { const p = /** @type {any} */ (global).process; if (p && typeof p.emitWarning === 'function') p.emitWarning(warning); } }));

  // ---- process (when the host provides one) ----------------------------------------------
  // Its code is a part of its own (PreludePart.process), made when a script first reads it (the
  // global stands in for it until then; native code calls makeProcess). `processControl` is
  // filled when it is made: what native code calls when the loop ends.
  /** @type {ProcessControl} */
  const processControl = {};
  uncaught.listening = () => processControl.listening ? processControl.listening() : false;
  uncaught.take = (error) => processControl.take ? processControl.take(error) : false;
  const makeProcess = () => {
    const parts = { argv: hooks.processArgv, readEnv: hooks.processEnv, write: hooks.processWrite, facts: hooks.processFacts, memory: hooks.processMemory, exit: hooks.exit, inspect: hooks.inspect, lazyProperties, primordials: hooks.primordials, events,
      control: processControl, ticksQueued: hooks.ticksQueued, sinceStart: () => hooks.performanceNow() - hooks.startTime, received };
    global.process = loadPart('process', parts);
    return true;
  };

  /** @type {BridgeBase} */
  const base = { uncaught, reportError, guard, loadPart, lazyProperties, lazyProperty, codedError, received, invalidArgType, invalidThis, events, makeProcess,
    entries: {
      // Without a `process` made, nothing listens and the exit code is 0.
      loopEnded: () => processControl.loopEnded ? processControl.loopEnded() : false,
      exiting: (code) => processControl.exiting ? processControl.exiting(code) : code || 0,
      drainTicks: () => { if (processControl.drainTicks) processControl.drainTicks(); },
      // What the bundle threw, and a rejection nobody handled: true when process listeners took it.
      exception: (error) => uncaught.take(error),
      rejection: (reason, promise) => processControl.rejection ? processControl.rejection(reason, promise) : false,
    } };
  base;
}
