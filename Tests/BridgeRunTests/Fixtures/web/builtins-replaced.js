// A script that deletes or replaces builtins' globals first: the runtime's own parts, made
// later, work as node's do (they take the builtins as they were before any script ran).
const OriginalError = Error;
const trap = () => { throw new OriginalError('a replaced builtin ran'); };
for (const name of ['Map', 'Set', 'WeakMap', 'WeakSet', 'Float64Array', 'ArrayBuffer', 'DataView', 'Math', 'Symbol', 'BigInt', 'Date'])
  delete globalThis[name];
for (const name of ['Object', 'Array', 'Error', 'TypeError', 'RangeError', 'String', 'Number'])
  globalThis[name] = trap;

const seen = [];
setTimeout(() => seen.push('timer'), 0);
queueMicrotask(() => seen.push('microtask'));
process.nextTick(() => seen.push('tick'));

const url = new URL('http://bücher.example/a b?x=1&y=2#h');
console.log(url.href, url.host, url.searchParams.get('y'));
const params = new URLSearchParams({ a: '1', b: 'two words' });
params.sort();
console.log(params.toString(), [...params.keys()].join(','));
const bytes = new TextEncoder().encode('héllo');
console.log(bytes.length, new TextDecoder().decode(bytes));
console.log(btoa('hi there'), atob('aGkgdGhlcmU='));
const copy = structuredClone({ list: [1, 2], when: new globalThis.Uint8Array([7, 8]), nested: { ok: true } });
console.log(copy.list.join('+'), copy.when[1], copy.nested.ok);
console.log(Buffer.from('abc').toString('hex'), Buffer.concat([Buffer.from('a'), Buffer.from('b')]).toString());
const target = new EventTarget();
target.addEventListener('ping', (event) => seen.push('event ' + event.type));
target.dispatchEvent(new Event('ping'));
const controller = new AbortController();
controller.abort();
console.log(controller.signal.aborted, controller.signal.reason.name);
console.count('n');
console.count('n');
new Blob(['ab', 'cd'], { type: 'text/plain' }).text().then((text) => {
  seen.push('blob ' + text);
  setTimeout(() => console.log(seen.join(' | ')), 5);
});
