import BridgeCore

/// Text files for scripts: `readFile(path)` resolves the UTF-8 text, `writeFile(path, text)`
/// replaces a file, `exists(path)` resolves a Bool. A missing file rejects with code `ENOENT` and
/// a message naming the path; a path with a NUL character rejects with `E_INVALID_ARGUMENT`; a
/// file past ``TextFile/maximumSize`` rejects with `EFBIG`. Runs on its own queue, so a long
/// read holds up no other module.
/// Made and used from any thread; its methods run where its registration says.
public final class FileSystemModule: NativeModule {
    /// The module. Any thread.
    public init() {}

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("FileSystem") { m in
            m.promise("readFile(path:)") { (path: String) in try TextFile.read(atPath: path) }
            m.promise("writeFile(path:text:)") { (path: String, text: String) in try TextFile.write(text, toPath: path) }
            m.promise("exists(path:)") { (path: String) in try TextFile.exists(atPath: path) }
        }
    }
}
