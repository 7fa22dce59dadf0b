import BridgeCore
@testable import BridgeStorage
import Foundation
import GRDB
import Testing

/// The database itself: exact strings, limits, transactions, sharing and damaged files.
@Suite struct AsyncStorageDatabaseTests {
    @Test func nothingIsMadeOnDiskUntilStorageIsUsed() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let database = AsyncStorageDatabase(path: dir.file("deeper/still/data.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: dir.file("deeper")))
        try database.setValue("v", forKey: "k")
        #expect(FileManager.default.fileExists(atPath: dir.file("deeper/still/data.sqlite")))
        // The table is React Native's on Android, in WAL mode.
        let queue = try DatabaseQueue(path: dir.file("deeper/still/data.sqlite"))
        #expect(try queue.read { try String.fetchOne($0, sql: "SELECT value FROM catalystLocalStorage WHERE key = 'k'") } == "v")
        #expect(try queue.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func everyJSStringRoundTripsExactly() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let strings: [StorageString] = [
            StorageString(""), StorageString("a\u{0}b"), StorageString("\u{0}"), StorageString("é"), StorageString("e\u{301}"),
            StorageString("\u{1F600}"), StorageString(utf16: [0xD800]), StorageString(utf16: [0x61, 0xDC00, 0x62]),
            StorageString(utf16: [0xDBFF, 0xDBFF]), StorageString(utf16: [0xD83D, 0xDE00]),
        ]
        #expect(strings[9] == StorageString("\u{1F600}"), "a well-formed pair is text")
        let database = AsyncStorageDatabase(path: dir.file("s.sqlite"))
        // Each string is a key whose value is the next string.
        let pairs = strings.indices.map { (key: strings[$0], value: strings[($0 + 1) % strings.count]) }.filter { $0.key != strings[9] }
        try database.multiSet(pairs)
        #expect(try database.multiGet(pairs.map(\.key)) == pairs.map(\.value))
        // Canonically equivalent strings are different keys, as in JS.
        #expect(try database.multiGet([StorageString("é")]) == [StorageString("e\u{301}")])
        #expect(try database.allKeys().count == pairs.count)
        // And again from a fresh connection.
        database.close()
        #expect(try database.multiGet(pairs.map(\.key)) == pairs.map(\.value))
    }

