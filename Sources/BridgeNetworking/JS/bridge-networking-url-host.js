// The URL Standard's percent-encoding and hosts (domains, IPv4 and IPv6 addresses, hosts outside
// ASCII in Punycode), as node has them, for the URL part beside it. BridgeNetworking's part of
// the JS half (a JSPart), evaluated the first time a URL is parsed.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Array, Map, String, Number } = prelude.primordials;
  const { TextEncoder, URLSearchParams } = /** @type {any} */ (globalThis);
  const encoder = new TextEncoder();

  // Percent-encode sets, as predicates over a code point below 0x80 (everything above is encoded).
  /** @param {number} c */ const c0 = (c) => c < 0x20 || c === 0x7F;
  /** @param {number} c */ const fragmentSet = (c) => c0(c) || ' "<>`'.includes(String.fromCharCode(c));
  /** @param {number} c */ const querySet = (c) => c0(c) || ' "#<>'.includes(String.fromCharCode(c));
  /** @param {number} c */ const specialQuerySet = (c) => querySet(c) || c === 0x27;
  /** @param {number} c */ const pathSet = (c) => querySet(c) || '?`{}'.includes(String.fromCharCode(c));
  /** @param {number} c */ const userinfoSet = (c) => pathSet(c) || '/:;=@[\\]^|'.includes(String.fromCharCode(c));
  /** @param {string} text @param {(c: number) => boolean} set */
  function percentEncode(text, set) {
    // Most text has nothing to encode: one regular-expression test says so.
    const needs = encodes.get(set);
    if (needs && !needs.test(text)) return text;
    const each = encodesEach.get(set);
    if (each) {
      // The engine builds the result from the runs between matches; each character's encoding
      // is made once (a long text of one character costs no more than a short one).
      /** @type {Map<string, string>} */ const made = new Map();
      return text.replace(each, (ch) => {
        let encoded = made.get(ch);
        if (encoded === undefined) {
          encoded = encodeCharacter(ch);
          made.set(ch, encoded);
        }
        return encoded;
      });
    }
    let out = '';
    for (const ch of text) {
      const c = /** @type {number} */ (ch.codePointAt(0));
      out += c < 0x80 && !set(c) ? ch : encodeCharacter(ch);
    }
    return out;
  }
  /** A character's UTF-8 bytes as %XX (a lone surrogate's are U+FFFD's). @param {string} ch */
  function encodeCharacter(ch) {
    let out = '';
    for (const b of encoder.encode(ch)) out += '%' + (b < 16 ? '0' : '') + b.toString(16).toUpperCase();
    return out;
  }
  /** What each set encodes (and everything from U+007F up), as one character class. */
  const encodes = new Map([
    [c0, /[\0-\x1F\x7F-\uFFFF]/], [fragmentSet, /[\0-\x20"<>`\x7F-\uFFFF]/], [querySet, /[\0-\x20"#<>\x7F-\uFFFF]/],
    [specialQuerySet, /[\0-\x20"#<>'\x7F-\uFFFF]/], [pathSet, /[\0-\x20"#<>?`{}\x7F-\uFFFF]/],
    [userinfoSet, /[\0-\x20"#<>?`{}/:;=@[\\\]^|\x7F-\uFFFF]/],
  ]);
  /** The same classes, matching each such character (a whole code point, or a lone surrogate). */
  const encodesEach = new Map(Array.from(encodes, ([set, re]) => [set, new RegExp(re.source.replace('\\uFFFF', '\\u{10FFFF}'), 'gu')]));
  /** `text` with its %XX sequences decoded (URLSearchParams' decoding, `+` kept). @param {string} text */
  const percentDecode = (text) => new URLSearchParams('a=' + text.replace(/[+&=]/g, encodeURIComponent)).get('a') || '';

  // ---- Hosts -------------------------------------------------------------------------------
  /** @param {string} text @returns {number | null} */
  function ipv4Number(text) {
    if (text === '') return null;
    let radix = 10;
    if (/^0[xX]/.test(text)) { text = text.slice(2); radix = 16; } else if (text.length > 1 && text[0] === '0') { text = text.slice(1); radix = 8; }
    if (text === '') return 0;
    const valid = radix === 10 ? /^[0-9]+$/ : radix === 16 ? /^[0-9a-fA-F]+$/ : /^[0-7]+$/;
    return valid.test(text) ? parseInt(text, radix) : null;
  }
  /** The IPv4 address a host names, serialized; undefined when it is not one; null when it is a bad one. @param {string} host */
  function ipv4(host) {
    // Four decimal numbers of 0 to 255 without leading zeros: written back as they are.
    if (/^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(host)) return host;
    const parts = host.split('.');
    if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
    const last = parts[parts.length - 1];
    if (!(/^[0-9]+$/.test(last) || /^0[xX][0-9a-fA-F]*$/.test(last))) return undefined;
    if (parts.length > 4) return null;
    const numbers = parts.map(ipv4Number);
    if (numbers.some((n) => n === null)) return null;
    const ns = /** @type {number[]} */ (numbers);
    if (ns.slice(0, -1).some((n) => n > 255) || ns[ns.length - 1] >= 256 ** (5 - ns.length)) return null;
    let value = ns[ns.length - 1];
    for (let i = 0; i < ns.length - 1; i++) value += ns[i] * 256 ** (3 - i);
    return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
  }
  /** An IPv6 address in brackets, serialized (lowercase, the longest run of zeros compressed), or null. @param {string} text */
  function ipv6(text) {
    /** @type {number[]} */ const pieces = [];
    let compress = -1;
    const halves = text.split('::');
    if (halves.length > 2) return null;
    /** @param {string} part */
    const read = (part) => {
      if (part === '') return [];
      const groups = part.split(':');
      /** @type {number[]} */ const out = [];
      for (let i = 0; i < groups.length; i++) {
        const g = groups[i];
        if (i === groups.length - 1 && g.includes('.')) {
          const v4 = ipv4(g);
          if (typeof v4 !== 'string' || !/^\d+\.\d+\.\d+\.\d+$/.test(g)) return null;
          const b = v4.split('.').map(Number);
          out.push((b[0] << 8) | b[1], (b[2] << 8) | b[3]);
        } else if (/^[0-9a-fA-F]{1,4}$/.test(g)) out.push(parseInt(g, 16));
        else return null;
      }
      return out;
    };
    const head = read(halves[0]), tail = halves.length === 2 ? read(halves[1]) : [];
    if (head === null || tail === null) return null;
    if (halves.length === 2) {
      if (head.length + tail.length > 7) return null;
      compress = head.length;
      pieces.push(...head, ...new Array(8 - head.length - tail.length).fill(0), ...tail);
    } else {
      if (head.length !== 8) return null;
      pieces.push(...head);
    }
    let best = -1, bestLength = 1;
    for (let i = 0; i < 8;) {
      let j = i;
      while (j < 8 && pieces[j] === 0) j++;
      if (j - i > bestLength) { best = i; bestLength = j - i; }
      i = j === i ? i + 1 : j;
    }
    void compress;
    let out = '';
    for (let i = 0; i < 8; i++) {
      if (i === best) { out += i === 0 ? '::' : ':'; i += bestLength - 1; continue; }
      out += pieces[i].toString(16) + (i < 7 ? ':' : '');
    }
    return '[' + out + ']';
  }
  /** A host outside ASCII as node writes it (UTS #46, near enough: compatibility forms and case
   * folded, each label then in Punycode); null when it cannot be one. @param {string} domain */
  function domainToASCII(domain) {
    const mapped = domain.normalize('NFKC').toLowerCase();
    if (/[\u200C\u200D]/.test(mapped)) return null;
    try { return prelude.partModule('punycode').toASCII(mapped); } catch (e) { return null; }
  }
  /** Whether each label of `domain` in Punycode is one UTS #46 takes: it decodes to text that
   * its mapping leaves as it is, with no control character and no combining mark first (node's
   * checks; text all in ASCII passes, as in node 20). @param {string} domain */
  function punycodeLabelsValid(domain) {
    if (!domain.includes('xn--')) return true;
    const { decode } = prelude.partModule('punycode');
    for (const label of domain.split('.')) {
      if (!label.startsWith('xn--')) continue;
      let text;
      try { text = decode(label.slice(4)); } catch (e) { return false; }
      if (text === '' || text.normalize('NFKC').toLowerCase() !== text || /[\0-\x1F\x7F-\x9F\u200C\u200D]/.test(text) || /^\p{M}/u.test(text)) return false;
    }
    return true;
  }
  /** @param {string} text @param {boolean} special @returns {string | null} */
  function parseHost(text, special) {
    if (text.startsWith('[')) return text.endsWith(']') ? ipv6(text.slice(1, -1)) : null;
    if (!special) return /[\0\t\n\r #/:<>?@[\\\]^|]/.test(text) ? null : percentEncode(text, c0);
    const decoded = text.includes('%') ? percentDecode(text) : text;
    const domain = /[^\0-\x7F]/.test(decoded) ? domainToASCII(decoded) : decoded.toLowerCase();
    if (!domain || /[^\x21-\x7E]/.test(domain) || /[#%/:<>?@[\\\]^|]/.test(domain) || !punycodeLabelsValid(domain)) return null;
    const address = ipv4(domain);
    return address === undefined ? domain : address;
  }

  const partExports = { 'internal/url-host': { percentEncode, c0, fragmentSet, querySet, specialQuerySet, pathSet, userinfoSet, parseHost } };
  partExports;
}
