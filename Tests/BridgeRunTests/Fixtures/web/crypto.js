// crypto.getRandomValues and crypto.randomUUID as node has them: results, errors and how they
// show; compared with node's output line by line (WebAPITests).
console.log(typeof crypto, Object.prototype.toString.call(crypto), typeof Crypto);
console.log(crypto);
const bytes = new Uint8Array(4);
console.log(crypto.getRandomValues(bytes) === bytes);
for (const value of [new Float32Array(1), new Float64Array(1), new DataView(new ArrayBuffer(1)), new Uint8Array(65537), new Int32Array(16385),
  [1], 'abc', undefined, null, {}]) {
  try { crypto.getRandomValues(value); console.log('taken'); } catch (e) { console.log(e.name, e.code, e.message, e.constructor.name); }
}
try { crypto.getRandomValues(); } catch (e) { console.log(e.name, e.code, e.message); }
const unbound = crypto.getRandomValues;
try { unbound(new Uint8Array(1)); } catch (e) { console.log(e.name, e.code, e.message); }
try { new Crypto(); } catch (e) { console.log(e.name, e.code, e.message); }
for (const Kind of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, BigUint64Array]) {
  const array = new Kind(8);
  console.log(Kind.name, crypto.getRandomValues(array) === array, array.length);
}
console.log(crypto.getRandomValues(new Uint8Array(65536)).length, crypto.getRandomValues(new Uint8Array(0)).length);
// Random enough: 4,096 bytes hold most of the 256 values, and a view's neighbours are untouched.
const many = crypto.getRandomValues(new Uint8Array(4096));
console.log(new Set(many).size > 200);
const buffer = new Uint8Array(12);
crypto.getRandomValues(new Uint8Array(buffer.buffer, 4, 4));
console.log(buffer[0] + buffer[1] + buffer[2] + buffer[3], buffer[8] + buffer[9] + buffer[10] + buffer[11]);
const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const uuids = new Set();
for (let i = 0; i < 1000; i++) { const id = crypto.randomUUID(); if (pattern.test(id)) uuids.add(id); }
console.log(uuids.size);
console.log(Object.keys(crypto), ['getRandomValues', 'randomUUID'].map((name) => typeof Crypto.prototype[name]));
