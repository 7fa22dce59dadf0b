// What structuredClone copies and refuses, as node's V8 does: a class's instance (node's URL,
// Headers, Math) copied as a plain object, the engine's own objects that cannot be copied
// refused with node's words, a Blob or File as a Blob, a stream only through a transfer list.
{
  for (const v of [new URL('http://a/'), new URLSearchParams('a=1'), new Headers({ a: '1' }), new Blob(['x']), new TextDecoder(), new AbortController(), new Event('x')]) {
    try { const c = structuredClone(v); console.log(Object.prototype.toString.call(c), c); } catch (e) { console.log(e.name, e.message); }
  }
  console.log(JSON.stringify({ u: new URL('http://a/b'), p: new URLSearchParams('x=1'), h: new Headers({ a: '1' }) }));
  console.log(`${new URL('http://a/c')}`, String(new URLSearchParams({ q: 'a b' })), new URL('http://a/c') + '');
}
{
  class A { constructor() { this.x = 1; } m() {} }
  const tryc = (l, v) => { try { const c = structuredClone(v); console.log(l, Object.prototype.toString.call(c), c, Object.getPrototypeOf(c) === Object.prototype); } catch (e) { console.log(l, e.name, e.message); } };
  tryc('class', new A());
  tryc('nullproto', Object.assign(Object.create(null), { a: 1 }));
  tryc('fn', { f() {} });
  tryc('sym', Symbol('x'));
  tryc('weak', new WeakMap());
  tryc('proxy', new Proxy({ a: 1 }, {}));
  tryc('getter', { get g() { return 5; } });
  tryc('arrprops', Object.assign([1, 2], { extra: 'e' }));
  tryc('boxed', [new Number(3), new String('s'), new Boolean(false), Object(10n)]);
  tryc('regexp', /a/gi);
  tryc('dataview', new DataView(new ArrayBuffer(2)));
  tryc('file', new File(['abc'], 'f.txt', { type: 't/p' }));
}
{
  const tryc = (l, f) => { try { const c = structuredClone(f()); console.log(l, Object.prototype.toString.call(c), Object.keys(c).length); } catch (e) { console.log(l, e.name, e.message); } };
  tryc('promise', () => Promise.resolve());
  tryc('weakref', () => new WeakRef({}));
  tryc('fr', () => new FinalizationRegistry(() => {}));
  tryc('mapiter', () => new Map().entries());
  tryc('arriter', () => [].values());
  tryc('gen', () => (function* () {})());
  tryc('args', function () { return arguments; });
  tryc('intl', () => new Intl.NumberFormat());
  tryc('date invalid', () => new Date(NaN));
  tryc('math', () => Math);
  tryc('json', () => JSON);
  tryc('global', () => globalThis);
  tryc('asyncfn', () => (async () => {})());
  tryc('textencoder', () => new TextEncoder());
  tryc('readable', () => new ReadableStream());
  tryc('fd', () => { const f = new FormData(); f.append('a', '1'); return f; });
  tryc('resp', () => new Response('x'));
  tryc('domexc', () => new DOMException('m', 'AbortError'));
  tryc('aggr', () => new AggregateError([new Error('a')], 'agg'));
  tryc('customevent', () => new CustomEvent('x', { detail: 1 }));
  tryc('signal', () => AbortSignal.abort());
  tryc('buffer', () => Buffer.from('hi'));
}
{
  const tryc = (l, f) => { try { const c = structuredClone(f()); console.log(l, Object.prototype.toString.call(c), c); } catch (e) { console.log(l, e.name, e.code, e.message); } };
  tryc('ws', () => new WritableStream());
  tryc('ts', () => new TransformStream());
  tryc('nested rs', () => ({ a: new ReadableStream() }));
  tryc('tagged', () => ({ [Symbol.toStringTag]: 'Custom', a: 1 }));
  tryc('tagged map iter', () => ({ [Symbol.toStringTag]: 'Map Iterator', a: 1 }));
  tryc('class tag', () => new (class X { get [Symbol.toStringTag]() { return 'Promise'; } })());
  tryc('blob in obj', () => ({ b: new Blob(['ab']) }));
  tryc('asyncgen', () => (async function* () {})());
  tryc('collator', () => new Intl.Collator());
  tryc('string iter', () => 'ab'[Symbol.iterator]());
  tryc('dom in obj', () => ({ d: new DOMException('m') }));
}
