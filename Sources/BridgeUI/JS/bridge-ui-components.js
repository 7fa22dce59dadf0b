// React Native's UIManager as its JS reads it (the native module, plus `getViewManagerConfig`
// and `hasViewManagerConfig`), and `requireNativeComponent`, for scripts on the built-in JS
// half (a bundle that brings React Native's renderer brings its own). BridgeUI's part of the
// JS half (a JSPart), made the first time a script reaches for one of them.
'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {BridgePartToolkit} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  // The builtins as they were before any script ran (this part is made when first needed); not
  // `Promise`, which is the global one when used, as in React Native.
  const { Map, Error } = prelude.primordials;
  const { NativeModules } = prelude;
  /** @type {Map<string, any>} */
  const configs = new Map();

  /** The config of view manager `name` (from the UIManager's constants, else asked for), or
   * null when there is none. @param {string} name */
  function getViewManagerConfig(name) {
    if (configs.has(name)) return configs.get(name);
    const native = NativeModules.UIManager;
    if (!native) return null;
    const config = native[name] || (typeof native.getConstantsForViewManager === 'function' ? native.getConstantsForViewManager(name) : null) || null;
    if (config) configs.set(name, config);
    return config;
  }

  /** @type {Record<string, unknown>} */
  const extras = {
    getViewManagerConfig,
    hasViewManagerConfig: (/** @type {string} */ name) => getViewManagerConfig(name) != null,
  };
  const UIManager = new Proxy(extras, {
    get(target, key) {
      if (typeof key === 'string' && key in target) return target[key];
      const native = NativeModules.UIManager;
      return native ? native[key] : undefined;
    },
  });

  /** The host component of view manager `name` (its name, as React's renderer takes it),
   * once the UIManager knows it; React Native's error when it does not. @param {string} name */
  function requireNativeComponent(name) {
    if (getViewManagerConfig(name) == null) throw new Error(`Invariant Violation: requireNativeComponent: "${name}" was not found in the UIManager.`);
    return name;
  }

  const partExports = { UIManager, requireNativeComponent };
  partExports;
}
