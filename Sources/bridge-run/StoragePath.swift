#if canImport(Glibc)
import Glibc
#endif

/// Where bridge-run keeps a script's AsyncStorage when `--storage` does not say.
///
/// Plain string work, without Foundation: it runs at every start.
enum StoragePath {
    /// `$XDG_DATA_HOME/bridge-run/storage/NAME-HASH.sqlite` (`$HOME/.local/share` without
    /// `XDG_DATA_HOME`): NAME is the script's file name without extension (`stdin` for standard
    /// input, the host for a URL), HASH a hash of its absolute path or URL, so each script keeps
    /// its own data however it is named on the command line, and two scripts called alike do not
    /// share it. Nothing is made on disk until the script uses storage.
    static func `default`(for file: String, environment: [String: String], workingDirectory: String = currentDirectory()) -> String {
        let base: String
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = data
        } else {
            base = (environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/.local/share"
        }
        let name: String
        let identity: String
        if file == "-" {
            (name, identity) = ("stdin", "-")
        } else if let host = urlHost(file) {
            (name, identity) = (host.isEmpty ? "bundle" : host, file)
        } else {
            let path = normalized(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
            let fileName = path.split(separator: "/").last.map(String.init) ?? "script"
            let stem = fileName.lastIndex(of: ".").map { $0 == fileName.startIndex ? fileName : String(fileName[..<$0]) } ?? fileName
            (name, identity) = (stem, path)
        }
        return "\(base)/bridge-run/storage/\(safe(name))-\(hash(identity)).sqlite"
    }

    /// The host of an `http` or `https` URL; nil for anything else.
    static func urlHost(_ text: String) -> String? {
        let utf8 = text.utf8.prefix(8).map { (65...90).contains($0) ? $0 | 0x20 : $0 }  // the scheme in ASCII lowercase
        let schemeLength: Int
        if utf8.starts(with: Array("http://".utf8)) {
            schemeLength = 7
        } else if utf8.starts(with: Array("https://".utf8)) {
            schemeLength = 8
        } else {
            return nil
        }
        let rest = text.dropFirst(schemeLength)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@").last ?? authority
        return String(hostAndPort.prefix { $0 != ":" })
    }

    /// An absolute path without `.`, `..` or repeated slashes.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// `name` (its first 64 bytes) with anything but ASCII letters, digits, `.`, `-` and `_` replaced by `_`.
    static func safe(_ name: String) -> String {
        let kept = name.utf8.prefix(64).map { byte -> UInt8 in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                byte
            default:
                UInt8(ascii: "_")
            }
        }
        return kept.isEmpty ? "script" : String(decoding: kept, as: UTF8.self)
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hex digits.
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
