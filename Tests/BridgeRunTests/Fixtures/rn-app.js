// An app run on rn-js-half.js (after it, in one bundle) against bridge-run's standard modules.
// Each line it prints is one behaviour React Native's native side has; the test compares them.
const { NativeModules, Platform, BatchedBridge } = globalThis.ReactNative;
const log = (...args) => console.log(...args);

log('platform', Platform.OS, typeof Platform.constants.reactNativeVersion.minor, typeof Platform.constants.isTesting);
log('empty module', NativeModules.NoSuchModule === undefined || NativeModules.NoSuchModule === null);

// Every callTimers call native makes, as the lists of IDs it carried.
const JSTimers = BatchedBridge.getCallableModule('JSTimers');
const original = JSTimers.callTimers;
const batches = [];
JSTimers.callTimers = function (ids) { batches.push(ids.length); return original.call(this, ids); };

const order = [];
const busy = (ms) => { const end = Date.now() + ms; while (Date.now() < end); };
setTimeout(() => order.push('a (20 ms)'), 20);
setTimeout(() => order.push('b (0 ms)'), 0);
setTimeout(() => order.push('c (10 ms)'), 10);
setTimeout(() => order.push('d (5 ms)'), 5);
busy(40);

NativeModules.FileSystem.exists('/').then((exists) => {
  log('promise', exists);
  setTimeout(() => {
    log('timer order', order.join(', '));
    log('callTimers batches', batches.join(' '));
    const start = Date.now();
    requestIdleCallback((deadline) => {
      log('idle callback', typeof deadline.timeRemaining(), deadline.didTimeout, Date.now() - start < 1000);
      let ticks = 0;
      const interval = setInterval(() => {
        if (++ticks === 3) {
          clearInterval(interval);
          log('interval ticks', ticks);
        }
      }, 1);
    });
  }, 30);
});
