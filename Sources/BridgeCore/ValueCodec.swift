/// Finds, for a Swift type known only at run time, how to decode it from and encode it into a
/// ``BridgeValue``: through ``BridgeArgument`` / ``BridgeResult`` when it conforms, else through
/// `Decodable` / `Encodable`.
enum ValueCodec {
    struct Decoding {
        let typeName: String
        let decode: @Sendable (BridgeValue) throws(BridgeDecodingError) -> Any
    }

    static func decoder(for type: Any.Type) -> Decoding? {
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

    /// Whether results of `type` can be encoded (`Void` counts, as `undefined`).
    static func canEncode(_ type: Any.Type) -> Bool {
        type == Void.self || type is any BridgeResult.Type || type is any Encodable.Type
    }

    /// Encodes a method's result.
    static func encode<R>(_ result: R) throws -> BridgeValue {
        if R.self == Void.self { return .undefined }
        if let r = result as? any BridgeResult { return r.bridgeValue }
        if let e = result as? any Encodable { return try BridgeValueEncoder().encode(e) }
        throw BridgeError(.unspecified, "result of type \(R.self) cannot be sent to JS")
    }
}
