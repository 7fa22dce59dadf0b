// The Encoding Standard's labels as node reads them: every label of UTF-8, UTF-16 and
// windows-1252, ASCII whitespace stripped (and no other space), letters in any case.
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
