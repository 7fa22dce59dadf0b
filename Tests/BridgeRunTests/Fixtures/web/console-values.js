// Values console.log describes as node's util.inspect does: objects that contain themselves
// (numbered references), kinds of function, boxed primitives and weak collections.
const c = { name: 'c' }; c.self = c; console.log(c);
const a = [1]; a.push(a); console.log(a);
const m = new Map(); m.set('k', m); console.log(m);
const s = new Set(); s.add(s); console.log(s);
const x = {}; const y = { x }; x.y = y; console.log({ x, y });
const p = {}; p.q = { r: p, s: { t: p } }; p.w = p; console.log(p);
const two = { first: {}, second: {} }; two.first.back = two.first; two.second.back = two.second; two.second.up = two; console.log(two);
class Node { constructor() { this.me = this; this.list = [this]; } } console.log(new Node());
const long = { aaaaaaaaaaaa: 'bbbbbbbbbbbbbbbbbbbbbb', cccccccccccc: 'ddddddddddddddddddddd' }; long.s = long; console.log(long);
console.log([c, c], { c });
console.log(async function af() {}, function* g() {}, async function* ag() {}, async () => {}, [async function () {}, function* () {}]);
console.log(new Number(3), new String('str'), new Boolean(false), Object(Symbol('sy')), Object(10n), new Number(-0));
const n = new Number(5); n.extra = 'e'; console.log(n);
const str = new String('ab'); str.k = 1; console.log(str, [new String('')]);
console.log(new WeakMap(), new WeakSet(), [new WeakMap()], { a: { b: { c: { d: new WeakMap() } } } });
class W extends WeakMap {} console.log(new W());
console.log({ a: { b: { c: { d: new Number(1) } } } });
console.log('%o', 'string arg', `${new Number(7)}`);
