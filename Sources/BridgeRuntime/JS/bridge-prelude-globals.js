'use strict';
// The built-in JS half's event emitters, `AppRegistry`, `require('react-native')` and the parts
// products bring. Native code runs it when bridge-prelude.js first needs it (its `loadGlobals`
// hook), with `(global, hooks, core, node)`, `core` being what that file makes and `node` what
// bridge-prelude-node.js made; it ends with true.
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {BridgeNativeHooks} what native code hands the JS half (Sources/BridgeRuntime/NativeHook.swift) */
  const hooks = runArguments[1];
  /** @type {any} what bridge-prelude.js returns */ const core = runArguments[2];
  const { BatchedBridge, NativeModules, createTimer, argumentError, describeArgument, kindOf, plain } = core;
  /** @type {BridgeBase} */ const base = core.base;
  const { loadPart, lazyProperty, lazyProperties, codedError } = base;
  /** @type {BridgeNode} what bridge-prelude-node.js made */ const { received, invalidArgType, invalidThis, events } = runArguments[3];
  // The builtins as they were before any script ran (this file runs when first needed).
  const { Object, Map, Set, Error, TypeError, String } = hooks.primordials;

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
      for (const registration of [...set]) registration.listener.apply(registration.context, args);
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

  // ---- AppRegistry ---------------------------------------------------------------------------
  // React Native's AppRegistry, registered as the callable module native drives. Without React,
  // a component is what the bundle's provider returns: a function called with
  // (initialProps, {rootTag}) when the app runs, and again with the new properties when native
  // updates them; if it returns a function, that is called before the next run and when the
  // root is unmounted. A runnable (registerRunnable) gets React Native's appParameters
  // {initialProps, rootTag} itself.
  // Its code is a part of its own (PreludePart.appRegistry), evaluated when native first runs
  // an app or a script first reaches for AppRegistry.
  let appRegistry = null;
  function getAppRegistry() {
    return appRegistry || (appRegistry = loadPart('appRegistry', { NativeModules, inspect: hooks.inspect, primordials: hooks.primordials }));
  }
  BatchedBridge.registerLazyCallableModule('AppRegistry', getAppRegistry);

  // ---- react-native --------------------------------------------------------------------------
  const Platform = {
    OS: 'linux',
    get Version() { return NativeModules.PlatformConstants ? NativeModules.PlatformConstants.Version : undefined; },
    select(spec) { return 'linux' in spec ? spec.linux : ('native' in spec ? spec.native : spec.default); },
  };
  const ReactNative = { NativeModules, NativeEventEmitter, DeviceEventEmitter: RCTDeviceEventEmitter, BatchedBridge, Platform };
  Object.defineProperty(ReactNative, 'AppRegistry', { enumerable: true, get: getAppRegistry });
  global.NativeEventEmitter = NativeEventEmitter;
  global.DeviceEventEmitter = RCTDeviceEventEmitter;
  lazyProperty(global, 'AppRegistry', getAppRegistry);

  // ---- Parts products bring (JSPart: BridgeStorage's AsyncStorage, ...) -------------------------
  // Each provides modules for require(), exports of require('react-native') and globals, all
  // made by its factory the first time one of them is read, then kept.
  /** A native module's events `names`, each handed to the handler registered for the key
   * `keyOf(body)` reads (a request's or a socket's ID); subscribed once, when the first handler
   * is registered. @param {string} moduleName @param {string[]} names @param {(body: any) => unknown} keyOf */
  function eventRouter(moduleName, names, keyOf) {
    /** @type {Map<unknown, (name: string, body: any) => void>} */
    const handlers = new Map();
    let subscribed = false;
    return {
      /** @param {unknown} key @param {(name: string, body: any) => void} handler */
      set(key, handler) {
        if (!subscribed) {
          subscribed = true;
          const emitter = new NativeEventEmitter(NativeModules[moduleName]);
          for (const name of names) {
            emitter.addListener(name, (/** @type {any} */ body) => {
              const handler = handlers.get(keyOf(body));
              if (handler) handler(name, body);
            });
          }
        }
        handlers.set(key, handler);
      },
      /** @param {unknown} key */
      delete(key) { handlers.delete(key); },
    };
  }
  /** @type {Record<string, () => any>} */
  const partModules = Object.create(null);
  partModules.events = () => ({ events: events() });
  /** What a part gives `require(name)`, made on first use. @param {string} name */
  const partModule = (name) => partModules[name]()[name];
  /** Shows objects of a part's class as node shows its own: `Name { key: value, ... }`, each
   * value an own data property of the object, else what the class's own getter (read from
   * `proto` now, before any script could change it) returns, or for `[key, read]` what
   * `read(object)` returns. @param {object} proto @param {string} name @param {(string | [string, (o: any) => unknown])[]} keys */
  function describeFields(proto, name, keys) {
    /** @type {Record<string, Function>} */ const getters = Object.create(null);
    for (const key of keys) {
      if (typeof key !== 'string') continue;
      for (let p = proto; p !== null; p = Object.getPrototypeOf(p)) {
        const d = Object.getOwnPropertyDescriptor(p, key);
        if (d) { if (d.get) getters[key] = d.get; break; }
      }
    }
    hooks.describeAs(proto, (/** @type {object} */ o) => {
      /** @type {[unknown, unknown][]} */ const entries = [];
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (typeof key !== 'string') { entries[entries.length] = [key[0], key[1](o)]; continue; }
        const own = plain.ownDescriptor(o, key);
        const value = own && plain.apply(plain.hasOwn, own, ['value']) ? own.value : getters[key] ? plain.apply(getters[key], o, []) : undefined;
        entries[entries.length] = [key, value];
      }
      return [name, entries];
    });
  }
  const toolkit = { NativeModules, argumentError, codedError, describeArgument, kindOf, plain, createTimer, inspect: hooks.inspect,
    describeAs: hooks.describeAs, describeFields, eventRouter, partModule, received, invalidArgType, invalidThis,
    primordials: hooks.primordials };
  for (let i = 0; i < hooks.parts.length; i++) {
    const entry = hooks.parts[i], name = entry[0], modules = entry[1], reactNativeExports = entry[2], globals = entry[3];
    let made = null;
    const part = () => made || (made = loadPart(name, toolkit));
    for (let k = 0; k < modules.length; k++) partModules[modules[k]] = part;
    lazyProperties(ReactNative, reactNativeExports, (name) => part()[name]);
    lazyProperties(global, globals, (name) => part()[name]);
  }

  if (typeof global.require === 'undefined') {
    global.require = function require(name) {
      if (name === 'react-native') return ReactNative;
      // A part's `internal/` modules are for the other parts only, as node's own are; node's
      // names may start with `node:`.
      const bare = typeof name === 'string' && name.slice(0, 5) === 'node:' ? name.slice(5) : name;
      if (typeof bare === 'string' && partModules[bare] && bare.slice(0, 9) !== 'internal/') return partModule(bare);
      const error = new Error(`Cannot find module '${name}'`);
      error.code = 'MODULE_NOT_FOUND';
      throw error;
    };
  }

  true;
}
