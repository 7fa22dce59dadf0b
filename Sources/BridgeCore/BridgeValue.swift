/// A JavaScript value copied out of the engine: the only kind of value that crosses threads.
///
/// Numbers are JavaScript numbers (`Double`): `-0`, `NaN` and the infinities are kept as they
/// are, and integers above 2^53 are rounded as JavaScript rounds them. Strings keep NUL
/// characters. Arrays and objects may nest to any depth: dropping, comparing and describing a
/// value never recurses once per level (``BridgeArray``, ``BridgeObject``). Safe to use on any
/// thread.
public enum BridgeValue: Sendable {
    case undefined
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A JS string that is not well-formed UTF-16 (it holds a lone surrogate, which a Swift
    /// `String` cannot): its UTF-16 code units, kept exactly so it round-trips. A `String`
    /// parameter receives it with U+FFFD in place of each lone surrogate.
    case utf16([UInt16])
    case array(BridgeArray)
    case object(BridgeObject)
    /// Binary data: the bytes of a typed array, `DataView` or `ArrayBuffer` from JS (copied in
    /// one step); reaches JS as a `Uint8Array`.
    case bytes([UInt8])
    /// A Swift object JS holds (``SharedObject``): an instance of its module's JS class in JS.
    case shared(SharedReference)
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
        case .shared(let r): r.className
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

    /// The value if this is a number that is a whole `Int` (not NaN, an infinity, a fraction or
    /// out of `Int`'s range): numbers from JS, checked before Swift's `Int(_:)` could trap.
    public var integerValue: Int? {
        if case .number(let n) = self { return Int(exactly: n) }
        return nil
    }

    /// The value if this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements if this is an array.
    public var arrayValue: [BridgeValue]? {
        if case .array(let a) = self { return a.elements }
        return nil
    }

    /// The properties if this is an object.
    public var objectValue: [String: BridgeValue]? {
        if case .object(let o) = self { return o.properties }
        return nil
    }

    /// An array of `elements`.
    public static func array(_ elements: [BridgeValue]) -> BridgeValue { .array(BridgeArray(elements)) }

    /// An object with `properties`.
    public static func object(_ properties: [String: BridgeValue]) -> BridgeValue { .object(BridgeObject(properties)) }

    /// True for `undefined` and `null`.
    public var isNullish: Bool {
        switch self {
        case .undefined, .null: true
        default: false
        }
    }

    /// The property `key` of an object, or `nil`.
    public subscript(key: String) -> BridgeValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The element at `index` of an array, or `nil`.
    public subscript(index: Int) -> BridgeValue? {
        guard case .array(let a) = self, a.indices.contains(index) else { return nil }
        return a[index]
    }
}

extension BridgeValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `nil` is `.null`.
    public init(nilLiteral: ()) { self = .null }
    /// `true` and `false` are `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal is a `.number`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A float literal is a `.number`.
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: BridgeValue...) { self = .array(BridgeArray(elements)) }
    public init(dictionaryLiteral elements: (String, BridgeValue)...) {
        self = .object(BridgeObject(Dictionary(elements, uniquingKeysWith: { _, last in last })))
    }
}

extension BridgeValue: Equatable {
    /// Values are equal when they have the same shape and the same leaves (numbers as `Double`
    /// compares them: `NaN` is unequal to itself). Iterative: any depth is safe.
    public static func == (a: BridgeValue, b: BridgeValue) -> Bool {
        var pairs: [(BridgeValue, BridgeValue)] = [(a, b)]
        while let (x, y) = pairs.popLast() {
            switch (x, y) {
            case (.undefined, .undefined), (.null, .null): continue
            case (.bool(let p), .bool(let q)): if p != q { return false }
            case (.number(let p), .number(let q)): if p != q { return false }
            case (.string(let p), .string(let q)): if p != q { return false }
            case (.utf16(let p), .utf16(let q)): if p != q { return false }
            case (.bytes(let p), .bytes(let q)): if p != q { return false }
            case (.shared(let p), .shared(let q)): if p.id != q.id { return false }
            case (.array(let p), .array(let q)):
                if p.storage === q.storage { continue }
                guard p.count == q.count else { return false }
                pairs.append(contentsOf: zip(p, q))
            case (.object(let p), .object(let q)):
                if p.storage === q.storage { continue }
                guard p.count == q.count else { return false }
                for (key, value) in p {
                    guard let other = q[key] else { return false }
                    pairs.append((value, other))
                }
            default: return false
            }
        }
        return true
    }
}

extension BridgeValue: CustomStringConvertible {
    /// A compact, JSON-like rendering for logs and test failures; containers nested more than
    /// 100 levels deep show as `[…]` / `{…}`.
    public var description: String {
        var text = ""
        describe(into: &text, depth: 0)
        return text
    }

    private func describe(into text: inout String, depth: Int) {
        switch self {
        case .undefined: text += "undefined"
        case .null: text += "null"
        case .bool(let b): text += String(b)
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { text += n == 0 && n.sign == .minus ? "-0" : String(Int64(n)) } else { text += String(n) }
        case .string(let s): text += "\"\(s)\""
        case .utf16: text += "\"\(stringValue ?? "")\""
        case .array(let a):
            guard depth < 100 else { text += "[…]"; return }
            text += "["
            for (i, item) in a.enumerated() {
                if i > 0 { text += ", " }
                item.describe(into: &text, depth: depth + 1)
            }
            text += "]"
        case .object(let o):
            guard depth < 100 else { text += "{…}"; return }
            text += "{"
            for (i, (key, value)) in o.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { text += ", " }
                text += key + ": "
                value.describe(into: &text, depth: depth + 1)
            }
            text += "}"
        case .bytes(let b): text += "Uint8Array(\(b.count))"
        case .shared(let r): text += "<\(r)>"
        }
    }
}

extension BridgeValue {
    /// The path (`[0].items`) of the first array or object nested more than `limit` levels
    /// deep, or nil when there is none. Iterative: any depth of input is safe.
    public func pathNested(deeperThan limit: Int) -> String? {
        guard isContainer else { return nil }
        // Each container reached, with its depth and where it came from (an index into `trail`),
        // so the path is spelled only once it is found.
        var trail: [(parent: Int, component: String)] = []
        var work: [(value: BridgeValue, depth: Int, trailIndex: Int)] = [(self, 0, -1)]
        while let (value, depth, trailIndex) = work.popLast() {
            if depth >= limit {
                var components: [String] = []
                var index = trailIndex
                while index >= 0 {
                    components.append(trail[index].component)
                    index = trail[index].parent
                }
                return components.reversed().joined()
            }
            switch value {
            case .array(let items):
                for (i, item) in items.enumerated().reversed() where item.isContainer {
                    trail.append((trailIndex, "[\(i)]"))
                    work.append((item, depth + 1, trail.count - 1))
                }
            case .object(let props):
                for (key, item) in props where item.isContainer {
                    trail.append((trailIndex, "." + key))
                    work.append((item, depth + 1, trail.count - 1))
                }
            default:
                continue
            }
        }
        return nil
    }
}
