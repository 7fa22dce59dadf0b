/// The modules one runtime exposes, in module-ID order, checked at registration.
///
/// Needs no engine: build one in a unit test to check a module's methods, kinds, parameter types
/// and constants. Safe to use on any thread.
public struct ModuleRegistry: Sendable {
    /// Modules in registration order; a module's index is its module ID on the wire.
    public let modules: [ModuleDefinition]
    private let indexByName: [String: Int]

    /// Registers `modules`, refusing (with ``BridgeError/Code/invalidRegistration``) a module with
    /// a problem, or a module name used twice.
    public init(_ modules: [any NativeModule]) throws(BridgeError) {
        var definitions: [ModuleDefinition] = []
        var index: [String: Int] = [:]
        for module in modules {
            let d = module.definition
            if let problem = d.problems.first {
                throw BridgeError(.invalidRegistration, "cannot register module \(d.name): \(problem)")
            }
            if index[d.name] != nil {
                throw BridgeError(.invalidRegistration, "cannot register module \(d.name): a module of that name is already registered")
            }
            index[d.name] = definitions.count
            definitions.append(d)
        }
        self.modules = definitions
        self.indexByName = index
    }

    /// The module named `name`, if registered.
    public func module(named name: String) -> ModuleDefinition? {
        indexByName[name].map { modules[$0] }
    }

    /// The module ID of `name`, if registered.
    public func moduleID(named name: String) -> Int? { indexByName[name] }

    /// The method at (`moduleID`, `methodID`), if both are in range.
    public func method(moduleID: Int, methodID: Int) -> MethodDefinition? {
        guard modules.indices.contains(moduleID) else { return nil }
        let methods = modules[moduleID].methods
        return methods.indices.contains(methodID) ? methods[methodID] : nil
    }

    /// React Native's `remoteModuleConfig`: one entry per module,
    /// `[name, constants, methodNames, promiseMethodIDs, syncMethodIDs, signatures]`, `null` for a
    /// module with nothing. `signatures` (ignored by React Native's JS halves; the built-in one
    /// checks argument counts with it) holds per method its JS parameters as
    /// `[name, role, typeName]`, role 0 a value, 1 an optional value, 2 a callback.
    public var remoteModuleConfig: BridgeValue {
        .array(modules.map(\.configEntry))
    }
}

extension ModuleDefinition {
    /// This module's entry in `remoteModuleConfig`.
    public var configEntry: BridgeValue {
        let names = methods.map { BridgeValue.string($0.name) }
        let promiseIDs = methods.indices.filter { methods[$0].kind == .promise }.map { BridgeValue.number(Double($0)) }
        let syncIDs = methods.indices.filter { methods[$0].kind == .sync }.map { BridgeValue.number(Double($0)) }
        let signatures = methods.map { method in
            BridgeValue.array(
                method.parameters.compactMap { p in
                    let role: Double
                    switch p.role {
                    case .value: role = p.isOptional ? 1 : 0
                    case .callback: role = 2
                    case .promise: return nil
                    }
                    return .array([.string(p.name), .number(role), .string(p.typeName)])
                })
        }
        if constants.isEmpty && methods.isEmpty { return .array([.string(name)]) }
        return .array([
            .string(name), constants.isEmpty ? .null : .object(constants), .array(names), .array(promiseIDs), .array(syncIDs),
            .array(signatures),
        ])
    }
}
