(/** @param {typeof globalThis} global @param {(name: string) => unknown} requireConfig @param {Record<string, number>} moduleIDs */ function (global, requireConfig, moduleIDs) {
  'use strict';
  const made = new Map(), has = Map.prototype.has, get = Map.prototype.get, set = Map.prototype.set;
  const apply = Reflect.apply;
  return new Proxy(Object.create(null), {
    get(target, name) {
      if (typeof name !== 'string') return undefined;
      if (apply(has, made, [name])) return apply(get, made, [name]);
      const gen = global.__fbGenNativeModule;
      const config = requireConfig(name);
      if (config === null || typeof gen !== 'function') return null;
      const info = gen(config, moduleIDs[name]);
      const module = info == null || info.module === undefined ? null : info.module;
      apply(set, made, [name, module]);
      return module;
    },
  });
})
