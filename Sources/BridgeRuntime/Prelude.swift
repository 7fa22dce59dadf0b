/// The built-in JS half of the bridge: React Native's `MessageQueue` protocol, `NativeModules`,
/// event emitters, timers, `console` and `performance`. Evaluated before the bundle unless the host
/// switches it off; it talks to native code only through the protocol's named globals (plus
/// `__bridgeTimer` / `__bridgeClearTimer` / `__bridgeReportError` for timers and errors).
///
/// Its completion value is an object of internal entry points native code calls:
/// `{ fireTimer(id), fireImmediate(id) }`.
enum Prelude {
    static let sourceURL = "bridge-prelude.js"

    static let source = #"""
(function (global) {
  'use strict';
  if (typeof global.global === 'undefined') global.global = global;
  const hooks = {
    setTimer: global.__bridgeTimer, clearTimer: global.__bridgeClearTimer,
    reportError: global.__bridgeReportError, exit: global.__bridgeExit,
    queueReady: global.__bridgeQueueReady, syncMethod: global.__bridgeSyncMethod,
    callablesChanged: global.__bridgeCallablesChanged,
  };
  for (const name of ['__bridgeTimer', '__bridgeClearTimer', '__bridgeReportError', '__bridgeExit',
                      '__bridgeQueueReady', '__bridgeSyncMethod', '__bridgeCallablesChanged']) delete global[name];
  const now = typeof global.nativePerformanceNow === 'function' ? global.nativePerformanceNow : () => Date.now();

  // ---- MessageQueue: React Native's legacy bridge protocol -------------------------------
  // Calls made in one JS turn wait in the queue and cross to native as one batch when native
  // pulls it (after an entry into JS). Unlike React Native's MessageQueue, a long turn does
  // not flush early through nativeFlushQueueImmediate: batching stays deterministic. When the
  // queue stops being empty, hooks.queueReady() tells native there is something to pull, so
  // native need not ask after every entry.
  //
  // The batch is React Native's [moduleIDs, methodIDs, params, callID] in its binary form (see
  // docs/protocol.md): the calls are in `words`, a Float64Array native reads in one step, as
  // [moduleID, methodID, argumentCount, then (tag, number) per argument]. Tags: 0 a number,
  // 1 false, 2 true, 3 undefined, 4 null, 5 any other value, which goes to `params` (the number
  // is its index there). moduleIDs and methodIDs stay empty, and a batch with no such other
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
    const q = values.length ? [[], [], values, callID, words.slice(0, used)] : words.slice(0, used);
    if (words.length > firstWords) words = new Float64Array(firstWords);
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
    let tag = 0, number = 0;
    if (typeof value === 'number') number = value;
    else if (value === false) tag = 1;
    else if (value === true) tag = 2;
    else if (value === undefined) tag = 3;
    else if (value === null) tag = 4;
    else { tag = 5; number = values.length; values.push(value); }
    words[used] = tag;
    words[used + 1] = number;
    used += 2;
  }

  function enqueueNativeCall(moduleID, methodID, params, onFail, onSucc, isPromise) {
    if (!Array.isArray(params)) throw new TypeError('enqueueNativeCall: the arguments must be an array');
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
      callbacks.set(callID, [onFail, onSucc, isPromise === true]);
    }
    callID++;
  }

