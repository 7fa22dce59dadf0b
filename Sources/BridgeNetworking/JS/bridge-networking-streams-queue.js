// What the Streams standard's three kinds of stream share: queues with sizes, queuing strategies
// (CountQueuingStrategy, ByteLengthQueuingStrategy, and reading a strategy given to a
// constructor), an underlying source's or sink's methods read as Web IDL reads a dictionary, and
// the promises the algorithms are written with. BridgeNetworking's part of the JS half (a
// JSPart), evaluated the first time a script reaches for a stream (`internal/streams-queue`).
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran; not `Promise`, which is the global one
  // when used, as in React Native.
  const { Object, WeakMap, TypeError, RangeError, Symbol, Number } = prelude.primordials;
  const { apply } = prelude.primordials.plain;
  /** Calls `f` with `self` as `this`, as a Web IDL callback is called. @param {Function} f @param {unknown} self @param {...unknown} args */
  const call = (f, self, ...args) => apply(f, self, args);

  /** Node's error for an operation the stream's state refuses. @param {string} message */
  const invalidState = (message) => prelude.codedError(TypeError, `Invalid state: ${message}`, 'ERR_INVALID_STATE');

  // MARK: Promises, as the standard's "a new promise", "upon fulfillment", "mark as handled".

  /** @typedef {{promise: Promise<any>, resolve: (v?: any) => void, reject: (e: unknown) => void, settled: boolean}} Deferred */
  /** @returns {Deferred} */
  function deferred() {
    /** @type {any} */ const d = { settled: false };
    d.promise = new Promise((resolve, reject) => {
      d.resolve = (/** @type {any} */ v) => { d.settled = true; resolve(v); };
      d.reject = (/** @type {unknown} */ e) => { d.settled = true; reject(e); };
    });
    return d;
  }
  /** A deferred already rejected with `e` and marked as handled. @param {unknown} e */
  function rejectedDeferred(e) {
    const d = deferred();
    d.reject(e);
    markHandled(d.promise);
    return d;
  }
  /** A deferred already resolved with `v`. @param {unknown} [v] */
  function resolvedDeferred(v) {
    const d = deferred();
    d.resolve(v);
    return d;
  }
  /** @param {Promise<any>} promise */
  const markHandled = (promise) => { promise.then(undefined, () => {}); };
  /** "Upon settlement" reactions that create no unhandled rejection.
   * @param {Promise<any>} promise @param {((v: any) => any) | undefined} onFulfilled @param {((e: any) => any) | undefined} [onRejected] */
  const react = (promise, onFulfilled, onRejected) => promise.then(onFulfilled, onRejected);
  /** A promise resolved with what `f` returns, or rejected with what it throws (a Web IDL
   * callback whose type returns a promise). @param {() => any} f @returns {Promise<any>} */
  function promiseCall(f) {
    try {
      return Promise.resolve(f());
    } catch (e) {
      return Promise.reject(e);
    }
  }

  // MARK: Queues with sizes

  /** @typedef {{queue: {value: unknown, size: number}[], queueTotalSize: number}} SizedQueue */
  /** @param {SizedQueue} container @param {unknown} value @param {unknown} size */
  function enqueueValueWithSize(container, value, size) {
    if (typeof size !== 'number' || size !== size || size < 0 || size === Infinity) {
      throw prelude.codedError(RangeError, `The argument 'size' is invalid. Received ${prelude.received(size)}`, 'ERR_INVALID_ARG_VALUE');
    }
    container.queue.push({ value, size });
    container.queueTotalSize += size;
  }
  /** @param {SizedQueue} container */
  function dequeueValue(container) {
    const pair = /** @type {{value: unknown, size: number}} */ (container.queue.shift());
    container.queueTotalSize -= pair.size;
    // Rounding can leave a total a little below zero.
    if (container.queueTotalSize < 0) container.queueTotalSize = 0;
    return pair.value;
  }
  /** @param {SizedQueue} container */
  const peekQueueValue = (container) => container.queue[0].value;
  /** @param {SizedQueue} container */
  const resetQueue = (container) => { container.queue = []; container.queueTotalSize = 0; };

  // MARK: Dictionaries and strategies

  /** A dictionary argument as Web IDL converts one: undefined and null are empty, anything else
   * not an object is refused. @param {unknown} value @param {string} name @returns {any} */
  function dictionary(value, name) {
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' && typeof value !== 'function') throw prelude.invalidArgType(name, 'of type object', value);
    return value;
  }
  /** A constructor's optional object argument (an underlying source, sink or transformer): an
   * empty one when missing, refused when null or not an object. @param {unknown} value @param {string} name @returns {any} */
  function underlying(value, name) {
    if (value === undefined) return {};
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) throw prelude.invalidArgType(name, 'of type object', value);
    return value;
  }
  /** The method `key` of `dict` (read once), refused when present and not a function, bound to
   * `dict` as a callback is called. @param {any} dict @param {string} key @param {string} name
   * @returns {((...args: any[]) => any) | undefined} */
  function method(dict, key, name) {
    const f = dict[key];
    if (f === undefined) return undefined;
    if (typeof f !== 'function') throw prelude.invalidArgType(`${name}.${key}`, 'of type function', f);
    return (...args) => call(f, dict, ...args);
  }
  /** A queuing strategy given to a constructor, converted as Web IDL converts its dictionary
   * (before the constructor reads its other argument): its high-water mark as a number, if
   * given, and its size function. @param {unknown} value
   * @returns {{highWaterMark: number | undefined, size: ((chunk: unknown) => number) | undefined}} */
  function strategy(value) {
    const dict = dictionary(value, 'strategy');
    const mark = dict.highWaterMark;
    const highWaterMark = mark === undefined ? undefined : Number(mark);
    const size = dict.size;
    if (size !== undefined && typeof size !== 'function') throw prelude.invalidArgType('strategy.size', 'of type function', size);
    return { highWaterMark, size: size === undefined ? undefined : (chunk) => Number(call(size, undefined, chunk)) };
  }
  /** A strategy's high-water mark, `fallback` without one; NaN and negatives are refused.
   * @param {{highWaterMark: number | undefined}} given @param {number} fallback */
  function highWaterMark(given, fallback) {
    const mark = given.highWaterMark;
    if (mark === undefined) return fallback;
    if (mark !== mark || mark < 0) {
      throw prelude.codedError(RangeError, `The argument 'strategy.highWaterMark' is invalid. Received ${prelude.received(mark)}`, 'ERR_INVALID_ARG_VALUE');
    }
    return mark;
  }

  // MARK: The strategies scripts make

  /** Each strategy's kind and high-water mark. @type {WeakMap<object, {kind: string, highWaterMark: number}>} */
  const strategies = new WeakMap();
  /** @param {object} made @param {string} kind @param {unknown} init */
  function makeStrategy(made, kind, init) {
    if (init === null || typeof init !== 'object') throw prelude.invalidArgType('init', 'of type object', init);
    const mark = /** @type {any} */ (init).highWaterMark;
    if (mark === undefined) throw prelude.codedError(TypeError, 'init.highWaterMark is required', 'ERR_MISSING_OPTION');
    strategies.set(made, { kind, highWaterMark: Number(mark) });
  }
  /** @param {unknown} made @param {string} kind */
  const strategyOf = (made, kind) => {
    const s = strategies.get(/** @type {object} */ (made));
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
    webIDLInterface(kind);
    prelude.describeFields(kind.prototype, kind.name, ['highWaterMark']);
  }

  /** Makes a class's prototype members enumerable, as Web IDL defines an interface's operations
   * and attributes (and node's streams have them), branded with its name unless `tagged` is
   * false (node's text streams are not). @param {Function} made @param {boolean} [tagged] */
  function webIDLInterface(made, tagged = true) {
    const prototype = made.prototype;
    for (const key of prelude.primordials.Reflect.ownKeys(prototype)) {
      if (key === 'constructor' || key === Symbol.toStringTag || key === Symbol.asyncIterator) continue;
      const descriptor = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(prototype, key));
      descriptor.enumerable = true;
      Object.defineProperty(prototype, key, descriptor);
    }
    if (tagged) Object.defineProperty(prototype, Symbol.toStringTag, { value: made.name, configurable: true });
  }

  /** A class scripts can see but not make (a controller, a request): its constructor throws, as
   * node's. @param {string} name @param {object} prototype */
  function illegalConstructor(name, prototype) {
    const made = /** @type {any} */ (function () { throw prelude.codedError(TypeError, 'Illegal constructor', 'ERR_ILLEGAL_CONSTRUCTOR'); });
    Object.defineProperty(made, 'name', { value: name });
    made.prototype = prototype;
    // `constructor` first, as a class's prototype lists it.
    const keys = prelude.primordials.Reflect.ownKeys(prototype);
    const descriptors = keys.map((key) => Object.getOwnPropertyDescriptor(prototype, key));
    for (const key of keys) delete /** @type {any} */ (prototype)[key];
    Object.defineProperty(prototype, 'constructor', { value: made, writable: true, configurable: true });
    keys.forEach((key, i) => Object.defineProperty(prototype, key, /** @type {PropertyDescriptor} */ (descriptors[i])));
    Object.defineProperty(prototype, Symbol.toStringTag, { value: name, configurable: true });
    return made;
  }

  const internals = {
    call, invalidState, deferred, rejectedDeferred, resolvedDeferred, markHandled, react, promiseCall,
    enqueueValueWithSize, dequeueValue, peekQueueValue, resetQueue, dictionary, underlying, method, strategy, highWaterMark, illegalConstructor, webIDLInterface,
  };
  const partExports = { CountQueuingStrategy, ByteLengthQueuingStrategy, 'internal/streams-queue': internals };
  partExports;
}
