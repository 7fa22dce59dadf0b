const a = { x: 1, d: new Date(5), r: /a+/gi, m: new Map([[1, { y: 2 }]]), s: new Set([1, 'two']), b: new Uint8Array([1, 2, 3]), n: null, u: undefined, arr: [1, , 3] };
a.self = a; a.twin = a.m;
const c = structuredClone(a);
console.log(c !== a, c.self === c, c.twin === c.m, c.d instanceof Date, c.d.getTime(), String(c.r), c.m.get(1).y, [...c.s].join(), Array.from(c.b).join(), c.n, 'u' in c, c.u, 1 in c.arr, c.arr.length);
const e = structuredClone(new RangeError('bad')); console.log(e instanceof RangeError, e.message, e.name);
for (const v of [() => 1, Symbol('s'), new WeakMap(), Promise.resolve(), { f() {} }]) {
  try { structuredClone(v); console.log('cloned'); } catch (err) { console.log(err.name, err.message, err.code); }
}
class K { constructor() { this.v = 1; } } const k = structuredClone(new K()); console.log(k instanceof K, k.v, Object.getPrototypeOf(k) === Object.prototype);
console.log(structuredClone(1n), structuredClone('s'), structuredClone(new Number(3)) instanceof Number);
try { structuredClone(); } catch (err) { console.log(err.name, err.message, err.code); }
