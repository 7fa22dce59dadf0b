// What a ReadableStream does with other streams, as the Streams standard writes it: pipeTo and
// pipeThrough (backpressure from the destination, errors and closes carried each way unless the
// options prevent it, an AbortSignal that stops the pipe), tee, ReadableStream.from, and the
// async iterator (`values({ preventCancel })`, `for await`). BridgeNetworking's part of the JS
// half (a JSPart), evaluated the first time a script pipes, tees or iterates a stream.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { Object, TypeError, Symbol } = prelude.primordials;
  const q = prelude.partModule('internal/streams-queue');
  const call = q.call;
  const r = prelude.partModule('internal/streams');
  const rd = prelude.partModule('internal/streams-reader');
  const w = prelude.partModule('internal/writable');
  const { invalidState, deferred, markHandled, react, promiseCall } = q;

  /** Pipe options as Web IDL reads their dictionary (in its order). @param {unknown} options */
  function pipeOptions(options) {
    const dict = q.dictionary(options, 'options');
    const preventAbort = !!dict.preventAbort;
    const preventCancel = !!dict.preventCancel;
    const preventClose = !!dict.preventClose;
    const signal = dict.signal;
    const AbortSignal = /** @type {any} */ (globalThis).AbortSignal;
    if (signal !== undefined && !(signal instanceof AbortSignal)) throw prelude.invalidArgType('options.signal', 'an instance of AbortSignal', signal);
    return { preventAbort, preventCancel, preventClose, signal };
  }

  /** @param {any} source @param {any} destination @param {unknown} options @returns {Promise<void>} */
  function pipeTo(source, destination, options) {
    const s = r.streams.get(source);
    if (!s) return Promise.reject(prelude.invalidThis('ReadableStream'));
    const d = w.streams.get(destination);
    if (!d) return Promise.reject(prelude.invalidArgType('transform.writable', 'an instance of WritableStream', destination));
    let o;
    try {
      o = pipeOptions(options);
    } catch (e) {
      return Promise.reject(e);
    }
    if (r.isLocked(s)) return Promise.reject(r.lockedError());
    if (d.writer !== undefined) return Promise.reject(invalidState('WritableStream is locked'));
    return pipe(s, d, o);
  }

  /** @param {any} source @param {any} transform @param {unknown} options */
  function pipeThrough(source, transform, options) {
    const s = r.streamOf(source);
    // As node reads it: any value's properties (a dictionary would refuse a number first).
    const pair = transform === undefined || transform === null ? {} : transform;
    const readable = pair.readable;
    if (!r.streams.has(readable)) throw prelude.invalidArgType('transform.readable', 'an instance of ReadableStream', readable);
    const writable = pair.writable;
    const d = w.streams.get(writable);
    if (!d) throw prelude.invalidArgType('transform.writable', 'an instance of WritableStream', writable);
    const o = pipeOptions(options);
    if (r.isLocked(s)) throw r.lockedError();
    if (d.writer !== undefined) throw invalidState('WritableStream is locked');
    markHandled(pipe(s, d, o));
    return readable;
  }

  /** The standard's ReadableStreamPipeTo. @param {any} s @param {any} d
   * @param {{preventAbort: boolean, preventCancel: boolean, preventClose: boolean, signal: any}} o @returns {Promise<void>} */
  function pipe(s, d, o) {
    const reader = rd.acquireDefaultReader(s);
    const writer = w.acquireWriter(d);
    s.disturbed = true;
    let shuttingDown = false;
    const done = deferred();
    /** @type {Promise<any>} */ let currentWrite = Promise.resolve(undefined);
    /** @type {(() => void) | undefined} */ let abortAlgorithm;

    /** Waits for every chunk read to be written. */
    const writesDone = () => {
      const last = currentWrite;
      return react(last, () => (last !== currentWrite ? writesDone() : undefined), () => undefined);
    };
    const destinationTakesWrites = () => d.state === 'writable' && !w.closeQueuedOrInFlight(d);
    /** @param {boolean} isError @param {unknown} [e] */
    const finalize = (isError, e) => {
      w.writerRelease(writer);
      rd.defaultReaderRelease(reader);
      if (o.signal && abortAlgorithm) o.signal.removeEventListener('abort', abortAlgorithm);
      if (isError) done.reject(e); else done.resolve(undefined);
    };
    /** @param {() => Promise<any>} action @param {boolean} [originalIsError] @param {unknown} [originalError] */
    const shutdownWithAction = (action, originalIsError = false, originalError = undefined) => {
      if (shuttingDown) return;
      shuttingDown = true;
      const doTheRest = () => react(promiseCall(action), () => finalize(originalIsError, originalError), (e) => finalize(true, e));
      if (destinationTakesWrites()) react(writesDone(), doTheRest); else doTheRest();
    };
    /** @param {boolean} [isError] @param {unknown} [e] */
    const shutdown = (isError = false, e = undefined) => {
      if (shuttingDown) return;
      shuttingDown = true;
      if (destinationTakesWrites()) react(writesDone(), () => finalize(isError, e)); else finalize(isError, e);
    };

    if (o.signal) {
      const signal = o.signal;
      abortAlgorithm = () => {
        const reason = signal.reason;
        /** @type {(() => Promise<any>)[]} */ const actions = [];
        if (!o.preventAbort) actions.push(() => (d.state === 'writable' ? w.abort(d, reason) : Promise.resolve(undefined)));
        if (!o.preventCancel) actions.push(() => (s.state === 'readable' ? r.cancel(s, reason) : Promise.resolve(undefined)));
        shutdownWithAction(() => Promise.all(actions.map((action) => action())), true, reason);
      };
      if (signal.aborted) {
        abortAlgorithm();
        return done.promise;
      }
      signal.addEventListener('abort', abortAlgorithm);
    }

    // Errors and closes, carried each way (checked now, and whenever they happen).
    const sourceErrored = () => {
      if (!o.preventAbort) shutdownWithAction(() => w.abort(d, s.storedError), true, s.storedError);
      else shutdown(true, s.storedError);
    };
    const destinationErrored = () => {
      if (!o.preventCancel) shutdownWithAction(() => r.cancel(s, d.storedError), true, d.storedError);
      else shutdown(true, d.storedError);
    };
    const sourceClosed = () => {
      if (!o.preventClose) shutdownWithAction(() => w.writerCloseWithErrorPropagation(writer));
      else shutdown();
    };
    const destinationClosed = () => {
      const closedError = invalidState('WritableStream is closed');
      if (!o.preventCancel) shutdownWithAction(() => r.cancel(s, closedError), true, closedError);
      else shutdown(true, closedError);
    };
    const watch = () => {
      if (s.state === 'errored') sourceErrored();
      else react(reader.closed.promise, undefined, () => { if (!shuttingDown) sourceErrored(); });
      if (d.state === 'errored' || d.state === 'erroring') destinationErrored();
      else react(writer.closed.promise, undefined, () => { if (!shuttingDown) destinationErrored(); });
      if (s.state === 'closed') sourceClosed();
      else react(reader.closed.promise, () => { if (!shuttingDown) sourceClosed(); }, () => {});
      if (w.closeQueuedOrInFlight(d) || d.state === 'closed') destinationClosed();
    };
    watch();

    // Each step waits for the destination to want more, then reads a chunk and writes it.
    const step = () => {
      if (shuttingDown) return;
      react(writer.ready.promise, () => {
        if (shuttingDown) return;
        rd.defaultReaderRead(reader, {
          chunk: (/** @type {unknown} */ chunk) => {
            currentWrite = w.writerWrite(writer, chunk);
            markHandled(currentWrite);
            step();
          },
          close: () => {},
          error: () => {},
        });
      }, () => {});
    };
    step();
    return done.promise;
  }

  /** The standard's ReadableStreamDefaultTee (a byte stream's is its part's). @param {any} s */
  function tee(s) {
    if (s.controller.byte) return prelude.partModule('internal/streams-byob').tee(s);
    const reader = rd.acquireDefaultReader(s);
    let reading = false, readAgain = false, canceled1 = false, canceled2 = false;
    /** @type {unknown} */ let reason1, reason2;
    /** @type {any} */ let branch1, branch2;
    const cancelled = deferred();
    /** @returns {Promise<void>} */
    const pull = () => {
      if (reading) {
        readAgain = true;
        return Promise.resolve(undefined);
      }
      reading = true;
      rd.defaultReaderRead(reader, {
        chunk: (/** @type {unknown} */ chunk) => {
          // In a microtask, so that a read's error that is on its way is seen first.
          Promise.resolve().then(() => {
            readAgain = false;
            if (!canceled1) r.controllerEnqueue(branch1.controller, chunk);
            if (!canceled2) r.controllerEnqueue(branch2.controller, chunk);
            reading = false;
            if (readAgain) pull();
          });
        },
        close: () => {
          reading = false;
          if (!canceled1) r.controllerClose(branch1.controller);
          if (!canceled2) r.controllerClose(branch2.controller);
          if (!canceled1 || !canceled2) cancelled.resolve(undefined);
        },
        error: () => { reading = false; },
      });
      return Promise.resolve(undefined);
    };
    /** @param {boolean} first @returns {(reason: unknown) => Promise<any>} */
    const cancelBranch = (first) => (reason) => {
      if (first) { canceled1 = true; reason1 = reason; } else { canceled2 = true; reason2 = reason; }
      if (canceled1 && canceled2) cancelled.resolve(r.cancel(s, [reason1, reason2]));
      return cancelled.promise;
    };
    branch1 = r.createReadableStream(() => undefined, pull, cancelBranch(true));
    branch2 = r.createReadableStream(() => undefined, pull, cancelBranch(false));
    react(reader.closed.promise, undefined, (e) => {
      r.controllerError(branch1.controller, e);
      r.controllerError(branch2.controller, e);
      if (!canceled1 || !canceled2) cancelled.resolve(undefined);
    });
    return [branch1.object, branch2.object];
  }

  /** ReadableStream.from: a stream of what an async iterable (or an iterable) gives.
   * @param {any} iterable */
  function from(iterable) {
    const asyncMethod = iterable == null ? undefined : iterable[Symbol.asyncIterator];
    const syncMethod = asyncMethod == null && iterable != null ? iterable[Symbol.iterator] : undefined;
    const method = asyncMethod != null ? asyncMethod : syncMethod;
    if (typeof method !== 'function') {
      throw prelude.codedError(TypeError, `${prelude.inspect ? prelude.inspect(iterable, false) : String(iterable)} must be iterable`, 'ERR_ARG_NOT_ITERABLE');
    }
    const iterator = call(method, iterable);
    if (iterator === null || typeof iterator !== 'object') throw new TypeError('The iterator is not an object');
    const next = iterator.next;
    const isSync = asyncMethod == null;
    /** @type {any} */ let stream;
    const notAnObject = () => new TypeError('The iterator result is not an object');
    const pull = () => promiseCall(() => call(next, iterator)).then((result) => {
      if (result === null || typeof result !== 'object') throw notAnObject();
      // A sync iterator's values are awaited (the standard's async-from-sync iterator).
      return isSync ? Promise.resolve(result.value).then((value) => ({ done: result.done, value })) : result;
    }).then((result) => {
      if (result.done) r.controllerClose(stream.controller);
      else r.controllerEnqueue(stream.controller, result.value);
    });
    /** @param {unknown} reason */
    const cancelSource = (reason) => promiseCall(() => {
      const returnMethod = iterator.return;
      if (returnMethod == null) return undefined;
      return Promise.resolve(call(returnMethod, iterator, reason)).then((result) => {
        if (result === null || typeof result !== 'object') throw notAnObject();
        return isSync ? Promise.resolve(result.value).then(() => undefined) : undefined;
      });
    });
    stream = r.createReadableStream(() => undefined, pull, cancelSource, 0);
    return stream.object;
  }

  // MARK: The async iterator, as Web IDL makes one (each call waits for the one before).

  /** @type {WeakMap<object, {reader: any, preventCancel: boolean, finished: boolean, ongoing: Promise<any> | undefined}>} */
  const iterators = new WeakMap();
  const AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);
  /** @param {unknown} self */
  const iteratorOf = (self) => {
    const it = iterators.get(/** @type {object} */ (self));
    if (!it) throw prelude.invalidThis('ReadableStreamAsyncIterator');
    return it;
  };
  // As node makes the iterator's ends (done first).
  const end = (/** @type {unknown} */ value) => ({ done: true, value });
  const iteratorPrototype = Object.create(AsyncIteratorPrototype, {
    next: {
      writable: true, configurable: true, enumerable: true,
      value: function next() {
        let it;
        try { it = iteratorOf(this); } catch (e) { return Promise.reject(e); }
        const steps = () => {
          if (it.finished) return end(undefined);
          const d = deferred();
          const reader = it.reader;
          if (!reader.stream) return Promise.reject(r.detachedReader());
          rd.defaultReaderRead(reader, {
            chunk: (/** @type {unknown} */ value) => d.resolve({ value, done: false }),
            close: () => { rd.defaultReaderRelease(reader); d.resolve(end(undefined)); },
            error: (/** @type {unknown} */ e) => { rd.defaultReaderRelease(reader); d.reject(e); },
          });
          return d.promise.then((result) => {
            it.ongoing = undefined;
            if (result.done) it.finished = true;
            return result;
          }, (e) => {
            it.ongoing = undefined;
            it.finished = true;
            throw e;
          });
        };
        it.ongoing = it.ongoing ? it.ongoing.then(steps, steps) : Promise.resolve(steps());
        return it.ongoing;
      },
    },
    return: {
      writable: true, configurable: true, enumerable: true,
      value: function (/** @type {unknown} */ value) {
        let it;
        try { it = iteratorOf(this); } catch (e) { return Promise.reject(e); }
        const steps = () => {
          if (it.finished) return end(value);
          it.finished = true;
          const reader = it.reader;
          if (!reader.stream) return Promise.reject(r.detachedReader());
          if (!it.preventCancel) {
            const result = r.cancel(reader.stream, value);
            rd.defaultReaderRelease(reader);
            return result.then(() => end(value));
          }
          rd.defaultReaderRelease(reader);
          return end(value);
        };
        const ongoing = it.ongoing ? it.ongoing.then(steps, steps) : Promise.resolve(steps());
        it.ongoing = ongoing;
        return ongoing.then(() => end(value));
      },
    },
    [Symbol.toStringTag]: { value: 'ReadableStreamAsyncIterator', configurable: true },
  });
  /** @param {any} s @param {unknown} options */
  function values(s, options) {
    const preventCancel = !!q.dictionary(options, 'options').preventCancel;
    const reader = rd.acquireDefaultReader(s);
    const it = Object.create(iteratorPrototype);
    iterators.set(it, { reader, preventCancel, finished: false, ongoing: undefined });
    return it;
  }

  const partExports = { 'internal/streams-pipe': { pipeTo, pipeThrough, tee, from, values } };
  partExports;
}
