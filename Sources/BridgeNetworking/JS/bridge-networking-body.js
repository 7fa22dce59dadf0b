// The web's Request for scripts and the bodies it shares with Response, as node has them: their
// state kept out of reach (a script sees getters on the prototypes, no own properties), the init
// dictionaries read and checked as node's webidl reads them, bodies of every kind (text, bytes,
// Blob, FormData, URLSearchParams, ReadableStream) read once, as text, JSON, bytes, a Blob or a
// FormData.
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for one of them or for fetch, which makes its responses through `internal/body`.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, WeakMap, Uint8Array, ArrayBuffer, Math, JSON, TypeError, Symbol, String, Number } = prelude.primordials;
  const { AbortController, TextEncoder, TextDecoder, Headers } = /** @type {any} */ (globalThis);
  const { Blob, blobBytes } = prelude.partModule('internal/blob');
  const { bytesStream, isDisturbed } = prelude.partModule('internal/streams');
  const { readAll } = prelude.partModule('internal/streams-reader');
  // FormData's part reads Blob from this one: asked for when first needed.
  const forms = () => prelude.partModule('internal/forms');
  const urls = () => prelude.partModule('internal/url');
  const encoder = new TextEncoder();
  /** @param {string} text @returns {Uint8Array} */
  const utf8Bytes = (text) => encoder.encode(text);
  // One decoder serves every body (a whole decode keeps nothing between calls).
  const decoder = new TextDecoder();
  /** @param {Uint8Array} bytes @returns {string} */
  const decodeUTF8 = (bytes) => decoder.decode(bytes);
  /** The bytes of a buffer source (the caller has checked it is one). @param {ArrayBuffer | ArrayBufferView} input */
  const viewBytes = (input) => input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);

  const illegal = () => prelude.codedError(TypeError, 'Illegal invocation', 'ERR_INVALID_THIS');

  // ---- Bodies --------------------------------------------------------------------------------
  /** A body: its bytes (or their promise) or a stream, whether it was read, and whether its bytes
   * are its own to hand out (not a Blob's, not shared with a clone).
   * @typedef {{bytes?: Uint8Array | Promise<Uint8Array>, stream?: any, live?: any, used: boolean, owned: boolean}} BodyState */
  /** What a body init becomes (the caller has taken null out): its state and the content type it
   * implies. @param {any} body @returns {{body: BodyState, type: string | null}} */
  function extractBody(body) {
    const { FormData, ReadableStream, URLSearchParams } = /** @type {any} */ (globalThis);
    /** @param {Uint8Array} bytes @param {string | null} type */
    const of = (bytes, type, owned = true) => ({ body: { bytes, used: false, owned }, type });
    if (typeof body === 'string') return of(utf8Bytes(body), 'text/plain;charset=UTF-8');
    if (typeof URLSearchParams === 'function' && body instanceof URLSearchParams) return of(utf8Bytes(String(body)), 'application/x-www-form-urlencoded;charset=UTF-8');
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return of(viewBytes(body).slice(), null);
    if (body instanceof Blob) return of(blobBytes.get(body), body.type || null, false);
    if (typeof FormData === 'function' && body instanceof FormData) {
      const form = forms().multipart(body, blobBytes);
      return of(form.bytes, form.type);
    }
    if (typeof ReadableStream === 'function' && body instanceof ReadableStream) {
      if (body.locked || isDisturbed(body)) throw new TypeError('Response body object should not be disturbed or locked');
      return { body: { stream: body, used: false, owned: true }, type: null };
    }
    return of(utf8Bytes(String(body)), 'text/plain;charset=UTF-8');
  }

  /** Each Request's and Response's state: what node keeps in its internal slots. */
  const states = new WeakMap();
  /** @param {any} object @param {Function} kind */
  const stateOf = (object, kind) => { const s = states.get(object); if (!s || !(object instanceof kind)) throw illegal(); return s; };
  /** A body that was read, or whose stream is locked or was read from. @param {BodyState | null} body */
  const unusable = (body) => body !== null && (body.used || (body.stream !== undefined && (body.stream.locked || isDisturbed(body.stream))));

  /** Reads a body whole (once): its bytes, or their promise. @param {any} owner @param {Function} kind
   * @returns {Uint8Array | Promise<Uint8Array>} */
  function consume(owner, kind) {
    const state = stateOf(owner, kind), body = /** @type {BodyState | null} */ (state.body);
    if (unusable(body)) throw new TypeError('Body is unusable: Body has already been read');
    if (body === null) return new Uint8Array(0);
    body.used = true;
    return body.stream !== undefined ? readAll(body.stream) : ownBytes(body);
  }
  /** A body's bytes to hand out: its own as they are, shared ones copied. @param {BodyState} body
   * @returns {Uint8Array | Promise<Uint8Array>} */
  function ownBytes(body) {
    const bytes = /** @type {Uint8Array | Promise<Uint8Array>} */ (body.bytes);
    if (bytes instanceof Uint8Array) return body.owned ? bytes : bytes.slice();
    return body.owned ? bytes : bytes.then((b) => b.slice());
  }
  /** The body as a ReadableStream (made once): of its parts as they arrive while a response is
   * still coming in, else of its bytes. @param {BodyState | null} body */
  function streamOf(body) {
    if (body === null) return null;
    if (body.stream === undefined) body.stream = body.live && !body.live.done ? body.live.stream() : bytesStream(() => ownBytes(body));
    return body.stream;
  }

  /** The body methods, on Request's and Response's prototypes. @param {Function} kind */
  const bodyMethods = (kind) => ({
    /** @this {any} */ async blob() {
      const bytes = await consume(this, kind);
      return new Blob([bytes], { type: stateOf(this, kind).headers.get('content-type') || '' });
    },
    /** @this {any} */ async arrayBuffer() { const bytes = await consume(this, kind); return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer; },
    /** @this {any} */ async text() { return decodeUTF8(await consume(this, kind)); },
    /** @this {any} */ async json() { return JSON.parse(decodeUTF8(await consume(this, kind))); },
    /** @this {any} */ async formData() {
      const bytes = await consume(this, kind);
      return forms().parse(bytes, stateOf(this, kind).headers.get('content-type'));
    },
    /** @this {any} */ async bytes() { return consume(this, kind); },
  });
  /** The getters both have. @param {Function} kind */
  const bodyGetters = (kind) => ({
    /** @this {any} */ get body() { return streamOf(stateOf(this, kind).body); },
    /** @this {any} */ get bodyUsed() {
      const body = stateOf(this, kind).body;
      return body !== null && (body.used || (body.stream !== undefined && isDisturbed(body.stream)));
    },
  });
  /** Puts the getters and methods of `members` on `kind`'s prototype, enumerable and in order,
   * as node's are. @param {Function} kind @param {...object} members */
  function define(kind, ...members) {
    for (const m of members) {
      for (const key of Object.keys(m)) Object.defineProperty(kind.prototype, key, { .../** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(m, key)), enumerable: true });
    }
  }

  // ---- node's webidl conversions ---------------------------------------------------------------
  /** @param {unknown} v */
  const byteString = (v) => {
    const s = String(v);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 255) throw new TypeError(`Cannot convert argument to a ByteString because the character at index ${i} has a value of ${c} which is greater than 255.`);
    }
    return s;
  };
  /** @param {unknown} v */
  const domString = (v) => String(v);
  /** @param {unknown} v */
  const unsignedShort = (v) => { const n = Number(v); return Number.isFinite(n) ? ((Math.trunc(n) % 65536) + 65536) % 65536 : 0; };
  /** An init dictionary as node's webidl reads one: each member read once, in this order,
   * converted, and checked against its allowed values.
   * @param {any} value @param {string | undefined} prefix @param {[string, ((v: any) => any) | null, string[]?, any?][]} members */
  function readDictionary(value, prefix, members) {
    /** @type {Record<string, any>} */ const out = {};
    const given = value !== null && value !== undefined;
    if (given && typeof value !== 'object' && typeof value !== 'function') throw new TypeError(`${prefix}: Expected ${String(value)} to be one of: Null, Undefined, Object.`);
    for (let i = 0; i < members.length; i++) {
      const member = members[i], key = member[0], convert = member[1], allowed = member[2], fallback = member[3];
      let v = given ? value[key] : undefined;
      if (v === undefined) v = fallback;
      if (v === undefined) continue;
      if (convert) v = convert(v);
      if (allowed && !allowed.includes(v)) throw new TypeError(`${prefix}: ${v} is not an accepted type. Expected one of ${allowed.join(', ')}.`);
      out[key] = v;
    }
    return out;
  }
  /** @param {any} signal */
  const signalOrNull = (signal) => signal;
  const requestInit = /** @type {[string, ((v: any) => any) | null, string[]?][]} */ ([
    ['method', byteString], ['headers', null], ['body', null], ['referrer', domString],
    ['referrerPolicy', domString, ['', 'no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin',
      'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url']],
    ['mode', domString, ['navigate', 'same-origin', 'no-cors', 'cors']], ['credentials', domString, ['omit', 'same-origin', 'include']],
    ['cache', domString, ['default', 'no-store', 'reload', 'no-cache', 'force-cache', 'only-if-cached']],
    ['redirect', domString, ['follow', 'manual', 'error']], ['integrity', domString], ['keepalive', Boolean], ['signal', signalOrNull],
    ['window', null], ['duplex', domString, ['half']],
  ]);

  // ---- Request -------------------------------------------------------------------------------
  const normalizedMethods = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'];
  const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
  class Request {
    /** @param {any} input @param {any} [init] */
    constructor(input, init = undefined) {
      if (arguments.length === 0) throw new TypeError('Request constructor: 1 argument required, but 0 found.');
      const from = input instanceof Request ? stateOf(input, Request) : null;
      // No init reads as an empty one (`fetch(url)`, the usual call).
      const options = init === undefined || init === null ? {} : readDictionary(init, 'Request constructor', requestInit);
      let href = '';
      if (!from) {
        const text = String(input);
        /** @type {{href: string, credentials: boolean}} */ let url;
        try { url = urls().hrefOf(text); } catch (e) { throw new TypeError('Failed to parse URL from ' + text, { cause: e }); }
        if (url.credentials) throw new TypeError('Request cannot be constructed from a URL that includes credentials: ' + text);
        href = url.href;
      }
      if ('window' in options && options.window !== null) throw new TypeError("'window' option 'client' must be null");
      const hasInit = Object.keys(options).length !== 0;
      const state = {
        url: from ? from.url : href, method: from ? from.method : 'GET', headers: new Headers(), body: /** @type {BodyState | null} */ (null),
        referrer: from && !hasInit ? from.referrer : 'about:client', referrerPolicy: from && !hasInit ? from.referrerPolicy : '',
        mode: from ? from.mode : 'cors', credentials: from ? from.credentials : 'same-origin', cache: from ? from.cache : 'default',
        redirect: from ? from.redirect : 'follow', integrity: from ? from.integrity : '', keepalive: from ? from.keepalive : false,
        // The request's signal is made when first asked for (`followingSignal`); what it follows
        // is known at once (fetch listens to that: nothing else can abort the request).
        signal: /** @type {any} */ (null), follows: /** @type {any} */ (null),
      };
      if (options.referrer !== undefined) {
        if (options.referrer === '') state.referrer = '';
        else {
          try { state.referrer = new (/** @type {any} */ (globalThis).URL)(options.referrer).href; } catch (e) { throw new TypeError(`Referrer "${options.referrer}" is not a valid URL.`, { cause: e }); }
        }
      }
      if (options.referrerPolicy !== undefined) state.referrerPolicy = options.referrerPolicy;
      if (options.mode === 'navigate') throw new TypeError('Request constructor: invalid request mode navigate.');
      for (const key of /** @type {const} */ (['mode', 'credentials', 'cache', 'redirect', 'integrity', 'keepalive'])) if (options[key] !== undefined) /** @type {any} */ (state)[key] = options[key];
      if (state.cache === 'only-if-cached' && state.mode !== 'same-origin') throw new TypeError("'only-if-cached' can be set only with 'same-origin' mode");
      if (options.method !== undefined) {
        const method = options.method;
        if (!token.test(method)) throw new TypeError(`'${method}' is not a valid HTTP method.`);
        const upper = method.toUpperCase();
        if (upper === 'CONNECT' || upper === 'TRACE' || upper === 'TRACK') throw new TypeError(`'${method}' HTTP method is unsupported.`);
        state.method = normalizedMethods.includes(upper) ? upper : method;
      }
      const signal = options.signal !== undefined ? options.signal : from ? from.signal || from.follows : null;
      if (signal !== null && signal !== undefined) {
        if (!signal || typeof signal.aborted !== 'boolean' || typeof signal.addEventListener !== 'function') {
          throw new TypeError("Failed to construct 'Request': member signal is not of type AbortSignal.");
        }
        state.follows = signal;
      }
      if (state.mode === 'no-cors' && !['GET', 'HEAD', 'POST'].includes(state.method)) throw new TypeError(`'${state.method} is unsupported in no-cors mode.`);
      const headers = options.headers !== undefined ? options.headers : from ? from.headers : undefined;
      if (headers !== undefined) state.headers = new Headers(headers);
      const inputBody = from ? from.body : null;
      if (((options.body !== undefined && options.body !== null) || inputBody !== null) && (state.method === 'GET' || state.method === 'HEAD')) {
        throw new TypeError('Request with GET/HEAD method cannot have body.');
      }
      if (options.body !== undefined && options.body !== null) {
        const extracted = extractBody(options.body);
        if (extracted.type && !state.headers.has('content-type')) state.headers.append('content-type', extracted.type);
        if (extracted.body.stream !== undefined && options.duplex === undefined) throw new TypeError('RequestInit: duplex option is required when sending a body.');
        state.body = extracted.body;
      } else if (inputBody !== null) {
        if (unusable(inputBody)) throw new TypeError('Cannot construct a Request with a Request object that has already been used.');
        // The new request takes the body over; the one it came from is used.
        state.body = { ...inputBody, used: false };
        inputBody.used = true;
      }
      states.set(this, state);
    }
    get [Symbol.toStringTag]() { return 'Request'; }
  }
  /** @param {any} request */
  const requestState = (request) => stateOf(request, Request);
  /** A request's own signal: aborted with `given` (already, or when it aborts). @param {any} given */
  function followingSignal(given) {
    const controller = new AbortController();
    if (given !== null) {
      if (given.aborted) controller.abort(given.reason);
      else given.addEventListener('abort', () => controller.abort(given.reason), { once: true });
    }
    return controller.signal;
  }
  define(Request, {
    /** @this {any} */ get method() { return requestState(this).method; },
    /** @this {any} */ get url() { return requestState(this).url; },
    /** @this {any} */ get headers() { return requestState(this).headers; },
    /** @this {any} */ get destination() { requestState(this); return ''; },
    /** @this {any} */ get referrer() { return requestState(this).referrer; },
    /** @this {any} */ get referrerPolicy() { return requestState(this).referrerPolicy; },
    /** @this {any} */ get mode() { return requestState(this).mode; },
    /** @this {any} */ get credentials() { return requestState(this).credentials; },
    /** @this {any} */ get cache() { return requestState(this).cache; },
    /** @this {any} */ get redirect() { return requestState(this).redirect; },
    /** @this {any} */ get integrity() { return requestState(this).integrity; },
    /** @this {any} */ get keepalive() { return requestState(this).keepalive; },
    /** @this {any} */ get isReloadNavigation() { requestState(this); return false; },
    /** @this {any} */ get isHistoryNavigation() { requestState(this); return false; },
    /** @this {any} */ get signal() { const s = requestState(this); return s.signal || (s.signal = followingSignal(s.follows)); },
  }, bodyGetters(Request), {
    /** @this {any} */ get duplex() { requestState(this); return 'half'; },
    /** @this {any} */ clone() {
      const state = requestState(this);
      if (unusable(state.body)) throw new TypeError('unusable');
      const copy = Object.create(Request.prototype);
      states.set(copy, { ...state, headers: new Headers(state.headers), body: shareBody(state.body), signal: null, follows: state.signal || state.follows });
      return copy;
    },
  }, bodyMethods(Request));

  // As node shows them.
  prelude.describeFields(Request.prototype, 'Request', ['method', 'url', 'headers', 'destination', 'referrer', 'referrerPolicy', 'mode',
    'credentials', 'cache', 'redirect', 'integrity', 'keepalive', 'isReloadNavigation', 'isHistoryNavigation', 'signal']);

  /** A body both a clone and its original read: the bytes shared (neither hands them out
   * uncopied), a stream read whole first. @param {BodyState | null} body @returns {BodyState | null} */
  function shareBody(body) {
    if (body === null) return null;
    if (body.stream !== undefined && !(body.live && !body.live.done)) {
      body.bytes = readAll(body.stream);
      delete body.stream;
    }
    body.owned = false;
    return { bytes: body.bytes, used: false, owned: false };
  }

  const partExports = { Request, 'internal/body': { Request, states, stateOf, unusable, consume, extractBody, shareBody, bodyGetters, bodyMethods, define, readDictionary, byteString, unsignedShort } };
  partExports;
}
