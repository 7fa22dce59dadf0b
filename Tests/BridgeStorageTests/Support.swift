import BridgeCore
@testable import BridgeStorage
import Foundation

/// A fresh directory under the system's temporary directory; removed by `remove()`.
struct ScratchDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "bridge-storage-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

extension AsyncStorageDatabase {
    /// Sets `key` in its own call.
    func set(_ key: String, _ value: String) throws(StorageError) {
        try multiSet([(StorageString(key), StorageString(value))])
    }

    /// The value of `key`, as text.
    func get(_ key: String) throws(StorageError) -> String? {
        try multiGet([StorageString(key)])[0].map { $0.bridgeValue.stringValue ?? "" }
    }
}
