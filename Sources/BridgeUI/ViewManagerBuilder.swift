import BridgeCore

/// Declares a manager's props, commands, events and constants for views of type `View` (see
/// ``ViewManagerDefinition``). The closures run on the main actor, with the manager's view.
public struct ViewManagerBuilder<View: AnyObject> {
    var definition: ViewManagerDefinition

    /// A prop whose value decodes as `T` (a ``BridgeArgument`` or `Decodable` type: numbers,
    /// strings, booleans, ``Color``, ``EdgeInsets``, arrays, records, `BridgeValue`); `null` (React
    /// removing the prop) sets `defaultValue`. `type` overrides the type name the config gives it.
    public mutating func prop<T: Sendable>(
        _ name: String, type: String? = nil, default defaultValue: T, _ apply: @escaping @MainActor @Sendable (View, T) -> Void
    ) {
        definition.add(PropDefinition(name: name, typeName: type ?? PropType.name(of: T.self)) { object, value in
            let typed: T = value == .null || value == .undefined ? defaultValue : try PropType.decode(T.self, value)
            guard let view = object as? View else { return }
            apply(view, typed)
        })
    }

    /// A prop that may be absent: `null` (React removing the prop) sets nil.
    public mutating func prop<T: Sendable>(_ name: String, type: String? = nil, _ apply: @escaping @MainActor @Sendable (View, T?) -> Void) {
        definition.add(PropDefinition(name: name, typeName: type ?? PropType.name(of: T.self)) { object, value in
            let typed: T? = value == .null || value == .undefined ? nil : try PropType.decode(T.self, value)
            guard let view = object as? View else { return }
            apply(view, typed)
        })
    }

    /// A prop set through a key path of the view; `null` sets `defaultValue`.
    public mutating func prop<T: Sendable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<View, T>, type: String? = nil, default defaultValue: T
    ) {
        let path = MainActorKeyPath(path: keyPath)
        prop(name, type: type, default: defaultValue) { view, value in view[keyPath: path.path] = value }
    }

    /// A command (`dispatchViewManagerCommand`) named by `signature` (`scrollTo(x:y:animated:)`
    /// or `flashScrollIndicators`), whose arguments decode as the closure's parameter types.
    public mutating func command<each A>(_ signature: String, _ run: @escaping @MainActor @Sendable (View, repeat each A) throws -> Void) {
        let name = String(signature.prefix { $0 != "(" })
        definition.add(CommandDefinition(name: name) { object, arguments in
            var index = 0
            func next<T>(_ type: T.Type) throws -> T {
                defer { index += 1 }
                let value = index < arguments.count ? arguments[index] : .undefined
                do {
                    return try PropType.decode(type, value)
                } catch {
                    throw BridgeError(.invalidArgument, "argument \(index + 1) of command \(name): \(error)")
                }
            }
            guard let view = object as? View else { return }
            try run(view, repeat try next((each A).self))
        })
    }

    /// An event that bubbles through the view's ancestors (`onPress`: the renderer's `topPress`).
    public mutating func bubblingEvent(_ name: String) { definition.addEvent(name, bubbling: true) }

    /// An event sent to the view alone (`onChange`: the renderer's `topChange`).
    public mutating func directEvent(_ name: String) { definition.addEvent(name, bubbling: false) }

    /// A constant of the manager (its config's `Constants`).
    public mutating func constant(_ key: String, _ value: BridgeValue) { definition.setConstant(key, value) }
}

/// A key path to a property of a view, carried into the closure that sets it.
// @unchecked: a key path is an immutable value; this one is used only on the main actor, where
// the views it reaches live (a key path to a main-actor property is not `Sendable` by itself).
struct MainActorKeyPath<Root, Value>: @unchecked Sendable {
    let path: ReferenceWritableKeyPath<Root, Value>
}
