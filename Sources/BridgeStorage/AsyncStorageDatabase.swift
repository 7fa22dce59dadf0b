import BridgeCore
import Foundation
import GRDB
import GRDBSQLite

/// The SQLite database behind AsyncStorage: one table of string keys and string values, as
/// React Native keeps it on Android (`catalystLocalStorage`).
///
/// The file is opened on first use (a script that never touches storage never creates it), in
/// WAL mode with a busy timeout, so several runtimes and processes can share it; each operation
/// runs in one transaction, all or nothing. A file that cannot be opened or is not a database
/// gives ``StorageError`` `E_STORAGE` naming the path, every time it is used, and is never
/// replaced. Every method may be called from any thread; each blocks while SQLite works.
public final class AsyncStorageDatabase: Sendable {
    /// Where the data lives.
    public enum Location: Sendable, Equatable {
        /// A database file (made, with its directory, on first use).
        case file(String)
        /// Memory only: shared by the runtimes this database is registered with, gone with it.
        case inMemory

        /// A file at `path`, or ``inMemory`` for `":memory:"` (SQLite's name for it).
        public init(path: String) {
            self = path == ":memory:" ? .inMemory : .file(path)
        }
    }

    /// How writes reach the disk.
    public enum Durability: Sendable {
        /// A resolved write survives the process being killed (SIGKILL, a crash); after a power
        /// loss or an operating-system crash the last writes may be missing (SQLite's
        /// `synchronous = NORMAL` in WAL mode). The default.
        case processCrash
        /// Each write is flushed to the disk before it resolves (`synchronous = FULL`): it also
        /// survives a power loss, and costs a disk flush per write.
        case powerLoss
    }

    /// Where the data lives (found when first asked for, for a database made with
    /// ``init(locatedBy:busyTimeout:durability:)``).
    public var location: Location {
        resolvedLocation.withLock { resolved in
            if let resolved { return resolved }
            let found = locate()
            resolved = found
            return found
        }
    }
    /// How long a write waits for another connection (another runtime or process) to finish
    /// writing before it fails with `E_STORAGE`.
    public let busyTimeout: Duration
    /// How writes reach the disk.
    public let durability: Durability

    private let connection = Locked<DatabaseQueue?>(nil)
    private let locate: @Sendable () -> Location
    private let resolvedLocation = Locked<Location?>(nil)

    /// A database at `path` (`":memory:"` for ``Location/inMemory``).
    public convenience init(path: String, busyTimeout: Duration = .seconds(5), durability: Durability = .processCrash) {
        self.init(Location(path: path), busyTimeout: busyTimeout, durability: durability)
    }

    /// A database at `location`, opened on first use, with SQLite's busy timeout and durability. Any thread.
    public convenience init(_ location: Location, busyTimeout: Duration = .seconds(5), durability: Durability = .processCrash) {
        self.init(locatedBy: { location }, busyTimeout: busyTimeout, durability: durability)
    }

    /// A database whose location `locate` finds the first time it is needed (when storage is
    /// first used), so a program that may never use storage spends nothing on it at start-up.
    /// `locate` is called once, on whichever thread first needs the location.
    public init(locatedBy locate: @escaping @Sendable () -> Location, busyTimeout: Duration = .seconds(5), durability: Durability = .processCrash) {
        self.locate = locate
        self.busyTimeout = busyTimeout
        self.durability = durability
    }

    /// The path as messages name it.
    public var pathDescription: String {
        switch location {
        case .file(let path): path
        case .inMemory: ":memory:"
        }
    }

    /// Closes the connection; the next operation opens it again. The last connection to a file
    /// to close moves what the write-ahead log holds into the file and removes the `-wal` and
    /// `-shm` files, so the `.sqlite` file alone holds the data. Storage modules close it when
    /// their runtime shuts down or reloads.
    /// An in-memory database is not closed: its data lives only in its connection.
    public func close() {
        let queue = connection.withLock { queue -> DatabaseQueue? in
            guard queue != nil, case .file = location else { return nil }
            defer { queue = nil }
            return queue
        }
        try? queue?.close()
    }

    // MARK: - Operations on JS strings (the native module's)

    /// The statements the operations share (each prepared once per connection).
    private enum SQL {
        static let select = "SELECT value FROM catalystLocalStorage WHERE key = ?"
        static let insert = "INSERT OR REPLACE INTO catalystLocalStorage (key, value) VALUES (?, ?)"
    }

    /// The value of each key (nil where there is none), read in one transaction.
    func multiGet(_ keys: [StorageString]) throws(StorageError) -> [StorageString?] {
        try read("read") { db in
            let select = try db.cachedStatement(sql: SQL.select)
            return try keys.map { key in
                var value: StorageString?
                try Self.run(select, db, binding: [key]) { value = Self.column($0, 0) }
                return value
            }
        }
    }

