// A script that replaces the statics of builtins' namespaces first (Object.create, Math.floor,
// JSON.parse, ...), and Date.now and Promise.resolve: the runtime's own parts, made later, keep
// working as node's do (they keep the namespaces' statics as they were before any script ran, and
// timers and microtasks do without those two). Each replacement throws when called.
const OriginalError = Error;
const replaced = {
  Object: ['defineProperty', 'defineProperties', 'assign', 'keys', 'create', 'getPrototypeOf', 'setPrototypeOf',
    'getOwnPropertyDescriptor', 'getOwnPropertyNames', 'values', 'entries', 'freeze'],
  Reflect: ['apply', 'ownKeys'], Math: ['max', 'min', 'floor', 'trunc', 'round'], JSON: ['parse', 'stringify'],
  Date: ['now'], Promise: ['resolve'],
};
for (const [name, keys] of Object.entries(replaced)) {
  const builtin = globalThis[name];
  for (const key of keys) builtin[key] = () => { throw new OriginalError(`${name}.${key} was replaced`); };
}

const seen = [];
setTimeout(() => seen.push('timer'), 0);
queueMicrotask(() => seen.push('microtask'));
process.nextTick(() => seen.push('tick'));
process.stdout.write('written\n');
console.log(typeof process.hrtime()[0], typeof process.hrtime.bigint(), typeof performance.now());
console.log('values', { a: 1, list: [1, 2, { b: 'c' }] }, new globalThis.Map([[1, 'one']]), new globalThis.Set(['x']));
const url = new URL('http://bücher.example/a b?x=1&y=2#h');
console.log(url.href, url.searchParams.get('y'), new URLSearchParams({ a: '1', b: 'two words' }).toString());
const bytes = new TextEncoder().encode('héllo');
console.log(bytes.length, new TextDecoder().decode(bytes), btoa('hi'), atob('aGk='));
const copy = structuredClone({ list: [1, 2], when: new globalThis.Date(0), nested: { ok: true } });
console.log(copy.list.length, copy.when.getTime(), copy.nested.ok);
console.log(Buffer.from('abc').toString('hex'), Buffer.alloc(2).length);
const target = new EventTarget();
target.addEventListener('ping', (event) => seen.push('event ' + event.type));
target.dispatchEvent(new Event('ping'));
const controller = new AbortController();
controller.abort();
console.log(controller.signal.aborted, controller.signal.reason.name);
const { EventEmitter } = require('events');
const emitter = new EventEmitter();
emitter.on('x', (value) => seen.push('emitted ' + value));
emitter.emit('x', 1);
console.count('n');
console.count('n');
new Blob(['ab', 'cd'], { type: 'text/plain' }).text().then((text) => {
  seen.push('blob ' + text);
  setTimeout(() => console.log(seen.join(' | ')), 5);
});
