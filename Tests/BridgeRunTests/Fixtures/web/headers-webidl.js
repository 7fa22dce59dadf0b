// Headers read as node's Web IDL reads them: ByteStrings (nothing above U+00FF), records by
// their own keys (a symbol refused), iteration that sees changes made while it runs.
const show = (e) => console.log(e.name, e.message);
for (const init of [{ a: 'Ā' }, { a: 'ok\u00ff' }, { 'ñame': 'x' }, { 'Ā': 'x' }, [['a']], { 'bad name': 'x' }]) {
  try { console.log([...new Headers(init)]); } catch (e) { show(e); }
}
try { new Headers().append('a', 'x\u2028'); } catch (e) { show(e); }
try { new Headers().set('a'.repeat(3), '€'); } catch (e) { show(e); }
const h = new Headers({ b: '2', a: '1', 'set-cookie': 'x=1' });
h.append('set-cookie', 'y=2');
const seen = [];
for (const [k, v] of h) {
  seen.push(k + '=' + v);
  if (k === 'a') h.set('c', '3');
  if (k === 'c') h.delete('b');
}
console.log(seen);
const pair = h.entries().next().value;
pair[0] = 'changed';
console.log([...h.keys()]);
const record = Object.create({ inherited: 'no' });
record.own = 'yes';
console.log([...new Headers(record)]);
record[Symbol('s')] = 'sym';
try { new Headers(record); } catch (e) { show(e); }
const many = new Headers();
for (let i = 0; i < 3000; i++) many.append('x-' + String(i).padStart(4, '0'), String(i));
let count = 0;
for (const entry of many) if (entry[0]) count++;
console.log(count, many.get('x-2999'));
