// Strings, keys and classes as node's inspect shows them: quotes chosen by what a string holds,
// escapes, long strings line by line, keys quoted, subclasses and functions with properties.
console.log({ text: 'first line of the text\nsecond line of the text\nthird line that is longer than the rest of them' });
console.log([['nested', { deeper: 'a line that is long enough to be split\nacross two lines of output here' }]]);
console.log(['short\nlines', 'x'.repeat(90)]);
console.log(['a\u0001b\u007fc\u0085d\ud800e\udc00f\ud83d\ude00g\u000bh\u001bi\u00a0j\\k']);
console.log(["it's", 'say "x"', 'both \' " ', 'all \' " `', 'all2 \' " ${', 'back`tick', '$ {'], new Map([['k\'q', 'v\tw']]));
console.log({ $x: 1, _y: 2, 'a-b': 3, café: 4, '': 5, 0: 6, '01': 7, ['__proto__']: 8, [Symbol("it's\n")]: 9, x1: 10, '1x': 11 });
console.log('%O', 'top-level string long enough to be split across lines\nwhen it is inspected at the top level of output');
console.dir('a\nb'); console.dir('x'.repeat(30) + '\n' + 'y'.repeat(60));
console.log(['x'.repeat(10005)].toString().length, { s: 'y'.repeat(10001) }.s.length);
function named() {}
named.p = 1;
console.log({ a: { b: { c: Object.assign(() => {}, { p: 1 }), d: named, e: () => {} } } });
console.log({ a: { b: Object.assign(() => {}, { p: { q: { r: 1 } } }) } });
console.log(named, [named], Object.assign(class K {}, { s: 2 }), Object.assign(async function af() {}, { t: [1] }));
const f = function () {}; f.self = f; console.log(f);
console.log(new (class extends Array {})(1, 2), new (class Foo extends Map {})([[1, 2]]), new (class Bar extends Set {})([1]));
console.log(new (class Arr extends Array {})(3, 4), new (class extends Map {})(), new (class U8 extends Uint8Array {})(2));
console.log(Object.setPrototypeOf([1, 2], null), Object.setPrototypeOf(new Set([1]), null), Object.setPrototypeOf(new Map(), null));
console.log(Object.setPrototypeOf(new Uint8Array(2), null), Object.setPrototypeOf(new Float64Array(1), null));
class Point { constructor() { this.x = 1; } }
class Point3 extends Point { constructor() { super(); this.z = 3; } }
console.log(new Point(), new Point3(), Point.prototype, Point3.prototype, Object.create(Point.prototype), Object.create(null));
console.log(new (class Err extends Error {})('m').name, [new (class extends Point {})()]);
const anonymous = new (class {})(); console.log(anonymous, [anonymous]);
// Tags a prototype holds as data (a getter is not run, so a class's own getter is left out here).
const P = function () {}; P.prototype[Symbol.toStringTag] = 'PT';
console.log(new P(), Object.create(null, { [Symbol.toStringTag]: { value: 'NT' } }), { [Symbol.toStringTag]: 'Own' });
console.log(JSON, [Math], { r: Reflect }, Object.assign(Object.create({ [Symbol.toStringTag]: 'Inh' }), { a: 1 }));
console.log((function* () { yield 1; })(), [1, 2][Symbol.iterator](), 'ab'[Symbol.iterator](), { deep: { er: { g: Object.assign(new P(), { k: 1 }) } } });
console.log({ args: (function () { return arguments; })(1, 'b') }, (function () { return arguments; })(), { d: { e: { f: (function () { return arguments; })(1) } } });
console.log([new Boolean(true), new Number(NaN), new Number(-0)], new (class MyNum extends Number {})(5), Object.setPrototypeOf(new String('s'), null));
console.log({ a: { b: { c: Object.assign(Object.create(null), { x: 1 }), d: Object.setPrototypeOf(new Map([[1, 2]]), null), e: [new P()] } } });
// Dates and patterns with properties of their own, of subclasses, without prototypes, past the depth.
console.log(new Date(NaN), Object.assign(new Date(0), { p: 1 }), Object.assign(/re/g, { q: 2 }), new (class D extends Date {})(0), new (class R extends RegExp {})('x', 'g'));
console.log({ a: { b: { c: Object.assign(new Date(0), { p: 1 }), d: Object.assign(/x/, { q: 1 }), e: new Date(1), f: /y/m } } }, Object.setPrototypeOf(new Date(0), null));
