'use strict';
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {BridgeNativeHooks} what native code hands over (NativeHook.swift) */ const hooks = runArguments[1];
  // What the files share (bridge-prelude-base.js made it): where errors nobody caught go, parts
  // and lazily made properties.
  /** @type {BridgeBase} */ const base = runArguments[2];
  const { reportError, guard, loadPart, lazyProperties, lazyProperty, codedError } = base;
  // The timers (bridge-prelude-timers.js), made when a script first uses one, or here when first
  // needed: by React Native's native timers (`JSTimers`) or a part's timer.
  const timers = () => {
    const made = hooks.makeTimers();
    if (made === undefined) throw new Error('bridge: the built-in JS half that defines setTimeout did not run to its end');
    return made;
  };
  // The builtins as they were before any script ran (this file runs when first needed).
  const { Object, Array, Map, Float64Array, Math, Error, TypeError, plain } = hooks.primordials;
  // Made when a script first uses one of the globals below (or native code needs the bridge),
  // so what it takes from native comes through the hooks, as native made it.
  const requireModuleConfig = hooks.requireModuleConfig;
  // The binary batch's argument tags, as native code reads them.
  const TAG_NUMBER = hooks.argumentTags.number, TAG_FALSE = hooks.argumentTags.isFalse, TAG_TRUE = hooks.argumentTags.isTrue,
    TAG_UNDEFINED = hooks.argumentTags.undefined, TAG_NULL = hooks.argumentTags.null, TAG_OTHER = hooks.argumentTags.other;
  // ---- MessageQueue: React Native's legacy bridge protocol -------------------------------
  // Calls made in one JS turn wait in the queue and cross to native as one batch when native
  // pulls it (after an entry into JS). Unlike React Native's MessageQueue, a long turn does
  // not flush early through nativeFlushQueueImmediate: batching stays deterministic. When the
  // queue stops being empty, hooks.queueReady() tells native there is something to pull, so
  // native need not ask after every entry.
  //
  // The batch is React Native's [moduleIDs, methodIDs, params, callID] in its binary form (see
  // docs/protocol.md): the calls are in `words`, a Float64Array native reads in one step, as
  // [moduleID, methodID, argumentCount, then (tag, number) per argument]. The tags (native's,
  // by name) say a number, false, true, undefined, null, or any other value, which goes to
  // `params` (the number is its index there). moduleIDs and methodIDs stay empty, and a batch with no such other
  // values is the Float64Array alone.
  const firstWords = 256;
  let words = new Float64Array(firstWords), used = 0, values = [];
  let callID = 0;
  // Call ID -> [onFail, onSucc, isPromise]: one entry per call, retired by either callback.
  const callbacks = new Map();
  const callableModules = Object.create(null);
  const lazyCallableModules = Object.create(null);

  function takeQueue() {
    // Calls of numbers, booleans, null and undefined only: the words alone are the batch.
    // A view, not a copy: native copies the words out before any JS runs again.
    const batch = words.subarray(0, used);
    const q = values.length ? [[], [], values, callID, batch] : batch;
    // A grown buffer is kept while batches fill a quarter of it, so a run of large batches
    // does not grow one anew each time; a small batch lets it go (native keeps its batches'
    // storage by the same measure: BridgeState.keepsStorage).
    if (words.length > firstWords && used < words.length / 4) words = new Float64Array(firstWords);
    used = 0;
    values = [];
    return q;
  }

  function reserveWords(count) {
    if (used + count <= words.length) return;
    const bigger = new Float64Array(Math.max(words.length * 2, used + count));
    bigger.set(words.subarray(0, used));
    words = bigger;
  }

  function pushArgument(value) {
    let tag = TAG_NUMBER, number = 0;
    if (typeof value === 'number') number = value;
    else if (value === false) tag = TAG_FALSE;
    else if (value === true) tag = TAG_TRUE;
    else if (value === undefined) tag = TAG_UNDEFINED;
    else if (value === null) tag = TAG_NULL;
    else { tag = TAG_OTHER; number = values.length; values.push(value); }
    words[used] = tag;
    words[used + 1] = number;
    used += 2;
  }

  function enqueueNativeCall(moduleID, methodID, params, onFail, onSucc, isPromise) {
    if (!plain.isArray(params)) throw new TypeError('enqueueNativeCall: the arguments must be an array');
    enqueueCall(moduleID, methodID, params, onFail, onSucc, isPromise === true);
  }
  // enqueueNativeCall once its arguments are known to be an array (the method wrappers' own).
  function enqueueCall(moduleID, methodID, params, onFail, onSucc, isPromise) {
    if (used === 0) hooks.queueReady();
    const count = params.length + (onFail ? 1 : 0) + (onSucc ? 1 : 0);
    reserveWords(3 + 2 * count);
    // Only numbers go in as they are: storing anything else would run its valueOf/toString.
    words[used] = typeof moduleID === 'number' ? moduleID : NaN;
    words[used + 1] = typeof methodID === 'number' ? methodID : NaN;
    words[used + 2] = count;
    used += 3;
    for (let i = 0; i < params.length; i++) pushArgument(params[i]);
    if (onFail || onSucc) {
      if (onFail) pushArgument(callID << 1);
      if (onSucc) pushArgument((callID << 1) | 1);
      callbacks.set(callID, [onFail, onSucc, isPromise]);
    }
    callID++;
  }

  // Set below: makes the rest of the JS half, which registers callable modules of its own.
  let lazyGlobals = () => {};
  function getCallableModule(name) {
    if (!callableModules[name] && !lazyCallableModules[name]) lazyGlobals();
    if (callableModules[name]) return callableModules[name];
    const factory = lazyCallableModules[name];
    if (factory) {
      delete lazyCallableModules[name];
      callableModules[name] = factory();
      return callableModules[name];
    }
    return null;
  }

  function callFunction(module, method, args) {
    const moduleMethods = getCallableModule(module);
    if (!moduleMethods) {
      throw new Error(`Failed to call into JavaScript module method ${module}.${method}(). Module has not been registered as callable. Registered callable JavaScript modules (n = ${Object.keys(callableModules).length}): ${Object.keys(callableModules).join(', ')}.`);
    }
    if (typeof moduleMethods[method] !== 'function') {
      throw new Error(`Failed to call into JavaScript module method ${module}.${method}(). Module exists, but the method is undefined.`);
    }
    return moduleMethods[method].apply(moduleMethods, args);
  }

  function argumentFromWords(tag, number, values) {
    switch (tag) {
      case TAG_NUMBER: return number;
      case TAG_FALSE: return false;
      case TAG_TRUE: return true;
      case TAG_NULL: return null;
      case TAG_OTHER: return values[number];
      default: return undefined;
    }
  }

  // React Native's callback IDs (MethodDefinition.CallbackID in Swift): a call's first
  // callback is callID << 1, its second callID << 1 | 1. `args` is the arguments array, or
  // undefined when `one` is the only argument (a promise's answer: no array made for it).
  function invokeCallback(cbID, args, one) {
    const entry = callbacks.get(cbID >>> 1);
    if (entry === undefined || !callbacks.delete(cbID >>> 1)) return;
    const callback = entry[cbID & 1];
    if (typeof callback !== 'function') return;
    const first = args === undefined ? one : args[0];
    // A promise's rejection arrives as error data; the Error is made here, when it is needed.
    if (entry[2] && (cbID & 1)) callback(Object.assign(new Error(first && first.message), first || {}));
    else if (args === undefined) callback(one);
    else callback.apply(null, args);
  }

  const BatchedBridge = {
    callFunctionReturnFlushedQueue(module, method, args) {
      guard(callFunction, module, method, args);
      return BatchedBridge.flushedQueue();
    },
    callFunctionReturnResultAndFlushedQueue(module, method, args) {
      const result = callFunction(module, method, args);
      return [result, BatchedBridge.flushedQueue()];
    },
    invokeCallbackAndReturnFlushedQueue(cbID, args) {
      guard(invokeCallback, cbID, args);
      return BatchedBridge.flushedQueue();
    },
    // Many results in one entry: an error thrown by one callback is reported and the rest run.
    // Also takes the batch in binary form (native sends that to this JS half): a Float64Array
    // of [callbackID, argumentCount, then (tag, number) per argument], tags as in the call
    // batches, with other values in `argumentLists`.
    invokeCallbacksAndReturnFlushedQueue(ids, argumentLists) {
      if (ids instanceof Float64Array) {
        const words = ids, values = argumentLists;
        for (let i = 0; i + 1 < words.length;) {
          const id = words[i], count = words[i + 1];
          i += 2;
          if (count === 1) {
            const argument = argumentFromWords(words[i], words[i + 1], values);
            i += 2;
            try { invokeCallback(id, undefined, argument); } catch (e) { reportError(e); }
            continue;
          }
          const args = new Array(count);
          for (let k = 0; k < count; k++, i += 2) args[k] = argumentFromWords(words[i], words[i + 1], values);
          try { invokeCallback(id, args); } catch (e) { reportError(e); }
        }
      } else {
        for (let i = 0; i < ids.length; i++) {
          try { invokeCallback(ids[i], argumentLists[i]); } catch (e) { reportError(e); }
        }
      }
      return BatchedBridge.flushedQueue();
    },
    flushedQueue() {
      return used ? takeQueue() : null;
    },
    registerCallableModule(name, module) { callableModules[name] = module; hooks.callablesChanged(); },
    registerLazyCallableModule(name, factory) { lazyCallableModules[name] = factory; hooks.callablesChanged(); },
    getCallableModule,
    enqueueNativeCall,
    callNativeSyncHook(moduleID, methodID, params) {
      return global.nativeCallSyncHook(moduleID, methodID, params);
    },
  };
  // Tells native that this JS half signals a non-empty queue and callable-module changes.
  Object.defineProperty(BatchedBridge, '__signalsQueue', { value: true });
  // Tells native that callFunctionReturnResultAndFlushedQueue really returns the result.
  Object.defineProperty(BatchedBridge, '__returnsResults', { value: true });
  Object.defineProperty(global, '__fbBatchedBridge', { configurable: true, writable: true, value: BatchedBridge });
  BatchedBridge.registerLazyCallableModule('JSTimers', () => timers().jsTimers);

  // ---- NativeModules ----------------------------------------------------------------------
  // Each module's methods are made by bridge-prelude-modules.js (PreludePart.modules), evaluated
  // when a script first reads a module; what it needs from here is made now.
  // What a value is, for messages, found without running any of its code (no Proxy trap, getter,
  // toString or Symbol.hasInstance): 'null', 'array', 'Uint8Array', 'Proxy', or its typeof.
  function kindOf(v) {
    if (v === null) return 'null';
    const t = typeof v;
    if (t !== 'object') return t;
    if (plain.isProxy(v)) return 'Proxy';
    try {
      if (plain.isArray(v)) return 'array';
    } catch (e) {
      return 'Proxy';  // a revoked one
    }
    return plain.apply(plain.typedArrayTag, v, []) === 'Uint8Array' ? 'Uint8Array' : 'object';
  }
  function describeArgument(v) {
    const t = kindOf(v);
    if (t === 'number' || t === 'boolean') return t + ' ' + plain.String(v);
    if (t === 'string' && v.length <= 20) return 'string ' + plain.stringify(v);
    return t;
  }
  function argumentError(message) {
    return codedError(TypeError, message, 'E_INVALID_ARGUMENT');
  }
  // Each module is made the first time it is read, from its config entry
  // (nativeRequireModuleConfig, as React Native's lazily configured modules are), then kept as a
  // plain property: a script pays only for the modules it uses.
  const NativeModules = {};
  /** @type {string[]} */ const moduleNames = [];
  /** @type {number[]} */ const moduleIDs = [];
  for (let i = 0; i < hooks.modules.length; i++) { moduleNames[i] = hooks.modules[i][0]; moduleIDs[i] = hooks.modules[i][1]; }
  lazyProperties(NativeModules, moduleNames, (name, i) => {
    const config = requireModuleConfig(name);
    return config ? makeModule()(config, moduleIDs[i]) : undefined;
  });
  /** @type {Function | null} */ let genModule = null;
  const makeModule = () => genModule || (genModule = loadPart('modules', { global, hooks, enqueueCall, argumentError, describeArgument }));
  global.NativeModules = NativeModules;
  global.BatchedBridge = BatchedBridge;
  // React Native's config, for a JS half a bundle brings along: made when first read.
  const bridgeConfig = lazyProperty({}, 'remoteModuleConfig', () => hooks.moduleConfig());
  Object.defineProperty(global, '__fbBatchedBridgeConfig', { value: bridgeConfig, writable: true, configurable: true, enumerable: true });

  // ---- The rest of the JS half, made when first needed ---------------------------------------
  // bridge-prelude-globals.js (emitters, `AppRegistry`, `require`, the parts' globals:
  // hooks.globalNames) runs the first time a script reads or sets one of the
  // globals it defines (each stands in for it until then) or native code calls a JS module that
  // is not registered yet: a script that uses none of them does not pay to parse it.
  const core = { BatchedBridge, NativeModules, base, argumentError, describeArgument, kindOf, plain,
    /** @type {BridgeTimersPart['createTimer']} */
    createTimer: (...args) => timers().createTimer(...args) };
  lazyGlobals = hooks.standIn(hooks.globalNames, () => hooks.loadGlobals(global, hooks, core))[0];

  // What the second file of the JS half (bridge-prelude-globals.js) builds on.
  core;
}
