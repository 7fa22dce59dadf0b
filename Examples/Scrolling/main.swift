// Runs Examples/Scrolling/bundle.js with a main-actor module and an actor module registered.
// Usage: swift run scrolling-example
//
// The Scrolling module runs on the main queue. An `async` top-level program like this one keeps
// the main queue running while it awaits; a program that blocks its main thread otherwise must
// call `dispatchMain()` (or run `RunLoop.main`) for main-actor modules to be called.
import BridgeRuntime
import Foundation

var configuration = Runtime.Configuration()
configuration.log = { _, message in print(message) }
configuration.onUncaughtError = { print($0) }
configuration.register { _ in ScrollingModule() }
configuration.register { _ in BookmarksModule() }

let runtime = try await Runtime(configuration)
let url = Bundle.module.url(forResource: "bundle", withExtension: "js")!
try await runtime.evaluate(String(contentsOf: url, encoding: .utf8), sourceURL: "Scrolling/bundle.js")
await runtime.waitUntilIdle()
await runtime.shutdown()
