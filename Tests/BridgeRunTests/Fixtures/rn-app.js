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
JSTimers.callTimers = function (ids) { batches.push([...ids]); return original.call(this, ids); };

// Each timer's target as JS gave it to native: its scheduling time plus its duration. (A loaded
// machine can stall JS between two setTimeout calls, so the targets, not the durations, say
// which order is right.)
const targets = new Map();
const createTimer = NativeModules.Timing.createTimer;
NativeModules.Timing.createTimer = function (id, duration, jsSchedulingTime, repeats) {
  targets.set(id, jsSchedulingTime + duration);
  return createTimer.call(this, id, duration, jsSchedulingTime, repeats);
};
const order = [];
const labels = new Map();
const busy = (ms) => { const end = Date.now() + ms; while (Date.now() < end); };
for (const [label, ms] of [['a', 20], ['b', 0], ['c', 10], ['d', 5]]) {
  const id = setTimeout(() => order.push(id), ms);
  labels.set(id, `${label} (${ms} ms)`);
}
busy(40);
/** The timers by target time, the one made first first among equals. */
const byTarget = (ids) => [...ids].sort((x, y) => targets.get(x) - targets.get(y) || x - y);

NativeModules.FileSystem.exists('/').then((exists) => {
  log('promise', exists);
  setTimeout(() => {
    const [first, ...overdue] = order;
    log('first timer', labels.get(first));
    log('overdue timers', overdue.length, 'by target time', overdue.join() === byTarget(overdue).join());
    // How many of the four came in each call (the timer logging this may share the last one,
    // when a loaded machine wakes late).
    log('callTimers batches', batches.map((ids) => ids.filter((id) => labels.has(id)).length).filter((n) => n > 0).join(' '));
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
