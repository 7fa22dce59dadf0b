'use strict';
// Reading values that cross to native code, and what an uncaught value says about itself: the
// part of the engine's own helpers a script that sends no object and meets no error never needs,
// evaluated the first time native code needs one of them (`JSEngine.values()`). It is called
// with what bridge-intrinsics.js captured before any script ran, and names no global, so
// nothing a script has replaced or deleted since changes what it does.
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {any} the builtins and helpers bridge-intrinsics.js captured */ const kit = runArguments[0];
  const {
    apply, ownKeys, getDesc, isView, hasOwn, fresh, push, unwrap, dataProperty, hasProto, proxyTarget, maxArrayLength,
    U8, F64, taBuffer, taOffset, taBytes, dvBuffer, dvOffset, dvBytes, dateTime, String_, ErrorProto, inspect,
    ErrorCtor, TypeErrorCtor, RangeErrorCtor, defineProp,
  } = kit;

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

  // What an uncaught value says about itself: [headline name, message, stack, sourceURL, line,
  // column, code, cause], read from data properties only. A value that is neither an Error nor
  // an object with a string `message` has its description as the message. An own `cause` is
  // the error itself, or the description of another value.
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
      const cause = getDesc(o, 'cause');
      if (cause && hasOwn(cause, 'value')) {
        const c = cause.value;
        r[7] = c !== null && typeof c === 'object' && hasProto(unwrap(c), ErrorProto) ? c : inspect(c, false);
      }
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

  [readObject, readArray, errorFields, makeError];
}
