import BridgeCore

extension PlatformConstantsModule.ReactNativeVersion {
    /// A version written `0.63.4` or `0.72.0-rc.1`; nil for anything else.
    public init?(_ text: String) {
        let (core, prerelease) = text.firstIndex(of: "-").map { (text[..<$0], String(text[text.index(after: $0)...])) } ?? (text[...], nil)
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let major = numbers[0], let minor = numbers[1], let patch = numbers[2], prerelease?.isEmpty != true else { return nil }
        self.init(major: major, minor: minor, patch: patch, prerelease: prerelease)
    }

    /// The React Native version a bundle brings: its `ReactNativeVersion.js`, which every React
    /// Native bundle includes as `version = {major: 0, minor: 63, patch: 4, prerelease: null}`
    /// (spaced or minified). Nil when the bundle has none (a script, not a React Native app).
    /// Any thread.
    public init?(bundle text: String) {
        var rest = text.utf8[...]
        while let found = Self.range(of: "major", in: rest) {
            rest = rest[found.upperBound...]
            var reader = Reader(bytes: rest)
            if let version = reader.version() {
                self = version
                return
            }
        }
        return nil
    }

    private static func range(of word: String, in bytes: Substring.UTF8View) -> Range<Substring.UTF8View.Index>? {
        let target = Array(word.utf8)
        var i = bytes.startIndex
        while i != bytes.endIndex {
            if bytes[i] == target[0], bytes[i...].starts(with: target) {
                return i..<bytes.index(i, offsetBy: target.count)
            }
            i = bytes.index(after: i)
        }
        return nil
    }

    /// Reads `: 0, minor: 63, patch: 4, prerelease: null` (keys quoted or not) after `major`.
    private struct Reader {
        var bytes: Substring.UTF8View

        mutating func version() -> PlatformConstantsModule.ReactNativeVersion? {
            guard let major = number() else { return nil }
            guard key("minor"), let minor = number(), key("patch"), let patch = number(), key("prerelease") else { return nil }
            skipSpaceAndQuotes()
            guard skip(":") else { return nil }
            skipSpace()
            if bytes.starts(with: "null".utf8) {
                return .init(major: major, minor: minor, patch: patch)
            }
            guard let quote = bytes.first, quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return nil }
            bytes = bytes.dropFirst()
            guard let end = bytes.firstIndex(of: quote) else { return nil }
            return .init(major: major, minor: minor, patch: patch, prerelease: String(decoding: bytes[..<end], as: UTF8.self))
        }

        /// `: N` after a key (the key's closing quote allowed).
        private mutating func number() -> Int? {
            skipSpaceAndQuotes()
            guard skip(":") else { return nil }
            skipSpace()
            let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty, digits.count < 6 else { return nil }
            bytes = bytes.dropFirst(digits.count)
            return Int(String(decoding: digits, as: UTF8.self))
        }

        /// `, key` (quoted or not).
        private mutating func key(_ name: String) -> Bool {
            skipSpace()
            guard skip(",") else { return false }
            skipSpaceAndQuotes()
            guard bytes.starts(with: name.utf8) else { return false }
            bytes = bytes.dropFirst(name.utf8.count)
            return true
        }

        private mutating func skip(_ character: Character) -> Bool {
            guard let byte = character.asciiValue, bytes.first == byte else { return false }
            bytes = bytes.dropFirst()
            return true
        }

        private mutating func skipSpace() {
            bytes = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        }

        private mutating func skipSpaceAndQuotes() {
            bytes = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "\"") }
        }
    }
}
