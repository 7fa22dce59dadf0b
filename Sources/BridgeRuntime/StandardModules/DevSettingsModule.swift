import BridgeCore

/// React Native's `DevSettings`: `reload(reason?)` tears the context down and runs the bundle
/// again in a fresh one (``Runtime/reload()``).
/// Made and used from any thread; its methods run where its registration says.
public final class DevSettingsModule: NativeModule {
    private let context: ModuleContext

    /// The module; `reload` asks `context`'s runtime to reload. Any thread.
    public init(context: ModuleContext) {
        self.context = context
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("DevSettings", runsOn: .jsThread) { m in
            m.fireAndForget("reload(reason:)") { (reason: String?) in
                self.context.log(.info, "reloading" + (reason.map { ": \($0)" } ?? ""))
                self.context.requestReload()
            }
        }
    }
}
