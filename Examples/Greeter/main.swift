// Runs Examples/Greeter/bundle.js with two modules: Greeter declared with the macros
// (BridgeMacros), Farewell with the builder. Usage: swift run greeter-example
import BridgeRuntime
import Foundation

#if Macros
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
#else
// Built without the package's Macros trait (on by default), Greeter is not declared.
FileHandle.standardError.write(Data("greeter-example needs the package's Macros trait\n".utf8))
exit(1)
#endif
