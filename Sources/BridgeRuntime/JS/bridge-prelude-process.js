// What a script sees as `process` (when the host gives the runtime one): `argv`, `env` (read
// from native when first used), `exit`, `exitCode` (checked as node checks it), `nextTick`,
// `platform`, and node's events: 'exit' (at process.exit, and when the loop has ended),
// 'beforeExit' (each time the loop runs empty), 'uncaughtException' and 'unhandledRejection'
// (their listeners take what nobody caught), with node's listener methods. A part of the
// built-in JS half (PreludePart.process), made when a script first reads `process`; it fills
// `control` with what native code calls when the loop ends (bridge-prelude-globals.js).
(/**
  * @param {{argv: string[], readEnv: () => Record<string, string>, exit: (code: number) => void,
  *   inspect: (value: unknown, top?: boolean) => string, lazyProperty: Function,
  *   control: ProcessControl, ticksQueued: () => void}} prelude
  */
 function (prelude) {
  'use strict';
  const { argv, readEnv, exit, inspect, lazyProperty, control, ticksQueued } = prelude;
  // Exit codes as node takes them: an integer (or a string holding one), null or undefined;
  // anything else throws as node's validation does, before anything exits.
  const exitCodeError = (code) => {
    if (code === undefined || code === null) return undefined;
    let value = code;
    if (typeof code === 'string' && code !== '' && Number.isInteger(+code)) value = +code;
    let error;
    if (typeof value !== 'number') {
      error = new TypeError(`The "code" argument must be of type number. Received ${inspect(code, false)}`);
      error.code = 'ERR_INVALID_ARG_TYPE';
    } else if (!Number.isInteger(value) || !Number.isSafeInteger(value)) {
      error = new RangeError(`The value of "code" is out of range. It must be an integer. Received ${inspect(code, false)}`);
      error.code = 'ERR_OUT_OF_RANGE';
    }
    return error;
  };
  let exitCode, exiting = false;
  /** process.nextTick's callbacks and their arguments, in order. @type {[Function, unknown[]][]} */
  const ticks = [];
  // What one throws goes to 'uncaughtException' listeners, and the rest run; without
  // listeners it is uncaught, and the rest run in a later turn (unless the process exits).
  function drainTicks() {
    // Once the process is exiting, no more run (node's).
    if (exiting) ticks.length = 0;
    while (ticks.length) {
      const [callback, args] = /** @type {[Function, unknown[]]} */ (ticks.shift());
      try {
        callback(...args);
      } catch (e) {
        if (control.take && control.take(e)) continue;
        if (ticks.length) ticksQueued();
        throw e;
      }
    }
  }
  /** Node's ERR_INVALID_ARG_TYPE unless `value`, the argument `name`, is a function.
   * @param {unknown} value @param {string} name */
  const checkFunction = (value, name) => {
    if (typeof value === 'function') return;
    const error = new TypeError(`The "${name}" argument must be of type function. Received ${inspect(value, false)}`);
    /** @type {any} */ (error).code = 'ERR_INVALID_ARG_TYPE';
    throw error;
  };
  /** Event name -> its listeners, in order; a `once` one is wrapped. @type {Map<unknown, Function[]>} */
  const events = new Map();
  /** @param {unknown} name @param {Function} listener @param {boolean} once @param {boolean} first */
  function listen(name, listener, once, first) {
    checkFunction(listener, 'listener');
    /** @type {Function} */
    let entry = listener;
    if (once) {
      const wrapper = function (/** @type {unknown[]} */ ...args) { process.removeListener(name, wrapper); return listener.apply(process, args); };
      wrapper.listener = listener;
      entry = wrapper;
    }
    const list = events.get(name) || [];
    if (first) list.unshift(entry); else list.push(entry);
    events.set(name, list);
    return process;
  }
  const exitStatus = () => exitCode === undefined || exitCode === null ? 0 : +exitCode;
  // 'exit' once, with the code as node passes it (process.exitCode || 0); its listeners may
  // still change process.exitCode.
  const emitExit = () => { if (!exiting) { exiting = true; process.emit('exit', exitCode || 0); } };
  const process = {
    argv, platform: 'linux',
    exit(code) {
      if (arguments.length !== 0) process.exitCode = code;
      emitExit();
      exit(exitStatus());
    },
    nextTick(callback, ...args) {
      checkFunction(callback, 'callback');
      ticks.push([callback, args]);
      // Native runs them at the end of the entry, before its promise jobs, and again after
      // them when promise jobs queued more (node's order).
      if (ticks.length === 1) ticksQueued();
    },
    /** @param {unknown} name @param {Function} listener */
    on(name, listener) { return listen(name, listener, false, false); },
    /** @param {unknown} name @param {Function} listener */
    addListener(name, listener) { return listen(name, listener, false, false); },
    /** @param {unknown} name @param {Function} listener */
    once(name, listener) { return listen(name, listener, true, false); },
    /** @param {unknown} name @param {Function} listener */
    prependListener(name, listener) { return listen(name, listener, false, true); },
    /** @param {unknown} name @param {Function} listener */
    prependOnceListener(name, listener) { return listen(name, listener, true, true); },
    /** @param {unknown} name @param {Function} listener */
    removeListener(name, listener) {
      checkFunction(listener, 'listener');
      const list = events.get(name);
      if (!list) return process;
      for (let i = list.length - 1; i >= 0; i--) {
        if (list[i] === listener || /** @type {any} */ (list[i]).listener === listener) { list.splice(i, 1); break; }
      }
      if (list.length === 0) events.delete(name);
      return process;
    },
    /** @param {unknown} name @param {Function} listener */
    off(name, listener) { return process.removeListener(name, listener); },
    /** @param {unknown} [name] */
    removeAllListeners(name) { if (arguments.length === 0) events.clear(); else events.delete(name); return process; },
    /** @param {unknown} name @param {...unknown} args */
    emit(name, ...args) {
      const list = events.get(name);
      if (!list || list.length === 0) return false;
      for (const listener of list.slice()) listener.apply(process, args);
      return true;
    },
    /** @param {unknown} name */
    listeners(name) { return (events.get(name) || []).map((l) => /** @type {any} */ (l).listener || l); },
    /** @param {unknown} name */
    rawListeners(name) { return (events.get(name) || []).slice(); },
    /** @param {unknown} name */
    listenerCount(name) { const list = events.get(name); return list ? list.length : 0; },
    eventNames() { return Array.from(events.keys()); },
    setMaxListeners() { return process; },
    getMaxListeners() { return 10; },
  };
  // The loop ran empty: 'beforeExit' for its listeners (false when there are none); then, once
  // the loop stays empty, 'exit', and the exit code native code exits with.
  control.loopEnded = () => {
    if (process.listenerCount('beforeExit') === 0) return false;
    process.emit('beforeExit', exitCode || 0);
    return true;
  };
  // `code`: the code a fatal error ends the process with (node's 1), set before 'exit'.
  control.drainTicks = drainTicks;
  control.exiting = (code) => { if (code !== undefined && !exiting) exitCode = code; emitExit(); return exitStatus(); };
  // What nobody caught, handed to listeners as node hands it: true when some took it (an
  // unhandled rejection goes to 'uncaughtException' when nothing listens for it).
  control.listening = () => process.listenerCount('uncaughtException') > 0;
  control.take = (error, origin = 'uncaughtException') => {
    if (process.listenerCount('uncaughtException') === 0) return false;
    process.emit('uncaughtException', error, origin);
    return true;
  };
  control.rejection = (reason, promise) => {
    if (process.listenerCount('unhandledRejection') === 0) return control.take(reason, 'unhandledRejection');
    process.emit('unhandledRejection', reason, promise);
    return true;
  };
  // process.env is read from native when first used, then kept (and may be replaced).
  lazyProperty(process, 'env', readEnv);
  Object.defineProperty(process, 'exitCode', {
    enumerable: true, configurable: false,
    get() { return exitCode; },
    set(code) { const error = exitCodeError(code); if (error) throw error; exitCode = code; },
  });
  return process;
})
