/// Feeds a method's direct body (``MethodDefinition/directBody``) its parameters from the JS
/// values, decoding each with its type's own ``BridgeArgument`` initializer.
///
/// Used by code the `sync` registration compiles for each method's exact types; it reports no
/// details: on any mismatch the runtime takes the general path, which does.
@usableFromInline
struct DirectArgumentReader {
    @usableFromInline let values: UnsafeBufferPointer<BridgeValue>
    @usableFromInline var index = 0

    @inlinable
    init(_ values: UnsafeBufferPointer<BridgeValue>) {
        self.values = values
    }

    @inlinable
    mutating func next<T: BridgeArgument>(_: T.Type) throws(DirectArgumentMismatch) -> T {
        defer { index += 1 }
        do {
            return try T(bridgeValue: index < values.count ? values[index] : .undefined)
        } catch {
            throw DirectArgumentMismatch()
        }
    }
}

/// A JS value did not decode as its parameter on the direct path (see ``MethodDefinition/directBody``).
@usableFromInline
package struct DirectArgumentMismatch: Error {
    @usableFromInline init() {}
}

extension MethodDefinition {
    /// The direct body of `body` (see ``directBody``): its parameters decoded by their types' own
    /// initializers, its result by `encode`. Inlinable, so it is compiled for the registering
    /// module's types.
    @inlinable
    static func direct<each A: BridgeArgument, R>(
        _ body: @escaping @Sendable (repeat each A) throws -> R, encode: @escaping @Sendable (R) -> BridgeValue
    ) -> DirectBody {
        { arguments in
            var reader = DirectArgumentReader(arguments)
            return encode(try body(repeat try reader.next((each A).self)))
        }
    }
}
