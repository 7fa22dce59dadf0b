// React Native's AsyncStorage over the storage module (BridgeStorage registers it as
// RNCAsyncStorage and AsyncSQLiteDBStorage; the other names React Native's halves look up are
// tried too): BridgeStorage's part of the JS half (a JSPart), evaluated the first time a script
// reaches for AsyncStorage. Every method returns a promise and also calls an optional trailing
// callback, error first. Keys and values must be strings: anything else is refused with a
// TypeError (code E_INVALID_ARGUMENT) before native is asked. The multi* methods reject with the
// array of native errors, as React Native's do; the others with the first.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Array, Map, Set, Error, String } = prelude.primordials;
  const { NativeModules, argumentError, describeArgument, kindOf, plain, createTimer } = prelude;
  const nativeNames = ['RNCAsyncStorage', 'AsyncSQLiteDBStorage', 'PlatformLocalStorage', 'RNC_AsyncSQLiteDBStorage', 'AsyncLocalStorage'];
  // The native module, for a call that is not a read: reads still waiting for their flush go
  // first, so calls reach native in the order they were made.
  function nativeStorage() {
    if (getRequests.length) storage.flushGetRequests();
    return nativeModule();
  }
  function nativeModule() {
    for (const name of nativeNames) if (NativeModules[name]) return NativeModules[name];
    const error = new Error('AsyncStorage: no storage module is registered (NativeModules.RNCAsyncStorage): ' +
                            'the host registers one with Runtime.Configuration.registerStorage (bridge-run always does)');
    error.code = 'E_NO_STORAGE';
    throw error;
  }
  // Native errors are {code, message, key}: each becomes an Error with those properties.
  function toError(e) {
    if (e == null) return null;
    if (e instanceof Error) return e;
    const error = new Error(typeof e === 'object' && e.message !== undefined ? String(e.message) : String(e));
    if (typeof e === 'object') for (const name of ['code', 'key', 'userInfo']) if (e[name] !== undefined) error[name] = e[name];
    return error;
  }
  function toErrors(errors) {
    if (errors == null) return null;
    const list = (Array.isArray(errors) ? errors : [errors]).map(toError).filter(e => e !== null);
    return list.length ? list : null;
  }
  function refuse(method, message, key) {
    const error = argumentError(`AsyncStorage.${method}: ${message}`);
    if (key !== undefined) error.key = key;
    throw error;
  }
  // Keys and values are checked without running any of the script's code: no Proxy trap,
  // getter or toString runs. A list is read from its own data properties (a Proxy or an element
  // that is a getter is refused), and the copy is what goes to native code.
  function checkKey(method, key) {
    if (typeof key !== 'string') refuse(method, `the key must be a string, got ${describeArgument(key)}`);
  }
  function checkValue(method, key, value) {
    if (typeof value !== 'string') refuse(method, `the value for key ${plain.stringify(key)} must be a string, got ${describeArgument(value)}`, key);
  }
  const getter = { toString: () => 'getter' };
  function plainElements(list) {
    if (kindOf(list) !== 'array') return null;
    const length = list.length;
    const copy = [];
    for (let i = 0; i < length; i++) {
      const d = plain.ownDescriptor(list, i);
      copy.push(d === undefined ? undefined : plain.apply(plain.hasOwn, d, ['value']) ? d.value : getter);
    }
    return copy;
  }
  const describeElement = (v) => v === getter ? 'a getter' : describeArgument(v);
  function checkKeys(method, keys) {
    const copy = plainElements(keys);
    if (copy === null) refuse(method, `the keys must be an array of strings, got ${describeArgument(keys)}`);
    for (let i = 0; i < copy.length; i++) {
      if (typeof copy[i] !== 'string') refuse(method, `key ${i} must be a string, got ${describeElement(copy[i])}`);
    }
    return copy;
  }
  function checkPairs(method, pairs) {
    const copy = plainElements(pairs);
    if (copy === null) refuse(method, `the entries must be an array of [key, value] arrays, got ${describeArgument(pairs)}`);
    for (let i = 0; i < copy.length; i++) {
      const pair = copy[i] === getter ? null : plainElements(copy[i]);
      if (pair === null || pair.length !== 2) refuse(method, `entry ${i} must be a [key, value] array, got ${describeElement(copy[i])}`);
      if (typeof pair[0] !== 'string') refuse(method, `the key of entry ${i} must be a string, got ${describeElement(pair[0])}`);
      checkValue(method, pair[0], pair[1] === getter ? undefined : pair[1]);
      copy[i] = pair;
    }
    return copy;
  }
  // A promise that `start(done)` settles through done(error, result, callbackArguments), which
  // also calls the caller's callback; a refused argument rejects it (and reaches the callback).
  function run(method, callback, start) {
    return new Promise((resolve, reject) => {
      if (callback != null && typeof callback !== 'function') refuse(method, `the callback must be a function, got ${describeArgument(callback)}`);
      const done = (error, result, callbackArguments) => {
        if (error) reject(error); else resolve(result);
        if (callback) callback(...callbackArguments);
      };
      try {
        start(done);
      } catch (error) {
        done(error, undefined, [error]);
      }
    });
  }
  // One value (or error) answer for the single-key methods, the error array for the multi ones.
  const single = (done) => (errors) => { const errs = toErrors(errors); done(errs && errs[0], undefined, [errs ? errs[0] : null]); };
  const multi = (done) => (errors) => { const errs = toErrors(errors); done(errs, undefined, [errs]); };

  let getRequests = [];
  let flushScheduled = false;
  // Queues a read of `keys` for the next flush; `answer(errors, pairs)` gets the result.
  function requestGet(keys, answer) {
    getRequests.push({ keys, answer });
    if (!flushScheduled) {
      flushScheduled = true;
      createTimer(() => { flushScheduled = false; storage.flushGetRequests(); }, 0, [], false, true);
    }
  }
  const storage = {
    // Reads made in one turn go to native as one multiGet (as multiGet's own do).
    getItem(key, callback) {
      return run('getItem', callback, done => {
        checkKey('getItem', key);
        requestGet([key], (errs, pairs) => {
          const value = errs ? null : pairs[0][1];
          done(errs && errs[0], value, [errs ? errs[0] : null, value]);
        });
      });
    },
    setItem(key, value, callback) {
      return run('setItem', callback, done => {
        checkKey('setItem', key);
        checkValue('setItem', key, value);
        nativeStorage().multiSet([[key, value]], single(done));
      });
    },
    removeItem(key, callback) {
      return run('removeItem', callback, done => {
        checkKey('removeItem', key);
        nativeStorage().multiRemove([key], single(done));
      });
    },
    // The value is a JSON object merged into the stored one: nested objects merge, anything
    // else (arrays too) is replaced. A key with no value takes the value.
    mergeItem(key, value, callback) {
      return run('mergeItem', callback, done => {
        checkKey('mergeItem', key);
        checkValue('mergeItem', key, value);
        nativeStorage().multiMerge([[key, value]], single(done));
      });
    },
    clear(callback) {
      return run('clear', callback, done => nativeStorage().clear(single(done)));
    },
    getAllKeys(callback) {
      return run('getAllKeys', callback, done => {
        nativeStorage().getAllKeys((error, keys) => {
          const err = toError(error);
          done(err, keys, [err, err ? undefined : keys]);
        });
      });
    },
    // multiGet calls made in one turn go to native as one call (flushGetRequests, at the next
    // setImmediate), each key once; each call gets its own [key, value] pairs, in its order.
    multiGet(keys, callback) {
      return run('multiGet', callback, done => {
        requestGet(checkKeys('multiGet', keys), (errs, pairs) => done(errs, pairs, errs ? [errs] : [null, pairs]));
      });
    },
    flushGetRequests() {
      const requests = getRequests;
      getRequests = [];
      if (requests.length === 0) return;
      const keys = [];
      const seen = new Set();
      for (const request of requests) for (const key of request.keys) if (!seen.has(key)) { seen.add(key); keys.push(key); }
      const answer = (errors, result) => {
        const errs = toErrors(errors);
        const values = new Map();
        if (!errs && Array.isArray(result)) for (const pair of result) if (Array.isArray(pair)) values.set(pair[0], pair[1]);
        for (const request of requests) {
          if (errs) { request.answer(errs, null); continue; }
          const pairs = [];
          for (const key of request.keys) pairs.push([key, values.has(key) && values.get(key) != null ? values.get(key) : null]);
          request.answer(null, pairs);
        }
      };
      try {
        nativeModule().multiGet(keys, answer);
      } catch (error) {
        answer([error]);
      }
    },
    multiSet(pairs, callback) {
      return run('multiSet', callback, done => {
        nativeStorage().multiSet(checkPairs('multiSet', pairs), multi(done));
      });
    },
    multiRemove(keys, callback) {
      return run('multiRemove', callback, done => {
        nativeStorage().multiRemove(checkKeys('multiRemove', keys), multi(done));
      });
    },
    multiMerge(pairs, callback) {
      return run('multiMerge', callback, done => {
        nativeStorage().multiMerge(checkPairs('multiMerge', pairs), multi(done));
      });
    },
  };
  // The community package's module: AsyncStorage as its default export, and useAsyncStorage(key).
  /** @param {string} key */
  const useAsyncStorage = (key) => ({
    getItem: (/** @type {any[]} */ ...args) => storage.getItem(key, ...args),
    setItem: (/** @type {any[]} */ ...args) => storage.setItem(key, ...args),
    mergeItem: (/** @type {any[]} */ ...args) => storage.mergeItem(key, ...args),
    removeItem: (/** @type {any[]} */ ...args) => storage.removeItem(key, ...args),
  });
  const asyncStoragePackage = { __esModule: true, default: storage, useAsyncStorage };
  // What the part provides, by the names its JSPart declares.
  const partExports = {
    AsyncStorage: storage,
    '@react-native-async-storage/async-storage': asyncStoragePackage,
    '@react-native-community/async-storage': asyncStoragePackage,
  };
  partExports;
}
