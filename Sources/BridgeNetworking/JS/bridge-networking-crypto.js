// The web's `crypto` for scripts, as node has it: `getRandomValues` and `randomUUID`, with
// node's errors; the bytes come from the system's generator through the native module
// `RNGetRandomValues` (RandomValuesModule.swift, which React Native's community package
// react-native-get-random-values also asks). `crypto.subtle` is not provided. BridgeNetworking's
// part of the JS half (a JSPart), evaluated the first time a script reaches for `crypto`.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, WeakSet, Uint8Array, ArrayBuffer, TypeError, Symbol } = prelude.primordials;
  const DOMException = /** @type {any} */ (globalThis).DOMException;
  const atob = /** @type {(text: string) => string} */ ((/** @type {any} */ (globalThis)).atob);
  const typedArrayTag = /** @type {() => string | undefined} */ (
    /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag)).get);
  const integerKinds = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
    'BigInt64Array', 'BigUint64Array'];
  const hex = '0123456789abcdef';
  const native = prelude.NativeModules.RNGetRandomValues;
  /** `count` random bytes (at most the module's maximumByteLength) into `into` from its start. @param {Uint8Array} into @param {number} count */
  function fill(into, count) {
    const text = atob(native.getRandomBase64(count));
    for (let i = 0; i < count; i++) into[i] = text.charCodeAt(i);
  }
  const brand = new WeakSet();
  let making = false;
  class Crypto {
    constructor() {
      if (!making) throw prelude.codedError(TypeError, 'Illegal constructor', 'ERR_ILLEGAL_CONSTRUCTOR');
      brand.add(this);
    }
    /** @template {ArrayBufferView} T @param {T} array @returns {T} */
    getRandomValues(array) {
      if (!brand.has(this)) throw prelude.invalidThis('Crypto');
      if (arguments.length === 0) {
        throw prelude.codedError(TypeError, "Failed to execute 'getRandomValues' on 'Crypto': 1 argument required, but only 0 present.", 'ERR_MISSING_ARGS');
      }
      const kind = ArrayBuffer.isView(array) ? typedArrayTag.call(array) : undefined;
      if (kind === undefined || integerKinds.indexOf(kind) === -1) {
        throw new DOMException('The data argument must be an integer-type TypedArray', 'TypeMismatchError');
      }
      if (array.byteLength > native.maximumByteLength) throw new DOMException('The requested length exceeds 65,536 bytes', 'QuotaExceededError');
      fill(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), array.byteLength);
      return array;
    }
    /** A version 4 UUID (RFC 4122): 122 random bits. @returns {string} */
    randomUUID() {
      if (!brand.has(this)) throw prelude.invalidThis('Crypto');
      const bytes = new Uint8Array(16);
      fill(bytes, 16);
      bytes[6] = (bytes[6] & 0x0f) | 0x40;
      bytes[8] = (bytes[8] & 0x3f) | 0x80;
      let text = '';
      for (let i = 0; i < 16; i++) {
        if (i === 4 || i === 6 || i === 8 || i === 10) text += '-';
        text += hex[bytes[i] >> 4] + hex[bytes[i] & 15];
      }
      return text;
    }
  }
  Object.defineProperty(Crypto.prototype, Symbol.toStringTag, { value: 'Crypto', configurable: true });
  making = true;
  const crypto = new Crypto();
  making = false;
  const partExports = { crypto, Crypto };
  partExports;
}
