// Listener order with prepend and once, events.once with signals and EventTargets, and events.on's iterator, as node's.
const EventEmitter = require('events');
const { once, on } = EventEmitter;
(async () => {
  const e = new EventEmitter();
  const order = [];
  e.on('a', () => order.push(1));
  e.prependListener('a', () => order.push(0));
  e.prependOnceListener('a', () => order.push(-1));
  e.emit('a'); e.emit('a');
  console.log(order, e.listenerCount('a'), e.rawListeners('a').map((f) => f.name));
  // once with args and error
  setTimeout(() => e.emit('b', 1, 2), 1);
  console.log('once', await once(e, 'b'));
  setTimeout(() => e.emit('error', new Error('bad')), 1);
  try { await once(e, 'c'); } catch (err) { console.log('once rejected', err.message, e.listenerCount('c'), e.listenerCount('error')); }
  const ac = new AbortController();
  const p = once(e, 'd', { signal: ac.signal }); ac.abort();
  try { await p; } catch (err) { console.log('abort', err.name, err.code, err.message, e.listenerCount('d')); }
  try { await once(e, 'd', { signal: AbortSignal.abort() }); } catch (err) { console.log('pre-abort', err.name, err.code); }
  try { await once(e, 'd', { signal: 1 }); } catch (err) { console.log('bad signal', err.code, err.message); }
  const et = new EventTarget();
  setTimeout(() => et.dispatchEvent(new Event('t')), 1);
  const [ev] = await once(et, 't'); console.log('et once', ev.type);
  // on iterator
  const it = on(e, 'x');
  e.emit('x', 1); e.emit('x', 2, 3);
  console.log(await it.next(), await it.next());
  setTimeout(() => e.emit('x', 4), 1);
  console.log(await it.next());
  console.log(await it.return(), await it.next(), e.listenerCount('x'), e.listenerCount('error'));
  const it2 = on(e, 'y');
  setTimeout(() => e.emit('error', new Error('iter')), 1);
  try { await it2.next(); } catch (err) { console.log('iter err', err.message); }
  console.log(await it2.next(), e.listenerCount('y'));
  const ac2 = new AbortController();
  const it3 = on(e, 'z', { signal: ac2.signal });
  setTimeout(() => ac2.abort(), 1);
  try { for await (const v of it3) console.log(v); } catch (err) { console.log('iter abort', err.name, err.code, err.message); }
  try { on(e, 'z', { signal: 'x' }); } catch (err) { console.log('bad on signal', err.code); }
  const it4 = on(e, 'q', { close: ['end'] });
  e.emit('q', 'a'); e.emit('end'); e.emit('q', 'b');
  for await (const v of it4) console.log('q', v);
  console.log('q done', e.listenerCount('q'), e.listenerCount('end'));
  const it5 = on(e, 'r');
  const n1 = it5.next(), n2 = it5.next();
  e.emit('r', 9);
  it5.return();
  console.log(await n1, await n2);
  console.log(typeof it5[Symbol.asyncIterator], Object.prototype.toString.call(it5));
  try { it5.throw('notError'); } catch (err) { console.log('throw', err.code); }
  const it6 = on(e, 's');
  it6.throw(new Error('thrown'));
  try { await it6.next(); } catch (err) { console.log('after throw', err.message); }
  console.log(await it6.next());
  // listeners with once wrappers
  const f = () => {};
  e.once('o', f); e.on('o', f);
  console.log(e.listeners('o').length, e.rawListeners('o')[0].listener === f, e.listenerCount('o', f));
  e.off('o', f); console.log(e.rawListeners('o').length, e.rawListeners('o')[0] === f);
  e.on('removeListener', (n, l) => console.log('removed', n, l === f));
  e.once('m', f); e.emit('m');
  e.removeAllListeners();
  console.log(e.eventNames());
})();
