// What a script sees as `process` (when the host gives the runtime one): `argv`, `env` (read
// from native when first used), `exit`, `exitCode` (checked as node checks it), `nextTick`,
// `platform`, `stdout` and `stderr` (`write`), `hrtime`, `uptime`, `cwd`, `pid`, `ppid`,
// `execPath`, `arch`, `argv0`, `emitWarning`, `memoryUsage`, and node's events: 'exit' (at
// process.exit, and when the loop has ended), 'beforeExit' (each time the loop runs empty),
// 'uncaughtException' and 'unhandledRejection' (their listeners take what nobody caught),
// 'warning', the signals' ('SIGINT', …: a listener has the host's process take the signal, when
// it lets it), with node's listener methods, and `kill`.
// A part of the built-in JS half (PreludePart.process), made when a script first reads
// `process`; it fills `control` with what native code calls when the loop ends
// (bridge-prelude-globals.js).
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /**
  * @type {{argv: string[], readEnv: () => Record<string, string>, exit: (code: number) => void,
  *   write?: (toStandardError: boolean, chunk: string | Uint8Array) => void,
  *   facts?: () => [string, number, number, string, string], memory?: () => [number, number, number, number],
  *   kill?: (pid: number, signal: number) => [number, string] | undefined,
  *   listen?: (signal: number, on: boolean) => [number, string] | undefined, signals?: Record<string, number>,
  *   inspect: (value: unknown, top?: boolean) => string, lazyProperties: Function,
  *   control: ProcessControl, ticksQueued: () => void, sinceStart: () => number, received: (value: unknown) => string,
  *   primordials: BridgePrimordials, events: () => any, emitterMethods: string[], emitterState: BridgeEmitterState}}
  */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { argv, readEnv, write, facts, memory, kill: sendSignal, listen, exit, inspect, lazyProperties, control, ticksQueued, sinceStart, received } = prelude;
  // The builtins as they were before any script ran (this part is made when first needed).
  const { Object, Array, Uint8Array, Math, Error, TypeError, RangeError, Symbol, String, BigInt, plain } = prelude.primordials;
  /** Node's ERR_INVALID_ARG_TYPE for the argument `name`. @param {string} name @param {string} what @param {unknown} value */
  const argTypeError = (name, what, value) =>
    Object.assign(new TypeError(`The "${name}" argument must be ${what}. Received ${received(value)}`), { code: 'ERR_INVALID_ARG_TYPE' });
  // Exit codes as node takes them: an integer (or a string holding one), null or undefined;
  // anything else throws as node's validation does, before anything exits.
  const exitCodeError = (code) => {
    if (code === undefined || code === null) return undefined;
    let value = code;
    if (typeof code === 'string' && code !== '' && plain.isInteger(+code)) value = +code;
    let error;
    if (typeof value !== 'number') {
      error = new TypeError(`The "code" argument must be of type number. Received ${inspect(code, false)}`);
      error.code = 'ERR_INVALID_ARG_TYPE';
    } else if (!plain.isInteger(value) || !plain.isSafeInteger(value)) {
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
  const exitStatus = () => exitCode === undefined || exitCode === null ? 0 : +exitCode;
  // 'exit' once, with the code as node passes it (process.exitCode || 0); its listeners may
  // still change process.exitCode.
  const emitExit = () => { if (!exiting) { exiting = true; if (!quiet('emit')) process.emit('exit', exitCode || 0); } };
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
  };
  // An EventEmitter, as node's (its listener methods, `_events`, the leak warning), of a class
  // named `process` and tagged so; made one when node's events are made (16 KB, parsed only by
  // a script that uses them): until then the prototype's prototype holds a stand-in for each of
  // EventEmitter.prototype's methods, which makes them (then `control.eventsMade`, at the end,
  // runs) and runs the method itself.
  const ProcessClass = /** @type {any} */ ({ process: function () {} }).process;
  /** @type {Record<string, Function>} */ const waiting = Object.create(Object.prototype);
  for (let i = 0; i < prelude.emitterMethods.length; i++) {
    const name = prelude.emitterMethods[i];
    waiting[name] = function (/** @type {unknown[]} */ ...args) { return plain.apply(prelude.events().prototype[name], this, args); };
  }
  ProcessClass.prototype = Object.create(waiting, { constructor: { value: ProcessClass, writable: true, configurable: true } });
  Object.setPrototypeOf(process, ProcessClass.prototype);
  // Its emitter's state as EventEmitter.call(process) would make it: the events find it so.
  prelude.emitterState.init(process, false);
  Object.defineProperty(process, Symbol.toStringTag, { value: 'process', writable: true });
  let emitting = false;
  // Whether `process[name]` is still its stand-in while nothing made the events, so nothing can
  // be listening: asking it would make them for nothing.
  const quiet = (/** @type {string} */ name) => !emitting && /** @type {any} */ (process)[name] === waiting[name];
  /** `process.stdout` (fd 1) or `process.stderr` (fd 2): node's `write(chunk[, encoding][,
   * callback])` over the host's writer, each write as it is (a string in an encoding other than
   * UTF-8 through Buffer when a script has one), the callback after it in a tick, as node's.
   * @param {number} fd */
  function standardStream(fd) {
    const stream = {
      fd, writable: true,
      /** @param {unknown} chunk @param {unknown} [encoding] @param {unknown} [callback] */
      write(chunk, encoding, callback) {
        if (typeof encoding === 'function') { callback = encoding; encoding = undefined; }
        if (chunk === null) throw Object.assign(new TypeError('May not write null values to stream'), { code: 'ERR_STREAM_NULL_VALUES' });
        /** @type {string | Uint8Array} */ let out;
        if (typeof chunk === 'string') {
          // Buffer (a part of its own) is made only for a text in another encoding.
          const utf8 = encoding === undefined || encoding === null || /^utf-?8$/i.test(String(encoding));
          const Buffer = utf8 ? undefined : /** @type {any} */ (globalThis).Buffer;
          out = typeof Buffer !== 'function' ? chunk : Buffer.from(chunk, encoding);
        } else if (plain.isView(chunk)) {
          out = new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        } else {
          throw argTypeError('chunk', 'of type string or an instance of Buffer, TypedArray, or DataView', chunk);
        }
        if (write && out.length) write(fd === 2, out);
        if (typeof callback === 'function') process.nextTick(callback, null);
        return true;
      },
      /** @param {unknown} [chunk] @param {unknown} [encoding] @param {unknown} [callback] */
      end(chunk, encoding, callback) { if (chunk !== undefined && typeof chunk !== 'function') stream.write(chunk, encoding, callback); return stream; },
      // Listeners are taken and never called: these streams emit nothing a script waits for.
      on() { return stream; }, once() { return stream; }, addListener() { return stream; },
      off() { return stream; }, removeListener() { return stream; }, emit() { return false; },
    };
    return stream;
  }
  const nanosecondsSinceStart = () => Math.round(sinceStart() * 1e6);
  /** The monotonic clock as node's `hrtime` gives it: `[seconds, nanoseconds]` since the
   * runtime started, or since `time` when given. @param {unknown} [time] */
  function hrtime(time) {
    const ns = nanosecondsSinceStart();
    let seconds = Math.floor(ns / 1e9), nanoseconds = ns % 1e9;
    if (time !== undefined) {
      if (!plain.isArray(time)) {
        throw argTypeError('time', 'an instance of Array', time);
      }
      if (time.length !== 2) throw Object.assign(new RangeError(`The value of "time" is out of range. It must be 2. Received ${time.length}`), { code: 'ERR_OUT_OF_RANGE' });
      seconds -= time[0];
      nanoseconds -= time[1];
      if (nanoseconds < 0) { seconds -= 1; nanoseconds += 1e9; }
    }
    return [seconds, nanoseconds];
  }
  hrtime.bigint = () => BigInt(nanosecondsSinceStart());
  Object.assign(process, { hrtime, uptime: () => sinceStart() / 1000 });
  // This process's own facts, read from native once, when a script first reads one.
  /** @type {[string, number, number, string, string] | undefined} */ let known;
  const fact = (/** @type {number} */ i) => (known || (known = facts ? facts() : ['', 0, 0, '', '']))[i];
  process.cwd = function cwd() { return fact(0); };
  // Facts 1 to 4, then argv0, stdout (stream 1) and stderr (stream 2).
  lazyProperties(process, ['pid', 'ppid', 'execPath', 'arch', 'argv0', 'stdout', 'stderr'],
    (_, i) => i < 4 ? fact(i + 1) : i === 4 ? argv[0] : standardStream(i - 4));

  // ---- Warnings and memory ---------------------------------------------------------------------
  /** Node's `process.emitWarning(warning[, type | options][, code][, ctor])`: checked as node
   * checks it, emitted as 'warning' in a tick; the listener node installs prints it to stderr.
   * @param {unknown} warning @param {unknown} [type] @param {unknown} [code] */
  process.emitWarning = function emitWarning(warning, type, code) {
    let detail;
    if (type !== null && typeof type === 'object' && !plain.isArray(type)) {
      const options = /** @type {any} */ (type);
      code = options.code;
      if (typeof options.detail === 'string') detail = options.detail;
      type = options.type || 'Warning';
    } else if (typeof type === 'function') {
      code = undefined;
      type = 'Warning';
    }
    if (type !== undefined && typeof type !== 'string') throw argTypeError('type', 'of type string', type);
    if (typeof code === 'function') code = undefined;
    else if (code !== undefined && typeof code !== 'string') throw argTypeError('code', 'of type string', code);
    if (typeof warning === 'string') {
      const made = /** @type {Error & {detail?: string}} */ (new Error(warning));
      made.name = String(type || 'Warning');
      if (typeof code === 'string') made.code = code;
      if (detail !== undefined) made.detail = detail;
      warning = made;
    } else if (!(warning instanceof Error)) {
      throw argTypeError('warning', 'of type string or an instance of Error', warning);
    }
    if (/** @type {Error} */ (warning).name === 'DeprecationWarning') {
      if (/** @type {any} */ (process).noDeprecation) return;
      if (/** @type {any} */ (process).throwDeprecation) throw warning;
    }
    process.nextTick(() => process.emit('warning', warning));
  };
  // Node's own listener, the first added once the events are made: `(name:pid) [code] Name:
  // message`, then the detail. @param {unknown} warning
  function onWarning(warning) {
    if (!(warning instanceof Error)) return;
    if (warning.name === 'DeprecationWarning' && /** @type {any} */ (process).noDeprecation) return;
    const name = String(argv[0] || 'bridge-run').split('/').pop();
    let text = `(${name}:${fact(1)}) ${warning.code ? `[${warning.code}] ` : ''}${typeof warning.toString === 'function' ? warning.toString() : warning.name}`;
    const detail = /** @type {any} */ (warning).detail;
    if (typeof detail === 'string') text += `\n${detail}`;
    /** @type {any} */ (process).stderr.write(text + '\n');
  }
  /** Node's `process.memoryUsage()`: the resident set and the engine's heap, in bytes
   * (`external` and `arrayBuffers` are both the engine's memory outside its heap, mostly array
   * buffers' bytes). */
  function memoryUsage() {
    const [rss, heapTotal, heapUsed, external] = memory ? memory() : [0, 0, 0, 0];
    return { rss, heapTotal, heapUsed, external, arrayBuffers: external };
  }
  memoryUsage.rss = () => (memory ? memory()[0] : 0);
  process.memoryUsage = memoryUsage;

  // ---- Signals ---------------------------------------------------------------------------------
  // Node's names for them (the host's numbers), without a prototype: `kill(pid, 'toString')` is
  // an unknown signal.
  const signals = Object.assign(Object.create(null), prelude.signals || {});
  /** Node's ErrnoException: `kill ESRCH`, with errno (negative), code and syscall.
   * @param {[number, string]} failure @param {string} syscall */
  const errnoError = ([errno, code], syscall) => Object.assign(new Error(`${syscall} ${code}`), { errno, code, syscall });
  /** Node's `process.kill(pid[, signal])`: a signal's name or number (a name it does not know
   * throws), SIGTERM when none; true, or the system's error thrown.
   * @param {unknown} pid @param {unknown} [signal] */
  process.kill = function kill(pid, signal) {
    // Node's own checks, loose as node's are: '42' is a pid, 1.5 is not.
    // eslint-disable-next-line eqeqeq
    if (/** @type {any} */ (pid) != (/** @type {any} */ (pid) | 0)) throw argTypeError('pid', 'of type number', pid);
    let number;
    if (signal === (/** @type {any} */ (signal) | 0)) {
      number = /** @type {number} */ (signal);
    } else {
      const name = /** @type {any} */ (signal) || 'SIGTERM';
      number = signals[name];
      if (!number) throw Object.assign(new TypeError(`Unknown signal: ${name}`), { code: 'ERR_UNKNOWN_SIGNAL' });
    }
    const failed = sendSignal ? sendSignal(/** @type {any} */ (pid) | 0, number) : undefined;
    if (failed) throw errnoError(failed, 'kill');
    return true;
  };
  // The signals `process` has listeners for (node's names): each has the host's process take it.
  // Native is asked once per signal, whichever of its names (SIGABRT, SIGIOT) listen.
  /** @type {Record<string, boolean>} */ const listened = Object.create(null);
  /** Whether another of the signal's names has listeners. @param {string} type */
  const heldByAnotherName = (type) => {
    for (const name in listened) if (name !== type && signals[name] === signals[type]) return true;
    return false;
  };
  /** Node's 'newListener' listener: the first listener of a signal's name takes the signal (one
   * it cannot take, SIGKILL say, throws, and the listener is not added). @param {unknown} type */
  const startListening = (type) => {
    if (typeof type !== 'string' || !signals[type] || listened[type]) return;
    const failed = listen && !heldByAnotherName(type) ? listen(signals[type], true) : undefined;
    if (failed) throw errnoError(failed, 'uv_signal_start');
    listened[type] = true;
  };
  /** Node's 'removeListener' listener: the signal goes back once none of its names has
   * listeners. @param {unknown} type */
  const stopListening = (type) => {
    if (typeof type !== 'string' || !listened[type] || process.listenerCount(type) !== 0) return;
    delete listened[type];
    if (listen && !heldByAnotherName(type)) listen(signals[type], false);
  };
  // A signal arrived: `(name, number)` to the listeners of each of its names, as node emits it
  // (the name that started listening last first).
  control.signal = (number) => {
    for (const name of Object.keys(listened).reverse()) if (signals[name] === number) process.emit(name, name, number);
  };

  // The loop ran empty: 'beforeExit', through `process.emit` as node emits it (false when
  // nothing can be listening); then, once the loop stays empty, 'exit', and the exit code native
  // code exits with.
  /** @param {string} type */
  const listeners = (type) => quiet('listenerCount') ? 0 : process.listenerCount(type);
  control.loopEnded = () => {
    if (quiet('emit')) return false;
    process.emit('beforeExit', exitCode || 0);
    return true;
  };
  // `code`: the code a fatal error ends the process with (node's 1), set before 'exit'.
  control.drainTicks = drainTicks;
  control.exiting = (code) => { if (code !== undefined && !exiting) exitCode = code; emitExit(); return exitStatus(); };
  // What nobody caught, handed to listeners as node hands it: true when some took it (an
  // unhandled rejection goes to 'uncaughtException' when nothing listens for it).
  control.listening = () => listeners('uncaughtException') > 0;
  control.take = (error, origin = 'uncaughtException') => {
    if (listeners('uncaughtException') === 0) return false;
    process.emit('uncaughtException', error, origin);
    return true;
  };
  control.rejection = (reason, promise) => {
    if (listeners('unhandledRejection') === 0) return control.take(reason, 'unhandledRejection');
    process.emit('unhandledRejection', reason, promise);
    return true;
  };
  // process.env is read from native when first used, then kept (and may be replaced).
  lazyProperties(process, ['env'], () => readEnv());
  Object.defineProperty(process, 'exitCode', {
    enumerable: true, configurable: false,
    get() { return exitCode; },
    set(code) { const error = exitCodeError(code); if (error) throw error; exitCode = code; },
  });
  // Node's part calls this once the events are made (at once when they were before `process`).
  control.eventsMade = (EventEmitter) => {
    emitting = true;
    // Node's own listeners, there before any script's and in node's order; added as node adds
    // them before any script runs, so without a 'newListener' event that a script's own
    // `process.emit` would see: the slot of 'newListener' comes first, filled last.
    try { /** @type {any} */ (process)._events.newListener = undefined; } catch (e) { /* a script's own _events: its order stays */ }
    plain.apply(EventEmitter.prototype.on, process, ['removeListener', stopListening]);
    plain.apply(EventEmitter.prototype.on, process, ['warning', onWarning]);
    plain.apply(EventEmitter.prototype.on, process, ['newListener', startListening]);
    // A script may have made the prototype unextensible first: then its stand-ins go on
    // running the methods, which is all the chain is for.
    try { Object.setPrototypeOf(ProcessClass.prototype, EventEmitter.prototype); } catch (e) { /* kept as it is */ }
  };
  process;
}
