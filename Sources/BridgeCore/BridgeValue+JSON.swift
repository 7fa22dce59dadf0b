extension BridgeValue {
    /// The value of the JSON `text`, as JavaScript's `JSON.parse` makes it: numbers are `Double`
    /// (`-0` stays `-0`, `1e400` is `Infinity`), a repeated key keeps its last value, a
    /// `__proto__` key is an ordinary property, and a string holding a lone surrogate (`"\ud800"`)
    /// is ``utf16(_:)``. Strict as `JSON.parse` is: no comments, no trailing commas, no single
    /// quotes. Arrays and objects may nest `maximumDepth` levels. Parsing runs no JavaScript, so
    /// a host can hand JS a value without asking the bundle's code. Any thread.
    public init(parsingJSON text: String, maximumDepth: Int = 512) throws(JSONParseError) {
        var parser = JSONParser(units: Array(text.utf16), maximumDepth: maximumDepth)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.units.count { throw parser.failure("unexpected text after the JSON value") }
        self = value
    }
}

/// Why a text is not JSON, with the offset (in UTF-16 code units) where parsing stopped.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in words.
    public let reason: String
    /// Where, counted in UTF-16 code units from the start.
    public let offset: Int

    public var description: String { "\(reason) (at offset \(offset))" }
}

/// A recursive-descent parser over UTF-16 code units; recursion is bounded by `maximumDepth`.
private struct JSONParser {
    let units: [UInt16]
    let maximumDepth: Int
    var index = 0

    init(units: [UInt16], maximumDepth: Int) {
        self.units = units
        self.maximumDepth = maximumDepth
    }

    func failure(_ reason: String) -> JSONParseError {
        JSONParseError(reason: reason, offset: index)
    }

    private var current: UInt16? { index < units.count ? units[index] : nil }

    mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
    }

    private func unexpected() -> JSONParseError {
        guard let c = current else { return failure("unexpected end of input") }
        let character = Unicode.Scalar(c).map { String(Character($0)) } ?? "\\u{\(String(c, radix: 16))}"
        return failure("unexpected character \"\(character)\"")
    }

    mutating func value(depth: Int) throws(JSONParseError) -> BridgeValue {
        guard let c = current else { throw unexpected() }
        switch c {
        case ASCII.openBrace:
            guard depth < maximumDepth else { throw failure("nested deeper than \(maximumDepth) levels") }
            return try object(depth: depth + 1)
        case ASCII.openBracket:
            guard depth < maximumDepth else { throw failure("nested deeper than \(maximumDepth) levels") }
            return try array(depth: depth + 1)
        case ASCII.quote:
            return try string()
        case ASCII.t: try literal("true"); return .bool(true)
        case ASCII.f: try literal("false"); return .bool(false)
        case ASCII.n: try literal("null"); return .null
        case _ where c == ASCII.minus || Self.isDigit(c):
            return try number()
        default:
            throw unexpected()
        }
    }

    private mutating func object(depth: Int) throws(JSONParseError) -> BridgeValue {
        index += 1
        var properties: [String: BridgeValue] = [:]
        skipWhitespace()
        if current == ASCII.closeBrace { index += 1; return .object(properties) }
        while true {
            skipWhitespace()
            guard current == ASCII.quote else { throw current == nil ? unexpected() : failure("expected a property name in double quotes") }
            let key = try string()
            skipWhitespace()
            guard current == ASCII.colon else { throw current == nil ? unexpected() : failure("expected \":\" after a property name") }
            index += 1
            skipWhitespace()
            properties[key.stringValue ?? ""] = try value(depth: depth)
            skipWhitespace()
            switch current {
            case ASCII.comma: index += 1
            case ASCII.closeBrace: index += 1; return .object(properties)
            default: throw current == nil ? unexpected() : failure("expected \",\" or \"}\" after a property")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONParseError) -> BridgeValue {
        index += 1
        var elements: [BridgeValue] = []
        skipWhitespace()
        if current == ASCII.closeBracket { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case ASCII.comma: index += 1
            case ASCII.closeBracket: index += 1; return .array(elements)
            default: throw current == nil ? unexpected() : failure("expected \",\" or \"]\" after an element")
            }
        }
    }

    /// A string; its code units kept exactly (a lone surrogate makes it ``BridgeValue/utf16(_:)``).
    private mutating func string() throws(JSONParseError) -> BridgeValue {
        index += 1
        var out: [UInt16] = []
        while true {
            guard let c = current else { throw failure("unterminated string") }
            index += 1
            switch c {
            case ASCII.quote:
                return String(validating: out, as: UTF16.self).map(BridgeValue.string) ?? .utf16(out)
            case ASCII.backslash:
                guard let e = current else { throw failure("unterminated string") }
                index += 1
                switch e {
                case ASCII.quote, ASCII.backslash, ASCII.slash: out.append(e)
                case ASCII.b: out.append(0x08)
                case ASCII.f: out.append(0x0C)
                case ASCII.n: out.append(0x0A)
                case ASCII.r: out.append(0x0D)
                case ASCII.t: out.append(0x09)
                case ASCII.u:
                    var unit: UInt16 = 0
                    for _ in 0..<4 {
                        guard let h = current, let digit = Self.hexValue(h) else { throw failure("bad \\u escape in a string") }
                        unit = unit << 4 | digit
                        index += 1
                    }
                    out.append(unit)
                default:
                    index -= 1
                    throw failure("bad escape in a string")
                }
            case 0..<0x20:
                index -= 1
                throw failure("control character in a string")
            default:
                out.append(c)
            }
        }
    }

    private mutating func literal(_ word: String) throws(JSONParseError) {
        for unit in word.utf16 {
            guard current == unit else { throw unexpected() }
            index += 1
        }
    }

    private mutating func number() throws(JSONParseError) -> BridgeValue {
        let start = index
        if current == ASCII.minus { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw unexpected() }
        if first == ASCII.zero { index += 1 } else { digits() }
        if current == ASCII.dot {
            index += 1
            guard let c = current, Self.isDigit(c) else { throw unexpected() }
            digits()
        }
        if current == ASCII.e || current == ASCII.bigE {
            index += 1
            if current == ASCII.plus || current == ASCII.minus { index += 1 }
            guard let c = current, Self.isDigit(c) else { throw unexpected() }
            digits()
        }
        // ASCII digits only, so the units are the text; Double's parsing rounds correctly, as
        // JavaScript's does (and overflows to ±Infinity as it does).
        let text = String(decoding: units[start..<index].map { UInt8($0) }, as: UTF8.self)
        guard let number = Double(text) else { throw failure("number out of range") }
        return .number(number)
    }

    private mutating func digits() {
        while let c = current, Self.isDigit(c) { index += 1 }
    }

    private static func isDigit(_ c: UInt16) -> Bool { c >= ASCII.zero && c <= ASCII.nine }

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
private enum ASCII {
    static let a = UInt16(UInt8(ascii: "a"))
    static let b = UInt16(UInt8(ascii: "b"))
    static let backslash = UInt16(UInt8(ascii: "\\"))
    static let bigA = UInt16(UInt8(ascii: "A"))
    static let bigE = UInt16(UInt8(ascii: "E"))
    static let bigF = UInt16(UInt8(ascii: "F"))
    static let closeBrace = UInt16(UInt8(ascii: "}"))
    static let closeBracket = UInt16(UInt8(ascii: "]"))
    static let colon = UInt16(UInt8(ascii: ":"))
    static let comma = UInt16(UInt8(ascii: ","))
    static let dot = UInt16(UInt8(ascii: "."))
    static let e = UInt16(UInt8(ascii: "e"))
    static let f = UInt16(UInt8(ascii: "f"))
    static let minus = UInt16(UInt8(ascii: "-"))
    static let n = UInt16(UInt8(ascii: "n"))
    static let nine = UInt16(UInt8(ascii: "9"))
    static let openBrace = UInt16(UInt8(ascii: "{"))
    static let openBracket = UInt16(UInt8(ascii: "["))
    static let plus = UInt16(UInt8(ascii: "+"))
    static let quote = UInt16(UInt8(ascii: "\""))
    static let r = UInt16(UInt8(ascii: "r"))
    static let slash = UInt16(UInt8(ascii: "/"))
    static let t = UInt16(UInt8(ascii: "t"))
    static let u = UInt16(UInt8(ascii: "u"))
    static let zero = UInt16(UInt8(ascii: "0"))
}
