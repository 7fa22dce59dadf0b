// node's Buffer: encodings, numbers of each size and order, slices sharing memory, searching,
// copying, filling and node's errors, beside node line by line.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.name, e.code, e.message); } };
const b = Buffer.from('héllo wörld');
console.log(b, [b], { b }, Buffer.alloc(60), Buffer.from([]), b.length, b.toString(), b.toString('hex'), b.toString('base64'), b.toString('base64url'), b.toString('latin1'), b.toString('ascii'), b.toString('utf16le').length);
for (const enc of ['utf8', 'hex', 'base64', 'base64url', 'latin1', 'binary', 'ascii', 'utf16le', 'ucs2', 'UTF-8']) console.log(enc, Buffer.from('aGk=', enc), Buffer.byteLength('aGk=', enc), Buffer.isEncoding(enc));
t(() => Buffer.from(5)); t(() => Buffer.from('x', 'bogus')); t(() => Buffer.from(null)); t(() => Buffer.from({ length: 2, 0: 300, 1: 'a' }));
t(() => Buffer.from(new Uint16Array([258, 3]))); t(() => Buffer.from(new Uint8Array([1, 2, 3]).buffer, 1, 1)); t(() => Buffer.from(new ArrayBuffer(2), 3));
t(() => Buffer.from(Buffer.from('q').toJSON())); t(() => JSON.stringify(Buffer.from('hi'))); t(() => Buffer.from(new String('str')));
t(() => b.readUInt32LE(9)); t(() => b.readUInt8(99)); t(() => b.readUInt8(1.5)); t(() => b.readUInt8('1')); t(() => Buffer.alloc(-1)); t(() => Buffer.alloc('3'));
t(() => b.toString('nope')); t(() => Buffer.alloc(2).writeUInt8(300, 0)); t(() => Buffer.concat([1])); t(() => Buffer.concat('x'));
const n = Buffer.alloc(16);
console.log(n.writeUInt16BE(0x1234, 0), n.writeInt32LE(-5, 2), n.writeDoubleLE(1.5, 6), n.writeInt8(-1, 14), n);
console.log(n.readUInt16BE(0), n.readUInt16LE(0), n.readInt32LE(2), n.readDoubleLE(6), n.readInt8(14), n.readUint8(14), n.readFloatBE(0), n.readBigUInt64LE(0), n.readBigInt64BE(8));
t(() => n.writeBigInt64LE(5, 0)); t(() => n.writeBigInt64LE(-5n, 0)); t(() => n.readBigInt64LE(0));
console.log(Buffer.concat([Buffer.from('a'), Buffer.from('bc'), new Uint8Array([100])]), Buffer.concat([Buffer.from('abc')], 2), Buffer.concat([Buffer.from('a')], 3));
console.log(b.equals(Buffer.from('héllo wörld')), b.compare(Buffer.from('a')), Buffer.compare(Buffer.from('a'), Buffer.from('b')), [Buffer.from('b'), Buffer.from('a')].sort(Buffer.compare));
console.log(b.indexOf('l'), b.lastIndexOf('l'), b.indexOf(0x6f), b.includes('wör'), b.indexOf('zz'), b.indexOf(Buffer.from('ll')), b.indexOf('l', 4), b.indexOf('l', -3), b.indexOf(''));
const s = b.slice(1, 4); s[0] = 65; console.log(b, s, s instanceof Buffer, b.subarray(2) instanceof Buffer, Buffer.isBuffer(s), Buffer.isBuffer(new Uint8Array(1)));
console.log(Buffer.alloc(5, 'ab'), Buffer.alloc(3, 7), Buffer.alloc(4, 'aGk=', 'base64'), Buffer.alloc(2).fill('x'), Buffer.allocUnsafe(3).fill(0));
const w = Buffer.alloc(8); console.log(w.write('hey'), w.write('zz', 6), w.write('abcdef', 5, 2), w.write('ff', 0, 'hex'), w);
const target = Buffer.alloc(6); console.log(Buffer.from('xyz').copy(target, 2), target, Buffer.from('hello').copy(target, 4, 1));
console.log(b.toString('utf8', 1, 3), b.toString(undefined, 20), Buffer.from('ff00zz', 'hex'), Buffer.from('a', 'hex'), Buffer.from('YQ', 'base64'), Buffer.from('-_8', 'base64'), Buffer.from(' Y Q = = ', 'base64'));
console.log(typeof require('buffer').Buffer, require('buffer').Buffer === Buffer, Buffer.poolSize, Object.prototype.toString.call(b), b instanceof Uint8Array);
console.log(Buffer.from('€').toString('ascii'), Buffer.from([0xff, 0xfe, 0x41]).toString(), Buffer.from('\u{1F600}', 'utf16le'), Buffer.from('abc').toJSON(), Buffer.from('abc').map((x) => x + 1));
console.log(Buffer.alloc(100), new TextDecoder().decode(Buffer.from('dec')), Buffer.from(Buffer.from('copy')), String(Buffer.from('str')), `${Buffer.from('tpl')}`);
{
  const b = Buffer.from('hi');
console.log(structuredClone(b), new Blob([b]).size, { a: { b: { c: { d: b } } } }, [[[[b]]]]);
console.log(Object.keys(b), b.length, [...b], Array.isArray(b), b.entries().next(), typeof b.readUInt8);
console.log(Buffer.from('abc').reverse(), Buffer.from('abc').filter((x) => x > 97), Buffer.from('x').byteLength, Buffer.from('ab').at(-1));
console.log('%s', Buffer.from('fmt'), `${[Buffer.from('a')]}`);
}
function Pt() {}
Pt.prototype.toString = function () { return 'pt!'; };
console.log('%s', new Pt(), '%s');
