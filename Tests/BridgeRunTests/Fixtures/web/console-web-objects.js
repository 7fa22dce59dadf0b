// The web's objects as console.log shows them: node's layout for each class.
const h = new Headers([['B', '1'], ['a', '2']]);
h.append('b', '3');
h.set('A', '4');
h.append('Cookie', 'x=1');
h.append('cookie', 'y=2');
h.append('Set-Cookie', 's=1');
h.append('set-cookie', 't=2');
console.log(h);
console.log(new Headers(), { h: new Headers({ x: '1' }) }, [new Headers({ 'Content-Type': 'text/html' })]);
h.delete('b');
h.append('B', '5');
console.log(h);
console.log(new Headers({ one: '1', two: '2', three: '3', four: '4', five: '5', six: '6' }));
const response = new Response('hi', { status: 201, statusText: 'Made', headers: { 'X-Y': 'z' } });
console.log(response);
console.log(new Response(null, { status: 204 }));
response.text().then(() => console.log(response));
console.log(new Request('http://x.test/a?b=1', { method: 'POST', body: 'z', headers: { A: 'b' } }));
console.log(new Blob(['abc'], { type: 'text/plain' }), new Blob([]), [new Blob(['x'])]);
console.log(new File(['ab'], 'f.txt', { type: 'text/plain', lastModified: 5 }));
const form = new FormData();
console.log(form);
form.append('a', '1');
form.append('a', '2');
form.append('b', 'x');
form.append('f', new File(['z'], 'z.txt', { lastModified: 7 }));
console.log(form);
console.log(new AbortController(), AbortSignal.abort());
console.log(new TextEncoder(), new TextDecoder(), new TextDecoder('utf-16le', { fatal: true }));
console.log(new URLSearchParams(), new URLSearchParams('a=1&b=2&a=3'), { u: new URLSearchParams('q=x y') });
console.log(new URL('https://user:pw@example.com:8080/a/b?x=1&y=2#frag'));
console.log(new ReadableStream(), new ReadableStream({ type: 'bytes' }));
const stream = new ReadableStream();
stream.getReader();
console.log(stream);
class MyError extends Error {}
class NamedError extends Error { constructor(m) { super(m); this.name = 'NamedError'; } }
for (const e of [new MyError('m'), new NamedError('n'), new DOMException('d', 'AbortError'), new DOMException('e')]) {
  delete e.stack;
  console.log(e, [e]);
}
