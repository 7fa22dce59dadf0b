// The web's text encodings for scripts, as node has them: `TextEncoder`, `TextDecoder` (UTF-8,
// UTF-16LE and windows-1252, streaming and fatal), `atob` and `btoa`. BridgeNetworking's part
// of the JS half (a JSPart), evaluated the first time a script reaches for one of its globals.
// Messages and error shapes are node 20's.
(/** @param {BridgePartToolkit} prelude */ function (prelude) {
  'use strict';
  /** @param {string} message @param {string} code */
  const nodeTypeError = (message, code) => prelude.codedError(TypeError, message, code);
  const DOMException = /** @type {any} */ (globalThis).DOMException;

  // ---- TextEncoder and TextDecoder --------------------------------------------------------
  /** @param {string} text */
  function utf8Bytes(text) {
    const out = [];
    for (let i = 0; i < text.length; i++) {
      let c = text.charCodeAt(i);
      if (c >= 0xD800 && c <= 0xDBFF && i + 1 < text.length) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xDC00 && d <= 0xDFFF) { c = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00); i++; }
      }
      if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
      if (c < 0x80) out.push(c);
      else if (c < 0x800) out.push(0xC0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) out.push(0xE0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else out.push(0xF0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return new Uint8Array(out);
  }
  class TextEncoder {
    get encoding() { return 'utf-8'; }
    /** @param {unknown} [input] */
    encode(input = '') { return utf8Bytes(String(input)); }
    /** @param {string} source @param {Uint8Array} destination */
    encodeInto(source, destination) {
      let read = 0, written = 0;
      const text = String(source);
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
  /** @type {Record<string, string>} */
  const encodingNames = {
    'utf-8': 'utf-8', utf8: 'utf-8', 'unicode-1-1-utf-8': 'utf-8',
    'utf-16le': 'utf-16le', 'utf-16': 'utf-16le',
    latin1: 'windows-1252', 'iso-8859-1': 'windows-1252', 'windows-1252': 'windows-1252', ascii: 'windows-1252', 'us-ascii': 'windows-1252',
  };
  const decoderState = new WeakMap();
  class TextDecoder {
    /** @param {string} [label] @param {{fatal?: boolean, ignoreBOM?: boolean}} [options] */
    constructor(label = 'utf-8', options = {}) {
      const encoding = encodingNames[String(label).trim().toLowerCase()];
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
      let bytes = input === undefined ? new Uint8Array(0) : toBytes(input, 'TextDecoder.decode', 'input');
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
        text = String.fromCharCode(...bytes);
      } else if (state.encoding === 'utf-16le') {
        const even = bytes.length - (bytes.length % 2);
        if (stream && even < bytes.length) state.pending = [bytes[even]];
        text = '';
        for (let i = 0; i + 1 < even + 1 && i + 1 < bytes.length + (stream ? 0 : 1) && i < even; i += 2) text += String.fromCharCode(bytes[i] | (bytes[i + 1] << 8));
        if (!stream && even < bytes.length) text += '\ufffd';
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
    let out = '';
    const bad = () => {
      if (fatal) throw nodeTypeError('The encoded data was not valid for encoding utf-8', 'ERR_ENCODING_INVALID_ENCODED_DATA');
      return '\ufffd';
    };
    for (let i = 0; i < bytes.length;) {
      const b = bytes[i];
      if (b < 0x80) { out += String.fromCharCode(b); i++; continue; }
      let need = 0, code = 0, lower = 0x80, upper = 0xBF;
      if (b >= 0xC2 && b <= 0xDF) { need = 1; code = b & 0x1F; }
      else if (b >= 0xE0 && b <= 0xEF) { need = 2; code = b & 0xF; if (b === 0xE0) lower = 0xA0; if (b === 0xED) upper = 0x9F; }
      else if (b >= 0xF0 && b <= 0xF4) { need = 3; code = b & 0x7; if (b === 0xF0) lower = 0x90; if (b === 0xF4) upper = 0x8F; }
      else { out += bad(); i++; continue; }
      let j = i + 1;
      for (let k = 0; k < need; k++, j++) {
        const c = bytes[j];
        if (j >= bytes.length || c < lower || c > upper) break;
        code = (code << 6) | (c & 0x3F);
        lower = 0x80; upper = 0xBF;
      }
      if (j - i - 1 < need) { out += bad(); i = j; continue; }
      out += String.fromCodePoint(code);
      i = j;
    }
    return out;
  }
  /** The bytes of a buffer source. @param {any} input @param {string} where @param {string} name */
  function toBytes(input, where, name) {
    if (input instanceof ArrayBuffer) return new Uint8Array(input);
    if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    throw nodeTypeError(`The "${name}" argument must be an instance of ArrayBuffer or ArrayBufferView.` +
                        ` Received ${prelude.received(input)}`, 'ERR_INVALID_ARG_TYPE');
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
  /** The bytes of base64 `text`, or null when it is not base64 (the forgiving decoder). @param {string} text */
  function base64Bytes(text) {
    let s = text.replace(/[\t\n\f\r ]/g, '');
    if (s.length % 4 === 0) s = s.replace(/==?$/, '');
    if (s.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(s)) return null;
    const out = [];
    let bits = 0, value = 0;
    for (let i = 0; i < s.length; i++) {
      value = (value << 6) | alphabet.indexOf(s[i]);
      bits += 6;
      if (bits >= 8) { bits -= 8; out.push((value >> bits) & 255); }
    }
    return new Uint8Array(out);
  }
  /** @param {unknown} data */
  function atob(data) {
    if (arguments.length === 0) throw nodeTypeError('The "input" argument must be specified', 'ERR_MISSING_ARGS');
    const bytes = base64Bytes(String(data));
    if (bytes === null) throw new DOMException('Invalid character', 'InvalidCharacterError');
    return String.fromCharCode(...bytes);
  }

  // As node shows them (a TextEncoder without its class's name).
  prelude.describeFields(TextEncoder.prototype, '', ['encoding']);
  prelude.describeFields(TextDecoder.prototype, 'TextDecoder', ['encoding', 'fatal', 'ignoreBOM']);

  return { TextEncoder, TextDecoder, atob, btoa };
})
