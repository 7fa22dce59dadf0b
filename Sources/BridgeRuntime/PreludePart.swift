/// Parts of the built-in JS half that most scripts never use, kept out of the prelude and
/// evaluated the first time JS asks for one (its `loadPart` hook, which the prelude
/// captures): every start would otherwise pay to parse them (about 30 µs a kilobyte). Each is a
/// block run with what the part needs from the prelude as `this[0]` (parsed once), whose last
/// statement's value is what it makes.
/// (Opt-in products bring parts of their own: ``JSPart``.)
enum PreludePart: String, CaseIterable {
    /// React Native's `AppRegistry` (docs/hosting.md): run with `{NativeModules, inspect,
    /// primordials}`, makes it.
    case appRegistry
    /// node's `events` module (`require('events')`, and what `process` is made of): run with
    /// `{primordials, inspect, received, warn}`, makes `EventEmitter`.
    case events
    /// `process` (when the host gives the runtime one): run with what
    /// `bridge-prelude-globals.js` hands it (`argv`, `readEnv`, `exit`, `events`, …), makes it.
    case process
    /// How a native module looks to JS (React Native's `genModule`): run with `{global, hooks,
    /// enqueueCall, argumentError, describeArgument}`, makes `genModule(config, moduleID)`.
    case modules

    var sourceURL: String { "bridge-prelude-\(rawValue).js" }

    /// The part's text and file name as engine strings, made the first time a runtime of the
    /// process loads it.
    var script: OwnScript {
        switch self {
        case .appRegistry: Self.appRegistryScript
        case .events: Self.eventsScript
        case .process: Self.processScript
        case .modules: Self.modulesScript
        }
    }

    // (Static properties are made when first read.)
    private static let appRegistryScript = OwnScript(PackageResources.bridge_prelude_appRegistry_js, sourceURL: Self.appRegistry.sourceURL)
    private static let eventsScript = OwnScript(PackageResources.bridge_prelude_events_js, sourceURL: Self.events.sourceURL)
    private static let processScript = OwnScript(PackageResources.bridge_prelude_process_js, sourceURL: Self.process.sourceURL)
    private static let modulesScript = OwnScript(PackageResources.bridge_prelude_modules_js, sourceURL: Self.modules.sourceURL)
}
