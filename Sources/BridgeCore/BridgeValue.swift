/// A JavaScript value copied out of the engine: the only kind of value that crosses threads.
///
/// Numbers are JavaScript numbers (`Double`): `-0`, `NaN` and the infinities are kept as they
/// are, and integers above 2^53 are rounded as JavaScript rounds them. Strings keep NUL
/// characters. Safe to use on any thread.
public enum BridgeValue: Sendable, Equatable {
    case undefined
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A JS string that is not well-formed UTF-16 (it holds a lone surrogate, which a Swift
    /// `String` cannot): its UTF-16 code units, kept exactly so it round-trips. A `String`
    /// parameter receives it with U+FFFD in place of each lone surrogate.
    case utf16([UInt16])
    case array([BridgeValue])
    case object([String: BridgeValue])
    /// Binary data: the bytes of a typed array, `DataView` or `ArrayBuffer` from JS (copied in
    /// one step); reaches JS as a `Uint8Array`.
    case bytes([UInt8])
}

extension BridgeValue {
    /// The JavaScript `typeof`-style name of the value, used in error messages.
    public var typeName: String {
        switch self {
        case .undefined: "undefined"
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string, .utf16: "string"
        case .array: "array"
        case .object: "object"
        case .bytes: "Uint8Array"
        }
    }

    /// The value if this is a string (lone surrogates of a ``utf16(_:)`` string become U+FFFD).
    public var stringValue: String? {
        switch self {
        case .string(let s): s
        case .utf16(let units): String(decoding: units, as: UTF16.self)
        default: nil
        }
    }

    /// The value if this is a number.
    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The value if this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements if this is an array.
    public var arrayValue: [BridgeValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The properties if this is an object.
    public var objectValue: [String: BridgeValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// True for `undefined` and `null`.
    public var isNullish: Bool {
        switch self {
        case .undefined, .null: true
        default: false
        }
    }

    /// The property `key` of an object, or `nil`.
    public subscript(key: String) -> BridgeValue? {
        objectValue?[key]
    }

    /// The element at `index` of an array, or `nil`.
    public subscript(index: Int) -> BridgeValue? {
        guard let a = arrayValue, a.indices.contains(index) else { return nil }
        return a[index]
    }
}

extension BridgeValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: BridgeValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, BridgeValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension BridgeValue: CustomStringConvertible {
    /// A compact, JSON-like rendering for logs and test failures.
    public var description: String {
        switch self {
        case .undefined: return "undefined"
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { return n == 0 && n.sign == .minus ? "-0" : String(Int64(n)) }
            return String(n)
        case .string(let s): return "\"\(s)\""
        case .utf16: return "\"\(stringValue ?? "")\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .object(let o):
            return "{" + o.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.description)" }
                .joined(separator: ", ") + "}"
        case .bytes(let b): return "Uint8Array(\(b.count))"
        }
    }
}

extension BridgeValue {
    /// The path (`[0].items`) of the first array or object nested more than `limit` levels
    /// deep, or nil when there is none. Iterative: any depth of input is safe.
    public func pathNested(deeperThan limit: Int) -> String? {
        guard isContainer else { return nil }
        var work: [(value: BridgeValue, depth: Int, path: String)] = [(self, 0, "")]
        while let (value, depth, path) = work.popLast() {
            switch value {
            case .array(let items):
                if depth >= limit { return path }
                for (i, item) in items.enumerated().reversed() where item.isContainer {
                    work.append((item, depth + 1, path + "[\(i)]"))
                }
            case .object(let props):
                if depth >= limit { return path }
                for (key, item) in props where item.isContainer {
                    work.append((item, depth + 1, path + "." + key))
                }
            default:
                continue
            }
        }
        return nil
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}
