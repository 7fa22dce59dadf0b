#if Networking
import BridgeCore
import Foundation

/// The bytes of a runtime's blobs by ID, as React Native's `BlobModule` keeps them, shared by the
/// modules that hand blobs over: `BlobModule` (parts, slices, release), `Networking` (blob bodies
/// both ways), `WebSocketModule` (binary messages as blobs) and `FileReaderModule`. JS names a
/// blob `{blobId, offset, size}`, a part of the bytes stored under `blobId`. Any thread.
public final class BlobStore: Sendable {
    private struct State {
        var blobs: [String: [UInt8]] = [:]
        /// Sockets whose binary messages arrive as blobs (`addWebSocketHandler`).
        var socketsTakingBlobs: Set<Int> = []
    }

    private let state = Locked(State())

    /// An empty store. Any thread.
    public init() {}

    /// How many blobs are stored (released ones are gone).
    public var count: Int { state.withLock { $0.blobs.count } }

    /// Stores `bytes` under `id` (a new UUID when nil) and returns the ID.
    @discardableResult
    public func store(_ bytes: [UInt8], id: String? = nil) -> String {
        let id = id ?? UUID().uuidString.lowercased()
        state.withLock { $0.blobs[id] = bytes }
        return id
    }

    /// Forgets the blob `id` (its slices share its bytes and are gone with it).
    public func release(_ id: String) {
        state.withLock { $0.blobs[id] = nil }
    }

    /// The bytes `reference` (`{blobId, offset, size}`) names, or nil when it names no stored
    /// blob or a range outside it (an offset or size that is not a whole number is outside).
    public func bytes(of reference: BridgeValue) -> [UInt8]? {
        guard let id = reference["blobId"]?.stringValue,
              let offset = Self.position(reference["offset"]), let size = Self.position(reference["size"])
        else { return nil }
        return bytes(id: id, offset: offset, size: size)
    }

    /// A reference's `offset` or `size`: `.some(nil)` when absent, nil when not a whole number.
    package static func position(_ value: BridgeValue?) -> Int?? {
        switch value {
        case nil, .undefined?, .null?: .some(nil)
        case let value?: value.integerValue.map { .some($0) }
        }
    }

    /// The `size` bytes from `offset` of blob `id` (nil: from its start, to its end), or nil when
    /// no such blob is stored or the range is outside it.
    package func bytes(id: String, offset: Int?, size: Int?) -> [UInt8]? {
        state.withLock { s -> [UInt8]? in
            guard let bytes = s.blobs[id] else { return nil }
            let offset = offset ?? 0
            let size = size ?? bytes.count - offset
            guard offset >= 0, size >= 0, offset <= bytes.count - size else { return nil }
            return offset == 0 && size == bytes.count ? bytes : Array(bytes[offset..<offset + size])
        }
    }

    /// Stores `bytes` as a new blob and returns its reference `{blobId, offset, size}` with the
    /// fields given in `extra` (`type`, `name`, …).
    package func reference(storing bytes: [UInt8], _ extra: [String: BridgeValue] = [:]) -> BridgeValue {
        var fields = extra
        fields["blobId"] = .string(store(bytes))
        fields["offset"] = 0
        fields["size"] = .number(Double(bytes.count))
        return .object(BridgeObject(fields))
    }

    func takeMessages(ofSocket id: Int) { _ = state.withLock { $0.socketsTakingBlobs.insert(id) } }
    func stopTakingMessages(ofSocket id: Int) { _ = state.withLock { $0.socketsTakingBlobs.remove(id) } }

    /// The reference of `bytes` stored as a blob when socket `id`'s binary messages are taken as
    /// blobs; nil otherwise.
    func takeMessage(_ bytes: [UInt8], ofSocket id: Int) -> BridgeValue? {
        guard state.withLock({ $0.socketsTakingBlobs.contains(id) }) else { return nil }
        return reference(storing: bytes)
    }
}
#endif
