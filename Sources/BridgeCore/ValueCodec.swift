/// Finds, for a Swift type known only at run time, how to decode it from and encode it into a
/// ``BridgeValue``: through ``BridgeArgument`` / ``BridgeResult`` when it conforms, else through
/// `Decodable` / `Encodable`.
enum ValueCodec {
    struct Decoding {
        let typeName: String
        let decode: @Sendable (BridgeValue) throws(BridgeDecodingError) -> Any
    }

    static func decoder(for type: Any.Type) -> Decoding? {
        // Common types first: a dynamic conformance check scans every conformance record the
        // first time, which costs startup time.
        if let known = common[ObjectIdentifier(type)] { return known.decoding }
        if let arg = type as? any BridgeArgument.Type {
            return Decoding(typeName: arg.bridgeTypeName, decode: argumentDecoder(arg))
        }
        if let dec = type as? any Decodable.Type {
            return Decoding(typeName: "\(type)", decode: decodableDecoder(dec))
        }
        return nil
    }

    private static func argumentDecoder<T: BridgeArgument>(_: T.Type) -> @Sendable (BridgeValue) throws(BridgeDecodingError) -> Any {
        { value throws(BridgeDecodingError) in try T(bridgeValue: value) }
    }

    private static func decodableDecoder(_ type: any Decodable.Type) -> @Sendable (BridgeValue) throws(BridgeDecodingError) -> Any {
        let box = DecodableType(type: type)
        return { value throws(BridgeDecodingError) in try box.decode(value) }
    }

    /// Carries a `Decodable` metatype into a `@Sendable` closure.
    // @unchecked: a metatype is immutable type metadata, readable from any thread; Swift only
    // lacks a way to say so for an existential `Decodable` metatype.
    private struct DecodableType: @unchecked Sendable {
        static func decode<T: Decodable>(_ t: T.Type, _ value: BridgeValue) throws -> Any {
            try BridgeValueDecoder().decode(t, from: value)
        }

        let type: any Decodable.Type
        func decode(_ value: BridgeValue) throws(BridgeDecodingError) -> Any {
            do {
                return try Self.decode(self.type, value)
            } catch {
                throw error as! BridgeDecodingError
            }
        }
    }

    /// How results of type `R` are encoded (`Void` as `undefined`), or nil if they cannot be.
    /// Chosen once, at registration, so a call pays no dynamic cast.
    static func encoder<R>(for type: R.Type) -> (@Sendable (R) throws -> BridgeValue)? {
        if R.self == Void.self { return { _ in .undefined } }
        if let known = common[ObjectIdentifier(R.self)] { return { known.encode($0) } }
        if R.self is any BridgeResult.Type { return { ($0 as! any BridgeResult).bridgeValue } }
        if R.self is any Encodable.Type {
            return { value in
                let encodable = value as! any Encodable
                return try BridgeValueEncoder().encode(encodable)
            }
        }
        return nil
    }

    /// A type the bridge knows without a dynamic conformance check.
    struct Known: Sendable {
        let decoding: Decoding
        let encode: @Sendable (Any) -> BridgeValue
    }

    private static func known<T: BridgeArgument & BridgeResult>(_: T.Type) -> (ObjectIdentifier, Known) {
        (ObjectIdentifier(T.self),
         Known(decoding: Decoding(typeName: T.bridgeTypeName, decode: argumentDecoder(T.self)),
               encode: { ($0 as! T).bridgeValue }))
    }

    private static let common: [ObjectIdentifier: Known] = Dictionary(uniqueKeysWithValues: [
        known(BridgeValue.self), known(String.self), known(Bool.self), known(Double.self), known(Float.self),
        known(Int.self), known(Int32.self), known(Int64.self), known(UInt.self), known(UInt32.self), known(UInt64.self),
        known(String?.self), known(Bool?.self), known(Double?.self), known(Int?.self), known(BridgeValue?.self),
        known([BridgeValue].self), known([String].self), known([Double].self), known([Int].self), known([Bool].self),
        known([String]?.self), known([Double]?.self), known([Int]?.self), known([BridgeValue]?.self),
        known([String: BridgeValue].self), known([String: String].self), known([String: Double].self),
        known([String: Int].self), known([String: BridgeValue]?.self),
    ])
}
