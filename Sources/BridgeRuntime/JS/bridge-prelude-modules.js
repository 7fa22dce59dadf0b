'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {{global: typeof globalThis, hooks: BridgeNativeHooks, enqueueCall: Function, argumentError: (message: string) => Error, describeArgument: (v: unknown) => string}} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // How a native module looks to JS, made from its config entry (React Native's genModule): a
  // part of the built-in JS half (PreludePart.modules), evaluated when a script first reads a
  // module of NativeModules; it returns genModule.
  const { global, hooks, enqueueCall, argumentError, describeArgument } = prelude;
  // The builtins as they were before any script ran (this part is made when first needed). Not
  // `Promise`: a promise method's promise is the global one when called, as in React Native,
  // whose bundles bring their own.
  const { Object, Array, TypeError, plain } = hooks.primordials;
  // The problem with a call's argument count, before it leaves JS: a call with every parameter
  // and functions last has none; any other asks native, where the rule is written
  // (MethodDefinition.countProblem in Swift).
  function countProblem(moduleID, methodID, params, args) {
    let callbackCount = 0;
    for (let i = 0; i < params.length; i++) if (params[i][1] === 2) callbackCount++;
    const functions = trailingFunctions(args, callbackCount);
    if (args.length === params.length && functions === callbackCount) return null;
    return hooks.countProblem(moduleID, methodID, args.length, functions, describeArgument(args[params.length - callbackCount]));
  }
  function trailingFunctions(args, most) {
    let k = 0;
    while (k < most && k < args.length && typeof args[args.length - 1 - k] === 'function') k++;
    return k;
  }

  function genMethod(moduleID, methodID, type, name, params) {
    if (type === 'promise') {
      // The rejection's Error is made when the rejection arrives (as React Native's
      // TurboModules do), not at every call: capturing a stack per call costs more than the
      // rest of the call together.
      // Counted only when their number is not the method's (a promise method takes no callbacks).
      const expected = params ? params.length : -1;
      return function promiseMethodWrapper(...args) {
        const problem = expected !== -1 && args.length !== expected && countProblem(moduleID, methodID, params, args);
        if (problem) return Promise.reject(argumentError(problem));
        return new Promise((resolve, reject) => {
          enqueueCall(moduleID, methodID, args, resolve, reject, true);
        });
      };
    }
    if (type === 'sync') {
      // A host function of its own: JS calls straight into native with no wrapper. It is named
      // as the wrapper it stands in for, as React Native names every method that is not a
      // promise method.
      const wrapper = function nonPromiseMethodWrapper(/** @type {unknown[]} */ ...args) {
        return global.nativeCallSyncHook(moduleID, methodID, args);
      };
      return hooks.syncMethod(moduleID, methodID, wrapper.name) || wrapper;
    }
    return function nonPromiseMethodWrapper(...args) {
      const problem = params && countProblem(moduleID, methodID, params, args);
      if (problem) throw argumentError(problem);
      const last = args[args.length - 1];
      const secondLast = args[args.length - 2];
      const hasSuccess = typeof last === 'function';
      const hasError = typeof secondLast === 'function';
      const onSuccess = hasSuccess ? last : null;
      const onFail = hasError ? secondLast : null;
      const count = (hasSuccess ? 1 : 0) + (hasError ? 1 : 0);
      args = args.slice(0, args.length - count);
      // With one callback it is the success callback (React Native's order: error, success).
      enqueueCall(moduleID, methodID, args, onFail, onSuccess, false);
    };
  }

  /** The JS classes of a module's shared objects (`ModuleDefinition.sharedClass`): each a
   * constructor that calls the module's `$Name$new`, whose methods call `$Name$method` with
   * `this` first; registered in `__bridgeSharedClasses`, where native code finds the prototype of
   * each object it hands to JS.
   * @param {Record<string, any>} module
   * @param {Record<string, {methods: string[], constructor: boolean, properties?: Record<string, boolean>}>} classes */
  function makeSharedClasses(module, classes) {
    let registry = global.__bridgeSharedClasses;
    if (!registry) {
      registry = Object.create(null);
      Object.defineProperty(global, '__bridgeSharedClasses', { value: registry });
    }
    for (const name of Object.keys(classes)) {
      const make = module['$' + name + '$new'], release = module['$' + name + '$release'];
      /** @param {...unknown} args */
      const SharedClass = function (...args) {
        if (!new.target) throw new TypeError(`Class constructor ${name} cannot be invoked without 'new'`);
        if (typeof make !== 'function') throw new TypeError(`${name} cannot be made from JS: its module declares no constructor`);
        return make(...args);
      };
      Object.defineProperty(SharedClass, 'name', { value: name });
      const methods = plain.isArray(classes[name].methods) ? classes[name].methods : [];
      for (const method of methods) {
        const call = module['$' + name + '$' + method];
        Object.defineProperty(SharedClass.prototype, method, {
          value: /** @this {unknown} @param {...unknown} args */ function (...args) { return call(this, ...args); }, writable: true, configurable: true,
        });
      }
      const properties = classes[name].properties || {};
      for (const property of Object.keys(properties)) {
        const get = module['$' + name + '$get_' + property], set = module['$' + name + '$set_' + property];
        Object.defineProperty(SharedClass.prototype, property, {
          get: /** @this {unknown} */ function () { return get(this); },
          set: properties[property] ? /** @this {unknown} @param {unknown} value */ function (value) { set(this, value); } : undefined,
          configurable: true,
        });
      }
      Object.defineProperty(SharedClass.prototype, 'release', {
        value: /** @this {unknown} */ function () { return release(this); }, writable: true, configurable: true,
      });
      module[name] = SharedClass;
      registry[name] = SharedClass;
    }
  }

  function genModule(config, moduleID) {
    const moduleName = config[0], constants = config[1], methods = config[2] || [];
    const promiseMethods = config[3], syncMethods = config[4], signatures = config[5];
    const module = {};
    for (let methodID = 0; methodID < methods.length; methodID++) {
      const methodName = methods[methodID];
      const isPromise = promiseMethods && promiseMethods.indexOf(methodID) !== -1;
      const isSync = syncMethods && syncMethods.indexOf(methodID) !== -1;
      const type = isPromise ? 'promise' : isSync ? 'sync' : 'async';
      /** @type {Function & { type?: string }} */
      const method = genMethod(moduleID, methodID, type, moduleName + '.' + methodName, signatures && signatures[methodID]);
      method.type = type;
      module[methodName] = method;
    }
    Object.assign(module, constants);
    if (constants && constants.$classes) makeSharedClasses(module, constants.$classes);
    if (module.getConstants == null) {
      const frozen = Object.freeze(Object.assign({}, constants || {}));
      module.getConstants = () => frozen;
    }
    return module;
  }
  genModule;
}
