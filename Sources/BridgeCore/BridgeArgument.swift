/// A Swift type a native method can take as a parameter: decoded from what JS passed.
///
/// The library conforms the standard types; `Decodable` types work without conforming (they
/// are decoded through ``BridgeValueDecoder``). Conform your own type only to control decoding.
public protocol BridgeArgument: Sendable {
    /// How the expected type is named in error messages (`string`, `array of number`, …).
    static var bridgeTypeName: String { get }
    /// Decodes the value, throwing ``BridgeDecodingError`` when it has the wrong type or shape.
    init(bridgeValue: BridgeValue) throws(BridgeDecodingError)
}

/// A Swift type a native method can return: encoded into what JS receives.
///
/// The library conforms the standard types; `Encodable` types work without conforming.
public protocol BridgeResult: Sendable {
    /// The value JS receives.
    var bridgeValue: BridgeValue { get }
}

/// A value had the wrong type or shape for the parameter it was passed to.
public struct BridgeDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where inside the argument, as a JS accessor path (`.points[2].x`); empty for the argument itself.
    public var path: String
    /// What the parameter expects.
    public var expected: String
    /// What was given, as `typeof` names it (plus the value for short scalars).
    public var actual: String

    /// An error at `path` inside the argument: `expected` what the parameter takes, `actual` what was given.
    public init(path: String = "", expected: String, actual: String) {
        self.path = path
        self.expected = expected
        self.actual = actual
    }

    /// An error for the argument itself, describing `value` as `actual`.
    public init(expected: String, given value: BridgeValue) {
        self.init(expected: expected, actual: Self.describe(value))
    }

    /// The same error, one level further out (`component` is `.key` or `[index]`).
    public func prefixed(_ component: String) -> BridgeDecodingError {
        BridgeDecodingError(path: component + path, expected: expected, actual: actual)
    }

    public var description: String {
        (path.isEmpty ? "" : "at \(path): ") + "expected \(expected), got \(actual)"
    }

    /// A value as error messages show it: its type, and the value itself when it is short.
    public static func describe(_ value: BridgeValue) -> String {
        switch value {
        case .number, .bool: "\(value.typeName) \(value)"
        case .string(let s) where s.count <= 20: "string \(value)"
        default: value.typeName
        }
    }
}

extension BridgeValue: BridgeArgument, BridgeResult {
    public static var bridgeTypeName: String { "any value" }
    public init(bridgeValue: BridgeValue) { self = bridgeValue }
    public var bridgeValue: BridgeValue { self }
}

extension String: BridgeArgument, BridgeResult {
    public static var bridgeTypeName: String { "string" }
    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        switch bridgeValue {
        case .string(let s): self = s
        case .utf16: self = bridgeValue.stringValue ?? ""
        default: throw BridgeDecodingError(expected: "string", given: bridgeValue)
        }
    }
    public var bridgeValue: BridgeValue { .string(self) }
}

extension Bool: BridgeArgument, BridgeResult {
    public static var bridgeTypeName: String { "boolean" }
    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        guard case .bool(let b) = bridgeValue else { throw BridgeDecodingError(expected: "boolean", given: bridgeValue) }
        self = b
    }
    public var bridgeValue: BridgeValue { .bool(self) }
}

extension Double: BridgeArgument, BridgeResult {
    public static var bridgeTypeName: String { "number" }
    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        guard case .number(let n) = bridgeValue else { throw BridgeDecodingError(expected: "number", given: bridgeValue) }
        self = n
    }
    public var bridgeValue: BridgeValue { .number(self) }
}

extension Float: BridgeArgument, BridgeResult {
    public static var bridgeTypeName: String { "number" }
    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        self = Float(try Double(bridgeValue: bridgeValue))
    }
    public var bridgeValue: BridgeValue { .number(Double(self)) }
}

/// Integers accept a JS number that is integral and in range; anything else is refused, never rounded.
extension BridgeArgument where Self: FixedWidthInteger {
    public static var bridgeTypeName: String { "integer (\(Self.self))" }
    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        guard case .number(let n) = bridgeValue, n.rounded(.towardZero) == n, let v = Self(exactly: n) else {
            throw BridgeDecodingError(expected: Self.bridgeTypeName, given: bridgeValue)
        }
        self = v
    }
}

extension BridgeResult where Self: FixedWidthInteger {
    public var bridgeValue: BridgeValue { .number(Double(self)) }
}

extension Int: BridgeArgument, BridgeResult {}
extension Int32: BridgeArgument, BridgeResult {}
extension Int64: BridgeArgument, BridgeResult {}
extension UInt: BridgeArgument, BridgeResult {}
extension UInt32: BridgeArgument, BridgeResult {}
extension UInt64: BridgeArgument, BridgeResult {}
/// A byte; `[UInt8]` crosses as binary data (a `Uint8Array`), in one copy each way.
extension UInt8: BridgeArgument, BridgeResult {}

