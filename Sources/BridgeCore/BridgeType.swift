/// The shape of a value that crosses the bridge, as far as its Swift type tells: what TypeScript
/// declarations are made from (``TypeScriptDeclarations``). Safe to use on any thread.
public indirect enum BridgeType: Sendable, Equatable {
    /// Anything (a ``BridgeValue``, or a type whose shape cannot be known).
    case unknown
    /// No value (`undefined`): a method without a result.
    case void
    case boolean
    case number
    case string
    /// A time: milliseconds since 1970 (JS may pass a `Date`).
    case date
    /// Binary data: a `Uint8Array` (JS may pass an `ArrayBuffer` or typed array).
    case bytes
    /// One of these values (a `CaseIterable` enum's raw values).
    case oneOf([BridgeValue])
    case array(BridgeType)
    /// An object used as a dictionary (`[String: Value]`).
    case map(BridgeType)
    /// The type, or `null` / `undefined`.
    case optional(BridgeType)
    /// An object with named fields (a `Codable` struct).
    case record(BridgeRecord)
    /// A Swift object JS holds (``SharedObject``): an instance of the JS class of this name.
    case sharedObject(String)

    /// The shape of `type`: the standard types the bridge converts, `Optional`, `Array` and
    /// `[String: Value]` of them, `CaseIterable` enums, and `Decodable` records (found by
    /// decoding one sample value; a type whose decoding cannot be followed is ``unknown``).
    public static func of(_ type: Any.Type) -> BridgeType {
        TypeProbe.describe(type, depth: 0)
    }
}

/// A record's name (the Swift type's) and fields in declaration order.
public struct BridgeRecord: Sendable, Equatable {
    /// One field of a record: its name, type and whether JS may leave it out.
    public struct Field: Sendable, Equatable {
        /// The field's name (its coding key).
        public let name: String
        /// The field's type.
        public let type: BridgeType
        /// Whether JS may leave it out (an `Optional` field, decoded with `decodeIfPresent`).
        public let isOptional: Bool
    }

    /// The Swift type's name.
    public let name: String
    /// The fields, in declaration order.
    public let fields: [Field]
    /// Where the type is declared: its Swift module, the types it is nested in, and its name
    /// (`["Shop", "Cart", "Item"]`).
    public let path: [String]
}

/// A metatype carried into `Sendable` values.
// @unchecked: a metatype is immutable type metadata, readable from any thread; Swift only lacks a
// way to say so for `Any.Type`.
struct SwiftType: @unchecked Sendable {
    let type: Any.Type
}

// MARK: - Finding a type's shape

/// How `Optional`, `Array` and `Dictionary` name what they hold, whatever it is.
private protocol OptionalShape { static var wrappedType: Any.Type { get } }
protocol ArrayShape { static var elementType: Any.Type { get } }
private protocol DictionaryShape { static var keyType: Any.Type { get }; static var valueType: Any.Type { get } }
extension Optional: OptionalShape { fileprivate static var wrappedType: Any.Type { Wrapped.self } }
extension Array: ArrayShape { static var elementType: Any.Type { Element.self } }
extension Dictionary: DictionaryShape {
    fileprivate static var keyType: Any.Type { Key.self }
    fileprivate static var valueType: Any.Type { Value.self }
}

enum TypeProbe {
    /// Records nested deeper than this (a recursive type) are ``BridgeType/unknown``.
    static let maxDepth = 16

    static func describe(_ type: Any.Type, depth: Int) -> BridgeType {
        if let known = known[ObjectIdentifier(type)] { return known }
        if type == Void.self { return .void }
        if let o = type as? any OptionalShape.Type { return .optional(describe(o.wrappedType, depth: depth)) }
        if type == [UInt8].self { return .bytes }
        if let a = type as? any ArrayShape.Type { return .array(describe(a.elementType, depth: depth)) }
        if let d = type as? any DictionaryShape.Type {
            return d.keyType == String.self ? .map(describe(d.valueType, depth: depth)) : .unknown
        }
        if type is any SharedObject.Type { return .sharedObject("\(type)") }
        if let cases = EnumCases.rawValues(of: type) { return .oneOf(cases) }
        if let decodable = type as? any Decodable.Type, depth < maxDepth {
            return record(decodable, depth: depth)
        }
        return .unknown
    }

