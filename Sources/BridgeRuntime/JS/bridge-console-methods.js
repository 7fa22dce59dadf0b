// The console's methods most scripts never call, as node prints them: evaluated the first time
// one is (bridge-console.js), with what that console prints through.
'use strict';
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {any} bridge-console.js's print, format, describe, now and indentation */ const kit = runArguments[0];
  const { print, format, describe, now, setIndent, getIndent } = kit;
  const counts = new Map();
  const timeLabels = new Map();
  const elapsed = (label) => {
    const ms = now() - timeLabels.get(label);
    return ms >= 1000 ? `${(ms / 1000).toFixed(3)}s` : `${ms.toFixed(3)}ms`;
  };
  const warning = (text) => print(`Warning: ${text}`, 2);

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
  });
}