  function getCallableModule(name) {
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
      case 0: return number;
      case 1: return false;
      case 2: return true;
      case 4: return null;
      case 5: return values[number];
      default: return undefined;
    }
  }

  function invokeCallback(cbID, args) {
    const id = cbID >>> 1;
    const entry = callbacks.get(id);
    if (entry === undefined) return;
    callbacks.delete(id);
    const callback = entry[cbID & 1];
    if (typeof callback !== 'function') return;
    // A promise's rejection arrives as error data; the Error is made here, when it is needed.
    if (entry[2] && (cbID & 1)) {
      const data = args[0];
      callback(Object.assign(new Error(data && data.message), data || {}));
    } else {
      callback.apply(null, args);
    }
  }

  const BatchedBridge = {
    callFunctionReturnFlushedQueue(module, method, args) {
      callFunction(module, method, args);
      return BatchedBridge.flushedQueue();
    },
    callFunctionReturnResultAndFlushedQueue(module, method, args) {
      const result = callFunction(module, method, args);
      return [result, BatchedBridge.flushedQueue()];
    },
    invokeCallbackAndReturnFlushedQueue(cbID, args) {
      invokeCallback(cbID, args);
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
          const id = words[i], count = words[i + 1], args = new Array(count);
          i += 2;
          for (let k = 0; k < count; k++, i += 2) args[k] = argumentFromWords(words[i], words[i + 1], values);
          try { invokeCallback(id, args); } catch (e) { hooks.reportError(e); }
        }
      } else {
        for (let i = 0; i < ids.length; i++) {
          try { invokeCallback(ids[i], argumentLists[i]); } catch (e) { hooks.reportError(e); }
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
  Object.defineProperty(global, '__fbBatchedBridge', { configurable: true, writable: true, value: BatchedBridge });

  // ---- NativeModules ----------------------------------------------------------------------
  function genMethod(moduleID, methodID, type) {
    if (type === 'promise') {
      // The rejection's Error is made when the rejection arrives (as React Native's
      // TurboModules do), not at every call: capturing a stack per call costs more than the
      // rest of the call together.
      return function promiseMethodWrapper(...args) {
        return new Promise((resolve, reject) => {
          enqueueNativeCall(moduleID, methodID, args, resolve, reject, true);
        });
      };
    }
    if (type === 'sync') {
      // A host function of its own: JS calls straight into native with no wrapper.
      const direct = hooks.syncMethod(moduleID, methodID);
      if (direct) return direct;
      return function syncMethodWrapper(...args) {
        return global.nativeCallSyncHook(moduleID, methodID, args);
      };
    }
    return function nonPromiseMethodWrapper(...args) {
      const last = args[args.length - 1];
      const secondLast = args[args.length - 2];
      const hasSuccess = typeof last === 'function';
      const hasError = typeof secondLast === 'function';
      const onSuccess = hasSuccess ? last : null;
      const onFail = hasError ? secondLast : null;
      const count = (hasSuccess ? 1 : 0) + (hasError ? 1 : 0);
      args = args.slice(0, args.length - count);
      // With one callback it is the success callback (React Native's order: error, success).
      enqueueNativeCall(moduleID, methodID, args, onFail, onSuccess);
    };
  }

  function genModule(config, moduleID) {
    if (!config) return null;
    const [moduleName, constants, methods, promiseMethods, syncMethods] = config;
    const module = {};
    (methods || []).forEach((methodName, methodID) => {
      const isPromise = promiseMethods && promiseMethods.indexOf(methodID) !== -1;
      const isSync = syncMethods && syncMethods.indexOf(methodID) !== -1;
      module[methodName] = genMethod(moduleID, methodID, isPromise ? 'promise' : isSync ? 'sync' : 'async');
    });
    Object.assign(module, constants);
    if (module.getConstants == null) {
      const frozen = Object.freeze(Object.assign({}, constants || {}));
      module.getConstants = () => frozen;
    }
    return { name: moduleName, module };
  }

  const NativeModules = {};
  const bridgeConfig = global.__fbBatchedBridgeConfig;
  if (bridgeConfig && bridgeConfig.remoteModuleConfig) {
    bridgeConfig.remoteModuleConfig.forEach((config, moduleID) => {
      const info = genModule(config, moduleID);
      if (info) NativeModules[info.name] = info.module;
    });
  }

  // ---- Events ------------------------------------------------------------------------------
  class EventEmitter {
    constructor() { this._registry = new Map(); }
    addListener(eventType, listener, context) {
      if (typeof listener !== 'function') throw new TypeError('EventEmitter.addListener(...): 2nd argument must be a function.');
      let set = this._registry.get(eventType);
      if (!set) { set = new Set(); this._registry.set(eventType, set); }
      const registration = { context, listener, remove: () => { set.delete(registration); } };
      set.add(registration);
      return registration;
    }
    emit(eventType, ...args) {
      const set = this._registry.get(eventType);
      if (!set) return;
      for (const registration of Array.from(set)) registration.listener.apply(registration.context, args);
    }
    removeAllListeners(eventType) {
      if (eventType == null) this._registry.clear(); else this._registry.delete(eventType);
    }
    listenerCount(eventType) {
      const set = this._registry.get(eventType);
      return set ? set.size : 0;
    }
  }

  const RCTDeviceEventEmitter = new EventEmitter();
  BatchedBridge.registerCallableModule('RCTDeviceEventEmitter', RCTDeviceEventEmitter);

  class NativeEventEmitter {
    constructor(nativeModule) { this._nativeModule = nativeModule || null; }
    addListener(eventType, listener, context) {
      const native = this._nativeModule;
      if (native && typeof native.addListener === 'function') native.addListener(eventType);
      let subscription = RCTDeviceEventEmitter.addListener(eventType, listener, context);
      return {
        remove: () => {
          if (subscription == null) return;
          subscription.remove();
          subscription = null;
          if (native && typeof native.removeListeners === 'function') native.removeListeners(1);
        },
      };
    }
    emit(eventType, ...args) { RCTDeviceEventEmitter.emit(eventType, ...args); }
    removeAllListeners(eventType) {
      const count = RCTDeviceEventEmitter.listenerCount(eventType);
      const native = this._nativeModule;
      if (count > 0 && native && typeof native.removeListeners === 'function') native.removeListeners(count);
      RCTDeviceEventEmitter.removeAllListeners(eventType);
    }
    listenerCount(eventType) { return RCTDeviceEventEmitter.listenerCount(eventType); }
  }

  // ---- Timers --------------------------------------------------------------------------------
  const timers = new Map();
  let nextTimerID = 1;
  function createTimer(callback, delay, args, repeats, immediate) {
    if (typeof callback !== 'function') {
      throw new TypeError(`The "callback" argument must be of type function. Received ${callback === null ? 'null' : typeof callback}`);
    }
    const id = nextTimerID++;
    timers.set(id, { callback, args, repeats });
    delay = Number(delay);
    hooks.setTimer(id, immediate ? -1 : (delay > 0 && delay < 2147483648 ? delay : (delay >= 2147483648 ? 1 : 0)), repeats);
    return id;
  }
  function clearTimer(id) {
    if (timers.delete(id)) hooks.clearTimer(id);
  }
  function fireTimer(id) {
    const timer = timers.get(id);
    if (!timer) return;
    if (!timer.repeats) timers.delete(id);
    timer.callback.apply(undefined, timer.args);
  }
  global.setTimeout = function setTimeout(callback, delay, ...args) { return createTimer(callback, delay, args, false, false); };
  global.setInterval = function setInterval(callback, delay, ...args) { return createTimer(callback, delay, args, true, false); };
  global.setImmediate = function setImmediate(callback, ...args) { return createTimer(callback, 0, args, false, true); };
  global.clearTimeout = global.clearInterval = global.clearImmediate = function clearTimer_(id) { clearTimer(id); };
  global.queueMicrotask = function queueMicrotask(callback) {
    if (typeof callback !== 'function') throw new TypeError('The "callback" argument must be of type function');
    Promise.resolve().then(() => {
      try { callback(); } catch (e) { hooks.reportError(e); }
    });
  };
  // React Native's timers module, for native `Timing` timers.
  BatchedBridge.registerCallableModule('JSTimers', {
    callTimers(ids) { for (const id of ids) fireTimer(id); },
    callIdleCallbacks() {},
    emitTimeDriftWarning() {},
  });

  if (typeof global.performance === 'undefined') global.performance = {};
  if (typeof global.performance.now !== 'function') global.performance.now = now;

  // ---- console -------------------------------------------------------------------------------
  const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
  function quote(s) {
    const q = s.includes("'") && !s.includes('"') ? '"' : "'";
    return q + s.replace(/\\/g, '\\\\').replace(new RegExp(q, 'g'), '\\' + q).replace(/\n/g, '\\n') + q;
  }
  function errorText(e) {
    const head = e.name !== undefined || e.message !== undefined ? `${e.name}: ${e.message}` : String(e);
    const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter(Boolean) : [];
    return frames.length ? head + '\n' + frames.map(f => '    at ' + f).join('\n') : head;
  }
  function inspect(value, depth, seen, top) {
    switch (typeof value) {
      case 'string': return top ? value : quote(value);
      case 'number': return Object.is(value, -0) ? '-0' : String(value);
      case 'bigint': return `${value}n`;
      case 'boolean': case 'undefined': return String(value);
      case 'symbol': return value.toString();
      case 'function': {
        const text = Function.prototype.toString.call(value);
        if (/^class[\s{]/.test(text)) return `[class ${value.name || '(anonymous)'}]`;
        return value.name ? `[Function: ${value.name}]` : '[Function (anonymous)]';
      }
    }
    if (value === null) return 'null';
    if (seen.includes(value)) return '[Circular]';
    if (value instanceof Error) return top ? errorText(value) : `[${errorText(value)}]`;
    if (value instanceof Date) return isNaN(value) ? 'Invalid Date' : value.toISOString();
    if (value instanceof RegExp) return value.toString();
    if (value instanceof Promise) return 'Promise {}';
    const isArray = Array.isArray(value);
    if (depth > 2) return isArray ? '[Array]' : '[Object]';
    seen = seen.concat([value]);
    let entries = [];
    let open, close;
    if (value instanceof Map) {
      open = `Map(${value.size}) {`; close = '}';
      for (const [k, v] of value) entries.push(`${inspect(k, depth + 1, seen, false)} => ${inspect(v, depth + 1, seen, false)}`);
    } else if (value instanceof Set) {
      open = `Set(${value.size}) {`; close = '}';
      for (const v of value) entries.push(inspect(v, depth + 1, seen, false));
    } else if (isArray) {
      open = '['; close = ']';
      let holes = 0;
      for (let i = 0; i < value.length; i++) {
        if (!(i in value)) { holes++; continue; }
        if (holes) { entries.push(`<${holes} empty item${holes > 1 ? 's' : ''}>`); holes = 0; }
        if (entries.length >= 100) { entries.push(`... ${value.length - i} more item${value.length - i > 1 ? 's' : ''}`); break; }
        entries.push(inspect(value[i], depth + 1, seen, false));
      }
      if (holes) entries.push(`<${holes} empty item${holes > 1 ? 's' : ''}>`);
    } else {
      const proto = Object.getPrototypeOf(value);
      const ctor = proto && proto.constructor && proto.constructor.name;
      const prefix = proto === null ? '[Object: null prototype] ' : (ctor && ctor !== 'Object' ? ctor + ' ' : '');
      open = prefix + '{'; close = '}';
      if (prefix && Object.keys(value).length === 0) return prefix + '{}';
    }
    if (!isArray) {
      for (const key of Object.keys(value)) {
        if (value instanceof Map || value instanceof Set) break;
        entries.push(`${IDENT.test(key) ? key : quote(key)}: ${inspect(value[key], depth + 1, seen, false)}`);
      }
    }
    if (entries.length === 0) return isArray ? '[]' : open + close;
    const single = `${open} ${entries.join(', ')} ${close}`;
    if (single.length <= 72 && !single.includes('\n')) return single;
    const pad = '  ';
    return `${open}\n${entries.map(e => pad + e.split('\n').join('\n' + pad)).join(',\n')}\n${close}`;
  }
  function format(args) {
    let first = args[0];
    let rest = args.slice(1);
    let out;
    if (typeof first === 'string' && first.includes('%') && rest.length) {
      out = first.replace(/%[sdifjoOc%]/g, token => {
        if (token === '%%') return '%';
        if (!rest.length) return token;
        const arg = rest.shift();
        switch (token) {
          case '%s': return typeof arg === 'string' ? arg : inspect(arg, 1, [], false);
          case '%d': case '%i': return typeof arg === 'object' ? 'NaN' : String(token === '%i' ? parseInt(arg) : Number(arg));
          case '%f': return String(parseFloat(arg));
          case '%j': try { return JSON.stringify(arg); } catch (e) { return '[Circular]'; }
          case '%c': return '';
          default: return inspect(arg, 0, [], false);
        }
      });
    } else {
      out = inspect(first, 0, [], true);
    }
    for (const arg of rest) out += ' ' + inspect(arg, 0, [], true);
    return args.length ? out : '';
  }
  const log = (level) => function (...args) { global.nativeLoggingHook(format(args), level); };
  const counts = new Map();
  const timeLabels = new Map();
  global.console = {
    log: log(1), info: log(1), warn: log(2), error: log(3), debug: log(0), trace: log(0),
    assert(condition, ...args) { if (!condition) log(3)('Assertion failed' + (args.length ? ': ' + format(args) : '')); },
    count(label = 'default') { const n = (counts.get(label) || 0) + 1; counts.set(label, n); log(1)(`${label}: ${n}`); },
    time(label = 'default') { timeLabels.set(label, now()); },
    timeEnd(label = 'default') { const t = timeLabels.get(label); if (t !== undefined) { timeLabels.delete(label); log(1)(`${label}: ${(now() - t).toFixed(3)}ms`); } },
    table: log(1), dir: log(1), group: log(1), groupEnd() {},
  };

  // ---- process (when the host provides one) ----------------------------------------------
  if (global.__bridgeProcess) {
    const info = global.__bridgeProcess;
    delete global.__bridgeProcess;
    global.process = {
      argv: info.argv, env: info.env, platform: 'linux', exitCode: undefined,
      exit(code) { hooks.exit(code === undefined ? (global.process.exitCode || 0) : Number(code) | 0); },
      nextTick(callback, ...args) { global.queueMicrotask(() => callback(...args)); },
    };
  }

  // ---- react-native --------------------------------------------------------------------------
  const Platform = {
    OS: 'linux',
    get Version() { return NativeModules.PlatformConstants ? NativeModules.PlatformConstants.Version : undefined; },
    select(spec) { return 'linux' in spec ? spec.linux : ('native' in spec ? spec.native : spec.default); },
  };
  const ReactNative = { NativeModules, NativeEventEmitter, DeviceEventEmitter: RCTDeviceEventEmitter, BatchedBridge, Platform };
  global.NativeModules = NativeModules;
  global.NativeEventEmitter = NativeEventEmitter;
  global.DeviceEventEmitter = RCTDeviceEventEmitter;
  global.BatchedBridge = BatchedBridge;
  if (typeof global.require === 'undefined') {
    global.require = function require(name) {
      if (name === 'react-native') return ReactNative;
      const error = new Error(`Cannot find module '${name}'`);
      error.code = 'MODULE_NOT_FOUND';
      throw error;
    };
  }

  return { fireTimer };
})(globalThis);
"""#
}
