import Foundation
import Testing

/// `bridge-bench` with tiny counts, so the benchmark never rots (CI does not run the full one).
@Suite struct BridgeBenchTests {
    @Test func everyScenarioRunsAndIsWrittenAsJSON() async throws {
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: json) }
        let r = try await run("bridge-bench", ["--quick", "--json", json.path])
        #expect(r.status == 0, "\(r.stderr)")
        #if Networking
        let networking = ["j. fetch, 20 small GETs", "j. fetch, a 1 MiB download", "l. 1 MiB through a TransformStream"]
        #else
        let networking: [String] = []
        #endif
        for scenario in networking + ["a. sync method", "b. native calls a JS function", "c. floor", "c. promise throughput", "d. round trip p50",
                         "e. events", "f. 16,384-number array", "f. 1 MiB string argument", "f. 1 MiB string result",
                         "f. object with 10,000 keys", "g. start-up", "h. RSS growth",
                         "i. AsyncStorage.setItem", "i. AsyncStorage.getItem", "k. 2 raw engines, C callback calls", "k. 2 runtimes, sync calls", "k. 2 raw engines, promises settled by JS",
                         "k. 2 runtimes, promise calls"] {
            #expect(r.stdout.contains(scenario), "missing \(scenario)")
        }
        let rows = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [[String: Any]]
        // (k) runs 2 raw engines and 2 runtimes of each kind, and as many as there are cores
        // when there are more.
        let scaling = ProcessInfo.processInfo.activeProcessorCount > 2 ? 8 : 4
        #expect(rows?.count == 20 + networking.count + scaling)
        #expect(rows?.allSatisfy { ($0["bridge"] as? Double)?.isFinite == true } == true)
    }

    @Test func onlyRunsTheScenariosAskedFor() async throws {
        let r = try await run("bridge-bench", ["--quick", "--only", "b", "e"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").dropFirst()
        #expect(lines.map { $0.prefix(2) } == ["b.", "e."])
    }
}
