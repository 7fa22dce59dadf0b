// The web's events and abort signals for scripts, as node has them: `DOMException`, `Event`,
// `CustomEvent`, `EventTarget` (with `on<type>` handlers, `internal/events`), `AbortController`
// and `AbortSignal` (with `abort`, `timeout` and `any`).
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for one of its globals. Messages and error shapes are node 20's.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Array, Map, WeakMap, Error, TypeError, RangeError, Symbol, String, Number } = prelude.primordials;
  const { createTimer } = prelude;
  /** @param {string} message @param {string} code */
  const nodeTypeError = (message, code) => prelude.codedError(TypeError, message, code);

  // ---- DOMException ----------------------------------------------------------------------
  /** @type {Record<string, number>} */
  const legacyCodes = {
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5, NoModificationAllowedError: 7,
    NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11, SyntaxError: 12, InvalidModificationError: 13,
    NamespaceError: 14, InvalidAccessError: 15, TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20,
    URLMismatchError: 21, QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25,
  };
  // The legacy codes no name has any more, as constants only.
  const retiredCodes = { DOMSTRING_SIZE_ERR: 2, NO_DATA_ALLOWED_ERR: 6, INUSE_ATTRIBUTE_ERR: 10, VALIDATION_ERR: 16 };
  /** The DOMExceptions made here (a code is only theirs). @type {WeakMap<object, string>} */
  const exceptions = new WeakMap();
  class DOMException extends Error {
    /** @param {unknown} [message] @param {unknown} [options] */
    constructor(message = '', options = 'Error') {
      super(String(message));
      // The engine's own properties of an error node's has none of.
      for (const key of ['line', 'column', 'sourceURL']) delete /** @type {any} */ (this)[key];
      const name = options !== null && typeof options === 'object' ? String(/** @type {any} */ (options).name ?? 'Error') : String(options);
      Object.defineProperty(this, 'name', { value: name, configurable: true, writable: true, enumerable: false });
      exceptions.set(this, name);
      if (options !== null && typeof options === 'object' && 'cause' in options) {
        Object.defineProperty(this, 'cause', { value: /** @type {any} */ (options).cause, configurable: true, writable: true, enumerable: false });
      }
    }
    // @ts-ignore: a DOMException's code is the legacy number, where Error's (globals.d.ts) is a string.
    get code() {
      const name = exceptions.get(this);
      if (name === undefined) throw nodeTypeError('Value of "this" must be of DOMException', 'ERR_INVALID_THIS');
      return legacyCodes[name] || 0;
    }
    get [Symbol.toStringTag]() { return 'DOMException'; }
  }
  Object.defineProperty(DOMException.prototype, 'code', { ...Object.getOwnPropertyDescriptor(DOMException.prototype, 'code'), enumerable: true });
  const constants = Object.entries(legacyCodes).map(([name, code]) => [name.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toUpperCase().replace(/_ERROR$/, '_ERR'), code]);
  for (const [constant, code] of constants.concat(Object.entries(retiredCodes)).sort((a, b) => Number(a[1]) - Number(b[1]))) {
    Object.defineProperty(DOMException, constant, { value: code, enumerable: true });
    Object.defineProperty(DOMException.prototype, constant, { value: code, enumerable: true });
  }

  // ---- Event and EventTarget -------------------------------------------------------------
  const eventState = new WeakMap();
  class Event {
    /** @param {string} type @param {{bubbles?: boolean, cancelable?: boolean, composed?: boolean}} [init] */
    constructor(type, init = {}) {
      if (arguments.length === 0) throw nodeTypeError('The "type" argument must be specified', 'ERR_MISSING_ARGS');
      if (init === null) init = {};
      else if (typeof init !== 'object' && typeof init !== 'function') throw prelude.invalidArgType('options', 'of type object', init);
      eventState.set(this, {
        type: String(type), bubbles: !!init.bubbles, cancelable: !!init.cancelable, composed: !!init.composed,
        defaultPrevented: false, target: null, stop: false, timeStamp: performance.now(),
      });
    }
    get type() { return eventState.get(this).type; }
    get bubbles() { return eventState.get(this).bubbles; }
    get cancelable() { return eventState.get(this).cancelable; }
    get composed() { return eventState.get(this).composed; }
    get defaultPrevented() { const s = eventState.get(this); return s.cancelable && s.defaultPrevented; }
    get target() { return eventState.get(this).target; }
    get currentTarget() { return eventState.get(this).target; }
    get srcElement() { return eventState.get(this).target; }
    get timeStamp() { return eventState.get(this).timeStamp; }
    get isTrusted() { return false; }
    get eventPhase() { return eventState.get(this).target ? 2 : 0; }
    get returnValue() { return !this.defaultPrevented; }
    preventDefault() { eventState.get(this).defaultPrevented = true; }
    get cancelBubble() { return eventState.get(this).propagationStopped === true; }
    set cancelBubble(value) { if (value) this.stopPropagation(); }
    stopPropagation() { eventState.get(this).propagationStopped = true; }
    stopImmediatePropagation() { const s = eventState.get(this); s.stop = s.propagationStopped = true; }
    composedPath() { const t = eventState.get(this).target; return t ? [t] : []; }
    get [Symbol.toStringTag]() { return 'Event'; }
  }
  // The phases, on the constructor only (as node has them).
  for (const [phase, value] of [['NONE', 0], ['CAPTURING_PHASE', 1], ['AT_TARGET', 2], ['BUBBLING_PHASE', 3]]) {
    Object.defineProperty(Event, phase, { value, enumerable: true });
  }

  const listenersOf = new WeakMap();
  /** @param {unknown} target @returns {Map<string, any[]>} */
  const listenersOfTarget = (target) => {
    const all = listenersOf.get(/** @type {object} */ (target));
    if (!all) throw prelude.invalidThis('EventTarget');
    return all;
  };
  class EventTarget {
    constructor() { listenersOf.set(this, new Map()); }
    /** @param {string} type @param {any} listener @param {any} [options] */
    addEventListener(type, listener, options) {
      const all = listenersOfTarget(this);
      if (arguments.length < 2) throw nodeTypeError('The "type" and "listener" arguments must be specified', 'ERR_MISSING_ARGS');
      if (listener == null) return;
      if (typeof listener !== 'function' && typeof listener !== 'object') {
        throw prelude.invalidArgType('listener', 'an instance of EventListener', listener);
      }
      const once = typeof options === 'object' && options !== null && !!options.once;
      const capture = typeof options === 'boolean' ? options : !!(options && options.capture);
      const signal = typeof options === 'object' && options !== null ? options.signal : undefined;
      if (signal !== undefined && !signalState.has(signal)) throw prelude.invalidArgType('options.signal', 'an instance of AbortSignal', signal);
      if (signal && signal.aborted) return;
      const list = all.get(String(type)) || [];
      if (list.some((/** @type {any} */ l) => l.listener === listener && l.capture === capture)) return;
      const entry = { listener, once, capture, removed: false };
      list.push(entry);
      all.set(String(type), list);
      if (signal) signal.addEventListener('abort', () => this.removeEventListener(type, listener, { capture }), { once: true });
    }
    /** @param {string} type @param {any} listener @param {any} [options] */
    removeEventListener(type, listener, options) {
      const capture = typeof options === 'boolean' ? options : !!(options && options.capture);
      const list = listenersOfTarget(this).get(String(type));
      if (!list) return;
      const i = list.findIndex((/** @type {any} */ l) => l.listener === listener && l.capture === capture);
      if (i >= 0) { list[i].removed = true; list.splice(i, 1); }
    }
    /** @param {Event} event */
    dispatchEvent(event) {
      const all = listenersOfTarget(this);
      if (!(event instanceof Event)) throw prelude.invalidArgType('event', 'an instance of Event', event);
      const state = eventState.get(event);
      if (state.dispatching) throw prelude.codedError(Error, `The event "${state.type}" is already being dispatched`, 'ERR_EVENT_RECURSION');
      state.dispatching = true;
      state.target = this;
      const list = (all.get(state.type) || []).slice();
      const run = (/** @type {any} */ listener) => {
        try {
          if (typeof listener === 'function') listener.call(this, event);
          else if (listener && typeof listener.handleEvent === 'function') listener.handleEvent(event);
        } catch (error) {
          // As node: an error in a listener is uncaught, and the other listeners still run.
          queueMicrotask(() => { throw error; });
        }
      };
      for (const entry of list) {
        if (entry.removed) continue;
        if (entry.once) this.removeEventListener(state.type, entry.listener, { capture: entry.capture });
        run(entry.listener);
        if (state.stop) break;
      }
      state.dispatching = false;
      return !event.defaultPrevented;
    }
    get [Symbol.toStringTag]() { return 'EventTarget'; }
  }

  /** `on<type>` event handler attributes. As node's EventTarget has them: the first one set
   * becomes a listener in its place among the others, which keeps that place when it is replaced
   * or set to null (a value that is not a function is kept but not called). With `moving`, as
   * undici's WebSocket has them: the function itself is the listener, a new one goes to the end,
   * and anything but a function is null. @param {object} prototype @param {string[]} types */
  function defineEventHandlers(prototype, types, moving = false) {
    /** @type {WeakMap<object, Record<string, {handler: any, listener: Function}>>} */ const handlersOf = new WeakMap();
    for (const type of types) {
      Object.defineProperty(prototype, 'on' + type, {
        /** @this {any} */
        get() { const handlers = handlersOf.get(this); return handlers && handlers[type] ? handlers[type].handler : null; },
        /** @this {any} */
        set(value) {
          let handlers = handlersOf.get(this);
          if (!handlers) handlersOf.set(this, handlers = Object.create(null));
          const made = /** @type {Record<string, {handler: any, listener: Function}>} */ (handlers), had = made[type];
          if (moving) {
            if (had) this.removeEventListener(type, had.listener);
            if (typeof value !== 'function') { delete made[type]; return; }
            made[type] = { handler: value, listener: value };
            this.addEventListener(type, value);
          } else if (had) {
            had.handler = value;
          } else {
            const entry = made[type] = { handler: value, listener: /** @this {any} */ function (/** @type {Event} */ event) {
              return typeof entry.handler === 'function' ? entry.handler.call(this, event) : undefined;
            } };
            this.addEventListener(type, entry.listener);
          }
        },
        enumerable: true, configurable: true,
      });
    }
  }

  class CustomEvent extends Event {
    /** @param {string} type @param {any} [init] */
    constructor(type, init = {}) {
      if (arguments.length === 0) throw nodeTypeError('The "type" argument must be specified', 'ERR_MISSING_ARGS');
      super(type, init);
      eventState.get(this).detail = init && init.detail !== undefined ? init.detail : null;
    }
    get detail() { return eventState.get(this).detail; }
    get [Symbol.toStringTag]() { return 'CustomEvent'; }
  }

  // ---- AbortController and AbortSignal ----------------------------------------------------
  const signalState = new WeakMap();
  /** A signal's state; node's error for anything else. @param {unknown} signal */
  const stateOfSignal = (signal) => {
    const state = signalState.get(/** @type {object} */ (signal));
    if (!state) throw prelude.invalidThis('AbortSignal');
    return state;
  };
  let constructingSignal = false;
  class AbortSignal extends EventTarget {
    constructor() {
      if (!constructingSignal) throw nodeTypeError('Illegal constructor', 'ERR_ILLEGAL_CONSTRUCTOR');
      super();
      signalState.set(this, { aborted: false, reason: undefined });
    }
    get aborted() { return stateOfSignal(this).aborted; }
    get reason() { return stateOfSignal(this).reason; }
    throwIfAborted() { const state = stateOfSignal(this); if (state.aborted) throw state.reason; }
    /** @param {unknown} [reason] */
    static abort(reason) {
      const signal = makeSignal();
      abortSignal(signal, reason === undefined ? new DOMException('This operation was aborted', 'AbortError') : reason);
      return signal;
    }
    /** @param {number} milliseconds */
    static timeout(milliseconds) {
      if (typeof milliseconds !== 'number') throw prelude.invalidArgType('delay', 'of type number', milliseconds);
      if (!Number.isInteger(milliseconds) || milliseconds < 0 || milliseconds > 4294967295) {
        const range = Number.isInteger(milliseconds) ? '>= 0 && <= 4294967295' : 'an integer';
        throw prelude.codedError(RangeError, `The value of "delay" is out of range. It must be ${range}. Received ${prelude.inspect ? prelude.inspect(milliseconds, false) : milliseconds}`, 'ERR_OUT_OF_RANGE');
      }
      const signal = makeSignal();
      // As node's: the timer does not keep the runtime alive.
      createTimer(() => abortSignal(signal, new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
                  milliseconds, [], false, false, true);
      return signal;
    }
    /** @param {Iterable<AbortSignal>} signals */
    static any(signals) {
      if (!Array.isArray(signals)) throw prelude.invalidArgType('signals', 'an instance of Array', signals);
      signals.forEach((s, i) => {
        if (!(s instanceof AbortSignal)) throw prelude.invalidArgType(`signals[${i}]`, 'an instance of AbortSignal', s);
      });
      const signal = makeSignal();
      for (const s of signals) {
        if (s.aborted) { abortSignal(signal, s.reason); return signal; }
      }
      for (const s of signals) s.addEventListener('abort', () => abortSignal(signal, s.reason), { once: true });
      return signal;
    }
    get [Symbol.toStringTag]() { return 'AbortSignal'; }
  }
  defineEventHandlers(AbortSignal.prototype, ['abort']);
  function makeSignal() {
    constructingSignal = true;
    try { return new AbortSignal(); } finally { constructingSignal = false; }
  }
  /** @param {AbortSignal} signal @param {unknown} reason */
  function abortSignal(signal, reason) {
    const state = signalState.get(signal);
    if (state.aborted) return;
    state.aborted = true;
    state.reason = reason;
    signal.dispatchEvent(new Event('abort'));
  }
  /** Each controller's signal (node keeps it in a private field, and says so for anything else). */
  const controllerSignals = new WeakMap();
  /** @param {unknown} controller @returns {AbortSignal} */
  const signalOf = (controller) => {
    const signal = controllerSignals.get(/** @type {object} */ (controller));
    if (!signal) throw new TypeError('Cannot read private member #signal from an object whose class did not declare it');
    return signal;
  };
  class AbortController {
    constructor() { controllerSignals.set(this, makeSignal()); }
    get signal() { return signalOf(this); }
    /** @param {unknown} [reason] */
    abort(reason) { abortSignal(signalOf(this), reason === undefined ? new DOMException('This operation was aborted', 'AbortError') : reason); }
    get [Symbol.toStringTag]() { return 'AbortController'; }
  }

  prelude.describeFields(Event.prototype, 'Event', ['type', 'defaultPrevented', 'cancelable', 'timeStamp']);
  prelude.describeFields(CustomEvent.prototype, 'CustomEvent', ['type', 'defaultPrevented', 'cancelable', 'timeStamp']);
  prelude.describeFields(AbortSignal.prototype, 'AbortSignal', ['aborted']);
  prelude.describeFields(AbortController.prototype, 'AbortController', ['signal']);

  // For the other parts (not `require`'s): their own event handler attributes.
  const partExports = { DOMException, Event, EventTarget, CustomEvent, AbortController, AbortSignal, 'internal/events': { defineEventHandlers } };
  partExports;
}
