// The readers' half of a ReadableStream that both kinds share (a reader's lock on its stream,
// its `closed`, its release), the web's ReadableStreamDefaultReader (read, cancel, releaseLock,
// closed) as the Streams standard writes it, and what bodies read a stream with. BridgeNetworking's
// part of the JS half (a JSPart), evaluated the first time a script reads a stream
// (`internal/streams-reader`).
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { Object, Uint8Array, TypeError, Symbol } = prelude.primordials;
  const q = prelude.partModule('internal/streams-queue');
  const rs = prelude.partModule('internal/streams');
  const { invalidState, deferred, rejectedDeferred, resolvedDeferred, markHandled } = q;
  const { streams, readers, isLocked, cancel, streamOf, lockedError, detachedReader } = rs;
  /** @typedef {any} Stream @typedef {any} Reader @typedef {{chunk: (v: any) => void, close: (v?: any) => void, error: (e: unknown) => void}} ReadRequest */

  /** Locks `s` to `reader`, whose `closed` reflects the stream's state. @param {Reader} reader @param {Stream} s */
  function genericInitialize(reader, s) {
    reader.stream = s;
    s.reader = reader;
    reader.closed = s.state === 'readable' ? deferred() : s.state === 'closed' ? resolvedDeferred(undefined) : rejectedDeferred(s.storedError);
  }
  /** @param {Reader} reader */
  function genericRelease(reader) {
    const s = /** @type {Stream} */ (reader.stream);
    const released = invalidState('Reader released');
    if (s.state === 'readable') reader.closed.reject(released);
    else reader.closed = rejectedDeferred(released);
    markHandled(reader.closed.promise);
    s.controller.releaseSteps();
    s.reader = undefined;
    reader.stream = undefined;
  }
  /** Releases a default reader: reads still waiting fail. @param {Reader} reader */
  function defaultReaderRelease(reader) {
    genericRelease(reader);
    const released = invalidState('Releasing reader');
    for (const request of reader.readRequests.splice(0)) request.error(released);
  }
  /** @param {Reader} reader @param {ReadRequest} request */
  function defaultReaderRead(reader, request) {
    const s = /** @type {Stream} */ (reader.stream);
    s.disturbed = true;
    if (s.state === 'closed') request.close();
    else if (s.state === 'errored') request.error(s.storedError);
    else s.controller.pullSteps(request);
  }
  /** @param {object} object @param {unknown} stream @param {boolean} byob @returns {Reader} */
  function makeReader(object, stream, byob) {
    const s = streams.get(/** @type {object} */ (stream));
    if (!s) throw prelude.invalidArgType('stream', 'an instance of ReadableStream', stream);
    if (isLocked(s)) throw lockedError();
    /** @type {Reader} */
    const reader = { object, byob, stream: undefined, closed: deferred(), readRequests: [] };
    genericInitialize(reader, s);
    readers.set(object, reader);
    return reader;
  }
  /** @param {Stream} s */
  const acquireDefaultReader = (s) => readers.get(new ReadableStreamDefaultReader(s.object));
  /** @param {unknown} object @param {boolean} byob */
  const readerOf = (object, byob) => {
    const r = readers.get(/** @type {object} */ (object));
    return r && r.byob === byob ? r : undefined;
  };
  const notA = (/** @type {string} */ kind) => Promise.reject(prelude.invalidThis(kind));

  class ReadableStreamDefaultReader {
    /** @param {any} stream */
    constructor(stream) { makeReader(this, stream, false); }
    /** @returns {Promise<{value: any, done: boolean}>} */
    read() {
      const r = readerOf(this, false);
      if (!r) return notA('ReadableStreamDefaultReader');
      if (!r.stream) return Promise.reject(detachedReader());
      const d = deferred();
      defaultReaderRead(r, {
        chunk: (value) => d.resolve({ value, done: false }),
        close: () => d.resolve({ value: undefined, done: true }),
        error: (e) => d.reject(e),
      });
      return d.promise;
    }
    releaseLock() {
      const r = readerOf(this, false);
      if (!r) throw prelude.invalidThis('ReadableStreamDefaultReader');
      if (r.stream) defaultReaderRelease(r);
    }
    get closed() { const r = readerOf(this, false); return r ? r.closed.promise : notA('ReadableStreamDefaultReader'); }
    /** @param {unknown} [reason] */
    cancel(reason = undefined) {
      const r = readerOf(this, false);
      if (!r) return notA('ReadableStreamDefaultReader');
      return r.stream ? cancel(r.stream, reason) : Promise.reject(detachedReader());
    }
  }
  q.webIDLInterface(ReadableStreamDefaultReader);

  // MARK: What bodies need

  /** Every chunk of a stream, as one Uint8Array (node's message for a chunk of another kind).
   * @param {any} stream @returns {Promise<Uint8Array>} */
  async function readAll(stream) {
    const reader = /** @type {Reader} */ (acquireDefaultReader(streamOf(stream)));
    const chunks = [];
    let length = 0;
    try {
      while (true) {
        const d = deferred();
        defaultReaderRead(reader, { chunk: (value) => d.resolve({ value, done: false }), close: () => d.resolve({ done: true }), error: d.reject });
        const { value, done } = await d.promise;
        if (done) break;
        if (!(value instanceof Uint8Array)) throw new TypeError('Received non-Uint8Array chunk');
        chunks.push(value);
        length += value.length;
      }
    } finally {
      if (reader.stream) defaultReaderRelease(reader);
    }
    const out = new Uint8Array(length);
    for (let i = 0, at = 0; i < chunks.length; at += chunks[i].length, i++) out.set(chunks[i], at);
    return out;
  }

  // As node shows one (its `closed` promise as ours are shown).
  prelude.describeAs(ReadableStreamDefaultReader.prototype, (/** @type {object} */ reader) => {
    const r = readers.get(reader);
    return r ? ['ReadableStreamDefaultReader', [['stream', r.stream && r.stream.object], ['readRequests', r.readRequests.length], ['close', r.closed.promise]]] : null;
  });

  const internals = { makeReader, genericRelease, defaultReaderRead, defaultReaderRelease, acquireDefaultReader, readAll, ReadableStreamDefaultReader };
  const partExports = { ReadableStreamDefaultReader, 'internal/streams-reader': internals };
  partExports;
}
