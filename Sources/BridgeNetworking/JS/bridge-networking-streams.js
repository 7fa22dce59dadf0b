// The web's ReadableStream for scripts, what fetch bodies need of it as node has it: an
// underlying source's start / pull / cancel with a controller (enqueue, close, error), a default
// reader (read, cancel, releaseLock, closed), `locked`, `cancel`, and `for await`.
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script reaches
// for ReadableStream or a body's stream (`internal/streams` gives bodies what they need of it).
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Object, WeakMap, Uint8Array, TypeError, Symbol, String } = prelude.primordials;

  /** @typedef {{queue: any[], state: 'readable' | 'closed' | 'errored', error: unknown, reader: any,
   *   waiting: {resolve: (r: {value: any, done: boolean}) => void, reject: (e: unknown) => void}[],
   *   source: any, pulling: boolean, started: boolean, disturbed: boolean, controller: any, bytes: boolean}} StreamState */
  const streams = new WeakMap();
  /** @param {any} stream @returns {StreamState} */
  const stateOf = (stream) => streams.get(stream);

  /** @param {StreamState} s */
  function settleWaiting(s) {
    while (s.waiting.length && s.queue.length) /** @type {any} */ (s.waiting.shift()).resolve({ value: s.queue.shift(), done: false });
    if (s.queue.length === 0 && s.state === 'closed') while (s.waiting.length) /** @type {any} */ (s.waiting.shift()).resolve({ value: undefined, done: true });
    if (s.state === 'errored') while (s.waiting.length) /** @type {any} */ (s.waiting.shift()).reject(s.error);
  }
  /** Asks the source for more while a read waits and nothing is queued. @param {StreamState} s */
  function pull(s) {
    if (!s.started || s.pulling || s.state !== 'readable' || s.queue.length || !s.waiting.length) return;
    if (!s.source || typeof s.source.pull !== 'function') return;
    s.pulling = true;
    Promise.resolve().then(() => s.source.pull(s.controller)).then(() => { s.pulling = false; pull(s); },
      (/** @type {unknown} */ e) => { s.pulling = false; fail(s, e); });
  }
  /** @param {StreamState} s @param {unknown} e */
  function fail(s, e) {
    if (s.state !== 'readable') return;
    s.state = 'errored';
    s.error = e;
    s.queue = [];
    settleWaiting(s);
    if (s.reader) readerOf(s.reader).rejectClosed(e);
  }

  class ReadableStream {
    /** @param {any} [source] */
    constructor(source = {}) {
      /** @type {StreamState} */
      const s = { queue: [], state: 'readable', error: undefined, reader: null, waiting: [], source, pulling: false, started: false, disturbed: false, controller: null,
        bytes: source !== null && typeof source === 'object' && source.type === 'bytes' };
      streams.set(this, s);
      s.controller = {
        /** @param {unknown} chunk */
        enqueue(chunk) {
          if (s.state !== 'readable') throw new TypeError('Invalid state: Controller is already closed');
          s.queue.push(chunk);
          settleWaiting(s);
        },
        close() {
          if (s.state !== 'readable') throw new TypeError('Invalid state: Controller is already closed');
          s.state = 'closed';
          settleWaiting(s);
          if (s.reader) readerOf(s.reader).resolveClosed();
        },
        /** @param {unknown} e */
        error(e) { fail(s, e); },
        get desiredSize() { return s.state === 'readable' ? 1 - s.queue.length : 0; },
      };
      // The source starts now (a throw is the constructor's), and is pulled once what it
      // returned has settled.
      const started = source && typeof source.start === 'function' ? source.start(s.controller) : undefined;
      Promise.resolve(started).then(() => { s.started = true; pull(s); }, (/** @type {unknown} */ e) => fail(s, e));
    }
    get locked() { return stateOf(this).reader !== null; }
    getReader() { return new ReadableStreamDefaultReader(this); }
    /** @param {unknown} [reason] */
    cancel(reason) {
      const s = stateOf(this);
      if (s.reader) return Promise.reject(prelude.codedError(TypeError, 'Invalid state: ReadableStream is locked', 'ERR_INVALID_STATE'));
      return cancelStream(s, reason);
    }
    /** Reads this stream into `destination` (node's checks and options). @param {any} destination @param {any} [options] */
    pipeTo(destination, options = {}) {
      const WritableStream = /** @type {any} */ (globalThis).WritableStream;
      if (!(destination instanceof WritableStream)) {
        return Promise.reject(prelude.invalidArgType('transform.writable', 'an instance of WritableStream', destination));
      }
      if (this.locked || destination.locked) return Promise.reject(prelude.codedError(TypeError, 'Invalid state: ReadableStream is locked', 'ERR_INVALID_STATE'));
      return pipe(this.getReader(), destination.getWriter(), destination, options || {});
    }
    /** @param {any} transform @param {any} [options] */
    pipeThrough(transform, options = {}) {
      const { readable, writable } = transform || {};
      if (!(readable instanceof ReadableStream)) {
        throw prelude.invalidArgType('transform.readable', 'an instance of ReadableStream', readable);
      }
      this.pipeTo(writable, options).catch(() => {});
      return readable;
    }
    /** Two streams that each get every chunk of this one. */
    tee() {
      const reader = this.getReader();
      /** @type {any[]} */ const controllers = [];
      let reading = false, cancelled = 0;
      // A branch's cancel settles once both are cancelled (the source is cancelled then), or the
      // source has ended.
      /** @type {(v: unknown) => void} */ let bothCancelled = () => {};
      const cancelledPromise = new Promise((resolve) => { bothCancelled = resolve; });
      const pullBoth = async () => {
        if (reading) return;
        reading = true;
        try {
          const { value, done } = await reader.read();
          for (const c of controllers) { try { if (done) c.close(); else c.enqueue(value); } catch (e) { /* a branch cancelled */ } }
          if (done) bothCancelled(undefined);
        } catch (e) {
          for (const c of controllers) c.error(e);
          bothCancelled(undefined);
        }
        reading = false;
      };
      const branch = () => new ReadableStream({
        start(/** @type {any} */ c) { controllers.push(c); }, pull: pullBoth,
        cancel(/** @type {unknown} */ reason) {
          if (++cancelled === 2) reader.cancel(reason).then(bothCancelled, bothCancelled);
          return cancelledPromise;
        },
      });
      return [branch(), branch()];
    }
    /** A stream of what an iterable (or async iterable) gives. @param {any} iterable */
    static from(iterable) {
      const method = iterable != null ? iterable[Symbol.asyncIterator] || iterable[Symbol.iterator] : undefined;
      if (typeof method !== 'function') throw prelude.codedError(TypeError, `${prelude.inspect ? prelude.inspect(iterable, false) : String(iterable)} must be iterable`, 'ERR_ARG_NOT_ITERABLE');
      const iterator = method.call(iterable);
      return new ReadableStream({
        async pull(/** @type {any} */ c) { const { value, done } = await iterator.next(); if (done) c.close(); else c.enqueue(await value); },
        async cancel(/** @type {unknown} */ reason) { if (typeof iterator.return === 'function') await iterator.return(reason); },
      });
    }
    async *values() {
      const reader = this.getReader();
      let ended = false;
      try {
        while (true) {
          const { value, done } = await reader.read();
          if (done) { ended = true; return; }
          yield value;
        }
      } catch (e) {
        ended = true;
        throw e;
      } finally {
        // Left early (`break`, `return`, a throw in the loop's body): the stream is cancelled,
        // as the web's async iterator does.
        if (!ended) await reader.cancel();
        reader.releaseLock();
      }
    }
    [Symbol.asyncIterator]() { return this.values(); }
    get [Symbol.toStringTag]() { return 'ReadableStream'; }
  }
  /** @param {StreamState} s @param {unknown} reason */
  function cancelStream(s, reason) {
    s.disturbed = true;
    if (s.state === 'closed') return Promise.resolve(undefined);
    if (s.state === 'errored') return Promise.reject(s.error);
    s.state = 'closed';
    s.queue = [];
    settleWaiting(s);
    if (s.reader) readerOf(s.reader).resolveClosed();
    return Promise.resolve(s.source && typeof s.source.cancel === 'function' ? s.source.cancel(reason) : undefined).then(() => undefined);
  }

  /** The loop of `pipeTo`: each chunk read and written in turn; the end closes the destination,
   * a source's error aborts it, a destination's error cancels the source, the signal stops both
   * (each unless the options prevent it). @param {any} reader @param {any} writer @param {any} destination @param {any} options */
  function pipe(reader, writer, destination, options) {
    const { preventClose, preventAbort, preventCancel, signal } = options;
    return new Promise((resolve, reject) => {
      let done = false;
      /** @param {boolean} failed @param {unknown} [error] */
      const finish = (failed, error) => {
        if (done) return;
        done = true;
        if (signal) signal.removeEventListener('abort', onAbort);
        reader.releaseLock();
        writer.releaseLock();
        if (failed) reject(error); else resolve(undefined);
      };
      const onAbort = () => {
        const reason = signal.reason;
        if (!preventAbort) writer.abort(reason).catch(() => {});
        if (!preventCancel) reader.cancel(reason).catch(() => {});
        finish(true, reason);
      };
      if (signal && signal.aborted) { onAbort(); return; }
      if (signal) signal.addEventListener('abort', onAbort);
      (async () => {
        while (!done) {
          let chunk;
          try {
            chunk = await reader.read();
          } catch (error) {
            if (!preventAbort) await writer.abort(error).catch(() => {});
            return finish(true, error);
          }
          if (done) return;
          try {
            if (chunk.done) {
              if (!preventClose) await writer.close();
              return finish(false);
            }
            await writer.write(chunk.value);
          } catch (error) {
            if (!preventCancel) await reader.cancel(error).catch(() => {});
            return finish(true, error);
          }
        }
      })();
    });
  }

  /** Each reader's stream (null once released) and its `closed` promise with what settles it.
   * @typedef {{stream: ReadableStream, s: StreamState | null, closed: Promise<void>, resolveClosed: (v?: any) => void, rejectClosed: (e: unknown) => void}} ReaderState */
  /** @type {WeakMap<object, ReaderState>} */
  const readers = new WeakMap();
  /** @param {unknown} reader @returns {ReaderState} */
  const readerOf = (reader) => {
    const r = readers.get(/** @type {object} */ (reader));
    if (!r) throw prelude.invalidThis('ReadableStreamDefaultReader');
    return r;
  };
  /** A promise-returning method's error for a receiver that is not a reader: a rejection, as node's. */
  const notAReader = () => Promise.reject(prelude.invalidThis('ReadableStreamDefaultReader'));
  class ReadableStreamDefaultReader {
    /** @param {ReadableStream} stream */
    constructor(stream) {
      const s = stateOf(stream);
      if (!s) throw prelude.invalidArgType('stream', 'an instance of ReadableStream', stream);
      if (s.reader) throw prelude.codedError(TypeError, 'Invalid state: ReadableStream is locked', 'ERR_INVALID_STATE');
      s.reader = this;
      /** @type {(v?: any) => void} */ let resolveClosed = () => {};
      /** @type {(e: unknown) => void} */ let rejectClosed = () => {};
      const closed = new Promise((resolve, reject) => { resolveClosed = resolve; rejectClosed = reject; });
      closed.catch(() => {});
      readers.set(this, { stream, s, closed, resolveClosed, rejectClosed });
      if (s.state === 'closed') resolveClosed(undefined);
      if (s.state === 'errored') rejectClosed(s.error);
    }
    /** @returns {Promise<{value: any, done: boolean}>} */
    read() {
      const r = readers.get(this);
      if (!r) return notAReader();
      const s = r.s;
      if (!s) return Promise.reject(prelude.codedError(TypeError, 'Invalid state: The reader is not attached to a stream', 'ERR_INVALID_STATE'));
      s.disturbed = true;
      if (s.queue.length) return Promise.resolve({ value: s.queue.shift(), done: false });
      if (s.state === 'closed') return Promise.resolve({ value: undefined, done: true });
      if (s.state === 'errored') return Promise.reject(s.error);
      return new Promise((resolve, reject) => { s.waiting.push({ resolve, reject }); pull(s); });
    }
    releaseLock() {
      const r = readerOf(this);
      const s = r.s;
      if (!s) return;
      // As the standard's release: reads still waiting fail, `closed` ends rejected.
      const released = prelude.codedError(TypeError, 'Invalid state: Reader released', 'ERR_INVALID_STATE');
      if (s.state === 'readable') r.rejectClosed(released);
      else { r.closed = Promise.reject(released); r.closed.catch(() => {}); }
      for (const waiting of s.waiting.splice(0)) waiting.reject(prelude.codedError(TypeError, 'Invalid state: Releasing reader', 'ERR_INVALID_STATE'));
      s.reader = null;
      r.s = null;
    }
    get closed() { const r = readers.get(this); return r ? r.closed : notAReader(); }
    /** @param {unknown} [reason] */
    cancel(reason = undefined) {
      const r = readers.get(this);
      if (!r) return notAReader();
      const s = r.s;
      return s ? cancelStream(s, reason) : Promise.reject(prelude.codedError(TypeError, 'Invalid state: The reader is not attached to a stream', 'ERR_INVALID_STATE'));
    }
  }
  Object.defineProperty(ReadableStreamDefaultReader.prototype, Symbol.toStringTag, { value: 'ReadableStreamDefaultReader', configurable: true });

  /** Every chunk of a stream, as one Uint8Array (node's message for a chunk of another kind).
   * @param {any} stream @returns {Promise<Uint8Array>} */
  async function readAll(stream) {
    const chunks = [];
    let length = 0;
    for await (const chunk of stream) {
      if (!(chunk instanceof Uint8Array)) throw new TypeError('Received non-Uint8Array chunk');
      chunks.push(chunk);
      length += chunk.length;
    }
    const out = new Uint8Array(length);
    for (let i = 0, at = 0; i < chunks.length; at += chunks[i].length, i++) out.set(chunks[i], at);
    return out;
  }
  /** A byte stream of one Uint8Array (the stream's own), asked for when the stream is first read.
   * @param {() => Uint8Array | Promise<Uint8Array>} bytes */
  const bytesStream = (bytes) => new ReadableStream({
    type: 'bytes',
    /** @param {any} controller */
    async pull(controller) {
      const all = await bytes();
      if (all.length) controller.enqueue(all);
      controller.close();
    },
  });
  /** Whether a stream has been read from or cancelled (a body read through its stream is used). @param {any} stream */
  const isDisturbed = (stream) => stateOf(stream).disturbed;

  // As node shows one (a byte stream's `supportsBYOB` is true).
  prelude.describeAs(ReadableStream.prototype, (/** @type {ReadableStream} */ stream) => {
    const s = streams.get(stream);
    return s ? ['ReadableStream', [['locked', s.reader !== null], ['state', s.state], ['supportsBYOB', s.bytes]]] : null;
  });

  // As node shows one (its `closed` promise as ours are shown).
  prelude.describeAs(ReadableStreamDefaultReader.prototype, (/** @type {object} */ reader) => {
    const r = readers.get(reader);
    return r ? ['ReadableStreamDefaultReader', [['stream', r.stream], ['readRequests', r.s ? r.s.waiting.length : 0], ['close', r.closed]]] : null;
  });

  // For the other parts (not `require`'s).
  const partExports = { ReadableStream, ReadableStreamDefaultReader, 'internal/streams': { readAll, bytesStream, isDisturbed } };
  partExports;
}
