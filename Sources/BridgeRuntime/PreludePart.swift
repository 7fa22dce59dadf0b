/// Parts of the built-in JS half that most scripts never use, kept out of the prelude and
/// evaluated the first time JS asks for one (its `loadPart` hook, which the prelude
/// captures): every start would otherwise pay to parse them (about 30 µs a kilobyte). Each is a
/// function expression the prelude calls with what the part needs from it.
/// (Opt-in products bring parts of their own: ``JSPart``.)
enum PreludePart: String, CaseIterable {
    /// React Native's `AppRegistry` (docs/hosting.md): called with `{NativeModules, inspect,
    /// primordials}`, returns it.
    case appRegistry
    /// node's `events` module (`require('events')`, and what `process` is made of): called with
    /// `{primordials, inspect, received, warn}`, returns `EventEmitter`.
    case events
    /// `process` (when the host gives the runtime one): called with what
    /// `bridge-prelude-globals.js` hands it (`argv`, `readEnv`, `exit`, `events`, …), returns it.
    case process
    /// How a native module looks to JS (React Native's `genModule`): called with `{global, hooks,
    /// enqueueCall, argumentError, describeArgument}`, returns `genModule(config, moduleID)`.
    case modules

    var sourceURL: String { "bridge-prelude-\(rawValue).js" }

    var source: String {
        switch self {
        case .appRegistry: String(decoding: PackageResources.bridge_prelude_appRegistry_js, as: UTF8.self)
        case .events: String(decoding: PackageResources.bridge_prelude_events_js, as: UTF8.self)
        case .process: String(decoding: PackageResources.bridge_prelude_process_js, as: UTF8.self)
        case .modules: String(decoding: PackageResources.bridge_prelude_modules_js, as: UTF8.self)
        }
    }
}
