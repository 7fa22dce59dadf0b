// The web's structuredClone for scripts, as node has it: plain objects (a class's instance
// copied as a plain one, as node's V8 copies it), arrays, dates, regular expressions, boxed
// primitives, maps, sets, errors, ArrayBuffers and their views, Blobs, with cycles and shared
// references kept; functions, symbols and the engine's objects that cannot be copied (promises,
// weak collections, iterators, generators, Intl's) are refused with a DataCloneError, streams
// with node's transfer-list error; ArrayBuffers in `transfer` are detached once copied (a
// resizable one stays resizable). BridgeNetworking's part of the JS half (a JSPart), evaluated
// the first time a script reaches for structuredClone.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Array, Map, Set, WeakMap, WeakSet, Float64Array, Uint8Array, ArrayBuffer, DataView, Error, TypeError, RangeError, Symbol, String, Date, Reflect } = prelude.primordials;
  const DOMException = /** @type {any} */ (globalThis).DOMException;
  const errorTypes = /** @type {Record<string, ErrorConstructor>} */ ({
    Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError,
  });

  /** What node's V8 says it cannot clone: a function's text, a symbol, a generator as
   * `[object Generator]`, any other object as `#<Name>`. @param {unknown} value @param {string} [name] */
  function refuse(value, name = undefined) {
    const text = typeof value === 'function' ? Function.prototype.toString.call(value)
      : typeof value === 'symbol' ? value.toString() : name === undefined ? `#<${Object.prototype.toString.call(value).slice(8, -1)}>` : name;
    return new DOMException(`${text} could not be cloned.`, 'DataCloneError');
  }
  // The engine's own kinds of object V8 refuses (what node refuses): its promises, weak
  // collections, iterators, generators, arguments objects, Intl's objects, proxies and the
  // global object. Every other object with no kind of its own is copied as a plain object of
  // its own enumerable properties (a class's instance, URL, Headers, Math, as node's V8 copies
  // them).
  // Each kind refused by `instanceof`, with the text of its error.
  const refusedKinds = /** @type {[any, string][]} */ ([Promise, WeakMap, WeakSet, WeakRef, FinalizationRegistry].map((Kind) => [Kind, `#<${Kind.name}>`]));
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const Kind = /** @type {any} */ (Intl)[name];
    if (typeof Kind === 'function' && Kind.prototype) refusedKinds.push([Kind, `#<${name}>`]);
  }
  const iteratorProtos = [new Map().entries(), new Set().values(), [].values(), ''[Symbol.iterator](), /a/[Symbol.matchAll]('')].map(Object.getPrototypeOf);
  /** @type {[object, string][]} */
  const generatorProtos = [[Object.getPrototypeOf(function* () {}).prototype, '[object Generator]'],
    [Object.getPrototypeOf(async function* () {}).prototype, '[object AsyncGenerator]']];
  /** Why `v` cannot be cloned (its text in the error), or null when it can. @param {object} v */
  function refusedAs(v) {
    if (v === globalThis || prelude.kindOf(v) === 'Proxy') return '#<Object>';
    for (const [Kind, text] of refusedKinds) if (v instanceof Kind) return text;
    if (iteratorProtos.includes(Object.getPrototypeOf(v))) return '#<Object>';
    for (const [proto, text] of generatorProtos) if (Object.prototype.isPrototypeOf.call(proto, v)) return text;
    if (Object.prototype.toString.call(v) === '[object Arguments]' && Object.prototype.hasOwnProperty.call(v, 'callee')) return '#<Object>';
    return null;
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
    const moved = transferList(transfer);
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
      if (v instanceof ArrayBuffer) {
        if (isDetached(v)) throw new DOMException('An ArrayBuffer is detached and could not be cloned.', 'DataCloneError');
        return keep(copyBuffer(v));
      }
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
      // node's DOMException is no error object of the engine's: copied as a plain one.
      if (v instanceof Error && !(v instanceof DOMException)) {
        const Type = errorTypes[v.name] || Error;
        copy = keep(new Type(v.message));
        if (v.stack !== undefined) copy.stack = String(v.stack);
        if ('cause' in v) Object.defineProperty(copy, 'cause', { value: clone(v.cause), writable: true, configurable: true });
        return copy;
      }
      // A wrapper object of a primitive: Object.prototype.valueOf returns its `this` as an object.
      if (tag === 'Boolean' || tag === 'Number' || tag === 'String' || tag === 'BigInt') return keep(Reflect.apply(Object.prototype.valueOf, v.valueOf(), []));
      const refused = refusedAs(v);
      if (refused !== null) throw refuse(v, refused);
      // A Blob (a File too) arrives as a Blob; a stream only through a transfer list, which
      // this clone does not take.
      const { Blob, ReadableStream, WritableStream, TransformStream } = /** @type {any} */ (globalThis);
      if (v instanceof Blob) return keep(new Blob([v], { type: v.type }));
      if (v instanceof ReadableStream || v instanceof WritableStream || v instanceof TransformStream) {
        throw prelude.codedError(TypeError, 'Object that needs transfer was found in message but not listed in transferList', 'ERR_MISSING_TRANSFERABLE_IN_TRANSFER_LIST');
      }
      copy = keep({});
      for (const key of Object.keys(v)) copy[key] = clone(v[key]);
      return copy;
    };
    const result = clone(value);
    // What was transferred is the clone's alone: the sender's buffers are detached.
    for (const buffer of moved) if (!isDetached(buffer)) /** @type {any} */ (buffer).transfer();
    return result;
  }
  /** The ArrayBuffers of a transfer list, each once (node's errors for a duplicate and for what
   * cannot be transferred). @param {unknown} transfer @returns {Set<ArrayBuffer>} */
  function transferList(transfer) {
    /** @type {Set<ArrayBuffer>} */ const moved = new Set();
    if (transfer === undefined) return moved;
    for (const item of /** @type {Iterable<unknown>} */ (transfer)) {
      if (!(item instanceof ArrayBuffer)) throw prelude.codedError(TypeError, 'Found invalid object in transferList', 'ERR_INVALID_TRANSFER_OBJECT');
      if (moved.has(item)) throw new DOMException('Transfer list contains duplicate ArrayBuffer', 'DataCloneError');
      moved.add(item);
    }
    return moved;
  }
  const detachedGetter = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'detached')).get;
  /** @param {ArrayBuffer} buffer @returns {boolean} */
  const isDetached = (buffer) => Reflect.apply(/** @type {Function} */ (detachedGetter), buffer, []);
  /** A copy of a buffer's bytes, resizable up to the same maximum when it is. @param {any} buffer */
  function copyBuffer(buffer) {
    if (!buffer.resizable) return buffer.slice(0);
    const copy = new (/** @type {any} */ (ArrayBuffer))(buffer.byteLength, { maxByteLength: buffer.maxByteLength });
    new Uint8Array(copy).set(new Uint8Array(buffer));
    return copy;
  }

  const partExports = { structuredClone };
  partExports;
}
