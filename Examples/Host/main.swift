// A host program that embeds the runtime: it registers a native module, loads a bundle, calls a
// callable JS module, emits an event, and prints what comes back.
import BridgeRuntime
import Foundation

/// A native key-value store the bundle uses.
final class StoreModule: NativeModule {
    private let values = Values()

    var definition: ModuleDefinition {
        ModuleDefinition("Store", runsOn: .swiftConcurrency) { m in
            m.promise("set(key:value:)") { (key: String, value: BridgeValue) in await self.values.set(key, value) }
            m.promise("get(key:)") { (key: String) in await self.values.get(key) }
            m.sync("count") { () -> Int in self.values.approximateCount }
        }
    }

    actor Values {
        private var storage: [String: BridgeValue] = [:]
        nonisolated let counter = Counter()
        func set(_ key: String, _ value: BridgeValue) {
            storage[key] = value
            counter.value = storage.count
        }
        func get(_ key: String) -> BridgeValue { storage[key] ?? .null }
    }
}

extension StoreModule.Values {
    nonisolated var approximateCount: Int { counter.value }
}



final class Counter: Sendable {
    private let v = Locked(0)
    var value: Int {
        get { v.withLock { $0 } }
        set { v.withLock { $0 = newValue } }
    }
}

var configuration = Runtime.Configuration()
configuration.log = { _, message in print("[js] \(message)") }
configuration.onUncaughtError = { print("[uncaught] \($0)") }
configuration.register { _ in StoreModule() }
StandardModules.register(in: &configuration)

let runtime = try await Runtime(configuration)
let url = Bundle.module.url(forResource: "bundle", withExtension: "js")!
try await runtime.evaluate(String(contentsOf: url, encoding: .utf8), sourceURL: "Host/bundle.js")
await runtime.waitUntilIdle()

let sum = try await runtime.callJSModule("Calculator", "sum", [2, 3, 4])
print("Calculator.sum(2, 3, 4) = \(sum)")
let summary = try await runtime.callJSModule("Calculator", "describe", [["name": "Ada", "languages": ["Swift", "JS"]]])
print("Calculator.describe(...) = \(summary)")
do {
    _ = try await runtime.callJSModule("Calculator", "divide", [1, 0])
} catch let error as JSException {
    print("Calculator.divide(1, 0) threw \(error.headline)")
}
runtime.emit("settingsChanged", body: ["theme": "dark"])
await runtime.waitUntilIdle()
let stored = try await runtime.evaluate("lastTheme", sourceURL: "<host>")
print("JS saw theme: \(stored)")
await runtime.shutdown()
