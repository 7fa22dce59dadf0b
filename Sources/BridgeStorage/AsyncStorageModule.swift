import BridgeCore
import BridgeRuntime

/// React Native's AsyncStorage native module on an ``AsyncStorageDatabase``: `multiGet`,
/// `multiSet`, `multiRemove`, `multiMerge`, `getAllKeys` and `clear`, each answering through one
/// callback as React Native's native halves do:
///
/// - `multiGet(keys, cb)` → `cb(null, [[key, value or null], …])` in the order of `keys`;
/// - `multiSet(pairs, cb)`, `multiRemove(keys, cb)`, `multiMerge(pairs, cb)` → `cb(null)`;
/// - `getAllKeys(cb)` → `cb(null, keys)`; `clear(cb)` → `cb(null)`.
///
/// A failure passes an array of errors (`getAllKeys` and `clear`: one error) as the first
/// argument: `{code, message, key}` (``StorageError``). A key or value that is not a string is
/// refused with `E_INVALID_ARGUMENT`, and then nothing of that call is done.
///
/// Every module of one runtime's storage runs on one queue (`.shared("AsyncStorage")`), so
/// calls are done in the order JS made them, whichever name JS used.
/// Made and used from any thread; its methods run where its registration says.
public struct AsyncStorageModule: NativeModule {
    /// Storage's part of the JS half: `require('react-native').AsyncStorage` and the community
    /// package's module (`@react-native-async-storage/async-storage`, and its older name).
    package static let jsPart = JSPart(
        name: "asyncStorage", sourceURL: "bridge-storage-asyncStorage.js",
        source: String(decoding: PackageResources.bridge_storage_asyncStorage_js, as: UTF8.self),
        modules: ["@react-native-async-storage/async-storage", "@react-native-community/async-storage"],
        reactNativeExports: ["AsyncStorage"])

    /// The names React Native's own `AsyncStorage` (`AsyncSQLiteDBStorage`, its first choice)
    /// and the community package (`RNCAsyncStorage`) look the module up by.
    public static let names = ["RNCAsyncStorage", "AsyncSQLiteDBStorage"]

    /// The JS name it is registered under.
    public let name: String
    /// Where the data is.
    public let database: AsyncStorageDatabase

    /// The module named `name` over `database`. Callable from any thread.
    public init(database: AsyncStorageDatabase, name: String = "RNCAsyncStorage") {
        self.name = name
        self.database = database
    }

    /// The module as registered (on the storage's shared queue).
    public var definition: ModuleDefinition {
        let database = database
        let name = name
        return ModuleDefinition(name, runsOn: .shared("AsyncStorage")) { m in
            // Closed after the calls queued before shutdown or a reload: the file is left
            // checkpointed, without -wal and -shm (the next call opens it again).
            m.onInvalidate { database.close() }
            m.callback("multiGet(keys:callback:)") { (keys: [BridgeValue], callback: BridgeCallback) in
                do throws(StorageError) {
                    let checked = try Self.keys(keys, "\(name).multiGet")
                    let values = try database.multiGet(checked)
                    callback(.null, .array(zip(checked, values).map { .array([$0.bridgeValue, $1?.bridgeValue ?? .null]) }))
                } catch {
                    callback(.array([error.jsValue]), .null)
                }
            }
            m.callback("multiSet(keyValuePairs:callback:)") { (pairs: [BridgeValue], callback: BridgeCallback) in
                Self.answer(callback) { () throws(StorageError) in try database.multiSet(try Self.pairs(pairs, "\(name).multiSet")) }
            }
            m.callback("multiRemove(keys:callback:)") { (keys: [BridgeValue], callback: BridgeCallback) in
                Self.answer(callback) { () throws(StorageError) in try database.multiRemove(try Self.keys(keys, "\(name).multiRemove")) }
            }
            m.callback("multiMerge(keyValuePairs:callback:)") { (pairs: [BridgeValue], callback: BridgeCallback) in
                do throws(StorageError) {
                    let failures = try database.multiMerge(try Self.pairs(pairs, "\(name).multiMerge"))
                    callback(failures.isEmpty ? .null : .array(failures.map(\.jsValue)))
                } catch {
                    callback(.array([error.jsValue]))
                }
            }
            m.callback("getAllKeys(callback:)") { (callback: BridgeCallback) in
                do throws(StorageError) {
                    callback(.null, .array(try database.storedKeys().map(\.bridgeValue)))
                } catch {
                    callback(error.jsValue, .null)
                }
            }
            m.callback("clear(callback:)") { (callback: BridgeCallback) in
                do throws(StorageError) {
                    try database.clear()
                    callback(.null)
                } catch {
                    callback(error.jsValue)
                }
            }
        }
    }

    /// Answers `cb(null)`, or `cb([error])` when `body` throws.
    private static func answer(_ callback: BridgeCallback, _ body: () throws(StorageError) -> Void) {
        do {
            try body()
            callback(.null)
        } catch {
            callback(.array([error.jsValue]))
        }
    }

    /// The keys, each a string; otherwise an error naming the first that is not.
    static func keys(_ values: [BridgeValue], _ method: String) throws(StorageError) -> [StorageString] {
        var keys: [StorageString] = []
        keys.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            guard let key = StorageString(value) else {
                throw StorageError(.invalidArgument, "\(method): key \(i) must be a string, got \(BridgeDecodingError.describe(value))")
            }
            keys.append(key)
        }
        return keys
    }

    /// The `[key, value]` pairs, each two strings; otherwise an error naming the first that is not.
    static func pairs(_ values: [BridgeValue], _ method: String) throws(StorageError) -> [(key: StorageString, value: StorageString)] {
        var pairs: [(key: StorageString, value: StorageString)] = []
        pairs.reserveCapacity(values.count)
        for (i, entry) in values.enumerated() {
            guard case .array(let pair) = entry, pair.count == 2 else {
                throw StorageError(.invalidArgument, "\(method): entry \(i) must be a [key, value] array of two strings, got \(BridgeDecodingError.describe(entry))")
            }
            guard let key = StorageString(pair[0]) else {
                throw StorageError(.invalidArgument, "\(method): the key of entry \(i) must be a string, got \(BridgeDecodingError.describe(pair[0]))")
            }
            guard let value = StorageString(pair[1]) else {
                throw StorageError(.invalidArgument, "\(method): the value for key \(key.quoted) must be a string, got \(BridgeDecodingError.describe(pair[1]))", key: key)
            }
            pairs.append((key, value))
        }
        return pairs
    }
}

extension Runtime.Configuration {
    /// Registers AsyncStorage on `database` under each of ``AsyncStorageModule/names``, so
    /// React Native's `AsyncStorage` and the community package's find it, and the JS API
    /// (``AsyncStorageModule/jsPart``: `require('react-native').AsyncStorage` and the community
    /// package's module). Runtimes made from this configuration, and their reloads, share the database.
    public mutating func registerStorage(_ database: AsyncStorageDatabase) {
        for name in AsyncStorageModule.names {
            register { _ in AsyncStorageModule(database: database, name: name) }
        }
        register(AsyncStorageModule.jsPart)
    }
}
