// A Request's signal: made when first asked for, following the one given (through new Request(request) and clone), as node's.
const c = new AbortController();
const r = new Request('http://a.test/', { signal: c.signal });
const r2 = new Request(r);
const r3 = r.clone();
const r4 = new Request('http://a.test/');
const r5 = new Request(r, { signal: null });
console.log(r.signal.aborted, r2.signal.aborted, r3.signal.aborted, r4.signal.aborted, r.signal === r.signal, r.signal !== c.signal, r2.signal !== r.signal);
r.signal.addEventListener('abort', () => console.log('r aborted', r.signal.reason));
c.abort('because');
console.log(r.signal.aborted, r2.signal.aborted, r2.signal.reason, r3.signal.aborted, r3.signal.reason, r4.signal.aborted, r5.signal.aborted);
const pre = AbortSignal.abort('early');
const q = new Request('http://a.test/', { signal: pre });
console.log(q.signal.aborted, q.signal.reason, new Request(q).signal.reason);
try { new Request('http://a.test/', { signal: {} }); } catch (e) { console.log(e.message); }
