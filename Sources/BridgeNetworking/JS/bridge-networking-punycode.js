// node's `punycode` module (RFC 3492's Bootstring for host names: `encode`, `decode`, `toASCII`,
// `toUnicode`, `ucs2`), which URL uses for hosts outside ASCII. BridgeNetworking's part of the
// JS half (a JSPart), evaluated the first time `require('punycode')` or such a host asks for it.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed).
  const { Array, Math, RangeError, String } = prelude.primordials;
  const base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 128;
  const overflow = () => new RangeError('Overflow: input needs wider integers to process');

  /** The code points of a string, surrogate pairs joined. @param {string} text */
  const ucs2decode = (text) => Array.from(text, (c) => /** @type {number} */ (c.codePointAt(0)));
  /** @param {number[]} codePoints */
  const ucs2encode = (codePoints) => String.fromCodePoint(...codePoints);

  /** @param {number} delta @param {number} points @param {boolean} first */
  function adapt(delta, points, first) {
    let k = 0;
    delta = first ? Math.floor(delta / damp) : delta >> 1;
    delta += Math.floor(delta / points);
    for (; delta > ((base - tMin) * tMax) >> 1; k += base) delta = Math.floor(delta / (base - tMin));
    return Math.floor(k + ((base - tMin + 1) * delta) / (delta + skew));
  }
  /** @param {number} d */
  const digit = (d) => String.fromCharCode(d + 22 + 75 * (d < 26 ? 1 : 0));

  /** A label's Unicode text as Punycode (without `xn--`). @param {string} input */
  function encode(input) {
    const points = ucs2decode(input);
    let output = points.filter((c) => c < 0x80).map((c) => String.fromCharCode(c)).join('');
    const basic = output.length;
    let handled = basic, n = initialN, delta = 0, bias = initialBias;
    if (basic) output += '-';
    while (handled < points.length) {
      let m = Infinity;
      for (const c of points) if (c >= n && c < m) m = c;
      if (m - n > Math.floor((0x7fffffff - delta) / (handled + 1))) throw overflow();
      delta += (m - n) * (handled + 1);
      n = m;
      for (const c of points) {
        if (c < n && ++delta > 0x7fffffff) throw overflow();
        if (c !== n) continue;
        let q = delta;
        for (let k = base; ; k += base) {
          const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
          if (q < t) break;
          output += digit(t + ((q - t) % (base - t)));
          q = Math.floor((q - t) / (base - t));
        }
        output += digit(q);
        bias = adapt(delta, handled + 1, handled === basic);
        delta = 0;
        handled++;
      }
      delta++;
      n++;
    }
    return output;
  }

  /** A Punycode label (without `xn--`) as Unicode text. @param {string} input */
  function decode(input) {
    const output = [];
    const dash = input.lastIndexOf('-');
    for (let j = 0; j < Math.max(dash, 0); j++) {
      if (input.charCodeAt(j) >= 0x80) throw new RangeError('Illegal input >= 0x80 (not a basic code point)');
      output.push(input.charCodeAt(j));
    }
    let i = 0, n = initialN, bias = initialBias;
    for (let at = dash > 0 ? dash + 1 : 0; at < input.length;) {
      const old = i;
      for (let w = 1, k = base; ; k += base) {
        if (at >= input.length) throw new RangeError('Invalid input');
        const c = input.charCodeAt(at++);
        const d = c - 48 < 10 ? c - 22 : c - 65 < 26 ? c - 65 : c - 97 < 26 ? c - 97 : base;
        if (d >= base) throw new RangeError('Invalid input');
        if (d > Math.floor((0x7fffffff - i) / w)) throw overflow();
        i += d * w;
        const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
        if (d < t) break;
        if (w > Math.floor(0x7fffffff / (base - t))) throw overflow();
        w *= base - t;
      }
      bias = adapt(i - old, output.length + 1, old === 0);
      if (Math.floor(i / (output.length + 1)) > 0x7fffffff - n) throw overflow();
      n += Math.floor(i / (output.length + 1));
      i %= output.length + 1;
      output.splice(i++, 0, n);
    }
    return String.fromCodePoint(...output);
  }

  /** Each label of a domain (or an email address's domain) through `convert`. @param {string} domain @param {(label: string) => string} convert */
  function mapDomain(domain, convert) {
    const at = domain.lastIndexOf('@');
    const head = at >= 0 ? domain.slice(0, at + 1) : '';
    return head + domain.slice(at + 1).replace(/[\x2E\u3002\uFF0E\uFF61]/g, '.').split('.').map(convert).join('.');
  }
  /** @param {string} domain */
  const toASCII = (domain) => mapDomain(String(domain), (label) => /[^\0-\x7F]/.test(label) ? 'xn--' + encode(label) : label);
  /** @param {string} domain */
  const toUnicode = (domain) => mapDomain(String(domain), (label) => /^xn--/.test(label) ? decode(label.slice(4).toLowerCase()) : label);

  const partExports = { punycode: { version: '2.1.0', ucs2: { decode: ucs2decode, encode: ucs2encode }, decode, encode, toASCII, toUnicode } };
  partExports;
}