    @Test func keysAndValuesOfManyMegabytes() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let database = AsyncStorageDatabase(path: dir.file("big.sqlite"))
        let key = String(repeating: "k", count: 4 << 20)
        let value = String(repeating: "0123456789abcdef", count: 2 << 20)  // 32 MiB
        try database.setValue(value, forKey: key)
        #expect(try database.value(forKey: key) == value)
        try database.multiRemove([StorageString(key)])
        #expect(try database.value(forKey: key) == nil)
    }

    @Test func aHundredThousandKeys() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let database = AsyncStorageDatabase(path: dir.file("many.sqlite"))
        let pairs = (0..<100_000).map { (key: StorageString("key\($0)"), value: StorageString("value\($0)")) }
        try database.multiSet(pairs)
        let keys = try database.allKeys()
        #expect(keys.count == 100_000)
        #expect(try database.multiGet([StorageString("key99999"), StorageString("key0"), StorageString("key100000")])
                == [StorageString("value99999"), StorageString("value0"), nil])
        try database.clear()
        #expect(try database.allKeys().isEmpty)
    }

    @Test func aMergeThatFailsForOneEntryWritesNothing() throws {
        let database = AsyncStorageDatabase(.inMemory)
        try database.setValue(#"{"x":1}"#, forKey: "a")
        try database.setValue("not json", forKey: "b")
        let failures = try database.multiMerge([
            (StorageString("a"), StorageString(#"{"y":2}"#)),
            (StorageString("b"), StorageString(#"{"y":2}"#)),
            (StorageString("c"), StorageString("{oops")),
            (StorageString("d"), StorageString(#"{"new":true}"#)),
        ])
        #expect(failures.map(\.code) == [StorageError.invalidJSON, StorageError.invalidJSON])
        #expect(failures.map(\.key) == ["b", "c"])
        #expect(failures[0].message.contains("the stored value is not JSON"))
        #expect(failures[1].message.contains("the value is not JSON"))
        #expect(try database.value(forKey: "a") == #"{"x":1}"#)
        #expect(try database.value(forKey: "d") == nil)
        // Without the bad entries all of it is written.
        #expect(try database.multiMerge([(StorageString("a"), StorageString(#"{"y":2}"#)), (StorageString("d"), StorageString(#"{"new":true}"#))]).isEmpty)
        #expect(try database.value(forKey: "a") == #"{"x":1,"y":2}"#)
        #expect(try database.value(forKey: "d") == #"{"new":true}"#)
    }

    @Test func aFileThatIsNotADatabaseIsReportedByPathAndLeftAsItWas() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let path = dir.file("corrupt.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let database = AsyncStorageDatabase(path: path)
        for attempt in 0..<2 {
            do {
                try database.setValue("v", forKey: "k")
                Issue.record("attempt \(attempt): a write to a file that is not a database succeeded")
            } catch {
                #expect(error.code == StorageError.storage)
                #expect(error.message.contains(path), "\(error.message)")
                #expect(error.message.contains("not a database"), "\(error.message)")
                #expect(error.sqliteCode == 26)  // SQLITE_NOTADB
            }
        }
        #expect(throws: StorageError.self) { try database.value(forKey: "k") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aDatabaseDamagedInsideIsReportedNotUsed() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let path = dir.file("damaged.sqlite")
        do {
            let database = AsyncStorageDatabase(path: path)
            try database.multiSet((0..<2000).map { (StorageString("key\($0)"), StorageString(String(repeating: "v", count: 200))) })
            database.close()
        }
        // Checkpoint the WAL into the file, then overwrite pages past the header.
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 64 * 1024))
        try handle.close()
        let database = AsyncStorageDatabase(path: path)
        #expect {
            _ = try database.allKeys()
            _ = try database.multiGet((0..<2000).map { StorageString("key\($0)") })
        } throws: { error in
            guard let error = error as? StorageError else { return false }
            return error.code == StorageError.storage && error.message.contains(path)
        }
    }

    @Test func aDirectoryWhereTheFileShouldBeIsReportedByPath() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let path = dir.file("is-a-directory")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let database = AsyncStorageDatabase(path: path)
        #expect {
            try database.setValue("v", forKey: "k")
        } throws: { error in
            guard let error = error as? StorageError else { return false }
            return error.code == StorageError.storage && error.message.contains(path)
        }
    }

    /// Two databases on one file (as two runtimes or processes have them), writing at once from
    /// several threads: every write lands.
    @Test func twoConnectionsWritingAtOnceLoseNothing() async throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let path = dir.file("shared.sqlite")
        let first = AsyncStorageDatabase(path: path), second = AsyncStorageDatabase(path: path)
        try first.setValue("0", forKey: "counter-init")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (name, database) in [("first", first), ("second", second)] {
                for writer in 0..<2 {
                    group.addTask {
                        for i in 0..<300 {
                            try database.multiSet([(StorageString("\(name)-\(writer)-\(i)"), StorageString("\(i)"))])
                            // Read-modify-write in one merge: merges of both connections all count.
                            _ = try database.multiMerge([(StorageString("merged"), StorageString(#"{"\#(name)-\#(writer)-\#(i)":true}"#))])
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try first.allKeys().count == 1 + 4 * 300 + 1)
        let merged = try #require(try second.value(forKey: "merged"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(merged.utf8)) as? [String: Bool])
        #expect(object.count == 4 * 300)
    }

    /// Connections that open a new file at the same moment (the first one turns it to WAL mode,
    /// which takes the whole file) wait for each other instead of failing.
    @Test func connectionsOpeningANewFileAtOnceAllSucceed() async throws {
        for round in 0..<5 {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let databases = (0..<6).map { _ in AsyncStorageDatabase(path: dir.file("fresh.sqlite")) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (i, database) in databases.enumerated() {
                    group.addTask { try database.setValue("\(i)", forKey: "writer\(i)") }
                }
                try await group.waitForAll()
            }
            #expect(try databases[0].allKeys().count == 6, "round \(round)")
        }
    }

    @Test func aWriterHeldUpPastTheBusyTimeoutGetsAStorageError() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let path = dir.file("busy.sqlite")
        let database = AsyncStorageDatabase(path: path, busyTimeout: .milliseconds(200))
        try database.setValue("v", forKey: "k")
        // Another connection holds the write lock.
        var configuration = Configuration()
        configuration.journalMode = .wal
        let other = try DatabaseQueue(path: path, configuration: configuration)
        try other.inTransaction(.immediate) { db in
            try db.execute(sql: "INSERT INTO catalystLocalStorage VALUES ('other', 'x')")
            #expect {
                try database.setValue("w", forKey: "k")
            } throws: { error in
                guard let error = error as? StorageError else { return false }
                return error.code == StorageError.storage && error.message.contains("locked") && error.message.contains(path)
            }
            return .commit
        }
        // Reading is never blocked by a writer (WAL), and the lock gone, writing works again.
        try database.setValue("w", forKey: "k")
        #expect(try database.value(forKey: "k") == "w")
        #expect(try database.value(forKey: "other") == "x")
    }
}
