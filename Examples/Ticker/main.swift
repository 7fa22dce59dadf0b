// Runs Examples/Ticker/bundle.js: a NativeEventEmitter listener that receives native ticks, which
// start when it subscribes and stop when it unsubscribes.
import BridgeRuntime
import Foundation

var configuration = Runtime.Configuration()
configuration.log = { _, message in print(message) }
configuration.onUncaughtError = { print($0) }
configuration.register { TickerModule(context: $0) }

let runtime = try await Runtime(configuration)
let url = Bundle.module.url(forResource: "bundle", withExtension: "js")!
try await runtime.evaluate(String(contentsOf: url, encoding: .utf8), sourceURL: "Ticker/bundle.js")
await runtime.waitUntilIdle()
print("idle: the ticker stopped when its last listener left")
await runtime.shutdown()
