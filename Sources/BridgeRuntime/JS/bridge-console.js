'use strict';
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {(value: unknown, top?: boolean, depth?: number, items?: number) => string} */ const describe = runArguments[1];
  /** @type {(message: string, level: number) => void} */ const logHook = runArguments[2];
  /** @type {() => number} */ const now = runArguments[3];
  // Values are described by the engine's own describer (as node's util.inspect, without
  // running getters, Proxy traps or toString; see Intrinsics.swift).
  const inspect = (value, top) => describe(value, top === true);
  // Whether `%s` shows an object as inspect does (node's rule: its toString is a builtin's,
  // found on a builtin constructor's prototype) or as String(value) (a toString of its own).
  /** @type {Set<string> | null} */
  let builtIns = null;
  function builtInToString(value) {
    if (typeof value.toString !== 'function') return true;
    if (Object.prototype.hasOwnProperty.call(value, 'toString')) return false;
    let pointer = value;
    do { pointer = Object.getPrototypeOf(pointer); } while (pointer !== null && !Object.prototype.hasOwnProperty.call(pointer, 'toString'));
    const constructor = pointer === null ? undefined : Object.getOwnPropertyDescriptor(pointer, 'constructor');
    if (builtIns === null) builtIns = new Set(Object.getOwnPropertyNames(global).filter((n) => /^[A-Z]/.test(n)));
    return constructor !== undefined && typeof constructor.value === 'function' && builtIns.has(constructor.value.name);
  }
  function format(args) {
    let first = args[0];
    let rest = args.slice(1);
    let out;
    if (typeof first === 'string' && first.includes('%') && rest.length) {
      out = first.replace(/%[sdifjoOc%]/g, token => {
        if (token === '%%') return '%';
        if (!rest.length) return token;
        const arg = rest.shift();
        switch (token) {
          case '%s':
            if (typeof arg === 'string') return arg;
            if (typeof arg === 'bigint') return `${arg}n`;
            if (typeof arg === 'symbol') return String(arg);
            return typeof arg === 'object' && arg !== null && !builtInToString(arg) ? String(arg) : describe(arg, false, 0);
          case '%d': case '%i': return typeof arg === 'object' ? 'NaN' : String(token === '%i' ? parseInt(arg) : Number(arg));
          case '%f': return String(parseFloat(arg));
          case '%j': try { return JSON.stringify(arg); } catch (e) { return '[Circular]'; }
          case '%c': return '';
          default: return inspect(arg, false);
        }
      });
    } else {
      out = inspect(first, true);
    }
    for (let i = 0; i < rest.length; i++) out += ' ' + inspect(rest[i], true);
    return args.length ? out : '';
  }
  // React Native's development console (its console polyfill, which prints through
  // nativeLoggingHook itself) keeps the console it found as `global.originalConsole`, the
  // platform's own, which on a device writes to the inspector and not to the log, and calls it
  // besides. While a bundle's console has so taken over, this one prints nothing: each line once.
  const quiet = () => global.originalConsole === runtimeConsole && global.console !== runtimeConsole;
  // console.group indents what follows by two spaces a level, each line of it.
  let indent = '';
  const print = (text, level) => { if (!quiet()) logHook(indent ? indent + text.split('\n').join('\n' + indent) : text, level); };
  const log = (level) => function (...args) { print(format(args), level); };
  const counts = new Map();
  const timeLabels = new Map();
  const elapsed = (label) => {
    const ms = now() - timeLabels.get(label);
    return ms >= 1000 ? `${(ms / 1000).toFixed(3)}s` : `${ms.toFixed(3)}ms`;
  };
  const warning = (text) => print(`Warning: ${text}`, 2);
  const group = (...labels) => { if (labels.length) print(format(labels), 1); indent += '  '; };
  const runtimeConsole = global.console = {
    log: log(1), info: log(1), warn: log(2), error: log(3), debug: log(0),
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
    dirxml: log(1),
    table(data, columns) { print(typeof data === 'object' && data !== null ? table(data, columns) : format([data]), 1); },
    group, groupCollapsed: group,
    groupEnd() { indent = indent.slice(0, -2); },
  };

  // console.table as node draws it: an index column, then one column per key the rows have (in
  // the order first met), and `Values` for rows that are not objects (a Map's and a Set's
  // values are always `Values`, beside a Map's `Key`); cells as inspect shows them, cut short.
  /** @param {any} data @param {unknown} [only] */
  function table(data, only) {
    const cell = (v) => describe(v, false, v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 2 ? -1 : 0, 3);
    const isMap = data instanceof Map, isSet = data instanceof Set, iterated = isMap || isSet;
    /** @type {[string, string | undefined, unknown][]} */
    const entries = iterated ? [...data.entries()].map(([k, v], i) => [String(i), isMap ? cell(k) : undefined, v])
      : Object.entries(data).map(([k, v]) => [k, undefined, v]);
    const spread = (value) => !iterated && value !== null && typeof value === 'object';
    const keys = Array.isArray(only) ? only.map(String) : [];
    if (!Array.isArray(only)) {
      for (const [, , value] of entries) if (spread(value)) for (const k of Object.keys(value)) if (!keys.includes(k)) keys.push(k);
    }
    const values = entries.some(([, , value]) => !spread(value));
    const rows = entries.map(([index, key, value]) => [index, ...(isMap ? [key || ''] : []),
      ...keys.map((k) => spread(value) && Object.prototype.hasOwnProperty.call(value, k) ? cell(value[k]) : ''),
      ...(values ? [spread(value) ? '' : cell(value)] : [])]);
    const header = [iterated ? '(iteration index)' : '(index)', ...(isMap ? ['Key'] : []), ...keys, ...(values ? ['Values'] : [])];
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((l) => l[c].length)) + 2);
    const rule = (l, m, r) => l + widths.map((w) => '\u2500'.repeat(w)).join(m) + r;
    const row = (cells) => '\u2502' + cells.map((t, c) => ' ' + t + ' '.repeat(widths[c] - t.length - 1)).join('\u2502') + '\u2502';
    return [rule('\u250c', '\u252c', '\u2510'), row(header), rule('\u251c', '\u253c', '\u2524'), ...rows.map(row), rule('\u2514', '\u2534', '\u2518')].join('\n');
  }
}
