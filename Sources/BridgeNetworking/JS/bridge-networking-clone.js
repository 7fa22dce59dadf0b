// The web's structuredClone for scripts, as node has it: plain objects, arrays, dates, regular
// expressions, boxed primitives, maps, sets, errors, ArrayBuffers and their views, with cycles
// and shared references kept; functions, symbols and what cannot be copied (promises, weak
// collections) are refused with a DataCloneError. BridgeNetworking's part of the JS half (a
// JSPart), evaluated the first time a script reaches for structuredClone.
(/** @param {BridgePartToolkit} prelude */ function (prelude) {
  'use strict';
  const DOMException = /** @type {any} */ (globalThis).DOMException;
  const errorTypes = /** @type {Record<string, ErrorConstructor>} */ ({
    Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError,
  });

  /** @param {unknown} value */
  function refuse(value) {
    const text = typeof value === 'function' ? Function.prototype.toString.call(value)
      : typeof value === 'symbol' ? value.toString() : `#<${Object.prototype.toString.call(value).slice(8, -1)}>`;
    return new DOMException(`${text} could not be cloned.`, 'DataCloneError');
  }

  const views = { Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array,
    BigInt64Array, BigUint64Array };
  /** @param {unknown} value @param {{transfer?: unknown[]}} [options] */
  function structuredClone(value, options = undefined) {
    if (arguments.length === 0) throw prelude.codedError(TypeError, 'The value argument must be specified', 'ERR_MISSING_ARGS');
    const transfer = options !== null && typeof options === 'object' ? /** @type {any} */ (options).transfer : undefined;
    if (transfer !== undefined && (transfer === null || typeof transfer[Symbol.iterator] !== 'function')) {
      throw prelude.codedError(TypeError, 'Optional transferList argument must be an iterable', 'ERR_INVALID_ARG_TYPE');
    }
    const copies = new Map();
    /** @param {any} v @returns {any} */
    const clone = (v) => {
      if (typeof v === 'function' || typeof v === 'symbol') throw refuse(v);
      if (v === null || typeof v !== 'object') return v;
      if (copies.has(v)) return copies.get(v);
      const tag = Object.prototype.toString.call(v).slice(8, -1);
      /** @type {any} */ let copy;
      /** @param {any} made */
      const keep = (made) => { copies.set(v, made); return made; };
      if (Array.isArray(v)) {
        copy = keep(new Array(v.length));
        for (const key of Object.keys(v)) copy[key] = clone(v[/** @type {any} */ (key)]);
        return copy;
      }
      if (v instanceof Date) return keep(new Date(v.getTime()));
      if (v instanceof RegExp) return keep(new RegExp(v.source, v.flags));
      if (v instanceof ArrayBuffer) return keep(v.slice(0));
      if (ArrayBuffer.isView(v)) {
        const buffer = clone(v.buffer);
        // The view's own kind (a subclass such as Buffer arrives as its base class, as in node).
        const View = /** @type {any} */ (views)[tag];
        return keep(v instanceof DataView ? new DataView(buffer, v.byteOffset, v.byteLength)
          : new View(buffer, v.byteOffset, /** @type {any} */ (v).length));
      }
      if (v instanceof Map) {
        copy = keep(new Map());
        for (const [k, x] of v) copy.set(clone(k), clone(x));
        return copy;
      }
      if (v instanceof Set) {
        copy = keep(new Set());
        for (const x of v) copy.add(clone(x));
        return copy;
      }
      if (v instanceof Error) {
        const Type = errorTypes[v.name] || Error;
        copy = keep(new Type(v.message));
        if (v.stack !== undefined) copy.stack = String(v.stack);
        if ('cause' in v) Object.defineProperty(copy, 'cause', { value: clone(v.cause), writable: true, configurable: true });
        return copy;
      }
      if (tag === 'Boolean' || tag === 'Number' || tag === 'String' || tag === 'BigInt') return keep(Object(v.valueOf()));
      if (tag !== 'Object' && tag !== 'Arguments' && !(typeof tag === 'string' && Object.getPrototypeOf(v) !== null && !(/** @type {any} */ (globalThis)[tag]))) throw refuse(v);
      copy = keep({});
      for (const key of Object.keys(v)) copy[key] = clone(v[key]);
      return copy;
    };
    return clone(value);
  }

  return { structuredClone };
})
