// node's `events` module: EventEmitter as node keeps and shows it, its errors and the module's own functions.
const EventEmitter = require('events');
const e = new EventEmitter();
e.on('x', () => {});
e.once('y', function named() {});
console.log(new EventEmitter());
console.log(e);
class Foo extends EventEmitter {}
console.log(new Foo());
// (node's `addAbortListener` and `EventEmitterAsyncResource` are not provided.)
const provided = Object.keys(require('events')).filter((k) => !['addAbortListener', 'EventEmitterAsyncResource'].includes(k));
console.log(provided, EventEmitter === require('events').EventEmitter, typeof EventEmitter.once, EventEmitter.defaultMaxListeners);
console.log(Object.getOwnPropertyNames(EventEmitter.prototype));
console.log(process instanceof EventEmitter, Object.keys(e), require('node:events') === EventEmitter);
try { e.emit('error', 'str'); } catch (x) { console.log(x.code, x.message, x.context); }
try { e.emit('error'); } catch (x) { console.log(x.code, x.message, x.context); }
try { e.emit('error', new Error('boom')); } catch (x) { console.log(x.message); }
try { e.setMaxListeners(-1); } catch (x) { console.log(x.code, x.message); }
try { e.setMaxListeners('3'); } catch (x) { console.log(x.code, x.message); }
try { e.on('z', 5); } catch (x) { console.log(x.code, x.message); }
const log = [];
const f = new EventEmitter();
f.on('newListener', (n, l) => log.push('new ' + String(n) + ' ' + l.name));
f.on('removeListener', (n, l) => log.push('removed ' + String(n) + ' ' + l.name));
function a() { log.push('a'); } function b(x) { log.push('b' + x); }
f.on('ev', a); f.prependListener('ev', b); f.once('ev', function c() { log.push('c'); }); f.prependOnceListener('ev', function d() { log.push('d'); });
console.log(f.listenerCount('ev'), f.listeners('ev').map((l) => l.name), f.rawListeners('ev').map((l) => l.name), f.eventNames());
console.log(f.emit('ev', 1), f.emit('ev', 2), f.emit('none'));
f.off('ev', a); f.removeAllListeners('ev'); f.removeAllListeners();
console.log(log.join(', '), f.eventNames(), f.listenerCount('ev', a));
const g = new EventEmitter(); g.setMaxListeners(1); g.on('m', a); g.on('m', b); console.log(g.getMaxListeners(), g.listenerCount('m'));
EventEmitter.once(g, 'done').then((args) => console.log('once resolved', args));
g.emit('done', 1, 2);
EventEmitter.once(g, 'never').catch((err) => console.log('once rejected', err.message));
g.emit('error', new Error('oops'));
const sym = Symbol('s'); g.on(sym, a); console.log(g.eventNames(), g.listenerCount(sym));
const mon = new EventEmitter(); mon.on(EventEmitter.errorMonitor, (err) => console.log('monitor', err.message)); try { mon.emit('error', new Error('m')); } catch (x) { console.log('thrown', x.message); }
console.log(new EventEmitter().on('x', a) instanceof EventEmitter, EventEmitter.listenerCount(g, 'm'), EventEmitter.getEventListeners(g, 'm').length);
console.log(process.listenerCount('exit'), typeof process.on('exit', () => console.log('exit fired')).emit);
// `process` is one, of a class named `process`, tagged so.
const processClass = Object.getPrototypeOf(process);
console.log(processClass.constructor.name, Object.prototype.toString.call(process), Object.getPrototypeOf(processClass) === EventEmitter.prototype, Object.getOwnPropertyNames(processClass));
console.log(Object.getOwnPropertySymbols(process).map(String), String(process));
// `on`: an async iterator of an emitter's events.
const { on } = require('events');
(async () => {
  const ee = new EventEmitter();
  setTimeout(() => { ee.emit('foo', 'a', 1); ee.emit('foo', 'b', 2); ee.emit('bar'); ee.emit('foo', 'c', 3); }, 1);
  let n = 0;
  for await (const args of on(ee, 'foo')) { console.log('got', args); if (++n === 3) break; }
  console.log('after break', ee.listenerCount('foo'), ee.listenerCount('error'));
  const e2 = new EventEmitter();
  setTimeout(() => { e2.emit('x', 1); e2.emit('error', new Error('bad')); }, 1);
  try { for await (const [v] of on(e2, 'x')) console.log('x', v); } catch (err) { console.log('caught', err.message, e2.listenerCount('x')); }
  const e3 = new EventEmitter();
  setTimeout(() => { e3.emit('d', 1); e3.emit('end'); e3.emit('d', 2); }, 1);
  for await (const [v] of on(e3, 'd', { close: ['end'] })) console.log('d', v);
  console.log('closed', e3.listenerCount('d'), e3.listenerCount('end'));
  const it = on(new EventEmitter(), 'z');
  console.log(typeof it.next, typeof it[Symbol.asyncIterator], it[Symbol.asyncIterator]() === it, Object.prototype.toString.call(it));
  console.log(await it.return(), await it.next());
  const ac = new AbortController();
  const e4 = new EventEmitter();
  setTimeout(() => ac.abort(), 1);
  try { for await (const v of on(e4, 'q', { signal: ac.signal })) console.log(v); } catch (err) { console.log('aborted', err.name, err.code); }
})();
