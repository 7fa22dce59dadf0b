const { NativeModules, NativeEventEmitter } = require('react-native');

const emitter = new NativeEventEmitter(NativeModules.Ticker);
console.log(`listening every ${NativeModules.Ticker.intervalMilliseconds} ms`);
const subscription = emitter.addListener('tick', ({ count }) => {
  console.log(`tick ${count}`);
  if (count === 3) {
    subscription.remove();
    console.log('unsubscribed');
  }
});
