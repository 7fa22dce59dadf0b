// The web's ReadableStream for scripts, as the Streams standard writes its algorithms: an
// underlying source's start / pull / cancel with a default controller (enqueue, close, error,
// desiredSize) and a queue measured by its strategy, pulled only while the stream wants more
// (a read waits, or the queue is below its high-water mark); a default reader (read, cancel,
// releaseLock, closed). Byte streams, pipes, tee, `from` and the async iterator are parts of
// their own. BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script
// reaches for ReadableStream or a body's stream (`internal/streams` gives the other parts and
// bodies what they need of it).
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { Object, WeakMap, Uint8Array, TypeError, RangeError, Symbol, String } = prelude.primordials;
  const q = prelude.partModule('internal/streams-queue');
  const { invalidState, deferred, rejectedDeferred, resolvedDeferred, markHandled, react, promiseCall } = q;

  /** A stream's state, its reader's and its controller's, as the standard's internal slots.
   * @typedef {{object: any, state: 'readable' | 'closed' | 'errored', storedError: unknown, disturbed: boolean,
   *   reader: Reader | undefined, controller: any}} Stream
   * @typedef {{chunk: (v: any) => void, close: (v?: any) => void, error: (e: unknown) => void}} ReadRequest
   * @typedef {{object: any, byob: boolean, stream: Stream | undefined, closed: {promise: Promise<any>, resolve: (v?: any) => void, reject: (e: unknown) => void, settled: boolean},
   *   readRequests: any[]}} Reader */
  /** @type {WeakMap<object, Stream>} */ const streams = new WeakMap();
  /** @type {WeakMap<object, Reader>} */ const readers = new WeakMap();
  /** @type {WeakMap<object, any>} */ const controllers = new WeakMap();
  /** @param {unknown} stream @returns {Stream} */
  const streamOf = (stream) => {
    const s = streams.get(/** @type {object} */ (stream));
    if (!s) throw prelude.invalidThis('ReadableStream');
    return s;
  };
  /** @param {Stream} s */
  const isLocked = (s) => s.reader !== undefined;
  const lockedError = () => invalidState('ReadableStream is locked');
  const detachedReader = () => invalidState('The reader is not attached to a stream');

  // MARK: The stream's algorithms

  /** @param {Stream} s @param {unknown} reason @returns {Promise<void>} */
  function cancel(s, reason) {
    s.disturbed = true;
    if (s.state === 'closed') return Promise.resolve(undefined);
    if (s.state === 'errored') return Promise.reject(s.storedError);
    close(s);
    const reader = s.reader;
    if (reader && reader.byob) for (const request of reader.readRequests.splice(0)) request.close(undefined);
    return react(s.controller.cancelSteps(reason), () => undefined);
  }
  /** @param {Stream} s */
  function close(s) {
    s.state = 'closed';
    const reader = s.reader;
    if (!reader) return;
    reader.closed.resolve(undefined);
    if (!reader.byob) for (const request of reader.readRequests.splice(0)) request.close();
  }
  /** @param {Stream} s @param {unknown} e */
  function error(s, e) {
    s.state = 'errored';
    s.storedError = e;
    const reader = s.reader;
    if (!reader) return;
    reader.closed.reject(e);
    markHandled(reader.closed.promise);
    for (const request of reader.readRequests.splice(0)) request.error(e);
  }
  /** Hands the oldest read waiting its chunk (or the end). @param {Stream} s @param {unknown} chunk @param {boolean} done */
  function fulfillReadRequest(s, chunk, done) {
    const request = /** @type {Reader} */ (s.reader).readRequests.shift();
    if (done) request.close(chunk); else request.chunk(chunk);
  }
  /** @param {Stream} s */
  const readRequestCount = (s) => (s.reader ? s.reader.readRequests.length : 0);

  // MARK: The default controller

  /** @typedef {{object: any, stream: Stream, queue: any[], queueTotalSize: number, started: boolean, closeRequested: boolean,
   *   pullAgain: boolean, pulling: boolean, size: ((chunk: unknown) => number) | undefined, highWaterMark: number,
   *   pull: (() => Promise<any>) | undefined, cancel: ((reason: unknown) => Promise<any>) | undefined,
   *   cancelSteps: (reason: unknown) => Promise<any>, pullSteps: (request: ReadRequest) => void, releaseSteps: () => void,
   *   error: (c: any, e: unknown) => void}} Controller */
  /** @param {Controller} c */
  const canCloseOrEnqueue = (c) => !c.closeRequested && c.stream.state === 'readable';
  /** @param {Controller} c */
  function desiredSize(c) {
    const state = c.stream.state;
    return state === 'errored' ? null : state === 'closed' ? 0 : c.highWaterMark - c.queueTotalSize;
  }
  /** @param {Controller} c */
  function shouldCallPull(c) {
    if (!canCloseOrEnqueue(c) || !c.started) return false;
    if (isLocked(c.stream) && readRequestCount(c.stream) > 0) return true;
    return /** @type {number} */ (desiredSize(c)) > 0;
  }
  /** Pulls the source once when the stream wants more; a pull asked for while one runs is made
   * when it ends; a pull that fails errors the stream (`c.error`, a byte controller's own).
   * @param {Controller} c */
  function callPullIfNeeded(c) {
    if (!shouldCallPull(c)) return;
    if (c.pulling) {
      c.pullAgain = true;
      return;
    }
    c.pulling = true;
    react(/** @type {() => Promise<any>} */ (c.pull)(), () => {
      c.pulling = false;
      if (c.pullAgain) {
        c.pullAgain = false;
        callPullIfNeeded(c);
      }
    }, (e) => c.error(c, e));
  }
  /** @param {Controller} c */
  const clearAlgorithms = (c) => { c.pull = undefined; c.cancel = undefined; c.size = undefined; };
  /** @param {Controller} c */
  function controllerClose(c) {
    if (!canCloseOrEnqueue(c)) return;
    c.closeRequested = true;
    if (c.queue.length === 0) {
      clearAlgorithms(c);
      close(c.stream);
    }
  }
  /** @param {Controller} c @param {unknown} chunk */
  function controllerEnqueue(c, chunk) {
    if (!canCloseOrEnqueue(c)) return;
    const s = c.stream;
    if (isLocked(s) && readRequestCount(s) > 0) {
      fulfillReadRequest(s, chunk, false);
    } else {
      try {
        const size = c.size ? c.size(chunk) : 1;
        q.enqueueValueWithSize(c, chunk, size);
      } catch (e) {
        controllerError(c, e);
        throw e;
      }
    }
    callPullIfNeeded(c);
  }
  /** @param {Controller} c @param {unknown} e */
  function controllerError(c, e) {
    if (c.stream.state !== 'readable') return;
    q.resetQueue(c);
    clearAlgorithms(c);
    error(c.stream, e);
  }

  const controllerClosed = () => invalidState('Controller is already closed');
  /** @param {unknown} controller @returns {Controller} */
  const controllerOf = (controller) => {
    const c = controllers.get(/** @type {object} */ (controller));
    if (!c || c.object === undefined || c.byte) throw prelude.invalidThis('ReadableStreamDefaultController');
    return c;
  };
  const controllerPrototype = {
    get desiredSize() { return desiredSize(controllerOf(this)); },
    close() {
      const c = controllerOf(this);
      if (!canCloseOrEnqueue(c)) throw controllerClosed();
      controllerClose(c);
    },
    /** @param {unknown} [chunk] */
    enqueue(chunk = undefined) {
      const c = controllerOf(this);
      if (!canCloseOrEnqueue(c)) throw controllerClosed();
      controllerEnqueue(c, chunk);
    },
    /** @param {unknown} [e] */
    error(e = undefined) { controllerError(controllerOf(this), e); },
  };
  const ReadableStreamDefaultController = q.illegalConstructor('ReadableStreamDefaultController', controllerPrototype);

  /** Sets up a default controller for `s`: starts the source now (a throw is the caller's) and
   * pulls once the start has settled. @param {Stream} s @param {() => any} start
   * @param {() => Promise<any>} pull @param {(reason: unknown) => Promise<any>} cancelSource
   * @param {number} highWaterMark @param {((chunk: unknown) => number) | undefined} size */
  function setUpDefaultController(s, start, pull, cancelSource, highWaterMark, size) {
    const object = Object.create(controllerPrototype);
    /** @type {Controller} */
    const c = {
      object, stream: s, queue: [], queueTotalSize: 0, started: false, closeRequested: false, pullAgain: false, pulling: false,
      size, highWaterMark, pull, cancel: cancelSource, error: controllerError,
      cancelSteps(reason) {
        q.resetQueue(c);
        const result = /** @type {(reason: unknown) => Promise<any>} */ (c.cancel)(reason);
        clearAlgorithms(c);
        return result;
      },
      pullSteps(request) {
        if (c.queue.length > 0) {
          const chunk = q.dequeueValue(c);
          if (c.closeRequested && c.queue.length === 0) {
            clearAlgorithms(c);
            close(s);
          } else {
            callPullIfNeeded(c);
          }
          request.chunk(chunk);
        } else {
          /** @type {Reader} */ (s.reader).readRequests.push(request);
          callPullIfNeeded(c);
        }
      },
      releaseSteps() {},
    };
    controllers.set(object, c);
    s.controller = c;
    react(Promise.resolve(start()), () => {
      c.started = true;
      callPullIfNeeded(c);
    }, (e) => controllerError(c, e));
  }

  /** Reads an underlying source's methods as Web IDL reads its dictionary (in its order).
   * @param {any} source */
  function sourceMethods(source) {
    const auto = source.autoAllocateChunkSize;
    const cancelMethod = q.method(source, 'cancel', 'source');
    const pullMethod = q.method(source, 'pull', 'source');
    const startMethod = q.method(source, 'start', 'source');
    const type = source.type;
    if (type !== undefined && String(type) !== 'bytes') {
      throw prelude.codedError(TypeError, `The argument 'source.type' is invalid. Received ${prelude.received(type)}`, 'ERR_INVALID_ARG_VALUE');
    }
    return { auto, cancelMethod, pullMethod, startMethod, bytes: type !== undefined };
  }

  /** @param {any} object @returns {Stream} */
  function initialize(object) {
    /** @type {Stream} */
    const s = { object, state: 'readable', storedError: undefined, disturbed: false, reader: undefined, controller: undefined };
    streams.set(object, s);
    return s;
  }

  class ReadableStream {
    /** @param {any} [underlyingSource] @param {any} [strategy] */
    constructor(underlyingSource = undefined, strategy = undefined) {
      const source = q.underlying(underlyingSource, 'source');
      const given = q.strategy(strategy);
      const m = sourceMethods(source);
      const s = initialize(this);
      // The source's methods as the controller calls them, with the controller (either kind).
      const object = () => /** @type {Controller} */ (s.controller).object;
      const start = m.startMethod, pull = m.pullMethod, cancelSource = m.cancelMethod;
      /** @type {[() => any, () => Promise<any>, (reason: unknown) => Promise<any>]} */
      const algorithms = [start ? () => start(object()) : () => undefined,
        pull ? () => promiseCall(() => pull(object())) : () => Promise.resolve(undefined),
        cancelSource ? (reason) => promiseCall(() => cancelSource(reason)) : () => Promise.resolve(undefined)];
      if (m.bytes) {
        if (given.size !== undefined) throw prelude.codedError(RangeError, 'The strategy\'s size function must be undefined for a byte stream', 'ERR_INVALID_ARG_VALUE');
        prelude.partModule('internal/byte-controller').setUpFromSource(s, m.auto, algorithms, q.highWaterMark(given, 0));
        return;
      }
      setUpDefaultController(s, algorithms[0], algorithms[1], algorithms[2], q.highWaterMark(given, 1), given.size);
    }
    get locked() { return isLocked(streamOf(this)); }
    /** @param {unknown} [reason] */
    cancel(reason = undefined) {
      const s = streams.get(this);
      if (!s) return Promise.reject(prelude.invalidThis('ReadableStream'));
      return isLocked(s) ? Promise.reject(lockedError()) : cancel(s, reason);
    }
    /** @param {any} [options] */
    getReader(options = undefined) {
      streamOf(this);
      const mode = q.dictionary(options, 'options').mode;
      if (mode === undefined) return new (prelude.partModule('internal/streams-reader').ReadableStreamDefaultReader)(this);
      if (String(mode) !== 'byob') throw prelude.codedError(TypeError, `The argument 'options.mode' is invalid. Received ${prelude.received(mode)}`, 'ERR_INVALID_ARG_VALUE');
      return new (prelude.partModule('internal/streams-byob').ReadableStreamBYOBReader)(this);
    }
    /** @param {any} destination @param {any} [options] */
    pipeTo(destination, options = undefined) { return prelude.partModule('internal/streams-pipe').pipeTo(this, destination, options); }
    /** @param {any} transform @param {any} [options] */
    pipeThrough(transform, options = undefined) { return prelude.partModule('internal/streams-pipe').pipeThrough(this, transform, options); }
    tee() { return prelude.partModule('internal/streams-pipe').tee(streamOf(this)); }
    /** @param {any} [options] */
    values(options = undefined) { return prelude.partModule('internal/streams-pipe').values(streamOf(this), options); }
    /** @param {any} iterable */
    static from(iterable) { return prelude.partModule('internal/streams-pipe').from(iterable); }
  }
  Object.defineProperty(ReadableStream.prototype, Symbol.asyncIterator, { value: ReadableStream.prototype.values, writable: true, configurable: true });
  q.webIDLInterface(ReadableStream);

  /** A stream made by the standard's other algorithms (tee, from, transform streams).
   * @param {() => any} start @param {() => Promise<any>} pull @param {(reason: unknown) => Promise<any>} cancelSource
   * @param {number} [highWaterMark] @param {(chunk: unknown) => number} [size] */
  function createReadableStream(start, pull, cancelSource, highWaterMark = 1, size = undefined) {
    const object = Object.create(ReadableStream.prototype);
    const s = initialize(object);
    setUpDefaultController(s, start, pull, cancelSource, highWaterMark, size);
    return s;
  }

  // MARK: What bodies need

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
  const isDisturbed = (stream) => streamOf(stream).disturbed;

  // As node shows one (a byte stream's `supportsBYOB` is true).
  prelude.describeAs(ReadableStream.prototype, (/** @type {ReadableStream} */ stream) => {
    const s = streams.get(stream);
    return s ? ['ReadableStream', [['locked', isLocked(s)], ['state', s.state], ['supportsBYOB', !!(s.controller && s.controller.byte)]]] : null;
  });

  const internals = {
    bytesStream, isDisturbed, streamOf, initialize, prototype: ReadableStream.prototype, streams, readers, isLocked, cancel, close, error,
    fulfillReadRequest, readRequestCount, createReadableStream, controllers,
    canCloseOrEnqueue, desiredSize, shouldCallPull, callPullIfNeeded, controllerClose, controllerEnqueue, controllerError, lockedError, detachedReader,
  };
  // For the other parts (not `require`'s).
  const partExports = { ReadableStream, ReadableStreamDefaultController, 'internal/streams': internals };
  partExports;
}
