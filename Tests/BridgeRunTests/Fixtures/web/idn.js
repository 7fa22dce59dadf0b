// Hosts outside ASCII, and node's punycode module, as node has them.
const hosts = ['Bücher.EXAMPLE', 'faß.de', '日本.jp', 'ＥＸＡＭＰＬＥ.com', 'пример.рф', '例え。jp', '💩.la',
  'xn--bcher-kva.example', 'a.b\u200Cc.de', 'b%C3%BCcher.de', 'ÄÖÜ.at:8080', 'straße.de.', 'ü..de'];
for (const h of hosts) {
  try {
    const url = new URL('https://' + h + '/päth?q=ä#ü');
    console.log(JSON.stringify(h), url.href, url.host, url.hostname, url.origin);
  } catch (e) {
    console.log(JSON.stringify(h), e.name, e.code);
  }
}
const moved = new URL('http://example.com/');
moved.hostname = 'münchen.de';
console.log(moved.href);
moved.host = 'zürich.ch:81';
console.log(moved.href);
console.log(new URL('../x', 'http://ñandú.com/a/b').href);

const punycode = require('punycode');
console.log(punycode.version, Object.keys(punycode).join(','));
for (const word of ['bücher', 'mañana', '日本語テキスト', 'ü', '', 'abc', '💩']) {
  const encoded = punycode.encode(word);
  console.log(JSON.stringify(word), encoded, punycode.decode(encoded) === word);
}
console.log(punycode.toASCII('Bücher.example'), punycode.toASCII('mañana@ñ.com'), punycode.toASCII('例え。jp'));
console.log(punycode.toUnicode('xn--bcher-kva.example'), punycode.toUnicode('xn--e1afmkfd.xn--p1ai'), punycode.toUnicode('XN--BCHER-KVA.de'));
console.log(punycode.ucs2.decode('a😀b').join(','), punycode.ucs2.encode([97, 128512, 98]));
for (const bad of ['ü', 'abc-9999999999', 'a-!']) {
  try { console.log(punycode.decode(bad)); } catch (e) { console.log(e.name, e.message); }
}
