'use strict';
// How node's inspect lays out text, for the engine's own describer (bridge-inspect.js takes
// what this makes as a parameter): a string or a key quoted and escaped, long lists (arrays and
// typed arrays of more than six entries) in aligned columns. Evaluated with it when a value is
// first described, so the builtins it uses come from what bridge-intrinsics.js captured before
// any script ran.
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {any} */ const kit = runArguments[0];
  const { sqrt, round, floor, min, max, apply, strSlice, code, slice, symToString } = kit;
  // Node's escape of one code unit of a string it shows: control characters as `\b`, `\t`,
  // `\n`, `\f`, `\r` or `\xHH` (C1 controls too), the backslash, a single quote, and a lone
  // surrogate as `\udxxx`.
  const HEX = '0123456789abcdef', UPPER_HEX = '0123456789ABCDEF';
  function escaped(c) {
    switch (c) {
      case 8: return '\\b'; case 9: return '\\t'; case 10: return '\\n'; case 12: return '\\f'; case 13: return '\\r';
      case 39: return "\\'"; case 92: return '\\\\';
    }
    if (c < 32 || (c > 126 && c < 160)) return '\\x' + UPPER_HEX[c >> 4] + UPPER_HEX[c & 15];
    return '\\u' + HEX[c >> 12] + HEX[(c >> 8) & 15] + HEX[(c >> 4) & 15] + HEX[c & 15];
  }
  /** `s` with what node escapes escaped; single quotes only when `single`. */
  function escapeText(s, single) {
    let out = '', start = 0;
    for (let i = 0; i < s.length; i++) {
      const c = code(s, i);
      if (c >= 0xd800 && c <= 0xdfff) {
        if (c <= 0xdbff && i + 1 < s.length) { const d = code(s, i + 1); if (d >= 0xdc00 && d <= 0xdfff) { i++; continue; } }
      } else if (c >= 32 && c !== 92 && (c !== 39 || !single) && (c < 127 || c >= 160)) {
        continue;
      }
      out += slice(s, start, i) + escaped(c);
      start = i + 1;
    }
    return out + slice(s, start, s.length);
  }
  // In single quotes; in double quotes when it holds a single quote and no double one; in
  // backticks when it holds both and neither a backtick nor `${` (node's choice).
  function quoted(s) {
    let single = false, double = false, other = false;
    for (let i = 0; i < s.length; i++) {
      const c = code(s, i);
      if (c === 39) single = true;
      else if (c === 34) double = true;
      else if (c === 96 || (c === 36 && code(s, i + 1) === 123)) other = true;
    }
    const q = !single ? "'" : !double ? '"' : !other ? '`' : "'";
    return q + escapeText(s, q === "'") + q;
  }
  function isIdentifier(s) {
    if (s.length === 0) return false;
    for (let i = 0; i < s.length; i++) {
      const c = code(s, i);
      const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
      if (!letter && !(i > 0 && c >= 48 && c <= 57)) return false;
    }
    return true;
  }
  // A property's key as node shows it: a name as it is, anything else quoted.
  /** `hidden`: a non-enumerable one, which node shows in brackets, its text escaped, unquoted. */
  function keyText(k, hidden = false) {
    if (typeof k === 'symbol') return '[' + escapeText(apply(symToString, k, []), true) + ']';
    if (k === '__proto__') return "['__proto__']";
    if (hidden) return '[' + escapeText(k, true) + ']';
    return isIdentifier(k) ? k : quoted(k);
  }
  /** @param {number} n */
  const spaces = (n) => { let t = ''; for (let i = 0; i < n; i++) t += ' '; return t; };
  // Long lists of short entries go in aligned columns, as node's inspect sets them (a square-ish
  // block of at most 15 columns within 80 characters; numbers right-aligned, anything else
  // left-aligned); a trailing "... more items" keeps a line of its own. The entries unchanged
  // when they do not suit columns.
  /** @param {string[]} entries @param {number} indent @param {boolean} numeric @returns {string[]} */
  function columns(entries, indent, numeric) {
    let count = entries.length;
    const more = count > 0 && apply(strSlice, entries[count - 1], [0, 4]) === '... ' ? entries[--count] : null;
    let total = 0, widest = 0;
    for (let i = 0; i < count; i++) { total += entries[i].length + 2; widest = max(widest, entries[i].length); }
    const cell = widest + 2;
    if (!(cell * 3 + indent < 80 && (total / cell > 5 || widest <= 6))) return entries;
    const biased = max(cell - 3 - sqrt(cell - total / entries.length), 1);
    const perRow = min(round(sqrt(2.5 * biased * count) / biased), floor((80 - indent) / cell), 12, 15);
    if (perRow <= 1) return entries;
    /** @type {number[]} */
    const widths = [];
    for (let c = 0; c < perRow; c++) {
      let w = 0;
      for (let j = c; j < count; j += perRow) w = max(w, entries[j].length);
      widths[c] = w + 2;
    }
    /** @type {string[]} */
    const rows = [];
    for (let i = 0; i < count; i += perRow) {
      const end = min(i + perRow, count);
      let row = '';
      for (let j = i; j < end; j++) {
        const last = j === end - 1;
        const text = last ? entries[j] : entries[j] + ', ';
        const pad = spaces(max(0, (last ? widths[j - i] - 2 : widths[j - i]) - text.length));
        row += numeric ? pad + text : (last ? text : text + pad);
      }
      rows[rows.length] = row;
    }
    if (more !== null) rows[rows.length] = more;
    return rows;
  }
  const made = { columns, quoted, keyText, HEX };
  made;
}
