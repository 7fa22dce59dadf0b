// node's `events` module: `EventEmitter` as node keeps it (`_events` with one function or an
// array per name, `_eventsCount`, `_maxListeners`; `once` wrappers with their `listener`;
// 'newListener' and 'removeListener'; an 'error' with no listener thrown; the warning past
// `getMaxListeners()` listeners), and the module's own `once`, `listenerCount`,
// `getEventListeners`, `setMaxListeners`, `defaultMaxListeners`, `errorMonitor`. A part of the
// built-in JS half (PreludePart.events), made when `require('events')` or `process` first needs it.
// `on` is node's async iterator of an emitter's events.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /**
  * @type {{primordials: BridgePrimordials, inspect: (value: unknown, top?: boolean, depth?: number) => string,
  *   invalidArgType: (name: string, what: string, value: unknown) => Error,
  *   codedError: (type: ErrorConstructor | RangeErrorConstructor | TypeErrorConstructor, message: string, code: string) => Error,
  *   warn: (warning: Error) => void, emitterState: BridgeEmitterState}}
  */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { inspect, invalidArgType, codedError, warn, emitterState } = prelude;
  const { Object, Error, RangeError, Symbol, String, Promise, Reflect, plain } = prelude.primordials;
  const { kShapeMode, kCapture } = emitterState, errorMonitor = Symbol('events.errorMonitor');
  const checkListener = (/** @type {unknown} */ listener) => {
    if (typeof listener !== 'function') throw invalidArgType('listener', 'of type function', listener);
  };
  /** @param {unknown} n @param {string} name */
  const checkCount = (n, name) => {
    if (typeof n !== 'number') throw invalidArgType(name, 'of type number', n);
    if (n < 0 || plain.isNaN(n)) throw codedError(RangeError, `The value of "${name}" is out of range. It must be >= 0. Received ${inspect(n, false)}`, 'ERR_OUT_OF_RANGE');
  };
  let defaultMaxListeners = 10;
  const fresh = () => Object.create(null);

  /** @this {any} @param {unknown} [options] */
  function EventEmitter(options) { init.call(this, options); }
  const proto = EventEmitter.prototype;
  Object.assign(proto, { _events: undefined, _eventsCount: 0, _maxListeners: undefined });
  /** @type {any} */ (proto)[kCapture] = false;
  const kRejection = plain.symbolFor('nodejs.rejection');
  /** @this {any} @param {any} [options] */
  function init(options) {
    let capture = /** @type {any} */ (proto)[kCapture];
    if (options && options.captureRejections) {
      if (typeof options.captureRejections !== 'boolean') throw invalidArgType('options.captureRejections', 'of type boolean', options.captureRejections);
      capture = options.captureRejections;
    }
    emitterState.init(this, capture);
  }
  /** node's `captureRejections`: a listener's promise that rejects reaches the emitter's
   * `Symbol.for('nodejs.rejection')` method, else its 'error' event, in a later tick.
   * @param {any} target @param {any} result @param {unknown} type @param {unknown[]} args */
  function addCatch(target, result, type, args) {
    if (!target[kCapture]) return;
    try {
      const then = result.then;
      if (typeof then !== 'function') return;
      then.call(result, undefined, (/** @type {unknown} */ error) => {
        const p = /** @type {any} */ (globalThis).process;
        const later = p && typeof p.nextTick === 'function' ? (/** @type {() => void} */ f) => p.nextTick(f) : queueMicrotask;
        later(() => emitRejection(target, error, type, args));
      });
    } catch (error) {
      target.emit('error', error);
    }
  }
  /** @param {any} target @param {unknown} error @param {unknown} type @param {unknown[]} args */
  function emitRejection(target, error, type, args) {
    if (typeof target[kRejection] === 'function') return target[kRejection](error, type, ...args);
    // Capturing is off while 'error' is emitted, so a listener's own rejection cannot loop.
    const previous = target[kCapture];
    try {
      target[kCapture] = false;
      target.emit('error', error);
    } finally {
      target[kCapture] = previous;
    }
  }
  const maxOf = (/** @type {any} */ target) => (target._maxListeners === undefined ? defaultMaxListeners : target._maxListeners);

  /** @param {any} target @param {unknown} type @param {Function} listener @param {boolean} prepend */
  function addTo(target, type, listener, prepend) {
    checkListener(listener);
    let events = target._events, existing;
    if (events === undefined) {
      events = target._events = fresh();
      target._eventsCount = 0;
    } else {
      if (events.newListener !== undefined) {
        target.emit('newListener', type, /** @type {any} */ (listener).listener ?? listener);
        events = target._events;
      }
      existing = events[/** @type {any} */ (type)];
    }
    if (existing === undefined) {
      events[/** @type {any} */ (type)] = listener;
      ++target._eventsCount;
      return target;
    }
    if (typeof existing === 'function') existing = events[/** @type {any} */ (type)] = prepend ? [listener, existing] : [existing, listener];
    else if (prepend) existing.unshift(listener);
    else existing.push(listener);
    const m = maxOf(target);
    if (m > 0 && existing.length > m && !existing.warned) {
      existing.warned = true;
      const warning = new Error(`Possible EventEmitter memory leak detected. ${existing.length} ${String(type)} listeners added to ${inspect(target, false, -1)}. MaxListeners is ${m}. Use emitter.setMaxListeners() to increase limit`);
      warn(Object.assign(warning, { name: 'MaxListenersExceededWarning', emitter: target, type, count: existing.length }));
    }
    return target;
  }
  /** @this {{fired: boolean, wrapFn: Function, target: any, type: unknown, listener: Function}} @param {...unknown} args */
  function onceWrapper(...args) {
    if (this.fired) return undefined;
    this.target.removeListener(this.type, this.wrapFn);
    this.fired = true;
    return this.listener.apply(this.target, args);
  }
  /** @param {any} target @param {unknown} type @param {Function} listener */
  function onceWrap(target, type, listener) {
    checkListener(listener);
    const state = { fired: false, wrapFn: /** @type {any} */ (undefined), target, type, listener };
    const wrapped = /** @type {any} */ (onceWrapper.bind(state));
    wrapped.listener = listener;
    state.wrapFn = wrapped;
    return wrapped;
  }
  const unwrapped = (/** @type {any[]} */ list) => list.map((l) => l.listener || l);
  /** @param {any} target @param {unknown} type @param {boolean} unwrap */
  function listenersOf(target, type, unwrap) {
    const events = target._events;
    const found = events === undefined ? undefined : events[/** @type {any} */ (type)];
    if (found === undefined) return [];
    if (typeof found === 'function') return unwrap ? [found.listener || found] : [found];
    return unwrap ? unwrapped(found) : found.slice();
  }

  /** @this {any} @param {unknown} type @param {Function} listener */
  function addListener(type, listener) { return addTo(this, type, listener, false); }
  /** @this {any} @param {unknown} type @param {Function} listener */
  function removeListener(type, listener) {
    checkListener(listener);
    const events = this._events;
    const list = events === undefined ? undefined : events[/** @type {any} */ (type)];
    if (list === undefined) return this;
    if (list === listener || list.listener === listener) {
      this._eventsCount -= 1;
      if (this[kShapeMode]) {
        events[/** @type {any} */ (type)] = undefined;
      } else if (this._eventsCount === 0) {
        this._events = fresh();
      } else {
        delete events[/** @type {any} */ (type)];
        if (events.removeListener) this.emit('removeListener', type, list.listener || listener);
      }
    } else if (typeof list !== 'function') {
      let position = -1;
      for (let i = list.length - 1; i >= 0; i--) {
        if (list[i] === listener || list[i].listener === listener) { position = i; break; }
      }
      if (position < 0) return this;
      list.splice(position, 1);
      if (list.length === 1) events[/** @type {any} */ (type)] = list[0];
      if (events.removeListener !== undefined) this.emit('removeListener', type, listener);
    }
    return this;
  }

  Object.assign(proto, {
    /** @this {any} @param {unknown} n */
    setMaxListeners(n) { checkCount(n, 'setMaxListeners'); this._maxListeners = n; return this; },
    /** @this {any} */
    getMaxListeners() { return maxOf(this); },
    /** @this {any} @param {unknown} type @param {...unknown} args */
    emit(type, ...args) {
      let doError = type === 'error';
      const events = this._events;
      if (events !== undefined) {
        if (doError && events[errorMonitor] !== undefined) this.emit(errorMonitor, ...args);
        doError = doError && events.error === undefined;
      } else if (!doError) {
        return false;
      }
      if (doError) {
        const er = args[0];
        if (er instanceof Error) throw er;
        let shown;
        try { shown = inspect(er, false); } catch (e) { shown = er; }
        throw Object.assign(codedError(Error, `Unhandled error. (${shown})`, 'ERR_UNHANDLED_ERROR'), { context: er });
      }
      const handler = events[/** @type {any} */ (type)];
      if (handler === undefined) return false;
      if (typeof handler === 'function') {
        const result = handler.apply(this, args);
        if (result !== undefined && result !== null) addCatch(this, result, type, args);
      } else {
        const listeners = handler.slice();
        for (let i = 0; i < listeners.length; i++) {
          const result = listeners[i].apply(this, args);
          if (result !== undefined && result !== null) addCatch(this, result, type, args);
        }
      }
      return true;
    },
    addListener, on: addListener,
    /** @this {any} @param {unknown} type @param {Function} listener */
    prependListener(type, listener) { return addTo(this, type, listener, true); },
    /** @this {any} @param {unknown} type @param {Function} listener */
    once(type, listener) { return this.on(type, onceWrap(this, type, listener)); },
    /** @this {any} @param {unknown} type @param {Function} listener */
    prependOnceListener(type, listener) { return this.prependListener(type, onceWrap(this, type, listener)); },
    removeListener, off: removeListener,
    /** @this {any} @param {unknown} [type] */
    removeAllListeners(type) {
      const events = this._events;
      if (events === undefined) return this;
      if (events.removeListener === undefined) {
        if (arguments.length === 0) {
          this._events = fresh();
          this._eventsCount = 0;
        } else if (events[/** @type {any} */ (type)] !== undefined) {
          if (--this._eventsCount === 0) this._events = fresh();
          else delete events[/** @type {any} */ (type)];
        }
        this[kShapeMode] = false;
        return this;
      }
      if (arguments.length === 0) {
        const keys = Reflect.ownKeys(events);
        for (let i = 0; i < keys.length; i++) if (keys[i] !== 'removeListener') this.removeAllListeners(keys[i]);
        this.removeAllListeners('removeListener');
        this._events = fresh();
        this._eventsCount = 0;
        this[kShapeMode] = false;
        return this;
      }
      const listeners = events[/** @type {any} */ (type)];
      if (typeof listeners === 'function') this.removeListener(type, listeners);
      else if (listeners !== undefined) for (let i = listeners.length - 1; i >= 0; i--) this.removeListener(type, listeners[i]);
      return this;
    },
    /** @this {any} @param {unknown} type */
    listeners(type) { return listenersOf(this, type, true); },
    /** @this {any} @param {unknown} type */
    rawListeners(type) { return listenersOf(this, type, false); },
    /** @this {any} @param {unknown} type @param {unknown} [listener] */
    listenerCount(type, listener) {
      const list = listenersOf(this, type, false);
      if (listener == null) return list.length;
      let matching = 0;
      for (let i = 0; i < list.length; i++) if (list[i] === listener || list[i].listener === listener) matching++;
      return matching;
    },
    /** @this {any} */
    eventNames() { return this._eventsCount > 0 ? Reflect.ownKeys(this._events) : []; },
  });

  // The module's own functions.
  /** An emitter's or an EventTarget's listener added or removed, as node's `once` does it.
   * @param {any} emitter @param {unknown} name @param {Function} listener @param {boolean} add */
  function agnosticListener(emitter, name, listener, add) {
    if (typeof emitter[add ? 'on' : 'removeListener'] === 'function') {
      if (add) emitter.once(name, listener); else emitter.removeListener(name, listener);
    } else if (typeof emitter[add ? 'addEventListener' : 'removeEventListener'] === 'function') {
      if (add) emitter.addEventListener(name, listener, { once: true }); else emitter.removeEventListener(name, listener);
    } else {
      throw invalidArgType('emitter', 'an instance of EventEmitter', emitter);
    }
  }
  /** node's check of an `options.signal`. @param {unknown} signal */
  const checkSignal = (signal) => {
    if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal))) throw invalidArgType('options.signal', 'an instance of AbortSignal', signal);
  };
  /** node's `events.once(emitter, name[, {signal}])`: the arguments of the next `name`, or the
   * 'error' (an EventEmitter's) or the abort that comes first. @param {any} emitter @param {unknown} name @param {any} [options] */
  async function once(emitter, name, options = /** @type {any} */ ({})) {
    if (options === null || typeof options !== 'object') throw invalidArgType('options', 'of type object', options);
    const signal = options.signal;
    checkSignal(signal);
    if (signal && signal.aborted) throw abortError(signal.reason);
    return new Promise((resolve, reject) => {
      const onError = (/** @type {unknown} */ error) => {
        emitter.removeListener(name, resolver);
        if (signal) agnosticListener(signal, 'abort', onAbort, false);
        reject(error);
      };
      const resolver = (/** @type {unknown[]} */ ...args) => {
        if (typeof emitter.removeListener === 'function') emitter.removeListener('error', onError);
        if (signal) agnosticListener(signal, 'abort', onAbort, false);
        resolve(args);
      };
      agnosticListener(emitter, name, resolver, true);
      if (name !== 'error' && typeof emitter.once === 'function') emitter.once('error', onError);
      function onAbort() {
        agnosticListener(emitter, name, resolver, false);
        agnosticListener(emitter, 'error', onError, false);
        reject(abortError(signal.reason));
      }
      if (signal) agnosticListener(signal, 'abort', onAbort, true);
    });
  }
  const AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);
  const abortError = (/** @type {unknown} */ cause) => Object.assign(new Error('The operation was aborted'), { name: 'AbortError', code: 'ABORT_ERR', cause });
  /** node's `events.on(emitter, name[, {signal, close}])`: each emit's arguments in turn, through
   * an async iterator; an 'error' rejects the next step and ends it, as do `close`'s events and
   * the signal's abort. @param {any} emitter @param {unknown} name @param {any} [options] */
  function on(emitter, name, options = {}) {
    const signal = options.signal, closeNames = options.close || [];
    checkSignal(signal);
    if (signal && signal.aborted) throw abortError(signal.reason);
    /** @type {unknown[][]} */ const waiting = [];
    /** @type {{resolve: (v: unknown) => void, reject: (e: unknown) => void}[]} */ const asking = [];
    let error = null, finished = false;
    const done = () => ({ value: undefined, done: true });
    const removeAll = () => {
      emitter.removeListener(name, onEvent);
      if (name !== 'error') emitter.removeListener('error', onError);
      for (let i = 0; i < closeNames.length; i++) emitter.removeListener(closeNames[i], close);
      if (signal) signal.removeEventListener('abort', onAbort);
    };
    function close() {
      removeAll();
      finished = true;
      while (asking.length) /** @type {any} */ (asking.shift()).resolve(done());
      return new Promise((resolve) => { resolve(done()); });
    }
    const onEvent = (/** @type {unknown[]} */ ...args) => { const next = asking.shift(); if (next) next.resolve({ value: args, done: false }); else waiting.push(args); };
    const onError = (/** @type {unknown} */ err) => { finished = true; const next = asking.shift(); if (next) next.reject(err); else error = err; close(); };
    const onAbort = () => onError(abortError(signal.reason));
    const iterator = Object.setPrototypeOf({
      next() {
        if (waiting.length) { const value = waiting.shift(); return new Promise((resolve) => { resolve({ value, done: false }); }); }
        if (error) { const failed = error; error = null; return new Promise((_, reject) => { reject(failed); }); }
        if (finished) return close();
        return new Promise((resolve, reject) => { asking.push({ resolve, reject }); });
      },
      return: close,
      /** @param {unknown} err */
      throw(err) {
        if (!(err instanceof Error)) throw invalidArgType('EventEmitter.AsyncIterator', 'an instance of Error', err);
        onError(err);
      },
      [Symbol.asyncIterator]() { return this; },
    }, AsyncIteratorPrototype);
    emitter.on(name, onEvent);
    if (name !== 'error') emitter.on('error', onError);
    for (let i = 0; i < closeNames.length; i++) emitter.on(closeNames[i], close);
    if (signal) signal.addEventListener('abort', onAbort, { once: true });
    return iterator;
  }
  // In node's order of the module's keys.
  Object.assign(EventEmitter, {
    once, on,
    /** @param {any} emitter @param {unknown} type */
    getEventListeners: (emitter, type) => emitter.listeners(type),
    /** @param {any} emitter */
    getMaxListeners: (emitter) => emitter.getMaxListeners(),
    EventEmitter, usingDomains: false, captureRejectionSymbol: kRejection, captureRejections: false, errorMonitor,
  });
  Object.defineProperty(EventEmitter, 'captureRejections', {
    enumerable: true,
    get() { return /** @type {any} */ (proto)[kCapture]; },
    set(value) {
      if (typeof value !== 'boolean') throw invalidArgType('EventEmitter.captureRejections', 'of type boolean', value);
      /** @type {any} */ (proto)[kCapture] = value;
    },
  });
  Object.defineProperty(EventEmitter, 'defaultMaxListeners', {
    enumerable: true,
    get() { return defaultMaxListeners; },
    set(n) { checkCount(n, 'defaultMaxListeners'); defaultMaxListeners = n; },
  });
  Object.assign(EventEmitter, {
    /** @param {unknown} [n] @param {...any} targets */
    setMaxListeners(n = defaultMaxListeners, ...targets) {
      checkCount(n, 'n');
      if (targets.length === 0) defaultMaxListeners = /** @type {number} */ (n);
      for (let i = 0; i < targets.length; i++) targets[i].setMaxListeners(n);
    },
    init,
    /** @param {any} emitter @param {unknown} type */
    listenerCount: (emitter, type) => emitter.listenerCount(type),
  });
  EventEmitter;
}
