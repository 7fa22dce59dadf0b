import BridgeCore

extension ViewManagerDefinition {
    /// The renderer's name for an event (`onPress` → `topPress`).
    static func topName(_ event: String) -> String { "top" + event.dropFirst(2) }

    /// The config React Native's UIManager exports for the manager (its `getConstants()` entry,
    /// `getConstantsForViewManager`'s answer): `NativeProps` (prop → type name), `Commands`
    /// (name → ID), `Constants`, `baseModuleName`, and the events as `bubblingEventTypes`
    /// (no `Manager`: React Native's JS would then read `Commands` and `Constants` from a native
    /// module of that name, which managers here are not)
    /// (`topPress: {phasedRegistrationNames: {bubbled: "onPress", captured: "onPressCapture"}}`)
    /// and `directEventTypes` (`topLayout: {registrationName: "onLayout"}`).
    public var config: BridgeValue {
        var nativeProps: [String: BridgeValue] = [:]
        for prop in props { nativeProps[prop.name] = .string(prop.typeName) }
        // Events are props too (a function the renderer keeps in JS): React Native lists them as BOOL.
        for event in bubblingEvents + directEvents { nativeProps[event] = "BOOL" }
        var commandIDs: [String: BridgeValue] = [:]
        for (index, command) in commands.enumerated() { commandIDs[command.name] = .number(Double(index)) }
        var bubbling: [String: BridgeValue] = [:]
        for event in bubblingEvents {
            bubbling[Self.topName(event)] = ["phasedRegistrationNames": ["bubbled": .string(event), "captured": .string(event + "Capture")]]
        }
        var direct: [String: BridgeValue] = [:]
        for event in directEvents { direct[Self.topName(event)] = ["registrationName": .string(event)] }
        return .object(BridgeObject([
            "NativeProps": .object(BridgeObject(nativeProps)),
            "Commands": .object(BridgeObject(commandIDs)),
            "Constants": .object(BridgeObject(constants)),
            "baseModuleName": baseManager.map(BridgeValue.string) ?? .null,
            "bubblingEventTypes": .object(BridgeObject(bubbling)),
            "directEventTypes": .object(BridgeObject(direct)),
        ]))
    }
}
