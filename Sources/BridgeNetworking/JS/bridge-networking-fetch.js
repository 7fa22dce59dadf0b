// The web's fetch for scripts, as node has it: `fetch` over the Networking native module, with
// `Request`, `Response` and `Blob` (and `Headers`, the part beside it). BridgeNetworking's part of the JS half (a
// JSPart), evaluated the first time a script reaches for one of its globals. Messages and error
// shapes are node 20's.
(/** @param {BridgePartToolkit} prelude */ function (prelude) {
  'use strict';
  const { NativeModules } = prelude;
  const { AbortController, TextEncoder, TextDecoder, btoa, Headers } = /** @type {any} */ (globalThis);
  const encoder = new TextEncoder();
  /** @param {string} text @returns {Uint8Array} */
  const utf8Bytes = (text) => encoder.encode(text);
  /** @param {Uint8Array} bytes @returns {string} */
  const decodeUTF8 = (bytes) => new TextDecoder().decode(bytes);
  /** The bytes of a buffer source (the caller has checked it is one). @param {ArrayBuffer | ArrayBufferView} input */
  const viewBytes = (input) => input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  /** @param {Uint8Array[]} parts */
  function concatBytes(parts) {
    let length = 0;
    for (const p of parts) length += p.length;
    const out = new Uint8Array(length);
    let at = 0;
    for (const p of parts) { out.set(p, at); at += p.length; }
    return out;
  }

  // ---- Blob ----------------------------------------------------------------------------------
  const blobBytes = new WeakMap();
  class Blob {
    /** @param {any[]} [parts] @param {{type?: string}} [options] */
    constructor(parts = [], options = {}) {
      const chunks = [];
      for (const part of parts) {
        if (part instanceof Blob) chunks.push(blobBytes.get(part));
        else if (part instanceof ArrayBuffer || ArrayBuffer.isView(part)) chunks.push(viewBytes(part).slice());
        else chunks.push(utf8Bytes(String(part)));
      }
      blobBytes.set(this, concatBytes(chunks));
      const type = options && options.type !== undefined ? String(options.type) : '';
      this._type = /[^\u0020-\u007E]/.test(type) ? '' : type.toLowerCase();
      Object.defineProperty(this, '_type', { enumerable: false });
    }
    get size() { return blobBytes.get(this).length; }
    get type() { return this._type; }
    async text() { return decodeUTF8(blobBytes.get(this)); }
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
  /** Every chunk of a stream, as one Uint8Array. @param {any} stream @returns {Promise<Uint8Array>} */
  async function readAll(stream) {
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk instanceof Uint8Array ? chunk : utf8Bytes(String(chunk)));
    return concatBytes(chunks);
  }

  /** A form as multipart/form-data, with a boundary of its own. @param {any} form */
  function multipart(form) {
    let boundary = '----formdata-bridge-';
    for (let i = 0; i < 12; i++) boundary += Math.floor(Math.random() * 10);
    /** @param {string} s */
    const escape = (s) => s.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
    const parts = [];
    for (const [name, value] of form) {
      let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escape(name)}"`;
      if (typeof value === 'string') {
        parts.push(utf8Bytes(head + '\r\n\r\n' + value.replace(/\r(?!\n)|(?<!\r)\n/g, '\r\n') + '\r\n'));
        continue;
      }
      head += `; filename="${escape(value.name)}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
      parts.push(utf8Bytes(head), blobBytes.get(value), utf8Bytes('\r\n'));
    }
    parts.push(utf8Bytes(`--${boundary}--\r\n`));
    return { bytes: concatBytes(parts), type: 'multipart/form-data; boundary=' + boundary };
  }

  /** What a body init becomes: bytes and the content type it implies. @param {any} body */
  function extractBody(body) {
    if (body === null || body === undefined) return null;
    const { FormData, ReadableStream } = /** @type {any} */ (globalThis);
    if (typeof FormData === 'function' && body instanceof FormData) return multipart(body);
    if (typeof ReadableStream === 'function' && body instanceof ReadableStream) return { bytes: readAll(body), type: null };
    if (typeof body === 'string') return { bytes: utf8Bytes(body), type: 'text/plain;charset=UTF-8' };
    if (body instanceof Blob) return { bytes: blobBytes.get(body), type: body.type || null };
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return { bytes: viewBytes(body).slice(), type: null };
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
    /** The body as a ReadableStream: of its parts as they arrive while a response is still
     * coming in, else of one Uint8Array (reading it uses the body). */
    get body() {
      if (this._body === null) return null;
      const self = /** @type {any} */ (this);
      if (!self._stream && self._live && !self._live.done) {
        Object.defineProperty(self, '_stream', { value: self._live.stream(self) });
      } else if (!self._stream) {
        const ReadableStream = /** @type {any} */ (globalThis).ReadableStream;
        Object.defineProperty(self, '_stream', { value: new ReadableStream({
          type: 'bytes',
          /** @param {any} controller */
          async pull(controller) {
            const bytes = await self._consume();
            if (bytes.length) controller.enqueue(bytes);
            controller.close();
          },
        }) });
      }
      return self._stream;
    }
    /** @returns {Promise<Uint8Array>} */
    async _consume() {
      if (this._used) throw new TypeError('Body is unusable: Body has already been read');
      this._used = true;
      if (this._body === null) return new Uint8Array(0);
      return await this._body;
    }
    async text() { return decodeUTF8(await this._consume()); }
    async json() { return JSON.parse(await this.text()); }
    async arrayBuffer() { const bytes = await this._consume(); return this._owns(bytes) ? bytes.buffer : bytes.slice().buffer; }
    async bytes() { const bytes = await this._consume(); return this._owns(bytes) ? bytes : bytes.slice(); }
    /** Whether `bytes` (the consumed body) may be handed out as it is: a body that came from the
     * network, not shared with a clone, filling its buffer. @param {Uint8Array} bytes */
    _owns(bytes) { return /** @type {any} */ (this)._fromNetwork === true && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength; }
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
      this.signal = init.signal || (from ? from.signal : new AbortController().signal);
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
      // The two share the body's bytes now: neither hands them out uncopied.
      Object.defineProperty(this, '_fromNetwork', { value: false, writable: true });
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
  const inFlight = prelude.eventRouter('Networking',
    ['didReceiveNetworkResponse', 'didReceiveNetworkIncrementalData', 'didReceiveNetworkData', 'didCompleteNetworkResponse'], (body) => body[0]);

  /** @param {any} input @param {any} [init] */
  function fetch(input, init = undefined) {
    return new Promise((resolve, reject) => {
      const request = new Request(input, init);
      const signal = request.signal;
      if (signal.aborted) return reject(signal.reason);
      if (isBadPort(request.url)) return reject(new TypeError('fetch failed', { cause: new Error('bad port') }));
      if (!NativeModules.Networking) return reject(new TypeError('fetch failed', { cause: new Error('no Networking module is registered') }));
      /** @type {Record<string, string>} */
      const headers = {};
      for (const [n, v] of request.headers) headers[n] = headers[n] === undefined ? v : headers[n] + ', ' + v;
      // What node's fetch sends when the script does not say otherwise.
      for (const [n, v] of defaultHeaders) if (headers[n] === undefined) headers[n] = v;
      let id = -1, done = false, response = /** @type {Response | null} */ (null);
      /** @type {(bytes: Uint8Array) => void} */ let bodyArrived = () => {};
      /** @type {(error: unknown) => void} */ let bodyFailed = () => {};
      /** @type {Uint8Array | null} */ let received = null;
      const finish = () => { done = true; inFlight.delete(id); signal.removeEventListener('abort', onAbort); };
      const onAbort = () => {
        if (done) return;
        finish();
        if (id >= 0) NativeModules.Networking.abortRequest(id);
        live.end(() => signal.reason);
        if (response) bodyFailed(signal.reason); else reject(signal.reason);
      };
      /** The failure `didCompleteNetworkResponse` reports, with node's cause: the system's
       * fields when native has them (errno, code, ...). @param {any[]} body */
      const failure = (body) => {
        const fields = body[3] && typeof body[3] === 'object' ? body[3] : {};
        const cause = new Error(String(body[1]));
        for (const key of ['errno', 'code', 'syscall', 'address', 'port', 'hostname']) if (key in fields) /** @type {any} */ (cause)[key] = fields[key];
        return new TypeError(response ? 'terminated' : 'fetch failed', { cause });
      };
      const live = liveBody(() => id, () => { if (!done) { finish(); NativeModules.Networking.abortRequest(id); } });
      signal.addEventListener('abort', onAbort);
      const sent = request._body === null ? null : Promise.resolve(request._body);
      Promise.resolve(sent).then((bytes) => {
        if (done) return;
        NativeModules.Networking.sendRequest({
          method: request.method, url: request.url, headers,
          data: bytes ? { bytes, trackingName: 'unknown' } : null,
          // As node's fetch: no cookie jar (what a server sets is not sent back by itself).
          responseType: 'bytes', incrementalUpdates: false, timeout: 0, withCredentials: false, redirect: request.redirect,
        }, (/** @type {number} */ requestId) => {
          id = requestId;
          if (done) { NativeModules.Networking.abortRequest(id); return; }
          inFlight.set(id, (/** @type {string} */ name, /** @type {any[]} */ body) => {
            if (name === 'didReceiveNetworkResponse') {
              response = new Response(null, { status: 200, headers: body[2] });
              Object.assign(response, { status: body[1], statusText: body[4] || '', url: body[3], redirected: body[3] !== request.url });
              response._body = new Promise((resolveBody, rejectBody) => { bodyArrived = resolveBody; bodyFailed = rejectBody; });
              Object.defineProperty(response, '_fromNetwork', { value: true, writable: true });
              Object.defineProperty(response, '_live', { value: live });
              response._body.catch(() => {});
              resolve(response);
            } else if (name === 'didReceiveNetworkIncrementalData' || (name === 'didReceiveNetworkData' && live.streaming)) {
              if (body[1] instanceof Uint8Array && body[1].length) live.push(body[1]);
            } else if (name === 'didReceiveNetworkData') {
              received = body[1] instanceof Uint8Array ? body[1] : new Uint8Array(0);
            } else if (name === 'didCompleteNetworkResponse') {
              finish();
              live.end(body[1] === null || body[1] === undefined ? null : () => failure(body));
              if (body[1] === null || body[1] === undefined) {
                if (response) bodyArrived(received || new Uint8Array(0));
                else reject(new TypeError('fetch failed'));
              } else {
                const error = failure(body);
                if (response) bodyFailed(error); else reject(error);
              }
            }
          });
        });
      }, reject);
    });
  }
  /** A response body still arriving: once a script asks for it as a stream, native sends the
   * rest as it comes (`streamResponse`) and the stream gets each part; cancelling the stream ends
   * the request. @param {() => number} requestID @param {() => void} cancel */
  function liveBody(requestID, cancel) {
    /** @type {Uint8Array[]} */ const parts = [];
    /** @type {any} */ let controller = null;
    /** @type {(() => unknown) | null | undefined} */ let ending;
    /** Resolves the stream's pending pull: a part or the end has come. */
    let wake = () => {};
    const live = {
      done: false,
      streaming: false,
      /** @param {Uint8Array} part */
      push(part) { if (controller) { controller.enqueue(part); wake(); } else parts.push(part); },
      /** Ends the body: `failure` makes the error it ended with, or null. @param {(() => unknown) | null} failure */
      end(failure) {
        if (live.done) return;
        live.done = true;
        ending = failure;
        if (controller) { settle(); wake(); }
      },
      /** @param {any} owner */
      stream(owner) {
        live.streaming = true;
        NativeModules.Networking.streamResponse(requestID());
        const ReadableStream = /** @type {any} */ (globalThis).ReadableStream;
        return new ReadableStream({
          type: 'bytes',
          /** @param {any} c */
          start(c) {
            controller = c;
            for (const part of parts.splice(0)) c.enqueue(part);
            if (live.done) settle();
          },
          // Reading uses the body; a pull waits for the next part (or the end) to come.
          pull() {
            owner._used = true;
            return live.done ? undefined : new Promise((resolve) => { wake = () => { wake = () => {}; resolve(undefined); }; });
          },
          cancel() { live.done = true; cancel(); },
        });
      },
    };
    const settle = () => { if (ending) controller.error(ending()); else controller.close(); };
    return live;
  }

  /** The request headers node's fetch adds (undici's), so a server sees the same request. */
  const defaultHeaders = [['accept', '*/*'], ['accept-language', '*'], ['sec-fetch-mode', 'cors'], ['user-agent', 'node'],
    ['accept-encoding', 'gzip, deflate']];

  // The ports fetch refuses to reach (the Fetch Standard's "bad port" list), as node does.
  const badPorts = new Set([1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103,
    104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531,
    532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
    6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);
  /** @param {string} href */
  function isBadPort(href) {
    const match = /^(https?):\/\/[^/?#]*?(?::(\d+))?(?:[/?#]|$)/i.exec(href);
    if (!match) return false;
    const port = match[2] !== undefined ? Number(match[2]) : /^https$/i.test(match[1]) ? 443 : 80;
    return badPorts.has(port);
  }

  // As node shows them. A body's stream is shown without being made (making a response's
  // starts its streaming): a byte stream, readable until the body is used.
  const bodyStandIn = Object.create(null), standInOwners = new WeakMap();
  prelude.describeAs(bodyStandIn, (/** @type {object} */ standIn) => {
    const owner = standInOwners.get(standIn);
    return owner ? ['ReadableStream', [['locked', owner._used], ['state', owner._used ? 'closed' : 'readable'], ['supportsBYOB', true]]] : null;
  });
  /** @param {any} owner */
  function shownBody(owner) {
    if (owner._body === null || owner._stream) return owner._body === null ? null : owner._stream;
    const standIn = Object.create(bodyStandIn);
    standInOwners.set(standIn, owner);
    return standIn;
  }
  prelude.describeFields(Blob.prototype, 'Blob', ['size', 'type']);
  prelude.describeFields(Response.prototype, 'Response',
    ['status', 'statusText', 'headers', ['body', shownBody], 'bodyUsed', 'ok', 'redirected', 'type', 'url']);
  const fixed = (/** @type {unknown} */ value) => () => value;
  prelude.describeFields(Request.prototype, 'Request', ['method', 'url', 'headers', ['destination', fixed('')],
    ['referrer', fixed('about:client')], ['referrerPolicy', fixed('')], 'mode', 'credentials', 'cache', 'redirect',
    ['integrity', fixed('')], ['keepalive', fixed(false)], ['isReloadNavigation', fixed(false)], ['isHistoryNavigation', fixed(false)], 'signal']);

  return { Blob, Request, Response, fetch };
})
