// Response bodies read as streams while they arrive (argv[2] is the test server's base URL):
// the first part comes before the last is sent, and a script bounds what it takes by
// cancelling (here an endless body).
const base = process.argv[2];

async function main() {
  const res = await fetch(base + '/chunks');
  const reader = res.body.getReader();
  const start = Date.now();
  let first = -1, total = 0, parts = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (first < 0) first = Date.now() - start;
    total += value.length;
    parts++;
  }
  const elapsed = Date.now() - start;
  console.log('chunks', total, parts >= 1, first < elapsed - 400, res.bodyUsed);

  // An endless body, taken until 64 bytes have come, then cancelled.
  const endless = await fetch(base + '/drip');
  let taken = 0;
  for await (const part of endless.body) {
    taken += part.length;
    if (taken >= 64) break;
  }
  console.log('endless body stopped at', taken >= 64 && taken < 4096);

  // Reading a finished body as a stream gives the whole of it.
  const small = await fetch(base + '/text');
  await new Promise((r) => setTimeout(r, 100));
  let text = '';
  for await (const part of small.body) text += new TextDecoder().decode(part);
  console.log('small', JSON.stringify(text));
  // An aborted stream ends with the abort's reason.
  const controller = new AbortController();
  const aborted = await fetch(base + '/chunks', { signal: controller.signal });
  const abortedReader = aborted.body.getReader();
  await abortedReader.read();
  controller.abort();
  try { for (;;) { const { done } = await abortedReader.read(); if (done) { console.log('ended without error'); break; } } } catch (e) { console.log('aborted', e.name); }
  console.log('done');
}

main();
