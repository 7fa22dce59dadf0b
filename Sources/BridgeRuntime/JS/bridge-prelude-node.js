'use strict';
// What of node's the built-in JS half makes without the bridge: `process` and node's `events`,
// and how node's argument errors show what they received. Native code runs it with
// `(global, hooks, base)` (`base`: what bridge-prelude-base.js made) when a script first reads
// `process` or bridge-prelude-globals.js is made, and keeps the entry points it ends with
// (`entries`: what native code calls when the loop ends, at exit, for `process.nextTick`, and
// for what nobody caught); it ends with `BridgeNode` (globals.d.ts).
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {BridgeNativeHooks} what native code hands the JS half (Sources/BridgeRuntime/NativeHook.swift) */
  const hooks = runArguments[1];
  /** @type {BridgeBase} */ const { uncaught, loadPart, lazyProperties, codedError } = runArguments[2];
  // The builtins as they were before any script ran (this file runs when first needed).
  const { Object, Symbol, TypeError, String } = hooks.primordials;

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
  // `process` first needs it (a listener added, an event emitted); its leak warning goes through
  // `process.emitWarning`, as node's. `process` becomes an EventEmitter once both are made
  // (`processControl.eventsMade`).
  /** What node's EventEmitter keeps on each emitter (`EventEmitter.init`), which `process` has
   * from the start, before the events are made. @type {BridgeEmitterState} */
  const emitterState = {
    kShapeMode: Symbol('shapeMode'), kCapture: Symbol('kCapture'),
    init(target, capture) {
      if (target._events === undefined || target._events === Object.getPrototypeOf(target)._events) {
        target._events = Object.create(null);
        target._eventsCount = 0;
        target[emitterState.kShapeMode] = false;
      } else {
        target[emitterState.kShapeMode] = true;
      }
      target._maxListeners = target._maxListeners || undefined;
      target[emitterState.kCapture] = capture;
    },
  };
  /** @type {any} */ let eventEmitter = null;
  function events() {
    if (eventEmitter) return eventEmitter;
    eventEmitter = loadPart('events', { primordials: hooks.primordials, inspect: hooks.inspect, invalidArgType, codedError, emitterState,
      warn: (/** @type {Error} */ warning) => { const p = /** @type {any} */ (global).process; if (p && typeof p.emitWarning === 'function') p.emitWarning(warning); } });
    if (processControl.eventsMade) processControl.eventsMade(eventEmitter);
    return eventEmitter;
  }
  // EventEmitter.prototype's methods, which `process` has stand-ins for until the events are
  // made (PreludePartTests checks the list against the part).
  const emitterMethods = ['setMaxListeners', 'getMaxListeners', 'emit', 'addListener', 'on', 'prependListener', 'once',
    'prependOnceListener', 'removeListener', 'off', 'removeAllListeners', 'listeners', 'rawListeners', 'listenerCount', 'eventNames'];

  // ---- process (when the host provides one) ----------------------------------------------
  // Its code is a part of its own (PreludePart.process), made when a script first reads it (the
  // global stands in for it until then; native code calls makeProcess). `processControl` is
  // filled when it is made: what native code calls when the loop ends.
  /** @type {ProcessControl} */
  const processControl = {};
  uncaught.listening = () => processControl.listening ? processControl.listening() : false;
  uncaught.take = (error) => processControl.take ? processControl.take(error) : false;
  const makeProcess = () => {
    const parts = { argv: hooks.processArgv, readEnv: hooks.processEnv, write: hooks.processWrite, facts: hooks.processFacts, memory: hooks.processMemory,
      kill: hooks.processKill, listen: hooks.processListen, signals: hooks.processSignals,
      exit: hooks.exit, inspect: hooks.inspect, lazyProperties, primordials: hooks.primordials, events, emitterMethods, emitterState,
      control: processControl, ticksQueued: hooks.ticksQueued, sinceStart: () => hooks.performanceNow() - hooks.startTime, received };
    global.process = loadPart('process', parts);
    // Events a script required before it read `process`.
    if (eventEmitter && processControl.eventsMade) processControl.eventsMade(eventEmitter);
    return true;
  };

  /** @type {BridgeNode} */
  const node = { received, invalidArgType, invalidThis, events, makeProcess,
    entries: {
      // Without a `process` made, nothing listens and the exit code is 0.
      loopEnded: () => processControl.loopEnded ? processControl.loopEnded() : false,
      exiting: (code) => processControl.exiting ? processControl.exiting(code) : code || 0,
      drainTicks: () => { if (processControl.drainTicks) processControl.drainTicks(); },
      signal: (signal) => { if (processControl.signal) processControl.signal(signal); },
      // What the bundle threw, and a rejection nobody handled: true when process listeners took it.
      exception: (error) => uncaught.take(error),
      rejection: (reason, promise) => processControl.rejection ? processControl.rejection(reason, promise) : false,
    } };
  node;
}
