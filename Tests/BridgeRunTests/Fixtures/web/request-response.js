// Request and Response as node 20 makes and checks them: init dictionaries, bodies of every
// kind read back (formData included), streams, clones, prototypes; beside node line by line.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.name + ': ' + e.message); } };
t(() => new Headers(5)); t(() => new Headers('x')); t(() => new Headers(null)); t(() => new Headers([1])); t(() => new Headers(['ab']));
t(() => new Headers([['a', 'b', 'c']])); t(() => new Headers({ a: undefined }).get('a')); t(() => new Headers([['a', null]]).get('a'));
const h = new Headers();
for (const f of ['append', 'set', 'get', 'has', 'delete']) t(() => h[f]());
t(() => h.append('a')); t(() => h.set('a'));
for (const status of [101, 204, 205, 304]) { t(() => new Response('x', { status })); t(() => new Response(null, { status }).status); }
t(() => new Response('', { status: 204 }).status); t(() => new Response(undefined, { status: 204 }).status);
t(() => new Response('x', { statusText: 'ok\u00ff' }).statusText); t(() => new Response('x', { statusText: '\u0100' }).statusText);
t(() => new Response('x', { statusText: 'a\tb' }).statusText); t(() => new Response('x', { statusText: 'bad\n' }));
t(() => new Response('x', { status: '201' }).status); t(() => new Response('x', { status: 200.5 }).status); t(() => new Response('x', { status: NaN }).status);
t(() => new Response('x', { status: 65736 }).status); t(() => new Response('x', { status: null }).status); t(() => new Response('x', { status: 600 }));
t(() => new Response('x', 5)); t(() => new Response('x', null).status); t(() => new Response('x', { headers: 5 }));
t(() => Response.error().headers.set('a', 'b')); t(() => Response.redirect('http://a/').headers.set('a', 'b'));
t(() => [Response.error().status, Response.error().type, Response.error().ok, Response.error().body]);
t(() => Response.json(undefined)); t(() => Response.json()); t(() => Response.redirect('nope')); t(() => Response.redirect('/x'));
t(() => Response.redirect('http://a/x y', '301').headers.get('location')); t(() => Response.redirect('http://a/', 200));
t(() => [...Response.json({ a: [1] }, { status: 201, headers: { 'Content-Type': 'x/y' } }).headers]);
t(() => Object.getOwnPropertyDescriptor(Response.prototype, 'status').get.call({}));
t(() => Request.prototype.clone.call({}));
t(() => JSON.stringify(new Response('x'))); t(() => JSON.stringify(new Request('http://a/'))); t(() => Object.keys(new Response('x')));
t(() => Object.keys(Response.prototype));
// (node's Request.prototype also has an enumerable `attribute`, a slip of its undici, left out.)
t(() => { const keys = []; for (const k in new Request('http://a/')) if (k !== 'attribute') keys.push(k); return keys.join(); });
const r = new Request('http://a/');
for (const k of ['referrer', 'referrerPolicy', 'integrity', 'keepalive', 'destination', 'duplex', 'isReloadNavigation', 'isHistoryNavigation', 'mode', 'cache', 'credentials', 'redirect', 'method']) {
  console.log(k, JSON.stringify(r[k]), Object.getOwnPropertyNames(r).includes(k));
}
t(() => new Request()); t(() => new Request('http://a/', { mode: 'navigate' })); t(() => new Request('http://a/', { mode: 'bogus' }));
t(() => new Request('http://a/', { cache: 'bogus' })); t(() => new Request('http://a/', { cache: 'only-if-cached' }));
t(() => new Request('http://a/', { cache: 'only-if-cached', mode: 'same-origin' }).cache);
t(() => new Request('http://a/', { credentials: 'include' }).credentials); t(() => new Request('http://a/', { redirect: 'x' }));
t(() => new Request('http://a/', { referrer: '' }).referrer); t(() => new Request('http://a/', { referrer: 'http://b/x' }).referrer);
t(() => new Request('http://a/', { referrer: 'about:client' }).referrer); t(() => new Request('http://a/', { keepalive: 1 }).keepalive);
t(() => new Request('http://a/', { integrity: 'sha' }).integrity); t(() => new Request('http://a/', { referrerPolicy: 'no-referrer' }).referrerPolicy);
t(() => new Request('http://a/', { referrerPolicy: 'x' })); t(() => new Request('http://a/', { mode: 'no-cors', method: 'PUT' }));
t(() => new Request('http://u:p@a/')); t(() => new Request('http://a/', { method: 'bad method' })); t(() => new Request('http://a/', { method: 'TRACE' }));
t(() => new Request('http://a/', { method: 'delete' }).method); t(() => new Request('http://a/', { method: 'Foo' }).method);
t(() => new Request('http://a/', { method: '\u0100' }));
t(() => new Request('http://a/', { window: 1 })); t(() => new Request('http://a/', { window: null }).url);
t(() => new Request('http://a/', { signal: 5 })); t(() => new Request('http://a/', { signal: null }).signal.aborted);
t(() => new Request('/rel')); t(() => new Request('http://a/', 5));
t(() => new Request({ toString() { return 'http://z/'; } }).url); t(() => new Request(new URL('http://q/p?x#h')).url);
t(() => new Request(new Request('http://a/', { method: 'POST', body: 'x' })).method);
t(() => { const a = new Request('http://a/', { method: 'POST', body: 'x' }); const b = new Request(a); return [a.bodyUsed, b.bodyUsed]; });
t(() => { const a = new Request('http://a/', { method: 'POST', body: 'x' }); a.text(); return new Request(a); });
t(() => new Request('http://a/', { method: 'POST', body: new ReadableStream() }));
t(() => new Request('http://a/', { method: 'POST', body: new ReadableStream(), duplex: 'half' }).duplex);
t(() => new Request('http://a/', { method: 'POST', body: new ReadableStream(), duplex: 'full' }));
t(() => new Request('http://a/', { body: 'x' })); t(() => new Request('http://a/', { method: 'HEAD', body: null }).method);
t(() => { const c = new AbortController(); const q = new Request('http://a/', { signal: c.signal }); c.abort('x'); return [q.signal === c.signal, q.signal.aborted, q.signal.reason]; });
t(() => { const q = new Request('http://a/', { headers: { A: '1' } }); const q2 = new Request(q, { method: 'POST' }); q.headers.set('b', '2'); return [[...q2.headers], q2.headers]; });
t(() => [Response.prototype[Symbol.toStringTag], Object.prototype.toString.call(new Request('http://q/'))]);