    /// Sets each key to its value, in order, in one transaction.
    func multiSet(_ pairs: [(key: StorageString, value: StorageString)]) throws(StorageError) {
        try write("write") { db in
            let insert = try db.cachedStatement(sql: SQL.insert)
            for pair in pairs { try Self.run(insert, db, binding: [pair.key, pair.value]) }
        }
    }

    /// Removes each key, in one transaction.
    func multiRemove(_ keys: [StorageString]) throws(StorageError) {
        try write("remove from") { db in
            let delete = try db.cachedStatement(sql: "DELETE FROM catalystLocalStorage WHERE key = ?")
            for key in keys { try Self.run(delete, db, binding: [key]) }
        }
    }

    /// Merges each value into its key's value (``JSONMerge``; a key with no value takes the
    /// value), in one transaction. Nothing is written unless every entry merges: the errors are
    /// each failing entry's, in order.
    func multiMerge(_ pairs: [(key: StorageString, value: StorageString)]) throws(StorageError) -> [StorageError] {
        var failures: [StorageError] = []
        try write("merge into") { db in
            let select = try db.cachedStatement(sql: SQL.select)
            let insert = try db.cachedStatement(sql: SQL.insert)
            for pair in pairs {
                var old: StorageString?
                try Self.run(select, db, binding: [pair.key]) { old = Self.column($0, 0) }
                let merged: StorageString
                do throws(JSONMerge.Failure) {
                    if let old {
                        merged = StorageString(utf16: try JSONMerge.merge(old.utf16, pair.value.utf16))
                    } else {
                        try JSONMerge.validateObject(pair.value.utf16, what: "the value")
                        merged = pair.value
                    }
                } catch {
                    failures.append(StorageError(StorageError.invalidJSON, "AsyncStorage.mergeItem \(pair.key.quoted): \(error.message)", key: pair.key))
                    continue
                }
                if failures.isEmpty { try Self.run(insert, db, binding: [pair.key, merged]) }
            }
            if !failures.isEmpty { throw Rollback() }
        }
        return failures
    }

    /// Every key, in no particular order.
    func storedKeys() throws(StorageError) -> [StorageString] {
        try read("read") { db in
            var keys: [StorageString] = []
            try Self.run(try db.cachedStatement(sql: "SELECT key FROM catalystLocalStorage"), db, binding: []) { keys.append(Self.column($0, 0)) }
            return keys
        }
    }

    /// Removes every key.
    func clear() throws(StorageError) {
        try write("clear") { db in try db.execute(sql: "DELETE FROM catalystLocalStorage") }
    }

    // MARK: - The connection

    /// Thrown inside a write transaction to roll it back without an error of its own.
    private struct Rollback: Error {}

    private func read<T>(_ verb: String, _ body: (Database) throws -> T) throws(StorageError) -> T {
        let queue = try open()
        do {
            return try queue.read(body)
        } catch {
            throw failure(verb, error)
        }
    }

    private func write(_ verb: String, _ body: (Database) throws -> Void) throws(StorageError) {
        let queue = try open()
        do {
            try queue.inTransaction(.immediate) { db in
                try body(db)
                return .commit
            }
        } catch is Rollback {
            return
        } catch {
            throw failure(verb, error)
        }
    }

