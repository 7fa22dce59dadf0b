// XMLHttpRequest for scripts (node has none; this is the web's, over the Networking native
// module): open, setRequestHeader, send with any body fetch takes, abort, timeout, the
// responseTypes '', 'text', 'json', 'arraybuffer' and 'blob', text as it arrives (LOADING with
// a growing responseText), and the events readystatechange, loadstart, progress, load, error,
// abort, timeout and loadend. Asynchronous requests only. BridgeNetworking's part of the JS half
// (a JSPart), evaluated the first time a script reaches for XMLHttpRequest.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Uint8Array, JSON, TypeError, Symbol, String } = prelude.primordials;
  const { NativeModules } = prelude;
  const { EventTarget, Event, DOMException, Request, Blob, TextEncoder } = /** @type {any} */ (globalThis);
  const UNSENT = 0, OPENED = 1, HEADERS_RECEIVED = 2, LOADING = 3, DONE = 4;

  class ProgressEvent extends Event {
    /** @param {string} type @param {{loaded?: number, total?: number}} [init] */
    constructor(type, init = {}) {
      super(type);
      const total = init.total === undefined || init.total < 0 ? 0 : init.total;
      Object.defineProperties(this, {
        loaded: { value: init.loaded || 0, enumerable: true },
        total: { value: total, enumerable: true },
        lengthComputable: { value: total > 0, enumerable: true },
      });
    }
  }

  /** The native module's events for one request, by request ID. */
  const requests = prelude.eventRouter('Networking',
    ['didReceiveNetworkResponse', 'didReceiveNetworkIncrementalData', 'didReceiveNetworkData', 'didCompleteNetworkResponse'], (body) => body[0]);

  class XMLHttpRequest extends EventTarget {
    constructor() {
      super();
      const state = {
        readyState: UNSENT, method: 'GET', url: '', headers: /** @type {Record<string, string>} */ ({}), sent: false, id: -1,
        status: 0, statusText: '', responseURL: '', responseHeaders: /** @type {Record<string, string>} */ ({}),
        text: '', bytes: /** @type {Uint8Array | null} */ (null), loaded: 0, total: -1, error: false,
      };
      Object.defineProperty(this, '_state', { value: state });
      this.timeout = 0;
      this.withCredentials = false;
      this.responseType = '';
      this.upload = new EventTarget();
    }
    get _s() { return /** @type {any} */ (this)._state; }
    get readyState() { return this._s.readyState; }
    get status() { return this._s.status; }
    get statusText() { return this._s.statusText; }
    get responseURL() { return this._s.responseURL; }
    get responseText() {
      if (this.responseType !== '' && this.responseType !== 'text') {
        throw new DOMException(`The value is only accessible if the object's 'responseType' is '' or 'text' (was '${this.responseType}').`, 'InvalidStateError');
      }
      return this._s.text;
    }
    get response() {
      const s = this._s;
      switch (this.responseType) {
        case '': case 'text': return s.text;
        case 'json':
          if (s.readyState !== DONE || s.error) return null;
          try { return JSON.parse(s.text); } catch (e) { return null; }
        case 'arraybuffer': return s.readyState === DONE && s.bytes ? s.bytes.slice().buffer : null;
        case 'blob': return s.readyState === DONE && s.bytes ? new Blob([s.bytes], { type: s.responseHeaders['content-type'] || '' }) : null;
        default: return null;
      }
    }
    /** @param {string} method @param {string} url @param {boolean} [async] */
    open(method, url, async = true) {
      if (arguments.length < 2) throw new TypeError(`XMLHttpRequest.open: 2 arguments required, but only ${arguments.length} found.`);
      if (!async) throw new DOMException('Synchronous requests are not supported', 'InvalidAccessError');
      const m = String(method);
      if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(m)) throw new DOMException(`'${m}' is not a valid HTTP method.`, 'SyntaxError');
      if (/^(CONNECT|TRACE|TRACK)$/i.test(m)) throw new DOMException(`'${m}' HTTP method is unsupported.`, 'SecurityError');
      let href;
      try { href = new (/** @type {any} */ (globalThis).URL)(String(url)).href; } catch (e) { throw new DOMException(`Invalid URL: ${url}`, 'SyntaxError'); }
      this._abortInFlight();
      const s = this._s;
      Object.assign(s, { method: /^(delete|get|head|options|post|put)$/i.test(m) ? m.toUpperCase() : m, url: href, headers: {}, sent: false, id: -1,
        status: 0, statusText: '', responseURL: '', responseHeaders: {}, text: '', bytes: null, loaded: 0, total: -1, error: false });
      this._change(OPENED);
    }
    /** @param {string} name @param {string} value */
    setRequestHeader(name, value) {
      const s = this._s;
      if (s.readyState !== OPENED || s.sent) throw new DOMException("XMLHttpRequest.setRequestHeader: the object's state must be OPENED.", 'InvalidStateError');
      const key = String(name).toLowerCase(), text = String(value);
      s.headers[key] = s.headers[key] === undefined ? text : s.headers[key] + ', ' + text;
    }
    /** @param {any} [body] */
    send(body = null) {
      const s = this._s;
      if (s.readyState !== OPENED || s.sent) throw new DOMException("XMLHttpRequest.send: the object's state must be OPENED.", 'InvalidStateError');
      if (!NativeModules.Networking) throw new DOMException('no Networking module is registered', 'NetworkError');
      s.sent = true;
      const withBody = s.method !== 'GET' && s.method !== 'HEAD' && body !== null && body !== undefined;
      // The body as fetch makes it (bytes and the content type it implies).
      const request = withBody ? new Request(s.url, { method: 'POST', body }) : null;
      if (request && !s.headers['content-type'] && request.headers.get('content-type')) s.headers['content-type'] = request.headers.get('content-type');
      this._fire('loadstart');
      const text = this.responseType === '' || this.responseType === 'text' || this.responseType === 'json';
      Promise.resolve(request ? request.bytes() : null).then((/** @type {Uint8Array | null} */ bytes) => {
        if (!s.sent || s.readyState === UNSENT) return;
        NativeModules.Networking.sendRequest({
          method: s.method, url: s.url, headers: s.headers,
          data: bytes ? { bytes, trackingName: 'unknown' } : null,
          responseType: text ? 'text' : 'bytes', incrementalUpdates: text, timeout: this.timeout > 0 ? this.timeout : 0,
          withCredentials: true,
        }, (/** @type {number} */ id) => {
          if (!s.sent) { NativeModules.Networking.abortRequest(id); return; }
          s.id = id;
          requests.set(id, (/** @type {string} */ name, /** @type {any[]} */ body) => this._event(name, body));
        });
      });
    }
    abort() {
      const s = this._s;
      const active = s.sent && s.readyState !== DONE;
      this._abortInFlight();
      if (active) {
        s.error = true;
        s.status = 0;
        this._change(DONE);
        this._fire('abort');
        this._fire('loadend');
      }
      if (s.readyState === DONE) s.readyState = UNSENT;
    }
    _abortInFlight() {
      const s = this._s;
      if (s.id >= 0) { requests.delete(s.id); NativeModules.Networking.abortRequest(s.id); }
      s.id = -1;
      s.sent = false;
    }
    /** @param {string} name */
    getResponseHeader(name) {
      const s = this._s;
      if (s.readyState < HEADERS_RECEIVED || s.error) return null;
      const value = s.responseHeaders[String(name).toLowerCase()];
      return value === undefined ? null : value;
    }
    getAllResponseHeaders() {
      const s = this._s;
      if (s.readyState < HEADERS_RECEIVED || s.error) return '';
      return Object.keys(s.responseHeaders).sort().map((n) => `${n}: ${s.responseHeaders[n]}\r\n`).join('');
    }
    overrideMimeType() {}
    /** @param {string} name @param {any[]} body */
    _event(name, body) {
      const s = this._s;
      if (name === 'didReceiveNetworkResponse') {
        s.status = body[1];
        s.statusText = body[4] || '';
        s.responseURL = body[3];
        s.responseHeaders = {};
        for (const key of Object.keys(body[2] || {})) s.responseHeaders[key.toLowerCase()] = String(body[2][key]);
        this._change(HEADERS_RECEIVED);
      } else if (name === 'didReceiveNetworkIncrementalData') {
        // One readystatechange (state LOADING) and one progress per chunk, as the spec has it.
        s.text += body[1];
        s.loaded = body[2];
        s.total = body[3];
        this._change(LOADING);
        this._fire('progress');
      } else if (name === 'didReceiveNetworkData') {
        s.bytes = body[1] instanceof Uint8Array ? body[1] : new TextEncoder().encode(String(body[1]));
        s.loaded = s.bytes.length;
        this._change(LOADING);
        this._fire('progress');
      } else if (name === 'didCompleteNetworkResponse') {
        requests.delete(s.id);
        s.id = -1;
        s.sent = false;
        if (body[1] !== null && body[1] !== undefined) {
          s.error = true;
          s.status = 0;
          s.text = '';
          this._change(DONE);
          this._fire(body[2] ? 'timeout' : 'error');
        } else {
          if (s.bytes === null && s.text !== '') s.bytes = new TextEncoder().encode(s.text);
          this._change(DONE);
          this._fire('load');
        }
        this._fire('loadend');
      }
    }
    /** @param {number} state */
    _change(state) {
      this._s.readyState = state;
      this.dispatchEvent(new Event('readystatechange'));
    }
    /** @param {string} type */
    _fire(type) {
      const s = this._s;
      this.dispatchEvent(new ProgressEvent(type, { loaded: s.loaded, total: s.total }));
    }
    get [Symbol.toStringTag]() { return 'XMLHttpRequest'; }
  }
  prelude.partModule('internal/events').defineEventHandlers(XMLHttpRequest.prototype,
    ['readystatechange', 'loadstart', 'progress', 'load', 'error', 'abort', 'timeout', 'loadend']);

  for (const [name, value] of Object.entries({ UNSENT, OPENED, HEADERS_RECEIVED, LOADING, DONE })) {
    Object.defineProperty(XMLHttpRequest, name, { value, enumerable: true });
    Object.defineProperty(XMLHttpRequest.prototype, name, { value, enumerable: true });
  }


  const partExports = { XMLHttpRequest };
  partExports;
}
