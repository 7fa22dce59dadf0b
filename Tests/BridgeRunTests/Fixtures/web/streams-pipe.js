// WritableStream, TransformStream, TextDecoderStream/TextEncoderStream, pipeTo/pipeThrough/tee and
// ReadableStream.from as node 20 has them, beside node line by line.
const show = (e) => console.log(e.name, e.code, e.message);
const pipes = async () => {
  const enc = new TextEncoder();
  const src = () => new ReadableStream({ start(c) { c.enqueue(enc.encode('hé')); c.enqueue(enc.encode('llo ')); c.enqueue(new Uint8Array([0xe2, 0x82])); c.enqueue(new Uint8Array([0xac])); c.close(); } });
  const reader = src().pipeThrough(new TextDecoderStream()).getReader();
  const parts = []; for (;;) { const { value, done } = await reader.read(); if (done) break; parts.push(value); } console.log(parts);
  const upper = new TransformStream({ transform(chunk, c) { c.enqueue(chunk.toUpperCase()); }, flush(c) { c.enqueue('!'); } });
  let out = ''; for await (const s of src().pipeThrough(new TextDecoderStream()).pipeThrough(upper)) out += s; console.log(out);
  const got = []; const ws = new WritableStream({ write(chunk) { got.push(chunk.length); }, close() { got.push('closed'); } });
  await src().pipeTo(ws); console.log(got, ws.locked);
  const [a, b] = src().tee(); const ra = []; for await (const x of a) ra.push(x.length); const rb = []; for await (const x of b) rb.push(x.length); console.log(ra, rb);
  const from = []; for await (const x of ReadableStream.from(['x', 'y'])) from.push(x); console.log(from);
  const w = new WritableStream({ write(c) { return new Promise((r) => setTimeout(r, 5)); } }); const writer = w.getWriter();
  console.log(writer.desiredSize, w.locked); await writer.write('a'); await writer.ready; await writer.close(); console.log('closed', await writer.closed);
  const te = new TextEncoderStream(); const bytes = []; const done = (async () => { for await (const c of te.readable) bytes.push(...c); })();
  const tw = te.writable.getWriter(); await tw.write('é'); await tw.write('\ud83d'); await tw.write('\ude00'); await tw.close(); await done; console.log(bytes);
  const failing = new WritableStream({ write() { throw new Error('sink failed'); } });
  try { await src().pipeTo(failing); } catch (e) { console.log('pipeTo', e.message); }
  const ac = new AbortController(); const slow = new ReadableStream({ pull(c) { return new Promise((r) => setTimeout(() => { try { c.enqueue('t'); } catch (e) {} r(); }, 5)); } });
  setTimeout(() => ac.abort(), 20);
  try { await slow.pipeTo(new WritableStream(), { signal: ac.signal }); } catch (e) { console.log('aborted', e.name); }
  const ts = new TransformStream(); const tsw = ts.writable.getWriter(); tsw.write('p'); tsw.close(); for await (const x of ts.readable) console.log('identity', x);
  console.log(typeof WritableStreamDefaultWriter, typeof ReadableStreamDefaultReader, typeof CountQueuingStrategy, typeof ByteLengthQueuingStrategy);
  try { new TextDecoderStream('bogus'); } catch (e) { console.log(e.name, e.message); }
  try { src().pipeTo(5).catch((e) => console.log('pipeTo bad', e.name, e.message)); } catch (e) { console.log(e.message); }
  try { src().pipeThrough(5); } catch (e) { console.log('pipeThrough bad', e.name, e.message); }
};
const edges = async () => {
  const w = new WritableStream(); const wr = w.getWriter();
  try { w.getWriter(); } catch (e) { show(e); }
  await w.close().catch(show); await w.abort().catch(show);
  await wr.close(); console.log(wr.desiredSize, await wr.closed);
  wr.releaseLock(); console.log(w.locked); await wr.write('y').catch(show);
  const log = []; const sink = new WritableStream({ start() { log.push('start'); }, write(c) { log.push('write ' + c); }, close() { log.push('close'); }, abort(r) { log.push('abort ' + r); } });
  const sw = sink.getWriter(); sw.write(1).catch((e) => log.push('write 1 ' + e)); sw.write(2).catch((e) => log.push('write 2 ' + e)); await sw.abort('why'); await sw.write(3).catch((e) => log.push('after abort ' + e)); console.log(log);
  const [a, b] = new ReadableStream({ start(c) { c.enqueue('p'); c.enqueue('q'); c.close(); } }).tee();
  const cancelled = a.cancel('no').then(() => 'both cancelled'); const rb = []; for await (const x of b) rb.push(x); console.log(rb, await cancelled);
  const err = new ReadableStream({ start(c) { c.error(new Error('src broke')); } });
  const got = []; await err.pipeTo(new WritableStream({ abort(r) { got.push('dest aborted: ' + r.message); } })).catch((e) => got.push('rejected: ' + e.message)); console.log(got);
  const keep = new WritableStream({ write(c) { got.push('kept ' + c); } });
  await new ReadableStream({ start(c) { c.enqueue('k'); c.close(); } }).pipeTo(keep, { preventClose: true }); const kw = keep.getWriter(); await kw.write('more'); console.log(got);
  const t = new TransformStream({ transform(chunk, c) { if (chunk === 'bad') throw new Error('transform failed'); c.enqueue(chunk + chunk); } });
  const tw = t.writable.getWriter(); const tr = t.readable.getReader();
  tw.write('a'); console.log(await tr.read()); const pending = tr.read(); await tw.write('bad').catch((e) => console.log('write', e.message)); await pending.catch((e) => console.log('read', e.message));
  const term = new TransformStream({ start(c) { c.enqueue('only'); c.terminate(); } }); const parts = []; for await (const x of term.readable) parts.push(x); console.log(parts);
  const decoded = []; for await (const s of ReadableStream.from([new Uint8Array([0xf0, 0x9f]), new Uint8Array([0x98, 0x80, 0x41])]).pipeThrough(new TextDecoderStream())) decoded.push(s); console.log(decoded);
  const tds = new TextDecoderStream('utf-16le', { fatal: false }); console.log(tds.encoding, tds.fatal, tds.ignoreBOM, new TextEncoderStream().encoding);
  const notBytes = ReadableStream.from(['str']).pipeThrough(new TextDecoderStream()); await notBytes.getReader().read().catch((e) => show(e));
  const agen = async function* () { yield 1; yield 2; }; const fromAsync = []; for await (const x of ReadableStream.from(agen())) fromAsync.push(x); console.log(fromAsync);
  try { ReadableStream.from(5); } catch (e) { show(e); }
  const q = new CountQueuingStrategy({ highWaterMark: 4 }); const bq = new ByteLengthQueuingStrategy({ highWaterMark: 8 }); console.log(q.highWaterMark, q.size(), bq.highWaterMark, bq.size(new Uint8Array(3)));
  const r = new ReadableStream({ start(c) { c.enqueue(1); c.close(); } }); const direct = new ReadableStreamDefaultReader(r); console.log(r.locked, await direct.read());
  try { new ReadableStreamDefaultReader(r); } catch (e) { show(e); }
};
pipes().then(edges);
