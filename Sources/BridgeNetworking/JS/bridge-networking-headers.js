// The web's Headers for scripts, as node has it (names checked and lowercased, values trimmed,
// entries sorted and combined, set-cookie kept apart). BridgeNetworking's part of the JS half
// (a JSPart), evaluated the first time a script reaches for Headers or fetch. Messages are
// node 20's.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Array, Map, WeakMap, WeakSet, TypeError, Symbol, String, Reflect } = prelude.primordials;

  // ---- Headers -----------------------------------------------------------------------------
  const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
  /** Each Headers' entries in the order they came: [lowercased name, value, name as given]. */
  const headerLists = new WeakMap();
  /** A method's arguments checked as node checks them: their count (`given`), the name, and the
   * value of the methods that take one.
   * @param {string} where @param {number} given @param {unknown} name @param {unknown} [value] @returns {[string, string, string]} */
  function checkHeader(where, given, name, value) {
    const takesValue = where === 'Headers.append' || where === 'Headers.set', needed = takesValue ? 2 : 1;
    if (given < needed) throw new TypeError(`${where}: ${needed} argument${needed === 1 ? '' : 's'} required, but${given ? ' only' : ''} ${given} found.`);
    const n = byteString(name);
    const raw = takesValue ? byteString(value) : '';
    if (!headerName.test(n)) throw new TypeError(`${where}: "${n}" is an invalid header name.`);
    if (!takesValue) return [n.toLowerCase(), '', n];
    const v = raw.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
    if (/[\0\r\n]/.test(v)) throw new TypeError(`${where}: "${v}" is an invalid header value.`);
    return [n.toLowerCase(), v, n];
  }
  /** A value as Web IDL's ByteString, with node's message for a character above U+00FF.
   * @param {unknown} value */
  function byteString(value) {
    const text = String(value);
    const at = text.search(/[^\0-\xFF]/);
    if (at >= 0) {
      throw new TypeError(`Cannot convert argument to a ByteString because the character at index ${at} has a value of ${text.charCodeAt(at)} which is greater than 255.`);
    }
    return text;
  }
  /** Each Headers' sorted and combined entries, as iteration gives them, until it changes. */
  const sortedPairs = new WeakMap();
  /** @param {Headers} headers @returns {[string, string][]} */
  function pairsOf(headers) {
    let pairs = sortedPairs.get(headers);
    if (pairs) return pairs;
    /** @type {Map<string, string[]>} */
    const byName = new Map();
    for (const [n, v] of headerLists.get(headers)) {
      const values = byName.get(n);
      if (values) values.push(v); else byName.set(n, [v]);
    }
    pairs = [];
    for (const n of [...byName.keys()].sort()) {
      const values = byName.get(n) || [];
      if (n === 'set-cookie') for (const v of values) pairs.push([n, v]);
      else pairs.push([n, values.join(', ')]);
    }
    sortedPairs.set(headers, pairs);
    return pairs;
  }
  /** Headers whose entries cannot change (a fetched response's, `Response.error()`'s, ...). */
  const immutable = new WeakSet();
  /** @param {Headers} headers */
  const checkMutable = (headers) => { if (immutable.has(headers)) throw new TypeError('immutable'); };
  /** What webidl shows of a value that is not an object: strings quoted. @param {unknown} v */
  const shown = (v) => typeof v === 'string' ? `"${v}"` : typeof v === 'symbol' ? v.toString() : String(v);
  class Headers {
    /** @param {any} [init] */
    constructor(init = undefined) {
      /** @type {[string, string, string][]} */
      const list = [];
      headerLists.set(this, list);
      if (init === undefined) return;
      if (init instanceof Headers) { for (const [n, v, given] of headerLists.get(init)) list.push([n, v, given]); return; }
      if (init === null || (typeof init !== 'object' && typeof init !== 'function')) {
        throw new TypeError('Headers constructor: Argument 1 could not be converted to one of: sequence<sequence<ByteString>>, record<ByteString, ByteString>.');
      }
      if (typeof init[Symbol.iterator] === 'function') {
        let index = 0;
        for (const pair of init) {
          // node's message, its spelling kept.
          const where = `Headers contructor: init[${index++}]`;
          if (pair === null || (typeof pair !== 'object' && typeof pair !== 'function')) throw new TypeError(`${where} (${shown(pair)}) is not iterable.`);
          if (typeof pair[Symbol.iterator] !== 'function') throw new TypeError(`${where} is not iterable.`);
          const entry = Array.from(pair);
          if (entry.length !== 2) throw new TypeError('Headers constructor: expected name/value pair to be length 2, found ' + entry.length + '.');
          this.append(entry[0], entry[1]);
        }
      } else {
        // A record, as Web IDL reads one: every own enumerable key, symbols refused.
        for (const key of Reflect.ownKeys(init)) {
          const descriptor = Object.getOwnPropertyDescriptor(init, key);
          if (descriptor === undefined || !descriptor.enumerable) continue;
          if (typeof key === 'symbol') throw new TypeError('Headers contructor: init is a symbol, which cannot be converted to a DOMString.');
          this.append(key, init[key]);
        }
      }
    }
    /** @param {string} name @param {string} value */
    append(name, value) {
      const entry = checkHeader('Headers.append', arguments.length, name, value);
      checkMutable(this);
      sortedPairs.delete(this);
      headerLists.get(this).push(entry);
    }
    /** @param {string} name */
    delete(name) {
      const [n] = checkHeader('Headers.delete', arguments.length, name);
      checkMutable(this);
      sortedPairs.delete(this);
      const list = headerLists.get(this);
      for (let i = list.length - 1; i >= 0; i--) if (list[i][0] === n) list.splice(i, 1);
    }
    /** @param {string} name */
    get(name) {
      const [n] = checkHeader('Headers.get', arguments.length, name);
      const values = headerLists.get(this).filter((/** @type {[string, string]} */ e) => e[0] === n).map((/** @type {[string, string]} */ e) => e[1]);
      return values.length ? values.join(', ') : null;
    }
    getSetCookie() { return headerLists.get(this).filter((/** @type {[string, string]} */ e) => e[0] === 'set-cookie').map((/** @type {[string, string]} */ e) => e[1]); }
    /** @param {string} name */
    has(name) { const [n] = checkHeader('Headers.has', arguments.length, name); return headerLists.get(this).some((/** @type {[string, string]} */ e) => e[0] === n); }
    /** @param {string} name @param {string} value */
    set(name, value) {
      const entry = checkHeader('Headers.set', arguments.length, name, value), n = entry[0];
      checkMutable(this);
      sortedPairs.delete(this);
      const list = headerLists.get(this);
      const i = list.findIndex((/** @type {[string, string]} */ e) => e[0] === n);
      if (i < 0) { list.push(entry); return; }
      list[i] = entry;
      for (let k = list.length - 1; k > i; k--) if (list[k][0] === n) list.splice(k, 1);
    }
    /** The sorted, combined entries (set-cookie kept apart), read afresh at each step as Web
     * IDL's iterators read them (a change made while iterating is seen). */
    *entries() {
      for (let i = 0; ; i++) {
        const pairs = pairsOf(this);
        if (i >= pairs.length) return;
        yield [pairs[i][0], pairs[i][1]];
      }
    }
    *keys() { for (const [n] of this.entries()) yield n; }
    *values() { for (const [, v] of this.entries()) yield v; }
    /** @param {(value: string, name: string, headers: Headers) => void} callback @param {unknown} [thisArg] */
    forEach(callback, thisArg) { for (const [n, v] of this.entries()) callback.call(thisArg, v, n, this); }
    [Symbol.iterator]() { return this.entries(); }
    get [Symbol.toStringTag]() { return 'Headers'; }
  }

  // As node shows one: each name as first given (as last set), its values joined as `get`
  // joins them (a cookie's with '; '), in the order the names came.
  prelude.describeAs(Headers.prototype, (/** @type {Headers} */ headers) => {
    const list = headerLists.get(headers);
    if (!list) return null;
    /** @type {Map<string, [string, string]>} */ const shown = new Map();
    for (const [n, v, given] of list) {
      const had = shown.get(n);
      if (had) had[1] += (n === 'cookie' ? '; ' : ', ') + v;
      else shown.set(n, [given, v]);
    }
    return ['Headers', [...shown.values()]];
  });

  // For the other parts (not `require`'s).
  const internal = {
    /** A Headers whose entries can no longer change. @param {Headers} headers */ freeze: (headers) => { immutable.add(headers); return headers; },
    /** The entries as one record (what a request sends): each name's values joined with ', ',
     * in the order they came. @param {Headers} headers */
    record: (headers) => {
      /** @type {Record<string, string>} */ const out = {};
      const list = headerLists.get(headers);
      for (let i = 0; i < list.length; i++) { const n = list[i][0], v = list[i][1]; out[n] = out[n] === undefined ? v : out[n] + ', ' + v; }
      return out;
    },
    /** Headers of entries the HTTP parser has already checked (a response's, names in lower
     * case), taken as they are. @param {[string, string][]} entries */
    parsed: (entries) => {
      const headers = new Headers(), list = headerLists.get(headers);
      for (let i = 0; i < entries.length; i++) list.push([entries[i][0], entries[i][1], entries[i][0]]);
      return headers;
    },
  };
  const partExports = { Headers, 'internal/headers': internal };
  partExports;
}
