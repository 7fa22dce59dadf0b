// UTF-16 decoding as the Encoding Standard (and node) has it: lone surrogates and an odd last byte are errors, fatal or replaced; streams keep a split pair.
const cases = [[0x61, 0], [0x61], [0x00, 0xd8], [0x00, 0xdc, 0x61, 0], [0x3d, 0xd8, 0x00, 0xde], [0x3d, 0xd8, 0x61, 0], [0xff, 0xfe, 0x61, 0]];
for (const enc of ['utf-16le', 'utf-16be']) for (const fatal of [false, true]) for (const c of cases) {
  const bytes = enc === 'utf-16be' ? c.map((_, i) => c[i ^ 1] ?? 0).slice(0, c.length) : c;
  try { console.log(enc, fatal, JSON.stringify(new TextDecoder(enc, { fatal }).decode(new Uint8Array(bytes)))); } catch (e) { console.log(enc, fatal, e.name, e.code, e.message); }
}
const d = new TextDecoder('utf-16le', { fatal: true });
console.log(JSON.stringify(d.decode(new Uint8Array([0x3d, 0xd8]), { stream: true })), JSON.stringify(d.decode(new Uint8Array([0x00, 0xde]))));
const d2 = new TextDecoder('utf-16le');
console.log(JSON.stringify(d2.decode(new Uint8Array([0x3d]), { stream: true })), JSON.stringify(d2.decode(new Uint8Array([0xd8, 0x00]), { stream: true })), JSON.stringify(d2.decode(new Uint8Array([0xde]))));
console.log(JSON.stringify(d2.decode(new Uint8Array([0x3d, 0xd8]), { stream: true })), JSON.stringify(d2.decode()));
