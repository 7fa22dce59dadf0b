import BridgeCore
import CJavaScriptCore

/// The two ways React Native's JS half finds native modules besides `__fbBatchedBridgeConfig`,
/// installed for any JS half to use:
///
/// - `nativeRequireModuleConfig(name)`: the module's config entry, or `null` for an unknown
///   module or one with no constants and no methods (as the JSC executor's
///   `JSCExecutor::nativeRequireModuleConfig` / `ModuleRegistry::getConfig` answer). JS halves
///   call it for entries of `remoteModuleConfig` that hold only a name.
/// - `nativeModuleProxy`: an object whose properties are the modules, each made on first read by
///   the JS half's own `__fbGenNativeModule(config, moduleID).module` and kept (as JSI's
///   `JSINativeModules::getModule` does; React Native's `NativeModules.js` uses it whenever it is
///   present, the default since the JSI executor, 0.59). Unknown names read as `null`.
extension JSEngine {
    func installModuleLookup(registry: ModuleRegistry) {
        guard let ctx = context else { return }
        installFunction("nativeRequireModuleConfig") { engine, call in
            guard let nameValue = call[0], JSValueIsString(engine.context, nameValue) else {
                throw JSThrow.typeError("nativeRequireModuleConfig: the module name must be a string")
            }
            guard let entry = registry.lookupConfig(engine.string(nameValue)) else { return JSValueMakeNull(engine.context) }
            return try? engine.jsValue(entry.config)
        }
        guard let lookup = object(property(JSContextGetGlobalObject(ctx), "nativeRequireModuleConfig")),
            case .success(let made)? = try? evaluateRaw(Self.moduleProxySource, sourceURL: "bridge-module-proxy.js"),
            let make = function(made), let proxy = try? checkedCall(make, [JSContextGetGlobalObject(ctx), lookup, moduleIndexFunction(registry)])
        else { return hooks.log(.error, "bridge: nativeModuleProxy could not be installed") }
        setGlobal("nativeModuleProxy", proxy)
    }

    private func moduleIndexFunction(_ registry: ModuleRegistry) -> JSValueRef {
        makeFunction("nativeModuleIndex") { engine, call in
            guard let nameValue = call[0], JSValueIsString(engine.context, nameValue),
                let entry = registry.lookupConfig(engine.string(nameValue))
            else { return JSValueMakeNull(engine.context) }
            return JSValueMakeNumber(engine.context, Double(entry.moduleID))
        } ?? JSValueMakeUndefined(context)
    }

    /// Makes the proxy from the global object, `nativeRequireModuleConfig` and a lookup of module
    /// IDs by name; the builtins it uses are captured before any script runs.
    private static let moduleProxySource = #"""
(function (global, requireConfig, moduleIndex) {
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
      const info = gen(config, moduleIndex(name));
      const module = info === null || info === undefined ? null : info.module;
      apply(set, made, [name, module === undefined ? null : module]);
      return module === undefined ? null : module;
    },
  });
})
"""#
}

extension ModuleRegistry {
    /// The config entry of the module named `name` and its ID, or nil when there is no such
    /// module or it has no constants and no methods (nothing to make).
    func lookupConfig(_ name: String) -> (config: BridgeValue, moduleID: Int)? {
        guard let moduleID = modules.firstIndex(where: { $0.name == name }) else { return nil }
        let module = modules[moduleID]
        guard !module.constants.isEmpty || !module.methods.isEmpty else { return nil }
        return (module.configEntry, moduleID)
    }
}
