(/**
  * @param {(value: unknown) => object | undefined} proxyTarget
  * @param {number} maxArrayLength
  * @param {(entries: string[], indent: number, numeric: boolean) => string[]} columns long lists in
  *   columns, as node's inspect sets them (bridge-inspect-columns.js)
  */
 function (proxyTarget, maxArrayLength, columns) {
  'use strict';
  const O = Object, R = Reflect;
  const apply = R.apply, ownKeys = R.ownKeys, getDesc = O.getOwnPropertyDescriptor;
  const getProto = O.getPrototypeOf, setProto = O.setPrototypeOf, defineProp = O.defineProperty;
  const isArray = Array.isArray, isView = ArrayBuffer.isView, is = O.is;
  const fnToString = Function.prototype.toString;
  const ErrorProto = Error.prototype, PromiseProto = Promise.prototype;
  const ErrorCtor = Error, TypeErrorCtor = TypeError, RangeErrorCtor = RangeError;
  const U8 = Uint8Array, F64 = Float64Array;
  const getter = (proto, name) => getDesc(proto, name).get;
  const TypedArrayProto = getProto(U8.prototype);
  const taLength = getter(TypedArrayProto, 'length'), taBuffer = getter(TypedArrayProto, 'buffer');
  const taOffset = getter(TypedArrayProto, 'byteOffset'), taBytes = getter(TypedArrayProto, 'byteLength');
  const taTag = getter(TypedArrayProto, Symbol.toStringTag);
  const dvBuffer = getter(DataView.prototype, 'buffer'), dvOffset = getter(DataView.prototype, 'byteOffset');
  const dvBytes = getter(DataView.prototype, 'byteLength');
  const abBytes = getter(ArrayBuffer.prototype, 'byteLength');
  const mapSize = getter(Map.prototype, 'size'), setSize = getter(Set.prototype, 'size');
  const mapEntries = Map.prototype.entries, setValues = Set.prototype.values;
  const mapIterNext = getProto(new Map().entries()).next, setIterNext = getProto(new Set().values()).next;
  const dateTime = Date.prototype.getTime, dateISO = Date.prototype.toISOString;
  const reSource = getter(RegExp.prototype, 'source');
  // (Plain loops here and below: an array method used for the first time has the engine
  // compile its JS source, which every start would pay.)
  const reFlagNames = ['hasIndices', 'd', 'global', 'g', 'ignoreCase', 'i', 'multiline', 'm',
                       'dotAll', 's', 'unicode', 'u', 'unicodeSets', 'v', 'sticky', 'y'];
  const reFlags = [];
  for (let i = 0; i < reFlagNames.length; i += 2) {
    const d = getDesc(RegExp.prototype, reFlagNames[i]);
    if (d) reFlags[reFlags.length] = [d.get, reFlagNames[i + 1]];
  }
  const symToString = Symbol.prototype.toString, strSlice = String.prototype.slice;
  const charCode = String.prototype.charCodeAt, fromCharCode = String.fromCharCode;
  const hasOwnProperty = O.prototype.hasOwnProperty, join = Array.prototype.join;
  const String_ = String, NumberIsNaN = Number.isNaN;
  // No regular expressions or string methods that look up user-replaceable symbols
  // (RegExp.prototype.exec, String.prototype[Symbol.split]) run after set-up.
  const hasOwn = (o, k) => apply(hasOwnProperty, o, [k]);
  const code = (s, i) => apply(charCode, s, [i]);
  const slice = (s, a, b) => apply(strSlice, s, [a, b]);
  function lines(s) {
    const out = fresh();
    let start = 0;
    for (let i = 0; i <= s.length; i++) if (i === s.length || code(s, i) === 10) { push(out, slice(s, start, i)); start = i + 1; }
    return out;
  }
  function isIdentifier(s) {
    if (s.length === 0) return false;
    for (let i = 0; i < s.length; i++) {
      const c = code(s, i);
      const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
      if (!letter && !(i > 0 && c >= 48 && c <= 57)) return false;
    }
    return true;
  }
  function isIndex(k) {
    if (typeof k !== 'string' || k.length === 0 || k.length > 10 || (k.length > 1 && code(k, 0) === 48)) return false;
    for (let i = 0; i < k.length; i++) { const c = code(k, i); if (c < 48 || c > 57) return false; }
    return +k < 4294967295;
  }
  const fresh = () => setProto([], null);
  const push = (list, v) => { list[list.length] = v; };
  const tryCall = (fn, self) => { try { return [apply(fn, self, [])]; } catch (e) { return null; } };
  // A value as its target when it is a Proxy (as node shows proxies), else itself.
  const unwrap = (v) => { for (let i = 0; i < 1000; i++) { const t = proxyTarget(v); if (t === undefined) return v; v = t; } return v; };

  // ---- Reading values that cross to native code ---------------------------------------------
  // Each returns a fresh null-prototype array: [0, ...entries] when all went well, [1, key,
  // thrown] when reading `key` threw (key undefined: listing the keys threw), [2, length] for an
  // array past the limit, [3, bytes] for binary data (a Uint8Array over its bytes), [5, time]
  // for a Date.
  // What `o` is, native code tells (its brand checks run no JS and throw nothing): one of these.
  const KIND_OTHER = 0, KIND_DATE = 1, KIND_ARRAY_BUFFER = 2, KIND_TYPED_ARRAY = 3;
  /** @param {any} o @param {number} kind */
  function binary(o, kind) {
    if (kind === KIND_TYPED_ARRAY) return [3, new U8(apply(taBuffer, o, []), apply(taOffset, o, []), apply(taBytes, o, []))];
    if (kind === KIND_ARRAY_BUFFER) return [3, new U8(o)];
    // The one view that is not a typed array.
    if (isView(o)) return [3, new U8(apply(dvBuffer, o, []), apply(dvOffset, o, []), apply(dvBytes, o, []))];
    return null;
  }
  /** @param {any} o @param {number} kind */
  function readObject(o, kind) {
    const bytes = binary(o, kind);
    if (bytes) return bytes;
    // A Date crosses as its time, milliseconds since 1970 (NaN for an invalid date).
    if (kind === KIND_DATE) { const r = fresh(); r[0] = 5; r[1] = apply(dateTime, o, []); return r; }
    let keys;
    try {
      keys = ownKeys(o);
    } catch (e) { const r = fresh(); r[0] = 1; r[1] = undefined; r[2] = e; return r; }
    const r = fresh();
    r[0] = 0;
    // A Proxy's values are read through its get trap, as JSON.stringify reads them.
    const viaGet = proxyTarget(o) !== undefined;
    let key;
    try {
      for (let i = 0; i < keys.length; i++) {
        key = keys[i];
        if (typeof key !== 'string') continue;
        const d = getDesc(o, key);
        if (d === undefined || !d.enumerable) continue;
        const value = !viaGet && hasOwn(d, 'value') ? d.value : o[key];
        push(r, key);
        push(r, value);
      }
    } catch (e) { const f = fresh(); f[0] = 1; f[1] = key; f[2] = e; return f; }
    return r;
  }
  function readArray(a) {
    let n;
    try { n = a.length; } catch (e) { const f = fresh(); f[0] = 1; f[1] = 'length'; f[2] = e; return f; }
    if (typeof n !== 'number' || !(n >= 0 && n <= maxArrayLength)) { const f = fresh(); f[0] = 2; f[1] = n; return f; }
    // Numbers only: one Float64Array native code copies in one step.
    let numbers = n >= 64 ? new F64(n) : null;
    const r = fresh();
    r[0] = 0;
    let i = 0;
    try {
      for (; i < n; i++) {
        const v = a[i];
        if (numbers !== null) {
          if (typeof v === 'number') { numbers[i] = v; continue; }
          for (let k = 0; k < i; k++) r[k + 1] = numbers[k];
          numbers = null;
        }
        r[i + 1] = v;
      }
    } catch (e) { const f = fresh(); f[0] = 1; f[1] = i; f[2] = e; return f; }
    if (numbers !== null) { const f = fresh(); f[0] = 4; f[1] = numbers; return f; }
    return r;
  }

  // ---- Describing values without running their code ------------------------------------------
  const MAX_DEPTH = 2, MAX_ITEMS = 100, MAX_KEYS = 1000, MAX_STRING = 10000, MAX_HOLE_PROBE = 64;
  function quote(s) {
    let cut = '';
    if (s.length > MAX_STRING) { cut = '... ' + (s.length - MAX_STRING) + ' more characters'; s = slice(s, 0, MAX_STRING); }
    let single = 0, double = 0;
    for (let i = 0; i < s.length; i++) { const c = code(s, i); if (c === 39) single++; else if (c === 34) double++; }
    const q = single && !double ? 34 : 39;
    let out = fromCharCode(q), start = 0;
    for (let i = 0; i < s.length; i++) {
      const c = code(s, i);
      if (c !== q && c !== 92 && c !== 10) continue;
      out += slice(s, start, i) + (c === 10 ? '\\n' : '\\' + fromCharCode(c));
      start = i + 1;
    }
    return out + slice(s, start, s.length) + fromCharCode(q) + cut;
  }
  function keyText(k) {
    if (typeof k === 'symbol') return '[' + apply(symToString, k, []) + ']';
    return isIdentifier(k) ? k : quote(k);
  }
  // The data value of property `name` on `o` or its prototypes; undefined for an accessor.
  function dataProperty(o, name) {
    for (let i = 0; i < 1000 && o !== null; i++) {
      o = unwrap(o);
      const d = getDesc(o, name);
      if (d !== undefined) return hasOwn(d, 'value') ? d.value : undefined;
      o = getProto(o);
    }
    return undefined;
  }
  function hasProto(o, proto) {
    for (let i = 0; i < 1000 && o !== null; i++) {
      o = getProto(unwrap(o));
      if (o === proto) return true;
    }
    return false;
  }
  function functionText(f) {
    const name = dataProperty(f, 'name');
    let text = '';
    try { text = apply(fnToString, f, []); } catch (e) {}
    const label = typeof name === 'string' && name ? name : '';
    const head = slice(text, 0, 6);
    if (head === 'class ' || head === 'class{') return '[class ' + (label || '(anonymous)') + ']';
    return label ? '[Function: ' + label + ']' : '[Function (anonymous)]';
  }
  function errorHead(e) {
    const name = dataProperty(e, 'name'), message = dataProperty(e, 'message');
    const n = typeof name === 'string' ? name : 'Error';
    const m = typeof message === 'string' ? message : message === undefined ? '' : inspect(message, false);
    return m ? n + ': ' + m : n;
  }
  function errorText(e) {
    const stack = getDesc(e, 'stack');
    const frames = stack && hasOwn(stack, 'value') && typeof stack.value === 'string' ? lines(stack.value) : fresh();
    let text = errorHead(e);
    for (let i = 0; i < frames.length && i < 50; i++) if (frames[i]) text += '\n    at ' + frames[i];
    return text;
  }
  function constructorName(o) {
    const proto = getProto(o);
    if (proto === null) return null;
    const ctor = dataProperty(proto, 'constructor');
    const name = typeof ctor === 'function' ? getDesc(ctor, 'name') : undefined;
    return name && hasOwn(name, 'value') && typeof name.value === 'string' ? name.value : '';
  }
  function accessorText(d) { return d.get ? (d.set ? '[Getter/Setter]' : '[Getter]') : '[Setter]'; }
  function propertyEntries(o, depth, seen, entries, skip) {
    let keys;
    try { keys = ownKeys(o); } catch (e) { return; }
    let shown = 0;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (skip(k)) continue;
      const d = getDesc(o, k);
      if (d === undefined || !d.enumerable) continue;
      if (shown++ >= MAX_KEYS) { push(entries, '... more properties'); break; }
      push(entries, keyText(k) + ': ' + (hasOwn(d, 'value') ? describe(d.value, depth + 1, seen) : accessorText(d)));
    }
  }
  function arrayEntries(a, depth, seen, entries) {
    const n = getDesc(a, 'length').value;
    let holes = 0, shown = 0, present = null, allNumbers = true;
    const flush = () => { if (holes) { allNumbers = false; push(entries, '<' + holes + ' empty item' + (holes > 1 ? 's' : '') + '>'); shown++; holes = 0; } };
    for (let i = 0; i < n;) {
      if (shown >= MAX_ITEMS) { push(entries, '... ' + (n - i) + ' more item' + (n - i > 1 ? 's' : '')); return allNumbers; }
      const d = getDesc(a, i);
      if (d === undefined) {
        holes++;
        i++;
        if (holes < MAX_HOLE_PROBE) continue;
        // A long run of holes: jump to the next element there is (listing the keys costs what
        // the array holds, never what its length claims).
        if (present === null) { present = []; const ks = ownKeys(a); for (let k = 0; k < ks.length; k++) if (isIndex(ks[k])) push(present, +(/** @type {string} */ (ks[k]))); }
        let next = n;
        for (let k = 0; k < present.length; k++) if (present[k] >= i && present[k] < next) next = present[k];
        holes += next - i;
        i = next;
        continue;
      }
      flush();
      push(entries, hasOwn(d, 'value') ? describe(d.value, depth + 1, seen) : accessorText(d));
      if (!hasOwn(d, 'value') || (typeof d.value !== 'number' && typeof d.value !== 'bigint')) allNumbers = false;
      shown++;
      i++;
    }
    flush();
    return allNumbers && holes === 0 && n > 0;
  }
  const spaces = (n) => { let t = ''; for (let i = 0; i < n; i++) t += ' '; return t; };
  /** `numeric`: undefined for a list that is not an array's (never in columns). */
  function wrap(open, entries, close, depth, numeric) {
    if (entries.length === 0) return open + close;
    if (numeric !== undefined && entries.length > 6) {
      const grouped = columns(entries, 2 * depth, numeric);
      if (grouped.length !== entries.length) {
        const pad = '\n' + spaces(2 * (depth + 1));
        return open + pad + apply(join, grouped, [',' + pad]) + '\n' + spaces(2 * depth) + close;
      }
    }
    const single = open + ' ' + apply(join, entries, [', ']) + ' ' + close;
    let multiline = false;
    for (let i = 0; i < single.length && !multiline; i++) multiline = code(single, i) === 10;
    if (single.length <= 72 && !multiline) return single;
    const pad = '\n' + slice('                ', 0, 2 * (depth + 1));
    return open + pad + apply(join, entries, [',' + pad]) + '\n' + slice('                ', 0, 2 * depth) + close;
  }
  function describe(v, depth, seen) {
    switch (typeof v) {
      case 'string': return quote(v);
      case 'number': return is(v, -0) ? '-0' : String_(v);
      case 'bigint': return String_(v) + 'n';
      case 'boolean': case 'undefined': return String_(v);
      case 'symbol': return apply(symToString, v, []);
    }
    if (v === null) return 'null';
    v = unwrap(v);
    if (typeof v === 'function') return functionText(v);
    for (let i = 0; i < seen.length; i++) if (seen[i] === v) return '[Circular]';
    if (hasProto(v, ErrorProto)) return depth > 0 ? '[' + errorHead(v) + ']' : errorText(v);
    const time = tryCall(dateTime, v);
    if (time) return NumberIsNaN(time[0]) ? 'Invalid Date' : apply(dateISO, v, []);
    const source = tryCall(reSource, v);
    if (source) {
      let flags = '';
      for (let i = 0; i < reFlags.length; i++) { const f = tryCall(reFlags[i][0], v); if (f && f[0]) flags += reFlags[i][1]; }
      return '/' + source[0] + '/' + flags;
    }
    if (hasProto(v, PromiseProto)) return 'Promise { <pending or settled> }';
    const tag = isView(v) ? tryCall(taTag, v) : null;
    const ab = tag ? null : tryCall(abBytes, v);
    const map = tag || ab ? null : tryCall(mapSize, v);
    const set = tag || ab || map ? null : tryCall(setSize, v);
    const array = isArray(v);
    if (depth > MAX_DEPTH) return array ? '[Array]' : tag ? '[' + tag[0] + ']' : map ? '[Map]' : set ? '[Set]' : '[Object]';
    const seenHere = fresh();
    for (let i = 0; i < seen.length; i++) seenHere[i] = seen[i];
    push(seenHere, v);
    seen = seenHere;
    const entries = fresh();
    if (array) {
      const numeric = arrayEntries(v, depth, seen, entries);
      const items = entries.length;
      propertyEntries(v, depth, seen, entries, (k) => k === 'length' || isIndex(k));
      const name = constructorName(v);
      // Numbers are right-aligned only when every entry is one (no holes, no other properties).
      return (name === 'Array' ? '' : (name === null ? '[Array: null prototype] ' : name + ' ')) +
        wrap('[', entries, ']', depth, numeric && entries.length === items);
    }
    if (tag && tag[0]) {
      const n = apply(taLength, v, []);
      for (let i = 0; i < n && i < MAX_ITEMS; i++) push(entries, describe(v[i], depth + 1, seen));
      if (n > MAX_ITEMS) push(entries, '... ' + (n - MAX_ITEMS) + ' more items');
      return wrap(tag[0] + '(' + n + ') [', entries, ']', depth, true);
    }
    if (ab) return 'ArrayBuffer { byteLength: ' + ab[0] + ' }';
    if (map || set) {
      const iter = apply(map ? mapEntries : setValues, v, []);
      const next = map ? mapIterNext : setIterNext;
      for (let i = 0; ; i++) {
        const step = apply(next, iter, []);
        if (step.done) break;
        if (i >= MAX_ITEMS) { push(entries, '... more items'); break; }
        push(entries, map ? describe(step.value[0], depth + 1, seen) + ' => ' + describe(step.value[1], depth + 1, seen) : describe(step.value, depth + 1, seen));
      }
      return wrap((map ? 'Map(' + map[0] : 'Set(' + set[0]) + ') {', entries, '}', depth);
    }
    propertyEntries(v, depth, seen, entries, () => false);
    const name = constructorName(v);
    const prefix = name === null ? '[Object: null prototype] ' : name && name !== 'Object' ? name + ' ' : '';
    return prefix + wrap('{', entries, '}', depth);
  }
  function inspect(v, top) {
    if (top && typeof v === 'string') return v;
    try { return describe(v, 0, fresh()); } catch (e) { return '[a value that could not be described]'; }
  }

  // What an uncaught value says about itself: [headline name, message, stack, sourceURL, line,
  // column, code], read from data properties only. A value that is neither an Error nor an
  // object with a string `message` has its description as the message.
  function errorFields(v) {
    const r = fresh();
    try {
      const o = v !== null && (typeof v === 'object' || typeof v === 'function') ? unwrap(v) : null;
      const isError = o !== null && hasProto(o, ErrorProto);
      const message = o !== null ? dataProperty(o, 'message') : undefined;
      if (o === null || (!isError && typeof message !== 'string')) {
        r[0] = ''; r[1] = typeof v === 'string' ? v : inspect(v, false);
        return r;
      }
      const name = dataProperty(o, 'name');
      r[0] = typeof name === 'string' ? name : '';
      r[1] = typeof message === 'string' ? message : message === undefined ? '' : inspect(message, false);
      const own = (k) => { const d = getDesc(o, k); return d && hasOwn(d, 'value') ? d.value : undefined; };
      const stack = own('stack'), sourceURL = own('sourceURL'), line = own('line'), column = own('column');
      const code = dataProperty(o, 'code');
      r[2] = typeof stack === 'string' ? stack : '';
      r[3] = typeof sourceURL === 'string' ? sourceURL : undefined;
      r[4] = typeof line === 'number' ? line : undefined;
      r[5] = typeof column === 'number' ? column : undefined;
      r[6] = typeof code === 'string' ? code : typeof code === 'number' ? String_(code) : undefined;
    } catch (e) {
      r[0] = ''; r[1] = '[a value that could not be described]';
    }
    return r;
  }

  function makeError(message, type, code) {
    const e = type === 'TypeError' ? new TypeErrorCtor(message) : type === 'RangeError' ? new RangeErrorCtor(message) : new ErrorCtor(message);
    if (code !== undefined) defineProp(e, 'code', { value: code, writable: true, enumerable: true, configurable: true });
    return e;
  }

  // Native code enters user JS only through these two, so a throw never escapes a C API call:
  // the engine would describe an escaping exception for its inspector by running the value's own
  // toString. What was thrown goes to caught[0]; the marker `threw` is returned instead.
  const functionCall = Function.prototype.call;
  const caught = [undefined], threw = O.freeze(O.create(null));
  function guardedCall(fn, self, ...args) {
    try { return apply(fn, self, args); } catch (e) { caught[0] = e; return threw; }
  }
  function guardedCall1(fn, self, a) {
    try {
      // fn.call is read from the function (a getter there runs inside this try); only the
      // original Function.prototype.call is used directly.
      return fn.call === functionCall ? fn.call(self, a) : apply(fn, self, [a]);
    } catch (e) { caught[0] = e; return threw; }
  }
  function guardedGet(o, key) {
    try { return o[key]; } catch (e) { caught[0] = e; return threw; }
  }

  return [readObject, readArray, inspect, errorFields, makeError, O.prototype, Array.prototype,
          guardedCall, guardedGet, caught, threw, guardedCall1];
})
