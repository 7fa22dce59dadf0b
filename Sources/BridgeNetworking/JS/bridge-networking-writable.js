// The web's WritableStream for scripts, as the Streams standard writes its algorithms: a sink's
// start / write / close / abort behind a default controller (error, signal) and a queue measured
// by its strategy, one write handed to the sink at a time and only after start has settled;
// backpressure through the writer's `ready` and `desiredSize`; an abort that waits for the write
// in flight, and reaches the sink after it (`controller.signal` aborts at once); a default writer
// (write, close, abort, releaseLock, ready, closed, desiredSize). BridgeNetworking's part of the
// JS half (a JSPart), evaluated the first time a script reaches for one of its globals
// (`internal/writable` gives pipes and transform streams its algorithms).
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { Object, WeakMap, RangeError, Symbol } = prelude.primordials;
  const q = prelude.partModule('internal/streams-queue');
  const { invalidState, deferred, rejectedDeferred, resolvedDeferred, markHandled, react, promiseCall } = q;

  /** A stream's internal slots, its writer's and its controller's.
   * @typedef {{promise: Promise<any>, resolve: (v?: any) => void, reject: (e: unknown) => void, settled: boolean}} Deferred
   * @typedef {{object: any, state: 'writable' | 'erroring' | 'errored' | 'closed', storedError: unknown, writer: any,
   *   controller: any, inFlightWriteRequest: Deferred | undefined, closeRequest: Deferred | undefined,
   *   inFlightCloseRequest: Deferred | undefined, pendingAbortRequest: {promise: Deferred, reason: unknown, wasAlreadyErroring: boolean} | undefined,
   *   writeRequests: Deferred[], backpressure: boolean}} Stream */
  /** @type {WeakMap<object, Stream>} */ const streams = new WeakMap();
  /** @type {WeakMap<object, any>} */ const writers = new WeakMap();
  /** @type {WeakMap<object, any>} */ const controllers = new WeakMap();
  const closeSentinel = {};
  /** @param {unknown} stream @returns {Stream} */
  const streamOf = (stream) => {
    const s = streams.get(/** @type {object} */ (stream));
    if (!s) throw prelude.invalidThis('WritableStream');
    return s;
  };
  const lockedError = () => invalidState('WritableStream is locked');
  const closedError = () => invalidState('WritableStream is closed');

  // MARK: The stream's algorithms

  /** @param {Stream} s @param {unknown} reason @returns {Promise<void>} */
  function abort(s, reason) {
    if (s.state === 'closed' || s.state === 'errored') return Promise.resolve(undefined);
    s.controller.abortController.abort(reason);
    const state = /** @type {Stream['state']} */ (s.state);
    if (state === 'closed' || state === 'errored') return Promise.resolve(undefined);
    if (s.pendingAbortRequest) return s.pendingAbortRequest.promise.promise;
    const wasAlreadyErroring = state === 'erroring';
    const promise = deferred();
    s.pendingAbortRequest = { promise, reason: wasAlreadyErroring ? undefined : reason, wasAlreadyErroring };
    if (!wasAlreadyErroring) startErroring(s, reason);
    return promise.promise;
  }
  /** @param {Stream} s @returns {Promise<void>} */
  function close(s) {
    if (s.state === 'closed' || s.state === 'errored') return Promise.reject(closedError());
    const promise = deferred();
    s.closeRequest = promise;
    if (s.writer && s.backpressure && s.state === 'writable') s.writer.ready.resolve(undefined);
    q.enqueueValueWithSize(s.controller, closeSentinel, 0);
    advanceQueueIfNeeded(s.controller);
    return promise.promise;
  }
  /** @param {Stream} s @param {unknown} e */
  function dealWithRejection(s, e) {
    if (s.state === 'writable') startErroring(s, e); else finishErroring(s);
  }
  /** @param {Stream} s @param {unknown} reason */
  function startErroring(s, reason) {
    s.state = 'erroring';
    s.storedError = reason;
    if (s.writer) ensureRejected(s.writer, 'ready', reason);
    if (!hasOperationMarkedInFlight(s) && s.controller.started) finishErroring(s);
  }
  /** @param {Stream} s */
  function finishErroring(s) {
    s.state = 'errored';
    q.resetQueue(s.controller);
    for (const request of s.writeRequests.splice(0)) request.reject(s.storedError);
    const request = s.pendingAbortRequest;
    if (!request) return rejectCloseAndClosedPromiseIfNeeded(s);
    s.pendingAbortRequest = undefined;
    if (request.wasAlreadyErroring) {
      request.promise.reject(s.storedError);
      return rejectCloseAndClosedPromiseIfNeeded(s);
    }
    const c = s.controller;
    const result = /** @type {(reason: unknown) => Promise<any>} */ (c.abort)(request.reason);
    clearAlgorithms(c);
    react(result, () => {
      request.promise.resolve(undefined);
      rejectCloseAndClosedPromiseIfNeeded(s);
    }, (e) => {
      request.promise.reject(e);
      rejectCloseAndClosedPromiseIfNeeded(s);
    });
  }
  /** @param {Stream} s */
  function rejectCloseAndClosedPromiseIfNeeded(s) {
    if (s.closeRequest) {
      s.closeRequest.reject(s.storedError);
      s.closeRequest = undefined;
    }
    if (s.writer) {
      s.writer.closed.reject(s.storedError);
      markHandled(s.writer.closed.promise);
    }
  }
  /** @param {Stream} s */
  const closeQueuedOrInFlight = (s) => s.closeRequest !== undefined || s.inFlightCloseRequest !== undefined;
  /** @param {Stream} s */
  const hasOperationMarkedInFlight = (s) => s.inFlightWriteRequest !== undefined || s.inFlightCloseRequest !== undefined;
  /** @param {Stream} s @param {boolean} backpressure */
  function updateBackpressure(s, backpressure) {
    if (s.writer && backpressure !== s.backpressure) {
      if (backpressure) s.writer.ready = deferred(); else s.writer.ready.resolve(undefined);
    }
    s.backpressure = backpressure;
  }

  // MARK: The default controller

  /** @param {any} c */
  const clearAlgorithms = (c) => { c.write = undefined; c.close = undefined; c.abort = undefined; c.size = undefined; };
  /** @param {any} c */
  const desiredSize = (c) => c.highWaterMark - c.queueTotalSize;
  /** @param {any} c @param {unknown} e */
  const errorIfNeeded = (c, e) => { if (c.stream.state === 'writable') controllerError(c, e); };
  /** @param {any} c @param {unknown} e */
  function controllerError(c, e) {
    clearAlgorithms(c);
    startErroring(c.stream, e);
  }
  /** @param {any} c */
  function advanceQueueIfNeeded(c) {
    const s = c.stream;
    if (!c.started || s.inFlightWriteRequest) return;
    if (s.state === 'erroring') return finishErroring(s);
    if (c.queue.length === 0) return;
    const value = q.peekQueueValue(c);
    if (value === closeSentinel) {
      s.inFlightCloseRequest = s.closeRequest;
      s.closeRequest = undefined;
      q.dequeueValue(c);
      const sinkClosed = c.close();
      clearAlgorithms(c);
      react(sinkClosed, () => {
        /** @type {Deferred} */ (s.inFlightCloseRequest).resolve(undefined);
        s.inFlightCloseRequest = undefined;
        if (s.state === 'erroring') {
          s.storedError = undefined;
          if (s.pendingAbortRequest) {
            s.pendingAbortRequest.promise.resolve(undefined);
            s.pendingAbortRequest = undefined;
          }
        }
        s.state = 'closed';
        if (s.writer) s.writer.closed.resolve(undefined);
      }, (e) => {
        /** @type {Deferred} */ (s.inFlightCloseRequest).reject(e);
        s.inFlightCloseRequest = undefined;
        if (s.pendingAbortRequest) {
          s.pendingAbortRequest.promise.reject(e);
          s.pendingAbortRequest = undefined;
        }
        dealWithRejection(s, e);
      });
      return;
    }
    s.inFlightWriteRequest = s.writeRequests.shift();
    react(c.write(value), () => {
      /** @type {Deferred} */ (s.inFlightWriteRequest).resolve(undefined);
      s.inFlightWriteRequest = undefined;
      q.dequeueValue(c);
      if (!closeQueuedOrInFlight(s) && s.state === 'writable') updateBackpressure(s, desiredSize(c) <= 0);
      advanceQueueIfNeeded(c);
    }, (e) => {
      if (s.state === 'writable') clearAlgorithms(c);
      /** @type {Deferred} */ (s.inFlightWriteRequest).reject(e);
      s.inFlightWriteRequest = undefined;
      dealWithRejection(s, e);
    });
  }

  /** @param {unknown} controller */
  const controllerOf = (controller) => {
    const c = controllers.get(/** @type {object} */ (controller));
    if (!c) throw prelude.invalidThis('WritableStreamDefaultController');
    return c;
  };
  const controllerPrototype = {
    get signal() { return controllerOf(this).abortController.signal; },
    /** @param {unknown} [e] */
    error(e = undefined) {
      const c = controllerOf(this);
      if (c.stream.state === 'writable') controllerError(c, e);
    },
  };
  const WritableStreamDefaultController = q.illegalConstructor('WritableStreamDefaultController', controllerPrototype);

  /** Sets up `s`'s controller and starts the sink now (a throw is the caller's).
   * @param {Stream} s @param {() => any} start @param {(chunk: unknown) => Promise<any>} write
   * @param {() => Promise<any>} closeSink @param {(reason: unknown) => Promise<any>} abortSink
   * @param {number} highWaterMark @param {((chunk: unknown) => number) | undefined} size */
  function setUpController(s, start, write, closeSink, abortSink, highWaterMark, size) {
    const object = Object.create(controllerPrototype);
    const AbortController = /** @type {any} */ (globalThis).AbortController;
    const c = { object, stream: s, queue: [], queueTotalSize: 0, abortController: new AbortController(), started: false,
      size, highWaterMark, write, close: closeSink, abort: abortSink };
    controllers.set(object, c);
    s.controller = c;
    updateBackpressure(s, desiredSize(c) <= 0);
    react(Promise.resolve(start()), () => {
      c.started = true;
      advanceQueueIfNeeded(c);
    }, (e) => {
      c.started = true;
      dealWithRejection(s, e);
    });
  }

  /** @param {any} object @returns {Stream} */
  function initialize(object) {
    /** @type {Stream} */
    const s = { object, state: 'writable', storedError: undefined, writer: undefined, controller: undefined, inFlightWriteRequest: undefined,
      closeRequest: undefined, inFlightCloseRequest: undefined, pendingAbortRequest: undefined, writeRequests: [], backpressure: false };
    streams.set(object, s);
    return s;
  }

  class WritableStream {
    /** @param {any} [underlyingSink] @param {any} [strategy] */
    constructor(underlyingSink = undefined, strategy = undefined) {
      const sink = q.underlying(underlyingSink, 'sink');
      const given = q.strategy(strategy);
      // Read as Web IDL reads the dictionary (in its order).
      const abortMethod = q.method(sink, 'abort', 'sink');
      const closeMethod = q.method(sink, 'close', 'sink');
      const startMethod = q.method(sink, 'start', 'sink');
      const type = sink.type;
      const writeMethod = q.method(sink, 'write', 'sink');
      if (type !== undefined) throw prelude.codedError(RangeError, `The argument 'sink.type' is invalid. Received ${prelude.received(type)}`, 'ERR_INVALID_ARG_VALUE');
      const s = initialize(this);
      const object = () => s.controller.object;
      setUpController(s, startMethod ? () => startMethod(object()) : () => undefined,
        writeMethod ? (chunk) => promiseCall(() => writeMethod(chunk, object())) : () => Promise.resolve(undefined),
        closeMethod ? () => promiseCall(() => closeMethod()) : () => Promise.resolve(undefined),
        abortMethod ? (reason) => promiseCall(() => abortMethod(reason)) : () => Promise.resolve(undefined),
        q.highWaterMark(given, 1), given.size);
    }
    get locked() { return streamOf(this).writer !== undefined; }
    /** @param {unknown} [reason] */
    abort(reason = undefined) {
      const s = streams.get(this);
      if (!s) return Promise.reject(prelude.invalidThis('WritableStream'));
      return s.writer ? Promise.reject(lockedError()) : abort(s, reason);
    }
    close() {
      const s = streams.get(this);
      if (!s) return Promise.reject(prelude.invalidThis('WritableStream'));
      if (s.writer) return Promise.reject(lockedError());
      return closeQueuedOrInFlight(s) ? Promise.reject(closedError()) : close(s);
    }
    getWriter() { return new WritableStreamDefaultWriter(this); }
  }
  q.webIDLInterface(WritableStream);

  /** A stream made by transform streams. @param {() => any} start @param {(chunk: unknown) => Promise<any>} write
   * @param {() => Promise<any>} closeSink @param {(reason: unknown) => Promise<any>} abortSink
   * @param {number} highWaterMark @param {((chunk: unknown) => number) | undefined} size */
  function createWritableStream(start, write, closeSink, abortSink, highWaterMark, size) {
    const s = initialize(Object.create(WritableStream.prototype));
    setUpController(s, start, write, closeSink, abortSink, highWaterMark, size);
    return s;
  }

  // MARK: The writer

  /** @param {any} writer @param {'ready' | 'closed'} which @param {unknown} e */
  function ensureRejected(writer, which, e) {
    if (!writer[which].settled) writer[which].reject(e);
    else writer[which] = rejectedDeferred(e);
    markHandled(writer[which].promise);
  }
  /** @param {any} writer */
  function writerRelease(writer) {
    const released = invalidState('Writer has been released');
    ensureRejected(writer, 'ready', released);
    ensureRejected(writer, 'closed', released);
    writer.stream.writer = undefined;
    writer.stream = undefined;
  }
  /** @param {any} writer @param {unknown} chunk @returns {Promise<void>} */
  function writerWrite(writer, chunk) {
    const s = writer.stream;
    const c = s.controller;
    let size = 1;
    if (c.size) {
      try {
        size = c.size(chunk);
      } catch (e) {
        errorIfNeeded(c, e);
      }
    }
    if (s !== writer.stream) return Promise.reject(invalidState('Writer has been released'));
    if (s.state === 'errored') return Promise.reject(s.storedError);
    if (closeQueuedOrInFlight(s) || s.state === 'closed') return Promise.reject(closedError());
    if (s.state === 'erroring') return Promise.reject(s.storedError);
    const promise = deferred();
    s.writeRequests.push(promise);
    try {
      q.enqueueValueWithSize(c, chunk, size);
    } catch (e) {
      errorIfNeeded(c, e);
      return promise.promise;
    }
    if (!closeQueuedOrInFlight(s) && s.state === 'writable') updateBackpressure(s, desiredSize(c) <= 0);
    advanceQueueIfNeeded(c);
    return promise.promise;
  }
  /** @param {any} writer */
  function writerCloseWithErrorPropagation(writer) {
    const s = writer.stream;
    if (closeQueuedOrInFlight(s) || s.state === 'closed') return Promise.resolve(undefined);
    if (s.state === 'errored') return Promise.reject(s.storedError);
    return close(s);
  }
  /** @param {unknown} self */
  const writerOf = (self) => {
    const writer = writers.get(/** @type {object} */ (self));
    if (!writer) throw prelude.invalidThis('WritableStreamDefaultWriter');
    return writer;
  };
  /** @param {unknown} self @param {(writer: any) => Promise<any>} body */
  function attached(self, body) {
    const writer = writers.get(/** @type {object} */ (self));
    if (!writer) return Promise.reject(prelude.invalidThis('WritableStreamDefaultWriter'));
    if (!writer.stream) return Promise.reject(invalidState('Writer is not bound to a WritableStream'));
    return body(writer);
  }

  class WritableStreamDefaultWriter {
    /** @param {WritableStream} stream */
    constructor(stream) {
      const s = streams.get(/** @type {object} */ (stream));
      if (!s) throw prelude.invalidArgType('stream', 'an instance of WritableStream', stream);
      if (s.writer) throw lockedError();
      const writer = { object: this, stream: s, ready: deferred(), closed: deferred() };
      s.writer = writer;
      if (s.state === 'writable') {
        if (closeQueuedOrInFlight(s) || !s.backpressure) writer.ready.resolve(undefined);
      } else if (s.state === 'erroring') {
        writer.ready = rejectedDeferred(s.storedError);
      } else if (s.state === 'closed') {
        writer.ready = resolvedDeferred(undefined);
        writer.closed = resolvedDeferred(undefined);
      } else {
        writer.ready = rejectedDeferred(s.storedError);
        writer.closed = rejectedDeferred(s.storedError);
      }
      writers.set(this, writer);
    }
    get closed() { const writer = writers.get(this); return writer ? writer.closed.promise : Promise.reject(prelude.invalidThis('WritableStreamDefaultWriter')); }
    get ready() { const writer = writers.get(this); return writer ? writer.ready.promise : Promise.reject(prelude.invalidThis('WritableStreamDefaultWriter')); }
    get desiredSize() {
      const writer = writerOf(this);
      if (!writer.stream) throw invalidState('Writer is not bound to a WritableStream');
      const s = writer.stream;
      return s.state === 'errored' || s.state === 'erroring' ? null : s.state === 'closed' ? 0 : desiredSize(s.controller);
    }
    /** @param {unknown} [reason] */
    abort(reason = undefined) { return attached(this, (writer) => abort(writer.stream, reason)); }
    close() { return attached(this, (writer) => (closeQueuedOrInFlight(writer.stream) ? Promise.reject(closedError()) : close(writer.stream))); }
    releaseLock() { const writer = writerOf(this); if (writer.stream) writerRelease(writer); }
    /** @param {unknown} [chunk] */
    write(chunk = undefined) { return attached(this, (writer) => writerWrite(writer, chunk)); }
  }
  q.webIDLInterface(WritableStreamDefaultWriter);

  /** @param {Stream} s */
  const acquireWriter = (s) => writers.get(new WritableStreamDefaultWriter(s.object));

  prelude.describeFields(WritableStream.prototype, 'WritableStream', [['locked', (/** @type {any} */ ws) => streamOf(ws).writer !== undefined],
    ['state', (/** @type {any} */ ws) => streamOf(ws).state]]);
  const internals = { streams, abort, close, closeQueuedOrInFlight, acquireWriter, writerRelease, writerWrite, writerCloseWithErrorPropagation,
    createWritableStream, errorIfNeeded };
  const partExports = { WritableStream, WritableStreamDefaultWriter, WritableStreamDefaultController, 'internal/writable': internals };
  partExports;
}
