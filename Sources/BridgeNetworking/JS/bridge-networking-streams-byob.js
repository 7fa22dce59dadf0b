// The BYOB reader of a readable byte stream (read into a view the script brings, at least `min`
// elements of it; releaseLock; closed; cancel) and a byte stream's tee, whose branches each
// answer their own BYOB reads, as the Streams standard writes them. BridgeNetworking's part of
// the JS half (a JSPart), evaluated the first time a script reaches for a BYOB reader or tees a
// byte stream (`internal/streams-byob`).
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { Object, Uint8Array, DataView, TypeError, RangeError, Symbol } = prelude.primordials;
  const q = prelude.partModule('internal/streams-queue');
  const r = prelude.partModule('internal/streams');
  const rd = prelude.partModule('internal/streams-reader');
  const b = prelude.partModule('internal/streams-bytes');
  const { invalidState, deferred, react } = q;

  /** @param {any} reader */
  function byobReaderRelease(reader) {
    rd.genericRelease(reader);
    const released = invalidState('Releasing reader');
    for (const request of reader.readRequests.splice(0)) request.error(released);
  }
  /** @param {any} reader @param {any} view @param {number} min @param {any} request */
  function byobReaderRead(reader, view, min, request) {
    const s = reader.stream;
    s.disturbed = true;
    if (s.state === 'errored') request.error(s.storedError);
    else b.pullInto(s.controller, view, min, request);
  }
  /** @param {unknown} self */
  const readerOf = (self) => {
    const reader = r.readers.get(/** @type {object} */ (self));
    return reader && reader.byob ? reader : undefined;
  };
  const notAReader = () => Promise.reject(prelude.invalidThis('ReadableStreamBYOBReader'));

  class ReadableStreamBYOBReader {
    /** @param {any} stream */
    constructor(stream) {
      const s = r.streams.get(/** @type {object} */ (stream));
      if (!s) throw prelude.invalidArgType('stream', 'an instance of ReadableStream', stream);
      if (r.isLocked(s)) throw r.lockedError();
      if (!s.controller.byte) throw prelude.codedError(TypeError, 'The argument \'stream\' is invalid. Received a stream that is not a byte stream', 'ERR_INVALID_ARG_VALUE');
      rd.makeReader(this, stream, true);
    }
    /** @param {any} view @param {any} [options] @returns {Promise<{value: any, done: boolean}>} */
    read(view, options = undefined) {
      const reader = readerOf(this);
      if (!reader) return notAReader();
      if (!b.isView(view)) return Promise.reject(prelude.invalidArgType('view', 'an instance of ArrayBufferView', view));
      let min;
      try {
        const given = q.dictionary(options, 'options').min;
        min = given === undefined ? 1 : b.enforceRange(given, 'options.min');
      } catch (e) {
        return Promise.reject(e);
      }
      if (view.byteLength === 0) return Promise.reject(prelude.codedError(TypeError, 'The view is empty', 'ERR_INVALID_ARG_VALUE'));
      if (view.buffer.byteLength === 0) return Promise.reject(prelude.codedError(TypeError, 'The view\'s buffer is empty', 'ERR_INVALID_ARG_VALUE'));
      if (b.isDetached(view.buffer)) return Promise.reject(prelude.codedError(TypeError, 'The view\'s buffer has been detached', 'ERR_INVALID_STATE'));
      if (min === 0) return Promise.reject(prelude.codedError(TypeError, 'options.min must be greater than 0', 'ERR_OUT_OF_RANGE'));
      const elements = b.viewKind(view).viewConstructor === DataView ? view.byteLength : view.length;
      if (min > elements) return Promise.reject(prelude.codedError(RangeError, 'options.min must not be greater than the view\'s length', 'ERR_OUT_OF_RANGE'));
      if (!reader.stream) return Promise.reject(r.detachedReader());
      const d = deferred();
      byobReaderRead(reader, view, min, {
        chunk: (/** @type {unknown} */ value) => d.resolve({ value, done: false }),
        close: (/** @type {unknown} */ value) => d.resolve({ value, done: true }),
        error: (/** @type {unknown} */ e) => d.reject(e),
      });
      return d.promise;
    }
    releaseLock() {
      const reader = readerOf(this);
      if (!reader) throw prelude.invalidThis('ReadableStreamBYOBReader');
      if (reader.stream) byobReaderRelease(reader);
    }
    get closed() { const reader = readerOf(this); return reader ? reader.closed.promise : notAReader(); }
    /** @param {unknown} [reason] */
    cancel(reason = undefined) {
      const reader = readerOf(this);
      if (!reader) return notAReader();
      return reader.stream ? r.cancel(reader.stream, reason) : Promise.reject(r.detachedReader());
    }
  }
  q.webIDLInterface(ReadableStreamBYOBReader);

  /** A chunk's bytes copied into a Uint8Array of their own. @param {any} chunk */
  const cloneAsUint8Array = (chunk) => new Uint8Array(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength));

  /** The standard's ReadableByteStreamTee. @param {any} s */
  function tee(s) {
    let reader = rd.acquireDefaultReader(s);
    let reading = false, readAgainForBranch1 = false, readAgainForBranch2 = false, canceled1 = false, canceled2 = false;
    /** @type {unknown} */ let reason1, reason2;
    /** @type {any} */ let branch1, branch2;
    const cancelled = deferred();
    /** @param {any} thisReader */
    const forwardReaderError = (thisReader) => react(thisReader.closed.promise, undefined, (e) => {
      if (thisReader !== reader) return;
      b.controllerError(branch1.controller, e);
      b.controllerError(branch2.controller, e);
      if (!canceled1 || !canceled2) cancelled.resolve(undefined);
    });
    /** Both branches fail, and the stream is cancelled, when a chunk cannot be copied. @param {unknown} e */
    const cloneFailed = (e) => {
      b.controllerError(branch1.controller, e);
      b.controllerError(branch2.controller, e);
      cancelled.resolve(r.cancel(s, e));
    };
    const readAgain = () => {
      reading = false;
      if (readAgainForBranch1) pull1(); else if (readAgainForBranch2) pull2();
    };
    const pullWithDefaultReader = () => {
      if (reader.byob) {
        byobReaderRelease(reader);
        reader = rd.acquireDefaultReader(s);
        forwardReaderError(reader);
      }
      rd.defaultReaderRead(reader, {
        chunk: (/** @type {any} */ chunk) => {
          Promise.resolve().then(() => {
            readAgainForBranch1 = false;
            readAgainForBranch2 = false;
            let chunk2 = chunk;
            if (!canceled1 && !canceled2) {
              try {
                chunk2 = cloneAsUint8Array(chunk);
              } catch (e) {
                return cloneFailed(e);
              }
            }
            if (!canceled1) b.controllerEnqueue(branch1.controller, chunk);
            if (!canceled2) b.controllerEnqueue(branch2.controller, chunk2);
            readAgain();
          });
        },
        close: () => {
          reading = false;
          if (!canceled1) b.controllerClose(branch1.controller);
          if (!canceled2) b.controllerClose(branch2.controller);
          if (branch1.controller.pendingPullIntos.length > 0) b.respond(branch1.controller, 0);
          if (branch2.controller.pendingPullIntos.length > 0) b.respond(branch2.controller, 0);
          if (!canceled1 || !canceled2) cancelled.resolve(undefined);
        },
        error: () => { reading = false; },
      });
    };
    /** @param {any} view @param {boolean} forBranch2 */
    const pullWithBYOBReader = (view, forBranch2) => {
      if (!reader.byob) {
        rd.defaultReaderRelease(reader);
        reader = r.readers.get(new ReadableStreamBYOBReader(s.object));
        forwardReaderError(reader);
      }
      const byobBranch = forBranch2 ? branch2 : branch1;
      const otherBranch = forBranch2 ? branch1 : branch2;
      byobReaderRead(reader, view, 1, {
        chunk: (/** @type {any} */ chunk) => {
          Promise.resolve().then(() => {
            readAgainForBranch1 = false;
            readAgainForBranch2 = false;
            const byobCanceled = forBranch2 ? canceled2 : canceled1;
            const otherCanceled = forBranch2 ? canceled1 : canceled2;
            if (!otherCanceled) {
              let cloned;
              try {
                cloned = cloneAsUint8Array(chunk);
              } catch (e) {
                return cloneFailed(e);
              }
              if (!byobCanceled) b.respondWithNewView(byobBranch.controller, chunk);
              b.controllerEnqueue(otherBranch.controller, cloned);
            } else if (!byobCanceled) {
              b.respondWithNewView(byobBranch.controller, chunk);
            }
            readAgain();
          });
        },
        close: (/** @type {any} */ chunk) => {
          reading = false;
          const byobCanceled = forBranch2 ? canceled2 : canceled1;
          const otherCanceled = forBranch2 ? canceled1 : canceled2;
          if (!byobCanceled) b.controllerClose(byobBranch.controller);
          if (!otherCanceled) b.controllerClose(otherBranch.controller);
          if (chunk !== undefined) {
            if (!byobCanceled) b.respondWithNewView(byobBranch.controller, chunk);
            if (!otherCanceled && otherBranch.controller.pendingPullIntos.length > 0) b.respond(otherBranch.controller, 0);
          }
          if (!byobCanceled || !otherCanceled) cancelled.resolve(undefined);
        },
        error: () => { reading = false; },
      });
    };
    /** @param {boolean} forBranch2 */
    const pullBranch = (forBranch2) => {
      if (reading) {
        if (forBranch2) readAgainForBranch2 = true; else readAgainForBranch1 = true;
        return Promise.resolve(undefined);
      }
      reading = true;
      const view = prelude.partModule('internal/byte-controller').requestView((forBranch2 ? branch2 : branch1).controller);
      if (view === null) pullWithDefaultReader(); else pullWithBYOBReader(view, forBranch2);
      return Promise.resolve(undefined);
    };
    const pull1 = () => pullBranch(false);
    const pull2 = () => pullBranch(true);
    /** @param {boolean} first @returns {(reason: unknown) => Promise<any>} */
    const cancelBranch = (first) => (reason) => {
      if (first) { canceled1 = true; reason1 = reason; } else { canceled2 = true; reason2 = reason; }
      if (canceled1 && canceled2) cancelled.resolve(r.cancel(s, [reason1, reason2]));
      return cancelled.promise;
    };
    /** @param {() => Promise<void>} pull @param {(reason: unknown) => Promise<any>} cancelSource */
    const branch = (pull, cancelSource) => {
      const made = r.initialize(Object.create(r.prototype));
      prelude.partModule('internal/byte-controller').setUp(made, () => undefined, pull, cancelSource, 0, undefined);
      return made;
    };
    branch1 = branch(pull1, cancelBranch(true));
    branch2 = branch(pull2, cancelBranch(false));
    forwardReaderError(reader);
    return [branch1.object, branch2.object];
  }

  const partExports = { ReadableStreamBYOBReader, 'internal/streams-byob': { tee, ReadableStreamBYOBReader } };
  partExports;
}