    private func open() throws(StorageError) -> DatabaseQueue {
        do {
            return try connection.withLock { queue in
                if let queue { return queue }
                let opened = try openWaitingForOthers()
                queue = opened
                return opened
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw failure("open", error)
        }
    }

    /// Opens the database; while another connection holds it (turning a new file to WAL mode
    /// takes it whole, and SQLite does not wait for that on its own), tries again every
    /// millisecond for the busy timeout.
    private func openWaitingForOthers() throws -> DatabaseQueue {
        let deadline = ContinuousClock.now + busyTimeout
        while true {
            do {
                return try makeQueue()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline {
                usleep(1000)
            }
        }
    }

    /// Opens the connection without taking a write lock, unless the file is new (a reader of a
    /// WAL database never waits for a writer): WAL mode is switched on only when the file is
    /// not in it yet, and the table made only when it is missing. A file this process may not
    /// write is opened read-only: reads work, writes fail with `E_STORAGE`.
    private func makeQueue() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.label = "AsyncStorage"
        configuration.busyMode = .callback(Self.busyHandler(timeout: busyTimeout))
        let synchronous = durability == .powerLoss ? "FULL" : "NORMAL"
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = \(synchronous)") }
        let queue: DatabaseQueue
        switch location {
        case .inMemory:
            queue = try DatabaseQueue(configuration: configuration)
        case .file(let path):
            let exists = try Self.checkPath(path)
            if !exists { try Self.makeDirectory(of: path) }
            configuration.readonly = exists && access(path, W_OK) != 0
            queue = try DatabaseQueue(path: path, configuration: configuration)
            if !configuration.readonly, try queue.read({ try String.fetchOne($0, sql: "PRAGMA journal_mode") }) != "wal" {
                try queue.writeWithoutTransaction { db in
                    guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                        throw StorageError(StorageError.storage, "AsyncStorage: the database \(path) could not be switched to WAL mode")
                    }
                }
            }
        }
        if !configuration.readonly, try !queue.read({ try $0.tableExists("catalystLocalStorage") }) {
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS catalystLocalStorage (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)")
            }
        }
        return queue
    }

    /// Whether a file is at `path`; throws when something that is not a regular file is (a
    /// directory, a device, a FIFO, a socket), before SQLite makes anything beside it.
    package static func checkPath(_ path: String) throws(StorageError) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return true
        case S_IFDIR: kind = "a directory"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        throw StorageError(StorageError.storage, "AsyncStorage: cannot use \(path) as the database: it is \(kind), not a file")
    }

    private static func makeDirectory(of path: String) throws(StorageError) {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StorageError(StorageError.storage, "AsyncStorage: cannot make the directory of the database \(path): \(error.localizedDescription)")
        }
    }

    /// Waits for another connection's write by trying again every millisecond, for `timeout`.
    /// SQLite's own timeout sleeps ever longer (up to 100 ms a try), so a connection that writes
    /// again and again takes the lock back before a waiter wakes, and the waiter can starve;
    /// trying often leaves no one waiting long while writes keep coming.
    static func busyHandler(timeout: Duration) -> Database.BusyCallback {
        let tries = max(1, Int((timeout / .milliseconds(1)).rounded(.up)))
        return { numberOfTries in
            guard numberOfTries < tries else { return false }
            usleep(1000)
            return true
        }
    }

    private func failure(_ verb: String, _ error: any Error) -> StorageError {
        if let error = error as? StorageError { return error }
        if let error = error as? DatabaseError {
            let reason = error.message ?? error.resultCode.description
            return StorageError(StorageError.storage, "AsyncStorage: cannot \(verb) the database \(pathDescription): \(reason) (SQLite error \(error.extendedResultCode.rawValue))", sqliteCode: error.extendedResultCode.rawValue)
        }
        return StorageError(StorageError.storage, "AsyncStorage: cannot \(verb) the database \(pathDescription): \(error)")
    }

    // MARK: - Statements, bound and read exactly

    // SQLite copies what is bound (GRDB binds strings up to their first NUL, so binding and
    // reading are done here with lengths).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Runs `statement` with `values` bound, calling `row` for each result row.
    private static func run(_ statement: Statement, _ db: Database, binding values: [StorageString], row: (SQLiteStatement) -> Void = { _ in }) throws {
        let s = statement.sqliteStatement
        sqlite3_reset(s)
        defer { sqlite3_reset(s) }
        for (i, value) in values.enumerated() { bind(value, at: Int32(i + 1), in: s) }
        while true {
            let code = sqlite3_step(s)
            if code == SQLITE_ROW { row(s); continue }
            if code == SQLITE_DONE { return }
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
        }
    }

    /// Binds well-formed text as TEXT (UTF-8) and a string with a lone surrogate as a BLOB of its
    /// UTF-16 code units (little-endian): the two never compare equal, as the strings never do.
    private static func bind(_ value: StorageString, at index: Int32, in s: SQLiteStatement) {
        switch value.content {
        case .text(var text):
            text.withUTF8 { utf8 in
                if let base = utf8.baseAddress {
                    _ = sqlite3_bind_text(s, index, base, Int32(utf8.count), transient)
                } else {
                    _ = sqlite3_bind_text(s, index, "", 0, transient)  // a null pointer would bind NULL
                }
            }
        case .utf16(let units):
            units.map(\.littleEndian).withUnsafeBytes { bytes in
                _ = sqlite3_bind_blob(s, index, bytes.baseAddress, Int32(bytes.count), transient)
            }
        }
    }

    private static func column(_ s: SQLiteStatement, _ index: Int32) -> StorageString {
        if sqlite3_column_type(s, index) == SQLITE_BLOB {
            let count = Int(sqlite3_column_bytes(s, index)) / 2
            guard let base = sqlite3_column_blob(s, index) else { return StorageString("") }
            let units = (0..<count).map { UInt16(littleEndian: base.loadUnaligned(fromByteOffset: $0 * 2, as: UInt16.self)) }
            return StorageString(utf16: units)
        }
        guard let text = sqlite3_column_text(s, index) else { return StorageString("") }
        let count = Int(sqlite3_column_bytes(s, index))
        return StorageString(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    }
}
