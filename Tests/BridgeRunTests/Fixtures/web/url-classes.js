// URL and URLSearchParams as classes, as node has them: no own properties, node's errors for a
// receiver that is not one and for missing arguments, iterators that read the pairs as they are,
// URL.parse, a URL's search params kept in step with its query.
const tryit = (l, f) => { try { console.log(l, f()); } catch (e) { console.log(l, e.name, e.code, e.message); } };
const u = new URL('http://a.com/x?y=1');
console.log(Object.getOwnPropertyNames(u), Object.getOwnPropertyNames(u.searchParams), Object.getOwnPropertyNames(new URLSearchParams('a=1')));
console.log(Object.getOwnPropertyNames(new Headers()), Object.getOwnPropertyNames(new Request('http://a.com')), Object.getOwnPropertyNames(new TextDecoder()));
{
for (const C of [URL, URLSearchParams]) for (const k of Object.getOwnPropertyNames(C.prototype)) {
  if (k === 'constructor') continue;
  const d = Object.getOwnPropertyDescriptor(C.prototype, k);
  if (d.get) tryit(C.name + ' get ' + k, () => d.get.call({}));
  if (d.set) tryit(C.name + ' set ' + k, () => d.set.call({}, 'x'));
  if (typeof d.value === 'function') tryit(C.name + ' ' + k, () => d.value.call({}, 'a', 'b'));
}
tryit('iter', () => URLSearchParams.prototype[Symbol.iterator].call({}));
tryit('tag', () => Object.prototype.toString.call(new URL('http://a')) + Object.prototype.toString.call(new URLSearchParams()));
tryit('tagproto', () => Object.prototype.toString.call(URL.prototype) + Object.prototype.toString.call(URLSearchParams.prototype));
tryit('iterproto', () => Object.prototype.toString.call(new URLSearchParams().entries()));
tryit('iter next', () => { const it = new URLSearchParams('a=1').entries(); return [it.next(), Object.getPrototypeOf(it)[Symbol.toStringTag]]; });
tryit('static', () => [URL.canParse('http://x'), typeof URL.parse]);
}
{
const p = new URLSearchParams('a=1&b=2&a=3');
tryit('append0', () => p.append());
tryit('append1', () => p.append('x'));
tryit('get0', () => p.get());
tryit('has0', () => p.has());
tryit('set1', () => p.set('a'));
tryit('delete0', () => p.delete());
tryit('getAll0', () => p.getAll());
tryit('forEach', () => p.forEach(1));
const it = p.entries(); p.append('c', '4');
tryit('live', () => [...it]);
const it2 = p.keys(); it2.next(); p.delete('a');
tryit('live2', () => [...it2]);
tryit('next bad', () => Object.getPrototypeOf(p.values()).next.call({}));
tryit('protoNames', () => Object.getOwnPropertyNames(Object.getPrototypeOf(p.values())));
tryit('iterOfIter', () => { const i = p.values(); return i[Symbol.iterator]() === i; });
tryit('size', () => p.size);
tryit('copy', () => new URLSearchParams(p).toString());
tryit('record', () => new URLSearchParams({ x: 1, y: 'z' }).toString());
tryit('seq', () => new URLSearchParams([['x', 1]]).toString());
tryit('bad seq', () => new URLSearchParams([['x']]));
tryit('sort', () => { const q = new URLSearchParams('z=1&a=2&z=0&b'); q.sort(); return q.toString(); });
class Sub extends URLSearchParams {}
tryit('sub', () => new Sub('a=1').get('a'));
const u = new URL('http://h/?a=1'); const sp = u.searchParams;
sp.append('b', 'x y'); tryit('u', () => u.href); u.href = 'http://h/?q=2'; tryit('sp after', () => sp.toString());
u.search = ''; tryit('sp empty', () => [sp.size, u.href]);
sp.delete('zz'); tryit('noop delete', () => u.href);
tryit('same sp', () => u.searchParams === sp);
for (const f of [() => URL.parse(), () => URL.canParse(), () => new URL()]) tryit('missing', f);
tryit('canParse', () => [URL.canParse('a', 'b'), URL.canParse('/x', 'http://h'), URL.parse('a', 'b')]);
tryit('urlparse', () => [URL.parse('http://x/a'), URL.parse('nope'), URL.parse('/b', 'http://x/a/c').href]);
tryit('keys', () => Object.keys(u).length + JSON.stringify(u));
}
{
  console.log(new URLSearchParams("a=1&b=2").keys())
  const p = new URLSearchParams('a=1&b=2');
  console.log(p.keys());
  console.log(p.entries());
  const i = p.values();
  i.next();
  console.log(i);
  console.log([new URL('http://x/?y=1')])
}
