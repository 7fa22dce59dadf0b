// Readable byte streams as node has them: BYOB reads filled in place, chunks taken over,
// autoAllocateChunkSize, respondWithNewView, a byte stream's tee, and their errors.
const show = (label, e) => console.log(label, e.name);
(async () => {
  // A BYOB read is answered through the request's view, in the reader's own buffer.
  const byob = new ReadableStream({
    type: 'bytes',
    pull(c) {
      const view = c.byobRequest.view;
      console.log('request', view.constructor.name, view.byteOffset, view.byteLength);
      for (let i = 0; i < 3; i++) view[i] = 65 + i;
      c.byobRequest.respond(3);
    },
  });
  const reader = byob.getReader({ mode: 'byob' });
  const given = new Uint8Array(8);
  const first = await reader.read(given);
  console.log(first.done, Array.from(first.value), first.value.buffer.byteLength, given.byteLength);
  const wide = await reader.read(new Uint16Array(4));
  console.log(wide.value.constructor.name, wide.value.length, wide.value.byteLength);
  await reader.cancel('done');

  // Enqueued chunks are taken over, and queued bytes fill views of any size.
  let controller;
  const queued = new ReadableStream({ type: 'bytes', start(c) { controller = c; } }, { highWaterMark: 16 });
  console.log('byte desiredSize', controller.desiredSize);
  const chunk = new Uint8Array([1, 2, 3, 4, 5, 6]);
  controller.enqueue(chunk);
  console.log('taken over', chunk.byteLength, controller.desiredSize);
  const small = queued.getReader({ mode: 'byob' });
  const two = await small.read(new Uint8Array(2));
  console.log(Array.from(two.value), controller.desiredSize);
  controller.close();
  const rest = await small.read(new Uint8Array(10));
  console.log(Array.from(rest.value), rest.done);
  const end = await small.read(new Uint8Array(3));
  console.log(end.done, end.value.byteLength, end.value.constructor.name);

  // A default reader of a source that answers BYOB requests only (autoAllocateChunkSize).
  let sent = 0;
  const auto = new ReadableStream({
    type: 'bytes', autoAllocateChunkSize: 4,
    pull(c) {
      if (sent++ === 2) return c.close();
      const view = c.byobRequest.view;
      view[0] = sent;
      c.byobRequest.respondWithNewView(new Uint8Array(view.buffer, view.byteOffset, 1));
    },
  });
  const chunks = [];
  for await (const part of auto) chunks.push(Array.from(part));
  console.log('auto', JSON.stringify(chunks));

  // Both branches of a byte stream's tee get every byte, in copies of their own.
  const [a, b] = new ReadableStream({ type: 'bytes', start(c) { c.enqueue(new Uint8Array([7, 8])); c.close(); } }).tee();
  const ra = await a.getReader({ mode: 'byob' }).read(new Uint8Array(4));
  const rb = await b.getReader().read();
  console.log('tee', Array.from(ra.value), Array.from(rb.value), ra.value.buffer !== rb.value.buffer);

  // What the controller, the request and the reader refuse.
  new ReadableStream({
    type: 'bytes',
    start(c) {
      for (const [label, bad] of [['not a view', 'x'], ['empty', new Uint8Array(0)]]) {
        try { c.enqueue(bad); } catch (e) { show(label, e); }
      }
    },
  });
  const strict = new ReadableStream({
    type: 'bytes',
    pull(c) {
      try { c.byobRequest.respond(100); } catch (e) { show('too many bytes', e); }
      try { c.byobRequest.respondWithNewView(new Uint8Array(2)); } catch (e) { show('another buffer', e); }
      c.byobRequest.respond(1);
      try { c.byobRequest.respond(1); } catch (e) { console.log('answered request', c.byobRequest); }
    },
  });
  const sr = strict.getReader({ mode: 'byob' });
  console.log((await sr.read(new Uint8Array(4))).value.byteLength);
  await sr.read(new Uint8Array(0)).catch((e) => show('empty view', e));
  await sr.read('x').catch((e) => show('no view', e));
  for (const [label, f] of [['byob of a default stream', () => new ReadableStream().getReader({ mode: 'byob' })],
    ['size for bytes', () => new ReadableStream({ type: 'bytes' }, { size: () => 1 })],
    ['zero auto-allocate', () => new ReadableStream({ type: 'bytes', autoAllocateChunkSize: 0 })],
    ['request made by a script', () => new ReadableStreamBYOBRequest()]]) {
    try { f(); console.log(label, 'accepted'); } catch (e) { show(label, e); }
  }

  // A body is a byte stream, read into a view of the script's.
  const body = new Response('hello bytes').body;
  const br = body.getReader({ mode: 'byob' });
  const part = await br.read(new Uint8Array(5));
  console.log(new TextDecoder().decode(part.value));
})();
