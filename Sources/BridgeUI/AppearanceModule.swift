import BridgeCore

/// React Native's `Appearance`, which `useColorScheme` reads: `getColorScheme()` (synchronous),
/// `setColorScheme(scheme)` and the event `appearanceChanged` (`{colorScheme}`), sent when the
/// host or JS changes the scheme (``NativeUI/setColorScheme(_:)``).
/// Made and used from any thread; its methods run on the JS thread.
final class AppearanceModule: NativeModule {
    /// "light" or "dark".
    let scheme: Locked<String>
    private let emitter = EventEmitter()

    init(scheme: String) {
        self.scheme = Locked(scheme)
    }

    /// Sets the scheme; listeners hear of a change. ("unspecified", as JS's `setColorScheme(null)`
    /// sends it, goes back to light: a runtime has no system setting to follow.)
    func set(_ new: String) {
        let value = new == "dark" ? "dark" : "light"
        let changed = scheme.withLock { s in
            defer { s = value }
            return s != value
        }
        if changed { emitter.send("appearanceChanged", body: ["colorScheme": .string(value)]) }
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Appearance", runsOn: .jsThread) { m in
            m.events(["appearanceChanged"], emitter: emitter)
            m.sync("getColorScheme") { [self] () -> String in scheme.withLock { $0 } }
            m.fireAndForget("setColorScheme(colorScheme:)") { [self] (new: String?) in set(new ?? "unspecified") }
        }
    }
}
