'use strict';
// Run as a program whose `this` is its arguments; the block's last value is what it makes.
{
  const runArguments = /** @type {any[]} */ (/** @type {unknown} */ (this));
  /** @type {typeof globalThis} */ const global = runArguments[0];
  /** @type {(name: string) => unknown} */ const requireConfig = runArguments[1];
  /** @type {Record<string, number>} */ const moduleIDs = runArguments[2];
  const made = new Map(), has = Map.prototype.has, get = Map.prototype.get, set = Map.prototype.set;
  const apply = Reflect.apply;
  new Proxy(Object.create(null), {
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
}
