/// The tokens of JSON text over UTF-16 code units (the units of a JS string), as strict as
/// `JSON.parse`: whitespace, strings (escapes decoded, lone surrogates kept), numbers and the
/// three literals. The parsers built on it (``BridgeValue/init(parsingJSON:maximumDepth:)``,
/// storage's `mergeItem`) add the structure. Failures say what is wrong and where.
package struct JSONScanner {
    package let units: [UInt16]
    package var index = 0

    package init(_ units: [UInt16]) { self.units = units }

    package var current: UInt16? { index < units.count ? units[index] : nil }

    package func failure(_ reason: String) -> JSONParseError {
        JSONParseError(reason: reason, offset: index)
    }

    package mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
    }

    /// Reads a string (the scanner is at its opening quote) and returns its decoded code units.
    package mutating func string() throws(JSONParseError) -> [UInt16] {
        index += 1
        var decoded: [UInt16] = []
        while true {
            guard let c = current else { throw failure("unterminated string") }
            index += 1
            switch c {
            case ASCII.quote:
                return decoded
            case ASCII.backslash:
                guard let e = current else { throw failure("unterminated string") }
                index += 1
                switch e {
                case ASCII.quote, ASCII.backslash, ASCII.slash: decoded.append(e)
                case ASCII.b: decoded.append(0x08)
                case ASCII.f: decoded.append(0x0C)
                case ASCII.n: decoded.append(0x0A)
                case ASCII.r: decoded.append(0x0D)
                case ASCII.t: decoded.append(0x09)
                case ASCII.u:
                    var unit: UInt16 = 0
                    for _ in 0..<4 {
                        guard let h = current, let digit = Self.hexValue(h) else { throw failure("bad \\u escape") }
                        unit = unit << 4 | digit
                        index += 1
                    }
                    decoded.append(unit)
                default:
                    index -= 1
                    throw failure("bad escape")
                }
            case 0..<0x20:
                index -= 1
                throw failure("control character in a string")
            default:
                decoded.append(c)
            }
        }
    }

    /// Reads `word` (`true`, `false`, `null`).
    package mutating func literal(_ word: String) throws(JSONParseError) {
        for unit in word.utf16 {
            guard current == unit else { throw failure("unexpected character") }
            index += 1
        }
    }

    /// Reads a number and returns where its text is.
    @discardableResult
    package mutating func number() throws(JSONParseError) -> Range<Int> {
        let start = index
        if current == ASCII.minus { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw failure("expected a digit") }
        index += 1
        if first != ASCII.zero { digits() }
        if current == ASCII.dot {
            index += 1
            guard let c = current, Self.isDigit(c) else { throw failure("expected a digit after '.'") }
            digits()
        }
        if current == ASCII.e || current == ASCII.bigE {
            index += 1
            if current == ASCII.plus || current == ASCII.minus { index += 1 }
            guard let c = current, Self.isDigit(c) else { throw failure("expected a digit in the exponent") }
            digits()
        }
        return start..<index
    }

    private mutating func digits() {
        while let c = current, Self.isDigit(c) { index += 1 }
    }

    package static func isDigit(_ c: UInt16) -> Bool { c >= ASCII.zero && c <= ASCII.nine }

    private static func hexValue(_ c: UInt16) -> UInt16? {
        switch c {
        case ASCII.zero...ASCII.nine: c - ASCII.zero
        case ASCII.a...ASCII.f: c - ASCII.a + 10
        case ASCII.bigA...ASCII.bigF: c - ASCII.bigA + 10
        default: nil
        }
    }
}

/// The ASCII characters JSON is made of, as UTF-16 code units.
package enum ASCII {
    package static let a = UInt16(UInt8(ascii: "a"))
    package static let b = UInt16(UInt8(ascii: "b"))
    package static let backslash = UInt16(UInt8(ascii: "\\"))
    package static let bigA = UInt16(UInt8(ascii: "A"))
    package static let bigE = UInt16(UInt8(ascii: "E"))
    package static let bigF = UInt16(UInt8(ascii: "F"))
    package static let closeBrace = UInt16(UInt8(ascii: "}"))
    package static let closeBracket = UInt16(UInt8(ascii: "]"))
    package static let colon = UInt16(UInt8(ascii: ":"))
    package static let comma = UInt16(UInt8(ascii: ","))
    package static let dot = UInt16(UInt8(ascii: "."))
    package static let e = UInt16(UInt8(ascii: "e"))
    package static let f = UInt16(UInt8(ascii: "f"))
    package static let minus = UInt16(UInt8(ascii: "-"))
    package static let n = UInt16(UInt8(ascii: "n"))
    package static let nine = UInt16(UInt8(ascii: "9"))
    package static let openBrace = UInt16(UInt8(ascii: "{"))
    package static let openBracket = UInt16(UInt8(ascii: "["))
    package static let plus = UInt16(UInt8(ascii: "+"))
    package static let quote = UInt16(UInt8(ascii: "\""))
    package static let r = UInt16(UInt8(ascii: "r"))
    package static let slash = UInt16(UInt8(ascii: "/"))
    package static let t = UInt16(UInt8(ascii: "t"))
    package static let u = UInt16(UInt8(ascii: "u"))
    package static let zero = UInt16(UInt8(ascii: "0"))
}
