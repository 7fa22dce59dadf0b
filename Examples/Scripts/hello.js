// bridge-run Examples/Scripts/hello.js [name]
const name = process.argv[2] || 'world';
console.log(`Hello, ${name}!`);

const { NativeModules } = require('react-native');
const { PlatformConstants, FileSystem } = NativeModules;
console.log('platform:', { OS: PlatformConstants.OS, bridgeVersion: PlatformConstants.bridgeVersion });

setTimeout(async () => {
  const exists = await FileSystem.exists('Examples/Scripts/hello.js');
  console.log('this script exists on disk:', exists);
  try {
    await FileSystem.readFile('no/such/file.txt');
  } catch (error) {
    console.log(`readFile rejected: ${error.code}`);
  }
}, 10);
