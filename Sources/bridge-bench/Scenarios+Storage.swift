import BridgeRuntime
import BridgeStorage
import Foundation
import GRDBSQLite

extension Scenarios {
    // (i) AsyncStorage: `storageOperations` setItem calls, then as many getItem calls, from JS,
    // awaited in batches of 100 as an app would, beside the same statements through SQLite's C
    // API (prepared once; each write and each read a statement of its own, in autocommit mode),
    // on databases of the same configuration (a file in WAL mode, synchronous = NORMAL). Best of
    // three interleaved rounds.
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

        let direct = try SQLiteDirect(path: directory + "/direct.sqlite")
        var best = (directWrite: Double.infinity, directRead: Double.infinity, bridgeWrite: Double.infinity, bridgeRead: Double.infinity)
        for _ in 0..<3 {
            let d = try direct.round(n)
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
        return [
            Row(scenario: "i. AsyncStorage.setItem from JS, batches of 100", baselineLabel: "SQLite C API write", baseline: best.directWrite, bridge: best.bridgeWrite, unit: "ns/call", target: "≤ 2×"),
            Row(scenario: "i. AsyncStorage.getItem from JS, batches of 100", baselineLabel: "SQLite C API read", baseline: best.directRead, bridge: best.bridgeRead, unit: "ns/call", target: "≤ 2×"),
        ]
    }
}

/// The floor for (i): SQLite's C API on a table like storage's, each statement prepared once.
final class SQLiteDirect {
    private var db: OpaquePointer?
    private var insert: OpaquePointer?
    private var select: OpaquePointer?
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(path: String) throws {
        func check(_ code: Int32) throws {
            guard code == SQLITE_OK else { throw BridgeError(.unspecified, "SQLite: \(String(cString: sqlite3_errmsg(db)))") }
        }
        try check(sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil))
        try check(sqlite3_exec(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)", nil, nil, nil))
        try check(sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)", -1, &insert, nil))
        try check(sqlite3_prepare_v2(db, "SELECT value FROM kv WHERE key = ?", -1, &select, nil))
    }

    deinit {
        sqlite3_finalize(insert)
        sqlite3_finalize(select)
        sqlite3_close(db)
    }

    /// `n` writes, then `n` reads of what was written; nanoseconds for each part.
    func round(_ n: Int) throws -> (write: Double, read: Double) {
        let t0 = nowNanoseconds()
        for i in 0..<n {
            bind(insert, 1, "key\(i)")
            bind(insert, 2, "value-\(i)")
            guard sqlite3_step(insert) == SQLITE_DONE else { throw BridgeError(.unspecified, "SQLite: the write failed") }
            sqlite3_reset(insert)
        }
        let t1 = nowNanoseconds()
        var found = 0
        for i in 0..<n {
            bind(select, 1, "key\(i)")
            if sqlite3_step(select) == SQLITE_ROW, sqlite3_column_text(select, 0) != nil {
                _ = String(cString: sqlite3_column_text(select, 0))
                found += 1
            }
            sqlite3_reset(select)
        }
        precondition(found == n)
        return (Double(t1 - t0), Double(nowNanoseconds() - t1))
    }

    private func bind(_ statement: OpaquePointer?, _ index: Int32, _ text: String) {
        var text = text
        text.withUTF8 { utf8 in _ = sqlite3_bind_text(statement, index, utf8.baseAddress, Int32(utf8.count), Self.transient) }
    }
}
