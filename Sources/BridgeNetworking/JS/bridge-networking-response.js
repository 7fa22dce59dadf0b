// The web's Response for scripts, as node has it (its state out of reach, its init read and
// checked as node's webidl reads it), the responses fetch makes (`internal/response`), and how
// node's console shows a Response.
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for Response or fetch.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, WeakMap, JSON, TypeError, RangeError, Symbol, String } = prelude.primordials;
  const { Headers, TextEncoder } = /** @type {any} */ (globalThis);
  const body = prelude.partModule('internal/body');
  const { states, stateOf, unusable, extractBody, shareBody, bodyGetters, bodyMethods, define, readDictionary, byteString, unsignedShort } = body;
  const { freeze } = prelude.partModule('internal/headers');

  const nullBodyStatus = [101, 204, 205, 304];
  const redirectStatus = [301, 302, 303, 307, 308];
  /** A response's state, as the Fetch Standard has one. @param {Partial<ResponseState>} fields
   * @typedef {{status: number, statusText: string, headers: any, body: any, type: string, urlList: string[], immutable: boolean}} ResponseState */
  const makeState = (fields) => {
    /** @type {ResponseState} */ const state = { status: 200, statusText: '', headers: null, body: null, type: 'default', urlList: [], immutable: false };
    Object.assign(state, fields);
    if (state.headers === null) state.headers = new Headers();
    return state;
  };
  /** @param {ResponseState} state */
  function made(state) {
    const response = Object.create(Response.prototype);
    if (state.immutable) freeze(state.headers);
    states.set(response, state);
    return response;
  }
  /** A response's init, applied as node applies it. @param {ResponseState} state @param {any} init
   * @param {{body: any, type: string | null} | null} extracted */
  function initialize(state, init, extracted) {
    const options = readDictionary(init, undefined, [['status', unsignedShort, undefined, 200], ['statusText', byteString, undefined, ''], ['headers', null]]);
    if (options.status !== undefined && (options.status < 200 || options.status > 599)) throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.');
    if (options.statusText !== undefined && !/^[\t\u0020-\u007E\u0080-\u00FF]*$/.test(options.statusText)) throw new TypeError('Invalid statusText');
    if (options.status !== undefined) state.status = options.status;
    if (options.statusText !== undefined) state.statusText = options.statusText;
    if (options.headers !== undefined) state.headers = new Headers(options.headers);
    if (!extracted) return;
    if (nullBodyStatus.includes(state.status)) throw new TypeError(`Response constructor: Invalid response status code ${state.status}`);
    state.body = extracted.body;
    if (extracted.type !== null && !state.headers.has('content-type')) state.headers.append('content-type', extracted.type);
  }

  class Response {
    /** @param {any} [content] @param {any} [init] */
    constructor(content = null, init = {}) {
      const state = makeState({});
      initialize(state, init, content === null ? null : extractBody(content));
      states.set(this, state);
    }
    static error() { return made(makeState({ type: 'error', status: 0, immutable: true })); }
    /** @param {unknown} data @param {any} [init] */
    static json(data, init = {}) {
      if (arguments.length === 0) throw new TypeError('Response.json: 1 argument required, but 0 found.');
      const text = JSON.stringify(data);
      if (text === undefined) throw new TypeError('Value is not JSON serializable');
      const state = makeState({});
      initialize(state, init === null ? {} : init, { body: { bytes: new TextEncoder().encode(text), used: false, owned: true }, type: 'application/json' });
      return made(state);
    }
    /** @param {unknown} url @param {unknown} [status] */
    static redirect(url, status = 302) {
      if (arguments.length === 0) throw new TypeError('Response.redirect: 1 argument required, but 0 found.');
      const text = String(url), code = unsignedShort(status);
      let href;
      try { href = new (/** @type {any} */ (globalThis).URL)(text).href; } catch (e) { throw new TypeError(`Failed to parse URL from ${text}`, { cause: e }); }
      if (!redirectStatus.includes(code)) throw new RangeError(`Invalid status code ${code}`);
      return made(makeState({ status: code, headers: new Headers([['location', href]]), immutable: true }));
    }
    get [Symbol.toStringTag]() { return 'Response'; }
  }
  define(Response, {
    /** @this {any} */ get type() { return stateOf(this, Response).type; },
    /** @this {any} */ get url() { const list = stateOf(this, Response).urlList; return list.length ? list[list.length - 1].replace(/#.*$/s, '') : ''; },
    /** @this {any} */ get redirected() { return stateOf(this, Response).urlList.length > 1; },
    /** @this {any} */ get status() { return stateOf(this, Response).status; },
    /** @this {any} */ get ok() { const status = stateOf(this, Response).status; return status >= 200 && status <= 299; },
    /** @this {any} */ get statusText() { return stateOf(this, Response).statusText; },
    /** @this {any} */ get headers() { return stateOf(this, Response).headers; },
  }, bodyGetters(Response), {
    /** @this {any} */ clone() {
      const state = stateOf(this, Response);
      if (unusable(state.body)) throw new TypeError('Response.clone: Body has already been consumed.');
      return made({ ...state, headers: new Headers(state.headers), body: shareBody(state.body) });
    },
  }, bodyMethods(Response));

  // ---- As node shows them ----------------------------------------------------------------------
  // A body's stream is shown without being made (making a response's starts its streaming): a
  // byte stream, readable until the body is used.
  const bodyStandIn = Object.create(null), standInOwners = new WeakMap();
  prelude.describeAs(bodyStandIn, (/** @type {object} */ standIn) => {
    const owner = standInOwners.get(standIn);
    return owner ? ['ReadableStream', [['locked', owner.used], ['state', owner.used ? 'closed' : 'readable'], ['supportsBYOB', true]]] : null;
  });
  /** @param {any} object */
  function shownBody(object) {
    const state = states.get(object);
    if (!state || state.body === null || state.body.stream !== undefined) return state && state.body !== null ? state.body.stream : null;
    const standIn = Object.create(bodyStandIn);
    standInOwners.set(standIn, state.body);
    return standIn;
  }
  prelude.describeFields(Response.prototype, 'Response',
    ['status', 'statusText', 'headers', ['body', shownBody], 'bodyUsed', 'ok', 'redirected', 'type', 'url']);

  /** What fetch makes of a response from the network (or a data: or blob: URL): type basic,
   * headers that cannot change. @param {Partial<ResponseState>} fields */
  const fetched = (fields) => made(makeState({ type: 'basic', immutable: true, ...fields }));
  const partExports = { Response, 'internal/response': { fetched, nullBodyStatus } };
  partExports;
}
