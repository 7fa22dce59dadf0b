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

// Brand checks: node's errors for a signal or controller that is not one, and a signal member that is not an AbortSignal.
{
  const s = Object.create(AbortSignal.prototype);
  for (const f of [() => s.aborted, () => s.reason, () => s.throwIfAborted(), () => AbortSignal.prototype.throwIfAborted.call({})]) { try { f(); console.log('ok') } catch (e) { console.log(e.name, e.message, e.code) } }
  const c = Object.create(AbortController.prototype);
  for (const f of [() => c.signal, () => c.abort()]) { try { f(); console.log('ok') } catch (e) { console.log(e.name, e.message, e.code) } }
  const real = new AbortController();
  console.log(Object.getOwnPropertyNames(real), Object.keys(real.signal), JSON.stringify(real), real.signal.aborted);
  real.abort(); console.log(real.signal.aborted, real.signal.reason.name);
  try { real.signal.throwIfAborted(); } catch (e) { console.log('threw', e.name); }
  console.log(real, real.signal);
  for (const [name, make] of [['created', () => Object.create(AbortSignal.prototype)], ['duck', () => ({ aborted: false, addEventListener() {} })], ['string', () => 'x'], ['event target', () => new EventTarget()]]) {
    try { const r = new Request('http://a/', { signal: make() }); console.log(name, 'made', r.signal.aborted); } catch (e) { console.log(name, e.name, e.message, e.code); }
  }
}
