for (const f of [() => atob('!'), () => btoa('€'), () => atob(), () => atob('YQ'), () => atob('YQ='), () => atob(' Y Q = = '), () => atob('YQ==='), () => atob(null), () => btoa(null), () => atob(12)]) {
  try { console.log(JSON.stringify(f())); } catch (e) { console.log(e.name, e.message, e.code, e instanceof DOMException, e.constructor.name); }
}
const te = new TextEncoder(); console.log(te.encoding, Array.from(te.encode('a€😀\ud800')).join());
const td = new TextDecoder(); console.log(td.encoding, td.fatal, td.ignoreBOM, td.decode(new Uint8Array([0xEF,0xBB,0xBF,0x61,0xE2,0x82])), JSON.stringify(td.decode(new Uint8Array([0xE2,0x82]), {stream:true})), td.decode(new Uint8Array([0xAC])));
try { new TextDecoder('utf-8', {fatal: true}).decode(new Uint8Array([0xff])); } catch (e) { console.log(e.name, e.message, e.code); }
try { new TextDecoder('nope'); } catch (e) { console.log(e.name, e.message, e.code); }
console.log(new TextDecoder('latin1').encoding, new TextDecoder('utf-16le').encoding, new TextDecoder(' UTF8 ').encoding);
const d = new DOMException('m', 'AbortError'); console.log(d.name, d.message, d.code, String(d), Object.prototype.toString.call(d), d instanceof Error);
const c = new AbortController(); c.signal.addEventListener('abort', (e) => console.log('abort event', e.type, e.constructor.name)); c.abort(); console.log(c.signal.aborted, c.signal.reason.name, c.signal.reason.message, String(c.signal.reason));
const c2 = new AbortController(); c2.abort('why'); console.log(c2.signal.reason);
try { c2.signal.throwIfAborted(); } catch (e) { console.log('thrown', e); }
console.log(AbortSignal.abort().reason.name, typeof AbortSignal.timeout);
// Never fires: its timer does not keep the script alive (node's does not either).
const s = AbortSignal.timeout(60000); s.onabort = () => console.log('timeout', s.reason.name, s.reason.message, s.reason.code);
const h = new Headers({ 'Content-Type': 'text/plain', 'X-A': '1' }); h.append('x-a', '2'); h.append('Set-Cookie', 'a=1'); h.append('set-cookie', 'b=2');
console.log([...h].map(String).join('|'), h.get('X-A'), h.get('nope'), h.has('content-type'), h.getSetCookie().join(';'));
try { h.append('bad name', 'x'); } catch (e) { console.log(e.name, e.message); }
try { h.append('x', 'a\nb'); } catch (e) { console.log(e.name, e.message); }
const e = new Event('x', { cancelable: true }); console.log(e.type, e.bubbles, e.cancelable, e.defaultPrevented, e.timeStamp > 0, e.isTrusted);
const t = new EventTarget(); t.addEventListener('x', (ev) => { console.log('got', ev.type, ev.target === t); ev.preventDefault(); }, { once: true }); console.log(t.dispatchEvent(e), t.dispatchEvent(new Event('x')));
try { new AbortSignal(); } catch (e) { console.log(e.name, e.message, e.code); }
const r = new Response('hi', { status: 201, headers: { a: 'b' } }); console.log(r.status, r.ok, r.statusText === '', r.headers.get('content-type'), r.bodyUsed);
r.text().then((t) => { console.log('text', t, r.bodyUsed); return r.text(); }).catch((e) => console.log(e.name, e.message));
Response.json({ a: 1 }).json().then((v) => console.log(JSON.stringify(v)));
new Blob(['ab', new Uint8Array([99])], { type: 'Text/Plain' }).text().then((t) => console.log('blob', t));
const b = new Blob(['héllo']); console.log(b.size, b.type === '', b.slice(1, 3).size);
const q = new Request('http://example.com/a', { method: 'post', body: 'x' }); console.log(q.method, q.url, q.headers.get('content-type'));
try { new Request('http://example.com', { body: 'x' }); } catch (e) { console.log(e.name, e.message); }