(async () => {
  const form = new FormData(); form.append('a', '1'); form.append('f', new Blob(['xyz'], { type: 'text/q' }), 'n.txt'); form.append('e', 'line\nbreak "q"');
  const back = await new Response(form).formData();
  for (const [k, v] of back) console.log(k, typeof v === 'string' ? JSON.stringify(v) : [v.constructor.name, v.name, v.type, await v.text()]);
  console.log([...(await new Response('a=1&b=%20x&a=2+3', { headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } }).formData())]);
  for (const [type, text] of [[null, 'zz'], ['multipart/form-data', 'zz'], ['multipart/form-data; boundary=B', 'zz'],
    ['multipart/form-data; boundary=B', '--B\r\nContent-Disposition: form-data; name="x"\r\n\r\nv\r\n--B--'],
    ['multipart/form-data; boundary="B"', '\r\n--B\r\nContent-Disposition: form-data; name="x"; filename="a.bin"\r\nContent-Type: a/b\r\n\r\n\u00ff\r\n--B--\r\n\r\n'],
    ['multipart/form-data; boundary=B', '--B\r\nContent-Type: text/plain\r\n\r\nv\r\n--B--'],
    ['Multipart/Form-Data; Boundary=B', '--B\r\ncontent-disposition: form-data; name="%22q%22"\r\n\r\nv\r\n--B--\r\n']]) {
    try {
      const parsed = await new Response(text, type ? { headers: { 'content-type': type } } : {}).formData();
      console.log([...parsed].map(([k, v]) => [k, typeof v === 'string' ? v : [v.name, v.type, v.size]]));
    } catch (e) { console.log(e.name, e.message); }
  }
  console.log([...(await new Request('http://a/', { method: 'POST', body: new URLSearchParams('q=1') }).formData())]);
  console.log(await new Request('http://a/', { method: 'PUT', body: 'x' }).blob());
  const bytes = new Response(new Uint8Array([1, 2, 3])); console.log(bytes.headers.get('content-type'), await bytes.bytes());
  const reader = new Response('abc').body.getReader(); console.log(await reader.read(), await reader.read());
  const streamed = new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('st')); c.enqueue(new TextEncoder().encode('ream')); c.close(); } }));
  console.log(await streamed.text(), streamed.bodyUsed);
  try { await new Response(new ReadableStream({ start(c) { c.enqueue('str'); c.close(); } })).text(); } catch (e) { console.log(e.name, e.message); }
  const used = new Response('x'); used.body; console.log(used.bodyUsed); await used.text(); console.log(used.bodyUsed);
  const locked = new Response('abc'); locked.body.getReader();
  try { await locked.text(); } catch (e) { console.log(e.name, e.message); }
  try { locked.clone(); } catch (e) { console.log(e.name, e.message); }
  console.log(locked.bodyUsed, new Response(null).body, new Response('').body === null);
  const partly = new Response('abc'); const partReader = partly.body.getReader(); await partReader.read(); partReader.releaseLock();
  console.log(partly.bodyUsed);
  try { await partly.text(); } catch (e) { console.log(e.name, e.message); }
  const original = new Response('shared', { status: 202, statusText: 'Yes' }); const copy = original.clone();
  console.log(await original.text(), await copy.text(), copy.status, copy.statusText);
  const streamClone = new Response(new ReadableStream({ start(c) { c.enqueue(new Uint8Array([104, 105])); c.close(); } })).clone();
  console.log(await streamClone.text());
  const request = new Request('http://a/', { method: 'POST', body: 'body' }); const requestCopy = request.clone();
  console.log(await request.text(), await requestCopy.text(), requestCopy.method, requestCopy.url);
  try { request.clone(); } catch (e) { console.log(e.name, e.message); }
  const buffer = await new Response('ab').arrayBuffer(); console.log(buffer.byteLength, buffer instanceof ArrayBuffer);
  console.log(await new Response('{"a":[1,2]}').json(), await new Response(new Blob(['b'], { type: 'A/B' })).blob());
  try { await new Response('{').json(); } catch (e) { console.log(e.name); }
  const r404 = new Response('a', { statusText: 'Yo', status: 404 }); console.log(r404.ok, r404.statusText, r404);
})();
