import BridgeStorage
import Foundation
import GRDB
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// How storage treats its files: opening never waits for a writer, a closed database leaves only
/// its `.sqlite` file, and paths that are not regular files are refused before SQLite touches
/// them (docs/storage.md).
@Suite struct StorageFileTests {
    /// A connection of another program's (SQLite through GRDB, WAL as storage uses it).
    static func otherConnection(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.journalMode = .wal
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    @Test func openingAndReadingNeverWaitForAWriter() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let path = dir.file("held.sqlite")
        let first = AsyncStorageDatabase(path: path)
        try first.setValue("stored", forKey: "k")
        first.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        let other = try Self.otherConnection(path)
        try other.inTransaction(.immediate) { db in
            try db.execute(sql: "INSERT INTO catalystLocalStorage VALUES ('pending', 'x')")
            // A new connection opens and reads at once while the write lock is held (the busy
            // timeout is 5 s: waiting would show).
            let clock = ContinuousClock()
            let start = clock.now
            let reader = AsyncStorageDatabase(path: path)
            #expect(try reader.value(forKey: "k") == "stored")
            #expect(try reader.value(forKey: "pending") == nil)
            // Inside the busy timeout (a loaded machine is slow).
            #expect(clock.now - start < .seconds(4))
            return .commit
        }
        try other.close()
    }

    @Test func closingLeavesOnlyTheDatabaseFileWithAllTheData() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let path = dir.file("closed.sqlite")
        let database = AsyncStorageDatabase(path: path)
        for i in 0..<100 { try database.setValue("v\(i)", forKey: "k\(i)") }
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        database.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        // The file alone holds everything: a copy of it, without the log, has every value.
        let copy = dir.file("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let reopened = AsyncStorageDatabase(path: copy)
        #expect(try reopened.allKeys().count == 100)
        #expect(try reopened.value(forKey: "k99") == "v99")
        // Closed, the database opens again on the next call.
        try database.setValue("again", forKey: "k0")
        #expect(try database.value(forKey: "k0") == "again")
        database.close()
    }

    @Test func pathsThatAreNotRegularFilesAreRefusedBeforeAnythingIsMade() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let fifo = dir.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let directory = dir.file("directory")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (path, kind) in [("/dev/null", "a character device"), (fifo, "a FIFO"), (directory, "a directory")] {
            let database = AsyncStorageDatabase(path: path)
            #expect {
                _ = try database.value(forKey: "k")
            } throws: { error in
                (error as? StorageError)?.message == "AsyncStorage: cannot use \(path) as the database: it is \(kind), not a file"
            }
            for suffix in ["-journal", "-wal", "-shm"] { #expect(!FileManager.default.fileExists(atPath: path + suffix)) }
        }
    }
}
