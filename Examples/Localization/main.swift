// Runs Examples/Localization/bundle.js with the Localization module registered.
// Usage: swift run localization-example [locale]
import BridgeRuntime
import Foundation

let locale = CommandLine.arguments.dropFirst().first ?? "fr"
var configuration = Runtime.Configuration()
configuration.log = { _, message in print(message) }
configuration.onUncaughtError = { print($0) }
configuration.register { _ in LocalizationModule(locale: locale) }

let runtime = try await Runtime(configuration)
let url = Bundle.module.url(forResource: "bundle", withExtension: "js")!
try await runtime.evaluate(String(contentsOf: url, encoding: .utf8), sourceURL: "Localization/bundle.js")
await runtime.waitUntilIdle()
await runtime.shutdown()
