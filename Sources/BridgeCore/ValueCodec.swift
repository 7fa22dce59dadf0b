/// Finds, for a Swift type known only at run time, how to decode it from and encode it into a
/// ``BridgeValue``: through ``BridgeArgument`` / ``BridgeResult`` when it conforms, else through
/// `Decodable` / `Encodable`.
enum ValueCodec {
    struct Decoding {
        let typeName: String
        /// Decodes into uninitialized memory of the parameter's own type (so a call pays no
        /// boxing into `Any` and no dynamic cast back).
        let decode: @Sendable (BridgeValue, UnsafeMutableRawPointer) throws(BridgeDecodingError) -> Void
    }

    /// Whether JS may leave a parameter of `type` out: an `Optional` (told by its metadata's
    /// kind, which, unlike a dynamic cast, costs no scan of every conformance record in the
    /// process at start-up), or a `BridgeValue` (which takes `undefined`).
    static func acceptsMissing(_ type: Any.Type) -> Bool {
        // MetadataKind.optional: 2 | MetadataKindIsNonHeap (0x200), part of the Swift ABI. A
        // class's metadata starts with a pointer, never this value.
        type == BridgeValue.self || unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee == 0x202
    }

    /// How a type of ``common`` decodes; nil for any other (no dynamic conformance check).
    static func commonDecoding(for type: Any.Type) -> Decoding? {
        common[ObjectIdentifier(type)]?.decoding
    }

    static func decoder(for type: Any.Type) -> Decoding? {
        // Common types first: a dynamic conformance check scans every conformance record the
        // first time, which costs startup time.
        if let known = common[ObjectIdentifier(type)] { return known.decoding }
        if let shared = type as? any SharedObject.Type { return sharedDecoding(shared) }
        if let arg = type as? any BridgeArgument.Type {
            return Decoding(typeName: arg.bridgeTypeName, decode: argumentDecoder(arg))
        }
        if let dec = type as? any Decodable.Type {
            let name = EnumCases.rawValues(of: type).map(EnumCases.describe) ?? "\(type)"
            return Decoding(typeName: name, decode: decodableDecoder(dec))
        }
        return nil
    }

    private static func sharedDecoding<T: SharedObject>(_: T.Type) -> Decoding {
        Decoding(typeName: "\(T.self)") { value, memory throws(BridgeDecodingError) in memory.initializeMemory(as: T.self, to: try T.decode(value)) }
    }

    private static func argumentDecoder<T: BridgeArgument>(_: T.Type) -> @Sendable (BridgeValue, UnsafeMutableRawPointer) throws(BridgeDecodingError) -> Void {
        { value, memory throws(BridgeDecodingError) in memory.initializeMemory(as: T.self, to: try T(bridgeValue: value)) }
    }

    private static func decodableDecoder(_ type: any Decodable.Type) -> @Sendable (BridgeValue, UnsafeMutableRawPointer) throws(BridgeDecodingError) -> Void {
        let box = DecodableType(type: type)
        return { value, memory throws(BridgeDecodingError) in try box.decode(value, into: memory) }
    }

    /// Carries a `Decodable` metatype into a `@Sendable` closure.
    // @unchecked: a metatype is immutable type metadata, readable from any thread; Swift only
    // lacks a way to say so for an existential `Decodable` metatype.
    private struct DecodableType: @unchecked Sendable {
        static func decode<T: Decodable>(_ t: T.Type, _ value: BridgeValue, _ memory: UnsafeMutableRawPointer) throws {
            memory.initializeMemory(as: T.self, to: try BridgeValueDecoder().decode(t, from: value))
        }

        let type: any Decodable.Type
        func decode(_ value: BridgeValue, into memory: UnsafeMutableRawPointer) throws(BridgeDecodingError) {
            do {
                try Self.decode(self.type, value, memory)
            } catch {
                throw error as! BridgeDecodingError
            }
        }
    }

    /// How results of type `R` are encoded (`Void` as `undefined`), or nil if they cannot be.
    /// Chosen once, at registration, so a call pays no dynamic cast.
    static func encoder<R>(for type: R.Type) -> (@Sendable (R) throws -> BridgeValue)? {
        if R.self == Void.self { return { _ in .undefined } }
        if let known = common[ObjectIdentifier(R.self)] { return resultEncoder(known.resultType, R.self) }
        if let result = R.self as? any BridgeResult.Type { return resultEncoder(result, R.self) }
        if R.self is any Encodable.Type {
            return { value in
                let encodable = value as! any Encodable
                return try BridgeValueEncoder().encode(encodable)
            }
        }
        return nil
    }

    /// Encodes results of type `R`, which is `T` (the caller checked): no cast at run time.
    private static func resultEncoder<T: BridgeResult, R>(_: T.Type, _: R.Type) -> @Sendable (R) -> BridgeValue {
        precondition(T.self == R.self)
        return { result in unsafeBitCast(result, to: T.self).bridgeValue }
    }

    /// A type the bridge knows without a dynamic conformance check.
    struct Known: Sendable {
        let decoding: Decoding
        let resultType: any BridgeResult.Type
    }

    private static func known<T: BridgeArgument & BridgeResult>(_: T.Type) -> (ObjectIdentifier, Known) {
        (ObjectIdentifier(T.self),
         Known(decoding: Decoding(typeName: T.bridgeTypeName, decode: argumentDecoder(T.self)), resultType: T.self))
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
