const cases = [
  ['http://Example.COM:80/a/./b/../c?x=1 2#frag ment'], ['HTTPS://user:pa ss@host.com:443/'], ['http://host:8080'], ['http://a/b/c/d;p?q', undefined],
  ['g', 'http://a/b/c/d;p?q'], ['../g', 'http://a/b/c/d;p?q'], ['//g/x', 'http://a/b/c/d;p?q'], ['?y', 'http://a/b/c/d;p?q'], ['#s', 'http://a/b/c/d;p?q'],
  ['/../../g', 'http://a/b/c'], ['http:\\\\host\\path\\x'], ['  http://h/ p  '], ['http://h/é?é#é'], ['http://[::1]:3000/'], ['http://192.168.0.1/'],
  ['http://0x7f.1/'], ['mailto:someone@example.com'], ['data:text/plain,hello'], ['file:///tmp/x'], ['ws://h/'], ['http://h/%7e%41'], ['foo://h/a/../b'],
  ['http://h:99999/'], ['http://'], ['nope'], ['http://a b/'], ['https://h/?a=1&b=%20&c=+'], ['http://h/a?b#c', undefined], ['HTTP://H/P'], ['http://h/a"b<c>d`e{f}'],
  ["http://h/?q='x'"], ['blob:http://h/uuid'], ['http://user@h/'], ['http://:pw@h/'], ['http://h:/'], ['http://h/..'], ['http://h/a/%2e%2E/b'],
];
for (const [input, base] of cases) {
  try {
    const u = base === undefined ? new URL(input) : new URL(input, base);
    console.log(JSON.stringify([u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash]));
  } catch (e) { console.log('error', e.name, e.message, e.code, e.input); }
}
const u = new URL('http://h/p?a=1&b=2&a=3');
console.log(u.searchParams.get('a'), u.searchParams.getAll('a').join(), u.searchParams.has('b'), u.searchParams.size, [...u.searchParams.keys()].join());
u.searchParams.append('c', 'x y&z'); console.log(u.href, u.search);
u.searchParams.delete('a'); console.log(u.href);
u.searchParams.sort(); console.log(String(u.searchParams));
u.search = '?q=1'; console.log(u.href, u.searchParams.get('q'));
u.hash = 'h'; u.pathname = '/new path'; console.log(u.href);
u.protocol = 'https'; u.port = '8443'; u.hostname = 'Other.org'; console.log(u.href, JSON.stringify(u), String(u));
const p = new URLSearchParams('?a=1&a=2&b=%F0%9F%98%80+x&=e&f'); console.log([...p].map((e) => e.join('=')).join('|'), p.toString());
console.log(new URLSearchParams({ x: '1', y: 'ä ö' }).toString(), new URLSearchParams([['k', 'v'], ['k', 'w']]).toString());
console.log(URL.canParse('http://x'), URL.canParse('x'), URL.canParse('x', 'http://b/'));
try { new URLSearchParams([['a']]); } catch (e) { console.log(e.name, e.message, e.code); }
