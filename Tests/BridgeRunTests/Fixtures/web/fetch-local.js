// fetch of data: and blob: URLs and of the schemes node refuses, beside node 20 line by line.
const show = (e) => console.log(e.name, e.message, String(e.cause));
(async () => {
  const urls = ['data:text/plain;base64,aGVsbG8=', 'data:,a%20b', 'data:;base64,aGk', 'data:text/html;charset=utf-8,%3Cb%3E',
    'data:application/json,{"a":1}', 'data:bad', 'data:;base64,@@@', 'data:;base64,aGVsbG8', 'data:text/plain;base64,aGVsbG8=#frag',
    'data:  text/plain  ;  charset=x ,z', 'data:image/png;base64,iVBORw0KGgo=', 'data:text/plain;charset="a\\"b",q', 'data:x/y;A=B;a=c,%ZZ%4',
    'data:text/plain ; base64 ,aGk=', 'data:,%E2%82%AC', 'about:blank', 'file:///etc/hostname', 'ftp://x/', 'ws://x/', 'javascript:1',
    'blob:nodedata:abc'];
  for (const u of urls) {
    try {
      const r = await fetch(u);
      const bytes = new Uint8Array(await r.clone().arrayBuffer());
      console.log(u, r.status, JSON.stringify(r.statusText), r.ok, r.type, r.url, r.redirected, [...r.headers], bytes.length, JSON.stringify(await r.text()));
    } catch (e) { show(e); }
  }
  try { console.log('post', await (await fetch('data:,x', { method: 'POST', body: 'z' })).text()); } catch (e) { show(e); }
  const head = await fetch('data:,x', { method: 'HEAD' });
  console.log('head', head.status, head.body, JSON.stringify(await head.text()));
  console.log('manual', await (await fetch('data:,x', { redirect: 'manual' })).text());
  const aborted = new AbortController(); aborted.abort();
  try { await fetch('data:,x', { signal: aborted.signal }); } catch (e) { console.log('abort', e.name, e.message); }
  try { await fetch('data:,x', { signal: AbortSignal.abort('why') }); } catch (e) { console.log('abort', e); }
  const r = await fetch('data:text/plain,hi');
  console.log(r);
  try { r.headers.set('x', '1'); } catch (e) { console.log(e.name, e.message); }

  // blob: URLs, whole and by range, and after they are revoked.
  console.log(typeof URL.createObjectURL, typeof URL.revokeObjectURL);
  const u = URL.createObjectURL(new Blob(['0123456789'], { type: 'Text/X' }));
  console.log(u.slice(0, 14), u.length, /^blob:nodedata:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(u));
  const whole = await fetch(u);
  console.log(whole.status, whole.statusText, whole.url === u, whole.type, whole.headers, await whole.text());
  for (const range of ['bytes=2-5', 'bytes=-3', 'bytes=0-', 'bytes=4-', 'bytes=20-', 'x', 'bytes=5-2', 'Bytes = 1 - 2', 'bytes = 1 - 2', 'bytes=1-2 ']) {
    try { const p = await fetch(u, { headers: { range } }); console.log(range, p.status, p.statusText, [...p.headers], await p.text()); } catch (e) { show(e); }
  }
  try { await fetch(u + '?q'); } catch (e) { show(e); }
  console.log(await (await fetch(u + '#f')).text());
  try { await fetch(u, { method: 'POST', body: 'x' }); } catch (e) { show(e); }
  URL.revokeObjectURL(u);
  try { await fetch(u); } catch (e) { show(e); }
  for (const bad of ['x', undefined, null, {}, 5, () => 1]) {
    try { URL.createObjectURL(bad); } catch (e) { console.log(e.name, e.code, e.message); }
  }
  try { URL.revokeObjectURL(); } catch (e) { console.log(e.name, e.code, e.message); }
  console.log(URL.revokeObjectURL('nope'), URL.revokeObjectURL(5));
  const file = URL.createObjectURL(new File(['f'], 'n.txt', { type: 'a/b' }));
  console.log([...(await fetch(file)).headers]);
})();
