// The web's FormData and File for scripts, as node has them, and what bodies do with forms
// (`internal/forms`: a FormData sent as multipart/form-data, a body read back as a FormData,
// MIME types parsed and written as the MIME Sniffing Standard says). BridgeNetworking's part of
// the JS half (a JSPart), evaluated the first time a script reaches for FormData or File.
// Messages and error shapes are node 20's.
(/** @param {BridgePartToolkit} prelude */ function (prelude) {
  'use strict';
  const { Blob, TextEncoder, TextDecoder } = /** @type {any} */ (globalThis);

  class File extends Blob {
    /** @param {any[]} bits @param {string} name @param {{type?: string, lastModified?: number}} [options] */
    constructor(bits, name, options = {}) {
      if (arguments.length < 2) throw prelude.codedError(TypeError, 'The "fileBits" and "fileName" arguments must be specified', 'ERR_MISSING_ARGS');
      super(bits, options);
      Object.defineProperty(this, '_name', { value: String(name) });
      Object.defineProperty(this, '_lastModified', { value: options.lastModified === undefined ? Date.now() : Number(options.lastModified) });
    }
    get name() { return /** @type {any} */ (this)._name; }
    get lastModified() { return /** @type {any} */ (this)._lastModified; }
    get [Symbol.toStringTag]() { return 'File'; }
  }

  /** A form entry's value: a string, or a File (a Blob becomes one named `blob` or `filename`). @param {any} value @param {unknown} filename */
  function entryValue(value, filename) {
    if (!(value instanceof Blob)) return String(value);
    if (value instanceof File && filename === undefined) return value;
    return new File([value], filename === undefined ? 'blob' : String(filename), { type: value.type });
  }

  class FormData {
    constructor() {
      /** @type {[string, any][]} */
      this._list = [];
      Object.defineProperty(this, '_list', { enumerable: false });
    }
    /** @param {string} name @param {any} value @param {string} [filename] */
    append(name, value, filename) {
      if (arguments.length < 2) throw new TypeError(`FormData.append: 2 arguments required, but only ${arguments.length} found.`);
      this._list.push([String(name), entryValue(value, filename)]);
    }
    /** @param {string} name @param {any} value @param {string} [filename] */
    set(name, value, filename) {
      if (arguments.length < 2) throw new TypeError(`FormData.set: 2 arguments required, but only ${arguments.length} found.`);
      const entry = /** @type {[string, any]} */ ([String(name), entryValue(value, filename)]);
      const i = this._list.findIndex((e) => e[0] === entry[0]);
      if (i < 0) { this._list.push(entry); return; }
      this._list[i] = entry;
      for (let k = this._list.length - 1; k > i; k--) if (this._list[k][0] === entry[0]) this._list.splice(k, 1);
    }
    /** @param {string} name */
    delete(name) { for (let k = this._list.length - 1; k >= 0; k--) if (this._list[k][0] === String(name)) this._list.splice(k, 1); }
    /** @param {string} name */
    get(name) { const e = this._list.find((e) => e[0] === String(name)); return e ? e[1] : null; }
    /** @param {string} name */
    getAll(name) { return this._list.filter((e) => e[0] === String(name)).map((e) => e[1]); }
    /** @param {string} name */
    has(name) { return this._list.some((e) => e[0] === String(name)); }
    /** @param {(value: any, name: string, form: FormData) => void} callback @param {unknown} [thisArg] */
    forEach(callback, thisArg) { for (const [n, v] of this._list) callback.call(thisArg, v, n, this); }
    *entries() { for (const e of this._list) yield [e[0], e[1]]; }
    *keys() { for (const e of this._list) yield e[0]; }
    *values() { for (const e of this._list) yield e[1]; }
    [Symbol.iterator]() { return this.entries(); }
    get [Symbol.toStringTag]() { return 'FormData'; }
  }

  // As node shows them: a FormData's entries by name, the values of a name given more than once
  // in a list.
  prelude.describeFields(File.prototype, 'File', ['size', 'type', 'name', 'lastModified']);
  prelude.describeAs(FormData.prototype, (/** @type {FormData} */ form) => {
    const d = Object.getOwnPropertyDescriptor(form, '_list');
    if (!d || !Array.isArray(d.value)) return null;
    /** @type {Map<string, any>} */ const shown = new Map();
    for (const [name, value] of d.value) {
      const had = shown.get(name);
      if (!shown.has(name)) shown.set(name, value);
      else if (Array.isArray(had)) had.push(value);
      else shown.set(name, [had, value]);
    }
    return ['FormData', [...shown]];
  });

  // ---- MIME types --------------------------------------------------------------------------
  const tokenText = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/, quotedText = /^[\t\u0020-\u007E\u0080-\u00FF]*$/;
  /** @typedef {{essence: string, parameters: Map<string, string>}} MIMEType */
  /** A MIME type as the MIME Sniffing Standard parses one, or null. @param {string} input @returns {MIMEType | null} */
  function parseMIME(input) {
    input = input.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
    const slash = input.indexOf('/');
    const type = slash < 0 ? input : input.slice(0, slash);
    if (slash < 0 || !tokenText.test(type)) return null;
    let at = input.indexOf(';', slash + 1);
    if (at < 0) at = input.length;
    const subtype = input.slice(slash + 1, at).replace(/[\t\n\r ]+$/, '');
    if (!tokenText.test(subtype)) return null;
    const mime = { essence: `${type}/${subtype}`.toLowerCase(), parameters: new Map() };
    while (at < input.length) {
      at++;
      while (at < input.length && /[\t\n\r ]/.test(input[at])) at++;
      let end = at;
      while (end < input.length && input[end] !== ';' && input[end] !== '=') end++;
      const name = input.slice(at, end).toLowerCase();
      at = end;
      if (at < input.length && input[at] === ';') continue;
      at++;
      if (at > input.length) break;
      let value = '';
      if (input[at] === '"') {
        for (at++; at < input.length && input[at] !== '"'; at++) {
          if (input[at] === '\\' && at + 1 < input.length) at++;
          value += input[at];
        }
        at = input.indexOf(';', at);
        if (at < 0) at = input.length;
      } else {
        end = input.indexOf(';', at);
        if (end < 0) end = input.length;
        value = input.slice(at, end).replace(/[\t\n\r ]+$/, '');
        at = end;
        if (value === '') continue;
      }
      if (name !== '' && tokenText.test(name) && quotedText.test(value) && !mime.parameters.has(name)) mime.parameters.set(name, value);
    }
    return mime;
  }
  /** @param {MIMEType} mime */
  function serializeMIME(mime) {
    let text = mime.essence;
    for (const [name, value] of mime.parameters) text += `;${name}=${tokenText.test(value) ? value : '"' + value.replace(/(["\\])/g, '\\$1') + '"'}`;
    return text;
  }

  // ---- Forms as bodies ---------------------------------------------------------------------
  const encoder = new TextEncoder();
  /** A form as multipart/form-data, with a boundary of its own. @param {FormData} form @param {WeakMap<object, Uint8Array>} blobBytes */
  function multipart(form, blobBytes) {
    let boundary = '----formdata-bridge-';
    for (let i = 0; i < 12; i++) boundary += Math.floor(Math.random() * 10);
    /** @param {string} s */
    const escape = (s) => s.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
    /** @type {Uint8Array[]} */ const parts = [];
    for (const [name, value] of form) {
      let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escape(name)}"`;
      if (typeof value === 'string') {
        parts.push(encoder.encode(head + '\r\n\r\n' + value.replace(/\r(?!\n)|(?<!\r)\n/g, '\r\n') + '\r\n'));
        continue;
      }
      head += `; filename="${escape(value.name)}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
      parts.push(encoder.encode(head), /** @type {Uint8Array} */ (blobBytes.get(value)), encoder.encode('\r\n'));
    }
    parts.push(encoder.encode(`--${boundary}--\r\n`));
    let length = 0;
    for (const p of parts) length += p.length;
    const bytes = new Uint8Array(length);
    for (let i = 0, at = 0; i < parts.length; at += parts[i].length, i++) bytes.set(parts[i], at);
    return { bytes, type: 'multipart/form-data; boundary=' + boundary };
  }

  /** A body read as a FormData, by its content type (node's messages). @param {Uint8Array} bytes @param {string | null} contentType */
  function parse(bytes, contentType) {
    const mime = contentType === null ? null : parseMIME(contentType);
    const form = new FormData();
    if (mime && mime.essence === 'application/x-www-form-urlencoded') {
      for (const [name, value] of new (/** @type {any} */ (globalThis).URLSearchParams)(new TextDecoder().decode(bytes))) form.append(name, value);
      return form;
    }
    if (!mime || mime.essence !== 'multipart/form-data') {
      throw new TypeError('Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".');
    }
    const boundary = mime.parameters.get('boundary');
    const entries = boundary === undefined ? null : parseMultipart(bytes, boundary);
    if (entries === null) throw new TypeError('Failed to parse body as FormData.');
    for (const [name, value, filename] of entries) {
      if (filename === null) form.append(name, value);
      else form.append(name, new File([value.bytes], filename, { type: /^[\x00-\x7F]*$/.test(value.type) ? value.type : '' }), filename);
    }
    return form;
  }
  /** The entries of a multipart/form-data body, as the HTML Standard's parser reads them, or
   * null. @param {Uint8Array} input @param {string} boundaryText @returns {[string, any, string | null][] | null} */
  function parseMultipart(input, boundaryText) {
    // Latin-1 text of the bytes: one character a byte, so indices are the bytes'.
    let text = '';
    for (let i = 0; i < input.length; i += 8192) text += String.fromCharCode.apply(null, /** @type {any} */ (input.subarray(i, i + 8192)));
    let boundary = '--';
    for (const byte of encoder.encode(boundaryText)) boundary += String.fromCharCode(byte);
    let at = 0;
    while (text.startsWith('\r\n', at)) at += 2;
    let end = text.length;
    while (text.startsWith('\r\n', end - 2) && end - 2 >= at) end -= 2;
    text = text.slice(0, end);
    /** @type {[string, any, string | null][]} */ const entries = [];
    while (true) {
      if (!text.startsWith(boundary, at)) return null;
      at += boundary.length;
      if ((at === text.length - 2 && text.startsWith('--', at)) || (at === text.length - 4 && text.startsWith('--\r\n', at))) return entries;
      if (!text.startsWith('\r\n', at)) return null;
      at += 2;
      /** @type {string | null} */ let name = null, filename = null, type = null, encoding = null;
      while (!text.startsWith('\r\n', at)) {
        const colon = text.slice(at).search(/[\r\n:]/);
        if (colon < 0 || text[at + colon] !== ':') return null;
        const header = text.slice(at, at + colon).replace(/^[\t ]+|[\t ]+$/g, '');
        if (!tokenText.test(header)) return null;
        at += colon + 1;
        while (text[at] === ' ' || text[at] === '\t') at++;
        let lineEnd = text.slice(at).search(/[\r\n]/);
        lineEnd = lineEnd < 0 ? text.length : at + lineEnd;
        const value = text.slice(at, lineEnd);
        const lower = header.toLowerCase();
        if (lower === 'content-disposition') {
          const match = /^form-data; name="([^"]*)"(?:; filename\*?="([^"]*)")?/.exec(value);
          if (!match) return null;
          /** @param {string} s */
          const unquote = (s) => utf8ToString(s).replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
          name = unquote(match[1]);
          filename = match[2] === undefined ? null : unquote(match[2]);
        } else if (lower === 'content-type') {
          type = value.replace(/[\t ]+$/, '');
        } else if (lower === 'content-transfer-encoding') {
          encoding = value.replace(/[\t ]+$/, '');
        }
        at = lineEnd;
        if (!text.startsWith('\r\n', at)) return null;
        at += 2;
      }
      if (name === null) return null;
      at += 2;
      const next = text.indexOf(boundary.slice(2), at);
      if (next < 0) return null;
      let body = text.slice(at, next - 4);
      at += body.length;
      if (encoding === 'base64') body = /** @type {any} */ (globalThis).atob(body.replace(/[\t\n\f\r ]/g, ''));
      if (!text.startsWith('\r\n', at)) return null;
      at += 2;
      if (filename === null) { entries.push([name, utf8ToString(body), null]); continue; }
      const bytes = new Uint8Array(body.length);
      for (let i = 0; i < body.length; i++) bytes[i] = body.charCodeAt(i);
      entries.push([name, { bytes, type: type === null ? 'text/plain' : type }, filename]);
    }
  }
  /** Latin-1 text of UTF-8 bytes, decoded (bad sequences as U+FFFD). @param {string} latin1 */
  function utf8ToString(latin1) {
    const bytes = new Uint8Array(latin1.length);
    for (let i = 0; i < latin1.length; i++) bytes[i] = latin1.charCodeAt(i);
    return new TextDecoder().decode(bytes);
  }

  // For the other parts (not `require`'s).
  const internal = { multipart, parse, parseMIME, serializeMIME };
  return { FormData, File, 'internal/forms': internal };
})
