// The web's URLSearchParams for scripts, as node has it (application/x-www-form-urlencoded
// parsing and serializing, a URL's `searchParams` kept in step with its query).
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for URLSearchParams or URL. Messages and error shapes are node 20's.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Array, WeakMap, Uint8Array, TypeError, Symbol, String, Reflect } = prelude.primordials;
  const { TextEncoder, TextDecoder } = /** @type {any} */ (globalThis);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  /** `text` with its %XX sequences decoded as UTF-8 (a bad sequence kept as it is). @param {string} text */
  function percentDecode(text) {
    // Text without a % or a lone surrogate decodes to itself.
    if (!/[%\uD800-\uDFFF]/.test(text)) return text;
    const bytes = encoder.encode(text);
    const out = [];
    for (let i = 0; i < bytes.length; i++) {
      const hex = String.fromCharCode(bytes[i + 1] || 0, bytes[i + 2] || 0);
      if (bytes[i] === 0x25 && /^[0-9a-fA-F]{2}$/.test(hex)) { out.push(parseInt(hex, 16)); i += 2; } else out.push(bytes[i]);
    }
    return decoder.decode(new Uint8Array(out));
  }

  // ---- URLSearchParams -----------------------------------------------------------------------
  /** A value as Web IDL's USVString: each lone surrogate replaced by U+FFFD. @param {unknown} value */
  const usv = (value) => String(value).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
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
  /** node's error for a method called without the arguments it needs. @param {number} given @param {number} needed */
  const checkArgs = (given, needed) => {
    if (given < needed) throw prelude.codedError(TypeError, needed === 1 ? 'The "name" argument must be specified' : 'The "name" and "value" arguments must be specified', 'ERR_MISSING_ARGS');
  };
  /** The pairs of `params`, or node's error when it is not a URLSearchParams. @type {(params: unknown) => [string, string][]} */
  let listOf;
  /** Makes `params` tell its URL each change of its pairs (the query, or null when empty). @type {(params: URLSearchParams, update: (query: string | null) => void) => void} */
  let attach;
  /** Replaces the pairs of a URL's params with what its new query says. @type {(params: URLSearchParams, query: string) => void} */
  let replace;

  class URLSearchParams {
    /** @type {[string, string][]} */ #list = [];
    /** @type {((query: string | null) => void) | null} */ #owner = null;
    /** @param {any} [init] */
    constructor(init = '') {
      if (init instanceof URLSearchParams) this.#list = init.#list.map((e) => [e[0], e[1]]);
      else if (init !== null && typeof init === 'object' && typeof init[Symbol.iterator] === 'function') {
        for (const pair of init) {
          const entry = typeof pair === 'object' && pair !== null && typeof pair[Symbol.iterator] === 'function' ? Array.from(pair) : null;
          if (!entry || entry.length !== 2) throw prelude.codedError(TypeError, 'Each query pair must be an iterable [name, value] tuple', 'ERR_INVALID_TUPLE');
          this.#list.push([usv(entry[0]), usv(entry[1])]);
        }
      } else if (init !== null && typeof init === 'object') {
        // A record, as Web IDL reads one: every own enumerable key (a symbol refused, with
        // node's words).
        for (const key of Reflect.ownKeys(init)) {
          const descriptor = Object.getOwnPropertyDescriptor(init, key);
          if (descriptor === undefined || !descriptor.enumerable) continue;
          if (typeof key === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
          this.#list.push([usv(key), usv(init[key])]);
        }
      } else {
        const text = usv(init);
        this.#list = formDecode(text.startsWith('?') ? text.slice(1) : text);
      }
    }
    static {
      listOf = (params) => {
        if (params === null || typeof params !== 'object' || !(#list in params)) throw prelude.invalidThis('URLSearchParams');
        return /** @type {URLSearchParams} */ (params).#list;
      };
      attach = (params, owner) => { params.#owner = owner; };
      replace = (params, query) => {
        // In place: an iterator reads the same array.
        params.#list.length = 0;
        for (const e of formDecode(query)) params.#list.push(e);
      };
    }
    /** Tells the URL these are the search params of (when they are one's) their new pairs. */
    #update() {
      if (this.#owner) { const text = this.toString(); this.#owner(text === '' ? null : text); }
    }
    get size() { return listOf(this).length; }
    /** @param {string} name @param {string} value */
    append(name, value) {
      const list = listOf(this);
      checkArgs(arguments.length, 2);
      list.push([usv(name), usv(value)]);
      this.#update();
    }
    /** @param {string} name @param {string} [value] */
    delete(name, value) {
      const list = listOf(this);
      checkArgs(arguments.length, 1);
      const n = usv(name), v = value === undefined ? undefined : usv(value);
      for (let i = list.length - 1; i >= 0; i--) if (list[i][0] === n && (v === undefined || list[i][1] === v)) list.splice(i, 1);
      this.#update();
    }
    /** @param {string} name */
    get(name) {
      const list = listOf(this);
      checkArgs(arguments.length, 1);
      const n = usv(name);
      const e = list.find((e) => e[0] === n);
      return e ? e[1] : null;
    }
    /** @param {string} name */
    getAll(name) {
      const list = listOf(this);
      checkArgs(arguments.length, 1);
      const n = usv(name);
      return list.filter((e) => e[0] === n).map((e) => e[1]);
    }
    /** @param {string} name @param {string} [value] */
    has(name, value) {
      const list = listOf(this);
      checkArgs(arguments.length, 1);
      const n = usv(name), v = value === undefined ? undefined : usv(value);
      return list.some((e) => e[0] === n && (v === undefined || e[1] === v));
    }
    /** @param {string} name @param {string} value */
    set(name, value) {
      const list = listOf(this);
      checkArgs(arguments.length, 2);
      const n = usv(name), entry = /** @type {[string, string]} */ ([n, usv(value)]);
      const i = list.findIndex((e) => e[0] === n);
      if (i < 0) list.push(entry);
      else {
        list[i] = entry;
        for (let k = list.length - 1; k > i; k--) if (list[k][0] === n) list.splice(k, 1);
      }
      this.#update();
    }
    sort() {
      const list = listOf(this);
      const keyed = list.map((e, i) => ({ e, i }));
      keyed.sort((a, b) => (a.e[0] < b.e[0] ? -1 : a.e[0] > b.e[0] ? 1 : a.i - b.i));
      for (let i = 0; i < keyed.length; i++) list[i] = keyed[i].e;
      this.#update();
    }
    entries() { return iterator(this, 'entries'); }
    /** @param {(value: string, name: string, params: URLSearchParams) => void} callback @param {unknown} [thisArg] */
    forEach(callback, thisArg = undefined) {
      const list = listOf(this);
      if (typeof callback !== 'function') throw prelude.invalidArgType('callback', 'of type function', callback);
      // As node's: pairs added by the callback are visited too.
      for (let i = 0; i < list.length; i++) callback.call(thisArg, list[i][1], list[i][0], this);
    }
    keys() { return iterator(this, 'keys'); }
    values() { return iterator(this, 'values'); }
    toString() { return listOf(this).map((e) => formEncode(e[0]) + '=' + formEncode(e[1])).join('&'); }
  }
  Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, { value: URLSearchParams.prototype.entries, writable: true, configurable: true });
  Object.defineProperty(URLSearchParams.prototype, Symbol.toStringTag, { value: 'URLSearchParams', configurable: true });

  // ---- URLSearchParams Iterator: reads the pairs as they are when each is asked for --------
  /** Each iterator's pairs (its params' own array), what it gives, and the index of the next pair. @type {WeakMap<object, {list: [string, string][], kind: string, index: number}>} */
  const iterators = new WeakMap();
  /** What an iterator of `kind` gives for the pair `e`: its name, its value, or a copy of it.
   * @param {string} kind @param {[string, string]} e */
  const itemOf = (kind, e) => kind === 'keys' ? e[0] : kind === 'values' ? e[1] : [e[0], e[1]];
  const iteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())), {
    next: {
      value: function next() {
        const it = iterators.get(this);
        if (!it) throw prelude.invalidThis('URLSearchParamsIterator');
        if (it.index >= it.list.length) return { value: undefined, done: true };
        const e = it.list[it.index++];
        return { value: itemOf(it.kind, e), done: false };
      },
      writable: true, enumerable: true, configurable: true,
    },
    [Symbol.toStringTag]: { value: 'URLSearchParams Iterator', configurable: true },
  });
  /** @param {URLSearchParams} params @param {string} kind */
  function iterator(params, kind) {
    const it = Object.create(iteratorPrototype);
    iterators.set(it, { list: listOf(params), kind, index: 0 });
    return it;
  }

  // As node shows one: the items still to come.
  prelude.describeAs(iteratorPrototype, (/** @type {object} */ it) => {
    const state = iterators.get(it);
    if (!state) return null;
    /** @type {[unknown][]} */ const items = [];
    for (let i = state.index; i < state.list.length; i++) items.push([itemOf(state.kind, state.list[i])]);
    return ['URLSearchParams Iterator', items];
  });
  // As node shows one: its pairs as a map's, in order.
  prelude.describeAs(URLSearchParams.prototype, (/** @type {URLSearchParams} */ params) => ['URLSearchParams', listOf(params).map((e) => [e[0], e[1]]), true]);

  const partExports = { URLSearchParams, 'internal/search-params': { attach, replace } };
  partExports;
}
