import BridgeRuntime
import FoundationEssentials

/// The native side of the scenarios: one number in and out, payloads, and an echo promise.
struct BenchModule: NativeModule {
    let name: String
    let execution: ModuleExecution

    var definition: ModuleDefinition {
        ModuleDefinition(name, runsOn: execution) { m in
            m.sync("inc(x:)") { (x: Double) in x + 1 }
            m.promise("echo(x:)") { (x: Double) in x }
            m.sync("sum(values:)") { (values: [Double]) in values.reduce(0, +) }
            m.sync("length(text:)") { (text: String) in text.utf16.count }
            m.sync("makeString(count:)") { (count: Int) in String(repeating: "x", count: count) }
            m.sync("sumValues(object:)") { (object: [String: Double]) in object.values.reduce(0, +) }
            m.sync("byteCount(data:)") { (data: Data) in data.count }
            m.sync("makeBytes(count:)") { (count: Int) in Data(count: count) }
        }
    }
}
