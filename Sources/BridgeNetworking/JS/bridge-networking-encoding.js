// The web's text encodings for scripts, as node has them: `TextEncoder`, `TextDecoder` (UTF-8,
// UTF-16LE, UTF-16BE and windows-1252, streaming and fatal), `atob` and `btoa`. BridgeNetworking's part
// of the JS half (a JSPart), evaluated the first time a script reaches for one of its globals.
// Messages and error shapes are node 20's.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Array, WeakMap, Uint8Array, ArrayBuffer, Math, TypeError, RangeError, Symbol, String, Object } = prelude.primordials;
  /** @param {string} message @param {string} code */
  const nodeTypeError = (message, code) => prelude.codedError(TypeError, message, code);
  const DOMException = /** @type {any} */ (globalThis).DOMException;

  // ---- TextEncoder and TextDecoder --------------------------------------------------------
  /** A string's UTF-8 (lone surrogates as U+FFFD): measured first, then written into one array.
   * @param {string} text */
  function utf8Bytes(text) {
    let length = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80) length++;
      else if (c < 0x800) length += 2;
      else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xFC00) === 0xDC00) { length += 4; i++; }
      else length += 3;
    }
    const out = new Uint8Array(length);
    for (let i = 0, at = 0; i < text.length; i++) {
      let c = text.charCodeAt(i);
      if (c < 0x80) { out[at++] = c; continue; }
      if (c >= 0xD800 && c <= 0xDBFF && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xFC00) === 0xDC00) {
        c = 0x10000 + ((c - 0xD800) << 10) + (text.charCodeAt(++i) - 0xDC00);
      } else if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
      if (c < 0x800) { out[at++] = 0xC0 | (c >> 6); out[at++] = 0x80 | (c & 63); }
      else if (c < 0x10000) { out[at++] = 0xE0 | (c >> 12); out[at++] = 0x80 | ((c >> 6) & 63); out[at++] = 0x80 | (c & 63); }
      else { out[at++] = 0xF0 | (c >> 18); out[at++] = 0x80 | ((c >> 12) & 63); out[at++] = 0x80 | ((c >> 6) & 63); out[at++] = 0x80 | (c & 63); }
    }
    return out;
  }
  class TextEncoder {
    get encoding() { return 'utf-8'; }
    /** @param {unknown} [input] */
    encode(input = '') { return utf8Bytes(String(input)); }
    /** @param {string} source @param {Uint8Array} destination */
    encodeInto(source, destination) {
      // As node checks them: a string, and a Uint8Array (a Buffer is one; a view of another kind is not).
      if (typeof source !== 'string') throw prelude.invalidArgType('src', 'of type string', source);
      if (typedArrayKind(destination) !== 'Uint8Array') throw prelude.invalidArgType('dest', 'an instance of Uint8Array', destination);
      let read = 0, written = 0;
      const text = source;
      for (let i = 0; i < text.length;) {
        const code = text.codePointAt(i) || 0;
        const units = code > 0xFFFF ? 2 : 1;
        const bytes = utf8Bytes(text.slice(i, i + units));
        if (written + bytes.length > destination.length) break;
        destination.set(bytes, written);
        written += bytes.length; read += units; i += units;
      }
      return { read, written };
    }
    get [Symbol.toStringTag]() { return 'TextEncoder'; }
  }
  // The Encoding Standard's labels of the encodings decoded here.
  const typedArrayTag = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag)).get;
  /** A typed array's kind ('Uint8Array', …), undefined for anything else. @param {unknown} value */
  const typedArrayKind = (value) => prelude.primordials.plain.apply(/** @type {Function} */ (typedArrayTag), value, []);
  /** @type {Record<string, string>} */
  const encodingNames = Object.create(null);
  for (const [encoding, labels] of [
    ['utf-8', 'unicode-1-1-utf-8 unicode11utf8 unicode20utf8 utf-8 utf8 x-unicode20utf8'],
    ['utf-16be', 'unicodefffe utf-16be'],
    ['utf-16le', 'csunicode iso-10646-ucs-2 ucs-2 unicode unicodefeff utf-16 utf-16le'],
    ['windows-1252', 'ansi_x3.4-1968 ascii cp1252 cp819 csisolatin1 ibm819 iso-8859-1 iso-ir-100 iso8859-1 iso88591 iso_8859-1 ' +
      'iso_8859-1:1987 l1 latin1 us-ascii windows-1252 x-cp1252'],
  ]) for (const label of labels.split(' ')) encodingNames[label] = encoding;
  /** A label as the standard reads it: ASCII whitespace (not every space `trim` removes) stripped
   * from both ends, ASCII letters in lower case. @param {unknown} label */
  const labelKey = (label) => String(label).replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').replace(/[A-Z]/g, (c) => c.toLowerCase());
  const decoderState = new WeakMap();
  class TextDecoder {
    /** @param {string} [label] @param {{fatal?: boolean, ignoreBOM?: boolean}} [options] */
    constructor(label = 'utf-8', options = {}) {
      const encoding = encodingNames[labelKey(label)];
      if (!encoding) {
        throw prelude.codedError(RangeError, `The "${label}" encoding is not supported`, 'ERR_ENCODING_NOT_SUPPORTED');
      }
      decoderState.set(this, { encoding, fatal: !!options.fatal, ignoreBOM: !!options.ignoreBOM, pending: [], seenBOM: false });
    }
    get encoding() { return decoderState.get(this).encoding; }
    get fatal() { return decoderState.get(this).fatal; }
    get ignoreBOM() { return decoderState.get(this).ignoreBOM; }
    /** @param {any} [input] @param {{stream?: boolean}} [options] */
    decode(input, options = {}) {
      const state = decoderState.get(this);
      let bytes = new Uint8Array(0);
      if (input !== undefined) {
        if (!(input instanceof ArrayBuffer) && !ArrayBuffer.isView(input)) {
          throw nodeTypeError('The "list" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.', 'ERR_INVALID_ARG_TYPE');
        }
        bytes = input instanceof Uint8Array ? input
          : input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
      }
      if (state.pending.length) {
        const joined = new Uint8Array(state.pending.length + bytes.length);
        joined.set(state.pending);
        joined.set(bytes, state.pending.length);
        bytes = joined;
        state.pending = [];
      }
      const stream = !!options.stream;
      let text;
      if (state.encoding === 'windows-1252') {
        text = '';
        for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode.apply(null, /** @type {any} */ (bytes.subarray(i, i + 8192)));
      } else if (state.encoding === 'utf-16le' || state.encoding === 'utf-16be') {
        // The Encoding Standard's UTF-16 decoder: a lone surrogate or an odd last byte is an
        // error (U+FFFD, or a throw when fatal); a stream keeps a trailing lead surrogate and an
        // odd byte for the next call.
        const high = state.encoding === 'utf-16le' ? 1 : 0;
        const unit = (/** @type {number} */ i) => bytes[i + 1 - high] | (bytes[i + high] << 8);
        const isLead = (/** @type {number} */ u) => u >= 0xD800 && u <= 0xDBFF;
        let end = bytes.length - (bytes.length % 2);
        if (stream) {
          if (end >= 2 && isLead(unit(end - 2))) end -= 2;
          state.pending = Array.from(bytes.subarray(end));
        }
        const out = unitText(end / 2 + 1);
        const bad = () => {
          if (state.fatal) throw nodeTypeError(`The encoded data was not valid for encoding ${state.encoding}`, 'ERR_ENCODING_INVALID_ENCODED_DATA');
          out.put(0xFFFD);
        };
        for (let i = 0; i < end; i += 2) {
          const u = unit(i);
          if (isLead(u)) {
            const next = i + 2 < end ? unit(i + 2) : -1;
            if (next >= 0xDC00 && next <= 0xDFFF) { out.put(u); out.put(next); i += 2; } else bad();
          } else if (u >= 0xDC00 && u <= 0xDFFF) bad();
          else out.put(u);
        }
        if (!stream && end < bytes.length) bad();
        text = out.text();
      } else {
        const end = stream ? completeUTF8(bytes) : bytes.length;
        if (end < bytes.length) state.pending = Array.from(bytes.subarray(end));
        text = decodeUTF8(bytes.subarray(0, end), state.fatal);
      }
      if (!state.ignoreBOM && !state.seenBOM && text.length) {
        if (text.charCodeAt(0) === 0xFEFF) text = text.slice(1);
        state.seenBOM = true;
      }
      if (!stream) state.seenBOM = false;
      return text;
    }
    get [Symbol.toStringTag]() { return 'TextDecoder'; }
  }
  /** Where the last whole UTF-8 character of `bytes` ends. @param {Uint8Array} bytes */
  function completeUTF8(bytes) {
    let start = bytes.length;
    while (start > 0 && bytes.length - start < 4 && (bytes[start - 1] & 0xC0) === 0x80) start--;
    if (start === 0) return bytes.length;
    const lead = bytes[start - 1];
    const length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return length > bytes.length - (start - 1) ? start - 1 : bytes.length;
  }
  /** UTF-8 to a string, each maximal bad subpart one U+FFFD (the Encoding Standard's decoder). @param {Uint8Array} bytes @param {boolean} fatal */
  function decodeUTF8(bytes, fatal) {
    const out = unitText(bytes.length), put = out.put;
    const bad = () => {
      if (fatal) throw nodeTypeError('The encoded data was not valid for encoding utf-8', 'ERR_ENCODING_INVALID_ENCODED_DATA');
      put(0xFFFD);
    };
    for (let i = 0; i < bytes.length;) {
      const b = bytes[i];
      if (b < 0x80) {
        // A run of ASCII becomes text straight from the bytes.
        let end = i + 1;
        while (end < bytes.length && bytes[end] < 0x80 && end - i < 8192) end++;
        if (end - i < 16) { for (; i < end; i++) put(bytes[i]); continue; }
        out.append(String.fromCharCode.apply(null, /** @type {any} */ (bytes.subarray(i, end))));
        i = end;
        continue;
      }
      let need = 0, code = 0, lower = 0x80, upper = 0xBF;
      if (b >= 0xC2 && b <= 0xDF) { need = 1; code = b & 0x1F; }
      else if (b >= 0xE0 && b <= 0xEF) { need = 2; code = b & 0xF; if (b === 0xE0) lower = 0xA0; if (b === 0xED) upper = 0x9F; }
      else if (b >= 0xF0 && b <= 0xF4) { need = 3; code = b & 0x7; if (b === 0xF0) lower = 0x90; if (b === 0xF4) upper = 0x8F; }
      else { bad(); i++; continue; }
      let j = i + 1;
      for (let k = 0; k < need; k++, j++) {
        const c = bytes[j];
        if (j >= bytes.length || c < lower || c > upper) break;
        code = (code << 6) | (c & 0x3F);
        lower = 0x80; upper = 0xBF;
      }
      const got = j - i - 1;
      i = j;
      if (got < need) { bad(); continue; }
      if (code < 0x10000) put(code);
      else { put(0xD800 + ((code - 0x10000) >> 10)); put(0xDC00 + ((code - 0x10000) & 0x3FF)); }
    }
    return out.text();
  }
  /** Text made of code units a chunk at a time (a character at a time makes a rope of millions
   * of pieces). @param {number} capacity the most units it will take (sizes its buffer) */
  function unitText(capacity) {
    const units = new Uint16Array(Math.min(capacity, 8192));
    let out = '', n = 0;
    const flush = () => { out += String.fromCharCode.apply(null, /** @type {any} */ (units.subarray(0, n))); n = 0; };
    return {
      /** @param {number} unit */
      put: (unit) => { units[n++] = unit; if (n === units.length) flush(); },
      /** @param {string} text */
      append: (text) => { flush(); out += text; },
      text: () => { flush(); return out; },
    };
  }

  // ---- atob and btoa -----------------------------------------------------------------------
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  /** @param {unknown} data */
  function btoa(data) {
    if (arguments.length === 0) throw nodeTypeError('The "input" argument must be specified', 'ERR_MISSING_ARGS');
    const text = String(data);
    let out = '';
    for (let i = 0; i < text.length; i += 3) {
      const a = text.charCodeAt(i), b = text.charCodeAt(i + 1), c = text.charCodeAt(i + 2);
      if (a > 255 || b > 255 || c > 255) throw new DOMException('Invalid character', 'InvalidCharacterError');
      const n = (a << 16) | ((b || 0) << 8) | (c || 0);
      out += alphabet[n >> 18] + alphabet[(n >> 12) & 63] + (i + 1 < text.length ? alphabet[(n >> 6) & 63] : '=') + (i + 2 < text.length ? alphabet[n & 63] : '=');
    }
    return out;
  }
  /** Base64 text to the bytes it holds, as node's atob reads it (its checks, its messages).
   * @param {unknown} data */
  function atob(data) {
    if (arguments.length === 0) throw nodeTypeError('The "input" argument must be specified', 'ERR_MISSING_ARGS');
    const text = `${data}`;
    const invalid = () => new DOMException('Invalid character', 'InvalidCharacterError');
    let count = 0, equals = 0;
    for (let n = 0; n < text.length; n++) {
      const c = text.charCodeAt(n);
      if (c === 9 || c === 10 || c === 12 || c === 13 || c === 32) continue;
      if (c !== 61 && alphabet.indexOf(text[n]) < 0) throw invalid();
      count++;
      if (c === 61) equals++;
      else if (equals) throw invalid();
      if (equals > 2) throw invalid();
    }
    let reminder = count % 4;
    if (!reminder) reminder = (count - equals) % 4;
    else if (equals) throw invalid();
    if (reminder === 1) throw new DOMException('The string to be decoded is not correctly encoded.', 'InvalidCharacterError');
    const out = unitText(count);
    let bits = 0, value = 0;
    for (let i = 0; i < text.length; i++) {
      const digit = alphabet.indexOf(text[i]);
      if (digit < 0) continue;
      value = ((value << 6) | digit) & 0xFFFFFF;
      bits += 6;
      if (bits < 8) continue;
      bits -= 8;
      out.put((value >> bits) & 255);
    }
    return out.text();
  }

  // As node shows them (a TextEncoder without its class's name).
  prelude.describeFields(TextEncoder.prototype, '', ['encoding']);
  prelude.describeFields(TextDecoder.prototype, 'TextDecoder', ['encoding', 'fatal', 'ignoreBOM']);

  const partExports = { TextEncoder, TextDecoder, atob, btoa };
  partExports;
}
