// structuredClone's transfer list as node takes it: ArrayBuffers detached once the value is
// copied (views over them too), each listed once; resizable buffers stay resizable.
const show = (e) => console.log(e.name, e.message, e.code);
const b = new ArrayBuffer(8);
new Uint8Array(b)[0] = 5;
const c = structuredClone(b, { transfer: [b] });
console.log(c.byteLength, new Uint8Array(c)[0], b.byteLength);
try { structuredClone(b); } catch (e) { show(e); }
const v = new Uint16Array([1, 2, 3]);
const moved = structuredClone({ v, buffer: v.buffer }, { transfer: [v.buffer] });
console.log(moved.v, moved.buffer === moved.v.buffer, v.length, v.byteLength, v.buffer.byteLength);
const kept = new ArrayBuffer(2);
console.log(structuredClone({ kept }, { transfer: [] }).kept.byteLength, kept.byteLength);
for (const list of [[new ArrayBuffer(1), 5], [{}], ['x']]) {
  try { structuredClone(1, { transfer: list }); } catch (e) { show(e); }
}
const twice = new ArrayBuffer(4);
try { structuredClone(1, { transfer: [twice, twice] }); } catch (e) { show(e); }
console.log('not detached by a refused clone', twice.byteLength);
const r = new ArrayBuffer(4, { maxByteLength: 16 });
const rc = structuredClone(r);
console.log(rc.resizable, rc.maxByteLength, rc.byteLength);
rc.resize(12);
console.log(rc.byteLength, r.byteLength);
const failing = new ArrayBuffer(3);
try { structuredClone({ failing, f() {} }, { transfer: [failing] }); } catch (e) { console.log(e.name, failing.byteLength); }
