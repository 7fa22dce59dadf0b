// The web's events and abort signals for scripts, as node has them: `DOMException`, `Event`,
// `EventTarget`, `AbortController` and `AbortSignal` (with `abort`, `timeout` and `any`).
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for one of its globals. Messages and error shapes are node 20's.
(/** @param {BridgePartToolkit} prelude */ function (prelude) {
  'use strict';
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
  class DOMException extends Error {
    /** @param {unknown} [message] @param {unknown} [options] */
    constructor(message = '', options = 'Error') {
      super(String(message));
      const name = options !== null && typeof options === 'object' ? String(/** @type {any} */ (options).name ?? 'Error') : String(options);
      Object.defineProperty(this, 'name', { value: name, configurable: true, writable: true, enumerable: false });
      if (options !== null && typeof options === 'object' && 'cause' in options) {
        Object.defineProperty(this, 'cause', { value: /** @type {any} */ (options).cause, configurable: true, writable: true, enumerable: false });
      }
    }
    // @ts-ignore: a DOMException's code is the legacy number, where Error's (globals.d.ts) is a string.
    get code() { return legacyCodes[this.name] || 0; }
    get [Symbol.toStringTag]() { return 'DOMException'; }
  }
  for (const [name, code] of Object.entries(legacyCodes)) {
    const constant = name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase().replace(/_ERROR$/, '_ERR');
    Object.defineProperty(DOMException, constant, { value: code, enumerable: true });
    Object.defineProperty(DOMException.prototype, constant, { value: code, enumerable: true });
  }


  // ---- Event and EventTarget -------------------------------------------------------------
  const eventState = new WeakMap();
  class Event {
    /** @param {string} type @param {{bubbles?: boolean, cancelable?: boolean, composed?: boolean}} [init] */
    constructor(type, init = {}) {
      if (arguments.length === 0) throw nodeTypeError('The "type" argument must be specified', 'ERR_MISSING_ARGS');
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
    stopPropagation() {}
    stopImmediatePropagation() { eventState.get(this).stop = true; }
    composedPath() { const t = eventState.get(this).target; return t ? [t] : []; }
    get [Symbol.toStringTag]() { return 'Event'; }
  }

  const listenersOf = new WeakMap();
  class EventTarget {
    constructor() { listenersOf.set(this, new Map()); }
    /** @param {string} type @param {any} listener @param {any} [options] */
    addEventListener(type, listener, options) {
      if (listener == null) return;
      const once = typeof options === 'object' && options !== null && !!options.once;
      const capture = typeof options === 'boolean' ? options : !!(options && options.capture);
      const signal = typeof options === 'object' && options !== null ? options.signal : undefined;
      if (signal && signal.aborted) return;
      const all = listenersOf.get(this);
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
      const list = listenersOf.get(this).get(String(type));
      if (!list) return;
      const i = list.findIndex((/** @type {any} */ l) => l.listener === listener && l.capture === capture);
      if (i >= 0) { list[i].removed = true; list.splice(i, 1); }
    }
    /** @param {Event} event */
    dispatchEvent(event) {
      if (!(event instanceof Event)) throw nodeTypeError('The "event" argument must be an instance of Event. Received ' + prelude.received(event), 'ERR_INVALID_ARG_TYPE');
      const state = eventState.get(event);
      state.target = this;
      const handler = /** @type {any} */ (this)['on' + state.type];
      const list = (listenersOf.get(this).get(state.type) || []).slice();
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
      if (typeof handler === 'function' && !state.stop && !list.length) run(handler);
      else if (typeof handler === 'function' && !state.stop && !list.some((/** @type {any} */ l) => l.listener === handler)) run(handler);
      return !event.defaultPrevented;
    }
    get [Symbol.toStringTag]() { return 'EventTarget'; }
  }

  // ---- AbortController and AbortSignal ----------------------------------------------------
  const signalState = new WeakMap();
  let constructingSignal = false;
  class AbortSignal extends EventTarget {
    constructor() {
      if (!constructingSignal) throw nodeTypeError('Illegal constructor', 'ERR_ILLEGAL_CONSTRUCTOR');
      super();
      signalState.set(this, { aborted: false, reason: undefined });
      /** @type {any} */ (this).onabort = null;
    }
    get aborted() { return signalState.get(this).aborted; }
    get reason() { return signalState.get(this).reason; }
    throwIfAborted() { if (this.aborted) throw this.reason; }
    /** @param {unknown} [reason] */
    static abort(reason) {
      const signal = makeSignal();
      abortSignal(signal, reason === undefined ? new DOMException('This operation was aborted', 'AbortError') : reason);
      return signal;
    }
    /** @param {number} milliseconds */
    static timeout(milliseconds) {
      const signal = makeSignal();
      // As node's: the timer does not keep the runtime alive.
      createTimer(() => abortSignal(signal, new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
                  milliseconds, [], false, false, true);
      return signal;
    }
    /** @param {Iterable<AbortSignal>} signals */
    static any(signals) {
      const signal = makeSignal();
      for (const s of signals) {
        if (s.aborted) { abortSignal(signal, s.reason); return signal; }
      }
      for (const s of signals) s.addEventListener('abort', () => abortSignal(signal, s.reason), { once: true });
      return signal;
    }
    get [Symbol.toStringTag]() { return 'AbortSignal'; }
  }
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
  class AbortController {
    constructor() { this._signal = makeSignal(); Object.defineProperty(this, '_signal', { enumerable: false }); }
    get signal() { return this._signal; }
    /** @param {unknown} [reason] */
    abort(reason) { abortSignal(this._signal, reason === undefined ? new DOMException('This operation was aborted', 'AbortError') : reason); }
    get [Symbol.toStringTag]() { return 'AbortController'; }
  }

  prelude.describeFields(Event.prototype, 'Event', ['type', 'defaultPrevented', 'cancelable', 'timeStamp']);
  prelude.describeFields(AbortSignal.prototype, 'AbortSignal', ['aborted']);
  prelude.describeFields(AbortController.prototype, 'AbortController', ['signal']);

  return { DOMException, Event, EventTarget, AbortController, AbortSignal };
})
