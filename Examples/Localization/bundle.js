// A React Native screen's data layer, unchanged: it imports NativeModules from 'react-native'.
const { NativeModules } = require('react-native');
const { Localization } = NativeModules;

console.log(`locale: ${Localization.locale} (of ${Localization.availableLocales.join(', ')})`);

Localization.localize('greeting', ['Ada'])
  .then(text => console.log(text))
  .then(() => Localization.localize('unread', ['Ada', '3']))
  .then(text => console.log(text))
  .then(() => Localization.localize('farewell', []))
  .then(text => console.log('unexpected:', text))
  .catch(error => console.log(`rejected: ${error.code}: ${error.message}`));
