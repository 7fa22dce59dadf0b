// What F8's AppDelegate does, on Linux: the bundle comes from the packager in development and
// from the bundle manager otherwise (its cache, then the preset shipped with the app, then the
// update server), then the app "F8v2" runs with its initial properties.
//
// Usage: swift run app-host-example [--dev URL] [--manifest URL] [--cache DIR]
#if Bundles
import BridgeBundles
import BridgeRuntime
import Foundation

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments.dropFirst()
    guard let i = arguments.firstIndex(of: name), arguments.index(after: i) < arguments.endIndex else { return nil }
    return arguments[arguments.index(after: i)]
}

var configuration = Runtime.Configuration()
configuration.log = { _, message in print(message) }
configuration.onUncaughtError = { print($0) }
StandardModules.register(in: &configuration)

let source: BundleSource
let manager: BundleManager?
if let dev = option("--dev"), let url = URL(string: dev) {
    // Development: the packager's bundle (`http://host:8081/index.bundle?platform=linux&dev=true`).
    source = .url(url)
    manager = nil
} else {
    let preset = Bundle.module.url(forResource: "preset", withExtension: nil)!.path
    let cache = option("--cache") ?? FileManager.default.temporaryDirectory.appendingPathComponent("app-host-example-cache").path
    let manifest = URL(string: option("--manifest") ?? "http://127.0.0.1:9/routes.json")!
    let bundles = try BundleManager(.init(
        manifestURL: manifest, cacheDirectory: cache, presetDirectory: preset, fetcher: BundleFetcher(timeout: .seconds(2)),
        onRollback: { print("rolled back: \($0)") }))
    configuration.register { _ in bundles.updatesModule(for: "main") }
    source = bundles.source("main")
    manager = bundles
}

let runtime = try await Runtime(configuration)
// The runtime's states, as a host's loading screen would follow them (printed at the end, so
// they do not interleave with the app's output).
let stateStream = runtime.states
let states = Task {
    var seen: [String] = []
    for await state in stateStream { seen.append("\(state)") }
    return seen
}
// The root view is made at once; its properties wait for the bundle.
runtime.startLoading(source)
let rootTag = try await runtime.runApplication("F8v2", initialProperties: ["screen": "agenda", "day": 1])
try await runtime.setAppProperties(["screen": "agenda", "day": 2], rootTag: rootTag)
await runtime.waitUntilIdle()
if let manager {
    // Look for an update in the background; the next start (or a reload) uses it.
    let updated = (try? await manager.checkForUpdates()) ?? []
    print("updates: \(updated.isEmpty ? "none" : updated.joined(separator: ", "))")
}
await runtime.shutdown()
print("states: \(await states.value.joined(separator: " → "))")
#else
print("app-host-example needs the Bundles trait (on by default)")
#endif
