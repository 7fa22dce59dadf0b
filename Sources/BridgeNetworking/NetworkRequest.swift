#if Networking
import BridgeCore
import Foundation

/// What React Native's JS half hands `Networking.sendRequest` (its `RCTNetworking.ios.js`, and so
/// `XMLHttpRequest` and `fetch`): `{method, url, headers, data, responseType, incrementalUpdates,
/// timeout, withCredentials}`.
struct NetworkRequest: Decodable, Sendable {
    /// The request body as React Native's `convertRequestBody` encodes it: one of `string`,
    /// `base64`, `formData` (parts), `uri` or `blob`, plus `trackingName`.
    struct Body: Decodable, Sendable {
        var string: String?
        var base64: String?
        var formData: [FormPart]?
        var uri: String?
        var blob: BlobReference?
        /// The content type a `uri` or `blob` body brings (React Native sends it beside them).
        var type: String?
    }

    /// A blob of the runtime's ``BlobStore``, as React Native's `Blob.data` names it.
    struct BlobReference: Decodable, Sendable {
        var blobId: String
        var offset: Int?
        var size: Int?
        var type: String?
    }

    /// A part of a `multipart/form-data` body: its headers (`content-disposition` names it) and
    /// its content, a string or a `uri` (React Native's `FormData` sends a file so).
    struct FormPart: Decodable, Sendable {
        var string: String?
        var uri: String?
        var type: String?
        var headers: [String: String]?
        var fieldName: String?
    }

    var method: String?
    var url: String
    var headers: [String: String]?
    var data: Body?
    /// `text` or `base64` (`blob` needs the Blob module); `bytes` (not React Native's) hands the
    /// body over as a Uint8Array.
    var responseType: String?
    var incrementalUpdates: Bool?
    /// Milliseconds for the whole request; 0 or absent: the module's default.
    var timeout: Double?
    var withCredentials: Bool?

    /// The body's bytes and the content type it brings (a multipart boundary), or the reason it
    /// cannot be sent.
    func bodyBytes(blobs: BlobStore) throws(RequestProblem) -> (bytes: [UInt8], contentType: String?)? {
        guard let data else { return nil }
        if let string = data.string { return (Array(string.utf8), nil) }
        if let base64 = data.base64 {
            guard let decoded = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
                throw RequestProblem("the request body is not valid base64")
            }
            return (Array(decoded), nil)
        }
        if let parts = data.formData { return try Self.multipart(parts, blobs: blobs) }
        if let uri = data.uri { return (try Self.contents(of: uri, blobs: blobs), data.type) }
        if let blob = data.blob {
            guard let bytes = blobs.bytes(id: blob.blobId, offset: blob.offset, size: blob.size) else {
                throw RequestProblem("the request body is a blob (\(blob.blobId)) that is not stored (released?)")
            }
            return (bytes, blob.type.flatMap { $0.isEmpty ? nil : $0 } ?? data.type)
        }
        return nil
    }

    /// The bytes a body's `uri` names: a file (`file://` or a path) or a blob (`blob:ID?offset=&size=`,
    /// as React Native's `URL.createObjectURL` writes it).
    static func contents(of uri: String, blobs: BlobStore) throws(RequestProblem) -> [UInt8] {
        if uri.hasPrefix("blob:") {
            let parts = URLComponents(string: uri)
            let id = String(uri.dropFirst(5).prefix { $0 != "?" }).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let item = { (name: String) in parts?.queryItems?.first { $0.name == name }?.value.flatMap { Int($0) } }
            guard let bytes = blobs.bytes(id: id, offset: item("offset"), size: item("size")) else {
                throw RequestProblem("the request body's URI \(uri) names no stored blob")
            }
            return bytes
        }
        let path = uri.hasPrefix("file://") ? URL(string: uri)?.path ?? String(uri.dropFirst(7)) : uri
        guard uri.hasPrefix("file://") || uri.hasPrefix("/"), let contents = FileManager.default.contents(atPath: path) else {
            throw RequestProblem("the request body's URI \(uri) names no readable file")
        }
        return Array(contents)
    }

    /// A `multipart/form-data` body of string parts, with a boundary no part contains.
    static func multipart(_ parts: [FormPart], blobs: BlobStore) throws(RequestProblem) -> (bytes: [UInt8], contentType: String?) {
        let boundary = "----BridgeFormBoundary" + String(UInt64.random(in: 1..<UInt64.max), radix: 36)
        var body: [UInt8] = []
        for part in parts {
            let content: [UInt8]
            if let string = part.string {
                content = Array(string.utf8)
            } else if let uri = part.uri {
                content = try contents(of: uri, blobs: blobs)
            } else {
                throw RequestProblem("a form data part has neither a string nor a uri")
            }
            body += Array("--\(boundary)\r\n".utf8)
            var headers = part.headers ?? [:]
            if let type = part.type, !headers.keys.contains(where: { $0.lowercased() == "content-type" }) { headers["content-type"] = type }
            if headers.keys.first(where: { $0.lowercased() == "content-disposition" }) == nil, let name = part.fieldName {
                headers["content-disposition"] = "form-data; name=\"\(name)\""
            }
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) { body += Array("\(name): \(value)\r\n".utf8) }
            body += Array("\r\n".utf8) + content + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return (body, "multipart/form-data; boundary=\(boundary)")
    }
}

/// Why a request could not be made or finished, as `didCompleteNetworkResponse` reports it:
/// the message, whether it timed out, and (for the built-in fetch, which node's `cause` fields
/// come from) the system's view of it: `{errno, code, syscall, address, port}` or `hostname`.
struct RequestProblem: Error, Sendable {
    var message: String
    var timedOut = false
    var cause: BridgeValue?
    init(_ message: String, timedOut: Bool = false, cause: BridgeValue? = nil) {
        self.message = message
        self.timedOut = timedOut
        self.cause = cause
    }
}
#endif
