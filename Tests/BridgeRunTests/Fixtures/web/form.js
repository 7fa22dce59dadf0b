const fd = new FormData();
fd.append('a', '1'); fd.append('a', 2); fd.append('file', new Blob(['hello'], { type: 'text/plain' }), 'h.txt'); fd.append('b', new Blob(['x']));
console.log(fd.get('a'), fd.getAll('a').join(), fd.has('file'), fd.get('nope'));
const f = fd.get('file'); console.log(f instanceof File, f instanceof Blob, f.name, f.type, f.size, typeof f.lastModified);
console.log(fd.get('b').name, fd.get('b').type === '');
fd.set('a', 'z'); console.log([...fd.keys()].join(), [...fd.values()].map((v) => typeof v === 'string' ? v : v.name).join());
fd.delete('b'); console.log([...fd].length);
const file = new File(['ab', 'c'], 'n.bin', { type: 'Application/Octet-Stream', lastModified: 42 }); console.log(file.name, file.type, file.size, file.lastModified);
try { new File(['x']); } catch (e) { console.log(e.name, e.message); }
try { fd.append('x'); } catch (e) { console.log(e.name, e.message); }
(async () => {
  const r = new Response(fd);
  const type = r.headers.get('content-type'); console.log(type.startsWith('multipart/form-data; boundary='));
  const boundary = type.split('boundary=')[1];
  const text = await r.text();
  console.log(JSON.stringify(text.split(boundary).join('BOUNDARY')));
  console.log(structuredClone === undefined ? 'no' : JSON.stringify(structuredClone({ a: [1, { b: 2 }] })));
})();
