// The web's TransformStream for scripts, as the Streams standard writes its algorithms: a
// transformer's start / transform / flush / cancel between a writable side and a readable one,
// each with its own queuing strategy, a write waiting while the readable side has backpressure;
// and what is made of it (TextDecoderStream, TextEncoderStream). BridgeNetworking's part of the
// JS half (a JSPart), evaluated the first time a script reaches for one of its globals.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { Object, WeakMap, ArrayBuffer, TypeError, RangeError, Symbol, String } = prelude.primordials;
  const { TextDecoder, TextEncoder } = /** @type {any} */ (globalThis);
  const q = prelude.partModule('internal/streams-queue');
  const r = prelude.partModule('internal/streams');
  const w = prelude.partModule('internal/writable');
  const { deferred, react, promiseCall } = q;

  /** A transform stream's internal slots and its controller's.
   * @typedef {{object: any, readable: any, writable: any, backpressure: boolean | undefined,
   *   backpressureChange: {promise: Promise<any>, resolve: (v?: any) => void, reject: (e: unknown) => void, settled: boolean} | undefined, controller: any}} Transform */
  /** @type {WeakMap<object, Transform>} */ const transforms = new WeakMap();
  /** @type {WeakMap<object, any>} */ const controllers = new WeakMap();

  /** @param {Transform} t @param {unknown} e */
  function errorWritableAndUnblockWrite(t, e) {
    clearAlgorithms(t.controller);
    w.errorIfNeeded(t.writable.controller, e);
    if (t.backpressure) setBackpressure(t, false);
  }
  /** @param {Transform} t @param {boolean} backpressure */
  function setBackpressure(t, backpressure) {
    if (t.backpressureChange) t.backpressureChange.resolve(undefined);
    t.backpressureChange = deferred();
    t.backpressure = backpressure;
  }
  /** @param {Transform} t @param {unknown} e */
  function transformError(t, e) {
    r.controllerError(t.readable.controller, e);
    errorWritableAndUnblockWrite(t, e);
  }
  /** @param {any} c */
  const clearAlgorithms = (c) => { c.transform = undefined; c.flush = undefined; c.cancel = undefined; };
  /** @param {any} c @param {unknown} chunk */
  function enqueue(c, chunk) {
    const t = c.stream;
    const readableController = t.readable.controller;
    if (!r.canCloseOrEnqueue(readableController)) throw q.invalidState('Controller is already closed');
    try {
      r.controllerEnqueue(readableController, chunk);
    } catch (e) {
      errorWritableAndUnblockWrite(t, e);
      throw t.readable.storedError;
    }
    const backpressure = !r.shouldCallPull(readableController);
    if (backpressure !== t.backpressure) setBackpressure(t, true);
  }
  /** @param {any} c */
  function terminate(c) {
    const t = c.stream;
    r.controllerClose(t.readable.controller);
    errorWritableAndUnblockWrite(t, q.invalidState('TransformStream terminated'));
  }
  /** @param {any} c @param {unknown} chunk */
  const performTransform = (c, chunk) => react(c.transform(chunk), undefined, (e) => {
    transformError(c.stream, e);
    throw e;
  });

  /** What the writable side's sink does. @param {Transform} t */
  const sink = (t) => ({
    /** @param {unknown} chunk */
    write(chunk) {
      const c = t.controller;
      if (!t.backpressure) return performTransform(c, chunk);
      return react(/** @type {any} */ (t.backpressureChange).promise, () => {
        if (t.writable.state === 'erroring') throw t.writable.storedError;
        return performTransform(c, chunk);
      });
    },
    /** @param {unknown} reason */
    abort(reason) {
      return finish(t, () => t.controller.cancel(reason), (readable) => {
        if (readable.state === 'errored') throw readable.storedError;
        r.controllerError(readable.controller, reason);
      }, (e) => r.controllerError(t.readable.controller, e));
    },
    close() {
      return finish(t, () => t.controller.flush(), (readable) => {
        if (readable.state === 'errored') throw readable.storedError;
        r.controllerClose(readable.controller);
      }, (e) => r.controllerError(t.readable.controller, e));
    },
  });
  /** The readable side's cancel. @param {Transform} t @param {unknown} reason */
  function sourceCancel(t, reason) {
    return finish(t, () => t.controller.cancel(reason), () => {
      if (t.writable.state === 'errored') throw t.writable.storedError;
      w.errorIfNeeded(t.writable.controller, reason);
      if (t.backpressure) setBackpressure(t, false);
    }, (e) => {
      w.errorIfNeeded(t.writable.controller, e);
      if (t.backpressure) setBackpressure(t, false);
    });
  }
  /** A close, abort or cancel: once only (later ones get the first's promise), the transformer's
   * algorithm run and then cleared. @param {Transform} t @param {() => Promise<any>} algorithm
   * @param {(readable: any) => void} fulfilled @param {(e: unknown) => void} rejected */
  function finish(t, algorithm, fulfilled, rejected) {
    const c = t.controller;
    if (c.finishPromise) return c.finishPromise.promise;
    const d = deferred();
    c.finishPromise = d;
    const result = algorithm();
    clearAlgorithms(c);
    react(result, () => {
      try {
        fulfilled(t.readable);
        d.resolve(undefined);
      } catch (e) {
        d.reject(e);
      }
    }, (e) => {
      rejected(e);
      d.reject(e);
    });
    return d.promise;
  }

  /** @param {unknown} controller */
  const controllerOf = (controller) => {
    const c = controllers.get(/** @type {object} */ (controller));
    if (!c) throw prelude.invalidThis('TransformStreamDefaultController');
    return c;
  };
  const controllerPrototype = {
    get desiredSize() { return r.desiredSize(controllerOf(this).stream.readable.controller); },
    /** @param {unknown} [chunk] */
    enqueue(chunk = undefined) { enqueue(controllerOf(this), chunk); },
    /** @param {unknown} [reason] */
    error(reason = undefined) { transformError(controllerOf(this).stream, reason); },
    terminate() { terminate(controllerOf(this)); },
  };
  const TransformStreamDefaultController = q.illegalConstructor('TransformStreamDefaultController', controllerPrototype);
  /** @param {unknown} self @returns {Transform} */
  const transformOf = (self) => {
    const t = transforms.get(/** @type {object} */ (self));
    if (!t) throw prelude.invalidThis('TransformStream');
    return t;
  };

  class TransformStream {
    /** @param {any} [transformer] @param {any} [writableStrategy] @param {any} [readableStrategy] */
    constructor(transformer = undefined, writableStrategy = undefined, readableStrategy = undefined) {
      const dict = q.underlying(transformer, 'transformer');
      const writableGiven = q.strategy(writableStrategy);
      const readableGiven = q.strategy(readableStrategy);
      // Read as Web IDL reads the dictionary (in its order).
      const cancelMethod = q.method(dict, 'cancel', 'transformer');
      const flushMethod = q.method(dict, 'flush', 'transformer');
      const readableType = dict.readableType;
      const startMethod = q.method(dict, 'start', 'transformer');
      const transformMethod = q.method(dict, 'transform', 'transformer');
      const writableType = dict.writableType;
      for (const [name, type] of [['readableType', readableType], ['writableType', writableType]]) {
        if (type !== undefined) throw prelude.codedError(RangeError, `The argument 'transformer.${name}' is invalid. Received ${prelude.received(type)}`, 'ERR_INVALID_ARG_VALUE');
      }
      const readableHighWaterMark = q.highWaterMark(readableGiven, 0);
      const writableHighWaterMark = q.highWaterMark(writableGiven, 1);
      const started = deferred();
      /** @type {Transform} */
      const t = { object: this, readable: undefined, writable: undefined, backpressure: undefined, backpressureChange: undefined, controller: undefined };
      const underlying = sink(t);
      t.writable = w.createWritableStream(() => started.promise, underlying.write, underlying.close, underlying.abort,
        writableHighWaterMark, writableGiven.size);
      t.readable = r.createReadableStream(() => started.promise, () => {
        setBackpressure(t, false);
        return /** @type {any} */ (t.backpressureChange).promise;
      }, (/** @type {unknown} */ reason) => sourceCancel(t, reason), readableHighWaterMark, readableGiven.size);
      setBackpressure(t, true);
      const object = Object.create(controllerPrototype);
      const c = {
        object, stream: t, finishPromise: undefined,
        transform: transformMethod
          ? (/** @type {unknown} */ chunk) => promiseCall(() => transformMethod(chunk, object))
          : (/** @type {unknown} */ chunk) => promiseCall(() => enqueue(c, chunk)),
        flush: flushMethod ? () => promiseCall(() => flushMethod(object)) : () => Promise.resolve(undefined),
        cancel: cancelMethod ? (/** @type {unknown} */ reason) => promiseCall(() => cancelMethod(reason)) : () => Promise.resolve(undefined),
      };
      controllers.set(object, c);
      t.controller = c;
      transforms.set(this, t);
      started.resolve(startMethod ? startMethod(object) : undefined);
    }
    get readable() { return transformOf(this).readable.object; }
    get writable() { return transformOf(this).writable.object; }
  }
  q.webIDLInterface(TransformStream);

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
  q.webIDLInterface(TextDecoderStream, false);
  q.webIDLInterface(TextEncoderStream, false);
  prelude.describeFields(TextDecoderStream.prototype, 'TextDecoderStream', ['encoding', 'fatal', 'ignoreBOM', 'readable', 'writable']);
  prelude.describeFields(TextEncoderStream.prototype, 'TextEncoderStream', ['encoding', 'readable', 'writable']);

  const partExports = { TransformStream, TransformStreamDefaultController, TextDecoderStream, TextEncoderStream };
  partExports;
}
