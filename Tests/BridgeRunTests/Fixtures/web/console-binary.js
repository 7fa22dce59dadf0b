// ArrayBuffers and DataViews as node shows them, and where a line breaks: compared with node's
// output line by line (WebAPITests).
const bytes = new Uint8Array([0, 15, 16, 255]).buffer;
bytes.extra = 1;
console.log(bytes);
console.log(new ArrayBuffer(0));
console.log({ a: { b: { c: bytes } } });
console.log({ a: { b: new DataView(bytes) } });
console.log({ a: { b: { c: new DataView(bytes) } } });
console.log(new DataView(new ArrayBuffer(3), 1));
console.log(new Uint8Array(120).buffer);
console.log([new ArrayBuffer(1), new ArrayBuffer(2)]);
class MyBuffer extends ArrayBuffer {}
console.log(new MyBuffer(2));
console.log(Object.create(ArrayBuffer.prototype));
console.log(new TextEncoder().encode('hello').buffer);
// Each side of the width at which node puts an object's entries on lines of their own.
for (let n = 62; n <= 66; n++) console.log({ k: 'x'.repeat(n - 2) });
for (let n = 56; n <= 62; n++) console.log({ a: { k: 'x'.repeat(n - 2) } });
for (let n = 52; n <= 58; n++) console.log([{ a: { k: 'x'.repeat(n - 2) } }]);
for (let n = 60; n <= 66; n++) console.log(['y'.repeat(n - 8), 1]);
console.log({ a: { h: new Headers({ 'x-long-header-name': 'some value that is long', b: 'cc' }) } });
console.log({ u: new URLSearchParams('a=1&b=2222222222222&c=333333333333333333') });
