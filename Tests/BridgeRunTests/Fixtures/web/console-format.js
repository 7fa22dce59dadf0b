// console's format placeholders as node's util.format reads them, value kind by value kind.
const sym = Symbol('q');
class Temperature { [Symbol.toPrimitive]() { return 21; } }
class Named { toString() { return 'named'; } }
const ownPrimitive = { [Symbol.toPrimitive]: () => 'own primitive' };
const noToString = Object.assign(Object.create(null), { a: 1 });
const cycle = { name: 'c' }; cycle.self = cycle;
const cases = [
  ['%d', null], ['%d', undefined], ['%d', [5]], ['%d', '42'], ['%d', ' 7 '], ['%d', -0], ['%d', 10n], ['%d', sym], ['%d', {}],
  ['%d', new Date(7)], ['%d', true], ['%d', new Temperature()], ['%d', 1.5e300], ['%d', -Infinity],
  ['%i', [5.5]], ['%i', sym], ['%i', 10n], ['%i', '0x1f'], ['%i', -0.5], ['%i', '12px'], ['%i', null], ['%i', 1e21],
  ['%f', sym], ['%f', '1e3x'], ['%f', [2.5]], ['%f', -0], ['%f', 10n], ['%f', '.5'], ['%f', null], ['%f', 'Infinityx'],
  ['%s', -0], ['%s', 10n], ['%s', sym], ['%s', null], ['%s', undefined], ['%s', true], ['%s', 1.25],
  ['%s', [1, [2, [3]]]], ['%s', { a: { b: 1 } }], ['%s', new Named()], ['%s', new Temperature()], ['%s', ownPrimitive],
  ['%s', noToString], ['%s', new Date(0)], ['%s', new Map([[1, 2]])], ['%s', [sym, -0, 3n]], ['%s', /re/g],
  ['%s', function named() { return 1; }], ['%s', class K {}], ['%s', () => 2],
  ['%j', { a: [1, 'x', null] }], ['%j', undefined], ['%j', 'str'], ['%j', cycle], ['%j', { toJSON() { return 'via toJSON'; } }], ['%j', 10n],
  ['%O', { a: { b: { c: { d: { e: 1 } } } } }], ['%O', 'str'], ['%O', cycle],
  ['%o', { a: { b: { c: { d: { e: { f: 1 } } } } } }], ['%o', 'str'], ['%o', 5], ['%o', null],
  ['%c%s', 'color: red', 'styled'], ['%c', 'css only'],
  ['a%', 1], ['%%', 1], ['%', 1], ['%z', 1], ['%s%s', 'x'], ['%s:%s', 'x', 'y', 'z', { a: 1 }], ['%%s', 'x'], ['%%%s', 'x'],
  ['100%%'], ['%s'], ['%d%%', 50], ['%s', 'a', 'b', 3], ['%s%', 'x'], ['%', '%'], ['%5d', 1], ['%-s', 1], ['%S', 1],
  [5, '%s', 'x'], [{ a: 1 }, '%d'], [null, 'tail'], ['%j and %j', [1], { b: 2 }, 'extra', [3]],
];
for (const c of cases) {
  try { console.log(...c); } catch (e) { console.log('threw', e.constructor.name); }
}
// A script's replacements of the builtins format reads change nothing.
const saved = [String.prototype.indexOf, String.prototype.slice, JSON.stringify, Number, parseInt];
String.prototype.indexOf = () => -1; String.prototype.slice = () => 'sliced';
JSON.stringify = () => 'replaced'; globalThis.Number = () => 99; globalThis.parseInt = () => 98;
console.log('%s|%d|%i|%j|%%', 'kept', '3', '4.5', { k: 1 });
[String.prototype.indexOf, String.prototype.slice, JSON.stringify, globalThis.Number, globalThis.parseInt] = saved;
console.assert(false, 'assert %d%%', 99);
console.log('%s', 'done');
// A Proxy is judged by its target: no trap runs.
const trapped = new Proxy({ a: 1 }, { get() { throw new Error('trap ran'); }, getPrototypeOf() { throw new Error('trap ran'); } });
console.log('%s|%s', trapped, new Proxy(new (class Own { toString() { return 'own'; } })(), {}));
