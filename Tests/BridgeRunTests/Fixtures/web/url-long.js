// Long URLs and queries as node reads them: each character that needs it percent-encoded (a
// megabyte of them), lone surrogates as U+FFFD, long queries decoded into their pairs.
const sample = (text) => `${text.length} ${text.slice(0, 40)} ${text.slice(-40)}`;
const mixed = 'aé €\u{1F600}\uD800<>"`{}|'.repeat(1 << 16);
for (const part of ['path/', '?', '#']) console.log(part, sample(new URL('http://example.com/' + part + mixed).href));
const user = new URL('http://example.com/'); user.username = mixed.slice(0, 4096); console.log(sample(user.href));
const params = new URLSearchParams('a=%C3%A9+x&b=' + 'c%20d+'.repeat(1 << 16) + '&' + 'k=v&'.repeat(1 << 16) + 'lone=\uD800');
console.log(params.size, sample(params.get('b')), params.get('a'), JSON.stringify(params.get('lone')), sample(params.toString()));
const search = new URL('http://example.com/?' + 'q=%E2%82%AC&'.repeat(1 << 16)).searchParams;
console.log(search.size, search.getAll('q').every((v) => v === '€'));
