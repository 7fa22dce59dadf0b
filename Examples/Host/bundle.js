const { NativeModules, DeviceEventEmitter, BatchedBridge } = require('react-native');

var lastTheme = null;
DeviceEventEmitter.addListener('settingsChanged', ({ theme }) => {
  lastTheme = theme;
  NativeModules.Store.set('theme', theme).then(() => console.log(`stored theme ${theme}; ${NativeModules.Store.count()} key(s)`));
});

BatchedBridge.registerCallableModule('Calculator', {
  sum(...numbers) { return numbers.reduce((a, b) => a + b, 0); },
  describe(person) { return `${person.name} writes ${person.languages.join(' and ')}`; },
  divide(a, b) {
    if (b === 0) throw new RangeError('division by zero');
    return a / b;
  },
});

console.log('bundle loaded');
