// Readable byte streams' algorithms, as the Streams standard writes them: a queue that counts
// bytes, chunks taken over (their buffers transferred), the views BYOB reads bring filled in
// place from the queue or by the source (pull-intos), answers to a BYOB request. The classes
// are bridge-networking-byte-controller.js's. BridgeNetworking's part of the JS half (a JSPart),
// evaluated the first time a script makes a byte stream (`internal/streams-bytes`).
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { Object, WeakMap, ArrayBuffer, Uint8Array, DataView, TypeError, RangeError, Number, Math, Symbol } = prelude.primordials;
  const q = prelude.partModule('internal/streams-queue');
  const call = q.call;
  const r = prelude.partModule('internal/streams');
  const { desiredSize, callPullIfNeeded } = r;

  // MARK: Buffers and views

  const transferBuffer = /** @type {(b: ArrayBuffer) => ArrayBuffer} */ ((/** @type {ArrayBuffer} */ b) => call(/** @type {any} */ (ArrayBuffer.prototype).transfer, b));
  const detachedGetter = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'detached')).get;
  /** @param {ArrayBuffer} b */
  const isDetached = (b) => call(/** @type {any} */ (detachedGetter), b);
  const typedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);
  const typedArrayName = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(typedArrayPrototype, Symbol.toStringTag)).get;
  /** A typed array's kind ('Uint8Array', …), undefined for anything else. @param {unknown} view @returns {string | undefined} */
  const typedKind = (view) => call(/** @type {any} */ (typedArrayName), view);
  /** @type {Record<string, any>} */ const typedConstructors = {};
  for (const name of ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
    'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array']) {
    const made = /** @type {any} */ (globalThis)[name];
    if (typeof made === 'function') typedConstructors[name] = made;
  }
  /** @param {unknown} view */
  const isView = (view) => ArrayBuffer.isView(view);
  /** A view's element size and constructor (DataView's are 1 and DataView). @param {any} view */
  function viewKind(view) {
    const kind = typedKind(view);
    if (kind === undefined) return { elementSize: 1, viewConstructor: DataView };
    return { elementSize: typedConstructors[kind].BYTES_PER_ELEMENT, viewConstructor: typedConstructors[kind] };
  }
  /** Web IDL's [EnforceRange] unsigned long long. @param {unknown} value @param {string} name */
  function enforceRange(value, name) {
    const x = Number(value);
    if (x !== x || x === Infinity || x === -Infinity) throw prelude.codedError(TypeError, `The "${name}" argument must be a finite number`, 'ERR_INVALID_ARG_VALUE');
    const integer = Math.trunc(x);
    if (integer < 0 || integer > Number.MAX_SAFE_INTEGER) throw prelude.codedError(TypeError, `The "${name}" argument is out of range`, 'ERR_OUT_OF_RANGE');
    return integer;
  }

  /** Each BYOB request's controller (undefined once it is answered) and view.
   * @type {WeakMap<object, {controller: any, view: any}>} */
  const requests = new WeakMap();

  // MARK: The controller's algorithms

  /** @param {any} c */
  const clearAlgorithms = (c) => { c.pull = undefined; c.cancel = undefined; };
  /** @param {any} c */
  const clearPendingPullIntos = (c) => { invalidateRequest(c); c.pendingPullIntos = []; };
  /** @param {any} c */
  function invalidateRequest(c) {
    if (c.byobRequest === null) return;
    const request = requests.get(c.byobRequest);
    request.controller = undefined;
    request.view = null;
    c.byobRequest = null;
  }
  /** @param {any} c @param {unknown} e */
  function controllerError(c, e) {
    if (c.stream.state !== 'readable') return;
    clearPendingPullIntos(c);
    q.resetQueue(c);
    clearAlgorithms(c);
    r.error(c.stream, e);
  }
  /** @param {any} c */
  function controllerClose(c) {
    const s = c.stream;
    if (c.closeRequested || s.state !== 'readable') return;
    if (c.queueTotalSize > 0) {
      c.closeRequested = true;
      return;
    }
    if (c.pendingPullIntos.length > 0) {
      const first = c.pendingPullIntos[0];
      if (first.bytesFilled % first.elementSize !== 0) {
        const e = new TypeError('Insufficient bytes to fill elements in the given buffer');
        controllerError(c, e);
        throw e;
      }
    }
    clearAlgorithms(c);
    r.close(s);
  }
  /** @param {any} c @param {ArrayBuffer} buffer @param {number} byteOffset @param {number} byteLength */
  function enqueueChunk(c, buffer, byteOffset, byteLength) {
    c.queue.push({ buffer, byteOffset, byteLength });
    c.queueTotalSize += byteLength;
  }
  /** @param {any} c @param {ArrayBuffer} buffer @param {number} byteOffset @param {number} byteLength */
  function enqueueClonedChunk(c, buffer, byteOffset, byteLength) {
    let clone;
    try {
      clone = buffer.slice(byteOffset, byteOffset + byteLength);
    } catch (e) {
      controllerError(c, e);
      throw e;
    }
    enqueueChunk(c, clone, 0, byteLength);
  }
  /** @param {any} c @param {any} pullInto */
  function enqueueDetachedPullInto(c, pullInto) {
    if (pullInto.bytesFilled > 0) enqueueClonedChunk(c, pullInto.buffer, pullInto.byteOffset, pullInto.bytesFilled);
    shiftPendingPullInto(c);
  }
  /** @param {any} c */
  const shiftPendingPullInto = (c) => c.pendingPullIntos.shift();
  /** @param {any} c @param {any} view */
  function controllerEnqueue(c, view) {
    const s = c.stream;
    if (c.closeRequested || s.state !== 'readable') return;
    const { buffer, byteOffset, byteLength } = view;
    if (isDetached(buffer)) throw new TypeError('The chunk\'s buffer is detached');
    const transferred = transferBuffer(buffer);
    if (c.pendingPullIntos.length > 0) {
      const first = c.pendingPullIntos[0];
      if (isDetached(first.buffer)) throw new TypeError('The BYOB request\'s buffer is detached');
      invalidateRequest(c);
      first.buffer = transferBuffer(first.buffer);
      if (first.readerType === 'none') enqueueDetachedPullInto(c, first);
    }
    const reader = s.reader;
    if (reader && !reader.byob) {
      while (reader.readRequests.length > 0 && c.queueTotalSize > 0) fillReadRequestFromQueue(c, reader.readRequests.shift());
      if (reader.readRequests.length === 0) {
        enqueueChunk(c, transferred, byteOffset, byteLength);
      } else {
        if (c.pendingPullIntos.length > 0) shiftPendingPullInto(c);
        r.fulfillReadRequest(s, new Uint8Array(transferred, byteOffset, byteLength), false);
      }
    } else if (reader) {
      enqueueChunk(c, transferred, byteOffset, byteLength);
      for (const filled of processPullIntosUsingQueue(c)) commitPullInto(s, filled);
    } else {
      enqueueChunk(c, transferred, byteOffset, byteLength);
    }
    callPullIfNeeded(c);
  }
  /** Copies what the queue holds into `pullInto`; true once it holds its minimum. @param {any} c @param {any} pullInto */
  function fillPullIntoFromQueue(c, pullInto) {
    const maxBytesToCopy = Math.min(c.queueTotalSize, pullInto.byteLength - pullInto.bytesFilled);
    const maxBytesFilled = pullInto.bytesFilled + maxBytesToCopy;
    let remaining = maxBytesToCopy;
    let ready = false;
    const maxAlignedBytes = maxBytesFilled - (maxBytesFilled % pullInto.elementSize);
    if (maxAlignedBytes >= pullInto.minimumFill) {
      remaining = maxAlignedBytes - pullInto.bytesFilled;
      ready = true;
    }
    while (remaining > 0) {
      const head = c.queue[0];
      const bytesToCopy = Math.min(remaining, head.byteLength);
      const destStart = pullInto.byteOffset + pullInto.bytesFilled;
      new Uint8Array(pullInto.buffer, destStart, bytesToCopy).set(new Uint8Array(head.buffer, head.byteOffset, bytesToCopy));
      if (head.byteLength === bytesToCopy) {
        c.queue.shift();
      } else {
        head.byteOffset += bytesToCopy;
        head.byteLength -= bytesToCopy;
      }
      c.queueTotalSize -= bytesToCopy;
      pullInto.bytesFilled += bytesToCopy;
      remaining -= bytesToCopy;
    }
    return ready;
  }
  /** @param {any} c @param {any} request */
  function fillReadRequestFromQueue(c, request) {
    const entry = c.queue.shift();
    c.queueTotalSize -= entry.byteLength;
    handleQueueDrain(c);
    request.chunk(new Uint8Array(entry.buffer, entry.byteOffset, entry.byteLength));
  }
  /** @param {any} c */
  function handleQueueDrain(c) {
    if (c.queueTotalSize === 0 && c.closeRequested) {
      clearAlgorithms(c);
      r.close(c.stream);
    } else {
      callPullIfNeeded(c);
    }
  }
  /** @param {any} c */
  function processPullIntosUsingQueue(c) {
    const filled = [];
    while (c.pendingPullIntos.length > 0 && c.queueTotalSize > 0) {
      const pullInto = c.pendingPullIntos[0];
      if (!fillPullIntoFromQueue(c, pullInto)) break;
      shiftPendingPullInto(c);
      filled.push(pullInto);
    }
    return filled;
  }
  /** @param {any} pullInto */
  const convertPullInto = (pullInto) => new pullInto.viewConstructor(transferBuffer(pullInto.buffer), pullInto.byteOffset,
    pullInto.bytesFilled / pullInto.elementSize);
  /** Hands a filled pull-into to the read waiting for it. @param {any} s @param {any} pullInto */
  function commitPullInto(s, pullInto) {
    const done = s.state === 'closed';
    const filled = convertPullInto(pullInto);
    const request = s.reader.readRequests.shift();
    if (pullInto.readerType === 'default') {
      if (done) request.close(); else request.chunk(filled);
    } else if (done) {
      request.close(filled);
    } else {
      request.chunk(filled);
    }
  }
  /** A BYOB read: fills `view` from the queue, or waits for the source. @param {any} c @param {any} view @param {number} min @param {any} request */
  function pullInto(c, view, min, request) {
    const s = c.stream;
    const { elementSize, viewConstructor } = viewKind(view);
    const { byteOffset, byteLength } = view;
    let buffer;
    try {
      buffer = transferBuffer(view.buffer);
    } catch (e) {
      request.error(e);
      return;
    }
    const descriptor = { buffer, bufferByteLength: buffer.byteLength, byteOffset, byteLength, bytesFilled: 0, minimumFill: min * elementSize,
      elementSize, viewConstructor, readerType: 'byob' };
    if (c.pendingPullIntos.length > 0) {
      c.pendingPullIntos.push(descriptor);
      s.reader.readRequests.push(request);
      return;
    }
    if (s.state === 'closed') {
      request.close(new viewConstructor(descriptor.buffer, descriptor.byteOffset, 0));
      return;
    }
    if (c.queueTotalSize > 0) {
      if (fillPullIntoFromQueue(c, descriptor)) {
        const filled = convertPullInto(descriptor);
        handleQueueDrain(c);
        request.chunk(filled);
        return;
      }
      if (c.closeRequested) {
        const e = new TypeError('Insufficient bytes to fill elements in the given buffer');
        controllerError(c, e);
        request.error(e);
        return;
      }
    }
    c.pendingPullIntos.push(descriptor);
    s.reader.readRequests.push(request);
    callPullIfNeeded(c);
  }
  /** @param {any} c @param {number} bytesWritten */
  function respondInternal(c, bytesWritten) {
    const first = c.pendingPullIntos[0];
    invalidateRequest(c);
    const s = c.stream;
    if (s.state === 'closed') {
      if (first.readerType === 'none') shiftPendingPullInto(c);
      if (s.reader && s.reader.byob) {
        const filled = [];
        while (filled.length < s.reader.readRequests.length) filled.push(shiftPendingPullInto(c));
        for (const pullIntoDone of filled) commitPullInto(s, pullIntoDone);
      }
    } else {
      first.bytesFilled += bytesWritten;
      if (first.readerType === 'none') {
        enqueueDetachedPullInto(c, first);
        for (const filled of processPullIntosUsingQueue(c)) commitPullInto(s, filled);
      } else if (first.bytesFilled >= first.minimumFill) {
        shiftPendingPullInto(c);
        const remainder = first.bytesFilled % first.elementSize;
        if (remainder > 0) enqueueClonedChunk(c, first.buffer, first.byteOffset + first.bytesFilled - remainder, remainder);
        first.bytesFilled -= remainder;
        const filled = processPullIntosUsingQueue(c);
        commitPullInto(s, first);
        for (const more of filled) commitPullInto(s, more);
      }
    }
    callPullIfNeeded(c);
  }
  /** @param {any} c @param {number} bytesWritten */
  function respond(c, bytesWritten) {
    const first = c.pendingPullIntos[0];
    if (c.stream.state === 'closed') {
      if (bytesWritten !== 0) throw new TypeError('bytesWritten must be 0 when calling respond() on a closed stream');
    } else {
      if (bytesWritten === 0) throw new TypeError('bytesWritten must be greater than 0 when calling respond() on a readable stream');
      if (first.bytesFilled + bytesWritten > first.byteLength) throw prelude.codedError(RangeError, 'bytesWritten out of range', 'ERR_OUT_OF_RANGE');
    }
    first.buffer = transferBuffer(first.buffer);
    respondInternal(c, bytesWritten);
  }
  /** @param {any} c @param {any} view */
  function respondWithNewView(c, view) {
    const first = c.pendingPullIntos[0];
    if (c.stream.state === 'closed') {
      if (view.byteLength !== 0) throw new TypeError('The view\'s length must be 0 when calling respondWithNewView() on a closed stream');
    } else if (view.byteLength === 0) {
      throw new TypeError('The view\'s length must be greater than 0 when calling respondWithNewView() on a readable stream');
    }
    if (first.byteOffset + first.bytesFilled !== view.byteOffset) throw prelude.codedError(RangeError, 'The region specified by view does not match byobRequest', 'ERR_INVALID_ARG_VALUE');
    if (first.bufferByteLength !== view.buffer.byteLength) throw prelude.codedError(RangeError, 'The buffer of view has different capacity than byobRequest', 'ERR_INVALID_ARG_VALUE');
    if (first.bytesFilled + view.byteLength > first.byteLength) throw prelude.codedError(RangeError, 'The region specified by view is larger than byobRequest', 'ERR_INVALID_ARG_VALUE');
    const length = view.byteLength;
    first.buffer = transferBuffer(view.buffer);
    respondInternal(c, length);
  }

  const internals = {
    requests, pullInto, respond, respondWithNewView, controllerEnqueue, controllerClose, controllerError, isView, isDetached, viewKind, enforceRange,
    desiredSize, callPullIfNeeded, clearAlgorithms, clearPendingPullIntos, fillReadRequestFromQueue,
  };
  const partExports = { 'internal/streams-bytes': internals };
  partExports;
}
