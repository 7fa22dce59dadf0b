// An EventEmitter's captureRejections: a listener's rejected promise reaches 'error' or Symbol.for('nodejs.rejection'), as node's.
const EventEmitter = require('events');
const e = new EventEmitter({ captureRejections: true });
e.on('x', async () => { throw new Error('boom'); });
e.on('error', (err) => console.log('error event:', err.message));
e.emit('x');
const f = new EventEmitter({ captureRejections: true });
f[Symbol.for('nodejs.rejection')] = (err, type, ...args) => console.log('rejection:', err.message, type, args);
f.on('y', async (a, b) => { throw new Error('bang'); });
f.emit('y', 1, 2);
console.log(EventEmitter.captureRejections, typeof Object.getOwnPropertyDescriptor(EventEmitter, 'captureRejections').get);
try { new EventEmitter({ captureRejections: 'yes' }); } catch (err) { console.log(err.code, err.message); }
try { EventEmitter.captureRejections = 1; } catch (err) { console.log(err.code, err.message); }
EventEmitter.captureRejections = true;
const g = new EventEmitter();
g.on('z', () => Promise.reject(new Error('global')));
g.on('error', (err) => console.log('g error:', err.message));
g.emit('z');
EventEmitter.captureRejections = false;
const h = new EventEmitter({ captureRejections: true });
h.once('w', async () => { throw new Error('once'); });
h.on('error', (err) => console.log('h error:', err.message));
h.emit('w');
setTimeout(() => console.log('end'), 20);
