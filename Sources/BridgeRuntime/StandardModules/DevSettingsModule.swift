import BridgeCore

/// React Native's `DevSettings`: `reload(reason?)` tears the context down and runs the bundle
/// again in a fresh one (``Runtime/reload()``).
public final class DevSettingsModule: NativeModule {
    private let context: ModuleContext

    public init(context: ModuleContext) {
        self.context = context
    }

    public var definition: ModuleDefinition {
        ModuleDefinition("DevSettings", runsOn: .jsThread) { m in
            m.fireAndForget("reload(reason:)") { (reason: String?) in
                self.context.log(.info, "reloading" + (reason.map { ": \($0)" } ?? ""))
                self.context.requestReload()
            }
        }
    }
}
