const cases = [
  ['http://[2001:db8:0:0:0:0:2:1]/'], ['http://[::ffff:192.168.1.1]/'], ['http://[0:0:0:0:0:0:0:1]:80/'], ['http://[1:0:0:2:0:0:0:3]/'], ['http://[::]/'], ['http://[x]/'],
  ['http://4294967295/'], ['http://4294967296/'], ['http://0177.0.0.1/'], ['http://1.2.3/'], ['http://256.1/'], ['http://1.2.3.4.5/'], ['http://a.1/'],
  ['http://u%20s:p@h/'], ['http://u s@h/'], ['http:foo', 'http://b/c/d'], ['https:foo', 'http://b/c/d'], ['\\\\x\\y', 'http://b/c'], ['//x', 'https://b/'],
  ['ws://h:80/'], ['wss://h:443/a'], ['ftp://h:21/'], ['http://h/a?b?c#d#e'], ['http://h/%zz'], ['http://H%41/'], ['http://h/😀'], ['http://h/a/b/..'],
  ['http://h/a/b/.'], ['http://h/./a'], ['foo:/a/../b'], ['foo://'], ['foo:///x'], ['sc://ñ/'], ['http://h#'], ['http://h?'], ['http://h/?#'], ['javascript:alert(1)'],
  ['http://h\t/a\nb'], ['http://h/a', 'nope'], ['..', 'file:///a/b/c'], ['http://example.com:0/'], ['http://[::1]x/'],
  // Already in the parser's form, or one step from it (a default port, a leading zero, case, dots).
  ['http://127.0.0.1:8099/small?x=1'], ['https://a-b.example:443/p'], ['http://01.2.3.4/'], ['http://0x7f.1/'], ['http://a.b1/'], ['http://EXAMPLE.com/'],
  ['http://e.com:08080/'], ['http://e.com:65536/'], ['http://e.com/%2e/a'], ['http://e.com/a/%2E%2e'], ['http://e.com/a..b/.c'], ['ws://e.com/'],
  ['http://e.com/a?q=\'x\''], ['http://e.com/~u/!$&()*+,;=:@'], ['http://e.com/a%2fb%41'],
  // Hosts in Punycode are checked; file: URLs take no user and no port, and keep a drive letter.
  ['http://xn--a.com/'], ['http://xn--abc.de/'], ['http://xn--bcher-kva.de/'], ['http://xn--mnchen-3ya-.de/'], ['http://xn--ssa.de/'], ['http://xn--1ug.de/'],
  ['http://XN--ZCA.de/'], ['file://a:80/x'], ['file://u@h/x'], ['file://a:/x'], ['file://c|/x'], ['file://C:/x/../../y'], ['file://localhost/x'],
];
for (const [input, base] of cases) {
  try {
    const u = base === undefined ? new URL(input) : new URL(input, base);
    console.log(JSON.stringify([u.href, u.origin, u.host, u.hostname, u.port, u.pathname, u.search, u.hash, u.username, u.password]));
  } catch (e) { console.log('error', e.name, e.message, e.code, e.input); }
}
const u = new URL('http://h/p');
u.search = 'a=1#x'; console.log(u.href); u.hash = '#a b'; console.log(u.href); u.pathname = 'x y/../z'; console.log(u.href);
u.protocol = 'ws'; console.log(u.href); u.protocol = 'mailto'; console.log(u.href); u.port = '80'; console.log(u.href); u.port = '99x'; console.log(u.href);
u.host = 'a.b:81'; console.log(u.href); u.hostname = 'c.d:5'; console.log(u.href); u.username = 'me@'; u.password = 'p:w'; console.log(u.href);
u.href = 'https://z/'; console.log(u.href, u.searchParams.size);
try { u.href = 'bad'; } catch (e) { console.log(e.name, e.message, e.code); }
u.search = ''; u.hash = ''; console.log(u.href);
const s = new URLSearchParams('a=b&c=d&a=e'); s.set('a', 'f'); console.log(s.toString()); s.delete('c'); console.log(s.toString(), s.has('a', 'f'), s.has('a', 'x'));
console.log(new URLSearchParams('x=%zz&y=%E2%82%AC&z=%FF').toString(), new URLSearchParams('a=~!\'()*').toString());
