// EventTarget, Event, CustomEvent, AbortSignal and DOMException as node 20 makes and checks
// them (handlers in their place among listeners, argument errors), beside node line by line.
const t = (f) => { try { const v = f(); console.log(v); } catch (e) { console.log(e.name + ': ' + e.message, e.code); } };
const shown = (event) => ({ type: event.type, cancelable: event.cancelable, defaultPrevented: event.defaultPrevented });
(async () => {
  const et = new EventTarget();
  const seen = [];
  const h = (e) => seen.push(e.type, e.eventPhase, e.target === et, e.currentTarget === et, e.isTrusted, e.defaultPrevented);
  et.addEventListener('x', h); et.addEventListener('x', h); et.addEventListener('x', { handleEvent(e) { seen.push('obj', this !== et); } });
  et.addEventListener('x', (e) => e.preventDefault(), { once: true });
  console.log(et.dispatchEvent(new Event('x', { cancelable: true })), seen, et.dispatchEvent(new Event('x', { cancelable: true })));
  et.onx = () => console.log('not a handler of a plain EventTarget'); et.dispatchEvent(new Event('x'));
  const e = new Event('y');
  console.log(shown(e), e.timeStamp > 0, e.composedPath(), Object.keys(e), e.bubbles, e.composed, e.returnValue, e.cancelBubble, e.srcElement);
  e.stopPropagation(); console.log(e.cancelBubble);
  t(() => new Event()); t(() => shown(new Event('a', 5))); t(() => shown(new Event('a', null))); t(() => et.addEventListener('a'));
  t(() => et.addEventListener('a', 5)); t(() => et.addEventListener('a', null)); t(() => et.dispatchEvent(e)); t(() => et.dispatchEvent({ type: 'x' }));
  t(() => EventTarget.prototype.addEventListener.call({}, 'a', () => {})); t(() => EventTarget.prototype.dispatchEvent.call(5, e));
  const ce = new CustomEvent('c', { detail: { a: 1 } }); console.log(ce.detail, ce instanceof Event, new CustomEvent('d').detail, shown(ce));
  t(() => new CustomEvent());

  const order = [];
  const ac = new AbortController(); const s = ac.signal;
  s.onabort = (ev) => order.push('onabort ' + ev.type + ' ' + ev.constructor.name); s.addEventListener('abort', () => order.push('listener'));
  s.onabort = () => order.push('replaced, in its place');
  const later = new AbortController(); later.signal.addEventListener('abort', () => order.push('first')); later.signal.onabort = () => order.push('second');
  later.signal.onabort = 5; console.log(later.signal.onabort);
  ac.abort(); ac.abort('again'); later.abort();
  console.log(order, s.reason instanceof DOMException, s.reason.name, s, s.onabort === null);
  const ts = AbortSignal.timeout(10); await new Promise((r) => setTimeout(r, 30)); console.log(ts.aborted, ts.reason.name, ts.reason.message, ts.reason.code);
  t(() => AbortSignal.timeout(-1)); t(() => AbortSignal.timeout(1.5)); t(() => AbortSignal.timeout('x')); t(() => AbortSignal.timeout(2 ** 32));
  t(() => new AbortSignal()); t(() => AbortSignal.any(5)); t(() => AbortSignal.any([5])); t(() => AbortSignal.any(new Set()));
  const any = AbortSignal.any([new AbortController().signal, AbortSignal.abort('why')]); console.log(any.aborted, any.reason);
  const d = new DOMException('m', 'NotFoundError'); console.log(d.name, d.code, d.message, d instanceof Error, String(d), Object.keys(d), DOMException.NOT_FOUND_ERR);
  const d2 = new DOMException('m', { name: 'DataCloneError', cause: 1 }); console.log(d2.name, d2.code, d2.cause, Object.prototype.toString.call(d2));
  const ee = new EventTarget(); ee.addEventListener('q', () => { throw new Error('in listener'); }); ee.addEventListener('q', () => console.log('next listener'));
  process.on('uncaughtException', (err) => console.log('uncaught', err.message));
  ee.dispatchEvent(new Event('q')); console.log('after dispatch');
  const again = new EventTarget(); again.addEventListener('r', (ev) => again.dispatchEvent(ev)); again.dispatchEvent(new Event('r'));
  console.log('after a recursive dispatch');
})();
