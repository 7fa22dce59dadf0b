// The web's URLSearchParams for scripts, as node has it (application/x-www-form-urlencoded
// parsing and serializing, a URL's `searchParams` kept in step with its query).
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for URLSearchParams or URL. Messages and error shapes are node 20's.
(/** @param {BridgePartToolkit} prelude */ function (prelude) {
  'use strict';
  const { TextEncoder, TextDecoder } = /** @type {any} */ (globalThis);
  const encoder = new TextEncoder();
  /** `text` with its %XX sequences decoded as UTF-8 (a bad sequence kept as it is). @param {string} text */
  function percentDecode(text) {
    const bytes = encoder.encode(text);
    const out = [];
    for (let i = 0; i < bytes.length; i++) {
      const hex = String.fromCharCode(bytes[i + 1] || 0, bytes[i + 2] || 0);
      if (bytes[i] === 0x25 && /^[0-9a-fA-F]{2}$/.test(hex)) { out.push(parseInt(hex, 16)); i += 2; } else out.push(bytes[i]);
    }
    return new TextDecoder().decode(new Uint8Array(out));
  }

  // ---- URLSearchParams -----------------------------------------------------------------------
  /** application/x-www-form-urlencoded: @param {string} text */
  function formEncode(text) {
    let out = '';
    for (const b of encoder.encode(text)) {
      const ch = String.fromCharCode(b);
      out += b === 0x20 ? '+' : /[A-Za-z0-9*\-._]/.test(ch) ? ch : '%' + (b < 16 ? '0' : '') + b.toString(16).toUpperCase();
    }
    return out;
  }
  /** @param {string} text @returns {[string, string][]} */
  function formDecode(text) {
    /** @type {[string, string][]} */ const list = [];
    for (const piece of text.split('&')) {
      if (piece === '') continue;
      const eq = piece.indexOf('=');
      const name = eq < 0 ? piece : piece.slice(0, eq), value = eq < 0 ? '' : piece.slice(eq + 1);
      list.push([percentDecode(name.replace(/\+/g, ' ')), percentDecode(value.replace(/\+/g, ' '))]);
    }
    return list;
  }
  class URLSearchParams {
    /** @param {any} [init] */
    constructor(init = '') {
      /** @type {[string, string][]} */
      this._list = [];
      Object.defineProperty(this, '_list', { enumerable: false, writable: true });
      if (init instanceof URLSearchParams) this._list = init._list.map((e) => [e[0], e[1]]);
      else if (init !== null && typeof init === 'object' && typeof init[Symbol.iterator] === 'function') {
        for (const pair of init) {
          const entry = typeof pair === 'object' && pair !== null && typeof pair[Symbol.iterator] === 'function' ? Array.from(pair) : null;
          if (!entry || entry.length !== 2) throw prelude.codedError(TypeError, 'Each query pair must be an iterable [name, value] tuple', 'ERR_INVALID_TUPLE');
          this._list.push([String(entry[0]), String(entry[1])]);
        }
      } else if (init !== null && typeof init === 'object') {
        for (const key of Object.keys(init)) this._list.push([key, String(init[key])]);
      } else {
        const text = String(init);
        this._list = formDecode(text.startsWith('?') ? text.slice(1) : text);
      }
    }
    /** Tells the URL these are the search params of (`_owner`, set by URL) its new query. */
    _update() {
      const url = /** @type {any} */ (this)._owner;
      if (url) { const text = this.toString(); url._record.query = text === '' ? null : text; }
    }
    /** Replaces the list with what `text` says (the URL's query changed). @param {string} text */
    _replace(text) { this._list = formDecode(text); }
    get size() { return this._list.length; }
    /** @param {string} name @param {string} value */
    append(name, value) { this._list.push([String(name), String(value)]); this._update(); }
    /** @param {string} name @param {string} [value] */
    delete(name, value) {
      this._list = this._list.filter((e) => !(e[0] === String(name) && (value === undefined || e[1] === String(value))));
      this._update();
    }
    /** @param {string} name */
    get(name) { const e = this._list.find((e) => e[0] === String(name)); return e ? e[1] : null; }
    /** @param {string} name */
    getAll(name) { return this._list.filter((e) => e[0] === String(name)).map((e) => e[1]); }
    /** @param {string} name @param {string} [value] */
    has(name, value) { return this._list.some((e) => e[0] === String(name) && (value === undefined || e[1] === String(value))); }
    /** @param {string} name @param {string} value */
    set(name, value) {
      const i = this._list.findIndex((e) => e[0] === String(name));
      if (i < 0) this._list.push([String(name), String(value)]);
      else { this._list[i] = [String(name), String(value)]; this._list = this._list.filter((e, k) => k <= i || e[0] !== String(name)); }
      this._update();
    }
    sort() {
      const keyed = this._list.map((e, i) => ({ e, i }));
      keyed.sort((a, b) => (a.e[0] < b.e[0] ? -1 : a.e[0] > b.e[0] ? 1 : a.i - b.i));
      this._list = keyed.map((k) => k.e);
      this._update();
    }
    /** @param {(value: string, name: string, params: URLSearchParams) => void} callback @param {unknown} [thisArg] */
    forEach(callback, thisArg) { for (const [n, v] of this._list) callback.call(thisArg, v, n, this); }
    *entries() { for (const e of this._list) yield [e[0], e[1]]; }
    *keys() { for (const e of this._list) yield e[0]; }
    *values() { for (const e of this._list) yield e[1]; }
    [Symbol.iterator]() { return this.entries(); }
    toString() { return this._list.map((e) => formEncode(e[0]) + '=' + formEncode(e[1])).join('&'); }
    get [Symbol.toStringTag]() { return 'URLSearchParams'; }
  }

  // As node shows one: its pairs as a map's, in order.
  prelude.describeAs(URLSearchParams.prototype, (/** @type {URLSearchParams} */ params) => {
    const d = Object.getOwnPropertyDescriptor(params, '_list');
    return d && Array.isArray(d.value) ? ['URLSearchParams', d.value.map((/** @type {[string, string]} */ e) => [e[0], e[1]]), true] : null;
  });

  return { URLSearchParams };
})
