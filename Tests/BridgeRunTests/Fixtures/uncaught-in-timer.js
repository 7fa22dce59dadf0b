setTimeout(function tick() { undefinedFunction(); }, 1);
setTimeout(() => console.log('never'), 50);
