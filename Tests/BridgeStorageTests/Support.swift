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
