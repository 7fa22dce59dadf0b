(async () => {
  const r = new Response('stream me');
  console.log(r.body instanceof ReadableStream, r.bodyUsed, r.body.locked);
  const reader = r.body.getReader();
  console.log(r.body.locked);
  let text = '';
  for (;;) { const { value, done } = await reader.read(); if (done) break; text += new TextDecoder().decode(value); }
  console.log(text, r.bodyUsed);
  try { await r.text(); } catch (e) { console.log(e.name, e.message); }
  const chunks = [];
  const s = new ReadableStream({ start(c) { c.enqueue('a'); c.enqueue('b'); c.close(); } });
  for await (const chunk of s) chunks.push(chunk);
  console.log(chunks.join(), s.locked);
  let n = 0;
  const pulled = new ReadableStream({ pull(c) { n++; if (n > 3) c.close(); else c.enqueue(n); } });
  const got = []; for await (const x of pulled) got.push(x); console.log(got.join());
  const fromStream = await new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('x')); c.enqueue(new TextEncoder().encode('y')); c.close(); } })).text();
  console.log(fromStream);
  const broken = new ReadableStream({ start(c) { c.error(new Error('boom')); } });
  try { await broken.getReader().read(); } catch (e) { console.log('read failed', e.message); }
  console.log(new Response(null).body, typeof new ReadableStream().getReader().closed.then);
  try { const l = new ReadableStream(); l.getReader(); l.getReader(); } catch (e) { console.log(e.name, e.code); }
})();