    /// The shapes of the types the bridge converts itself (Foundation's are added by
    /// Foundation+Bridge.swift).
    static let known: [ObjectIdentifier: BridgeType] = {
        var table: [ObjectIdentifier: BridgeType] = [
            ObjectIdentifier(BridgeValue.self): .unknown,
            ObjectIdentifier(String.self): .string,
            ObjectIdentifier(Bool.self): .boolean,
        ]
        let numbers: [Any.Type] = [
            Double.self, Float.self, Int.self, Int8.self, Int16.self, Int32.self, Int64.self,
            UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
        ]
        for t in numbers { table[ObjectIdentifier(t)] = .number }
        for (t, shape) in foundationShapes { table[ObjectIdentifier(t)] = shape }
        return table
    }()

    /// A record's fields, found by decoding it from a recording decoder.
    private static func record(_ type: any Decodable.Type, depth: Int) -> BridgeType {
        let recorder = Recorder(depth: depth + 1)
        do {
            _ = try type.init(from: ProbeDecoder(recorder: recorder))
        } catch {
            return .unknown
        }
        if let single = recorder.single { return single }
        let name = String(describing: type)
        // (A private type's path has a "(unknown context at $…)" step, which names nothing.)
        let path = String(reflecting: type).split(separator: ".").map(String.init).filter { !$0.hasPrefix("(") && !$0.hasPrefix("$") }
        return .record(BridgeRecord(name: name, fields: recorder.fields, path: path))
    }

    /// A value of `shape` that decodes (the first enum case, empty containers, zeros).
    static func sample(_ shape: BridgeType) -> BridgeValue {
        switch shape {
        case .unknown, .optional, .void, .sharedObject: return .null
        case .boolean: return false
        case .number, .date: return 0
        case .string: return ""
        case .bytes: return .bytes([])
        case .oneOf(let values): return values.first ?? .null
        case .array: return .array([])
        case .map: return .object([:])
        case .record(let r):
            var fields: [String: BridgeValue] = [:]
            for f in r.fields where !f.isOptional { fields[f.name] = sample(f.type) }
            return .object(fields)
        }
    }
}

/// What a probe decoding saw.
private final class Recorder {
    let depth: Int
    var fields: [BridgeRecord.Field] = []
    /// Keys asked about with `decodeNil(forKey:)`: the standard library's `decodeIfPresent` for
    /// `String`, `Int`, … asks that first, then decodes.
    var nilChecked: Set<String> = []
    /// The shape of a type that decodes one value of another type (a wrapper).
    var single: BridgeType?

    init(depth: Int) {
        self.depth = depth
    }

    /// A value of `type` to hand the initializer, decoded from a sample of its shape.
    func value<T: Decodable>(_ type: T.Type, shape: BridgeType) throws -> T {
        if let special = TypeProbe.sampleValues[ObjectIdentifier(T.self)] {
            return try BridgeValueDecoder().decode(T.self, from: special)
        }
        return try BridgeValueDecoder().decode(T.self, from: TypeProbe.sample(shape))
    }
}

private struct ProbeDecoder: Decoder {
    let recorder: Recorder
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ProbeKeyed<Key>(recorder: recorder))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw BridgeDecodingError(expected: "a record", actual: "an array-like type")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { ProbeSingle(recorder: recorder) }
}

private struct ProbeKeyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: Recorder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool {
        recorder.nilChecked.insert(key.stringValue)
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let shape = TypeProbe.describe(T.self, depth: recorder.depth)
        recorder.fields.append(.init(name: key.stringValue, type: shape, isOptional: recorder.nilChecked.contains(key.stringValue)))
        return try recorder.value(T.self, shape: shape)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        recorder.fields.append(.init(name: key.stringValue, type: TypeProbe.describe(T.self, depth: recorder.depth), isOptional: true))
        return nil
    }

    func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
        throw BridgeDecodingError(expected: "a flat record", actual: "a nested container")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw BridgeDecodingError(expected: "a flat record", actual: "a nested container")
    }

    func superDecoder() throws -> any Decoder { ProbeDecoder(recorder: recorder) }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw BridgeDecodingError(expected: "a flat record", actual: "a super decoder")
    }
}

private struct ProbeSingle: SingleValueDecodingContainer {
    let recorder: Recorder
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let shape = TypeProbe.describe(T.self, depth: recorder.depth)
        recorder.single = shape
        return try recorder.value(T.self, shape: shape)
    }
}
