// A JS half of the bridge written for these tests to behave as React Native's own does in the era
// named by `globalThis.RN_ERA` ('0.58', '0.63' or '0.72'), from reading React Native's
// Libraries/BatchedBridge (MessageQueue.js, NativeModules.js), Libraries/Core/Timers/JSTimers.js,
// Libraries/EventEmitter (NativeEventEmitter.js, RCTDeviceEventEmitter.js) and
// Libraries/polyfills/error-guard.js. It is not React Native's code; it keeps what those files
// expect of the native side:
// - 0.58 and before find modules through __fbBatchedBridgeConfig only; 0.59 and later use
//   global.nativeModuleProxy when native installs it, with __fbGenNativeModule.
// - 0.63 still has callFunctionReturnResultAndFlushedQueue, as an empty deprecated stub.
// - before 0.65, NativeEventEmitter calls the module's addListener only when Platform.OS is 'ios'.
// - timers go through NativeModules.Timing; requestIdleCallback asks for idle events.
(function (global) {
  'use strict';
  const era = Number((global.RN_ERA || '0.72').split('.')[1]);

  // ---- ErrorUtils (error-guard.js) ----
  let globalHandler = (e) => { throw e; };
  global.ErrorUtils = {
    setGlobalHandler(fn) { globalHandler = fn; },
    getGlobalHandler() { return globalHandler; },
    reportError(error) { globalHandler(error, false); },
    reportFatalError(error) { globalHandler(error, true); },
  };

  // ---- MessageQueue ----
  const MIN_TIME_BETWEEN_FLUSHES_MS = 5;
  let queue = [[], [], [], 0];
  let callID = 0;
  const successCallbacks = new Map(), failureCallbacks = new Map();
  const callableModules = {}, lazyCallableModules = {};
  let lastFlush = 0, inCall = 0;
  function guard(fn) {
    try { fn(); } catch (error) { global.ErrorUtils.reportFatalError(error); }
  }
  function getCallableModule(name) {
    if (!callableModules[name] && lazyCallableModules[name]) callableModules[name] = lazyCallableModules[name]();
    return callableModules[name];
  }
  function callFunction(module, method, args) {
    lastFlush = Date.now();
    const moduleMethods = getCallableModule(module);
    if (!moduleMethods) throw new Error(`Module ${module} is not a registered callable module (calling ${method})`);
    if (!moduleMethods[method]) throw new Error(`Method ${method} does not exist on module ${module}`);
    return moduleMethods[method].apply(moduleMethods, args);
  }
  function invokeCallback(cbID, args) {
    lastFlush = Date.now();
    const id = cbID >>> 1;
    const callback = (cbID & 1) ? successCallbacks.get(id) : failureCallbacks.get(id);
    if (!callback) return;
    successCallbacks.delete(id);
    failureCallbacks.delete(id);
    callback(...args);
  }
  const MessageQueue = {
    callFunctionReturnFlushedQueue(module, method, args) {
      guard(() => callFunction(module, method, args));
      return MessageQueue.flushedQueue();
    },
    invokeCallbackAndReturnFlushedQueue(cbID, args) {
      guard(() => invokeCallback(cbID, args));
      return MessageQueue.flushedQueue();
    },
    flushedQueue() {
      guard(() => { const t = getCallableModule('JSTimers'); if (t && t.callImmediates) t.callImmediates(); });
      const q = queue;
      queue = [[], [], [], callID];
      return q[0].length ? q : null;
    },
    enqueueNativeCall(moduleID, methodID, params, onFail, onSucc) {
      if (onFail || onSucc) {
        if (onFail) params.push(callID << 1);
        if (onSucc) params.push((callID << 1) | 1);
        successCallbacks.set(callID, onSucc);
        failureCallbacks.set(callID, onFail);
      }
      callID++;
      queue[0].push(moduleID);
      queue[1].push(methodID);
      queue[2].push(params);
      const now = Date.now();
      if (global.nativeFlushQueueImmediate && now - lastFlush >= MIN_TIME_BETWEEN_FLUSHES_MS) {
        const q = queue;
        queue = [[], [], [], callID];
        lastFlush = now;
        global.nativeFlushQueueImmediate(q);
      }
    },
    callNativeSyncHook(moduleID, methodID, params) {
      return global.nativeCallSyncHook(moduleID, methodID, params);
    },
    registerCallableModule(name, module) { callableModules[name] = module; },
    registerLazyCallableModule(name, factory) { lazyCallableModules[name] = factory; },
    getCallableModule,
  };
  if (era === 63) {
    // Deprecated and empty in 0.63: native must not rely on it.
    MessageQueue.callFunctionReturnResultAndFlushedQueue = function (module, method, args) {};
  }
  Object.defineProperty(global, '__fbBatchedBridge', { configurable: true, value: MessageQueue });

  // ---- NativeModules ----
  function genMethod(moduleID, methodID, type) {
    if (type === 'promise') {
      return (...args) => new Promise((resolve, reject) => {
        MessageQueue.enqueueNativeCall(moduleID, methodID, args, (data) => resolve(data), (errorData) => {
          const error = new Error(errorData.message);
          Object.assign(error, errorData);
          reject(error);
        });
      });
    }
    if (type === 'sync') return (...args) => MessageQueue.callNativeSyncHook(moduleID, methodID, args);
    return (...args) => {
      const last = args[args.length - 1], secondLast = args[args.length - 2];
      const hasSuccess = typeof last === 'function', hasError = typeof secondLast === 'function';
      const count = (hasSuccess ? 1 : 0) + (hasError ? 1 : 0);
      MessageQueue.enqueueNativeCall(moduleID, methodID, args.slice(0, args.length - count),
        hasError ? secondLast : null, hasSuccess ? last : null);
    };
  }
  function genModule(config, moduleID) {
    if (!config) return null;
    const [name, constants, methods, promiseMethods, syncMethods] = config;
    if (!constants && !methods) return { name };
    const module = {};
    (methods || []).forEach((methodName, methodID) => {
      const isPromise = promiseMethods && promiseMethods.includes(methodID);
      const isSync = syncMethods && syncMethods.includes(methodID);
      module[methodName] = genMethod(moduleID, methodID, isPromise ? 'promise' : isSync ? 'sync' : 'async');
    });
    Object.assign(module, constants);
    if (module.getConstants == null) {
      module.getConstants = () => constants || Object.freeze({});
    } else {
      console.warn(`Unable to define method 'getConstants()' on NativeModule '${name}'. NativeModule '${name}' already has a constant or method called 'getConstants'. Please remove it.`);
    }
    return { name, module };
  }
  global.__fbGenNativeModule = genModule;
  function loadModule(name, moduleID) {
    if (!global.nativeRequireModuleConfig) throw new Error("Can't lazily create module without nativeRequireModuleConfig");
    const info = genModule(global.nativeRequireModuleConfig(name), moduleID);
    return info && info.module;
  }
  let NativeModules = {};
  if (era >= 59 && global.nativeModuleProxy) {
    NativeModules = global.nativeModuleProxy;
  } else {
    const bridgeConfig = global.__fbBatchedBridgeConfig;
    if (!bridgeConfig) throw new Error('__fbBatchedBridgeConfig is not set, cannot invoke native modules');
    (bridgeConfig.remoteModuleConfig || []).forEach((config, moduleID) => {
      const info = genModule(config, moduleID);
      if (!info) return;
      if (info.module) {
        NativeModules[info.name] = info.module;
      } else {
        let value, loaded = false;
        Object.defineProperty(NativeModules, info.name, {
          enumerable: true, configurable: true,
          get() { if (!loaded) { value = loadModule(info.name, moduleID); loaded = true; } return value; },
        });
      }
    });
  }

  // ---- Platform ----
  const platformConstants = NativeModules.PlatformConstants ? NativeModules.PlatformConstants.getConstants() : {};
  const Platform = { OS: platformConstants.OS || 'unknown', constants: platformConstants, Version: platformConstants.Version };

  // ---- JSTimers ----
  const Timing = NativeModules.Timing;
  const FRAME_DURATION = 1000 / 60, IDLE_CALLBACK_FRAME_DEADLINE = 1;
  const callbacks = new Map();
  let nextID = 1, idleCallbacks = [], immediates = [];
  function allocate(fn, type) { const id = nextID++; callbacks.set(id, { fn, type }); return id; }
  function callTimer(id, frameTime, didTimeout) {
    const entry = callbacks.get(id);
    if (!entry) return;
    if (entry.type !== 'setInterval') callbacks.delete(id);
    if (entry.type === 'requestIdleCallback') {
      entry.fn({ timeRemaining: () => Math.max(0, FRAME_DURATION - (Date.now() - frameTime)), didTimeout: !!didTimeout });
    } else {
      entry.fn();
    }
  }
  const JSTimers = {
    setTimeout(fn, duration, ...args) {
      const id = allocate(() => fn(...args), 'setTimeout');
      Timing.createTimer(id, duration || 0, Date.now(), false);
      return id;
    },
    setInterval(fn, duration, ...args) {
      const id = allocate(() => fn(...args), 'setInterval');
      Timing.createTimer(id, duration || 0, Date.now(), true);
      return id;
    },
    clearTimeout(id) { if (callbacks.delete(id)) Timing.deleteTimer(id); },
    setImmediate(fn, ...args) { const id = allocate(() => fn(...args), 'setImmediate'); immediates.push(id); return id; },
    requestIdleCallback(fn, options) {
      if (idleCallbacks.length === 0) Timing.setSendIdleEvents(true);
      const id = allocate(fn, 'requestIdleCallback');
      idleCallbacks.push(id);
      if (options && options.timeout > 0) {
        const timeoutID = JSTimers.setTimeout(() => {
          const i = idleCallbacks.indexOf(id);
          if (i === -1) return;
          idleCallbacks.splice(i, 1);
          callTimer(id, global.performance.now(), true);
          if (idleCallbacks.length === 0) Timing.setSendIdleEvents(false);
        }, options.timeout);
        callbacks.get(id).timeoutID = timeoutID;
      }
      return id;
    },
    cancelIdleCallback(id) {
      callbacks.delete(id);
      idleCallbacks = idleCallbacks.filter((x) => x !== id);
      if (idleCallbacks.length === 0) Timing.setSendIdleEvents(false);
    },
    callTimers(ids) {
      const errors = [];
      for (const id of ids) { try { callTimer(id, 0); } catch (e) { errors.push(e); } }
      // All but the first error are thrown again from timers of their own; the first now.
      for (let i = 1; i < errors.length; i++) JSTimers.setTimeout(() => { throw errors[i]; }, 0);
      if (errors.length > 0) throw errors[0];
    },
    callIdleCallbacks(frameTime) {
      // React Native measures on Date.now()'s clock here (its performanceNow helper falls back
      // to Date.now where there is no DOM), so native passes the frame's start on that clock.
      if (FRAME_DURATION - (Date.now() - frameTime) < IDLE_CALLBACK_FRAME_DEADLINE) return;
      const pass = idleCallbacks;
      idleCallbacks = [];
      for (const id of pass) {
        const entry = callbacks.get(id);
        if (entry && entry.timeoutID) JSTimers.clearTimeout(entry.timeoutID);
        callTimer(id, frameTime);
      }
      if (idleCallbacks.length === 0) Timing.setSendIdleEvents(false);
    },
    callImmediates() {
      while (immediates.length) { const pass = immediates; immediates = []; for (const id of pass) callTimer(id); }
    },
    emitTimeDriftWarning(message) { console.warn(message); },
  };
  MessageQueue.registerCallableModule('JSTimers', JSTimers);
  global.setTimeout = JSTimers.setTimeout;
  global.setInterval = JSTimers.setInterval;
  global.clearTimeout = global.clearInterval = JSTimers.clearTimeout;
  global.setImmediate = JSTimers.setImmediate;
  global.requestIdleCallback = JSTimers.requestIdleCallback;
  global.cancelIdleCallback = JSTimers.cancelIdleCallback;
  if (!global.performance) global.performance = {};
  if (typeof global.performance.now !== 'function') global.performance.now = () => global.nativePerformanceNow();

  // ---- Events ----
  const listeners = new Map();
  const DeviceEventEmitter = {
    addListener(name, fn) {
      if (!listeners.has(name)) listeners.set(name, new Set());
      const entry = { fn };
      listeners.get(name).add(entry);
      return { remove: () => listeners.get(name).delete(entry) };
    },
    emit(name, ...args) {
      for (const entry of [...(listeners.get(name) || [])]) entry.fn(...args);
    },
    listenerCount(name) { return (listeners.get(name) || new Set()).size; },
  };
  MessageQueue.registerCallableModule('RCTDeviceEventEmitter', DeviceEventEmitter);
  class NativeEventEmitter {
    constructor(nativeModule) {
      // Before 0.65 the module is told about listeners only on iOS.
      if (era >= 65 || Platform.OS === 'ios') this.nativeModule = nativeModule;
    }
    addListener(name, fn) {
      if (this.nativeModule && this.nativeModule.addListener) this.nativeModule.addListener(name);
      const sub = DeviceEventEmitter.addListener(name, fn);
      return { remove: () => { sub.remove(); if (this.nativeModule && this.nativeModule.removeListeners) this.nativeModule.removeListeners(1); } };
    }
  }

  // AppRegistry as React Native's AppRegistry.js behaves: runnables by key, run with
  // appParameters {rootTag, initialProps}; a component rendered by React is stood in for by a
  // function of the props; headless tasks report through HeadlessJsTaskSupport.
  const runnables = {};
  const tasks = new Map();
  const AppRegistry = {
    registerComponent(appKey, componentProvider) {
      runnables[appKey] = { componentProvider, run: (appParameters) => componentProvider()(appParameters.initialProps, appParameters.rootTag) };
      return appKey;
    },
    registerRunnable(appKey, run) { runnables[appKey] = { run }; return appKey; },
    getAppKeys() { return Object.keys(runnables); },
    runApplication(appKey, appParameters) {
      if (!runnables[appKey]) throw new Error(`"${appKey}" has not been registered.`);
      runnables[appKey].run(appParameters);
    },
    unmountApplicationComponentAtRootTag(rootTag) {},
    registerHeadlessTask(taskKey, taskProvider) { tasks.set(taskKey, taskProvider); },
    startHeadlessTask(taskId, taskKey, data) {
      const support = NativeModules.HeadlessJsTaskSupport;
      const provider = tasks.get(taskKey);
      if (!provider) { console.warn(`No task registered for key ${taskKey}`); support.notifyTaskFinished(taskId); return; }
      provider()(data).then(() => support.notifyTaskFinished(taskId)).catch(reason => { console.error(reason); support.notifyTaskFinished(taskId); });
    },
  };
  MessageQueue.registerCallableModule('AppRegistry', AppRegistry);

  global.ReactNative = { NativeModules, NativeEventEmitter, DeviceEventEmitter, Platform, BatchedBridge: MessageQueue, AppRegistry };
})(globalThis);
