// Reloads itself 100 times through DevSettings.reload(), counting in a file (JS state does not
// survive a reload), and reports how much resident memory grew between reload 10 and reload 100.
const { NativeModules } = require('react-native');
const { FileSystem, DevSettings } = NativeModules;
const counter = process.argv[2];
(async () => {
  const n = (await FileSystem.exists(counter)) ? Number(await FileSystem.readFile(counter)) : 0;
  const residentPages = Number((await FileSystem.readFile('/proc/self/statm')).split(' ')[1]);
  globalThis.junk = Array.from({ length: 20000 }, (_, i) => ({ i, s: 'x' + i }));  // a heap per context
  await FileSystem.writeFile(counter, String(n + 1));
  if (n === 10) await FileSystem.writeFile(counter + '.at10', String(residentPages));
  if (n === 100) {
    const grown = residentPages - Number(await FileSystem.readFile(counter + '.at10'));
    console.log(`reloads: ${n}, resident pages grown since reload 10: ${grown}`);
    return;
  }
  DevSettings.reload('again');
})();
