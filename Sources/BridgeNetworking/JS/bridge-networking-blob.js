// The web's Blob for scripts, as node has it: its bytes and type kept out of reach (node's
// getters, `ERR_INVALID_THIS` on another object), its sources and options checked with node's
// messages, `slice` as node clamps it, `stream()`. BridgeNetworking's part of the JS half (a
// JSPart), evaluated the first time a script reaches for Blob; the other parts read a Blob's
// bytes, and the Blobs `URL.createObjectURL` named, through `internal/blob`.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Map, WeakMap, Uint8Array, ArrayBuffer, Math, TypeError, Symbol } = prelude.primordials;
  const { TextEncoder, TextDecoder } = /** @type {any} */ (globalThis);
  const encoder = new TextEncoder();
  /** Each Blob's bytes (never changed once made: a slice or a body shares them). @type {WeakMap<object, Uint8Array>} */
  const blobBytes = new WeakMap();
  /** @type {WeakMap<object, string>} */
  const blobTypes = new WeakMap();
  /** @param {unknown} blob @returns {Uint8Array} */
  const bytesOf = (blob) => {
    const bytes = blobBytes.get(/** @type {object} */ (blob));
    if (!bytes) throw prelude.invalidThis('Blob');
    return bytes;
  };
  /** A type as node keeps it: lower case, or '' when it has a character outside U+0020-U+007E. @param {unknown} type */
  const normalizedType = (type) => { const text = `${type}`; return /[^\u0020-\u007E]/.test(text) ? '' : text.toLowerCase(); };

  class Blob {
    /** @param {any} [sources] @param {any} [options] */
    constructor(sources = [], options = undefined) {
      if (sources === null || typeof sources === 'string' || typeof sources[Symbol.iterator] !== 'function') throw prelude.invalidArgType('sources', 'a sequence', sources);
      if (options !== null && options !== undefined && typeof options !== 'object' && typeof options !== 'function') {
        throw prelude.invalidArgType('options', 'a dictionary', options);
      }
      const { type = '', endings = 'transparent' } = options || {};
      const lineEnds = `${endings}`;
      if (lineEnds !== 'transparent' && lineEnds !== 'native') {
        throw prelude.codedError(TypeError, `The property 'options.endings' is invalid. Received ${prelude.inspect ? prelude.inspect(lineEnds, false) : lineEnds}`, 'ERR_INVALID_ARG_VALUE');
      }
      /** @type {Uint8Array[]} */ const parts = [];
      let length = 0;
      for (const source of sources) {
        let part;
        if (blobBytes.has(source)) part = /** @type {Uint8Array} */ (blobBytes.get(source));
        else if (source instanceof ArrayBuffer) part = new Uint8Array(source.slice(0));
        else if (ArrayBuffer.isView(source)) part = new Uint8Array(source.buffer, source.byteOffset, source.byteLength).slice();
        else part = encoder.encode(lineEnds === 'native' ? `${source}`.replace(/\r?\n/g, '\n') : `${source}`);
        parts.push(part);
        length += part.length;
      }
      const bytes = parts.length === 1 && blobBytes.has(sources[0]) ? parts[0] : new Uint8Array(length);
      if (bytes !== parts[0]) for (let i = 0, at = 0; i < parts.length; at += parts[i].length, i++) bytes.set(parts[i], at);
      blobBytes.set(this, bytes);
      blobTypes.set(this, normalizedType(type));
    }
    get type() { bytesOf(this); return /** @type {string} */ (blobTypes.get(this)); }
    get size() { return bytesOf(this).length; }
    /** @param {number} [start] @param {number} [end] @param {string} [contentType] */
    slice(start = 0, end = bytesOf(this).length, contentType = '') {
      const bytes = bytesOf(this), length = bytes.length;
      const from = start < 0 ? Math.max(length + start, 0) : Math.min(start, length);
      const to = end < 0 ? Math.max(length + end, 0) : Math.min(end, length);
      const blob = new Blob();
      blobBytes.set(blob, bytes.subarray(from, from + Math.max(to - from, 0)));
      blobTypes.set(blob, normalizedType(contentType));
      return blob;
    }
    arrayBuffer() {
      try { return Promise.resolve(bytesOf(this).slice().buffer); } catch (e) { return Promise.reject(e); }
    }
    async text() { return new TextDecoder().decode(bytesOf(this)); }
    async bytes() { return bytesOf(this).slice(); }
    stream() {
      const bytes = bytesOf(this);
      return prelude.partModule('internal/streams').bytesStream(() => bytes.slice());
    }
    get [Symbol.toStringTag]() { return 'Blob'; }
  }
  // Enumerable as node's are (all but `bytes`).
  for (const key of ['type', 'size', 'slice', 'arrayBuffer', 'text', 'stream']) Object.defineProperty(Blob.prototype, key, { enumerable: true });
  prelude.describeFields(Blob.prototype, 'Blob', ['size', 'type']);

  /** The Blobs `URL.createObjectURL` has named, by URL (fetch reads blob: URLs from it). @type {Map<string, Blob>} */
  const objectURLs = new Map();
  // For the other parts (not `require`'s).
  const partExports = { Blob, 'internal/blob': { Blob, blobBytes, objectURLs } };
  partExports;
}
