// The web's URL for scripts, as node has it (the WHATWG URL Standard: special schemes, relative
// resolution, dot segments; hosts and percent-encoding in the url-host part), its `searchParams`
// a URLSearchParams of the part beside it. BridgeNetworking's part of the JS half (a JSPart),
// evaluated the first time a script reaches for URL. Messages and error shapes are node 20's.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Array, TypeError, Symbol, String, Number } = prelude.primordials;
  // URLSearchParams's part, asked for when a URL's search params are first made.
  const searchParams = () => prelude.partModule('internal/search-params');
  const { percentEncode, c0, fragmentSet, querySet, specialQuerySet, pathSet, userinfoSet, parseHost } = prelude.partModule('internal/url-host');
  /** @type {Record<string, number | null>} */
  const specialPorts = { 'ftp:': 21, 'file:': null, 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443 };
  /** @param {string} scheme */
  const isSpecial = (scheme) => scheme in specialPorts;

  /** @typedef {{scheme: string, username: string, password: string, host: string | null, port: number | null,
   *   path: string[] | string, query: string | null, fragment: string | null}} URLRecord */

  /** @param {string} input */
  function invalid(input) {
    const error = prelude.codedError(TypeError, 'Invalid URL', 'ERR_INVALID_URL');
    /** @type {any} */ (error).input = input;
    return error;
  }

  // ---- Parsing -------------------------------------------------------------------------------
  /** @param {string} rest @param {URLRecord} url @param {boolean} special @param {string} input */
  function parseAuthority(rest, url, special, input) {
    const end = rest.search(special ? /[/\\?#]/ : /[/?#]/);
    const authority = end < 0 ? rest : rest.slice(0, end);
    const at = authority.lastIndexOf('@');
    if (at >= 0) {
      const info = authority.slice(0, at), colon = info.indexOf(':');
      url.username = percentEncode(colon < 0 ? info : info.slice(0, colon), userinfoSet);
      url.password = colon < 0 ? '' : percentEncode(info.slice(colon + 1), userinfoSet);
    }
    const hostPort = authority.slice(at + 1);
    const portAt = hostPort.lastIndexOf(':');
    const hasPort = portAt >= 0 && hostPort.lastIndexOf(']') < portAt;
    const hostText = hasPort ? hostPort.slice(0, portAt) : hostPort;
    if (hostText === '' && (special && url.scheme !== 'file:' || hasPort || at >= 0)) throw invalid(input);
    const host = hostText === '' ? '' : parseHost(hostText, special);
    if (host === null) throw invalid(input);
    url.host = url.scheme === 'file:' && host === 'localhost' ? '' : host;
    url.port = null;
    if (hasPort && hostPort.slice(portAt + 1) !== '') {
      const portText = hostPort.slice(portAt + 1);
      if (!/^[0-9]+$/.test(portText) || Number(portText) > 65535) throw invalid(input);
      const port = Number(portText);
      url.port = specialPorts[url.scheme] === port ? null : port;
    }
    return end < 0 ? '' : rest.slice(end);
  }
  /** Path, query and fragment of `rest` into `url`, the path resolved against `basePath`. @param {string} rest @param {URLRecord} url @param {string[]} basePath */
  function parsePathQueryFragment(rest, url, basePath) {
    const special = isSpecial(url.scheme), file = url.scheme === 'file:';
    const hashAt = rest.indexOf('#');
    if (hashAt >= 0) { url.fragment = percentEncode(rest.slice(hashAt + 1), fragmentSet); rest = rest.slice(0, hashAt); } else url.fragment = null;
    const queryAt = rest.indexOf('?');
    if (queryAt >= 0) { url.query = percentEncode(rest.slice(queryAt + 1), special ? specialQuerySet : querySet); rest = rest.slice(0, queryAt); } else url.query = null;
    if (rest === '' && !special) { url.path = []; return; }
    const segments = special ? rest.split(/[/\\]/) : rest.split('/');
    const path = rest.startsWith('/') || (special && rest.startsWith('\\')) ? [] : basePath.slice(0, -1);
    if (rest.startsWith('/') || (special && rest.startsWith('\\'))) segments.shift();
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i], last = i === segments.length - 1;
      const lower = segment.toLowerCase();
      if (lower === '..' || lower === '.%2e' || lower === '%2e.' || lower === '%2e%2e') {
        // A file: path keeps its drive letter.
        if (path.length && !(file && path.length === 1 && /^[A-Za-z]:$/.test(path[0]))) path.pop();
        if (last) path.push('');
      } else if (lower === '.' || lower === '%2e') {
        if (last) path.push('');
      } else if (file && path.length === 0 && /^[A-Za-z][:|]$/.test(segment)) {
        path.push(segment[0] + ':');
      } else {
        path.push(percentEncode(segment, pathSet));
      }
    }
    url.path = special && path.length === 0 ? [''] : path;
  }
  // A URL already in the form the parser writes (a special scheme and a host in lower case, no
  // default port, a path and query with nothing to encode or resolve): most of those a
  // script fetches. Such an input is its own serialization, read with one expression.
  const plainURL = /^(https?|wss?|ftp):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::([1-9][0-9]{0,4}))?((?:\/(?:[\w\-.~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)+)(?:\?((?:[\w\-.~!$&()*+,;=:@/?]|%[0-9A-Fa-f]{2})*))?$/;
  /** The parts of a plain URL (see `plainURL`), or null when `text` is not one. @param {string} text */
  function plainMatch(text) {
    const m = plainURL.exec(text);
    if (!m) return null;
    const host = m[2], port = m[3] === undefined ? null : Number(m[3]);
    // The host as the host parser reads it (an IPv4 address, labels in Punycode): plain only
    // when that writes it back as it is.
    if (parseHost(host, true) !== host) return null;
    if (port !== null && (port > 65535 || port === specialPorts[m[1] + ':'])) return null;
    // Dot segments are resolved by the whole parser.
    if (/\/(?:\.|%2e){1,2}(?=\/|$)/i.test(m[4])) return null;
    return m;
  }
  /** The record of a plain URL, or null when `text` is not one. @param {string} text @returns {URLRecord | null} */
  function plainRecord(text) {
    const m = plainMatch(text);
    if (!m) return null;
    return { scheme: m[1] + ':', username: '', password: '', host: m[2], port: m[3] === undefined ? null : Number(m[3]),
      path: m[4].slice(1).split('/'), query: m[5] === undefined ? null : m[5], fragment: null };
  }
  /** @param {string} input @param {URLRecord | null} base @returns {URLRecord} */
  function parse(input, base) {
    const plain = base ? null : plainRecord(input);
    if (plain) return plain;
    const text = String(input).replace(/^[\0- ]+|[\0- ]+$/g, '').replace(/[\t\n\r]/g, '');
    const match = /^([a-zA-Z][a-zA-Z0-9+\-.]*):/.exec(text);
    /** @type {URLRecord} */
    const url = { scheme: '', username: '', password: '', host: null, port: null, path: [], query: null, fragment: null };
    if (match) {
      url.scheme = match[1].toLowerCase() + ':';
      const special = isSpecial(url.scheme);
      let rest = text.slice(match[0].length);
      // Same special scheme as the base, without two slashes: relative to it (`http:/x`, `http:x`).
      if (special && base && base.scheme === url.scheme && !rest.startsWith('//')) return relative(rest, base, input);
      if (url.scheme === 'file:') {
        // file: a host only after exactly two slashes (all of it a host: no user, no port), unless
        // it is a drive letter, which starts the path.
        url.host = '';
        if (/^[/\\]{2}/.test(rest)) {
          const after = rest.slice(2), end = after.search(/[/\\?#]/);
          const hostText = end < 0 ? after : after.slice(0, end);
          if (/^[A-Za-z][:|]$/.test(hostText)) rest = '/' + after;
          else {
            const host = hostText === '' ? '' : parseHost(hostText, true);
            if (host === null) throw invalid(String(input));
            url.host = host === 'localhost' ? '' : host;
            rest = end < 0 ? '' : after.slice(end);
          }
        }
        parsePathQueryFragment(rest, url, []);
        return url;
      }
      if (special || rest.startsWith('//')) {
        rest = special ? rest.replace(/^[/\\]*/, '') : rest.slice(2);
        rest = parseAuthority(rest, url, special, String(input));
        parsePathQueryFragment(rest.startsWith('/') || (special && rest.startsWith('\\')) || rest === '' || /^[?#]/.test(rest) ? rest : '/' + rest, url, []);
        if (special && rest !== '' && /^[?#]/.test(rest)) url.path = [''];
        return url;
      }
      if (rest.startsWith('/')) { parsePathQueryFragment(rest, url, []); return url; }
      // An opaque path (mailto:, data:): kept as it is but for control characters.
      const end = rest.search(/[?#]/);
      url.path = percentEncode(end < 0 ? rest : rest.slice(0, end), c0);
      if (end >= 0) {
        const tail = rest.slice(end);
        const hashAt = tail.indexOf('#');
        url.query = tail.startsWith('?') ? percentEncode(tail.slice(1, hashAt < 0 ? undefined : hashAt), querySet) : null;
        url.fragment = hashAt >= 0 ? percentEncode(tail.slice(hashAt + 1), fragmentSet) : null;
      }
      return url;
    }
    if (!base) throw invalid(String(input));
    return relative(text, base, input);
  }
  /** @param {string} rest @param {URLRecord} base @param {unknown} input @returns {URLRecord} */
  function relative(rest, base, input) {
    const special = isSpecial(base.scheme);
    /** @type {URLRecord} */
    const url = { ...base, path: Array.isArray(base.path) ? base.path.slice() : base.path };
    if (typeof base.path === 'string') {
      if (!rest.startsWith('#')) throw invalid(String(input));
      url.fragment = percentEncode(rest.slice(1), fragmentSet);
      return url;
    }
    if (/^[/\\]{2}/.test(rest) && (special || rest.startsWith('//'))) {
      url.username = ''; url.password = '';
      // A special scheme's authority comes after any number of slashes (`///host`).
      const after = parseAuthority(special ? rest.replace(/^[/\\]+/, '') : rest.slice(2), url, special, String(input));
      parsePathQueryFragment(after === '' || /^[?#]/.test(after) ? '/' + after : after, url, []);
      return url;
    }
    if (rest === '') { url.fragment = null; return url; }
    if (rest.startsWith('?') || rest.startsWith('#')) {
      const hashAt = rest.indexOf('#');
      if (rest.startsWith('?')) url.query = percentEncode(rest.slice(1, hashAt < 0 ? undefined : hashAt), special ? specialQuerySet : querySet);
      url.fragment = hashAt >= 0 ? percentEncode(rest.slice(hashAt + 1), fragmentSet) : null;
      return url;
    }
    parsePathQueryFragment(rest, url, /** @type {string[]} */ (base.path));
    return url;
  }
  /** What a setter that runs the parser parses: the value as a string, without ASCII tabs and
   * newlines, as the parser drops them (username and password are set as given). @param {unknown} value */
  const setterInput = (value) => String(value).replace(/[\t\n\r]/g, '');
  /** Whether a URL can have a username, a password and a port (a host that is not empty, not
   * file:). @param {URLRecord} url */
  const hasCredentials = (url) => url.host !== null && url.host !== '' && url.scheme !== 'file:';
  /** @param {string[] | string} path */
  const pathText = (path) => (typeof path === 'string' ? path : path.length ? '/' + path.join('/') : '');
  /** @param {URLRecord} url */
  function serialize(url, withFragment = true) {
    let out = url.scheme;
    if (url.host !== null) {
      out += '//';
      if (url.username || url.password) out += url.username + (url.password ? ':' + url.password : '') + '@';
      out += url.host + (url.port !== null ? ':' + url.port : '');
    } else if (Array.isArray(url.path) && url.path.length > 1 && url.path[0] === '') out += '/.';
    out += pathText(url.path);
    if (url.query !== null) out += '?' + url.query;
    if (withFragment && url.fragment !== null) out += '#' + url.fragment;
    return out;
  }

  // ---- URL -----------------------------------------------------------------------------------
  /** What node (V8) says of a receiver that is not a URL: reading `member` of its private
   * state, or (no member) calling one of its private methods. @param {string} [member] */
  const notURL = (member) => new TypeError(member
    ? `Cannot read private member #${member} from an object whose class did not declare it` : 'Receiver must be an instance of class URL');
  const missingURL = () => prelude.codedError(TypeError, 'The "url" argument must be specified', 'ERR_MISSING_ARGS');
  class URL {
    /** @type {URLRecord} */ #record;
    /** Made when first asked for (most URLs are only parsed and read). @type {any} */ #searchParams = null;
    /** @param {unknown} input @param {unknown} [base] */
    constructor(input, base = undefined) {
      if (arguments.length === 0) throw missingURL();
      let baseRecord = null;
      if (base !== undefined) {
        try { baseRecord = parse(String(base), null); } catch (e) { throw invalid(String(input)); }
      }
      this.#record = parse(String(input), baseRecord);
    }
    /** The record of `url`, or node's error naming `member` when it is not a URL. @param {unknown} url @param {string} [member] */
    static #of(url, member) {
      if (url === null || typeof url !== 'object' || !(#record in url)) throw notURL(member);
      return /** @type {URL} */ (url).#record;
    }
    /** Tells the search params (when made) the query changed. */
    #reparse() { if (this.#searchParams) searchParams().replace(this.#searchParams, this.#record.query || ''); }
    /** @param {unknown} input @param {unknown} [base] */
    static canParse(input, base = undefined) {
      if (arguments.length === 0) throw missingURL();
      try { parse(String(input), base === undefined ? null : parse(String(base), null)); return true; } catch (e) { return false; }
    }
    /** The URL `input` names (against `base`), or null when it names none. @param {unknown} input @param {unknown} [base] */
    static parse(input, base = undefined) {
      if (arguments.length === 0) throw missingURL();
      try { return new URL(input, base); } catch (e) { return null; }
    }
    toString() { return serialize(URL.#of(this)); }
    get href() { return serialize(URL.#of(this)); }
    set href(value) { URL.#of(this, 'context'); this.#record = parse(String(value), null); this.#reparse(); }
    get origin() {
      const r = URL.#of(this, 'context');
      if (r.scheme === 'blob:' && typeof r.path === 'string') {
        try { const inner = new URL(r.path); return /^https?:$/.test(inner.protocol) ? inner.origin : 'null'; } catch (e) { return 'null'; }
      }
      return isSpecial(r.scheme) && r.scheme !== 'file:' ? r.scheme + '//' + r.host + (r.port !== null ? ':' + r.port : '') : 'null';
    }
    get protocol() { return URL.#of(this, 'context').scheme; }
    set protocol(value) {
      const r = URL.#of(this, 'context');
      const scheme = setterInput(value).replace(/:.*$/, '').toLowerCase() + ':';
      if (!/^[a-z][a-z0-9+\-.]*:$/.test(scheme) || isSpecial(scheme) !== isSpecial(r.scheme)) return;
      // file: has no credentials or port, and a file: URL without a host keeps its scheme.
      if (scheme === 'file:' && (r.username !== '' || r.password !== '' || r.port !== null)) return;
      if (r.scheme === 'file:' && r.host === '') return;
      r.scheme = scheme;
      if (r.port === specialPorts[scheme]) r.port = null;
    }
    get username() { return URL.#of(this, 'context').username; }
    set username(value) { const r = URL.#of(this, 'context'); if (hasCredentials(r)) r.username = percentEncode(String(value), userinfoSet); }
    get password() { return URL.#of(this, 'context').password; }
    set password(value) { const r = URL.#of(this, 'context'); if (hasCredentials(r)) r.password = percentEncode(String(value), userinfoSet); }
    get host() { const r = URL.#of(this, 'context'); return r.host === null ? '' : r.host + (r.port !== null ? ':' + r.port : ''); }
    set host(value) { const r = URL.#of(this, 'context'); this.#setAuthority(r, setterInput(value), true); }
    get hostname() { return URL.#of(this, 'context').host || ''; }
    set hostname(value) { const r = URL.#of(this, 'context'); this.#setAuthority(r, setterInput(value), false); }
    /** @param {URLRecord} record @param {string} text @param {boolean} withPort */
    #setAuthority(record, text, withPort) {
      if (typeof record.path === 'string') return;
      // A hostname with a port is not one: nothing changes (the host setter takes both).
      if (!withPort && /^[^[]*:|\]:/.test(text)) return;
      const copy = { ...record };
      try {
        const port = copy.port;
        const authority = text.split(/[/?#\\]/)[0];
        parseAuthority(authority, copy, isSpecial(copy.scheme), text);
        // A port is changed only when one is given (outside an IPv6 address's brackets).
        if (!withPort || !/^(?:\[[^\]]*\]|[^[:])*:/.test(authority)) copy.port = port;
        this.#record = copy;
      } catch (e) { /* setters ignore what does not parse, as node's do */ }
    }
    get port() { const r = URL.#of(this, 'context'); return r.port === null ? '' : String(r.port); }
    set port(value) {
      const r = URL.#of(this, 'context');
      const text = setterInput(value);
      if (!hasCredentials(r)) return;
      if (text === '') { r.port = null; return; }
      const digits = /^[0-9]+/.exec(text);
      if (!digits || Number(digits[0]) > 65535) return;
      r.port = specialPorts[r.scheme] === Number(digits[0]) ? null : Number(digits[0]);
    }
    get pathname() { return pathText(URL.#of(this, 'context').path); }
    set pathname(value) {
      const r = URL.#of(this, 'context');
      if (typeof r.path === 'string') return;
      const copy = { ...r };
      const { query, fragment } = copy;
      parsePathQueryFragment(setterInput(value).replace(/[?#]/g, (c) => (c === '?' ? '%3F' : '%23')), copy, []);
      this.#record = { ...copy, query, fragment };
    }
    get search() { const q = URL.#of(this).query; return q === null || q === '' ? '' : '?' + q; }
    set search(value) {
      const r = URL.#of(this, 'context');
      // '' removes the query; '?' leaves an empty one.
      const given = setterInput(value);
      r.query = given === '' ? null : percentEncode(given.replace(/^\?/, ''), isSpecial(r.scheme) ? specialQuerySet : querySet);
      this.#reparse();
    }
    get searchParams() {
      if (this === null || typeof this !== 'object' || !(#record in this)) throw notURL('searchParams');
      if (!this.#searchParams) {
        const { URLSearchParams } = /** @type {any} */ (globalThis);
        const params = new URLSearchParams(this.#record.query || '');
        searchParams().attach(params, (/** @type {string | null} */ query) => { this.#record.query = query; });
        this.#searchParams = params;
      }
      return this.#searchParams;
    }
    get hash() { const f = URL.#of(this, 'context').fragment; return f === null || f === '' ? '' : '#' + f; }
    set hash(value) {
      const r = URL.#of(this, 'context');
      // '' removes the fragment; '#' leaves an empty one.
      const given = setterInput(value);
      r.fragment = given === '' ? null : percentEncode(given.replace(/^#/, ''), fragmentSet);
    }
    toJSON() { return serialize(URL.#of(this)); }
    /** A blob: URL that fetch reads `obj` from, until revoked. @param {unknown} obj */
    static createObjectURL(obj) {
      const { Blob, objectURLs } = prelude.partModule('internal/blob');
      if (!(obj instanceof Blob)) throw prelude.invalidArgType('obj', 'an instance of Blob', obj);
      const url = 'blob:nodedata:' + /** @type {any} */ (globalThis).crypto.randomUUID();
      objectURLs.set(url, obj);
      return url;
    }
    /** @param {unknown} url */
    static revokeObjectURL(url) {
      if (arguments.length === 0) throw missingURL();
      prelude.partModule('internal/blob').objectURLs.delete(String(url));
    }
  }

  prelude.describeFields(URL.prototype, 'URL', ['href', 'origin', 'protocol', 'username', 'password', 'host',
    'hostname', 'port', 'pathname', 'search', 'searchParams', 'hash']);

  Object.defineProperty(URL.prototype, Symbol.toStringTag, { value: 'URL', configurable: true });

  // For the other parts: what a Request keeps of its URL, without making a URL (a plain one is
  // its own href).
  const internal = {
    /** `text`'s href and whether it names a user or password; node's ERR_INVALID_URL when it
     * is not a URL. @param {string} text */
    hrefOf(text) {
      if (plainMatch(text)) return { href: text, credentials: false };
      const record = parse(text, null);
      return { href: serialize(record), credentials: record.username !== '' || record.password !== '' };
    },
  };
  const partExports = { URL, 'internal/url': internal };
  partExports;
}