/// `undefined` and `null` decode as `nil`; `nil` encodes as `null`.
extension Optional: BridgeArgument where Wrapped: BridgeArgument {
    public static var bridgeTypeName: String { "\(Wrapped.bridgeTypeName) or null" }
    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        self = bridgeValue.isNullish ? nil : try Wrapped(bridgeValue: bridgeValue)
    }
}

extension Optional: BridgeResult where Wrapped: BridgeResult {
    public var bridgeValue: BridgeValue { self?.bridgeValue ?? .null }
}

extension Array: BridgeArgument where Element: BridgeArgument {
    public static var bridgeTypeName: String { "array of \(Element.bridgeTypeName)" }
    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        if Element.self == UInt8.self, case .bytes(let bytes) = bridgeValue {
            self = unsafeBitCast(bytes, to: [Element].self)
            return
        }
        let items: [BridgeValue]
        switch bridgeValue {
        case .array(let values): items = values.elements
        // Binary data is an array of byte values to an array parameter.
        case .bytes(let bytes): items = bytes.map { .number(Double($0)) }
        default: throw BridgeDecodingError(expected: Self.bridgeTypeName, given: bridgeValue)
        }
        // Common element types decode in a loop compiled for them: called from generic code
        // (as a method's parameters are), the general loop pays a witness call and a value
        // witness copy per element, several times the cost of the decoding itself.
        if Element.self == Double.self {
            self = unsafeBitCast(try decodeElements(items, as: Double.self), to: [Element].self)
        } else if Element.self == Int.self {
            self = unsafeBitCast(try decodeElements(items, as: Int.self), to: [Element].self)
        } else if Element.self == String.self {
            self = unsafeBitCast(try decodeElements(items, as: String.self), to: [Element].self)
        } else if Element.self == Bool.self {
            self = unsafeBitCast(try decodeElements(items, as: Bool.self), to: [Element].self)
        } else if Element.self == BridgeValue.self {
            self = unsafeBitCast(items, to: [Element].self)
        } else {
            self = try decodeElements(items, as: Element.self)
        }
    }
}

/// Decodes every element as `E`. A free function, so a call with a concrete `E` is compiled for
/// it even from inside generic code.
private func decodeElements<E: BridgeArgument>(_ items: [BridgeValue], as _: E.Type) throws(BridgeDecodingError) -> [E] {
    var result: [E] = []
    result.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
        do { result.append(try E(bridgeValue: item)) } catch { throw error.prefixed("[\(i)]") }
    }
    return result
}

extension Array: BridgeResult where Element: BridgeResult {
    public var bridgeValue: BridgeValue {
        if Element.self == UInt8.self { return .bytes(unsafeBitCast(self, to: [UInt8].self)) }
        return .array(map(\.bridgeValue))
    }
}

extension Dictionary: BridgeArgument where Key == String, Value: BridgeArgument {
    public static var bridgeTypeName: String { "object of \(Value.bridgeTypeName)" }
    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        guard case .object(let object) = bridgeValue else {
            throw BridgeDecodingError(expected: Self.bridgeTypeName, given: bridgeValue)
        }
        let props = object.properties
        // As for arrays: common value types decode in a loop compiled for them.
        if Value.self == Double.self {
            self = unsafeBitCast(try decodeValues(props, as: Double.self), to: [String: Value].self)
        } else if Value.self == String.self {
            self = unsafeBitCast(try decodeValues(props, as: String.self), to: [String: Value].self)
        } else if Value.self == Int.self {
            self = unsafeBitCast(try decodeValues(props, as: Int.self), to: [String: Value].self)
        } else if Value.self == BridgeValue.self {
            self = unsafeBitCast(props, to: [String: Value].self)
        } else {
            self = try decodeValues(props, as: Value.self)
        }
    }
}

/// Decodes every value as `V` (a free function, as `decodeElements`).
private func decodeValues<V: BridgeArgument>(_ props: [String: BridgeValue], as _: V.Type) throws(BridgeDecodingError) -> [String: V] {
    var result: [String: V] = [:]
    result.reserveCapacity(props.count)
    for (key, item) in props {
        do { result[key] = try V(bridgeValue: item) } catch { throw error.prefixed(".\(key)") }
    }
    return result
}

extension Dictionary: BridgeResult where Key == String, Value: BridgeResult {
    public var bridgeValue: BridgeValue { .object(mapValues(\.bridgeValue)) }
}
