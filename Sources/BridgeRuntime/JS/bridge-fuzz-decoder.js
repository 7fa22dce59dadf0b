(/** @param {string} text */ function (text) {
  const marks = { '$fn': () => 1, '$nan': NaN, '$inf': -Infinity, '$neg0': -0, '$long': 'x'.repeat(1 << 20),
                  '$surrogate': 'a\ud800b', '$nul': 'a\u0000b' };
  const never = function () { for (;;); };
  let calls = 0;
  function make(v) {
    if (v === '$sym') return Symbol('fuzz');
    if (v === '$big') return 10n ** 30n;
    if (v === '$sparse') { const a = []; a.length = 2 ** 32 - 1; return a; }
    if (v === '$bytes') return new Uint8Array([1, 2, 3, 255]);
    if (v === '$view') return new DataView(new ArrayBuffer(16), 4, 8);
    if (v === '$buffer') return new ArrayBuffer(8);
    if (v === '$detached') { const b = new ArrayBuffer(8); const u = new Uint8Array(b); try { structuredClone(b, { transfer: [b] }); } catch (e) {} return u; }
    if (v === '$revoked') { const r = Proxy.revocable({}, {}); r.revoke(); return r.proxy; }
    if (v === '$loop') return { toString: never, valueOf: never, [Symbol.toPrimitive]: never };
    if (v === '$error') { const e = new Error('fuzz'); Object.defineProperty(e, 'message', { get() { throw e; } }); return e; }
    if (v === '$deep') { let d = []; for (let i = 0; i < 100000; i++) d = [d]; return d; }
    return Object.prototype.hasOwnProperty.call(marks, v) ? marks[v] : v;
  }
  let value;
  try {
    value = JSON.parse(text, function (key, v) {
      if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
        if (Array.isArray(v.$f64) && v.$f64.every(x => typeof x === 'number')) return new Float64Array(v.$f64);
        if ('$throws' in v) { const thrown = v.$throws; return { a: 1, get p() { throw thrown; }, z: 2 }; }
        if ('$proxy' in v) {
          const target = Object(v.$proxy);
          const trap = (name) => function (...args) { if (calls++ % 2) throw new Error(name); return Reflect[name](...args); };
          return new Proxy(target, { get: trap('get'), ownKeys: trap('ownKeys'), getOwnPropertyDescriptor: trap('getOwnPropertyDescriptor'), getPrototypeOf: trap('getPrototypeOf') });
        }
        if ('$mutate' in v) {
          const o = { before: { big: 'y'.repeat(1000) }, get g() { for (const k of Object.keys(o)) if (k !== 'g') delete o[k]; for (let i = 0; i < 10000; i++) [{}, 'z' + i]; return v.$mutate; }, after: [{ n: 1 }] };
          return o;
        }
        if ('$iter' in v) { const a = [].concat(v.$iter); a[Symbol.iterator] = () => { throw new Error('iterator'); }; return a; }
      }
      if (v === '$cycle') return this;
      return typeof v === 'string' ? make(v) : v;
    });
  } catch (e) { value = text; }
  return value;
})
