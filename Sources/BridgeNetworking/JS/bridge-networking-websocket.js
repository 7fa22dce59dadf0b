// WebSocket for scripts, as node 20 has it (undici's, behind --experimental-websocket), over the
// WebSocketModule native module, and MessageEvent (a node global). Its errors, events and states
// are node's: a failed handshake fires `error` and leaves the socket CONNECTING; a connection lost
// without a close frame fires `close` 1006; `close()` before the socket opens fires `error`.
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for WebSocket.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Array, Set, WeakMap, Uint8Array, ArrayBuffer, Error, TypeError, Symbol, String, Number } = prelude.primordials;
  const { NativeModules } = prelude;
  const { Event, EventTarget, DOMException, Blob, URL, TextEncoder } = /** @type {any} */ (globalThis);
  const CONNECTING = 0, OPEN = 1, CLOSING = 2, CLOSED = 3;

  /** An event with fields, read-only, as the web's event classes carry them. */
  class FieldEvent extends Event {
    /** @param {string} type @param {Record<string, unknown>} fields */
    constructor(type, fields) {
      super(type);
      for (const [name, value] of Object.entries(fields)) Object.defineProperty(this, name, { value, enumerable: false });
    }
  }
  class MessageEvent extends FieldEvent {
    /** @param {string} type @param {{data?: unknown, origin?: string, lastEventId?: string}} [init] */
    constructor(type, init = {}) {
      super(type, { data: init.data === undefined ? null : init.data, origin: String(init.origin ?? ''), lastEventId: String(init.lastEventId ?? ''), source: null, ports: [] });
    }
  }
  class CloseEvent extends FieldEvent {
    /** @param {string} type @param {{wasClean?: boolean, code?: number, reason?: string}} [init] */
    constructor(type, init = {}) {
      super(type, { wasClean: !!init.wasClean, code: Number(init.code ?? 0), reason: String(init.reason ?? '') });
    }
  }
  class ErrorEvent extends FieldEvent {
    /** @param {string} type @param {{message?: string, error?: unknown}} [init] */
    constructor(type, init = {}) {
      super(type, { message: String(init.message ?? ''), filename: '', lineno: 0, colno: 0, error: init.error });
    }
  }

  /** The sockets of this runtime by ID, for the module's events. */
  const sockets = prelude.eventRouter('WebSocketModule', ['websocketOpen', 'websocketMessage', 'websocketClosed', 'websocketFailed'], (body) => body.id);
  let nextID = 1;

  /** The web's token rule for a subprotocol. */
  const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

  /** A `DOMString or sequence<DOMString>`, as a list. @param {unknown} value @returns {string[]} */
  const stringList = (value) => value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (/** @type {any} */ (value))[Symbol.iterator] === 'function'
    ? Array.from(/** @type {Iterable<unknown>} */ (value), String)
    : [String(value)];

  /**
   * The constructor's second argument as node's (undici's) reads it: subprotocols (a string or a
   * list), or a `WebSocketInit` dictionary `{protocols, headers}`, to which `maxPayload` and
   * `handshakeTimeout` (ours, as the `ws` package names them) add the largest message taken, in
   * bytes, and how long the opening handshake may take, in milliseconds.
   * @param {unknown} value
   */
  function socketInit(value) {
    if (value === undefined) return { protocols: [], headers: {}, maxPayload: 0, handshakeTimeout: 0 };
    if (value === null || (typeof value !== 'object' && typeof value !== 'function') || typeof (/** @type {any} */ (value))[Symbol.iterator] === 'function') {
      return { protocols: stringList(value), headers: {}, maxPayload: 0, handshakeTimeout: 0 };
    }
    const init = /** @type {any} */ (value);
    /** @type {Record<string, string>} */ const headers = {};
    if (init.headers !== undefined) for (const [name, text] of new (/** @type {any} */ (globalThis).Headers)(init.headers)) headers[name] = text;
    const maxPayload = Number(init.maxPayload), handshakeTimeout = Number(init.handshakeTimeout);
    return { protocols: init.protocols === undefined ? [] : stringList(init.protocols), headers, maxPayload: maxPayload > 0 ? maxPayload : 0,
      handshakeTimeout: handshakeTimeout > 0 ? handshakeTimeout : 0 };
  }
  const state = new WeakMap();

  class WebSocket extends EventTarget {
    /** @param {unknown} url @param {unknown} [protocols] subprotocols, or `{protocols, headers, maxPayload, handshakeTimeout}` */
    constructor(url, protocols = undefined) {
      super();
      if (arguments.length === 0) throw new TypeError('WebSocket constructor: 1 argument required, but 0 found.');
      let parsed;
      try { parsed = new URL(String(url)); } catch (error) { throw new DOMException(String(error), 'SyntaxError'); }
      if (parsed.protocol === 'http:') parsed.protocol = 'ws:';
      else if (parsed.protocol === 'https:') parsed.protocol = 'wss:';
      if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') throw new DOMException(`Expected a ws: or wss: protocol, got ${parsed.protocol}`, 'SyntaxError');
      if (parsed.hash || parsed.href.endsWith('#')) throw new DOMException('Got fragment', 'SyntaxError');
      const init = socketInit(protocols);
      const offered = init.protocols;
      if (offered.length !== new Set(offered.map((p) => p.toLowerCase())).size || offered.some((p) => !token.test(p))) {
        throw new DOMException('Invalid Sec-WebSocket-Protocol value', 'SyntaxError');
      }
      if (!NativeModules.WebSocketModule) throw new DOMException('no WebSocketModule is registered', 'NotSupportedError');
      const id = nextID++;
      state.set(this, {
        id, url: parsed.href, readyState: CONNECTING, protocol: '', binaryType: 'blob', established: false, sentClose: false,
        pending: /** @type {Promise<void> | null} */ (null),
      });
      sockets.set(id, (/** @type {string} */ name, /** @type {any} */ body) => /** @type {any} */ (this)[name](body));
      // The `ws` package's bounds, when a script gives them: the largest message, and how long
      // the opening handshake may take.
      const options = { headers: init.headers, binaryAsBytes: true, ...(init.maxPayload ? { maximumMessageSize: init.maxPayload } : {}),
        ...(init.handshakeTimeout ? { connectTimeout: init.handshakeTimeout } : {}) };
      NativeModules.WebSocketModule.connect(parsed.href, offered, options, id);
    }
    get url() { return state.get(this).url; }
    get readyState() { return state.get(this).readyState; }
    get protocol() { return state.get(this).protocol; }
    get extensions() { return ''; }
    get bufferedAmount() { return 0; }
    get binaryType() { return state.get(this).binaryType; }
    set binaryType(type) {
      if (type === 'blob' || type === 'arraybuffer') state.get(this).binaryType = type;
    }

    /** @param {unknown} data */
    send(data) {
      const s = state.get(this);
      if (s.readyState === CONNECTING) throw new DOMException('Sent before connected.', 'InvalidStateError');
      if (s.readyState !== OPEN || s.sentClose) return;
      /** @param {() => void} write */
      const inOrder = (write) => { if (s.pending) s.pending = s.pending.then(write); else write(); };
      if (data instanceof Blob) {
        const bytes = /** @type {any} */ (data).bytes();
        s.pending = (s.pending || Promise.resolve()).then(() => bytes).then((/** @type {Uint8Array} */ b) => { if (!s.sentClose) NativeModules.WebSocketModule.sendBinary(b, s.id); });
      } else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
        const view = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
        const copy = view.slice();
        inOrder(() => NativeModules.WebSocketModule.sendBinary(copy, s.id));
      } else {
        const text = String(data);
        inOrder(() => NativeModules.WebSocketModule.send(text, s.id));
      }
    }

    /** @param {unknown} [code] @param {unknown} [reason] */
    close(code = undefined, reason = undefined) {
      const s = state.get(this);
      if (code !== undefined) {
        code = Number(code) | 0;
        if (code !== 1000 && (/** @type {number} */ (code) < 3000 || /** @type {number} */ (code) > 4999)) throw new DOMException('invalid code', 'InvalidAccessError');
      }
      const reasonText = reason === undefined ? undefined : String(reason);
      const length = reasonText === undefined ? 0 : new TextEncoder().encode(reasonText).length;
      if (length > 123) throw new DOMException(`Reason must be less than 123 bytes; received ${length}`, 'SyntaxError');
      if (s.readyState === CLOSING || s.readyState === CLOSED) return;
      if (!s.established) {
        // As node: the connection fails (an error event follows; no close event).
        s.readyState = CLOSING;
        sockets.delete(s.id);
        NativeModules.WebSocketModule.close(null, '', s.id);
        Promise.resolve().then(() => this._fail('Connection was closed before it was established.'));
        return;
      }
      s.readyState = CLOSING;
      const send = () => {
        s.sentClose = true;
        NativeModules.WebSocketModule.close(code === undefined ? null : code, code === undefined ? '' : reasonText || '', s.id);
      };
      if (s.pending) s.pending = s.pending.then(send); else send();
    }

    /** @param {string} message */
    _fail(message) {
      const error = new Error(message);
      this.dispatchEvent(new ErrorEvent('error', { message, error }));
    }

    // The module's events for this socket.
    /** @param {{protocol: string}} body */
    websocketOpen(body) {
      const s = state.get(this);
      s.established = true;
      s.readyState = OPEN;
      s.protocol = body.protocol || '';
      this.dispatchEvent(new Event('open'));
    }
    /** @param {{type: string, data: any}} body */
    websocketMessage(body) {
      const s = state.get(this);
      if (s.readyState !== OPEN) return;
      let data = body.data;
      if (body.type === 'bytes') data = s.binaryType === 'blob' ? new Blob([data]) : data.buffer;
      this.dispatchEvent(new MessageEvent('message', { data, origin: new URL(s.url).origin }));
    }
    /** @param {{code: number, reason: string}} body */
    websocketClosed(body) {
      const s = state.get(this);
      s.readyState = CLOSED;
      sockets.delete(s.id);
      this.dispatchEvent(new CloseEvent('close', { wasClean: true, code: body.code, reason: body.reason }));
    }
    /** @param {{message: string, dropped?: boolean}} body */
    websocketFailed(body) {
      const s = state.get(this);
      sockets.delete(s.id);
      if (!s.established) {
        // As node: the handshake failed; the socket stays CONNECTING and no close event comes.
        this._fail('Received network error or non-101 status code.');
        return;
      }
      s.readyState = CLOSED;
      if (!body.dropped) this._fail(body.message);
      this.dispatchEvent(new CloseEvent('close', { wasClean: false, code: 1006, reason: '' }));
    }
    get [Symbol.toStringTag]() { return 'WebSocket'; }
  }
  prelude.partModule('internal/events').defineEventHandlers(WebSocket.prototype, ['open', 'error', 'close', 'message'], true);
  for (const [name, value] of Object.entries({ CONNECTING, OPEN, CLOSING, CLOSED })) {
    Object.defineProperty(WebSocket, name, { value, enumerable: true });
    Object.defineProperty(WebSocket.prototype, name, { value, enumerable: true });
  }
  for (const name of ['websocketOpen', 'websocketMessage', 'websocketClosed', 'websocketFailed', '_fail']) {
    Object.defineProperty(WebSocket.prototype, name, { enumerable: false });
  }
  const partExports = { WebSocket, MessageEvent };
  partExports;
}
