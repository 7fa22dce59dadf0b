#if Networking
import BridgeCore
import Foundation

/// React Native's `BlobModule`, speaking the protocol of its iOS `RCTBlobManager`, which React
/// Native's own `Blob`, `BlobManager`, `XMLHttpRequest` (`responseType` `blob`) and `WebSocket`
/// (`binaryType` `blob`) use. The bytes live in the runtime's ``BlobStore``:
///
/// - constants `BLOB_URI_SCHEME` (`"blob"`) and `BLOB_URI_HOST` (null), for `URL.createObjectURL`;
/// - `createFromParts(parts, blobId)`: a blob of `{type: 'string', data}` and `{type: 'blob',
///   data: {blobId, offset, size}}` parts, stored under `blobId`; `release(blobId)`;
/// - `addNetworkingHandler()` (blob bodies both ways are always on here);
/// - `addWebSocketHandler(socketID)` / `removeWebSocketHandler(socketID)`: the socket's binary
///   messages arrive as blobs or as base64; `sendOverSocket(blob, socketID)` sends a blob's bytes.
///
/// Made and used from any thread; its methods run on the JS thread (they copy memory), so they
/// take effect in the order JS calls them, with `FileReaderModule`'s.
public final class BlobModule: NativeModule {
    private let blobs: BlobStore
    private let sockets: WebSocketModule?

    /// A module over `blobs`, sending over `sockets`' sockets. Any thread.
    public init(blobs: BlobStore, sockets: WebSocketModule? = nil) {
        self.blobs = blobs
        self.sockets = sockets
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("BlobModule", runsOn: .jsThread) { m in
            m.constant("BLOB_URI_SCHEME", .string("blob"))
            m.constant("BLOB_URI_HOST", .null)
            m.fireAndForget("addNetworkingHandler") {}
            m.fireAndForget("addWebSocketHandler(socketID:)") { [blobs] (id: Int) in blobs.takeMessages(ofSocket: id) }
            m.fireAndForget("removeWebSocketHandler(socketID:)") { [blobs] (id: Int) in blobs.stopTakingMessages(ofSocket: id) }
            m.fireAndForget("sendOverSocket(blob:socketID:)") { [self] (blob: BridgeValue, id: Int) in
                guard let sockets else { throw BridgeError(.unspecified, "BlobModule.sendOverSocket: no WebSocketModule is registered") }
                sockets.send(try bytes(blob, "sendOverSocket"), toSocket: id)
            }
            m.fireAndForget("createFromParts(parts:withId:)") { [self] (parts: [BridgeValue], id: String) in
                var bytes: [UInt8] = []
                for (index, part) in parts.enumerated() {
                    switch part["type"]?.stringValue {
                    case "string": bytes += Array((part["data"]?.stringValue ?? "").utf8)
                    case "blob": bytes += try self.bytes(part["data"] ?? .null, "createFromParts: part \(index)")
                    default:
                        throw BridgeError(.invalidArgument, "BlobModule.createFromParts: part \(index) has the unknown type \(part["type"] ?? .undefined)")
                    }
                }
                blobs.store(bytes, id: id)
            }
            m.fireAndForget("release(blobId:)") { [blobs] (id: String) in blobs.release(id) }
        }
    }

    private func bytes(_ blob: BridgeValue, _ place: String) throws -> [UInt8] {
        guard let bytes = blobs.bytes(of: blob) else {
            throw BridgeError(.invalidArgument, "BlobModule.\(place): no blob \(blob["blobId"] ?? .undefined) with that range is stored")
        }
        return bytes
    }
}

/// React Native's `FileReaderModule` (its iOS `RCTFileReaderModule`), which React Native's own
/// `FileReader` uses: `readAsText(blob, encoding)` and `readAsDataURL(blob)` resolve with the
/// blob's contents from the runtime's ``BlobStore``; a blob that is not stored rejects with
/// `ENOENT`. Made and used from any thread; its methods run on the JS thread.
public final class FileReaderModule: NativeModule {
    private let blobs: BlobStore

    /// A module reading `blobs`. Any thread.
    public init(blobs: BlobStore) {
        self.blobs = blobs
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("FileReaderModule", runsOn: .jsThread) { m in
            m.promise("readAsText(blob:encoding:)") { [self] (blob: BridgeValue, encoding: String?) -> String in
                let bytes = try bytes(blob)
                switch (encoding ?? "utf-8").lowercased() {
                case "utf-8", "utf8", "": return String(decoding: bytes, as: UTF8.self)
                case "latin1", "iso-8859-1", "ascii", "us-ascii": return String(bytes.map { Character(Unicode.Scalar($0)) })
                case "utf-16le", "utf16le": return String(decoding: Self.units(bytes), as: UTF16.self)
                default: throw BridgeError(.invalidArgument, "FileReaderModule.readAsText: the encoding \(encoding ?? "") is not supported")
                }
            }
            m.promise("readAsDataURL(blob:)") { [self] (blob: BridgeValue) -> String in
                let type = blob["type"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? "application/octet-stream"
                return "data:\(type);base64," + Data(try bytes(blob)).base64EncodedString()
            }
        }
    }

    private func bytes(_ blob: BridgeValue) throws -> [UInt8] {
        guard let bytes = blobs.bytes(of: blob) else {
            throw BridgeError(.noSuchFile, "FileReaderModule: unable to resolve data for blob \(blob["blobId"] ?? .undefined)")
        }
        return bytes
    }

    private static func units(_ bytes: [UInt8]) -> [UInt16] {
        stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
    }
}
#endif
