// The Encoding Standard's labels as node reads them: every label of UTF-8, UTF-16 and
// windows-1252, ASCII whitespace stripped (and no other space), letters in any case; and what
// encodeInto takes (a string, into a Uint8Array).
const labels = ['unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'utf-8', 'utf8', 'x-unicode20utf8', 'unicodefffe', 'utf-16be',
  'csunicode', 'iso-10646-ucs-2', 'ucs-2', 'unicode', 'unicodefeff', 'utf-16', 'utf-16le', 'ansi_x3.4-1968', 'ascii', 'cp1252', 'cp819',
  'csisolatin1', 'ibm819', 'iso-8859-1', 'iso-ir-100', 'iso8859-1', 'iso88591', 'iso_8859-1', 'iso_8859-1:1987', 'l1', 'latin1',
  'us-ascii', 'windows-1252', 'x-cp1252', ' utf-8\t', '\n\f\rUTF-8 ', 'Latin1', '\u00a0utf-8', 'utf-8\u2028', 'utf\u00ad8', 'constructor',
  '__proto__', 'toString', 'utf-7', ''];
for (const label of labels) {
  try {
    console.log(JSON.stringify(label), new TextDecoder(label).encoding);
  } catch (e) {
    console.log(JSON.stringify(label), e.name, e.code);
  }
}
console.log(new TextDecoder(' cp1252 ').decode(new Uint8Array([0x80, 0xe9])), new TextDecoder('ucs-2').decode(new Uint8Array([0x41, 0])));
const encoder = new TextEncoder();
for (const destination of [new Uint16Array(4), new Int8Array(4), new DataView(new ArrayBuffer(4)), new ArrayBuffer(4), Buffer.alloc(4),
  new Uint8ClampedArray(4), [], null]) {
  try { console.log(JSON.stringify(encoder.encodeInto('hé', destination))); } catch (e) { console.log(e.name, e.code, e.message); }
}
for (const source of [undefined, 5, { toString: () => 'x' }]) {
  try { encoder.encodeInto(source, new Uint8Array(4)); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(JSON.stringify(encoder.encodeInto('\uD800x', new Uint8Array(8))), JSON.stringify(encoder.encodeInto('😀', new Uint8Array(3))));
