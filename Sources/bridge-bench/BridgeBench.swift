import ArgumentParser
import BridgeRuntime
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `bridge-bench`: each scenario beside its baseline, measured in the same process.
@main
struct BridgeBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bridge-bench",
        abstract: "Measure the bridge beside the raw JavaScriptCore C API, in one process.",
        discussion: "Run release builds: swift run -c release bridge-bench")

    @Option(name: .long, help: ArgumentHelp("Also write the figures as JSON to this file.", valueName: "file"))
    var json: String?

    @Flag(name: .long, help: "Tiny counts: checks that every scenario runs, measures nothing.")
    var quick = false

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Run only these scenarios (letters a–l); for profiling one path.", valueName: "letter"))
    var only: [String] = []

    func wants(_ letter: String) -> Bool { only.isEmpty || only.contains(letter) }

    func run() async throws {
        let scenarios = Scenarios(counts: quick ? .quick : .full)
        // Memory first, in a runtime of its own, before other scenarios have grown the heaps.
        var memoryRow: Row?
        if wants("h") {
            let memoryRuntime = try await scenarios.makeRuntime()
            memoryRow = try await scenarios.memory(memoryRuntime)
            await memoryRuntime.shutdown()
        }

        let runtime = try await scenarios.makeRuntime()
        var rows: [Row] = []
        // (c) is a multiple of (a), so (a) runs whenever (c) does.
        if wants("a") || wants("c") {
            let a = try await scenarios.syncCall(runtime)
            rows.append(a)
            if wants("c") {
                rows += try await scenarios.promiseThroughput(runtime, syncCost: a.bridge)
            }
        }
        if wants("b") { rows.append(try await scenarios.nativeCallsJS(runtime)) }
        if wants("d") {
            rows += try await scenarios.roundTrips(runtime, module: "BenchJS")
            rows += try await scenarios.roundTrips(runtime, module: "BenchQueue")
        }
        if wants("e") { rows.append(try await scenarios.events(runtime)) }
        if wants("f") { rows += try await scenarios.payloads(runtime) }
        if wants("g") { rows.append(try await scenarios.startup()) }
        if wants("i") { rows += try await scenarios.storage() }
        if wants("k") { rows += try await scenarios.scaling() }
        #if Networking
        if wants("j") { rows += try await scenarios.networking() }
        if wants("l") { rows += try await scenarios.streams() }
        #endif
        if let memoryRow { rows.append(memoryRow) }
        await runtime.shutdown()

        print(Table.render(rows))
        if let json {
            let text = Table.json(rows)
            guard let f = fopen(json, "w") else { throw ValidationError("cannot write \(json)") }
            fputs(text, f)
            fclose(f)
        }
    }
}

/// Formats rows as a text table and as JSON.
enum Table {
    static func ratio(_ row: Row) -> Double? {
        row.ratio ?? row.baseline.map { row.bridge / $0 }
    }

    static func format(_ value: Double?, _ unit: String) -> String {
        guard let value, value.isFinite else { return "—" }
        switch unit {
        case "ns", "ns/call":
            if value >= 1_000_000 { return String(format2(value / 1_000_000)) + " ms" }
            if value >= 1_000 { return String(format2(value / 1_000)) + " µs" }
            return format2(value) + " ns"
        case "events/s": return "\(Int(value)) /s"
        case "×": return format2(value) + "×"
        default: return format2(value) + " " + unit
        }
    }

    static func format2(_ v: Double) -> String {
        let scaled = (v * 100).rounded() / 100
        return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
    }

    static func render(_ rows: [Row]) -> String {
        let header = ["scenario", "baseline", "", "bridge", "ratio", "target"]
        var lines = [header]
        for r in rows {
            lines.append([r.scenario, r.baselineLabel, format(r.baseline, r.unit), format(r.bridge, r.unit),
                          ratio(r).map { format2($0) + "×" } ?? "—", r.target])
        }
        let widths = (0..<header.count).map { c in lines.map { $0[c].count }.max() ?? 0 }
        return lines.map { line in
            zip(line, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    static func json(_ rows: [Row]) -> String {
        func number(_ v: Double?) -> String { v.map { $0.isFinite ? "\($0)" : "null" } ?? "null" }
        func string(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let items = rows.map { r in
            "  {\"scenario\": \(string(r.scenario)), \"baselineLabel\": \(string(r.baselineLabel)), \"baseline\": \(number(r.baseline)), "
                + "\"bridge\": \(number(r.bridge)), \"unit\": \(string(r.unit)), \"ratio\": \(number(ratio(r))), \"target\": \(string(r.target))}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
