console.log('hello', { from: 'bridge-run' }, [1, 2]);
console.error('to stderr');
