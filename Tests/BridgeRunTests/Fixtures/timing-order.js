// Timers JS made in the same millisecond with the same duration fire in the order they were
// made, however far apart native code received them (here: a native round trip between each).
const { NativeModules, BatchedBridge } = require('react-native');
const fired = [];
const count = 60;
BatchedBridge.registerCallableModule('JSTimers', {
  callTimers(ids) {
    fired.push(...ids);
    if (fired.length === count) console.log(fired.every((id, i) => id === i + 1) ? 'in order' : 'out of order: ' + fired.join(','));
  },
});
const scheduledAt = Date.now();
(async () => {
  for (let id = 1; id <= count; id++) {
    NativeModules.Timing.createTimer(id, 30, scheduledAt, false);
    await NativeModules.FileSystem.exists('/');
  }
})();
