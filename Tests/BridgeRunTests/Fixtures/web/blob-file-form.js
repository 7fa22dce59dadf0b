// Blob, File and FormData as node 20 makes and checks them, beside node line by line.
const t = (f) => { try { const v = f(); console.log(v); } catch (e) { console.log(e.name + ': ' + e.message, e.code); } };
(async () => {
  t(() => new Blob('abc')); t(() => new Blob(5)); t(() => new Blob(null)); t(() => new Blob([1, true, null, {}]).size);
  t(() => new Blob(['a'], 5)); t(() => new Blob(['a'], null).type); t(() => new Blob(['a'], { type: 'A\u00e9' }).type);
  t(() => new Blob(['a'], { endings: 'native' }).size); t(() => new Blob(['a\nb'], { endings: 'native' }).size); t(() => new Blob(['a'], { endings: 'x' }));
  const b = new Blob(['hello world'], { type: 'text/plain' });
  t(() => [b.slice(-5).size, b.slice(2, -2).size, b.slice(5, 2).size, b.slice('2').size, b.slice(undefined, 3).size, b.slice(0, 3, 'X/Y').type]);
  console.log(await b.slice(-5).text(), typeof b.stream, b.stream && b.stream().constructor.name);
  if (b.stream) { const chunks = []; for await (const c of b.stream()) chunks.push(c.constructor.name, c.length); console.log(chunks); }
  console.log(await new Blob([new Uint16Array([1, 2]), new DataView(new ArrayBuffer(3))]).arrayBuffer());
  console.log(Object.keys(Blob.prototype), Object.getOwnPropertyNames(new Blob()), String(b), Object.prototype.toString.call(b));
  t(() => Blob.prototype.size); t(() => Object.getOwnPropertyDescriptor(Blob.prototype, 'size').get.call({}));
  t(() => new File()); t(() => new File(['a'])); t(() => new File(['a'], 'n', { lastModified: 'x' }).lastModified); t(() => new File(['a'], 'n', { lastModified: 1.9 }).lastModified);
  t(() => new File(['a'], 5).name); t(() => new File(['a'], 'n', 5)); t(() => new File(['a'], 'n/p').name); t(() => new File(['ab'], 'n', { type: 'T/T' }).type);
  console.log(new File(['a'], 'x.txt', { lastModified: 42 }), Object.keys(File.prototype), Object.getOwnPropertyNames(new File([], 'q')));
  const fd = new FormData();
  t(() => fd.append('a')); t(() => fd.append('a', new Blob(['z']), 'f')); t(() => fd.append('x', 'y', 'f')); t(() => fd.set('x', 5, 'f')); t(() => FormData.prototype.get.call({}, 'a')); t(() => fd.get()); t(() => fd.getAll()); t(() => fd.has()); t(() => fd.delete());
  t(() => new FormData(5)); t(() => new FormData(undefined).has('x'));
  fd.append('b', { toString() { return 'obj'; } }); fd.append('c', 5); fd.set('a', new File(['q'], 'orig.txt'), 'renamed.txt');
  for (const [k, v] of fd) console.log(k, typeof v === 'string' ? v : [v.constructor.name, v.name, v.size]);
  console.log(fd.get('a').name, fd.get('zz'), fd.getAll('zz'), [...fd.keys()], [...fd.values()].length);
  console.log(Object.keys(FormData.prototype), JSON.stringify(fd), Object.keys(fd));
  fd.forEach(function (v, k, o) { console.log(k, o === fd, this.x); }, { x: 1 });
  t(() => fd.forEach()); t(() => new Blob(['a\r\nb\nc'], { endings: 'native' }).size); t(() => new Blob([new Blob(['ab']), 'c']).size);
  t(() => new Blob(new Set(['x', 'y'])).size); t(() => new Blob({ [Symbol.iterator]: function* () { yield 'q'; } }).size);
  t(() => [new File([], 'n', { lastModified: -5 }).lastModified, new File([], 'n', { lastModified: null }).lastModified, new File([], '\ud800').name.length]);
  const sliced = new Blob(['abcdef'], { type: 'a/b' }).slice(1, 4); console.log(sliced, await sliced.text(), await sliced.slice(-1).text());
  console.log(await new Response(new Blob(['x'], { type: 'Q/R' })).blob(), new File(['ab'], 'f.bin', { type: 'x/y', lastModified: 3 }));
  const moved = new File(['mv'], 'a.txt', { lastModified: 9 }); const form = new FormData(); form.append('m', moved, 'b.txt'); form.append('n', new Blob(['z']));
  console.log(form.get('m').name, form.get('m').lastModified, form.get('n').name, form.get('n') instanceof File);
  form.delete('n'); t(() => fd.forEach(5)); console.log(form);
})();
