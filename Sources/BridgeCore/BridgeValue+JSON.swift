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

/// A recursive-descent parser on ``JSONScanner``; recursion is bounded by `maximumDepth`.
private struct JSONParser {
    var scanner: JSONScanner
    let maximumDepth: Int

    init(units: [UInt16], maximumDepth: Int) {
        scanner = JSONScanner(units)
        self.maximumDepth = maximumDepth
    }

    var units: [UInt16] { scanner.units }
    var index: Int { scanner.index }
    private var current: UInt16? { scanner.current }

    func failure(_ reason: String) -> JSONParseError { scanner.failure(reason) }

    mutating func skipWhitespace() { scanner.skipWhitespace() }

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
            return Self.string(try scanner.string())
        case ASCII.t: try scanner.literal("true"); return .bool(true)
        case ASCII.f: try scanner.literal("false"); return .bool(false)
        case ASCII.n: try scanner.literal("null"); return .null
        case _ where c == ASCII.minus || JSONScanner.isDigit(c):
            let text = try scanner.number()
            // ASCII digits only, so the units are the text; Double's parsing rounds correctly, as
            // JavaScript's does (and overflows to ±Infinity as it does).
            guard let number = Double(String(decoding: units[text].map { UInt8($0) }, as: UTF8.self)) else {
                throw failure("number out of range")
            }
            return .number(number)
        default:
            throw unexpected()
        }
    }

    /// A string's code units: text, or ``BridgeValue/utf16(_:)`` when they hold a lone surrogate.
    private static func string(_ units: [UInt16]) -> BridgeValue {
        String(validating: units, as: UTF16.self).map(BridgeValue.string) ?? .utf16(units)
    }

    private mutating func object(depth: Int) throws(JSONParseError) -> BridgeValue {
        scanner.index += 1
        var properties: [String: BridgeValue] = [:]
        skipWhitespace()
        if current == ASCII.closeBrace { scanner.index += 1; return .object(properties) }
        while true {
            skipWhitespace()
            guard current == ASCII.quote else { throw current == nil ? unexpected() : failure("expected a property name in double quotes") }
            let key = Self.string(try scanner.string())
            skipWhitespace()
            guard current == ASCII.colon else { throw current == nil ? unexpected() : failure("expected \":\" after a property name") }
            scanner.index += 1
            skipWhitespace()
            properties[key.stringValue ?? ""] = try value(depth: depth)
            skipWhitespace()
            switch current {
            case ASCII.comma: scanner.index += 1
            case ASCII.closeBrace: scanner.index += 1; return .object(properties)
            default: throw current == nil ? unexpected() : failure("expected \",\" or \"}\" after a property")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONParseError) -> BridgeValue {
        scanner.index += 1
        var elements: [BridgeValue] = []
        skipWhitespace()
        if current == ASCII.closeBracket { scanner.index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case ASCII.comma: scanner.index += 1
            case ASCII.closeBracket: scanner.index += 1; return .array(elements)
            default: throw current == nil ? unexpected() : failure("expected \",\" or \"]\" after an element")
            }
        }
    }
}
