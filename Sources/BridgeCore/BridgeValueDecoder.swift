/// Decodes `Decodable` Swift types from a ``BridgeValue``, as a native method's parameters are
/// decoded. Mismatches throw ``BridgeDecodingError`` with the path inside the value.
public struct BridgeValueDecoder: Sendable {
    /// A decoder. Any thread; one decoding at a time per decoder.
    public init() {}

    /// Decodes `type` from `value`.
    public func decode<T: Decodable>(_ type: T.Type, from value: BridgeValue) throws(BridgeDecodingError) -> T {
        do {
            return try decodeScalar(T.self, value, [])
        } catch let error as BridgeDecodingError {
            throw error
        } catch {
            throw BridgeDecodingError(expected: expectedName(of: T.self), actual: String(describing: error))
        }
    }
}

private func pathString(_ path: [any CodingKey]) -> String {
    path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
}

/// What a value of `type` is called in messages, as a mismatch names it (`string`, `integer
/// (Int)`, an enumeration's cases), `array` or `object` for any other type decoded from one.
private func expectedName<T>(of type: T.Type) -> String {
    if let argument = T.self as? any BridgeArgument.Type { return argument.bridgeTypeName }
    if let allowed = EnumCases.rawValues(of: T.self) { return EnumCases.describe(allowed) }
    return T.self is any ArrayShape.Type ? "array" : "object"
}

private func mismatch(_ path: [any CodingKey], _ expected: String, _ value: BridgeValue) -> BridgeDecodingError {
    var error = BridgeDecodingError(expected: expected, given: value)
    error.path = pathString(path)
    return error
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct _Decoder: Decoder {
    let value: BridgeValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let props) = value else { throw mismatch(codingPath, "object", value) }
        return KeyedDecodingContainer(Keyed<Key>(props: props.properties, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let items): return Unkeyed(items: items.elements, codingPath: codingPath)
        // Binary data decodes as an array of byte values (`[UInt8]`, `Data`).
        case .bytes(let bytes): return Unkeyed(items: bytes.map { .number(Double($0)) }, codingPath: codingPath)
        default: throw mismatch(codingPath, "array", value)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(value: value, codingPath: codingPath) }
}

/// Decodes one scalar, shared by the three containers.
private func decodeScalar<T: Decodable>(_ type: T.Type, _ value: BridgeValue, _ path: [any CodingKey]) throws -> T {
    if let arg = T.self as? any BridgeArgument.Type {
        do {
            return try arg.init(bridgeValue: value) as! T
        } catch {
            var e = error
            e.path = pathString(path) + e.path
            throw e
        }
    }
    if let allowed = EnumCases.rawValues(of: T.self), !allowed.contains(value) {
        throw mismatch(path, EnumCases.describe(allowed), value)
    }
    return try T(from: _Decoder(value: value, codingPath: path))
}

private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let props: [String: BridgeValue]
    let codingPath: [any CodingKey]
    var allKeys: [Key] { props.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { props[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { props[key.stringValue]?.isNullish ?? true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let path = codingPath + [key]
        guard let v = props[key.stringValue] else {
            throw BridgeDecodingError(path: pathString(path), expected: expectedName(of: T.self), actual: "undefined (missing)")
        }
        return try decodeScalar(T.self, v, path)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let v = props[key.stringValue], !v.isNullish else { return nil }
        return try decodeScalar(T.self, v, codingPath + [key])
    }

    func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
        try _Decoder(value: props[key.stringValue] ?? .undefined, codingPath: codingPath + [key]).container(keyedBy: N.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try _Decoder(value: props[key.stringValue] ?? .undefined, codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { _Decoder(value: .object(props), codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        _Decoder(value: props[key.stringValue] ?? .undefined, codingPath: codingPath + [key])
    }
}

private struct Unkeyed: UnkeyedDecodingContainer {
    let items: [BridgeValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    init(items: [BridgeValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    private mutating func next() throws -> (BridgeValue, [any CodingKey]) {
        let path = codingPath + [IndexKey(intValue: currentIndex)]
        guard !isAtEnd else {
            throw BridgeDecodingError(path: pathString(path), expected: "a value", actual: "end of array")
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex].isNullish else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (v, path) = try next()
        return try decodeScalar(T.self, v, path)
    }

    mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) throws -> KeyedDecodingContainer<N> {
        let (v, path) = try next()
        return try _Decoder(value: v, codingPath: path).container(keyedBy: N.self)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (v, path) = try next()
        return try _Decoder(value: v, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (v, path) = try next()
        return _Decoder(value: v, codingPath: path)
    }
}

private struct Single: SingleValueDecodingContainer {
    let value: BridgeValue
    let codingPath: [any CodingKey]
    func decodeNil() -> Bool { value.isNullish }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeScalar(T.self, value, codingPath) }
}
