const { NativeModules } = require('react-native');
const { FileSystem, PlatformConstants, ExceptionsManager } = NativeModules;
const path = process.argv[2];
(async () => {
  console.log(PlatformConstants.OS, PlatformConstants.getConstants().OS, typeof PlatformConstants.Version);
  console.log('exists before', await FileSystem.exists(path));
  await FileSystem.writeFile(path, 'héllo\nworld');
  console.log('exists after', await FileSystem.exists(path));
  console.log(JSON.stringify(await FileSystem.readFile(path)));
  try { await FileSystem.readFile(path + '.missing'); } catch (e) { console.log(e.code, e.message.includes(path + '.missing')); }
  ExceptionsManager.reportSoftException('soft problem', [{ methodName: 'f', file: 'x.js', lineNumber: 3, column: 4 }], 1);
})();
