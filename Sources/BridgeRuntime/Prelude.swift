/// The built-in JS half of the bridge: React Native's `MessageQueue` protocol, `NativeModules`,
/// event emitters, timers and `performance` (`console` is native's, ``ConsoleScript``). Evaluated
/// before the bundle unless the host
/// switches it off; it talks to native code only through the protocol's named globals (plus
/// `__bridgeTimer` / `__bridgeClearTimer` / `__bridgeReportError` for timers and errors).
///
/// Its completion value is an object of internal entry points native code calls: `{ fireTimer(id) }`.
enum Prelude {
    static let sourceURL = "bridge-prelude.js"

    static let source = String(decoding: PackageResources.bridge_prelude_js, as: UTF8.self)
}
