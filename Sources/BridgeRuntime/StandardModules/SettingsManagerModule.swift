import BridgeCore

/// React Native's `SettingsManager` (iOS's `Settings`): the constant `settings` (every value set
/// so far), `setValues(values)` and `deleteValues(keys)`. The values live in this instance,
/// which serves every start of a runtime, so a reload's `settings` holds what JS set before it
/// (as iOS keeps them in the app's user defaults). Made and used from any thread.
public final class SettingsManagerModule: NativeModule {
    private let values: Locked<[String: BridgeValue]>

    /// The module holding `initial`. Any thread.
    public init(initial: [String: BridgeValue] = [:]) {
        values = Locked(initial)
    }

    /// The values set now. Any thread.
    public var settings: [String: BridgeValue] { values.withLock { $0 } }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("SettingsManager", runsOn: .jsThread) { m in
            m.constant("settings", .object(BridgeObject(settings)))
            m.fireAndForget("setValues(values:)") { [self] (new: [String: BridgeValue]) in
                values.withLock { $0.merge(new) { _, n in n } }
            }
            m.fireAndForget("deleteValues(keys:)") { [self] (keys: [String]) in
                values.withLock { v in for key in keys { v[key] = nil } }
            }
        }
    }
}
