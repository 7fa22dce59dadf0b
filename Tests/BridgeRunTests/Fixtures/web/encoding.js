// TextEncoder, TextDecoder (UTF-8 bad sequences, UTF-16 both ways, streaming), atob/btoa, structuredClone
// and URLSearchParams as node 20 has them, beside node line by line.
const t = (f) => { try { const v = f(); console.log(v); } catch (e) { console.log(e.name + ': ' + e.message, e.code); } };
t(() => new TextDecoder('latin1').encoding); t(() => new TextDecoder('utf-16be').encoding); t(() => new TextDecoder('bogus'));
t(() => new TextDecoder().decode(new Uint8Array([0xe2, 0x82]), { stream: true }));
const d = new TextDecoder(); console.log(JSON.stringify(d.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) + d.decode(new Uint8Array([0xac]))));
t(() => new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([0xff])));
t(() => new TextDecoder().decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])));  t(() => new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])).length);
t(() => new TextDecoder().decode('x')); t(() => new TextDecoder().decode()); t(() => new TextDecoder().decode(null));
t(() => new TextEncoder().encode('\ud800x')); t(() => new TextEncoder().encodeInto('héllo', new Uint8Array(3)));
t(() => new TextEncoder().encoding); t(() => new TextEncoder().encode()); t(() => new TextEncoder().encode(5));
t(() => atob('aGk')); t(() => atob('a')); t(() => atob(' a G k = ')); t(() => btoa('\u0100')); t(() => atob()); t(() => btoa(null)); t(() => atob(undefined));
t(() => structuredClone({ a: new Uint8Array([1]), b: new Set([1]), c: /x/gi, d: 1n, e: new Date(5), f: [, 1], g: new Number(3), h: new String('s') }));
t(() => { const o = { }; o.self = o; const c = structuredClone(o); return c.self === c; });
t(() => structuredClone()); t(() => structuredClone(1, { transfer: 5 }));
const sp = new URLSearchParams('a=1&b=2&a=3'); sp.sort(); console.log(sp.toString(), sp.size, [...sp.keys()]); sp.delete('a', '3'); console.log(sp.toString(), sp.has('a', '1'));
t(() => new URLSearchParams([['a']])); t(() => new URLSearchParams({ a: 'x y', 'é': '&' }).toString()); t(() => new URLSearchParams('?x=%zz&y=+').get('x'));
console.log(new URL('http://a/b?c#d').searchParams, sp, new URLSearchParams());
const cases = [[0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80], [0xff, 0x61], [0xe2, 0x82], [0xe2, 0x28, 0xa1], [0xf0, 0x80, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80], [0xe0, 0x80, 0x41]];
for (const c of cases) console.log(JSON.stringify(new TextDecoder().decode(new Uint8Array(c))));
for (const t of ['a\u00e9\u20ac\ud83d\ude00', '\ud800', '\udc00x', 'x\ud800\ud800']) console.log(Array.from(new TextEncoder().encode(t)).join(','));
const big = 'é'.repeat(10000) + '😀'.repeat(5000); console.log(new TextDecoder().decode(new TextEncoder().encode(big)) === big);
t(() => new TextDecoder('utf-16be').decode(new Uint8Array([0xfe, 0xff, 0, 0x41, 0xd8, 0x3d, 0xde, 0, 0x42])));
t(() => new TextDecoder('utf-16le').decode(new Uint8Array([0xff, 0xfe, 0x41, 0, 0x3d, 0xd8, 0, 0xde])));
const be = new TextDecoder('utf-16be'); console.log(JSON.stringify(be.decode(new Uint8Array([0, 0x41, 0]), { stream: true }) + be.decode(new Uint8Array([0x42]))));
const whole = new Uint8Array(200000).fill(0x41); whole[100000] = 0xe2; whole[100001] = 0x82; whole[100002] = 0xac;
const decoded = new TextDecoder().decode(whole); console.log(decoded.length, decoded.charCodeAt(100000), new TextDecoder('latin1').decode(whole).length);
console.log(new TextEncoder().encode(decoded).length, new TextEncoder().encode('a'.repeat(70000) + '\u00e9').length);
t(() => structuredClone(new Error('e', { cause: 1 })).cause);
for (const s of ['', 'a', 'ab', 'abc', 'abcd', 'ab=', 'ab==', 'ab===', 'a=b', 'abc=', 'ab c=', ' ab\tc\n=', 'abcde', '====', 'a*b', '\u0100', 'YQ', 'YQ=', 'YQ==x', '//8=', '+/+/'])
  try { console.log(JSON.stringify(s), JSON.stringify(atob(s))); } catch (e) { console.log(JSON.stringify(s), e.name, e.message); }
console.log(atob(btoa('x'.repeat(100000))).length);
