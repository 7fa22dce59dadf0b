// URLSearchParams read as node's Web IDL reads it: USVStrings (a lone surrogate becomes
// U+FFFD, in every method), records by their own enumerable keys (a symbol refused), any
// iterable of pairs (its own Symbol.iterator used), a leading '?' and BOM as node reads them.
const show = (e) => console.log(e.name, e.code, e.message);
console.log([...new URLSearchParams('\uFEFFa=1&b=2')], new URLSearchParams('\uFEFFa=1').toString());
console.log([...new URLSearchParams({ '\uD800': '\uDC00x' })], new URLSearchParams([['\uD800a', 'b\uDFFF']]).toString());
console.log([...new URLSearchParams('\uDBFFk=\uD83D\uDE00v')]);
const p = new URLSearchParams();
p.append('\uD800', '\uDC00');
p.set('s\uDC00', 'v\uD800');
console.log([...p], p.has('\uFFFD'), p.get('\uD800'), p.getAll('s\uDFFF'), p.has('\uFFFD', '\uDC01'));
p.delete('\uDBFF');
console.log(p.size);
const it = { [Symbol.iterator]: function* () { yield ['x', '1']; yield new Set(['y', '2']); } };
console.log([...new URLSearchParams(it)]);
const arr = [['a', '1']];
arr[Symbol.iterator] = function* () { yield ['custom', 'yes']; };
console.log([...new URLSearchParams(arr)]);
for (const bad of [[['a']], [5], [['a', 'b', 'c']]]) {
  try { new URLSearchParams(bad); } catch (e) { show(e); }
}
const record = { b: '2', a: '1' };
Object.defineProperty(record, 'hidden', { value: 'x', enumerable: false });
Object.defineProperty(record, Symbol('quiet'), { value: 'x', enumerable: false });
console.log([...new URLSearchParams(record)]);
try { new URLSearchParams({ [Symbol('s')]: 1 }); } catch (e) { console.log(e.name, e.message); }
console.log(new URLSearchParams('?a=b').toString(), new URLSearchParams('??a=b').toString(), new URLSearchParams('a=%zz&%=b').toString());
