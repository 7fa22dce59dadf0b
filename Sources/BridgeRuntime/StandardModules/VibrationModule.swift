import BridgeCore

/// React Native's `Vibration`: `vibrate(pattern)`, `vibrateByPattern(pattern, repeat)` and
/// `cancel()`. A runtime has no motor: each call is written to the runtime's log at trace
/// level, so a script that vibrates runs as on a device without one.
/// Made and used from any thread; its methods run on the JS thread.
public final class VibrationModule: NativeModule {
    private let context: ModuleContext

    /// The module logging to `context`'s runtime. Any thread.
    public init(context: ModuleContext) {
        self.context = context
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("Vibration", runsOn: .jsThread) { m in
            m.fireAndForget("vibrate(pattern:)") { [self] (duration: Double?) in
                context.log(.trace, "Vibration: vibrate \(duration ?? 400) ms")
            }
            m.fireAndForget("vibrateByPattern(pattern:repeat:)") { [self] (pattern: [Double], repeats: Double?) in
                context.log(.trace, "Vibration: pattern \(pattern), repeat \(repeats ?? -1)")
            }
            m.fireAndForget("cancel") { [self] () in context.log(.trace, "Vibration: cancel") }
        }
    }
}
