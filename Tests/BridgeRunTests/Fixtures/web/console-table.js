// console.table's columns as node orders them (integer-like keys first), given columns, and cells.
console.table([1, 'two', { three: 3 }, [4, 5], null]);
console.table([{ b: 1, 2: 'x', a: 2, 1: 'y' }, { c: 3, 0: 'z' }]);
console.table([1, 2, { a: 1 }], ['a']);
console.table({ x: { b: 1 }, y: 5 }, ['b', 'missing']);
console.table([function f() {}, Object.assign(() => {}, { p: 1 })]);
console.table([[1, 2, 3, 4, 5], { long: [1, 2, 3, 4, 5], obj: { a: 1, b: 2, c: 3 } }]);
console.table(new Map([['a', { x: 1 }], [{ k: 1 }, [1, 2, 3, 4]]]));
console.table(new Set([{ a: 1 }, 'str']));
console.table([]); console.table({}); console.table(5); console.table(null); console.table('s');
