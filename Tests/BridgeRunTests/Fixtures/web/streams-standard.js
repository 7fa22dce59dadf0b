// The Streams standard's algorithms as node runs them: pulls only while the stream wants more,
// queuing strategies, brand checks, the async iterator, a writable's abort, transform strategies.
const show = (e) => console.log(e.name, e.code);
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const pulls = async () => {
  // A pull that gives nothing is not called again until a read waits; timers still fire.
  let n = 0;
  new ReadableStream({ pull() { n++; } }).getReader().read();
  await tick();
  console.log('pulled once for a waiting read', n);
  let idle = 0;
  new ReadableStream({ pull() { idle++; } });
  await tick();
  console.log('pulled up to the high-water mark with no reader', idle);
  let high = 0;
  const rs = new ReadableStream({ pull(c) { high++; c.enqueue(high); } }, { highWaterMark: 3 });
  await tick();
  console.log('filled to the mark', high);
  const r = rs.getReader();
  for (let i = 0; i < 10; i++) await r.read();
  console.log('ten reads, the queue kept full', high);
  let counted = 0;
  const one = new ReadableStream({ pull(c) { counted++; c.enqueue(counted); } }).getReader();
  for (let i = 0; i < 1000; i++) await one.read();
  console.log('a thousand reads', counted);
};
const strategies = async () => {
  let controller;
  new ReadableStream({ start(c) { controller = c; } }, { highWaterMark: 10, size: (chunk) => chunk.length });
  console.log(controller.desiredSize);
  controller.enqueue('abcd');
  console.log(controller.desiredSize);
  controller.enqueue('abcdefgh');
  console.log(controller.desiredSize);
  for (const bad of [{ highWaterMark: -1 }, { highWaterMark: NaN }, { size: 5 }]) {
    try { new ReadableStream({}, bad); } catch (e) { console.log('strategy', e.name); }
  }
  try { controller.enqueue({ length: -1 }); } catch (e) { console.log('size', e.name); }
  console.log(controller.desiredSize);
  const bytes = new ByteLengthQueuingStrategy({ highWaterMark: 16 });
  const w = new WritableStream({}, bytes).getWriter();
  console.log(w.desiredSize, bytes.size(new Uint8Array(5)), new CountQueuingStrategy({ highWaterMark: 2 }).size());
  w.write(new Uint8Array(10));
  console.log(w.desiredSize);
  w.write(new Uint8Array(10));
  console.log(w.desiredSize);
  await w.ready;
  console.log('ready again', w.desiredSize);
};
const brands = async () => {
  const rs = new ReadableStream();
  for (const [name, f] of [['locked', () => Object.getOwnPropertyDescriptor(ReadableStream.prototype, 'locked').get.call({})],
    ['getReader', () => ReadableStream.prototype.getReader.call({})],
    ['desiredSize', () => Object.getOwnPropertyDescriptor(WritableStreamDefaultWriter.prototype, 'desiredSize').get.call(rs)],
    ['controller', () => new ReadableStreamDefaultController()],
    ['reader', () => new ReadableStreamDefaultReader({})],
    ['mode', () => rs.getReader({ mode: 'other' })],
    ['byob', () => rs.getReader({ mode: 'byob' })],
    ['source', () => new ReadableStream({ start: 5 })],
    ['type', () => new ReadableStream({ type: 'other' })],
    ['sink', () => new WritableStream({ write: 'x' })]]) {
    try { f(); console.log(name, 'accepted'); } catch (e) { console.log(name, e.name); }
  }
  await ReadableStream.prototype.cancel.call({}).catch((e) => console.log('cancel', e.name));
  await rs.pipeTo({}).catch((e) => console.log('pipeTo', e.name));
  console.log(Object.keys(ReadableStream.prototype).sort().join(), Object.prototype.toString.call(rs));
  console.log(Object.prototype.toString.call(new WritableStream().getWriter()), Object.prototype.toString.call(new TransformStream()));
};
const iterators = async () => {
  const made = () => new ReadableStream({ start(c) { c.enqueue(1); c.enqueue(2); c.enqueue(3); c.close(); }, cancel(r) { console.log('cancelled', r); } });
  const kept = made();
  for await (const v of kept.values({ preventCancel: true })) { console.log('got', v); break; }
  console.log('kept unlocked', kept.locked);
  for await (const v of kept) console.log('rest', v);
  const cancelled = made();
  for await (const v of cancelled) { console.log('first', v); break; }
  const locked = made();
  locked.getReader();
  try { locked.values(); } catch (e) { show(e); }
  const it = made()[Symbol.asyncIterator]();
  console.log(await Promise.all([it.next(), it.next(), it.return('r'), it.next()]));
};
const writables = async () => {
  const log = [];
  let finishWrite;
  const w = new WritableStream({
    write(chunk, c) { log.push('write ' + chunk); c.signal.addEventListener('abort', () => log.push('signal ' + c.signal.reason)); return new Promise((resolve) => { finishWrite = resolve; }); },
    abort(reason) { log.push('abort ' + reason); },
  });
  const writer = w.getWriter();
  await tick();
  writer.write('a').then(() => log.push('a written'));
  writer.write('b').catch((e) => log.push('b ' + e));
  await tick();
  const aborted = writer.abort('stop').then(() => log.push('abort done'));
  log.push('abort asked');
  await tick();
  log.push('finishing write');
  finishWrite();
  await aborted;
  console.log(log);
  const early = [];
  let started;
  const slow = new WritableStream({ start() { return new Promise((resolve) => { started = resolve; }); }, abort(r) { early.push('sink abort ' + r); } });
  const done = slow.abort('early').then(() => early.push('aborted'));
  early.push('before start settles');
  await tick();
  started();
  await done;
  console.log(early);
};
const transforms = async () => {
  const ts = new TransformStream({ transform(chunk, c) { c.enqueue(chunk); } }, { highWaterMark: 2 }, { highWaterMark: 3 });
  const writer = ts.writable.getWriter();
  console.log('writable desired', writer.desiredSize);
  for (let i = 0; i < 6; i++) writer.write(i);
  await tick();
  console.log('after six writes', writer.desiredSize);
  const reader = ts.readable.getReader();
  console.log(await reader.read(), writer.desiredSize);
  const closed = new WritableStream();
  await closed.getWriter().close();
  let pulled = 0;
  await new ReadableStream({ pull(c) { pulled++; c.enqueue(pulled); } }).pipeTo(closed).catch((e) => console.log('into a closed stream', e.name));
  await tick();
  console.log('pulls', pulled);
};
(async () => {
  for (const part of [pulls, strategies, brands, iterators, writables, transforms]) await part();
})();
