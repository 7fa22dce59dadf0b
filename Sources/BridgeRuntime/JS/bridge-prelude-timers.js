'use strict';
// The built-in JS half's timers: `setTimeout` and the rest, `queueMicrotask` and `performance`.
// Native code runs it with `(global, hooks, base)` (`base`: what bridge-prelude-base.js made) the first time a script uses one of its globals, or bridge-prelude.js needs it (native
// code calls `JSTimers`, or a part makes a timer): a script that uses timers and nothing of the
// bridge makes this file alone. It ends with what native code and bridge-prelude.js take:
// `{ fireTimer(id), createTimer, jsTimers }`.
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {BridgeNativeHooks} what native code hands the JS half (Sources/BridgeRuntime/NativeHook.swift) */
  const hooks = runArguments[1];
  /** @type {BridgeBase} */ const { reportError, guard } = runArguments[2];
  // The builtins as they were before any script ran (this file runs when first needed).
  const { Map, Math, TypeError, Symbol, Number, Date, Promise } = hooks.primordials;
  const now = hooks.performanceNow;

  // ---- Timers --------------------------------------------------------------------------------
  const timers = new Map();
  let nextTimerID = 1;
  // A timer that does not keep the runtime alive (`weak`, node's unref'd timer) fires only if
  // something else keeps it running until then.
  /** @param {unknown} callback @param {unknown} delay @param {unknown[]} args @param {boolean} repeats
   * @param {boolean} immediate @param {boolean} [weak] */
  function createTimer(callback, delay, args, repeats, immediate, weak = false) {
    if (typeof callback !== 'function') {
      throw new TypeError(`The "callback" argument must be of type function. Received ${callback === null ? 'null' : typeof callback}`);
    }
    const id = nextTimerID++;
    let ms = Number(delay);
    ms = immediate ? -1 : (ms > 0 && ms < 2147483648 ? ms : (ms >= 2147483648 ? 1 : 0));
    timers.set(id, { callback, args, repeats, delay: ms, due: now() + ms, weak });
    hooks.setTimer(id, ms, repeats, !weak);
    return id;
  }
  /** @param {number} id */
  function clearTimer(id) {
    if (timers.delete(id)) hooks.clearTimer(id);
  }
  // Sets the native timer of `id` again: `weak` or not, due after `delay` (an interval keeps
  // its period, counted from now).
  /** @param {number} id @param {boolean} weak @param {number} delay */
  function rearm(id, weak, delay) {
    const timer = timers.get(id);
    if (!timer) return;
    timer.weak = weak;
    timer.due = now() + delay;
    hooks.clearTimer(id);
    hooks.setTimer(id, timer.repeats ? timer.delay : delay, timer.repeats, !weak);
  }
  // Makes timer `id` keep the runtime alive or not, in its place among the others (node's
  // ref / unref move no timer).
  /** @param {number} id @param {boolean} weak */
  function setWeak(id, weak) {
    const timer = timers.get(id);
    if (!timer || timer.weak === weak) return;
    timer.weak = weak;
    hooks.setTimerRef(id, !weak);
  }
  // What setTimeout and setInterval return, as node's Timeout: the timer's number as its
  // primitive (a key, or a number clearTimeout takes), and ref/unref/hasRef/refresh. Whether it
  // is ref'd is its own flag, as node's: kept once the timer fired or was cleared.
  class Timeout {
    #id;
    #refed = true;
    /** @param {number} id */
    constructor(id) { this.#id = id; }
    ref() { this.#refed = true; setWeak(this.#id, false); return this; }
    unref() { this.#refed = false; setWeak(this.#id, true); return this; }
    hasRef() { return this.#refed; }
    refresh() { const t = timers.get(this.#id); if (t) rearm(this.#id, t.weak, t.delay); return this; }
    close() { clearTimer(this.#id); return this; }
    [Symbol.toPrimitive]() { return this.#id; }
    /** @param {unknown} value */
    static idOf(value) { return value instanceof Timeout ? value.#id : value instanceof Immediate ? Immediate.idOf(value) : Number(value); }
  }
  // What setImmediate returns, as node's Immediate: ref/unref/hasRef (ref'd only while it is
  // still to run), no primitive (clearImmediate takes the object).
  class Immediate {
    #id;
    #refed = true;
    /** @param {number} id */
    constructor(id) { this.#id = id; }
    ref() { this.#refed = true; setWeak(this.#id, false); return this; }
    unref() { this.#refed = false; setWeak(this.#id, true); return this; }
    hasRef() { return this.#refed && timers.has(this.#id); }
    /** @param {Immediate} value */
    static idOf(value) { return value.#id; }
  }
  /** @param {number} id */
  function fireTimer(id) {
    const timer = timers.get(id);
    if (!timer) return;
    if (!timer.repeats) timers.delete(id);
    timer.callback.apply(undefined, timer.args);
  }
  global.setTimeout = /** @type {any} */ (function setTimeout(callback, delay, ...args) { return new Timeout(createTimer(callback, delay, args, false, false)); });
  global.setInterval = /** @type {any} */ (function setInterval(callback, delay, ...args) { return new Timeout(createTimer(callback, delay, args, true, false)); });
  global.setImmediate = /** @type {any} */ (function setImmediate(callback, ...args) { return new Immediate(createTimer(callback, 0, args, false, true)); });
  global.clearTimeout = global.clearInterval = global.clearImmediate = function clearTimer_(id) { clearTimer(Timeout.idOf(id)); };
  // Settled once; each then() on it runs its callback as a microtask. (Not Promise.resolve():
  // constructors' statics are the script's, and a script's replacement must not reach here.)
  const settled = new Promise((resolve) => { resolve(undefined); });
  global.queueMicrotask = function queueMicrotask(callback) {
    if (typeof callback !== 'function') throw new TypeError('The "callback" argument must be of type function');
    settled.then(() => {
      try { callback(); } catch (e) { reportError(e); }
    });
  };
  // React Native's timers module, for native `Timing` timers (bridge-prelude.js registers it).
  const jsTimers = {
    // Every timer runs; the first error propagates, later ones are reported (as JSTimers does).
    /** @param {number[]} ids */
    callTimers(ids) {
      let first, failed = false;
      for (const id of ids) {
        try { guard(fireTimer, id); } catch (e) { if (failed) reportError(e); else { failed = true; first = e; } }
      }
      if (failed) throw first;
    },
    callIdleCallbacks() {},
    emitTimeDriftWarning() {},
  };

  if (typeof global.performance === 'undefined') global.performance = {};
  // Milliseconds since the runtime started, as node's count from the process's start (the
  // native clock, nativePerformanceNow, counts from the machine's, as React Native's does).
  if (typeof global.performance.now !== 'function') { const origin = hooks.startTime; global.performance.now = () => now() - origin; }
  // The wall-clock time (ms since the epoch) at which performance.now() read 0, as node has it.
  if (typeof global.performance.timeOrigin !== 'number') global.performance.timeOrigin = new Date().getTime() - global.performance.now();

  /** @type {BridgeTimersPart} */
  const timersPart = { fireTimer: (id) => guard(fireTimer, id), createTimer, jsTimers };
  timersPart;
}
