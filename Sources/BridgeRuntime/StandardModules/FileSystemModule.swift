import BridgeCore

/// Text files for scripts: `readFile(path)` resolves the UTF-8 text, `writeFile(path, text)`
/// replaces a file, `exists(path)` resolves a Bool. A missing file rejects with code `ENOENT` and
/// a message naming the path. Runs on its own queue.
public final class FileSystemModule: NativeModule {
    public init() {}

    public var definition: ModuleDefinition {
        ModuleDefinition("FileSystem") { m in
            m.promise("readFile(path:)") { (path: String) in try TextFile.read(atPath: path) }
            m.promise("writeFile(path:text:)") { (path: String, text: String) in try TextFile.write(text, toPath: path) }
            m.promise("exists(path:)") { (path: String) in TextFile.exists(atPath: path) }
        }
    }
}
