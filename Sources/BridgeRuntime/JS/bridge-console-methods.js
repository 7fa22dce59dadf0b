// The console's methods most scripts never call, as node prints them, and node's format
// placeholders: evaluated the first time one is used (bridge-console.js), with what that
// console prints through.
'use strict';
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {any} bridge-console.js's print, format, describe, now, builtins, primordials and indentation */ const kit = runArguments[0];
  /** @type {(value: unknown) => object | undefined} a Proxy's target (no trap runs), else undefined */ const proxyTarget = runArguments[1];
  const { print, format, describe, now, setIndent, getIndent } = kit;
  // The builtins as they were before any script ran (this file runs when first needed).
  const { Object, Array, Map, Set, Math, String } = /** @type {BridgePrimordials} */ (kit.primordials);
  const counts = new Map();
  const timeLabels = new Map();
  const elapsed = (label) => {
    const ms = now() - timeLabels.get(label);
    return ms >= 1000 ? `${(ms / 1000).toFixed(3)}s` : `${ms.toFixed(3)}ms`;
  };
  const warning = (text) => print(`Warning: ${text}`, 2);

  // Node's placeholders (its util.format), with the builtins bridge-console.js took before any
  // script ran, so that one a script replaces changes no output.
  const { apply, indexOf, slice, hasOwn, getProto, getDesc, toPrimitive, stringify } = kit.builtins;
  const { TypeError: TypeErrorCtor, String: toString, Number: toNumber, parseInt: toInteger, parseFloat: toFloat } = kit.builtins;
  const own = (/** @type {object} */ o, /** @type {PropertyKey} */ key) => apply(hasOwn, o, [key]);
  const never = () => false;
  // Whether `%s` shows an object as inspect does (node's rule: its toString, or else its
  // Symbol.toPrimitive, is a builtin's, found on a builtin constructor's prototype) or as
  // String(value) (one of its own). The builtins are the engine's own constructors, as node
  // takes them before adding its own (a Buffer's toString is one of its own).
  /** @type {Set<string> | null} */
  let builtIns = null;
  function builtInToString(value) {
    // A Proxy is judged by its target, so that no trap runs (node's).
    value = proxyTarget(value) || value;
    let ownToString = own, ownToPrimitive = own;
    if (typeof value.toString !== 'function') {
      if (typeof value[toPrimitive] !== 'function') return true;
      if (own(value, toPrimitive)) return false;
      ownToString = never;
    } else if (own(value, 'toString')) {
      return false;
    } else if (typeof value[toPrimitive] !== 'function') {
      ownToPrimitive = never;
    } else if (own(value, toPrimitive)) {
      return false;
    }
    let pointer = value;
    do { pointer = getProto(pointer); } while (pointer !== null && !ownToString(pointer, 'toString') && !ownToPrimitive(pointer, toPrimitive));
    const constructor = pointer === null ? undefined : getDesc(pointer, 'constructor');
    if (builtIns === null) {
      builtIns = new Set(['Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'BigInt', 'Date', 'RegExp', 'Error',
        'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError', 'Map', 'Set', 'WeakMap',
        'WeakSet', 'WeakRef', 'FinalizationRegistry', 'Promise', 'Proxy', 'ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Int8Array',
        'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array',
        'BigInt64Array', 'BigUint64Array']);
    }
    return constructor !== undefined && typeof constructor.value === 'function' && builtIns.has(constructor.value.name);
  }
  // node's util.format, placeholder by placeholder (its formatWithOptions): %s, %d, %i, %f, %j,
  // %o, %O, %c and %%; any other % is text. What the placeholders leave is appended, strings as
  // they are and other values inspected.
  const number = (/** @type {number} */ value) => (value === 0 && 1 / value < 0 ? '-0' : `${value}`);
  const circularMessage = () => {
    const cycle = {};
    cycle.cycle = cycle;
    try { apply(stringify, undefined, [cycle]); } catch (e) { return firstLine(e); }
    return undefined;
  };
  const firstLine = (error) => { const text = `${error.message}`, end = apply(indexOf, text, ['\n']); return end < 0 ? text : apply(slice, text, [0, end]); };
  /** @param {string} token @param {unknown} arg */
  function placeholder(token, arg) {
    switch (token) {
      case 's':
        if (typeof arg === 'number') return number(arg);
        if (typeof arg === 'bigint') return `${arg}n`;
        if (typeof arg !== 'object' || arg === null || !builtInToString(arg)) return toString(arg);
        return describe(arg, false, 0);
      case 'd': return typeof arg === 'bigint' ? `${arg}n` : typeof arg === 'symbol' ? 'NaN' : number(toNumber(arg));
      case 'i': return typeof arg === 'bigint' ? `${arg}n` : typeof arg === 'symbol' ? 'NaN' : number(toInteger(/** @type {any} */ (arg)));
      case 'f': return typeof arg === 'symbol' ? 'NaN' : number(toFloat(/** @type {any} */ (arg)));
      case 'j':
        try {
          return `${apply(stringify, undefined, [arg])}`;
        } catch (e) {
          // A cycle is shown as node shows it; any other failure (a BigInt) is thrown.
          if (e instanceof TypeErrorCtor && firstLine(e) === circularMessage()) return '[Circular]';
          throw e;
        }
      case 'o': return describe(arg, false, 4, undefined, true);
      case 'O': return describe(arg, false);
      default: return '';  // 'c': CSS is not shown
    }
  }
  /** Text with a `%` (`args[0]`, a string) and the values that follow it. @param {unknown[]} args */
  function placeholders(args) {
    const first = /** @type {string} */ (args[0]);
    let out = '', used = 0, join = '', copied = 0;
    for (let i = apply(indexOf, first, ['%']); i >= 0 && i < first.length - 1; i = apply(indexOf, first, ['%', i + 1])) {
      const token = first[i + 1];
      if (token === '%') {
        out += apply(slice, first, [copied, i]) + '%';
      } else if (used + 1 < args.length && apply(indexOf, 'sdifjoOc', [token]) >= 0) {
        out += apply(slice, first, [copied, i]) + placeholder(token, args[++used]);
      } else {
        continue;
      }
      copied = i + 2;
      i++;
    }
    // The text is taken as formatted once a placeholder or `%%` was read in it.
    if (copied > 0) {
      used++;
      join = ' ';
      out += apply(slice, first, [copied]);
    }
    for (; used < args.length; used++) {
      out += join + describe(args[used], true);
      join = ' ';
    }
    return out;
  }
  // console.table as node draws it: an index column, then one column per key the rows have (as
  // an object orders its keys: integer-like ones first, the rest in the order first met), and
  // `Values` for rows that are not objects unless the columns are given (a Map's and a Set's
  // values are always `Values`, beside a Map's `Key`); cells as inspect shows them, cut short.
  /** @param {any} data @param {unknown} [only] */
  function table(data, only) {
    const cell = (v) => describe(v, false, v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 2 ? -1 : 0, 3);
    const columns = Array.isArray(only) ? only : undefined;
    /** @type {string[]} */ let header;
    /** @type {string[][]} */ let body;
    if (data instanceof Map || data instanceof Set) {
      const entries = [...data.entries()];
      const keys = entries.map(([k]) => cell(k)), values = entries.map(([, v]) => cell(v));
      header = ['(iteration index)', ...(data instanceof Map ? ['Key'] : []), 'Values'];
      body = [entries.map((_, i) => String(i)), ...(data instanceof Map ? [keys] : []), values];
    } else {
      const index = Object.keys(data);
      /** @type {Record<string, string[]>} */ const byKey = Object.create(null);
      /** @type {string[]} */ const values = [];
      let primitives = false;
      for (let i = 0; i < index.length; i++) {
        const item = data[index[i]];
        const primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
        if (!columns && primitive) { primitives = true; values[i] = cell(item); continue; }
        for (const key of columns || Object.keys(item)) {
          (byKey[key] ||= [])[i] = primitive || !Object.prototype.hasOwnProperty.call(item, key) ? '' : cell(item[key]);
        }
      }
      header = ['(index)', ...Object.keys(byKey), ...(primitives ? ['Values'] : [])];
      body = [index, ...Object.values(byKey), ...(primitives ? [values] : [])];
    }
    const count = Math.max(...body.map((column) => column.length));
    const rows = Array.from({ length: count }, (_, r) => body.map((column) => (Object.prototype.hasOwnProperty.call(column, r) ? column[r] : '')));
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((l) => l[c].length)) + 2);
    const rule = (l, m, r) => l + widths.map((w) => '\u2500'.repeat(w)).join(m) + r;
    const row = (cells) => '\u2502' + cells.map((t, c) => ' ' + t + ' '.repeat(widths[c] - t.length - 1)).join('\u2502') + '\u2502';
    return [rule('\u250c', '\u252c', '\u2510'), row(header), rule('\u251c', '\u253c', '\u2524'), ...rows.map(row), rule('\u2514', '\u2534', '\u2518')].join('\n');
  }

  ({
    trace(...args) { print('Trace' + (args.length ? ': ' + format(args) : ''), 2); },
    assert(condition, ...args) { if (!condition) print('Assertion failed' + (args.length ? ': ' + format(args) : ''), 3); },
    count(label = 'default') { label = `${label}`; const n = (counts.get(label) || 0) + 1; counts.set(label, n); print(`${label}: ${n}`, 1); },
    countReset(label = 'default') { label = `${label}`; if (!counts.delete(label)) warning(`Count for '${label}' does not exist`); },
    time(label = 'default') { timeLabels.set(`${label}`, now()); },
    timeLog(label = 'default', ...data) {
      label = `${label}`;
      if (!timeLabels.has(label)) return warning(`No such label '${label}' for console.timeLog()`);
      print(`${label}: ${elapsed(label)}` + (data.length ? ' ' + format(data) : ''), 1);
    },
    timeEnd(label = 'default') {
      label = `${label}`;
      if (!timeLabels.has(label)) return warning(`No such label '${label}' for console.timeEnd()`);
      print(`${label}: ${elapsed(label)}`, 1);
      timeLabels.delete(label);
    },
    dir(value, options) {
      const depth = options && typeof options === 'object' ? options.depth : undefined;
      print(describe(value, false, depth === null ? Infinity : depth), 1);
    },
    table(data, columns) { print(typeof data === 'object' && data !== null ? table(data, columns) : format([data]), 1); },
    // console.group indents what follows by two spaces a level, each line of it.
    group(...labels) { if (labels.length) print(format(labels), 1); setIndent(getIndent() + '  '); },
    groupEnd() { setIndent(getIndent().slice(0, -2)); },
    placeholders,
  });
}
