// The web's FormData and File for scripts, as node has them, and what bodies do with forms
// (`internal/forms`: a FormData sent as multipart/form-data, a body read back as a FormData,
// MIME types parsed and written as the MIME Sniffing Standard says). BridgeNetworking's part of
// the JS half (a JSPart), evaluated the first time a script reaches for FormData or File.
// Messages and error shapes are node 20's.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, Array, Map, WeakMap, Uint8Array, Math, TypeError, Symbol, String, Number, Date } = prelude.primordials;
  const { Blob, TextEncoder, TextDecoder } = /** @type {any} */ (globalThis);

  /** Each File's name and time (node keeps them in private fields). @type {WeakMap<object, {name: string, lastModified: number}>} */
  const files = new WeakMap();
  class File extends Blob {
    /** @param {any[]} bits @param {string} name @param {any} [options] */
    constructor(bits, name, options = {}) {
      if (arguments.length < 2) throw prelude.codedError(TypeError, 'The "fileBits" and "fileName" arguments must be specified', 'ERR_MISSING_ARGS');
      super(bits, options);
      const { lastModified } = options || {};
      const time = lastModified === undefined ? Date.now() : +lastModified;
      files.set(this, { name: `${name}`.toWellFormed(), lastModified: Number.isNaN(time) ? 0 : time });
    }
    get name() { return /** @type {any} */ (files.get(this)).name; }
    get lastModified() { return /** @type {any} */ (files.get(this)).lastModified; }
    get [Symbol.toStringTag]() { return 'File'; }
  }
  for (const key of ['name', 'lastModified']) Object.defineProperty(File.prototype, key, { enumerable: true });

  /** A form entry's value (node's `makeEntry`): a string, or a File (a Blob becomes one named
   * `blob`, or `filename`). @param {any} value @param {unknown} filename */
  function entryValue(value, filename) {
    if (!(value instanceof Blob)) return `${value}`.toWellFormed();
    if (value instanceof File && filename === undefined) return value;
    const options = value instanceof File ? { type: value.type, lastModified: value.lastModified } : { type: value.type };
    return new File([value], filename === undefined ? 'blob' : `${filename}`.toWellFormed(), options);
  }

  /** Each FormData's entries (node keeps them in an internal slot). @type {WeakMap<object, [string, any][]>} */
  const lists = new WeakMap();
  /** The entries of `form`, after node's checks of the call. @param {unknown} form @param {string} method @param {number} given @param {number} needed */
  function entriesOf(form, method, given, needed) {
    const list = lists.get(/** @type {object} */ (form));
    if (!list) throw prelude.codedError(TypeError, 'Illegal invocation', 'ERR_INVALID_THIS');
    if (given < needed) throw new TypeError(`FormData.${method}: ${needed} argument${needed === 1 ? '' : 's'} required, but${given ? ' only' : ''} ${given} found.`);
    return list;
  }
  /** @param {string} method @param {any[]} args */
  function entry(method, args) {
    if (args.length === 3 && !(args[1] instanceof Blob)) throw new TypeError(`Failed to execute '${method}' on 'FormData': parameter 2 is not of type 'Blob'`);
    return /** @type {[string, any]} */ ([`${args[0]}`.toWellFormed(), entryValue(args[1], args.length === 3 ? args[2] : undefined)]);
  }
  class FormData {
    /** @param {unknown} [form] */
    constructor(form = undefined) {
      if (form !== undefined) throw new TypeError('FormData constructor: Argument 1 could not be converted to: undefined.');
      lists.set(this, []);
    }
    /** @param {string} name @param {any} value @param {string} [filename] */
    append(name, value, filename) { entriesOf(this, 'append', arguments.length, 2).push(entry('append', [...arguments])); }
    /** @param {string} name */
    delete(name) {
      const list = entriesOf(this, 'delete', arguments.length, 1), key = `${name}`.toWellFormed();
      for (let k = list.length - 1; k >= 0; k--) if (list[k][0] === key) list.splice(k, 1);
    }
    /** @param {string} name */
    get(name) { const key = `${name}`.toWellFormed(), e = entriesOf(this, 'get', arguments.length, 1).find((e) => e[0] === key); return e ? e[1] : null; }
    /** @param {string} name */
    getAll(name) { const key = `${name}`.toWellFormed(); return entriesOf(this, 'getAll', arguments.length, 1).filter((e) => e[0] === key).map((e) => e[1]); }
    /** @param {string} name */
    has(name) { const key = `${name}`.toWellFormed(); return entriesOf(this, 'has', arguments.length, 1).some((e) => e[0] === key); }
    /** @param {string} name @param {any} value @param {string} [filename] */
    set(name, value, filename) {
      const list = entriesOf(this, 'set', arguments.length, 2), made = entry('set', [...arguments]);
      const i = list.findIndex((e) => e[0] === made[0]);
      if (i < 0) { list.push(made); return; }
      list[i] = made;
      for (let k = list.length - 1; k > i; k--) if (list[k][0] === made[0]) list.splice(k, 1);
    }
    *keys() { for (const e of entriesOf(this, 'keys', 0, 0)) yield e[0]; }
    *values() { for (const e of entriesOf(this, 'values', 0, 0)) yield e[1]; }
    *entries() { for (const e of entriesOf(this, 'entries', 0, 0)) yield [e[0], e[1]]; }
    /** @param {(value: any, name: string, form: FormData) => void} callback @param {unknown} [thisArg] */
    forEach(callback, thisArg) {
      const list = entriesOf(this, 'forEach', arguments.length, 1);
      if (typeof callback !== 'function') throw new TypeError("Failed to execute 'forEach' on 'FormData': parameter 1 is not of type 'Function'.");
      for (const [n, v] of list) callback.call(thisArg, v, n, this);
    }
    [Symbol.iterator]() { return this.entries(); }
    get [Symbol.toStringTag]() { return 'FormData'; }
  }
  // Enumerable as node's are.
  for (const key of ['append', 'delete', 'get', 'getAll', 'has', 'set', 'keys', 'values', 'entries', 'forEach']) Object.defineProperty(FormData.prototype, key, { enumerable: true });

  // As node shows them: a FormData's entries by name, the values of a name given more than once
  // in a list.
  prelude.describeFields(File.prototype, 'File', ['size', 'type', 'name', 'lastModified']);
  prelude.describeAs(FormData.prototype, (/** @type {FormData} */ form) => {
    const list = lists.get(form);
    if (!list) return null;
    /** @type {Map<string, any>} */ const shown = new Map();
    for (const [name, value] of list) {
      const had = shown.get(name);
      if (!shown.has(name)) shown.set(name, value);
      else if (Array.isArray(had)) had.push(value);
      else shown.set(name, [had, value]);
    }
    // node formats them as a null-prototype object and cuts its name off: its width counts.
    return ['FormData', [...shown], false, '[Object: null prototype] '.length];
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
    let text = new TextDecoder('latin1').decode(input);
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
      entries.push([name, { bytes: latin1Bytes(body), type: type === null ? 'text/plain' : type }, filename]);
    }
  }
  /** Latin-1 text of UTF-8 bytes, decoded (bad sequences as U+FFFD). @param {string} latin1 */
  const utf8ToString = (latin1) => new TextDecoder().decode(latin1Bytes(latin1));
  /** The bytes a Latin-1 string holds, a character a byte. @param {string} latin1 */
  function latin1Bytes(latin1) {
    const bytes = new Uint8Array(latin1.length);
    for (let i = 0; i < latin1.length; i++) bytes[i] = latin1.charCodeAt(i);
    return bytes;
  }

  // For the other parts (not `require`'s).
  const internal = { multipart, parse, parseMIME, serializeMIME, latin1Bytes };
  const partExports = { FormData, File, 'internal/forms': internal };
  partExports;
}
