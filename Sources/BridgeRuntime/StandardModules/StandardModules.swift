import BridgeCore

/// The modules `bridge-run` registers, available to any host: `Timing`, `ExceptionsManager`,
/// `PlatformConstants`, `DeviceInfo`, `FileSystem` and `DevSettings`.
/// Its functions may be called from any thread.
public enum StandardModules {
    /// Registers all standard modules in `configuration`.
    public static func register(in configuration: inout Runtime.Configuration) {
        configuration.register { TimingModule(context: $0) }
        configuration.register { ExceptionsManagerModule(context: $0) }
        configuration.register { _ in PlatformConstantsModule() }
        configuration.register { _ in DeviceInfoModule() }
        configuration.register { _ in FileSystemModule() }
        configuration.register { DevSettingsModule(context: $0) }
    }
}
