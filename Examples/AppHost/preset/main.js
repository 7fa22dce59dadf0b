// The app's bundle as shipped with it (the preset a bundle manager falls back on).
const { AppRegistry, NativeModules } = require('react-native');

AppRegistry.registerComponent('F8v2', () => (props, { rootTag }) => {
  console.log(`F8 (preset bundle): ${props.screen} for day ${props.day}, root ${rootTag}`);
  // Started well: an update that got this far is kept (CodePush's notifyAppReady).
  if (NativeModules.BundleUpdates) NativeModules.BundleUpdates.notifyAppReady();
});
