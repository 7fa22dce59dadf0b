// The classes of a readable byte stream's source side, as the Streams standard writes them: a
// ReadableByteStreamController (enqueue, close, error, desiredSize, byobRequest) and the
// ReadableStreamBYOBRequest through which a source fills a BYOB read's view in place (respond,
// respondWithNewView); `autoAllocateChunkSize` gives a default reader's read a buffer to fill.
// BridgeNetworking's part of the JS half (a JSPart), evaluated the first time a script makes a
// byte stream (`internal/byte-controller`).
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { Object, ArrayBuffer, Uint8Array, TypeError } = prelude.primordials;
  const q = prelude.partModule('internal/streams-queue');
  const r = prelude.partModule('internal/streams');
  const b = prelude.partModule('internal/streams-bytes');
  const { invalidState, react } = q;
  const { requests, enforceRange, isDetached, isView, respond, respondWithNewView, desiredSize, controllerClose, controllerEnqueue, controllerError,
    fillReadRequestFromQueue, callPullIfNeeded, clearAlgorithms, clearPendingPullIntos } = b;

  /** @param {unknown} self */
  const requestOf = (self) => {
    const request = requests.get(/** @type {object} */ (self));
    if (!request) throw prelude.invalidThis('ReadableStreamBYOBRequest');
    return request;
  };
  const requestPrototype = {
    get view() { return requestOf(this).view; },
    /** @param {unknown} bytesWritten */
    respond(bytesWritten) {
      const request = requestOf(this);
      const written = enforceRange(bytesWritten, 'bytesWritten');
      if (!request.controller) throw invalidState('This BYOB request has been invalidated');
      if (isDetached(request.view.buffer)) throw new TypeError('The BYOB request\'s buffer has been detached');
      respond(request.controller, written);
    },
    /** @param {any} view */
    respondWithNewView(view) {
      const request = requestOf(this);
      if (!isView(view)) throw prelude.invalidArgType('view', 'an instance of ArrayBufferView', view);
      if (!request.controller) throw invalidState('This BYOB request has been invalidated');
      if (isDetached(view.buffer)) throw new TypeError('The view\'s buffer has been detached');
      respondWithNewView(request.controller, view);
    },
  };
  const ReadableStreamBYOBRequest = q.illegalConstructor('ReadableStreamBYOBRequest', requestPrototype);

  /** @param {unknown} self */
  const controllerOf = (self) => {
    const c = r.controllers.get(/** @type {object} */ (self));
    if (!c || !c.byte) throw prelude.invalidThis('ReadableByteStreamController');
    return c;
  };
  /** The controller's BYOB request, made for the first pull-into waiting (null without one). @param {any} c */
  function byobRequestOf(c) {
    if (c.byobRequest === null && c.pendingPullIntos.length > 0) {
      const first = c.pendingPullIntos[0];
      const view = new Uint8Array(first.buffer, first.byteOffset + first.bytesFilled, first.byteLength - first.bytesFilled);
      const object = Object.create(requestPrototype);
      requests.set(object, { controller: c, view });
      c.byobRequest = object;
    }
    return c.byobRequest;
  }
  const controllerPrototype = {
    get byobRequest() { return byobRequestOf(controllerOf(this)); },
    get desiredSize() { return desiredSize(controllerOf(this)); },
    close() {
      const c = controllerOf(this);
      if (c.closeRequested || c.stream.state !== 'readable') throw invalidState('Controller is already closed');
      controllerClose(c);
    },
    /** @param {any} chunk */
    enqueue(chunk) {
      const c = controllerOf(this);
      if (!isView(chunk)) throw prelude.invalidArgType('chunk', 'an instance of ArrayBufferView', chunk);
      if (chunk.byteLength === 0) throw prelude.codedError(TypeError, 'chunk is empty', 'ERR_INVALID_ARG_VALUE');
      if (chunk.buffer.byteLength === 0) throw prelude.codedError(TypeError, 'chunk\'s buffer is detached or empty', 'ERR_INVALID_ARG_VALUE');
      if (c.closeRequested || c.stream.state !== 'readable') throw invalidState('Controller is already closed');
      controllerEnqueue(c, chunk);
    },
    /** @param {unknown} [e] */
    error(e = undefined) { controllerError(controllerOf(this), e); },
  };
  const ReadableByteStreamController = q.illegalConstructor('ReadableByteStreamController', controllerPrototype);

  /** Sets up a byte controller for `s` and starts the source (a throw is the caller's).
   * @param {any} s @param {() => any} start @param {() => Promise<any>} pull @param {(reason: unknown) => Promise<any>} cancelSource
   * @param {number} highWaterMark @param {number | undefined} autoAllocateChunkSize */
  function setUp(s, start, pull, cancelSource, highWaterMark, autoAllocateChunkSize) {
    const object = Object.create(controllerPrototype);
    const c = {
      byte: true, object, stream: s, queue: [], queueTotalSize: 0, started: false, closeRequested: false, pullAgain: false, pulling: false,
      byobRequest: null, pendingPullIntos: /** @type {any[]} */ ([]), highWaterMark, autoAllocateChunkSize, pull, cancel: cancelSource,
      error: controllerError,
      /** @param {unknown} reason */
      cancelSteps(reason) {
        clearPendingPullIntos(c);
        q.resetQueue(c);
        const result = /** @type {any} */ (c.cancel)(reason);
        clearAlgorithms(c);
        return result;
      },
      /** @param {any} request */
      pullSteps(request) {
        if (c.queueTotalSize > 0) return fillReadRequestFromQueue(c, request);
        if (c.autoAllocateChunkSize !== undefined) {
          let buffer;
          try {
            buffer = new ArrayBuffer(c.autoAllocateChunkSize);
          } catch (e) {
            return request.error(e);
          }
          c.pendingPullIntos.push({ buffer, bufferByteLength: c.autoAllocateChunkSize, byteOffset: 0, byteLength: c.autoAllocateChunkSize,
            bytesFilled: 0, minimumFill: 1, elementSize: 1, viewConstructor: Uint8Array, readerType: 'default' });
        }
        s.reader.readRequests.push(request);
        callPullIfNeeded(c);
      },
      releaseSteps() {
        if (c.pendingPullIntos.length === 0) return;
        const first = c.pendingPullIntos[0];
        first.readerType = 'none';
        c.pendingPullIntos = [first];
      },
    };
    r.controllers.set(object, c);
    s.controller = c;
    react(Promise.resolve(start()), () => {
      c.started = true;
      callPullIfNeeded(c);
    }, (e) => controllerError(c, e));
  }
  /** From a script's source: its `autoAllocateChunkSize` checked, its methods as the stream
   * calls them. @param {any} s @param {unknown} autoAllocate @param {[() => any, () => Promise<any>, (reason: unknown) => Promise<any>]} algorithms
   * @param {number} highWaterMark */
  function setUpFromSource(s, autoAllocate, algorithms, highWaterMark) {
    let auto;
    if (autoAllocate !== undefined) {
      auto = enforceRange(autoAllocate, 'source.autoAllocateChunkSize');
      if (auto === 0) throw prelude.codedError(TypeError, 'The argument \'source.autoAllocateChunkSize\' is invalid. Received 0', 'ERR_INVALID_ARG_VALUE');
    }
    setUp(s, algorithms[0], algorithms[1], algorithms[2], highWaterMark, auto);
  }

  const internals = {
    setUpFromSource, setUp, requestView: (/** @type {any} */ c) => { const request = byobRequestOf(c); return request && requests.get(request).view; },
  };
  const partExports = { ReadableByteStreamController, ReadableStreamBYOBRequest, 'internal/byte-controller': internals };
  partExports;
}
