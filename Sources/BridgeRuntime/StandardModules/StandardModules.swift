import BridgeCore

/// The modules `bridge-run` registers, available to any host: `Timing`, `ExceptionsManager`,
/// `PlatformConstants`, `DeviceInfo`, `FileSystem`, `DevSettings`, `SourceCode`, and the device's
/// modules React Native's JS requires when an app uses them: `AppState`, `Clipboard`,
/// `LinkingManager`, `SettingsManager` and `Vibration`.
/// Its functions may be called from any thread.
public enum StandardModules {
    /// Registers all standard modules in `configuration`; `PlatformConstants` reports
    /// `reactNativeVersion` (nil: ``PlatformConstantsModule/defaultReactNativeVersion``), which
    /// should be the version of the React Native JS half a bundle brings
    /// (``PlatformConstantsModule/ReactNativeVersion/init(bundle:)`` finds it in the bundle);
    /// `SourceCode` reports `scriptURL` (``SourceCodeModule/scriptURL(for:in:)`` makes one);
    /// `deviceInfo` tells the window's and screen's sizes; `appState` is the app's state, which
    /// the host changes (``AppStateModule/update(to:)``); `linking` opens URLs (by default
    /// nothing can be opened).
    public static func register(
        in configuration: inout Runtime.Configuration, reactNativeVersion: PlatformConstantsModule.ReactNativeVersion? = nil, scriptURL: String = "",
        deviceInfo: DeviceInfoModule = DeviceInfoModule(), appState: AppStateModule = AppStateModule(), linking: LinkingModule = LinkingModule()
    ) {
        configuration.register { TimingModule(context: $0) }
        configuration.register { ExceptionsManagerModule(context: $0) }
        let version = reactNativeVersion ?? PlatformConstantsModule.defaultReactNativeVersion
        configuration.register { _ in PlatformConstantsModule(reactNativeVersion: version) }
        configuration.register { _ in deviceInfo }
        configuration.register { _ in FileSystemModule() }
        configuration.register { DevSettingsModule(context: $0) }
        configuration.register { _ in SourceCodeModule(scriptURL: scriptURL) }
        configuration.register { _ in appState }
        configuration.register { _ in linking }
        let (clipboard, settings) = (ClipboardModule(), SettingsManagerModule())
        configuration.register { _ in clipboard }
        configuration.register { _ in settings }
        configuration.register { VibrationModule(context: $0) }
    }
}
