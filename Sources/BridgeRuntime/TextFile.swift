import BridgeCore

#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes UTF-8 text files without Foundation. Callable from any thread.
package enum TextFile {
    /// The largest file (or standard input) read as text: 256 MiB. Reading stops there with
    /// `EFBIG`, so an endless file (`/dev/zero`) or a huge one never exhausts memory.
    package static let maximumSize = 256 << 20

    /// The file's contents; throws ``BridgeError`` (`ENOENT`, `EISDIR`, `EACCES`, `EIO`, `EFBIG`
    /// past ``maximumSize``, `E_INVALID_ARGUMENT` for a path with a NUL character) with a
    /// message naming the path.
    package static func read(atPath path: String) throws(BridgeError) -> String {
        try checkPath(path)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw error(errno, path) }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { throw error(EISDIR, path) }
        if st.st_size > maximumSize { throw tooLarge(path) }
        return try readToEnd(fd, name: path, sizeHint: Int(st.st_size))
    }

    /// Writes `text` to the file, replacing it; throws ``BridgeError`` naming the path.
    package static func write(_ text: String, toPath path: String) throws(BridgeError) {
        try checkPath(path)
        guard let file = fopen(path, "wb") else { throw error(errno, path) }
        var text = text
        let ok = text.withUTF8 { buffer in buffer.isEmpty || fwrite(buffer.baseAddress, 1, buffer.count, file) == buffer.count }
        let closed = fclose(file) == 0
        if !ok || !closed { throw error(EIO, path) }
    }

    /// Whether anything exists at the path; a path with a NUL character throws
    /// `E_INVALID_ARGUMENT`.
    package static func exists(atPath path: String) throws(BridgeError) -> Bool {
        try checkPath(path)
        var st = stat()
        return stat(path, &st) == 0
    }

    /// All of standard input, as text; throws `EFBIG` past ``maximumSize``.
    package static func readStandardInput() throws(BridgeError) -> String {
        try readToEnd(STDIN_FILENO, name: "<stdin>", sizeHint: 0)
    }

    /// Reads `fd` to its end as UTF-8 text, stopping with `EFBIG` past ``maximumSize``.
    private static func readToEnd(_ fd: Int32, name: String, sizeHint: Int) throws(BridgeError) -> String {
        var bytes: [UInt8] = []
        if sizeHint > 0 { bytes.reserveCapacity(sizeHint) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = Glibc.read(fd, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw error(EIO, name) }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maximumSize { throw tooLarge(name) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The system would cut a path at its first NUL and act on another file: refuse it, as node does.
    private static func checkPath(_ path: String) throws(BridgeError) {
        if path.utf8.contains(0) {
            let shown = path.replacing("\0", with: "\\0")
            throw BridgeError(.invalidArgument, "the path '\(shown)' contains a NUL character")
        }
    }

    private static func tooLarge(_ path: String) -> BridgeError {
        BridgeError("EFBIG", "EFBIG: file is larger than \(maximumSize >> 20) MiB, the most read as text, '\(path)'")
    }

    private static func error(_ code: Int32, _ path: String) -> BridgeError {
        let name: BridgeError.Code = switch code {
        case ENOENT: .noSuchFile
        case EISDIR: "EISDIR"
        case EACCES: "EACCES"
        default: .ioError
        }
        return BridgeError(name, "\(name.rawValue): \(String(cString: strerror(code))), '\(path)'")
    }
}
