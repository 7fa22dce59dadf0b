import Foundation

/// Where bridge-run keeps a script's AsyncStorage when `--storage` does not say.
enum StoragePath {
    /// `$XDG_DATA_HOME/bridge-run/storage/NAME-HASH.sqlite` (`~/.local/share` without
    /// `XDG_DATA_HOME`): NAME is the script's file name without extension (`stdin` for standard
    /// input, the host for a URL), HASH a hash of its absolute path or URL, so each script keeps
    /// its own data however it is named on the command line, and two scripts called alike do not
    /// share it. Nothing is made on disk until the script uses storage.
    static func `default`(for file: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base: String
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = data
        } else {
            base = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        }
        let name: String
        let identity: String
        if file == "-" {
            (name, identity) = ("stdin", "-")
        } else if let url = URL(string: file), url.scheme == "http" || url.scheme == "https" {
            (name, identity) = (url.host ?? "bundle", file)
        } else {
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            (name, identity) = (((path as NSString).lastPathComponent as NSString).deletingPathExtension, path)
        }
        return "\(base)/bridge-run/storage/\(safe(name))-\(hash(identity)).sqlite"
    }

    /// `name` with anything but letters, digits, `.`, `-` and `_` replaced by `_`.
    static func safe(_ name: String) -> String {
        let kept = String(name.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
        })
        return kept.isEmpty ? "script" : String(kept.prefix(64))
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
