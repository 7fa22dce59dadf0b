/// Encodes `Encodable` Swift types into a ``BridgeValue``, as a native method's results are
/// encoded. `nil` becomes `null`; dictionaries with `String` keys become objects.
public struct BridgeValueEncoder: Sendable {
    /// An encoder. Any thread; one encoding at a time per encoder.
    public init() {}

    /// Encodes `value`.
    public func encode<T: Encodable>(_ value: T) throws -> BridgeValue {
        if let r = bridgeResult(value) { return r }
        let box = Box()
        try value.encode(to: _Encoder(box: box, codingPath: []))
        return box.resolve()
    }
}

/// A slot the containers write into; reference semantics so nested containers can fill it later.
private final class Box {
    var value: BridgeValue = .undefined
    var children: [String: Box] = [:]
    var elements: [Box] = []
    var kind: Kind = .single
    enum Kind { case single, object, array }

    func resolve() -> BridgeValue {
        switch kind {
        case .single: value
        case .object: .object(children.mapValues { $0.resolve() })
        case .array: .array(elements.map { $0.resolve() })
        }
    }
}

/// `value`'s own bridge value when its type is a ``BridgeResult``. The usual leaf types are
/// matched by casts to themselves (a comparison of types); only other types take the cast to
/// the protocol, whose first use for a type has the Swift runtime scan every conformance record
/// of the program.
private func bridgeResult<T>(_ value: T) -> BridgeValue? {
    switch value {
    case let v as BridgeValue: v
    case let v as String: v.bridgeValue
    case let v as Bool: v.bridgeValue
    case let v as Double: v.bridgeValue
    case let v as Int: v.bridgeValue
    default: (value as? any BridgeResult)?.bridgeValue
    }
}

private func encodeLeaf<T: Encodable>(_ value: T, into box: Box, path: [any CodingKey]) throws {
    if let r = bridgeResult(value) {
        box.kind = .single
        box.value = r
    } else {
        try value.encode(to: _Encoder(box: box, codingPath: path))
    }
}

private struct _Encoder: Encoder {
    let box: Box
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.kind = .object
        return KeyedEncodingContainer(Keyed<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.kind = .array
        return Unkeyed(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(box: box, codingPath: codingPath) }
}

extension Box {
    fileprivate func child(_ key: String) -> Box {
        if let b = children[key] { return b }
        let b = Box()
        children[key] = b
        return b
    }
    fileprivate func append() -> Box {
        let b = Box()
        elements.append(b)
        return b
    }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: Box
    let codingPath: [any CodingKey]

    func encodeNil(forKey key: Key) { box.child(key.stringValue).value = .null }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encodeLeaf(value, into: box.child(key.stringValue), path: codingPath + [key])
    }
    func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type, forKey key: Key) -> KeyedEncodingContainer<N> {
        _Encoder(box: box.child(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: N.self)
    }
    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        _Encoder(box: box.child(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }
    func superEncoder() -> any Encoder { _Encoder(box: box.child("super"), codingPath: codingPath) }
    func superEncoder(forKey key: Key) -> any Encoder {
        _Encoder(box: box.child(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let box: Box
    let codingPath: [any CodingKey]
    var count: Int { box.elements.count }

    func encodeNil() { box.append().value = .null }
    func encode<T: Encodable>(_ value: T) throws { try encodeLeaf(value, into: box.append(), path: codingPath) }
    func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type) -> KeyedEncodingContainer<N> {
        _Encoder(box: box.append(), codingPath: codingPath).container(keyedBy: N.self)
    }
    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        _Encoder(box: box.append(), codingPath: codingPath).unkeyedContainer()
    }
    func superEncoder() -> any Encoder { _Encoder(box: box.append(), codingPath: codingPath) }
}

private struct Single: SingleValueEncodingContainer {
    let box: Box
    let codingPath: [any CodingKey]
    func encodeNil() { box.kind = .single; box.value = .null }
    func encode<T: Encodable>(_ value: T) throws { try encodeLeaf(value, into: box, path: codingPath) }
}
