// node's Buffer for scripts (and `require('buffer')`): a Uint8Array subclass made from strings
// in node's encodings (utf8, hex, base64, base64url, latin1/binary, ascii, utf16le/ucs2), arrays
// and buffers; read back as text, compared, searched, sliced (sharing memory), copied, filled,
// and read and written as integers (of 1 to 8 bytes) and floats of each size and order, their
// bytes swapped in place, with node's messages.
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for Buffer.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Array, Uint8Array, ArrayBuffer, DataView, Math, TypeError, RangeError, String, Number } = prelude.primordials;
  const { TextEncoder, TextDecoder, atob, btoa } = /** @type {any} */ (globalThis);
  const encoder = new TextEncoder(), decoder = new TextDecoder();
  /** @param {string} message @param {string} code */
  const rangeError = (message, code = 'ERR_OUT_OF_RANGE') => prelude.codedError(RangeError, message, code);
  /** @param {string} name @param {string} rule @param {unknown} value */
  const outOfRange = (name, rule, value) => rangeError(`The value of "${name}" is out of range. It must be ${rule}. Received ${rangeReceived(value)}`);
  /** A value as node's ERR_OUT_OF_RANGE shows it: integers beyond 2 ** 32 with `_` between
   * each three digits, bigints with an `n`. @param {unknown} value */
  function rangeReceived(value) {
    /** @param {string} digits */
    const separated = (digits) => {
      let out = '', i = digits.length;
      for (const start = digits[0] === '-' ? 1 : 0; i >= start + 4; i -= 3) out = `_${digits.slice(i - 3, i)}${out}`;
      return digits.slice(0, i) + out;
    };
    if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) > 2 ** 32) return separated(String(value));
    if (typeof value === 'bigint') return (value > 2n ** 32n || value < -(2n ** 32n) ? separated(String(value)) : String(value)) + 'n';
    return prelude.inspect ? prelude.inspect(value, false) : String(value);
  }

  /** An encoding's name as node knows it, or undefined. @param {unknown} encoding */
  function normalEncoding(encoding) {
    const e = `${encoding}`.toLowerCase();
    switch (e) {
      case 'utf8': case 'utf-8': return 'utf8';
      case 'hex': case 'base64': case 'base64url': case 'ascii': case 'latin1': return e;
      case 'binary': return 'latin1';
      case 'ucs2': case 'ucs-2': case 'utf16le': case 'utf-16le': return 'utf16le';
      default: return undefined;
    }
  }
  /** @param {unknown} encoding */
  function encodingOf(encoding) {
    if (encoding === undefined || encoding === null || encoding === '') return 'utf8';
    const e = normalEncoding(encoding);
    if (!e) throw prelude.codedError(TypeError, `Unknown encoding: ${encoding}`, 'ERR_UNKNOWN_ENCODING');
    return e;
  }
  /** node's check of a position: a number, an integer, within min…max. @param {unknown} value @param {string} name @param {number} min @param {number} max */
  function checkInteger(value, name, min, max) {
    if (typeof value !== 'number') throw prelude.invalidArgType(name, 'of type number', value);
    if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
    if (value < min || value > max) throw outOfRange(name, `>= ${min} && <= ${max}`, value);
    return value;
  }
  /** A position as `copy` reads one (node's): a finite number floored, anything else 0. @param {unknown} value */
  function toInteger(value) {
    const n = +(/** @type {any} */ (value));
    return Number.isFinite(n) ? Math.floor(n) : 0;
  }
  /** How many of `bytes` (in `encoding`) make whole characters within `room`: UTF-8 stops before
   * a character's first byte, UTF-16 at an even count. @param {Uint8Array} bytes @param {number} room @param {string} encoding */
  function wholeCharacters(bytes, room, encoding) {
    if (room >= bytes.length) return bytes.length;
    if (encoding === 'utf16le') return room - (room % 2);
    if (encoding !== 'utf8') return room;
    let n = room;
    while (n > 0 && (bytes[n] & 0xc0) === 0x80) n--;
    return n;
  }
  // Latin-1 text of bytes: the encoding part's decoder (a character a byte).
  const latin1Decoder = new TextDecoder('latin1');
  /** @param {Uint8Array} bytes */
  const latin1 = (bytes) => latin1Decoder.decode(bytes);
  /** The bytes of `text` in `encoding`. @param {string} text @param {string} encoding @returns {Uint8Array} */
  function encode(text, encoding) {
    switch (encoding) {
      case 'utf8': return encoder.encode(text);
      case 'latin1': case 'ascii': return Uint8Array.from(text, (/** @type {string} */ c) => c.charCodeAt(0) & 255);
      case 'utf16le': {
        const out = new Uint8Array(text.length * 2);
        for (let i = 0; i < text.length; i++) { const c = text.charCodeAt(i); out[2 * i] = c & 255; out[2 * i + 1] = c >> 8; }
        return out;
      }
      case 'hex': {
        const out = [];
        for (let i = 0; i + 1 < text.length; i += 2) {
          const byte = parseInt(text.slice(i, i + 2), 16);
          if (!/^[0-9a-fA-F]{2}$/.test(text.slice(i, i + 2))) break;
          out.push(byte);
        }
        return Uint8Array.from(out);
      }
      default: {
        // base64 and base64url alike, as node reads them: other characters skipped, padding optional.
        const clean = text.replace(/-/g, '+').replace(/_/g, '/').replace(/[^A-Za-z0-9+/]/g, '');
        const whole = clean.length % 4 === 1 ? clean.slice(0, -1) : clean;
        return Uint8Array.from(atob(whole + '==='.slice((whole.length + 3) % 4)), (/** @type {string} */ c) => c.charCodeAt(0));
      }
    }
  }
  /** `bytes` as text in `encoding`. @param {Uint8Array} bytes @param {string} encoding */
  function decode(bytes, encoding) {
    switch (encoding) {
      case 'utf8': return decoder.decode(bytes);
      case 'latin1': return latin1(bytes);
      case 'ascii': return latin1(bytes.map((b) => b & 127));
      case 'utf16le': return new TextDecoder('utf-16le').decode(bytes.subarray(0, bytes.length - (bytes.length % 2)));
      case 'hex': { let out = ''; for (const b of bytes) out += (b < 16 ? '0' : '') + b.toString(16); return out; }
      case 'base64': return btoa(latin1(bytes));
      default: return btoa(latin1(bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    }
  }

  class Buffer extends Uint8Array {
    /** @param {any} value @param {any} [encodingOrOffset] @param {number} [length] */
    static from(value, encodingOrOffset, length) {
      if (typeof value === 'string') return toBuffer(encode(value, encodingOrOffset === undefined ? 'utf8' : encodingOf(encodingOrOffset)));
      if (value instanceof ArrayBuffer) {
        const offset = encodingOrOffset === undefined ? 0 : +encodingOrOffset;
        if (offset > value.byteLength) throw rangeError('"offset" is outside of buffer bounds', 'ERR_BUFFER_OUT_OF_BOUNDS');
        const size = length === undefined ? value.byteLength - offset : +length;
        if (offset + size > value.byteLength) throw rangeError('"length" is outside of buffer bounds', 'ERR_BUFFER_OUT_OF_BOUNDS');
        return new Buffer(value, offset, size);
      }
      if (value !== null && typeof value === 'object') {
        const primitive = typeof value.valueOf === 'function' ? value.valueOf() : value;
        if (primitive !== value && (typeof primitive === 'string' || (primitive !== null && typeof primitive === 'object'))) return Buffer.from(primitive, encodingOrOffset, length);
        // An array, an array-like or a typed array: each element taken as a byte (a DataView
        // has no length: empty), as node's fromObject does.
        if (value.length !== undefined || value.buffer instanceof ArrayBuffer) {
          return typeof value.length !== 'number' ? new Buffer(0) : toBuffer(Uint8Array.from(value, (/** @type {any} */ v) => Number(v) & 255));
        }
        if (value.type === 'Buffer' && Array.isArray(value.data)) return toBuffer(Uint8Array.from(value.data));
      }
      throw firstArgument(value);
    }
    /** @param {number} size @param {any} [fill] @param {string} [encoding] */
    static alloc(size, fill, encoding) {
      const buffer = new Buffer(checkSize(size));
      if (fill !== undefined && fill !== 0) buffer.fill(fill, 0, buffer.length, encoding);
      return buffer;
    }
    /** @param {number} size */
    static allocUnsafe(size) { return new Buffer(checkSize(size)); }
    /** @param {number} size */
    static allocUnsafeSlow(size) { return new Buffer(checkSize(size)); }
    /** @param {any} value @param {string} [encoding] */
    static byteLength(value, encoding) {
      if (typeof value === 'string') {
        // As node counts: from the text's length, except for UTF-8.
        const e = normalEncoding(encoding === undefined ? 'utf8' : encoding) || 'utf8';
        if (e === 'utf8') return encoder.encode(value).length;
        if (e === 'hex') return value.length >>> 1;
        if (e === 'utf16le') return value.length * 2;
        if (e === 'latin1' || e === 'ascii') return value.length;
        let n = value.length;
        if (value.charCodeAt(n - 1) === 0x3D) n--;
        if (n > 1 && value.charCodeAt(n - 1) === 0x3D) n--;
        return (n * 3) >>> 2;
      }
      if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value.byteLength;
      throw prelude.invalidArgType('string', 'of type string or an instance of Buffer or ArrayBuffer', value);
    }
    /** @param {Uint8Array[]} list @param {number} [totalLength] */
    static concat(list, totalLength) {
      if (!Array.isArray(list)) throw prelude.invalidArgType('list', 'an instance of Array', list);
      list.forEach((b, i) => { if (!(b instanceof Uint8Array)) throw prelude.invalidArgType(`list[${i}]`, 'an instance of Buffer or Uint8Array', b); });
      const length = totalLength === undefined ? list.reduce((n, b) => n + b.length, 0) : totalLength;
      const out = Buffer.alloc(length);
      let at = 0;
      for (const b of list) { if (at >= length) break; out.set(b.subarray(0, length - at), at); at += Math.min(b.length, length - at); }
      return out;
    }
    /** @param {unknown} value */
    static isBuffer(value) { return value instanceof Buffer; }
    /** @param {unknown} encoding */
    static isEncoding(encoding) { return typeof encoding === 'string' && encoding !== '' && normalEncoding(encoding) !== undefined; }
    /** @param {Uint8Array} a @param {Uint8Array} b */
    static compare(a, b) { return compareBytes(a, b); }
    /** @param {string} [encoding] @param {number} [start] @param {number} [end] */
    toString(encoding, start = 0, end = this.length) {
      const from = Math.max(0, Math.trunc(start) || 0), to = Math.min(this.length, Math.trunc(end) || 0);
      return to <= from ? '' : decode(this.subarray(from, to), encodingOf(encoding));
    }
    toLocaleString() { return this.toString(); }
    toJSON() { return { type: 'Buffer', data: Array.from(this) }; }
    /** @param {Uint8Array} other */
    equals(other) {
      if (!(other instanceof Uint8Array)) throw prelude.invalidArgType('otherBuffer', 'an instance of Buffer or Uint8Array', other);
      return compareBytes(this, other) === 0;
    }
    /** @param {Uint8Array} other */
    compare(other) { return compareBytes(this, other); }
    /** A view of the same memory, as node's (a Uint8Array's copies). @param {number} [start] @param {number} [end] */
    slice(start, end) { return this.subarray(start, end); }
    /** node's `write`: the offset and length checked before anything is written; a character
     * that does not fit whole is not written. @param {string} text @param {any} [offset] @param {any} [length] @param {string} [encoding] */
    write(text, offset, length, encoding) {
      let at = 0, room = this.length;
      if (offset === undefined) {
        encoding = undefined;
      } else if (length === undefined && typeof offset === 'string') {
        encoding = offset;
      } else {
        at = checkInteger(offset, 'offset', 0, this.length);
        room = this.length - at;
        if (typeof length === 'string') encoding = length;
        else if (length !== undefined) room = Math.min(room, checkInteger(length, 'length', 0, this.length));
      }
      const e = encodingOf(encoding);
      if (typeof text !== 'string') throw prelude.codedError(TypeError, 'argument must be a string', 'ERR_INVALID_ARG_TYPE');
      const bytes = encode(text, e);
      const part = bytes.subarray(0, wholeCharacters(bytes, room, e));
      this.set(part, at);
      return part.length;
    }
    /** node's `fill`: offset and end checked as integers in range, nothing filled when the range
     * is empty, a pattern that encodes to nothing refused. @param {any} value @param {any} [offset] @param {any} [end] @param {string} [encoding] */
    fill(value, offset = undefined, end = undefined, encoding = undefined) {
      if (typeof value === 'string') {
        if (offset === undefined || typeof offset === 'string') { encoding = offset; offset = undefined; end = undefined; }
        else if (typeof end === 'string') { encoding = end; end = undefined; }
      }
      const e = typeof value === 'string' ? encodingOf(encoding) : 'utf8';
      let from = 0, to = this.length;
      if (offset !== undefined) {
        from = checkInteger(offset, 'offset', 0, 4294967296);
        if (end !== undefined) to = checkInteger(end, 'end', 0, this.length);
        if (from >= to) return this;
      }
      if (typeof value === 'string' && value.length === 0) value = 0;
      if (typeof value !== 'string' && !ArrayBuffer.isView(value)) return Uint8Array.prototype.fill.call(this, typeof value === 'boolean' ? +value : value, from, to);
      const pattern = typeof value === 'string' ? encode(value, e) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      if (pattern.length === 0) throw prelude.codedError(TypeError, `The argument 'value' is invalid. Received ${prelude.inspect ? prelude.inspect(value, false) : String(value)}`, 'ERR_INVALID_ARG_VALUE');
      for (let i = from, k = 0; i < to; i++, k = k + 1 === pattern.length ? 0 : k + 1) this[i] = pattern[k];
      return this;
    }
    /** @param {any} value @param {number} [from] @param {string} [encoding] */
    indexOf(value, from = 0, encoding = undefined) { return search(this, value, from, encoding, false); }
    /** @param {any} value @param {number} [from] @param {string} [encoding] */
    lastIndexOf(value, from = this.length, encoding = undefined) { return search(this, value, from, encoding, true); }
    /** @param {any} value @param {number} [from] @param {string} [encoding] */
    includes(value, from = 0, encoding = undefined) { return this.indexOf(value, from, encoding) !== -1; }
    /** node's `copy`: positions read as integers (others as 0), negative ones refused.
     * @param {Uint8Array} target @param {any} [targetStart] @param {any} [start] @param {any} [end] */
    copy(target, targetStart = undefined, start = undefined, end = undefined) {
      if (!(target instanceof Uint8Array)) throw prelude.invalidArgType('target', 'an instance of Buffer or Uint8Array', target);
      const to = targetStart === undefined ? 0 : toInteger(targetStart);
      if (to < 0) throw outOfRange('targetStart', '>= 0', to);
      const from = start === undefined ? 0 : toInteger(start);
      if (from < 0 || from > this.length) throw outOfRange('sourceStart', `>= 0 && <= ${this.length}`, from);
      const until = end === undefined ? this.length : toInteger(end);
      if (until < 0) throw outOfRange('sourceEnd', '>= 0', until);
      if (to >= target.length || from >= until) return 0;
      const part = this.subarray(from, Math.min(until, from + (target.length - to), this.length));
      target.set(part, to);
      return part.length;
    }
  }
  /** @param {Uint8Array} bytes */
  const toBuffer = (bytes) => new Buffer(bytes.buffer, bytes.byteOffset, bytes.length);
  /** @param {unknown} value */
  const firstArgument = (value) => prelude.codedError(TypeError,
    `The first argument must be of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object. Received ${prelude.received(value)}`, 'ERR_INVALID_ARG_TYPE');
  /** @param {unknown} size */
  function checkSize(size) {
    if (typeof size !== 'number') throw prelude.invalidArgType('size', 'of type number', size);
    if (!(size >= 0 && size <= 4294967296)) throw outOfRange('size', '>= 0 && <= 4294967296', size);
    return size;
  }
  /** @param {Uint8Array} a @param {Uint8Array} b */
  function compareBytes(a, b) {
    for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
    return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
  }
  /** @param {Uint8Array} bytes @param {any} value @param {any} from @param {string | undefined} encoding @param {boolean} last */
  function search(bytes, value, from, encoding, last) {
    if (typeof from === 'string') { encoding = from; from = last ? bytes.length : 0; }
    let start = Math.trunc(Number(from)) || 0;
    if (start < 0) start += bytes.length;
    const needle = typeof value === 'number' ? Uint8Array.of(value & 255) : typeof value === 'string' ? encode(value, encodingOf(encoding)) : value;
    if (needle.length === 0) return Math.min(Math.max(start, 0), bytes.length);
    for (let i = last ? Math.min(start, bytes.length - needle.length) : Math.max(start, 0); last ? i >= 0 : i <= bytes.length - needle.length; i += last ? -1 : 1) {
      let k = 0;
      while (k < needle.length && bytes[i + k] === needle[k]) k++;
      if (k === needle.length) return i;
    }
    return -1;
  }

  // Numbers of each size and order, read and written through a DataView of the buffer.
  const numbers = /** @type {[string, number, string, boolean, number, number][]} */ ([
    ['UInt8', 1, 'Uint8', false, 0, 255], ['Int8', 1, 'Int8', false, -128, 127],
    ['UInt16LE', 2, 'Uint16', true, 0, 65535], ['UInt16BE', 2, 'Uint16', false, 0, 65535],
    ['Int16LE', 2, 'Int16', true, -32768, 32767], ['Int16BE', 2, 'Int16', false, -32768, 32767],
    ['UInt32LE', 4, 'Uint32', true, 0, 4294967295], ['UInt32BE', 4, 'Uint32', false, 0, 4294967295],
    ['Int32LE', 4, 'Int32', true, -2147483648, 2147483647], ['Int32BE', 4, 'Int32', false, -2147483648, 2147483647],
    ['FloatLE', 4, 'Float32', true, -Infinity, Infinity], ['FloatBE', 4, 'Float32', false, -Infinity, Infinity],
    ['DoubleLE', 8, 'Float64', true, -Infinity, Infinity], ['DoubleBE', 8, 'Float64', false, -Infinity, Infinity],
    ['BigUInt64LE', 8, 'BigUint64', true, 0, 0], ['BigUInt64BE', 8, 'BigUint64', false, 0, 0],
    ['BigInt64LE', 8, 'BigInt64', true, 0, 0], ['BigInt64BE', 8, 'BigInt64', false, 0, 0],
  ]);
  /** @param {Uint8Array} b @param {unknown} offset @param {number} size */
  function checkOffset(b, offset, size) {
    if (typeof offset !== 'number') throw prelude.invalidArgType('offset', 'of type number', offset);
    if (!Number.isInteger(offset)) throw outOfRange('offset', 'an integer', offset);
    if (b.length - size < 0) throw rangeError('Attempt to access memory outside buffer bounds', 'ERR_BUFFER_OUT_OF_BOUNDS');
    if (offset < 0 || offset > b.length - size) throw outOfRange('offset', `>= 0 and <= ${b.length - size}`, offset);
    return new DataView(b.buffer, b.byteOffset, b.length);
  }
  const proto = /** @type {any} */ (Buffer.prototype);
  for (const [name, size, kind, little, min, max] of numbers) {
    const get = /** @type {any} */ (DataView.prototype)['get' + kind], set = /** @type {any} */ (DataView.prototype)['set' + kind];
    proto['read' + name] = function (/** @type {number} */ offset = 0) { return get.call(checkOffset(this, offset, size), offset, little); };
    // As node's: the value checked before the offset.
    proto['write' + name] = /** @this {Uint8Array} */ function (/** @type {any} */ value, /** @type {number} */ offset = 0) {
      if (kind.startsWith('Big')) {
        if (typeof value !== 'bigint') throw new TypeError('Cannot mix BigInt and other types, use explicit conversions');
        const signed = kind === 'BigInt64';
        if (signed ? value < -(2n ** 63n) || value >= 2n ** 63n : value < 0n || value >= 2n ** 64n) {
          throw outOfRange('value', signed ? '>= -(2n ** 63n) and < 2n ** 63n' : '>= 0n and < 2n ** 64n', value);
        }
      } else {
        value = +value;
        if (!kind.startsWith('Float') && !(value >= min && value <= max)) throw outOfRange('value', `>= ${min} and <= ${max}`, value);
      }
      set.call(checkOffset(this, offset, size), offset, value, little);
      return offset + size;
    };
    if (name.startsWith('UInt') || name.startsWith('BigUInt')) {
      const alias = name.replace('UInt', 'Uint');
      proto['read' + alias] = proto['read' + name];
      proto['write' + alias] = proto['write' + name];
    }
  }
  // Integers of 1 to 6 bytes in either order (`readUIntLE(offset, byteLength)` ...).
  /** node's check of a byteLength: a number, an integer, 1 to 6. @param {unknown} byteLength */
  function checkByteLength(byteLength) {
    if (typeof byteLength !== 'number') throw prelude.invalidArgType('byteLength', 'of type number', byteLength);
    if (!Number.isInteger(byteLength)) throw outOfRange('byteLength', 'an integer', byteLength);
    if (byteLength < 1 || byteLength > 6) throw outOfRange('byteLength', '>= 1 and <= 6', byteLength);
    return byteLength;
  }
  for (const little of [true, false]) {
    const order = little ? 'LE' : 'BE';
    for (const signed of [false, true]) {
      const name = (signed ? 'Int' : 'UInt') + order;
      proto['read' + name] = /** @this {Uint8Array} */ function (/** @type {number} */ offset, /** @type {number} */ byteLength) {
        if (offset === undefined) throw prelude.invalidArgType('offset', 'of type number', offset);
        const n = checkByteLength(byteLength);
        checkOffset(this, offset, n);
        let value = 0;
        for (let i = 0; i < n; i++) value = value * 256 + this[offset + (little ? n - 1 - i : i)];
        return signed && value >= 2 ** (8 * n - 1) ? value - 2 ** (8 * n) : value;
      };
      proto['write' + name] = /** @this {Uint8Array} */ function (/** @type {any} */ value, /** @type {number} */ offset, /** @type {number} */ byteLength) {
        const n = checkByteLength(byteLength), bits = 8 * n;
        value = +value;
        const min = signed ? -(2 ** (bits - 1)) : 0, max = (signed ? 2 ** (bits - 1) : 2 ** bits) - 1;
        if (!(value >= min && value <= max)) {
          throw outOfRange('value', n <= 4 ? `>= ${min} and <= ${max}` : signed ? `>= -(2 ** ${bits - 1}) and < 2 ** ${bits - 1}` : `>= 0 and < 2 ** ${bits}`, value);
        }
        checkOffset(this, offset, n);
        let rest = Math.trunc(value);
        if (rest < 0) rest += 2 ** bits;
        for (let i = 0; i < n; i++, rest = Math.floor(rest / 256)) this[offset + (little ? i : n - 1 - i)] = rest % 256;
        return offset + n;
      };
      if (!signed) { proto['readUint' + order] = proto['read' + name]; proto['writeUint' + order] = proto['write' + name]; }
    }
  }
  // Each 2, 4 or 8 bytes reversed in place.
  for (const bits of [16, 32, 64]) {
    proto['swap' + bits] = /** @this {Uint8Array} */ function () {
      const size = bits / 8;
      if (this.length % size !== 0) throw rangeError(`Buffer size must be a multiple of ${bits}-bits`, 'ERR_INVALID_BUFFER_SIZE');
      for (let at = 0; at < this.length; at += size) this.subarray(at, at + size).reverse();
      return this;
    };
  }
  // Enumerable, as node's (assigned, not declared).
  for (const key of Object.getOwnPropertyNames(proto)) if (key !== 'constructor') Object.defineProperty(proto, key, { enumerable: true });

  // As node shows one: `<Buffer 68 69>`, at most 50 bytes.
  prelude.describeAs(Buffer.prototype, (/** @type {Uint8Array} */ b) => {
    let text = '<Buffer';
    for (let i = 0; i < b.length && i < 50; i++) text += ' ' + (b[i] < 16 ? '0' : '') + b[i].toString(16);
    return ['', b.length > 50 ? text + ` ... ${b.length - 50} more bytes>` : text + (b.length ? '>' : ' >')];
  });
  Object.defineProperty(Buffer, 'poolSize', { value: 8192, writable: true, enumerable: true });
  const partExports = { Buffer, buffer: { Buffer, constants: { MAX_LENGTH: 4294967296, MAX_STRING_LENGTH: 536870888 }, kMaxLength: 4294967296 } };
  partExports;
}
