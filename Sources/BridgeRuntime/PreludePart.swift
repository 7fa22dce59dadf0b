/// Parts of the built-in JS half that most scripts never use, kept out of the prelude and
/// evaluated the first time JS asks for one (`__bridgeLoadPart(name)`, which the prelude
/// captures): every start would otherwise pay to parse them (about 30 µs a kilobyte). Each is a
/// function expression the prelude calls with what the part needs from it.
enum PreludePart: String, CaseIterable {
    /// React Native's `AsyncStorage` over the storage module (BridgeStorage, docs/storage.md):
    /// called with `{NativeModules, argumentError, describeArgument, createTimer}`, returns the
    /// API object.
    case asyncStorage
    /// React Native's `AppRegistry` (docs/hosting.md): called with `{NativeModules, inspect}`,
    /// returns it.
    case appRegistry

    var sourceURL: String { "bridge-prelude-\(rawValue).js" }

    var source: String {
        switch self {
        case .asyncStorage: Self.asyncStorageSource
        case .appRegistry: Self.appRegistrySource
        }
    }

    private static let asyncStorageSource = String(decoding: PackageResources.bridge_prelude_asyncStorage_js, as: UTF8.self)

    private static let appRegistrySource = String(decoding: PackageResources.bridge_prelude_appRegistry_js, as: UTF8.self)
}
