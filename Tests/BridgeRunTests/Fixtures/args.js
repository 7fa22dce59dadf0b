console.log(JSON.stringify(process.argv.slice(2)));
console.log(process.argv.length, process.env.BRIDGE_TEST_VALUE);
setTimeout(() => process.exit(7), 5);
setTimeout(() => console.log('never'), 100);
