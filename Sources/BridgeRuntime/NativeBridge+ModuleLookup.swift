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
extension NativeBridge {
    func installModuleLookup(registry: ModuleRegistry) {
        guard let ctx = engine.context else { return }
        installHostFunction("nativeRequireModuleConfig") { bridge, call in
            guard let nameValue = call[0], JSValueIsString(bridge.engine.context, nameValue) else {
                throw JSThrow.typeError("nativeRequireModuleConfig: the module name must be a string")
            }
            guard let entry = registry.lookupConfig(bridge.engine.string(nameValue)) else { return JSValueMakeNull(bridge.engine.context) }
            return try? bridge.engine.jsValue(entry)
        }
        var ids: [String: BridgeValue] = [:]
        for (id, module) in registry.modules.enumerated() { ids[module.name] = .number(Double(id)) }
        guard let lookup = engine.object(engine.property(JSContextGetGlobalObject(ctx), "nativeRequireModuleConfig")),
            let moduleIDs = try? engine.jsValue(.object(ids)),
            let proxy = engine.runOwnScript(Self.moduleProxy, [JSContextGetGlobalObject(ctx), lookup, moduleIDs])
        else { return hooks.log(.error, "bridge: nativeModuleProxy could not be installed") }
        engine.setGlobal("nativeModuleProxy", proxy)
        engine.protect(lookup)
        state.requireModuleConfig = lookup
    }

    /// Makes the proxy from the global object, `nativeRequireModuleConfig` and the module IDs by
    /// name; the builtins it uses are captured before any script runs.
    private static let moduleProxy = OwnScript(PackageResources.bridge_module_proxy_js, sourceURL: "bridge-module-proxy.js")
}

extension ModuleRegistry {
    /// The config entry of the module named `name`, or nil when there is no such module or it has
    /// no constants and no methods (nothing to make).
    func lookupConfig(_ name: String) -> BridgeValue? {
        guard let module = module(named: name), !module.constants.isEmpty || !module.methods.isEmpty else { return nil }
        return module.configEntry
    }
}
