process.exitCode = 3;
setTimeout(() => console.log('done'), 1);
