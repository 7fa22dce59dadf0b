// The web's FormData and File for scripts, as node has them (fetch and Response send a FormData
// as multipart/form-data). BridgeNetworking's part of the JS half (a JSPart), evaluated the
// first time a script reaches for FormData or File. Messages and error shapes are node 20's.
(/** @param {BridgePartToolkit} prelude */ function (prelude) {
  'use strict';
  const Blob = /** @type {any} */ (globalThis).Blob;

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

  return { FormData, File };
})
