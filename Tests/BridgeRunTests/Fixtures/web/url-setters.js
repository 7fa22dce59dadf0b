// URL setters and relative references as node's parser reads them: tabs and newlines dropped,
// file:'s rules for the protocol and credentials, a host given without a port keeping the
// port, '?' and '#' leaving an empty query or fragment, a special scheme's relative forms.
const show = (label, f) => { try { console.log(label, f()); } catch (e) { console.log(label, e.name, e.code); } };
const set = (href, key, value) => () => { const u = new URL(href); u[key] = value; return u.href; };
for (const [href, key, value] of [
  ['http://a/', 'pathname', '/p\tq\nr'], ['http://a/', 'host', 'b\t.c'], ['http://a/', 'hostname', 'x\ny'], ['http://a/', 'hash', 'x\ty'],
  ['http://a/', 'search', '?a\nb'], ['http://a/', 'username', 'u\ts'], ['http://a:1/', 'port', '8\t0'], ['http://a/', 'protocol', 'ht\ttps'],
  ['http://user@a:8/', 'protocol', 'file'], ['http://a/', 'protocol', 'file'], ['http://a:8/', 'protocol', 'file'], ['file:///p', 'protocol', 'https'],
  ['file://host/p', 'protocol', 'https'], ['http://a/', 'protocol', 'mailto'], ['mailto:x', 'protocol', 'http'], ['http://a/', 'protocol', 'https:x'],
  ['http://a:8080/', 'host', 'b'], ['http://a:8080/', 'host', 'b:9'], ['http://a:8080/', 'host', '[::1]'], ['http://a:8080/', 'host', '[::1]:7'],
  ['http://a:8080/', 'hostname', 'c:5'], ['http://a/?q', 'search', '?'], ['http://a/?q', 'search', ''], ['http://a/#f', 'hash', '#'],
  ['http://a/#f', 'hash', ''], ['file:///p', 'username', 'me'], ['file:///p', 'password', 'pw'], ['file:///p', 'port', '8'],
  ['file://h/p', 'username', 'me'], ['http://a/', 'port', '99999'], ['http://a/', 'port', '12ab'], ['https://a:8/', 'port', '443'],
]) show(`${href} ${key}=${JSON.stringify(value)}`, set(href, key, value));
for (const [input, base] of [['http:/example.com/', 'http://base/'], ['http:example.com/', 'http://base/d/'], ['http:\\\\example.com/', 'http://base/'],
  ['///test', 'http://base/'], ['\\\\\\\\test/x', 'http://base/'], ['//a/b', 'http://base/'], ['https:/example.com/', 'http://base/'],
  ['///x', 'sc://base/'], ['//x/y', 'sc://base/'], ['http:/\\example.com', 'http://base/']]) {
  show(`${JSON.stringify(input)} against ${base}`, () => new URL(input, base).href);
}
show('///test alone', () => new URL('///test').href);
