'use strict';
// The describer: any value as node's `util.inspect` shows it, without running code of the
// value's own. Evaluated the first time a value is described (most scripts never need it), and
// called with what bridge-intrinsics.js captured before any script ran, so nothing a script
// replaces changes what it does.
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {any} the builtins and helpers bridge-intrinsics.js captured */ const kit = runArguments[0];
  /** @type {{columns: (entries: string[], indent: number, numeric: boolean) => string[], quoted: (s: string) => string, keyText: (k: string | symbol, hidden?: boolean) => string, HEX: string}} node's layout of text: long lists in columns, strings and keys quoted (bridge-inspect-text.js) */
  const { columns, quoted, keyText, HEX } = runArguments[1];
  const {
    apply, ownKeys, getDesc, getProto, isArray, isView, is, fnToString, ErrorProto, PromiseProto,
    taLength, taTag, abBytes, taBytes, taOffset, taBuffer, mapSize, setSize, mapEntries, setValues, mapIterNext, setIterNext,
    dateTime, dateISO, reSource, reFlags, symToString, join, String_, NumberIsNaN,
    hasOwn, code, slice, fresh, push, unwrap, dataProperty, hasProto, valueOfs, weakHas, viewOf, U8, dvBuffer, dvOffset, dvBytes,
    toStringTag, iterator, arrayValues,
  } = kit;
  // The prototypes of the kinds of function node names (the engine's own, whatever a script did).
  const AsyncFunctionProto = getProto(async function () {}), GeneratorFunctionProto = getProto(function* () {});
  const AsyncGeneratorFunctionProto = getProto(async function* () {});
  function lines(s) {
    const out = fresh();
    let start = 0;
    for (let i = 0; i <= s.length; i++) if (i === s.length || code(s, i) === 10) { push(out, slice(s, start, i)); start = i + 1; }
    return out;
  }
  function isIndex(k) {
    if (typeof k !== 'string' || k.length === 0 || k.length > 10 || (k.length > 1 && code(k, 0) === 48)) return false;
    for (let i = 0; i < k.length; i++) { const c = code(k, i); if (c < 48 || c > 57) return false; }
    return +k < 4294967295;
  }
  const tryCall = (fn, self) => { try { return [apply(fn, self, [])]; } catch (e) { return null; } };
  const DEFAULT_DEPTH = 2, DEFAULT_ITEMS = 100, MAX_KEYS = 1000, MAX_STRING = 10000, MAX_HOLE_PROBE = 64;
  // A string as node shows it at `depth` (0 at the top): past 10,000 characters it is cut, and
  // a long one is shown line by line, each line quoted, joined by ` +` (node's rule: longer than
  // 16 characters and than the 76 columns less its indentation).
  function quote(s, depth) {
    const more = s.length - MAX_STRING, cut = more > 0 ? '... ' + more + ' more character' + (more > 1 ? 's' : '') : '';
    if (more > 0) s = slice(s, 0, MAX_STRING);
    if (s.length <= 16 || s.length <= 76 - 2 * depth) return quoted(s) + cut;
    const parts = fresh();
    let start = 0;
    for (let i = 0; i < s.length; i++) if (code(s, i) === 10 && i + 1 < s.length) { push(parts, quoted(slice(s, start, i + 1))); start = i + 1; }
    push(parts, quoted(slice(s, start, s.length)));
    return apply(join, parts, [' +\n' + spaces(2 * depth + 2)]) + cut;
  }
  function functionText(f) {
    const name = dataProperty(f, 'name');
    let text = '';
    try { text = apply(fnToString, f, []); } catch (e) {}
    const label = typeof name === 'string' && name ? name : '';
    const head = slice(text, 0, 6);
    if (head === 'class ' || head === 'class{') return '[class ' + (label || '(anonymous)') + ']';
    const proto = getProto(f);
    const type = proto === AsyncFunctionProto ? 'AsyncFunction' : proto === GeneratorFunctionProto ? 'GeneratorFunction'
      : proto === AsyncGeneratorFunctionProto ? 'AsyncGeneratorFunction' : 'Function';
    return label ? '[' + type + ': ' + label + ']' : '[' + type + ' (anonymous)]';
  }
  // Node's head of an error: its name, and the class it was made by where that differs
  // (`MyError: m` for a subclass named Error, `DOMException [AbortError]: m`).
  function errorHead(e) {
    const name = dataProperty(e, 'name'), message = dataProperty(e, 'message');
    let n = typeof name === 'string' ? name : 'Error';
    const m = typeof message === 'string' ? message : message === undefined ? '' : inspect(message, false);
    const made = constructorName(e);
    if (made && made !== n && n.length >= 5 && slice(n, n.length - 5, n.length) === 'Error') {
      let within = false;
      for (let i = 0; i + n.length <= made.length && !within; i++) within = slice(made, i, i + n.length) === n;
      n = within ? made : made + ' [' + n + ']';
    }
    return m ? n + ': ' + m : n;
  }
  function errorText(e) {
    const stack = getDesc(e, 'stack');
    const frames = stack && hasOwn(stack, 'value') && typeof stack.value === 'string' ? lines(stack.value) : fresh();
    let text = errorHead(e), shown = 0;
    for (let i = 0; i < frames.length && i < 50; i++) if (frames[i]) { text += '\n    at ' + frames[i]; shown++; }
    // Without a frame, in brackets (as node shows an error whose stack has none).
    return shown ? text : '[' + text + ']';
  }
  // The name of the nearest constructor on `o`'s chain (`o` first) that has a name and made `o`
  // (node's rule, so an anonymous subclass shows as its base); null without a prototype.
  function constructorName(o) {
    o = unwrap(o);
    for (let p = o, i = 0; p !== null && i < 1000; p = getProto(p), i++) {
      p = unwrap(p);
      const ctor = ownData(p, 'constructor');
      if (typeof ctor !== 'function') continue;
      const name = ownData(unwrap(ctor), 'name'), proto = ownData(unwrap(ctor), 'prototype');
      if (typeof name === 'string' && name !== '' && proto !== undefined && hasProto(o, proto)) return name;
    }
    return getProto(o) === null ? null : '';
  }
  function ownData(o, key) { const d = getDesc(o, key); return d !== undefined && hasOwn(d, 'value') ? d.value : undefined; }
  // A function as node shows it: with its enumerable properties, if any, after its name; past
  // the depth, one with properties as `[Function]`.
  function functionWithProperties(f, depth, seen) {
    const entries = fresh();
    if (depth > maxDepth) return keyless(f, () => false) ? functionText(f) : '[' + (constructorName(f) || 'Function') + ']';
    propertyEntries(f, depth, within(seen, f), entries, () => false);
    if (entries.length === 0) return functionText(f);
    lastDepth = depth;
    return wrap(refPrefix(f) + functionText(f) + ' {', entries, '}', depth);
  }
  function accessorText(d) { return d.get ? (d.set ? '[Getter/Setter]' : '[Getter]') : '[Setter]'; }
  /** `onlyOne`: stop at the first property, without describing it (`keyless`). */
  function propertyEntries(o, depth, seen, entries, skip, onlyOne = false) {
    let keys;
    try { keys = ownKeys(o); } catch (e) { return; }
    let shown = 0;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (skip(k)) continue;
      const d = getDesc(o, k);
      if (d === undefined || (!d.enumerable && !showHidden)) continue;
      if (onlyOne) { push(entries, ''); return; }
      if (shown++ >= MAX_KEYS) { push(entries, '... more properties'); break; }
      // A hidden one (node's showHidden, `%o`) in brackets: `[length]`.
      push(entries, keyText(k, !d.enumerable) + ': ' + (hasOwn(d, 'value') ? describe(d.value, depth + 1, seen) : accessorText(d)));
    }
  }
  function arrayEntries(a, depth, seen, entries) {
    const n = getDesc(a, 'length').value;
    let holes = 0, shown = 0, present = null, allNumbers = true;
    const flush = () => { if (holes) { allNumbers = false; push(entries, '<' + holes + ' empty item' + (holes > 1 ? 's' : '') + '>'); shown++; holes = 0; } };
    for (let i = 0; i < n;) {
      if (shown >= maxItems) { push(entries, '... ' + (n - i) + ' more item' + (n - i > 1 ? 's' : '')); return allNumbers; }
      const d = getDesc(a, i);
      if (d === undefined) {
        holes++;
        i++;
        if (holes < MAX_HOLE_PROBE) continue;
        // A long run of holes: jump to the next element there is (listing the keys costs what
        // the array holds, never what its length claims).
        if (present === null) { present = []; const ks = ownKeys(a); for (let k = 0; k < ks.length; k++) if (isIndex(ks[k])) push(present, +(/** @type {string} */ (ks[k]))); }
        let next = n;
        for (let k = 0; k < present.length; k++) if (present[k] >= i && present[k] < next) next = present[k];
        holes += next - i;
        i = next;
        continue;
      }
      flush();
      push(entries, hasOwn(d, 'value') ? describe(d.value, depth + 1, seen) : accessorText(d));
      if (!hasOwn(d, 'value') || (typeof d.value !== 'number' && typeof d.value !== 'bigint')) allNumbers = false;
      shown++;
      i++;
    }
    flush();
    return allNumbers && holes === 0 && n > 0;
  }
  const spaces = (n) => { let t = ''; for (let i = 0; i < n; i++) t += ' '; return t; };
  /** `numeric`: undefined for a list that is not an array's (never in columns). `widthDepth`:
   * the depth its width is measured at, when not its own; `hidden`: columns node measures that
   * it does not show. */
  function wrap(open, entries, close, depth, numeric, widthDepth = depth, hidden = 0) {
    if (entries.length === 0) return open + close;
    if (numeric !== undefined && entries.length > 6) {
      const grouped = columns(entries, 2 * depth, numeric);
      if (grouped.length !== entries.length) {
        const pad = '\n' + spaces(2 * (depth + 1));
        return open + pad + apply(join, grouped, [',' + pad]) + '\n' + spaces(2 * depth) + close;
      }
    }
    // One line when it fits and holds at most three levels of objects (node's `compact: 3`, as
    // node counts them: from the object shown last inside this one). It fits when, indented
    // two spaces a level, it stays within node's 80 columns less the 10 node keeps in hand
    // and a column for each entry's separator as node counts them.
    const single = open + ' ' + apply(join, entries, [', ']) + ' ' + close;
    let multiline = lastDepth - depth >= 3;
    for (let i = 0; i < single.length && !multiline; i++) multiline = code(single, i) === 10;
    if (single.length + 2 * widthDepth + hidden <= 71 && !multiline) return single;
    const pad = '\n' + spaces(2 * (depth + 1));
    return open + pad + apply(join, entries, [',' + pad]) + '\n' + spaces(2 * depth) + close;
  }
  // How deep objects are shown and how many items of a list (node's `depth`, 2 unless
  // console.dir asks for another, and `maxArrayLength`); the depth of the object shown last.
  let maxDepth = DEFAULT_DEPTH, maxItems = DEFAULT_ITEMS, lastDepth = 0, showHidden = false;
  // Objects met again inside themselves, numbered in the order they are met (node's
  // `<ref *1>` before the object, `[Circular *1]` where it recurs); one list per description.
  let circular = fresh();
  function circularIndex(v) {
    for (let i = 0; i < circular.length; i++) if (circular[i] === v) return i + 1;
    push(circular, v);
    return circular.length;
  }
  const refPrefix = (v) => { for (let i = 0; i < circular.length; i++) if (circular[i] === v) return '<ref *' + (i + 1) + '> '; return ''; };
  // The tag an object inherits or holds without listing it (node shows `Object [Generator]`);
  // only a data property is read: a getter is not run.
  const objectTag = (v) => { const own = getDesc(v, toStringTag), found = own && own.enumerable ? '' : dataProperty(v, toStringTag); return typeof found === 'string' ? found : ''; };
  // Node's prefix for any other object: none for a plain one, else `Foo `, `Object [Generator] `,
  // `[Arguments] `, `[Object: null prototype] `.
  function objectPrefix(v) {
    const name = constructorName(v), tag = objectTag(v);
    if (name === 'Object' && !tag) return ownData(v, iterator) === arrayValues && getDesc(v, 'callee') ? '[Arguments] ' : '';
    return classLabel(v, 'Object', tag, '', name) + ' ';
  }
  // How node names an object's class: `Foo`, `Bar(1) [Map]` for a subclass of a builtin kind with
  // a tag (`size` after the name), `Object [Generator]` for a tag of its own, `[Map(1): null
  // prototype]` without a prototype; `kind` stands for a class without a name.
  function classLabel(v, kind, tag, size = '', name = constructorName(v)) {
    const shown = name || kind, tagged = tag && tag !== shown ? ' [' + tag + ']' : '';
    return (name === null ? '[' + kind + size + ': null prototype]' : shown + size) + tagged;
  }
  const kindPrefix = (v, kind, size = '') => classLabel(v, kind, kind, size) + ' ';
  // A class's name as node shows an object past the depth: `[Foo]`, `[Map: null prototype]`.
  const bracketed = (label) => (code(label, 0) === 91 ? label : '[' + label + ']');
  // A date or a regular expression as node shows it: its class before it when a subclass's,
  // and its enumerable properties after it (a pattern's past the depth are left out).
  function dateOrPattern(v, time, source, depth, seen) {
    let base = time ? (NumberIsNaN(time[0]) ? 'Invalid Date' : apply(dateISO, v, [])) : '/' + source[0] + '/';
    for (let i = 0; source && i < reFlags.length; i++) { const f = tryCall(reFlags[i][0], v); if (f && f[0]) base += reFlags[i][1]; }
    const kind = time ? 'Date' : 'RegExp', name = constructorName(v), label = classLabel(v, kind, '', '', name);
    if (name !== kind) base = label + ' ' + base;
    if (keyless(v, () => false) || (source && depth > maxDepth)) return base;
    if (depth > maxDepth) return bracketed(label);
    const entries = fresh();
    propertyEntries(v, depth, within(seen, v), entries, () => false);
    lastDepth = depth;
    return wrap(refPrefix(v) + base + ' {', entries, '}', depth);
  }
  function keyless(o, skip) { const found = fresh(); propertyEntries(o, 0, fresh(), found, skip, true); return found.length === 0; }
  // A boxed primitive (`new Number(3)`: `[Number: 3]`) or a weak collection, told apart by brand
  // checks (a builtin's own method throws for a value of another kind); null for anything else.
  function boxedText(v, depth, seen) {
    for (let i = 0; i < weakHas.length; i++) {
      if (!tryCall(weakHas[i][0], v)) continue;
      const label = classLabel(v, weakHas[i][1], weakHas[i][1]);
      return depth > maxDepth ? bracketed(label) : label + ' { <items unknown> }';
    }
    for (let i = 0; i < valueOfs.length; i++) {
      const inner = tryCall(valueOfs[i][0], v);
      if (!inner) continue;
      const isString = valueOfs[i][1] === 'String';
      const entries = fresh();
      propertyEntries(v, depth, seen, entries, (k) => isString && ((k === 'length' && !showHidden) || isIndex(k)));
      const type = valueOfs[i][1], made = constructorName(v);
      const kind = made === type ? type : type + (made === null ? ' (null prototype)' : ' (' + (made || 'Object') + ')');
      const base = '[' + kind + ': ' + describe(inner[0], depth + 1, seen) + ']';
      return entries.length ? wrap(base + ' {', entries, '}', depth) : base;
    }
    return null;
  }
  // The objects being described around what is described inside `v` (a copy: siblings share none).
  function within(seen, v) {
    const list = fresh();
    for (let i = 0; i < seen.length; i++) list[i] = seen[i];
    push(list, v);
    return list;
  }
  // An object of a built-in class as its view shows it (kit.viewOf), or null when the view
  // has nothing to say of it (an object made with the class's prototype but not by it).
  function viewText(v, view, depth, seen) {
    let made;
    try { made = apply(view, undefined, [v]); } catch (e) { return null; }
    if (made && isArray(made) && typeof made[1] === 'string') return made[1];
    if (!made || !isArray(made) || !isArray(made[1])) return null;
    const name = typeof made[0] === 'string' ? made[0] : '', list = made[1], asMap = made[2] === true;
    const hidden = typeof made[3] === 'number' ? made[3] : 0;
    if (depth > maxDepth) return '[' + (name || 'Object') + ']';
    lastDepth = depth;
    const seenHere = within(seen, v);
    const entries = fresh();
    for (let i = 0; i < list.length && i < MAX_KEYS; i++) {
      const entry = list[i];
      if (!isArray(entry)) continue;
      // A one-element entry is a value alone (an iterator's items).
      if (entry.length === 1) { push(entries, describe(entry[0], depth + 1, seenHere)); continue; }
      const key = asMap ? describe(entry[0], depth + 1, seenHere) : keyText(typeof entry[0] === 'symbol' ? entry[0] : String_(entry[0]));
      push(entries, key + (asMap ? ' => ' : ': ') + describe(entry[1], depth + 1, seenHere));
    }
    // The name stands before what node measures against the line's width (a class's own
    // inspect in node formats a plain object and puts its name in front).
    // (So does its width: node's classes format a fresh object, at no indentation.)
    return refPrefix(v) + (name ? name + ' ' : '') + wrap('{', entries, '}', depth, undefined, 0, hidden);
  }
  // An ArrayBuffer's entries as node shows them: its bytes in hex (node's `[Uint8Contents]`,
  // as many as a list shows items), then its byteLength.
  function bufferEntries(v, byteLength, entries) {
    let bytes = null;
    try { bytes = new U8(v); } catch (e) { bytes = null; }
    if (bytes === null) { push(entries, '(detached)'); push(entries, 'byteLength: 0'); return; }
    const n = apply(taLength, bytes, []);
    let hex = '';
    for (let i = 0; i < n && i < maxItems; i++) hex += (i ? ' ' : '') + HEX[bytes[i] >> 4] + HEX[bytes[i] & 15];
    if (n > maxItems) hex += ' ... ' + (n - maxItems) + ' more byte' + (n - maxItems > 1 ? 's' : '');
    push(entries, '[Uint8Contents]: <' + hex + '>');
    push(entries, 'byteLength: ' + byteLength);
  }
  // A DataView's entries (node's: byteLength, byteOffset, then its buffer); false when its
  // getters refuse it (a detached one).
  function dataViewEntries(v, depth, seen, entries) {
    const bytes = tryCall(dvBytes, v), offset = tryCall(dvOffset, v), buffer = tryCall(dvBuffer, v);
    if (!bytes || !offset || !buffer) return false;
    push(entries, 'byteLength: ' + bytes[0]);
    push(entries, 'byteOffset: ' + offset[0]);
    push(entries, 'buffer: ' + describe(buffer[0], depth + 1, seen));
    return true;
  }
  function describe(v, depth, seen) {
    switch (typeof v) {
      case 'string': return quote(v, depth);
      case 'number': return is(v, -0) ? '-0' : String_(v);
      case 'bigint': return String_(v) + 'n';
      case 'boolean': case 'undefined': return String_(v);
      case 'symbol': return apply(symToString, v, []);
    }
    if (v === null) return 'null';
    // Only a revoked Proxy throws in Array.isArray (which runs no trap of a live one).
    if (tryCall(() => isArray(v), undefined) === null) return '<Revoked Proxy>';
    v = unwrap(v);
    for (let i = 0; i < seen.length; i++) if (seen[i] === v) return '[Circular *' + circularIndex(v) + ']';
    if (typeof v === 'function') return functionWithProperties(v, depth, seen);
    if (hasProto(v, ErrorProto)) return depth > 0 ? '[' + errorHead(v) + ']' : errorText(v);
    const time = tryCall(dateTime, v), source = time ? null : tryCall(reSource, v);
    if (time || source) return dateOrPattern(v, time, source, depth, seen);
    if (hasProto(v, PromiseProto)) return 'Promise { <pending or settled> }';
    const view = viewOf(v);
    if (view !== undefined) {
      const shown = viewText(v, view, depth, seen);
      if (shown !== null) return shown;
    }
    const boxed = boxedText(v, depth, seen);
    if (boxed !== null) return boxed;
    const tag = isView(v) ? tryCall(taTag, v) : null;
    const ab = tag ? null : tryCall(abBytes, v);
    const map = tag || ab ? null : tryCall(mapSize, v);
    const set = tag || ab || map ? null : tryCall(setSize, v);
    const array = isArray(v), typed = tag !== null && !!tag[0];
    // A list or an object with nothing in it is shown whatever the depth, and not counted as a
    // level shown (node's).
    const size = array ? getDesc(v, 'length').value : typed ? apply(taLength, v, []) : map ? map[0] : set ? set[0] : ab || tag ? 1 : 0;
    const listed = (/** @type {string | symbol} */ k) => (k === 'length' && !showHidden) || isIndex(k);
    if (size !== 0 || !keyless(v, array || typed ? listed : () => false)) {
      if (depth > maxDepth) {
        const kind = array ? 'Array' : tag ? tag[0] || 'DataView' : ab ? 'ArrayBuffer' : map ? 'Map' : set ? 'Set' : 'Object';
        return bracketed(classLabel(v, kind, array ? '' : kind === 'Object' ? objectTag(v) : kind));
      }
      lastDepth = depth;
    }
    seen = within(seen, v);
    const entries = fresh();
    if (array) {
      const numeric = arrayEntries(v, depth, seen, entries);
      const items = entries.length;
      propertyEntries(v, depth, seen, entries, listed);
      const name = constructorName(v);
      // Numbers are right-aligned only when every entry is one (no holes, no other properties).
      // (An array's class has no tag: `Sub(2) [`.)
      const size = '(' + getDesc(v, 'length').value + ')';
      return wrap(refPrefix(v) + (name === 'Array' ? '' : classLabel(v, 'Array', '', size, name) + ' ') + '[',
        entries, ']', depth, numeric && entries.length === items);
    }
    if (tag && tag[0]) {
      const n = apply(taLength, v, []);
      for (let i = 0; i < n && i < maxItems; i++) push(entries, describe(v[i], depth + 1, seen));
      if (n > maxItems) push(entries, '... ' + (n - maxItems) + ' more item' + (n - maxItems > 1 ? 's' : ''));
      if (showHidden) {  // node's own hidden entries of a typed array
        const bytes = apply(taBytes, v, []), hidden = ['BYTES_PER_ELEMENT', n ? bytes / n : ownData(getProto(v), 'BYTES_PER_ELEMENT'), 'length', n,
          'byteLength', bytes, 'byteOffset', apply(taOffset, v, []), 'buffer', 'ArrayBuffer { byteLength: ' + apply(abBytes, apply(taBuffer, v, []), []) + ' }'];
        for (let i = 0; i < hidden.length; i += 2) push(entries, '[' + hidden[i] + ']: ' + String_(hidden[i + 1]));
      }
      return wrap(kindPrefix(v, tag[0], '(' + n + ')') + '[', entries, ']', depth, true);
    }
    if (ab || (tag && dataViewEntries(v, depth, seen, entries))) {
      if (ab) bufferEntries(v, ab[0], entries);
      propertyEntries(v, depth, seen, entries, () => false);
      return wrap(refPrefix(v) + kindPrefix(v, ab ? 'ArrayBuffer' : 'DataView') + '{', entries, '}', depth);
    }
    if (map || set) {
      const iter = apply(map ? mapEntries : setValues, v, []);
      const next = map ? mapIterNext : setIterNext;
      for (let i = 0; ; i++) {
        const step = apply(next, iter, []);
        if (step.done) break;
        if (i >= maxItems) { const more = (map ? map[0] : set[0]) - i; push(entries, '... ' + more + ' more item' + (more > 1 ? 's' : '')); break; }
        push(entries, map ? describe(step.value[0], depth + 1, seen) + ' => ' + describe(step.value[1], depth + 1, seen) : describe(step.value, depth + 1, seen));
      }
      return wrap(refPrefix(v) + kindPrefix(v, map ? 'Map' : 'Set', '(' + (map ? map[0] : set[0]) + ')') + '{', entries, '}', depth);
    }
    propertyEntries(v, depth, seen, entries, () => false);
    return wrap(refPrefix(v) + objectPrefix(v) + '{', entries, '}', depth);
  }
  /** @param {unknown} v @param {boolean} top @param {number} [depth] @param {number} [items]
   * @param {boolean} [hidden] non-enumerable properties too (node's showHidden) */
  function inspect(v, top, depth, items, hidden) {
    if (top && typeof v === 'string') return v;
    const outer = [circular, maxDepth, maxItems, lastDepth, showHidden];
    showHidden = hidden === true;
    circular = fresh();
    maxDepth = typeof depth === 'number' && depth >= -1 ? depth : DEFAULT_DEPTH;
    maxItems = typeof items === 'number' && items >= 0 ? items : DEFAULT_ITEMS;
    try { return describe(v, 0, fresh()); } catch (e) { return '[a value that could not be described]'; } finally {
      circular = outer[0]; maxDepth = outer[1]; maxItems = outer[2]; lastDepth = outer[3]; showHidden = outer[4];
    }
  }
  inspect;
}
