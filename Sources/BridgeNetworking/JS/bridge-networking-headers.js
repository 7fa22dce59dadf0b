// The web's Headers for scripts, as node has it (names checked and lowercased, values trimmed,
// entries sorted and combined, set-cookie kept apart). BridgeNetworking's part of the JS half
// (a JSPart), evaluated the first time a script reaches for Headers or fetch. Messages are
// node 20's.
(/** @param {BridgePartToolkit} prelude */ function (prelude) {
  'use strict';

  // ---- Headers -----------------------------------------------------------------------------
  const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
  /** Each Headers' entries in the order they came: [lowercased name, value, name as given]. */
  const headerLists = new WeakMap();
  /** @param {string} where @param {unknown} name @param {unknown} [value] @returns {[string, string, string]} */
  function checkHeader(where, name, value) {
    const n = String(name);
    if (!headerName.test(n)) throw new TypeError(`${where}: "${n}" is an invalid header name.`);
    if (value === undefined) return [n.toLowerCase(), '', n];
    const v = String(value).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
    if (/[\0\r\n]/.test(v)) throw new TypeError(`${where}: "${v}" is an invalid header value.`);
    return [n.toLowerCase(), v, n];
  }
  class Headers {
    /** @param {any} [init] */
    constructor(init = undefined) {
      /** @type {[string, string, string][]} */
      const list = [];
      headerLists.set(this, list);
      if (init === undefined || init === null) return;
      if (init instanceof Headers) { for (const [n, v, given] of headerLists.get(init)) list.push([n, v, given]); return; }
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
      headerLists.get(this).push(checkHeader('Headers.append', name, value));
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
      const entry = checkHeader('Headers.set', name, value), n = entry[0];
      const list = headerLists.get(this);
      const i = list.findIndex((/** @type {[string, string]} */ e) => e[0] === n);
      if (i < 0) { list.push(entry); return; }
      list[i] = entry;
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

  return { Headers };
})
