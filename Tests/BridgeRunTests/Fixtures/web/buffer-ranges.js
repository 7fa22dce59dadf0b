// Buffer's write, fill and copy with positions in and out of range, as node checks them: refused at once, never a loop.
const show = (label, f) => { try { const r = f(); console.log(label, 'ok', typeof r === 'object' ? Array.from(r) : r); } catch (e) { console.log(label, e.name, e.code, e.message); } };
const b = () => Buffer.alloc(4);
for (const off of [-1, 5, 4, 1.5, NaN, Infinity, -Infinity, '1', null, 2 ** 53, -1e12, 0]) {
  show(`write(${String(off)})`, () => { const x = b(); const n = x.write('ab', off); return [n, ...x]; });
  show(`write len(${String(off)})`, () => { const x = b(); const n = x.write('ab', 0, off); return [n, ...x]; });
  show(`fill(${String(off)})`, () => b().fill(1, off));
  show(`fill end(${String(off)})`, () => b().fill(1, 0, off));
  show(`fills(${String(off)})`, () => b().fill('xy', off));
  show(`copy ts(${String(off)})`, () => { const t = b(); const n = Buffer.from([1,2,3]).copy(t, off); return [n, ...t]; });
  show(`copy ss(${String(off)})`, () => { const t = b(); const n = Buffer.from([1,2,3]).copy(t, 0, off); return [n, ...t]; });
  show(`copy se(${String(off)})`, () => { const t = b(); const n = Buffer.from([1,2,3]).copy(t, 0, 0, off); return [n, ...t]; });
}
show('write euro', () => { const x = b(); const n = x.write('a€', 0); return [n, ...x]; });
show('write euro2', () => { const x = Buffer.alloc(3); const n = x.write('a€'); return [n, ...x]; });
show('write u16', () => { const x = Buffer.alloc(3); const n = x.write('ab', 'utf16le'); return [n, ...x]; });
show('write hex', () => { const x = Buffer.alloc(3); const n = x.write('abcdef01', 'hex'); return [n, ...x]; });
show('write hex odd', () => { const x = Buffer.alloc(3); const n = x.write('abc', 'hex'); return [n, ...x]; });
show('write num', () => b().write(5));
show('write enc', () => b().write('a', 'nope'));
show('write 1 enc', () => { const x = b(); return [x.write('ab', 1, 'latin1'), ...x]; });
show('write 1 2 enc', () => { const x = b(); return [x.write('abc', 1, 2, 'latin1'), ...x]; });
show('fill str enc', () => b().fill('a', 'latin1'));
show('fill bad enc', () => b().fill('a', 'bogus'));
show('fill 1 2 enc', () => b().fill('ab', 1, 'latin1'));
show('fill range', () => b().fill(1, 3, 1));
show('fill buf empty', () => b().fill(Buffer.alloc(0)));
show('fill str empty', () => b().fill(''));
show('fill hex bad', () => b().fill('zz', 'hex'));
show('fill 257', () => b().fill(257));
show('fill obj', () => b().fill({}));
show('fill u8', () => b().fill(new Uint8Array([1,2,3])));
show('copy nontarget', () => Buffer.from([1]).copy({}));
show('copy over', () => { const t = b(); return [Buffer.from([1,2,3,4,5]).copy(t, 2), ...t]; });
show('copy self', () => { const t = Buffer.from([1,2,3,4]); return [t.copy(t, 1, 0, 3), ...t]; });
for (const v of [-0.5, 0.5, -0, '2', '', [], true]) { try { const t=Buffer.alloc(4); console.log(String(v), Buffer.from([1,2,3]).copy(t, v), [...t]); } catch(e) { console.log(v, e.message) } }
