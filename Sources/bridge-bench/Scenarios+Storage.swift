import BridgeRuntime
import BridgeStorage
import Foundation
import GRDB

extension Scenarios {
    // (i) AsyncStorage: `storageOperations` setItem calls, then as many getItem calls, from JS,
    // awaited in batches of 100 as an app would, beside the same writes (each its own
    // transaction) and reads through GRDB directly, on databases of the same configuration (a
    // file in WAL mode, synchronous = NORMAL). Best of three interleaved rounds.
    func storage() async throws -> [Row] {
        let n = counts.storageOperations, batch = 100
        let directory = NSTemporaryDirectory() + "bridge-bench-storage-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        configuration.registerStorage(AsyncStorageDatabase(path: directory + "/bridge.sqlite"))
        let runtime = try await Runtime(configuration)
        let script = """
            globalThis.result = undefined;
            (async () => {
              const S = require('react-native').AsyncStorage;
              const t0 = performance.now();
              for (let b = 0; b < \(n); b += \(batch)) {
                const writes = [];
                for (let i = b; i < b + \(batch); i++) writes.push(S.setItem('key' + i, 'value-' + i));
                await Promise.all(writes);
              }
              const t1 = performance.now();
              let found = 0;
              for (let b = 0; b < \(n); b += \(batch)) {
                const reads = [];
                for (let i = b; i < b + \(batch); i++) reads.push(S.getItem('key' + i));
                for (const v of await Promise.all(reads)) if (v !== null) found++;
              }
              globalThis.result = [t1 - t0, performance.now() - t1, found];
            })();
            """

        var grdbConfiguration = Configuration()
        grdbConfiguration.journalMode = .wal
        grdbConfiguration.busyMode = .timeout(5)
        grdbConfiguration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        let queue = try DatabaseQueue(path: directory + "/direct.sqlite", configuration: grdbConfiguration)
        try await queue.write { try $0.execute(sql: "CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)") }
        func direct() throws -> (write: Double, read: Double) {
            let t0 = nowNanoseconds()
            for i in 0..<n {
                try queue.write { try $0.execute(sql: "INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)", arguments: ["key\(i)", "value-\(i)"]) }
            }
            let t1 = nowNanoseconds()
            var found = 0
            for i in 0..<n where try queue.read({ try String.fetchOne($0, sql: "SELECT value FROM kv WHERE key = ?", arguments: ["key\(i)"]) }) != nil {
                found += 1
            }
            precondition(found == n)
            return (Double(t1 - t0), Double(nowNanoseconds() - t1))
        }

        var best = (directWrite: Double.infinity, directRead: Double.infinity, bridgeWrite: Double.infinity, bridgeRead: Double.infinity)
        for _ in 0..<3 {
            let d = try direct()
            best.directWrite = min(best.directWrite, d.write / Double(n))
            best.directRead = min(best.directRead, d.read / Double(n))
            let r = try await run(runtime, script)
            guard let write = r[0]?.numberValue, let read = r[1]?.numberValue, r[2] == .number(Double(n)) else {
                throw BridgeError(.unspecified, "storage scenario failed: \(r)")
            }
            best.bridgeWrite = min(best.bridgeWrite, write * 1e6 / Double(n))
            best.bridgeRead = min(best.bridgeRead, read * 1e6 / Double(n))
        }
        await runtime.shutdown()
        try queue.close()
        return [
            Row(scenario: "i. AsyncStorage.setItem from JS, batches of 100", baselineLabel: "GRDB write", baseline: best.directWrite, bridge: best.bridgeWrite, unit: "ns/call", target: "≤ 2×"),
            Row(scenario: "i. AsyncStorage.getItem from JS, batches of 100", baselineLabel: "GRDB read", baseline: best.directRead, bridge: best.bridgeRead, unit: "ns/call", target: "≤ 2×"),
        ]
    }
}
