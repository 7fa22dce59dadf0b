// The web's networking for scripts, as node has it: `fetch` with `Headers`, `Request` and
// `Response` over the Networking native module, `AbortController` / `AbortSignal`,
// `TextEncoder` / `TextDecoder`, `atob` / `btoa`, `Event` / `EventTarget` and `DOMException`.
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for one of its globals. Messages and error shapes are node 20's.
(/** @param {BridgePartToolkit} prelude */ function (prelude) {
  'use strict';
  const { NativeModules, createTimer } = prelude;

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

  /** A TypeError with node's `code`. @param {string} message @param {string} code */
  function nodeTypeError(message, code) {
    const error = new TypeError(message);
    /** @type {any} */ (error).code = code;
    return error;
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
      if (!(event instanceof Event)) throw nodeTypeError('The "event" argument must be an instance of Event. Received ' + typeof event, 'ERR_INVALID_ARG_TYPE');
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

  // ---- TextEncoder and TextDecoder --------------------------------------------------------
  /** @param {string} text */
  function utf8Bytes(text) {
    const out = [];
    for (let i = 0; i < text.length; i++) {
      let c = text.charCodeAt(i);
      if (c >= 0xD800 && c <= 0xDBFF && i + 1 < text.length) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xDC00 && d <= 0xDFFF) { c = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00); i++; }
      }
      if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
      if (c < 0x80) out.push(c);
      else if (c < 0x800) out.push(0xC0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) out.push(0xE0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else out.push(0xF0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return new Uint8Array(out);
  }
  class TextEncoder {
    get encoding() { return 'utf-8'; }
    /** @param {unknown} [input] */
    encode(input = '') { return utf8Bytes(String(input)); }
    /** @param {string} source @param {Uint8Array} destination */
    encodeInto(source, destination) {
      let read = 0, written = 0;
      const text = String(source);
      for (let i = 0; i < text.length;) {
        const code = text.codePointAt(i) || 0;
        const units = code > 0xFFFF ? 2 : 1;
        const bytes = utf8Bytes(text.slice(i, i + units));
        if (written + bytes.length > destination.length) break;
        destination.set(bytes, written);
        written += bytes.length; read += units; i += units;
      }
      return { read, written };
    }
    get [Symbol.toStringTag]() { return 'TextEncoder'; }
  }
  /** @type {Record<string, string>} */
  const encodingNames = {
    'utf-8': 'utf-8', utf8: 'utf-8', 'unicode-1-1-utf-8': 'utf-8',
    'utf-16le': 'utf-16le', 'utf-16': 'utf-16le',
    latin1: 'windows-1252', 'iso-8859-1': 'windows-1252', 'windows-1252': 'windows-1252', ascii: 'windows-1252', 'us-ascii': 'windows-1252',
  };
  const decoderState = new WeakMap();
  class TextDecoder {
    /** @param {string} [label] @param {{fatal?: boolean, ignoreBOM?: boolean}} [options] */
    constructor(label = 'utf-8', options = {}) {
      const encoding = encodingNames[String(label).trim().toLowerCase()];
      if (!encoding) {
        const error = new RangeError(`The "${label}" encoding is not supported`);
        /** @type {any} */ (error).code = 'ERR_ENCODING_NOT_SUPPORTED';
        throw error;
      }
      decoderState.set(this, { encoding, fatal: !!options.fatal, ignoreBOM: !!options.ignoreBOM, pending: [], seenBOM: false });
    }
    get encoding() { return decoderState.get(this).encoding; }
    get fatal() { return decoderState.get(this).fatal; }
    get ignoreBOM() { return decoderState.get(this).ignoreBOM; }
    /** @param {any} [input] @param {{stream?: boolean}} [options] */
    decode(input, options = {}) {
      const state = decoderState.get(this);
      let bytes = input === undefined ? new Uint8Array(0) : toBytes(input, 'TextDecoder.decode', 'input');
      if (state.pending.length) { bytes = concatBytes([new Uint8Array(state.pending), bytes]); state.pending = []; }
      const stream = !!options.stream;
      let text;
      if (state.encoding === 'windows-1252') {
        text = String.fromCharCode(...bytes);
      } else if (state.encoding === 'utf-16le') {
        const even = bytes.length - (bytes.length % 2);
        if (stream && even < bytes.length) state.pending = [bytes[even]];
        text = '';
        for (let i = 0; i + 1 < even + 1 && i + 1 < bytes.length + (stream ? 0 : 1) && i < even; i += 2) text += String.fromCharCode(bytes[i] | (bytes[i + 1] << 8));
        if (!stream && even < bytes.length) text += '\ufffd';
      } else {
        const end = stream ? completeUTF8(bytes) : bytes.length;
        if (end < bytes.length) state.pending = Array.from(bytes.subarray(end));
        text = decodeUTF8(bytes.subarray(0, end), state.fatal);
      }
      if (!state.ignoreBOM && !state.seenBOM && text.length) {
        if (text.charCodeAt(0) === 0xFEFF) text = text.slice(1);
        state.seenBOM = true;
      }
      if (!stream) state.seenBOM = false;
      return text;
    }
    get [Symbol.toStringTag]() { return 'TextDecoder'; }
  }
  /** Where the last whole UTF-8 character of `bytes` ends. @param {Uint8Array} bytes */
  function completeUTF8(bytes) {
    let start = bytes.length;
    while (start > 0 && bytes.length - start < 4 && (bytes[start - 1] & 0xC0) === 0x80) start--;
    if (start === 0) return bytes.length;
    const lead = bytes[start - 1];
    const length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return length > bytes.length - (start - 1) ? start - 1 : bytes.length;
  }
  /** UTF-8 to a string, each maximal bad subpart one U+FFFD (the Encoding Standard's decoder). @param {Uint8Array} bytes @param {boolean} fatal */
  function decodeUTF8(bytes, fatal) {
    let out = '';
    const bad = () => {
      if (fatal) throw nodeTypeError('The encoded data was not valid for encoding utf-8', 'ERR_ENCODING_INVALID_ENCODED_DATA');
      return '\ufffd';
    };
    for (let i = 0; i < bytes.length;) {
      const b = bytes[i];
      if (b < 0x80) { out += String.fromCharCode(b); i++; continue; }
      let need = 0, code = 0, lower = 0x80, upper = 0xBF;
      if (b >= 0xC2 && b <= 0xDF) { need = 1; code = b & 0x1F; }
      else if (b >= 0xE0 && b <= 0xEF) { need = 2; code = b & 0xF; if (b === 0xE0) lower = 0xA0; if (b === 0xED) upper = 0x9F; }
      else if (b >= 0xF0 && b <= 0xF4) { need = 3; code = b & 0x7; if (b === 0xF0) lower = 0x90; if (b === 0xF4) upper = 0x8F; }
      else { out += bad(); i++; continue; }
      let j = i + 1;
      for (let k = 0; k < need; k++, j++) {
        const c = bytes[j];
        if (j >= bytes.length || c < lower || c > upper) break;
        code = (code << 6) | (c & 0x3F);
        lower = 0x80; upper = 0xBF;
      }
      if (j - i - 1 < need) { out += bad(); i = j; continue; }
      out += String.fromCodePoint(code);
      i = j;
    }
    return out;
  }
  /** @param {Uint8Array[]} parts */
  function concatBytes(parts) {
    let length = 0;
    for (const p of parts) length += p.length;
    const out = new Uint8Array(length);
    let at = 0;
    for (const p of parts) { out.set(p, at); at += p.length; }
    return out;
  }
  /** The bytes of a buffer source. @param {any} input @param {string} where @param {string} name */
  function toBytes(input, where, name) {
    if (input instanceof ArrayBuffer) return new Uint8Array(input);
    if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    throw nodeTypeError(`The "${name}" argument must be an instance of ArrayBuffer or ArrayBufferView.` +
                        ` Received ${describe(input)}`, 'ERR_INVALID_ARG_TYPE');
  }
  /** @param {unknown} value */
  function describe(value) {
    if (value === null || value === undefined) return String(value);
    if (typeof value === 'function') return `function ${value.name}`;
    if (typeof value === 'object') return value.constructor && value.constructor.name ? `an instance of ${value.constructor.name}` : prelude.inspect ? prelude.inspect(value, false) : 'an object';
    const shown = typeof value === 'string' ? `'${value.length > 25 ? value.slice(0, 25) + '...' : value}'` : String(value);
    return `type ${typeof value} (${shown})`;
  }

  // ---- atob and btoa -----------------------------------------------------------------------
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  /** @param {unknown} data */
  function btoa(data) {
    if (arguments.length === 0) throw nodeTypeError('The "input" argument must be specified', 'ERR_MISSING_ARGS');
    const text = String(data);
    let out = '';
    for (let i = 0; i < text.length; i += 3) {
      const a = text.charCodeAt(i), b = text.charCodeAt(i + 1), c = text.charCodeAt(i + 2);
      if (a > 255 || b > 255 || c > 255) throw new DOMException('Invalid character', 'InvalidCharacterError');
      const n = (a << 16) | ((b || 0) << 8) | (c || 0);
      out += alphabet[n >> 18] + alphabet[(n >> 12) & 63] + (i + 1 < text.length ? alphabet[(n >> 6) & 63] : '=') + (i + 2 < text.length ? alphabet[n & 63] : '=');
    }
    return out;
  }
  /** The bytes of base64 `text`, or null when it is not base64 (the forgiving decoder). @param {string} text */
  function base64Bytes(text) {
    let s = text.replace(/[\t\n\f\r ]/g, '');
    if (s.length % 4 === 0) s = s.replace(/==?$/, '');
    if (s.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(s)) return null;
    const out = [];
    let bits = 0, value = 0;
    for (let i = 0; i < s.length; i++) {
      value = (value << 6) | alphabet.indexOf(s[i]);
      bits += 6;
      if (bits >= 8) { bits -= 8; out.push((value >> bits) & 255); }
    }
    return new Uint8Array(out);
  }
  /** @param {unknown} data */
  function atob(data) {
    if (arguments.length === 0) throw nodeTypeError('The "input" argument must be specified', 'ERR_MISSING_ARGS');
    const bytes = base64Bytes(String(data));
    if (bytes === null) throw new DOMException('Invalid character', 'InvalidCharacterError');
    return String.fromCharCode(...bytes);
  }

  // ---- Headers -----------------------------------------------------------------------------
  const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
  const headerLists = new WeakMap();
  /** @param {string} where @param {unknown} name @param {unknown} [value] */
  function checkHeader(where, name, value) {
    const n = String(name);
    if (!headerName.test(n)) throw new TypeError(`${where}: "${n}" is an invalid header name.`);
    if (value === undefined) return [n.toLowerCase(), ''];
    const v = String(value).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
    if (/[\0\r\n]/.test(v)) throw new TypeError(`${where}: "${v}" is an invalid header value.`);
    return [n.toLowerCase(), v];
  }
  class Headers {
    /** @param {any} [init] */
    constructor(init = undefined) {
      /** @type {[string, string][]} */
      const list = [];
      headerLists.set(this, list);
      if (init === undefined || init === null) return;
      if (init instanceof Headers) { for (const [n, v] of headerLists.get(init)) list.push([n, v]); return; }
      if (typeof init !== 'object') throw new TypeError("Failed to construct 'Headers': The provided value is not of type '(record<ByteString, ByteString> or sequence<sequence<ByteString>>)'.");
      if (typeof init[Symbol.iterator] === 'function') {
        for (const pair of init) {
          const entry = Array.from(pair);
          if (entry.length !== 2) throw new TypeError('Headers constructor: expected name/value pair to be length 2, found ' + entry.length + '.');
          this.append(entry[0], entry[1]);
        }
      } else {
        for (const key of Object.keys(init)) this.append(key, init[key]);
      }
    }
    /** @param {string} name @param {string} value */
    append(name, value) {
      const [n, v] = checkHeader('Headers.append', name, value);
      headerLists.get(this).push([n, v]);
    }
    /** @param {string} name */
    delete(name) {
      const [n] = checkHeader('Headers.delete', name);
      const list = headerLists.get(this);
      for (let i = list.length - 1; i >= 0; i--) if (list[i][0] === n) list.splice(i, 1);
    }
    /** @param {string} name */
    get(name) {
      const [n] = checkHeader('Headers.get', name);
      const values = headerLists.get(this).filter((/** @type {[string, string]} */ e) => e[0] === n).map((/** @type {[string, string]} */ e) => e[1]);
      return values.length ? values.join(', ') : null;
    }
    getSetCookie() { return headerLists.get(this).filter((/** @type {[string, string]} */ e) => e[0] === 'set-cookie').map((/** @type {[string, string]} */ e) => e[1]); }
    /** @param {string} name */
    has(name) { const [n] = checkHeader('Headers.has', name); return headerLists.get(this).some((/** @type {[string, string]} */ e) => e[0] === n); }
    /** @param {string} name @param {string} value */
    set(name, value) {
      const [n, v] = checkHeader('Headers.set', name, value);
      const list = headerLists.get(this);
      const i = list.findIndex((/** @type {[string, string]} */ e) => e[0] === n);
      if (i < 0) { list.push([n, v]); return; }
      list[i] = [n, v];
      for (let k = list.length - 1; k > i; k--) if (list[k][0] === n) list.splice(k, 1);
    }
    /** The sorted, combined entries (set-cookie kept apart), as iteration gives them. */
    *entries() {
      /** @type {Map<string, string[]>} */
      const byName = new Map();
      for (const [n, v] of headerLists.get(this)) byName.set(n, [...(byName.get(n) || []), v]);
      for (const n of [...byName.keys()].sort()) {
        const values = byName.get(n) || [];
        if (n === 'set-cookie') for (const v of values) yield [n, v];
        else yield [n, values.join(', ')];
      }
    }
    *keys() { for (const [n] of this.entries()) yield n; }
    *values() { for (const [, v] of this.entries()) yield v; }
    /** @param {(value: string, name: string, headers: Headers) => void} callback @param {unknown} [thisArg] */
    forEach(callback, thisArg) { for (const [n, v] of this.entries()) callback.call(thisArg, v, n, this); }
    [Symbol.iterator]() { return this.entries(); }
    get [Symbol.toStringTag]() { return 'Headers'; }
  }

  // ---- Blob ----------------------------------------------------------------------------------
  const blobBytes = new WeakMap();
  class Blob {
    /** @param {any[]} [parts] @param {{type?: string}} [options] */
    constructor(parts = [], options = {}) {
      const chunks = [];
      for (const part of parts) {
        if (part instanceof Blob) chunks.push(blobBytes.get(part));
        else if (part instanceof ArrayBuffer || ArrayBuffer.isView(part)) chunks.push(toBytes(part, 'Blob', 'part').slice());
        else chunks.push(utf8Bytes(String(part)));
      }
      blobBytes.set(this, concatBytes(chunks));
      const type = options && options.type !== undefined ? String(options.type) : '';
      this._type = /[^\u0020-\u007E]/.test(type) ? '' : type.toLowerCase();
      Object.defineProperty(this, '_type', { enumerable: false });
    }
    get size() { return blobBytes.get(this).length; }
    get type() { return this._type; }
    async text() { return decodeUTF8(blobBytes.get(this), false); }
    async arrayBuffer() { return blobBytes.get(this).slice().buffer; }
    async bytes() { return blobBytes.get(this).slice(); }
    /** @param {number} [start] @param {number} [end] @param {string} [type] */
    slice(start = 0, end = this.size, type = '') {
      const blob = new Blob([], { type });
      blobBytes.set(blob, blobBytes.get(this).slice(start, end));
      return blob;
    }
    get [Symbol.toStringTag]() { return 'Blob'; }
  }

  // ---- Request, Response and fetch ---------------------------------------------------------
  /** What a body init becomes: bytes and the content type it implies. @param {any} body */
  function extractBody(body) {
    if (body === null || body === undefined) return null;
    if (typeof body === 'string') return { bytes: utf8Bytes(body), type: 'text/plain;charset=UTF-8' };
    if (body instanceof Blob) return { bytes: blobBytes.get(body), type: body.type || null };
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return { bytes: toBytes(body, 'body', 'body').slice(), type: null };
    const URLSearchParams = /** @type {any} */ (globalThis).URLSearchParams;
    if (typeof URLSearchParams === 'function' && body instanceof URLSearchParams) {
      return { bytes: utf8Bytes(String(body)), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    return { bytes: utf8Bytes(String(body)), type: 'text/plain;charset=UTF-8' };
  }

  /** The body methods every Request and Response has, over `this._body` (bytes, a promise of
   * bytes, or null) and `this._used`. */
  class Body {
    constructor() {
      /** @type {any} */ this._body = null;
      this._used = false;
      Object.defineProperty(this, '_body', { enumerable: false, writable: true });
      Object.defineProperty(this, '_used', { enumerable: false, writable: true });
    }
    get bodyUsed() { return this._used; }
    get body() { return this._body === null ? null : {}; }
    /** @returns {Promise<Uint8Array>} */
    async _consume() {
      if (this._used) throw new TypeError('Body is unusable: Body has already been read');
      this._used = true;
      if (this._body === null) return new Uint8Array(0);
      return await this._body;
    }
    async text() { return decodeUTF8(await this._consume(), false); }
    async json() { return JSON.parse(await this.text()); }
    async arrayBuffer() { return (await this._consume()).slice().buffer; }
    async bytes() { return (await this._consume()).slice(); }
    async blob() {
      const bytes = await this._consume();
      const headers = /** @type {any} */ (this).headers;
      return new Blob([bytes], { type: headers.get('content-type') || '' });
    }
  }

  const methods = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'];
  class Request extends Body {
    /** @param {any} input @param {any} [init] */
    constructor(input, init = {}) {
      super();
      if (arguments.length === 0) throw new TypeError("Request constructor: At least 1 argument required, but only 0 passed");
      const from = input instanceof Request ? input : null;
      let url = from ? from.url : String(input);
      const URL = /** @type {any} */ (globalThis).URL;
      if (typeof URL === 'function') {
        try { url = new URL(url).href; } catch (e) { throw new TypeError('Failed to parse URL from ' + url, { cause: e }); }
      } else if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) {
        throw new TypeError('Failed to parse URL from ' + url);
      }
      let method = init.method !== undefined ? String(init.method) : from ? from.method : 'GET';
      if (methods.includes(method.toUpperCase())) method = method.toUpperCase();
      if (/^(CONNECT|TRACE|TRACK)$/i.test(method)) throw new TypeError(`'${method}' HTTP method is unsupported.`);
      this.url = url;
      this.method = method;
      this.headers = new Headers(init.headers !== undefined ? init.headers : from ? from.headers : undefined);
      this.signal = init.signal || (from ? from.signal : makeSignal());
      this.redirect = init.redirect || (from ? from.redirect : 'follow');
      this.credentials = init.credentials || (from ? from.credentials : 'same-origin');
      this.mode = init.mode || 'cors';
      this.cache = init.cache || 'default';
      const body = init.body !== undefined ? init.body : null;
      if (body !== null && (method === 'GET' || method === 'HEAD')) throw new TypeError('Request with GET/HEAD method cannot have body.');
      const extracted = extractBody(body);
      if (extracted) {
        this._body = extracted.bytes;
        if (extracted.type && !this.headers.has('content-type')) this.headers.set('content-type', extracted.type);
      } else if (from && from._body !== null && init.body === undefined) {
        this._body = from._body;
      }
    }
    clone() { if (this._used) throw new TypeError('Request.clone: Body has already been consumed.'); return new Request(this); }
    get [Symbol.toStringTag]() { return 'Request'; }
  }

  class Response extends Body {
    /** @param {any} [body] @param {{status?: number, statusText?: string, headers?: any}} [init] */
    constructor(body = null, init = {}) {
      super();
      const status = init.status === undefined ? 200 : Number(init.status);
      if (!(status >= 200 && status <= 599)) throw new RangeError(`init["status"] must be in the range of 200 to 599, inclusive.`);
      this.status = status;
      this.statusText = init.statusText === undefined ? '' : String(init.statusText);
      this.headers = new Headers(init.headers);
      this.type = 'default';
      this.url = '';
      this.redirected = false;
      const extracted = extractBody(body);
      if (extracted) {
        this._body = extracted.bytes;
        if (extracted.type && !this.headers.has('content-type')) this.headers.set('content-type', extracted.type);
      }
    }
    get ok() { return this.status >= 200 && this.status <= 299; }
    clone() {
      if (this._used) throw new TypeError('Response.clone: Body has already been consumed.');
      const copy = new Response(null, { status: this.status, statusText: this.statusText, headers: this.headers });
      Object.assign(copy, { type: this.type, url: this.url, redirected: this.redirected });
      copy._body = this._body;
      return copy;
    }
    /** @param {unknown} data @param {{status?: number, statusText?: string, headers?: any}} [init] */
    static json(data, init = {}) {
      const response = new Response(JSON.stringify(data), init);
      response.headers.set('content-type', 'application/json');
      return response;
    }
    static error() { const r = new Response(null, { status: 200 }); Object.assign(r, { type: 'error', status: 0 }); return r; }
    /** @param {string} url @param {number} [status] */
    static redirect(url, status = 302) {
      if (![301, 302, 303, 307, 308].includes(status)) throw new RangeError(`Invalid status code ${status}`);
      return new Response(null, { status, headers: { location: String(url) } });
    }
    get [Symbol.toStringTag]() { return 'Response'; }
  }

  /** The native module's events for one request, by request ID. */
  const inFlight = new Map();
  let subscribed = false;
  function subscribe() {
    if (subscribed) return;
    subscribed = true;
    const emitter = new (/** @type {any} */ (globalThis).NativeEventEmitter)(NativeModules.Networking);
    for (const name of ['didReceiveNetworkResponse', 'didReceiveNetworkData', 'didCompleteNetworkResponse']) {
      emitter.addListener(name, (/** @type {any[]} */ body) => {
        const handler = inFlight.get(body[0]);
        if (handler) handler(name, body);
      });
    }
  }

  /** @param {any} input @param {any} [init] */
  function fetch(input, init = undefined) {
    return new Promise((resolve, reject) => {
      const request = new Request(input, init);
      const signal = request.signal;
      if (signal.aborted) return reject(signal.reason);
      if (!NativeModules.Networking) return reject(new TypeError('fetch failed', { cause: new Error('no Networking module is registered') }));
      subscribe();
      /** @type {Record<string, string>} */
      const headers = {};
      for (const [n, v] of request.headers) headers[n] = headers[n] === undefined ? v : headers[n] + ', ' + v;
      let id = -1, done = false, response = /** @type {Response | null} */ (null);
      /** @type {(bytes: Uint8Array) => void} */ let bodyArrived = () => {};
      /** @type {(error: unknown) => void} */ let bodyFailed = () => {};
      /** @type {Uint8Array | null} */ let received = null;
      const finish = () => { done = true; inFlight.delete(id); signal.removeEventListener('abort', onAbort); };
      const onAbort = () => {
        if (done) return;
        finish();
        if (id >= 0) NativeModules.Networking.abortRequest(id);
        if (response) bodyFailed(signal.reason); else reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort);
      const sent = request._body === null ? null : Promise.resolve(request._body);
      Promise.resolve(sent).then((bytes) => {
        if (done) return;
        NativeModules.Networking.sendRequest({
          method: request.method, url: request.url, headers,
          data: bytes ? { base64: bytesToBase64(bytes), trackingName: 'unknown' } : null,
          responseType: 'base64', incrementalUpdates: false, timeout: 0, withCredentials: request.credentials !== 'omit',
        }, (/** @type {number} */ requestId) => {
          id = requestId;
          if (done) { NativeModules.Networking.abortRequest(id); return; }
          inFlight.set(id, (/** @type {string} */ name, /** @type {any[]} */ body) => {
            if (name === 'didReceiveNetworkResponse') {
              response = new Response(null, { status: 200, headers: body[2] });
              Object.assign(response, { status: body[1], statusText: body[4] || '', url: body[3], redirected: body[3] !== request.url });
              response._body = new Promise((resolveBody, rejectBody) => { bodyArrived = resolveBody; bodyFailed = rejectBody; });
              response._body.catch(() => {});
              resolve(response);
            } else if (name === 'didReceiveNetworkData') {
              received = base64Bytes(String(body[1])) || new Uint8Array(0);
            } else if (name === 'didCompleteNetworkResponse') {
              finish();
              if (body[1] === null || body[1] === undefined) {
                if (response) bodyArrived(received || new Uint8Array(0));
                else reject(new TypeError('fetch failed'));
              } else {
                const cause = new Error(String(body[1]));
                const error = new TypeError(response ? 'terminated' : 'fetch failed', { cause });
                if (response) bodyFailed(error); else reject(error);
              }
            }
          });
        });
      }, reject);
    });
  }
  /** @param {Uint8Array} bytes */
  function bytesToBase64(bytes) {
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }

  return { DOMException, Event, EventTarget, AbortController, AbortSignal, TextEncoder, TextDecoder, atob, btoa, Headers, Blob, Request, Response, fetch };
})
