// The stream classes' shapes as node has them: no own properties, node's errors for a receiver
// that is not one, a reader's release (its waiting reads and its closed promise), the text
// streams beside TransformStream (not subclasses), the queuing strategies' checks and sizes.
{
const show = (l, o) => console.log(l, Object.getOwnPropertyNames(o), Object.keys(o));
show('reader', new ReadableStream().getReader());
show('tds', new TextDecoderStream());
show('tes', new TextEncoderStream());
show('cqs', new CountQueuingStrategy({ highWaterMark: 2 }));
show('blqs', new ByteLengthQueuingStrategy({ highWaterMark: 2 }));
show('ws', new WritableStream());
show('ts', new TransformStream());
show('rs', new ReadableStream());
show('writer', new WritableStream().getWriter());
show('ac', new AbortController());
show('ev', new Event('x'));
show('blob', new Blob([]));
show('resp', new Response(''));
show('fd', new FormData());
show('te', new TextEncoder());
show('td', new TextDecoder());
}
{
const tryit = (l, f) => { try { const v = f(); if (v && typeof v.then === 'function') v.then((x) => console.log(l, 'resolved', x), (e) => console.log(l, 'rejected', e.name, e.code, e.message)); else console.log(l, v); } catch (e) { console.log(l, e.name, e.code, e.message); } };
const P = ReadableStreamDefaultReader.prototype;
tryit('read', () => P.read.call({}));
tryit('cancel', () => P.cancel.call({}));
tryit('release', () => P.releaseLock.call({}));
tryit('closed', () => Object.getOwnPropertyDescriptor(P, 'closed').get.call({}));
tryit('names', () => Object.getOwnPropertyNames(P).join());
tryit('cqs', () => Object.getOwnPropertyDescriptor(CountQueuingStrategy.prototype, 'highWaterMark').get.call({}));
tryit('cqs size', () => Object.getOwnPropertyDescriptor(CountQueuingStrategy.prototype, 'size').get.call({}));
tryit('cqs names', () => Object.getOwnPropertyNames(CountQueuingStrategy.prototype).join());
tryit('show', () => [new CountQueuingStrategy({ highWaterMark: 2 }), new ByteLengthQueuingStrategy({ highWaterMark: 3 })]);
tryit('tds', () => Object.getOwnPropertyDescriptor(TextDecoderStream.prototype, 'encoding').get.call({}));
tryit('tds names', () => Object.getOwnPropertyNames(TextDecoderStream.prototype).join());
}
{
const rs = new ReadableStream({ start(c) { c.enqueue('a'); } });
const r = rs.getReader();
r.read().then((v) => console.log('read', v));
const closedBefore = r.closed;
r.releaseLock();
closedBefore.then(() => console.log('closed resolved'), (e) => console.log('closed rejected', e.name, e.code, e.message));
r.closed.then(() => console.log('closed2 resolved'), (e) => console.log('closed2 rejected', e.name, e.code, e.message));
r.cancel().then(() => console.log('cancel resolved'), (e) => console.log('cancel rejected', e.name, e.code, e.message));
r.read().then(() => console.log('read resolved'), (e) => console.log('read rejected', e.name, e.code, e.message));
console.log(rs.locked);
const r2 = rs.getReader(); r2.read().then((v) => console.log('r2', v));
}
{
const rs = new ReadableStream();
const r = rs.getReader();
r.read().then((v) => console.log('read', v), (e) => console.log('pending read rejected', e.name, e.code, e.message));
r.releaseLock();
const rs2 = new ReadableStream({ start(c) { c.close(); } });
const q = rs2.getReader();
q.closed.then(() => console.log('q closed resolved'));
setTimeout(() => { q.releaseLock(); q.closed.then(() => console.log('q closed after release resolved'), (e) => console.log('q closed after release rejected', e.message)); }, 10);
}
{
const d = new TextDecoderStream(), e = new TextEncoderStream();
console.log(d instanceof TransformStream, e instanceof TransformStream, Object.getOwnPropertyNames(TextEncoderStream.prototype).join());
console.log(d); console.log(e);
console.log(Object.prototype.toString.call(d), Object.prototype.toString.call(e), Object.prototype.toString.call(new CountQueuingStrategy({highWaterMark: 1})));
try { Object.getOwnPropertyDescriptor(TextEncoderStream.prototype, 'readable').get.call({}); } catch (x) { console.log(x.code, x.message); }
try { Object.getOwnPropertyDescriptor(TextEncoderStream.prototype, 'encoding').get.call({}); } catch (x) { console.log(x.code, x.message); }
console.log(new CountQueuingStrategy({ highWaterMark: 2 }).size(5), new ByteLengthQueuingStrategy({ highWaterMark: 2 }).size(new Uint8Array(3)));
try { new CountQueuingStrategy(); } catch (x) { console.log(x.code, x.message); }
try { new CountQueuingStrategy({}); } catch (x) { console.log(x.code, x.message); }
console.log(new CountQueuingStrategy({ highWaterMark: '3' }).highWaterMark);
}
{
const c = new CountQueuingStrategy({ highWaterMark: 1 }), b = new ByteLengthQueuingStrategy({ highWaterMark: 1 });
console.log(c.size === c.size, c.size === new CountQueuingStrategy({ highWaterMark: 2 }).size, c.size.name, b.size.name, c.size.length, b.size.length);
try { new ByteLengthQueuingStrategy(5); } catch (x) { console.log(x.code, x.message); }
try { new ByteLengthQueuingStrategy(null); } catch (x) { console.log(x.code, x.message); }
try { new ByteLengthQueuingStrategy({ highWaterMark: undefined }); } catch (x) { console.log(x.code, x.message); }
console.log(new ByteLengthQueuingStrategy({ highWaterMark: 'x' }).highWaterMark, Object.prototype.toString.call(b));
try { b.size(5); } catch (x) { console.log(x.name, x.message); }
console.log(b.size({ byteLength: 7 }), c.size());
try { new TextDecoderStream('nope'); } catch (x) { console.log(x.code, x.message); }
}
