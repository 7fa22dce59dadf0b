// React Native's JS timers talk to the native Timing module and fire through JSTimers.callTimers.
const { NativeModules, BatchedBridge } = require('react-native');
let ticks = 0;
BatchedBridge.registerCallableModule('JSTimers', {
  callTimers(ids) {
    for (const id of ids) {
      if (id === 2) ticks++;
      if (id === 1) {
        NativeModules.Timing.deleteTimer(2);
        console.log('one-shot fired after', ticks >= 3 ? 'several' : ticks, 'interval ticks');
      }
    }
  },
});
// The one-shot is due after about 15 of the interval's ticks (one a frame); three are enough,
// however late a loaded machine wakes.
NativeModules.Timing.createTimer(1, 250, Date.now(), false);
NativeModules.Timing.createTimer(2, 5, Date.now(), true);
