// Calls a module declared with macros (Greeter) and one written with the builder (Farewell):
// JS cannot tell them apart.
const { NativeModules, NativeEventEmitter } = require('react-native');
const { Greeter, Farewell } = NativeModules;

async function main() {
  const subscription = new NativeEventEmitter(Greeter).addListener('greeted', name => console.log(`(greeted ${name})`));
  console.log(await Greeter.greet('Ada'));
  console.log(await Greeter.greet('Grace'));
  console.log(`${Greeter.greeting} / ${Farewell.parting}: ${Greeter.shout('hi')} ${Farewell.whisper('BYE')}`);
  console.log(`everyone: ${(await Greeter.everyone()).join(', ')}`);
  console.log(await Farewell.bid('Ada'));
  try {
    await Greeter.greet('');
  } catch (error) {
    console.log(`${error.code}: ${error.message}`);
  }
  subscription.remove();
}
main();
