// The web's WritableStream and TransformStream for scripts, as node has them, with what is made
// of them (TextDecoderStream, TextEncoderStream) and the queuing strategies: a sink's start /
// write / close / abort with a writer (write, close, abort, releaseLock, ready, closed,
// desiredSize), writes handed to the sink one at a time in order; a transformer's start /
// transform / flush between a writable side and a readable one, a write waiting until a read
// wants something. BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a
// script reaches for one of its globals.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, WeakMap, ArrayBuffer, TypeError, Symbol, String, Number } = prelude.primordials;
  const { ReadableStream, TextDecoder, TextEncoder } = /** @type {any} */ (globalThis);
  const invalidState = (/** @type {string} */ message) => prelude.codedError(TypeError, `Invalid state: ${message}`, 'ERR_INVALID_STATE');

  /** @typedef {{sink: any, state: 'writable' | 'closing' | 'closed' | 'errored', error: unknown, started: boolean, writing: boolean,
   *   queue: {chunk: unknown, resolve: (v?: any) => void, reject: (e: unknown) => void}[], closing: {resolve: (v?: any) => void, reject: (e: unknown) => void} | null,
   *   writer: any, closed: Promise<void>, settleClosed: [(v?: any) => void, (e: unknown) => void], controller: any}} SinkState */
  /** @type {WeakMap<object, SinkState>} */
  const sinks = new WeakMap();
  /** @param {unknown} stream */
  const sinkOf = (stream) => {
    const s = sinks.get(/** @type {object} */ (stream));
    if (!s) throw prelude.invalidThis('WritableStream');
    return s;
  };
  /** Hands the sink its next write, or its close once every write is done. @param {SinkState} s */
  function advance(s) {
    if (!s.started || s.writing || s.state === 'errored' || s.state === 'closed') return;
    const next = s.queue.shift();
    if (!next && s.closing) {
      const closing = s.closing;
      s.writing = true;
      Promise.resolve().then(() => (typeof s.sink.close === 'function' ? s.sink.close() : undefined)).then(() => {
        s.writing = false;
        s.state = 'closed';
        closing.resolve();
        s.settleClosed[0]();
      }, (/** @type {unknown} */ e) => { s.writing = false; fail(s, e); closing.reject(e); });
      return;
    }
    if (!next) return;
    s.writing = true;
    Promise.resolve().then(() => (typeof s.sink.write === 'function' ? s.sink.write(next.chunk, s.controller) : undefined)).then(() => {
      s.writing = false;
      next.resolve();
      advance(s);
    }, (/** @type {unknown} */ e) => { s.writing = false; next.reject(e); fail(s, e); });
  }
  /** @param {SinkState} s @param {unknown} error */
  function fail(s, error) {
    if (s.state === 'errored' || s.state === 'closed') return;
    s.state = 'errored';
    s.error = error;
    for (const item of s.queue.splice(0)) item.reject(error);
    if (s.closing) s.closing.reject(error);
    s.settleClosed[1](error);
  }
  /** @param {SinkState} s @param {unknown} chunk */
  function write(s, chunk) {
    if (s.state === 'errored') return Promise.reject(s.error);
    if (s.state !== 'writable' || s.closing) return Promise.reject(invalidState('WritableStream is closed'));
    return new Promise((resolve, reject) => { s.queue.push({ chunk, resolve, reject }); advance(s); });
  }
  /** @param {SinkState} s */
  function close(s) {
    if (s.state === 'errored') return Promise.reject(s.error);
    if (s.state !== 'writable' || s.closing) return Promise.reject(invalidState('WritableStream is closed'));
    return new Promise((resolve, reject) => { s.closing = { resolve, reject }; advance(s); });
  }
  /** @param {SinkState} s @param {unknown} reason */
  function abort(s, reason) {
    if (s.state === 'errored' || s.state === 'closed') return Promise.resolve(undefined);
    fail(s, reason);
    return Promise.resolve(typeof s.sink.abort === 'function' ? s.sink.abort(reason) : undefined).then(() => undefined);
  }

  class WritableStream {
    /** @param {any} [sink] @param {any} [strategy] */
    constructor(sink = {}, strategy = undefined) {
      void strategy;
      /** @type {[(v?: any) => void, (e: unknown) => void]} */ const settle = [() => {}, () => {}];
      const closed = new Promise((resolve, reject) => { settle[0] = resolve; settle[1] = reject; });
      closed.catch(() => {});
      /** @type {SinkState} */
      const s = { sink: sink || {}, state: 'writable', error: undefined, started: false, writing: false, queue: [], closing: null, writer: null,
        closed, settleClosed: settle, controller: null };
      s.controller = { error: (/** @type {unknown} */ e) => fail(s, e), signal: new (/** @type {any} */ (globalThis).AbortController)().signal };
      sinks.set(this, s);
      const started = typeof s.sink.start === 'function' ? s.sink.start(s.controller) : undefined;
      Promise.resolve(started).then(() => { s.started = true; advance(s); }, (/** @type {unknown} */ e) => fail(s, e));
    }
    get locked() { return sinkOf(this).writer !== null; }
    getWriter() {
      const s = sinkOf(this);
      if (s.writer) throw invalidState('WritableStream is locked');
      s.writer = new WritableStreamDefaultWriter(this);
      return s.writer;
    }
    close() { const s = sinkOf(this); return s.writer ? Promise.reject(invalidState('WritableStream is locked')) : close(s); }
    /** @param {unknown} [reason] */
    abort(reason) { const s = sinkOf(this); return s.writer ? Promise.reject(invalidState('WritableStream is locked')) : abort(s, reason); }
    get [Symbol.toStringTag]() { return 'WritableStream'; }
  }

  /** @type {WeakMap<object, SinkState | null>} */
  const writers = new WeakMap();
  /** @param {unknown} writer */
  const attached = (writer) => {
    const s = writers.get(/** @type {object} */ (writer));
    if (!s) throw invalidState('Writer is not bound to a WritableStream');
    return s;
  };
  class WritableStreamDefaultWriter {
    /** @param {WritableStream} stream */
    constructor(stream) {
      const s = sinkOf(stream);
      if (s.writer && s.writer !== this) throw invalidState('WritableStream is locked');
      writers.set(this, s);
    }
    get closed() { const s = writers.get(this); return s ? s.closed : Promise.reject(invalidState('Writer is not bound to a WritableStream')); }
    get ready() { const s = writers.get(this); return s && s.state === 'errored' ? Promise.reject(s.error) : Promise.resolve(undefined); }
    get desiredSize() { const s = attached(this); return s.state === 'errored' ? null : s.state === 'writable' && !s.closing ? 1 - s.queue.length : 0; }
    /** @param {unknown} [chunk] */
    write(chunk) { try { return write(attached(this), chunk); } catch (e) { return Promise.reject(e); } }
    close() { try { return close(attached(this)); } catch (e) { return Promise.reject(e); } }
    /** @param {unknown} [reason] */
    abort(reason) { try { return abort(attached(this), reason); } catch (e) { return Promise.reject(e); } }
    releaseLock() {
      const s = writers.get(this);
      if (!s) return;
      s.writer = null;
      writers.set(this, null);
    }
    get [Symbol.toStringTag]() { return 'WritableStreamDefaultWriter'; }
  }

  /** @type {WeakMap<object, {readable: any, writable: WritableStream}>} */
  const transforms = new WeakMap();
  class TransformStream {
    /** @param {any} [transformer] */
    constructor(transformer = {}) {
      const t = transformer || {};
      /** @type {any} */ let output = null;
      // As node's: a write waits until a read wants something (the readable side holds
      // nothing ahead), and a read's pull lasts until the transformer gives it something.
      let wanted = false;
      let demand = () => {}, served = () => {};
      const readable = new ReadableStream({
        start(/** @type {any} */ c) { output = c; },
        pull() { wanted = true; demand(); return new Promise((resolve) => { served = () => { served = () => {}; resolve(undefined); }; }); },
        cancel(/** @type {unknown} */ reason) { abort(sinkOf(writable), reason); },
      });
      const controller = {
        /** @param {unknown} chunk */
        enqueue(chunk) { output.enqueue(chunk); wanted = false; served(); },
        /** @param {unknown} e */
        error(e) { output.error(e); fail(sinkOf(writable), e); served(); },
        terminate() { try { output.close(); } catch (e) { /* already closed */ } fail(sinkOf(writable), new TypeError('TransformStream terminated')); served(); },
        get desiredSize() { return output.desiredSize; },
      };
      // The transformer starts once both sides are made.
      /** @type {(v: unknown) => void} */ let started = () => {};
      const writable = new WritableStream({
        start: () => new Promise((resolve) => { started = resolve; }),
        write: async (/** @type {unknown} */ chunk) => {
          if (!wanted) await new Promise((resolve) => { demand = () => { demand = () => {}; resolve(undefined); }; });
          // What the transformer throws errors both sides.
          try { return await (typeof t.transform === 'function' ? t.transform(chunk, controller) : controller.enqueue(chunk)); } catch (e) { output.error(e); served(); throw e; }
        },
        close: async () => {
          try { if (typeof t.flush === 'function') await t.flush(controller); } catch (e) { output.error(e); served(); throw e; }
          try { output.close(); } catch (e) { /* terminated */ }
          served();
        },
        abort: (/** @type {unknown} */ reason) => { output.error(reason); served(); },
      });
      transforms.set(this, { readable, writable });
      started(typeof t.start === 'function' ? t.start(controller) : undefined);
    }
    get readable() { return /** @type {any} */ (transforms.get(this)).readable; }
    get writable() { return /** @type {any} */ (transforms.get(this)).writable; }
    get [Symbol.toStringTag]() { return 'TransformStream'; }
  }

  /** Each text stream's kind, its transform, and a TextDecoderStream's decoder.
   * @type {WeakMap<object, {kind: string, transform: any, decoder: any}>} */
  const textStreams = new WeakMap();
  /** @param {unknown} stream @param {string} kind */
  const textStreamOf = (stream, kind) => {
    const t = textStreams.get(/** @type {object} */ (stream));
    if (!t || t.kind !== kind) throw prelude.invalidThis(kind);
    return t;
  };
  // As node's: not TransformStreams themselves, their two sides read through getters.
  class TextDecoderStream {
    /** @param {string} [label] @param {{fatal?: boolean, ignoreBOM?: boolean}} [options] */
    constructor(label = 'utf-8', options = {}) {
      const decoder = new TextDecoder(label, options);
      const transform = new TransformStream({
        transform(/** @type {any} */ chunk, /** @type {any} */ c) {
          if (!(chunk instanceof ArrayBuffer) && !ArrayBuffer.isView(chunk)) {
            throw prelude.codedError(TypeError, 'The "input" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.', 'ERR_INVALID_ARG_TYPE');
          }
          const text = decoder.decode(chunk, { stream: true });
          if (text) c.enqueue(text);
        },
        flush(/** @type {any} */ c) { const text = decoder.decode(); if (text) c.enqueue(text); },
      });
      textStreams.set(this, { kind: 'TextDecoderStream', transform, decoder });
    }
    get encoding() { return textStreamOf(this, 'TextDecoderStream').decoder.encoding; }
    get fatal() { return textStreamOf(this, 'TextDecoderStream').decoder.fatal; }
    get ignoreBOM() { return textStreamOf(this, 'TextDecoderStream').decoder.ignoreBOM; }
    get readable() { return textStreamOf(this, 'TextDecoderStream').transform.readable; }
    get writable() { return textStreamOf(this, 'TextDecoderStream').transform.writable; }
  }
  class TextEncoderStream {
    constructor() {
      const encoder = new TextEncoder();
      // A high surrogate at a chunk's end waits for the low one that may start the next.
      let held = '';
      const transform = new TransformStream({
        transform(/** @type {unknown} */ chunk, /** @type {any} */ c) {
          let text = held + String(chunk);
          held = '';
          const last = text.charCodeAt(text.length - 1);
          if (last >= 0xD800 && last <= 0xDBFF) { held = text[text.length - 1]; text = text.slice(0, -1); }
          if (text) c.enqueue(encoder.encode(text));
        },
        flush(/** @type {any} */ c) { if (held) c.enqueue(encoder.encode(held)); },
      });
      textStreams.set(this, { kind: 'TextEncoderStream', transform, decoder: null });
    }
    get encoding() { textStreamOf(this, 'TextEncoderStream'); return 'utf-8'; }
    get readable() { return textStreamOf(this, 'TextEncoderStream').transform.readable; }
    get writable() { return textStreamOf(this, 'TextEncoderStream').transform.writable; }
  }

  /** Each strategy's kind and high-water mark. @type {WeakMap<object, {kind: string, highWaterMark: number}>} */
  const strategies = new WeakMap();
  /** @param {object} strategy @param {string} kind @param {unknown} init */
  function makeStrategy(strategy, kind, init) {
    if (init === null || typeof init !== 'object') throw prelude.invalidArgType('init', 'of type object', init);
    const mark = /** @type {any} */ (init).highWaterMark;
    if (mark === undefined) throw prelude.codedError(TypeError, 'init.highWaterMark is required', 'ERR_MISSING_OPTION');
    strategies.set(strategy, { kind, highWaterMark: Number(mark) });
  }
  /** @param {unknown} strategy @param {string} kind */
  const strategyOf = (strategy, kind) => {
    const s = strategies.get(/** @type {object} */ (strategy));
    if (!s || s.kind !== kind) throw prelude.invalidThis(kind);
    return s;
  };
  // The size functions, one of each kind (as node's, named `size`).
  const sizes = { count: { size() { return 1; } }.size, byteLength: { /** @param {any} chunk */ size(chunk) { return chunk.byteLength; } }.size };
  class CountQueuingStrategy {
    /** @param {{highWaterMark: number}} init */
    constructor(init) { makeStrategy(this, 'CountQueuingStrategy', init); }
    get highWaterMark() { return strategyOf(this, 'CountQueuingStrategy').highWaterMark; }
    get size() { strategyOf(this, 'CountQueuingStrategy'); return sizes.count; }
  }
  class ByteLengthQueuingStrategy {
    /** @param {{highWaterMark: number}} init */
    constructor(init) { makeStrategy(this, 'ByteLengthQueuingStrategy', init); }
    get highWaterMark() { return strategyOf(this, 'ByteLengthQueuingStrategy').highWaterMark; }
    get size() { strategyOf(this, 'ByteLengthQueuingStrategy'); return sizes.byteLength; }
  }
  for (const kind of [CountQueuingStrategy, ByteLengthQueuingStrategy]) {
    Object.defineProperty(kind.prototype, Symbol.toStringTag, { value: kind.name, configurable: true });
    prelude.describeFields(kind.prototype, kind.name, ['highWaterMark']);
  }
  prelude.describeFields(TextDecoderStream.prototype, 'TextDecoderStream', ['encoding', 'fatal', 'ignoreBOM', 'readable', 'writable']);
  prelude.describeFields(TextEncoderStream.prototype, 'TextEncoderStream', ['encoding', 'readable', 'writable']);

  prelude.describeFields(WritableStream.prototype, 'WritableStream', [['locked', (/** @type {any} */ w) => sinkOf(w).writer !== null],
    ['state', (/** @type {any} */ w) => sinkOf(w).state]]);
  const partExports = { WritableStream, WritableStreamDefaultWriter, TransformStream, TextDecoderStream, TextEncoderStream, CountQueuingStrategy, ByteLengthQueuingStrategy };
  partExports;
}
