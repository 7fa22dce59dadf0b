'use strict';
// What the built-in JS half's files share: where an error nobody caught goes, how a part kept
// out of the start is loaded, lazily made properties, errors with a code. Native code runs it
// with `(global, hooks)` when the first of the timers (bridge-prelude-timers.js), the bridge
// (bridge-prelude.js) and node's part (bridge-prelude-node.js) is made, and hands what it ends
// with (`BridgeBase`, globals.d.ts) to each.
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {BridgeNativeHooks} what native code hands the JS half (Sources/BridgeRuntime/NativeHook.swift) */
  const hooks = runArguments[1];
  // The builtins as they were before any script ran (this file runs when first needed).
  const { Object, Error } = hooks.primordials;

  // An error nobody caught goes to ErrorUtils.reportFatalError when the bundle installed
  // ErrorUtils (as React Native's MessageQueue.__guard sends it), to `process`'s listeners when
  // a script added some (node's 'uncaughtException'; bridge-prelude-node.js has `uncaught` ask
  // them), else to native code.
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

  /** @type {BridgeBase} */
  const base = { uncaught, reportError, guard, loadPart, lazyProperties, lazyProperty, codedError };
  base;
}
