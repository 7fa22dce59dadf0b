// Runs Examples/Greeter/bundle.js with two modules: Greeter declared with the macros
// (BridgeMacros), Farewell with the builder. Usage: swift run greeter-example
import BridgeRuntime
import Foundation

var configuration = Runtime.Configuration()
configuration.log = { _, message in print(message) }
configuration.onUncaughtError = { print($0) }
configuration.register { _ in Greeter() }
configuration.register { _ in Farewell() }

let runtime = try await Runtime(configuration)
let url = Bundle.module.url(forResource: "bundle", withExtension: "js")!
try await runtime.evaluate(String(contentsOf: url, encoding: .utf8), sourceURL: "Greeter/bundle.js")
await runtime.waitUntilIdle()
await runtime.shutdown()
