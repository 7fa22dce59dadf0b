// fetch against the test's server (process.argv[2]) and a port nothing listens on
// (process.argv[3]); run by node and by bridge-run, whose outputs must be the same.
const base = process.argv[2], closed = process.argv[3];
(async () => {
  const r = await fetch(base + '/text');
  console.log(r.status, r.ok, r.statusText, r.url === base + '/text', r.redirected, r.headers.get('content-type'), r.headers.get('content-length'), r.bodyUsed);
  console.log(await r.text(), r.bodyUsed);
  try { await r.text(); } catch (e) { console.log(e.name, e.message); }

  const missing = await fetch(base + '/missing');
  console.log(missing.status, missing.ok, missing.statusText, (await missing.text()).length);

  console.log(JSON.stringify(await (await fetch(base + '/json')).json()));
  const bytes = new Uint8Array(await (await fetch(base + '/bytes')).arrayBuffer());
  console.log(bytes.length, Array.from(bytes).join(','));
  const blob = await (await fetch(base + '/bytes')).blob();
  console.log(blob.size, blob.type);

  let streamed = 0;
  for await (const chunk of (await fetch(base + '/text')).body) streamed += chunk.length;
  console.log('streamed', streamed);

  console.log('br:', await (await fetch(base + '/br')).text());

  const moved = await fetch(base + '/redirect');
  console.log(moved.status, moved.redirected, moved.url === base + '/text', await moved.text());

  const echo = await (await fetch(base + '/echo', { method: 'POST', headers: { 'X-Test': 'yes', 'Content-Type': 'text/plain' }, body: 'a body ✓' })).json();
  const sent = Object.fromEntries(echo.headers.map(([n, v]) => [n.toLowerCase(), v]));
  console.log(echo.method, echo.body, sent['x-test'], sent['content-type'], sent['content-length']);
  await (await fetch(base + '/set-cookie')).text();
  const plain = await (await fetch(base + '/echo')).json();
  console.log(plain.headers.map(([n, v]) => n.toLowerCase() + ': ' + v).filter((h) => !/^(host|connection):/.test(h)).sort().join(' | '));
  const put = await (await fetch(base + '/echo', { method: 'put', body: new Uint8Array([104, 105]) })).json();
  console.log(put.method, put.body);

  const many = await fetch(base + '/many');
  console.log(many.headers.get('x-many'), [...many.headers.keys()].filter((k) => k.startsWith('x-')).join());

  try { await fetch(closed + '/x'); } catch (e) {
    const c = e.cause;
    console.log(e.name, e.message, c instanceof Error, c.message.replace(/:\d+$/, ':PORT'), c.code, c.errno, c.syscall, c.address, c.port === Number(closed.split(':').pop()));
  }
  for (const url of ['http://127.0.0.1:6000/', 'http://no-such-host.invalid/']) {
    try { await fetch(url); } catch (e) { console.log(e.name, e.message, e.cause.message, e.cause.code, e.cause.syscall, e.cause.errno, e.cause.hostname); }
  }
  try { await fetch('nope'); } catch (e) { console.log(e.name, e.message); }
  try { await fetch(base + '/text', { method: 'GET', body: 'x' }); } catch (e) { console.log(e.name, e.message); }

  const controller = new AbortController();
  controller.abort();
  try { await fetch(base + '/text', { signal: controller.signal }); } catch (e) { console.log(e.name, e.message); }
  const later = new AbortController();
  const pending = fetch(base + '/slow', { signal: later.signal });
  setTimeout(() => later.abort(), 50);
  try { await pending; } catch (e) { console.log(e.name, e.message); }
  try { await fetch(base + '/slow', { signal: AbortSignal.timeout(50) }); } catch (e) { console.log(e.name, e.message); }
  const reasoned = new AbortController();
  setTimeout(() => reasoned.abort(new Error('my reason')), 20);
  try { await fetch(base + '/slow', { signal: reasoned.signal }); } catch (e) { console.log(e.name, e.message); }
  // What fetch makes of a response: node's names (lower case), each Set-Cookie apart, headers
  // that cannot change, no body for HEAD and 204, the URL without its fragment.
  const cookies = await fetch(base + '/cookies#part');
  console.log([...cookies.headers].filter(([n]) => n !== 'date'), cookies.headers.getSetCookie(), cookies.headers.get('Set-Cookie'));
  console.log(cookies.type, cookies.url === base + '/cookies', cookies.headers.has('X-Mixed-Case'), [...cookies.headers.keys()].includes('x-mixed-case'));
  try { cookies.headers.append('a', 'b'); } catch (e) { console.log(e.name, e.message); }
  const head = await fetch(base + '/text', { method: 'HEAD' });
  console.log(head.status, head.body, JSON.stringify(await head.text()), head.bodyUsed);
  const empty = await fetch(base + '/empty');
  console.log(empty.status, empty.body, JSON.stringify(await empty.text()));
  const request = new Request(base + '/echo', { method: 'PUT', body: 'once' });
  console.log((await (await fetch(request)).json()).body, request.bodyUsed);
  try { await fetch(request); } catch (e) { console.log(e.name, e.message); }
  const streamedThenText = await fetch(base + '/text');
  console.log(streamedThenText.body.locked, await streamedThenText.text(), streamedThenText.bodyUsed);
  const original = await fetch(base + '/json'), copy = original.clone();
  console.log(await original.text() === await copy.text(), copy.status, copy.type, copy.url === base + '/json');
  let piped = '';
  for await (const text of (await fetch(base + '/text')).body.pipeThrough(new TextDecoderStream())) piped += text;
  console.log('piped', piped);
  // A body from a stream goes chunked (no length), as node sends it.
  const parts = ReadableStream.from([new TextEncoder().encode('stre'), new TextEncoder().encode('amed')]);
  const streamedUp = await (await fetch(base + '/echo', { method: 'POST', body: parts, duplex: 'half' })).json();
  const upNames = streamedUp.headers.map(([n]) => n.toLowerCase());
  console.log(streamedUp.body, upNames.includes('transfer-encoding'), upNames.includes('content-length'));
  console.log('done');
})();
