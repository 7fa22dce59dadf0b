// What node shows past the depth: an empty list or object in full (and not counted as a level
// for the one-line rule), anything else by its class's name.
class Foo {}
class Bar extends Map {}
class Arr extends Array {}
console.log({ a: { b: { c: {}, d: [], e: new Map(), f: new Set(), g: new Foo(), h: Object.create(null), i: new Uint8Array(0), j: new Arr() } } });
console.log({ a: { b: { k: [1], l: { x: 1 }, m: new Map([[1, 2]]), n: Object.assign(new Foo(), { p: 1 }), o: new Bar([[1, 2]]), p: Arr.from([1]) } } });
console.log({ a: { b: { q: Object.assign(Object.create(null), { x: 1 }), r: Object.setPrototypeOf(new Map([[1, 2]]), null), s: new Float32Array(2) } } });
console.log({ a: { b: { t: Object.assign([], { k: 1 }), u: new WeakMap(), v: new Number(1), w: /x/, x: new Date(0), y: new ArrayBuffer(0), z: new DataView(new ArrayBuffer(1)) } } });
console.dir({ a: { b: { c: {} } } }, { depth: null });
console.dir({ a: { b: { c: [] } } }, { depth: null });
console.dir({ a: { b: { c: new Map() } } }, { depth: null });
console.dir({ a: { b: { c: { d: 1 } } } }, { depth: null });
console.log({ a: { b: {} } }, [[[[]]]], [[[{}]]], [[[[1]]]], [[[new Set()]]]);
console.log([{ id: 1, roles: ['a'] }, { id: 2, roles: [] }], { list: [[], {}, [[]], [{}]] });
const { proxy: revoked, revoke } = Proxy.revocable({ hidden: 1 }, {}); revoke();
console.log(revoked, [revoked], { p: new Proxy([1, 2], {}) }, new Proxy(function named() {}, {}));
console.log({ a: { b: { c: Object.setPrototypeOf(new WeakMap(), null), d: new WeakSet(), e: Object.assign(() => {}, { p: 1 }), f: () => {} } } });
