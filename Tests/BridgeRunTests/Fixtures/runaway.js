console.log('spinning');
setTimeout(() => { for (;;) {} }, 1);
