'use strict';
// Where an error nobody caught goes, for the built-in JS half's timers (bridge-prelude-timers.js)
// and bridge (bridge-prelude.js), whichever is made first: native code runs it then with
// `(global, hooks)`, and hands what it ends with, `{ uncaught, reportError, guard }`, to both.
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {BridgeNativeHooks} what native code hands the JS half (Sources/BridgeRuntime/NativeHook.swift) */
  const hooks = runArguments[1];
  // An error nobody caught goes to ErrorUtils.reportFatalError when the bundle installed
  // ErrorUtils (as React Native's MessageQueue.__guard sends it), to `process`'s listeners when
  // a script added some (node's 'uncaughtException'; `uncaught`, set by
  // bridge-prelude-globals.js when it makes `process`), else to native code.
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

  /** @type {BridgeErrorRouting} */
  const errors = { uncaught, reportError, guard };
  errors;
}
