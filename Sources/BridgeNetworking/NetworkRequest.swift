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
        var blob: Present?
    }

    /// A field whose value is not read, only whether it is there.
    struct Present: Decodable, Sendable {
        init(from decoder: any Decoder) throws {}
    }

    /// A part of a `multipart/form-data` body: its headers (`content-disposition` names it) and
    /// its content, a string (React Native's `FormData` sends a file as a `uri` part).
    struct FormPart: Decodable, Sendable {
        var string: String?
        var uri: String?
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
    func bodyBytes() throws(RequestProblem) -> (bytes: [UInt8], contentType: String?)? {
        guard let data else { return nil }
        if let string = data.string { return (Array(string.utf8), nil) }
        if let base64 = data.base64 {
            guard let decoded = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
                throw RequestProblem("the request body is not valid base64")
            }
            return (Array(decoded), nil)
        }
        if let parts = data.formData { return try Self.multipart(parts) }
        if data.uri != nil { throw RequestProblem("request bodies from a URI are not supported") }
        if data.blob != nil { throw RequestProblem("request bodies from a Blob are not supported") }
        return nil
    }

    /// A `multipart/form-data` body of string parts, with a boundary no part contains.
    static func multipart(_ parts: [FormPart]) throws(RequestProblem) -> (bytes: [UInt8], contentType: String?) {
        let boundary = "----BridgeFormBoundary" + String(UInt64.random(in: 1..<UInt64.max), radix: 36)
        var body: [UInt8] = []
        for part in parts {
            guard let string = part.string else {
                throw RequestProblem("form data parts from a URI are not supported")
            }
            body += Array("--\(boundary)\r\n".utf8)
            var headers = part.headers ?? [:]
            if headers.keys.first(where: { $0.lowercased() == "content-disposition" }) == nil, let name = part.fieldName {
                headers["content-disposition"] = "form-data; name=\"\(name)\""
            }
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) { body += Array("\(name): \(value)\r\n".utf8) }
            body += Array("\r\n\(string)\r\n".utf8)
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
