// The web's fetch for scripts, as node has it: http: and https: over the Networking native
// module, data: and blob: URLs read here, other schemes refused with node's causes.
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for fetch; its Request and Response are the body and response parts'. Messages and error
// shapes are node 20's.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Array, Set, Uint8Array, Error, TypeError, String, Number } = prelude.primordials;
  const { NativeModules } = prelude;
  const { Request, states, stateOf, consume } = prelude.partModule('internal/body');
  const { blobBytes, objectURLs } = prelude.partModule('internal/blob');
  const { fetched, nullBodyStatus } = prelude.partModule('internal/response');
  const { parseMIME, serializeMIME, latin1Bytes } = prelude.partModule('internal/forms');
  const { Headers, TextEncoder, TextDecoder } = /** @type {any} */ (globalThis);
  const { parsed, record } = prelude.partModule('internal/headers');

  /** The native module's events for one request, by request ID. */
  const inFlight = prelude.eventRouter('Networking',
    ['didReceiveNetworkResponse', 'didReceiveNetworkIncrementalData', 'didReceiveNetworkData', 'didCompleteNetworkResponse'], (body) => body[0]);

  /** @param {string} reason */
  const networkError = (reason) => new TypeError('fetch failed', { cause: new Error(reason) });

  /** @param {any} input @param {any} [init] */
  function fetch(input, init = undefined) {
    return new Promise((resolve, reject) => {
      const request = new Request(input, init);
      const state = stateOf(request, Request);
      // Ours (undici's Agent option): the largest body this response may have; -1 for no bound
      // but the Networking module's.
      const bound = init !== null && typeof init === 'object' ? init.maxResponseSize : undefined;
      if (bound !== undefined && bound !== null && !(Number.isInteger(bound) && bound >= -1)) {
        throw new TypeError('fetch: maxResponseSize must be an integer, -1 or more');
      }
      // What can abort the request (its own signal only follows that one).
      const signal = state.signal || state.follows;
      if (signal && signal.aborted) return reject(signal.reason);
      const scheme = state.url.slice(0, state.url.indexOf(':') + 1).toLowerCase();
      if (scheme === 'http:' || scheme === 'https:') return send(request, state, typeof bound === 'number' && bound >= 0 ? bound : undefined, resolve, reject);
      const answer = scheme === 'data:' ? dataResponse(state.url) || 'failed to fetch the data URL' : scheme === 'blob:' ? blobResponse(state)
        : scheme === 'about:' ? 'about scheme is not supported' : scheme === 'file:' ? 'not implemented... yet...' : 'unknown scheme';
      if (typeof answer === 'string') return reject(networkError(answer));
      // A HEAD request's response has no body, whatever the scheme.
      if (state.method === 'HEAD') states.get(answer).body = null;
      resolve(answer);
    });
  }

  /** Sends an http: or https: request through the Networking module, its body bounded by
   * `bound` bytes when given.
   * @param {any} request @param {any} state @param {number | undefined} bound @param {(r: any) => void} resolve @param {(e: unknown) => void} reject */
  function send(request, state, bound, resolve, reject) {
    const signal = state.signal || state.follows;
    if (isBadPort(state.url)) return reject(networkError('bad port'));
    if (!NativeModules.Networking) return reject(networkError('no Networking module is registered'));
    const headers = record(state.headers);
    // What node's fetch sends when the script does not say otherwise.
    for (let i = 0; i < defaultHeaders.length; i++) if (headers[defaultHeaders[i][0]] === undefined) headers[defaultHeaders[i][0]] = defaultHeaders[i][1];
    let id = -1, done = false, responded = false;
    /** @type {(bytes: Uint8Array) => void} */ let bodyArrived = () => {};
    /** @type {(error: unknown) => void} */ let bodyFailed = () => {};
    /** @type {Uint8Array | null} */ let received = null;
    const finish = () => { done = true; inFlight.delete(id); if (signal) signal.removeEventListener('abort', onAbort); };
    const onAbort = () => {
      if (done) return;
      finish();
      if (id >= 0) NativeModules.Networking.abortRequest(id);
      live.end(() => signal.reason);
      if (responded) bodyFailed(signal.reason); else reject(signal.reason);
    };
    /** The failure `didCompleteNetworkResponse` reports, with node's cause: the system's
     * fields when native has them (errno, code, ...). @param {any[]} body */
    const failure = (body) => {
      const fields = body[3] && typeof body[3] === 'object' ? body[3] : {};
      const cause = new Error(String(body[1]));
      for (const key of ['name', 'errno', 'code', 'syscall', 'address', 'port', 'hostname']) if (key in fields) /** @type {any} */ (cause)[key] = fields[key];
      return new TypeError(responded ? 'terminated' : 'fetch failed', { cause });
    };
    const live = liveBody(() => id, () => { if (!done) { finish(); NativeModules.Networking.abortRequest(id); } });
    if (signal) signal.addEventListener('abort', onAbort);
    // A body from a stream goes chunked, as node sends it (its length is not known ahead).
    const chunked = state.body !== null && state.body.stream !== undefined;
    const sent = state.body === null ? null : consume(request, Request);
    /** @param {Uint8Array | null} bytes */
    const go = (bytes) => {
      if (done) return;
      NativeModules.Networking.sendRequest({
        method: state.method, url: state.url, headers,
        data: bytes ? { bytes, trackingName: 'unknown', chunked } : null,
        // As node's fetch: no cookie jar (what a server sets is not sent back by itself).
        responseType: 'bytes', incrementalUpdates: false, timeout: 0, withCredentials: false, redirect: state.redirect,
        maximumResponseSize: bound,
      }, (/** @type {number} */ requestId) => {
        id = requestId;
        if (done) { NativeModules.Networking.abortRequest(id); return; }
        inFlight.set(id, (/** @type {string} */ name, /** @type {any[]} */ body) => {
          if (name === 'didReceiveNetworkResponse') {
            responded = true;
            const bytes = new Promise((resolveBody, rejectBody) => { bodyArrived = resolveBody; bodyFailed = rejectBody; });
            bytes.catch(() => {});
            const empty = state.method === 'HEAD' || nullBodyStatus.includes(body[1]);
            resolve(fetched({
              status: body[1], statusText: body[4] || '', headers: receivedHeaders(body[2], body[5]),
              urlList: body[3] !== state.url ? [state.url, body[3]] : [body[3]],
              body: empty ? null : { bytes, live, used: false, owned: true },
            }));
          } else if (name === 'didReceiveNetworkIncrementalData' || (name === 'didReceiveNetworkData' && live.streaming)) {
            if (body[1] instanceof Uint8Array && body[1].length) live.push(body[1]);
          } else if (name === 'didReceiveNetworkData') {
            received = body[1] instanceof Uint8Array ? body[1] : new Uint8Array(0);
            // The whole body is in, though its end may come in a later delivery: a stream asked
            // for before then starts with it (native sends nothing more once the body is in).
            if (received.length) live.push(received);
          } else if (name === 'didCompleteNetworkResponse') {
            finish();
            live.end(body[1] === null || body[1] === undefined ? null : () => failure(body));
            if (body[1] === null || body[1] === undefined) {
              if (responded) bodyArrived(received || new Uint8Array(0));
              else reject(networkError('the server sent no response'));
            } else {
              const error = failure(body);
              if (responded) bodyFailed(error); else reject(error);
            }
          }
        });
      });
    };
    // Sent after the script's turn (an abort right after fetch() sends nothing), a body still
    // to be read (a stream's) once it is in.
    if (sent === null || sent instanceof Uint8Array) queueMicrotask(() => go(sent)); else sent.then(go, reject);
  }

  /** A response's headers as node's fetch keeps them: named in lower case, as they are shown,
   * each `Set-Cookie` apart. @param {Record<string, string>} fields @param {string[] | undefined} setCookies */
  function receivedHeaders(fields, setCookies) {
    /** @type {[string, string][]} */ const entries = [];
    for (const name of Object.keys(fields)) {
      const lower = name.toLowerCase();
      if (lower !== 'set-cookie' || !Array.isArray(setCookies)) entries.push([lower, String(fields[name])]);
      else for (const value of setCookies) entries.push([lower, String(value)]);
    }
    return parsed(entries);
  }
  /** A data: URL's response (the Fetch Standard's data: URL processor), or null. @param {string} href */
  function dataResponse(href) {
    const hash = href.indexOf('#');
    const input = href.slice(5, hash < 0 ? href.length : hash);
    const comma = input.indexOf(',');
    if (comma < 0) return null;
    let type = input.slice(0, comma).replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
    let bytes = percentDecode(new TextEncoder().encode(input.slice(comma + 1)));
    if (/;\u0020*base64$/i.test(type)) {
      try { bytes = latin1Bytes(/** @type {any} */ (globalThis).atob(new TextDecoder('latin1').decode(bytes))); } catch (e) { return null; }
      type = type.replace(/;\u0020*base64$/i, '');
    }
    if (type.startsWith(';')) type = 'text/plain' + type;
    const mime = parseMIME(type) || parseMIME('text/plain;charset=US-ASCII');
    return fetched({ statusText: 'OK', headers: new Headers([['Content-Type', serializeMIME(mime)]]), urlList: [href],
      body: { bytes, used: false, owned: true } });
  }
  /** %XX escapes decoded, as the URL Standard's percent-decode. @param {Uint8Array} input */
  function percentDecode(input) {
    const out = new Uint8Array(input.length);
    /** @param {number} b */
    const hex = (b) => (b >= 48 && b <= 57) ? b - 48 : (b >= 65 && b <= 70) ? b - 55 : (b >= 97 && b <= 102) ? b - 87 : -1;
    let j = 0;
    for (let i = 0; i < input.length; i++) {
      const b = input[i];
      if (b === 37 && i + 2 < input.length && hex(input[i + 1]) >= 0 && hex(input[i + 2]) >= 0) {
        out[j++] = hex(input[i + 1]) * 16 + hex(input[i + 2]);
        i += 2;
      } else out[j++] = b;
    }
    return out.subarray(0, j);
  }
  /** A blob: URL's response, whole or the range the request asks for, or node's reason it has
   * none. @param {any} state */
  function blobResponse(state) {
    const query = state.url.indexOf('?');
    if (query >= 0 && query < state.url.length - 1) return 'NetworkError when attempting to fetch resource.';
    const blob = objectURLs.get(state.url.replace(/#.*$/s, ''));
    if (state.method !== 'GET' || !blob) return 'invalid method';
    const bytes = blobBytes.get(blob), full = bytes.length, type = blob.type;
    const range = state.headers.get('range');
    if (range === null) {
      return fetched({ statusText: 'OK', headers: new Headers([['content-length', String(full)], ['content-type', type]]), urlList: [state.url],
        body: { bytes, used: false, owned: false } });
    }
    // node's reading of a range (its comparisons and its slice's end kept).
    const match = /^bytes[\t ]*=[\t ]*([0-9]*)[\t ]*-[\t ]*([0-9]*)$/.exec(range);
    /** @type {any} */ let start = match && match[1] ? Number(match[1]) : null, end = match && match[2] ? Number(match[2]) : null;
    if (!match || (start === null && end === null) || start > end) return 'failed to fetch the data URL';
    if (start === null) { start = full - end; end = start + end - 1; } else {
      if (start >= full) return "Range start is greater than the blob's size.";
      if (end === null || end >= full) end = full - 1;
    }
    const part = bytes.slice(start, end);
    return fetched({ status: 206, statusText: 'Partial Content', urlList: [state.url], body: { bytes: part, used: false, owned: true },
      headers: new Headers([['content-length', String(part.length)], ['content-type', type], ['content-range', `bytes ${start}-${end}/${full}`]]) });
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
      stream() {
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
          // A pull waits for the next part (or the end) to come.
          pull() {
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

  const partExports = { fetch };
  partExports;
}
