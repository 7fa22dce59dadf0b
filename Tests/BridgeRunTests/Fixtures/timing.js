// React Native's JS timers talk to the native Timing module and fire through JSTimers.callTimers.
// The interval makes the one-shot on its third tick, so what is printed does not depend on how
// late a loaded machine wakes.
const { NativeModules, BatchedBridge } = require('react-native');
let ticks = 0;
BatchedBridge.registerCallableModule('JSTimers', {
  callTimers(ids) {
    for (const id of ids) {
      // deleteTimer is fire-and-forget: a tick already due when it arrives is ignored.
      if (id === 2 && ticks < 3 && ++ticks === 3) {
        NativeModules.Timing.deleteTimer(2);
        NativeModules.Timing.createTimer(1, 20, Date.now(), false);
      }
      if (id === 1) console.log('the interval ticked', ticks, 'times, then the one-shot fired');
    }
  },
});
NativeModules.Timing.createTimer(2, 5, Date.now(), true);
