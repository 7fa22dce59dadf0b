#if Networking
import BridgeCore
import Foundation

/// What React Native's JS half hands `Networking.sendRequest` (its `RCTNetworking.ios.js`, and so
/// `XMLHttpRequest` and `fetch`): `{method, url, headers, data, responseType, incrementalUpdates,
/// timeout, withCredentials}`, read field by field from the value JS sent (a request is read
/// per call, so it is not decoded through `Codable`).
struct NetworkRequest: Sendable {
    /// The request body as React Native's `convertRequestBody` encodes it: one of `string`,
    /// `base64`, `formData` (parts), `uri` or `blob`, plus `trackingName`; or `bytes` (ours: a
    /// Uint8Array, which the built-in fetch and XMLHttpRequest send).
    struct Body: Sendable {
        var string: String?
        var base64: String?
        var bytes: [UInt8]?
        var formData: [FormPart]?
        var uri: String?
        var blob: BlobReference?
        /// The content type a `uri` or `blob` body brings (React Native sends it beside them).
        var type: String?
        /// Sent with `Transfer-Encoding: chunked` rather than a length (ours: the built-in fetch's
        /// body from a stream, as node sends one).
        var chunked = false
    }

    /// A blob of the runtime's ``BlobStore``, as React Native's `Blob.data` names it.
    struct BlobReference: Sendable {
        var blobId: String
        var offset: Int?
        var size: Int?
        var type: String?
    }

    /// A part of a `multipart/form-data` body: its headers (`content-disposition` names it) and
    /// its content, a string or a `uri` (React Native's `FormData` sends a file so).
    struct FormPart: Sendable {
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
    /// `text` or `base64`, `blob` (the Blob module's); `bytes` (not React Native's) hands the
    /// body over as a Uint8Array.
    var responseType: String?
    var incrementalUpdates: Bool?
    /// Milliseconds for the whole request; 0 or absent: the module's default.
    var timeout: Double?
    var withCredentials: Bool?
    /// Ours, the built-in fetch's `redirect`: `follow` (nil too), `manual` (a redirect is the
    /// response) or `error` (a redirect fails the request).
    var redirect: String?
    /// Ours: the largest response body this request takes, in bytes (the module's bound when
    /// larger or absent); a larger body ends it with an error.
    var maximumResponseSize: Int?

    /// The request `query` describes; an error naming the field (after `place`) when a field has
    /// the wrong type.
    init(_ query: BridgeValue, place: String = "Networking.sendRequest: query") throws {
        guard case .object = query else { throw Self.wrong(place, "an object", query) }
        url = try Self.string(query["url"], "\(place).url") ?? ""
        guard query["url"]?.stringValue != nil else { throw Self.wrong("\(place).url", "a string", query["url"] ?? .undefined) }
        method = try Self.string(query["method"], "\(place).method")
        headers = try Self.strings(query["headers"], "\(place).headers")
        responseType = try Self.string(query["responseType"], "\(place).responseType")
        incrementalUpdates = query["incrementalUpdates"]?.boolValue
        timeout = query["timeout"]?.numberValue
        withCredentials = query["withCredentials"]?.boolValue
        redirect = try Self.string(query["redirect"], "\(place).redirect")
        if let bound = query["maximumResponseSize"], bound != .undefined, bound != .null {
            guard let n = bound.numberValue, n >= 0, n.rounded() == n else {
                throw Self.wrong("\(place).maximumResponseSize", "a whole number of bytes, 0 or more", bound)
            }
            maximumResponseSize = n < Double(Int.max) ? Int(n) : Int.max
        }
        if let data = query["data"], case .object = data { self.data = try Self.body(data, "\(place).data") }
    }

    private static func body(_ data: BridgeValue, _ place: String) throws -> Body {
        var body = Body()
        body.string = try string(data["string"], "\(place).string")
        body.base64 = try string(data["base64"], "\(place).base64")
        if case .bytes(let bytes)? = data["bytes"] { body.bytes = bytes }
        if case .bool(let chunked)? = data["chunked"] { body.chunked = chunked }
        body.uri = try string(data["uri"], "\(place).uri")
        body.type = try string(data["type"], "\(place).type")
        if let blob = data["blob"], case .object = blob {
            guard let id = blob["blobId"]?.stringValue else { throw wrong("\(place).blob.blobId", "a string", blob["blobId"] ?? .undefined) }
            guard let offset = BlobStore.position(blob["offset"]) else { throw wrong("\(place).blob.offset", "a whole number", blob["offset"] ?? .undefined) }
            guard let size = BlobStore.position(blob["size"]) else { throw wrong("\(place).blob.size", "a whole number", blob["size"] ?? .undefined) }
            body.blob = BlobReference(blobId: id, offset: offset, size: size, type: try string(blob["type"], "\(place).blob.type"))
        }
        if let parts = data["formData"], case .array(let list) = parts {
            body.formData = try list.enumerated().map { index, part in
                let at = "\(place).formData[\(index)]"
                return FormPart(
                    string: try string(part["string"], "\(at).string"), uri: try string(part["uri"], "\(at).uri"),
                    type: try string(part["type"], "\(at).type"), headers: try strings(part["headers"], "\(at).headers"),
                    fieldName: try string(part["fieldName"], "\(at).fieldName"))
            }
        }
        return body
    }

    /// A string field (absent, undefined or null: nil).
    private static func string(_ value: BridgeValue?, _ place: String) throws -> String? {
        switch value {
        case nil, .undefined?, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw wrong(place, "a string", other)
        }
    }

    /// An object of string fields, or a list of `[name, value]` pairs (as React Native's Android
    /// half sends headers; values of one name joined by ", "); absent, undefined or null: nil.
    /// Other values are turned to text as JS would (a number header value is sent as its digits).
    private static func strings(_ value: BridgeValue?, _ place: String) throws -> [String: String]? {
        switch value {
        case nil, .undefined?, .null?: return nil
        case .array(let pairs)?:
            var out: [String: String] = [:]
            for (index, pair) in pairs.enumerated() {
                guard case .array(let items) = pair, items.count == 2, let name = items[0].stringValue else {
                    throw wrong("\(place)[\(index)]", "a [name, value] pair of strings", pair)
                }
                let text = try text(items[1], "\(place)[\(index)][1]")
                out[name] = out[name].map { $0 + ", " + text } ?? text
            }
            return out
        case .object(let fields)?:
            var out: [String: String] = [:]
            for (name, field) in fields.properties { out[name] = try text(field, "\(place).\(name)") }
            return out
        case let other?: throw wrong(place, "an object", other)
        }
    }

    /// A field's text: a string, or a number or boolean as JS writes it.
    private static func text(_ field: BridgeValue, _ place: String) throws -> String {
        switch field {
        case .string(let text): text
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): b ? "true" : "false"
        default: throw wrong(place, "a string", field)
        }
    }

    private static func wrong(_ place: String, _ expected: String, _ value: BridgeValue) -> BridgeError {
        BridgeError(.invalidArgument, "\(place) must be \(expected), not \(value)")
    }

    /// The body's bytes and the content type it brings (a multipart boundary), or the reason it
    /// cannot be sent.
    func bodyBytes(blobs: BlobStore) throws(RequestProblem) -> (bytes: [UInt8], contentType: String?)? {
        guard let data else { return nil }
        if let string = data.string { return (Array(string.utf8), nil) }
        if let bytes = data.bytes { return (bytes, nil) }
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
