import BridgeCore

/// A JS string exactly as JS had it: well-formed text as a `String`, or, when it holds a lone
/// surrogate (which a `String` cannot), its UTF-16 code units. Keys and values are stored and
/// compared as these, so every JS string round-trips, NUL characters included.
///
/// Never put one in a Swift `Set` or `Dictionary` key to compare JS strings: `String` equality is
/// Unicode canonical equivalence, JS equality is code unit by code unit. SQLite compares bytes.
struct StorageString: Sendable, Equatable {
    enum Content: Sendable, Equatable {
        case text(String)
        case utf16([UInt16])
    }

    let content: Content

    init(_ text: String) { content = .text(text) }

    /// The string of a bridge value, or nil when the value is not a string.
    init?(_ value: BridgeValue) {
        switch value {
        case .string(let s): self.init(s)
        case .utf16(let units): self.init(utf16: units)
        default: return nil
        }
    }

    /// The string of these code units: text when they are well-formed UTF-16.
    init(utf16 units: [UInt16]) {
        content = Self.isWellFormed(units) ? .text(String(decoding: units, as: UTF16.self)) : .utf16(units)
    }

    var bridgeValue: BridgeValue {
        switch content {
        case .text(let s): .string(s)
        case .utf16(let units): .utf16(units)
        }
    }

    /// The string as Swift text (a lone surrogate becomes U+FFFD).
    var text: String {
        switch content {
        case .text(let s): s
        case .utf16(let units): String(decoding: units, as: UTF16.self)
        }
    }

    var utf16: [UInt16] {
        switch content {
        case .text(let s): Array(s.utf16)
        case .utf16(let units): units
        }
    }

    /// The string for messages (lone surrogates shown as U+FFFD), shortened past 40 characters.
    var quoted: String {
        let short = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        var out = "\""
        for scalar in short.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func isWellFormed(_ units: [UInt16]) -> Bool {
        var i = 0
        while i < units.count {
            let u = units[i]
            if u & 0xFC00 == 0xD800 {
                guard i + 1 < units.count, units[i + 1] & 0xFC00 == 0xDC00 else { return false }
                i += 2
            } else if u & 0xFC00 == 0xDC00 {
                return false
            } else {
                i += 1
            }
        }
        return true
    }
}
