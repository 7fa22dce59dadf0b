#if Networking
import AsyncHTTPClient
import BridgeCore
import BridgeRuntime
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
#if canImport(Glibc)
import Glibc
#endif

/// One request of ``NetworkingModule``, from the request to `didCompleteNetworkResponse`, with
/// React Native's events and bodies in between (as its iOS `RCTNetworking` sends them):
///
/// - `didReceiveNetworkResponse` `[id, status, headers, url, statusText]` (headers of one name
///   joined by `", "`, the URL after redirects; React Native's halves read the first four);
/// - with `incrementalUpdates` and `responseType` `text`: `didReceiveNetworkIncrementalData`
///   `[id, text, loaded, total]` per chunk (a character split between chunks waits for the next);
///   with another type: `didReceiveNetworkDataProgress` `[id, loaded, total]`; `total` is -1 when
///   the server did not say;
/// - otherwise `didReceiveNetworkData` `[id, text or base64]` once the body is in;
/// - `didCompleteNetworkResponse` `[id, error message or null, timed out]`, and after those,
///   beyond React Native's three, the failure's system fields (``RequestProblem/cause``).

///
/// An aborted request sends nothing more. Runs in its own task.
struct NetworkTransfer: Sendable {
    let id: Int
    let request: NetworkRequest
    let client: HTTPClient
    let emitter: EventEmitter
    let cookies: CookieJar
    let blobs: BlobStore
    let timeout: Duration
    let maximumSize: Int

    /// Whether the request has ended for JS (completed, or timed out): nothing more is sent.
    let ended = Locked(false)

    /// Runs the request to its end; `cancel` cancels the task running it (when time runs out).
    /// The time limit is kept by a Dispatch timer, not a task: it fires on time even while every
    /// thread of Swift's concurrency pool is busy, and ends the request for JS at once, whether or
    /// not the transfer notices its cancellation at once.
    func run(cancel: @escaping @Sendable () -> Void) async {
        let timer = DispatchWorkItem { [self] in
            guard end() else { return }
            complete(RequestProblem("The request timed out.", timedOut: true))
            cancel()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + Runtime.seconds(timeout), execute: timer)
        var problem: RequestProblem?
        do {
            try await transfer()
        } catch {
            problem = error
        }
        timer.cancel()
        // Aborted (JS has stopped listening for this request) or timed out: nothing more to send.
        guard !Task.isCancelled, end() else { return }
        complete(problem)
    }

    /// Marks the request ended; false when it already was.
    private func end() -> Bool {
        ended.withLock { e in defer { e = true }; return !e }
    }

    /// Sends `name` unless the request has ended for JS.
    private func send(_ name: String, _ body: BridgeValue) {
        guard !ended.withLock({ $0 }) else { return }
        emitter.send(name, body: body)
    }

    private func complete(_ problem: RequestProblem?) {
        var body: [BridgeValue] = [.number(Double(id)), problem.map { .string($0.message) } ?? .null, .bool(problem?.timedOut ?? false)]
        if let cause = problem?.cause { body.append(cause) }
        emitter.send("didCompleteNetworkResponse", body: .array(body))
    }

    private func transfer() async throws(RequestProblem) {
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw RequestProblem("unsupported URL: \(request.url)")
        }
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = HTTPMethod(rawValue: (request.method ?? "GET").uppercased())
        for (name, value) in request.headers ?? [:] { outgoing.headers.add(name: name, value: value) }
        let body = try request.bodyBytes(blobs: blobs)
        if let body {
            if let type = body.contentType, outgoing.headers["Content-Type"].isEmpty || type.hasPrefix("multipart") {
                outgoing.headers.replaceOrAdd(name: "Content-Type", value: type)
            }
            outgoing.body = .bytes(ByteBuffer(bytes: body.bytes))
        }
        let withCredentials = request.withCredentials ?? true
        if withCredentials, let cookie = cookies.header(for: url) { outgoing.headers.add(name: "Cookie", value: cookie) }

        let response: HTTPClientResponse
        do {
            // The request's own deadline is a backstop; the Dispatch timer of `run` ends it on time.
            response = try await client.execute(outgoing, deadline: .now() + .seconds(Int64(Runtime.seconds(timeout).rounded(.up)) + 1))
        } catch {
            if CertificateProblem.isRefusedCertificate(error) {
                throw await CertificateProblem.problem(error, host: url.host ?? "", port: url.port ?? 443)
            }
            throw Self.problem(error, url: url)
        }
        if withCredentials { cookies.store(response.headers["Set-Cookie"], from: response.url ?? url) }
        if let body, !body.bytes.isEmpty {
            send("didSendNetworkData", [.number(Double(id)), .number(Double(body.bytes.count)), .number(Double(body.bytes.count))])
        }
        var headers: [String: BridgeValue] = [:]
        var names: [String: String] = [:]  // lowercased → the first spelling seen
        for header in response.headers {
            let key = names[header.name.lowercased(), default: header.name]
            names[header.name.lowercased()] = key
            headers[key] = .string(headers[key]?.stringValue.map { $0 + ", " + header.value } ?? header.value)
        }
        let finalURL = response.url ?? url
        send("didReceiveNetworkResponse", [
            .number(Double(id)), .number(Double(response.status.code)), .object(headers), .string(finalURL.absoluteString),
            // Beyond React Native's four: the status text, for fetch's `statusText`.
            .string(response.status.reasonPhrase),
        ])

        let total = response.headers["Content-Length"].first.flatMap { Int($0) } ?? -1
        let type = request.responseType ?? "text"
        let incremental = request.incrementalUpdates ?? false
        var received: [UInt8] = []
        if total > 0 { received.reserveCapacity(min(total, maximumSize)) }
        var loaded = 0
        var carry: [UInt8] = []
        // gzip and deflate are decoded by the client; br here (node decodes all three). The size
        // bound holds for the decoded bytes, so a small compressed body cannot grow past it.
        let brotli = Self.isBrotli(response.headers) ? try BrotliDecoder() : nil
        do {
            for try await buffer in response.body {
                // A plain body whose whole goes to JS is taken straight into place.
                if brotli == nil, !incremental {
                    loaded += buffer.readableBytes
                    guard loaded <= maximumSize else { throw RequestProblem("the response is larger than \(maximumSize) bytes") }
                    received.append(contentsOf: buffer.readableBytesView)
                    continue
                }
                let chunk = try brotli?.decode(buffer.readableBytesView) ?? Array(buffer.readableBytesView)
                loaded += chunk.count
                guard loaded <= maximumSize else {
                    throw RequestProblem("the response is larger than \(maximumSize) bytes")
                }
                if incremental && type == "text" {
                    carry += chunk
                    let (text, rest) = Self.decodeComplete(carry)
                    carry = rest
                    send("didReceiveNetworkIncrementalData", [
                        .number(Double(id)), .string(text), .number(Double(loaded - carry.count)), .number(Double(total)),
                    ])
                    continue
                }
                received += chunk
                if incremental {
                    send("didReceiveNetworkDataProgress", [.number(Double(id)), .number(Double(loaded)), .number(Double(total))])
                }
            }
            if let brotli, !brotli.isFinished { throw RequestProblem("the br (Brotli) body ends before its data does") }
        } catch let problem as RequestProblem {
            throw problem
        } catch {
            throw RequestProblem(Self.describe(error))
        }
        if incremental && type == "text" {
            if !carry.isEmpty {
                send("didReceiveNetworkIncrementalData", [
                    .number(Double(id)), .string(String(decoding: carry, as: UTF8.self)), .number(Double(loaded)), .number(Double(total)),
                ])
            }
            return
        }
        guard !received.isEmpty else { return }
        let data: BridgeValue = switch type {
        case "base64": .string(Data(received).base64EncodedString())
        // Not React Native's: the bytes themselves (a Uint8Array), for the built-in fetch.
        case "bytes": .bytes(received)
        // React Native's Blob module's: a blob of the store, named as its iOS half names it.
        case "blob": blobs.reference(storing: received, Self.blobFields(response.headers, finalURL))
        default: .string(String(decoding: received, as: UTF8.self))
        }
        send("didReceiveNetworkData", [.number(Double(id)), data])
    }

    /// A response blob's `type` (the MIME type) and `name` (the URL's last path component).
    static func blobFields(_ headers: HTTPHeaders, _ url: URL) -> [String: BridgeValue] {
        let type = headers["Content-Type"].first.map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let name = url.lastPathComponent == "/" ? "" : url.lastPathComponent
        return ["type": .string(type), "name": .string(name)]
    }

    /// Whether the body is sent with `Content-Encoding: br`.
    static func isBrotli(_ headers: HTTPHeaders) -> Bool {
        headers["Content-Encoding"].last.map { $0.trimmingCharacters(in: .whitespaces).lowercased() == "br" } ?? false
    }

    /// The text of `bytes` up to the last whole UTF-8 character, and the bytes of a character
    /// the next chunk completes.
    static func decodeComplete(_ bytes: [UInt8]) -> (String, [UInt8]) {
        var start = bytes.count
        // A character is at most 4 bytes: look back for its lead byte.
        while start > 0, bytes.count - start < 4, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        if start > 0 {
            let lead = bytes[start - 1]
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            if length > bytes.count - (start - 1) {
                return (String(decoding: bytes[..<(start - 1)], as: UTF8.self), Array(bytes[(start - 1)...]))
            }
        }
        return (String(decoding: bytes, as: UTF8.self), [])
    }

    /// A failure to connect, with node's fields for it where the system says what happened: a
    /// refused or unreachable address (`connect E…`), a name that does not resolve
    /// (`getaddrinfo ENOTFOUND`).
    static func problem(_ error: any Error, url: URL) -> RequestProblem {
        /// `connect E… address:port`, for an error number node names.
        func connectFailure(_ errno: Int32, _ address: String, _ port: Int) -> RequestProblem? {
            guard let name = errnoNames[errno] else { return nil }
            let message = "connect \(name) \(address):\(port)"
            return RequestProblem(message, cause: [
                "message": .string(message), "errno": .number(Double(-errno)), "code": .string(name), "syscall": "connect",
                "address": .string(address), "port": .number(Double(port)),
            ])
        }
        // An address given as such is connected to at once: the system's error comes as it is.
        if let io = error as? IOError {
            let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
            return connectFailure(io.errnoCode, url.host ?? "", port) ?? RequestProblem(describe(error))
        }
        guard let connection = error as? NIOConnectionError else { return RequestProblem(describe(error)) }
        if let failure = connection.connectionErrors.first, let io = failure.error as? IOError,
           let problem = connectFailure(io.errnoCode, failure.target.ipAddress ?? connection.host, failure.target.port ?? connection.port) {
            return problem
        }
        if connection.connectionErrors.isEmpty, connection.dnsAError != nil || connection.dnsAAAAError != nil {
            let message = "getaddrinfo ENOTFOUND \(connection.host)"
            return RequestProblem(message, cause: [
                "message": .string(message), "errno": -3008, "code": "ENOTFOUND", "syscall": "getaddrinfo", "hostname": .string(connection.host),
            ])
        }
        return RequestProblem(describe(error))
    }

    private static let errnoNames: [Int32: String] = [
        ECONNREFUSED: "ECONNREFUSED", ECONNRESET: "ECONNRESET", EHOSTUNREACH: "EHOSTUNREACH", ENETUNREACH: "ENETUNREACH",
        ETIMEDOUT: "ETIMEDOUT", EADDRNOTAVAIL: "EADDRNOTAVAIL",
    ]

    /// A failure in words that name the condition.
    static func describe(_ error: any Error) -> String {
        if let client = error as? HTTPClientError {
            switch client {
            case .connectTimeout: return "connecting timed out"
            case .redirectLimitReached: return "too many redirects"
            case .redirectCycleDetected: return "a redirect loop"
            case .remoteConnectionClosed: return "the server closed the connection"
            case .cancelled: return "cancelled"
            case .deadlineExceeded: return "The request timed out."
            default: return "\(client)"
            }
        }
        // The TLS library's own words name its source files: ours name the condition.
        if error is NIOSSLError || error is BoringSSLError || error is NIOSSLExtraError {
            return CertificateProblem.isRefusedCertificate(error) ? "the server's certificate was refused" : "the TLS handshake failed"
        }
        let text = "\(error)"
        if text.contains("connection refused") || text.contains("Connection refused") { return "connection refused" }
        return text
    }
}
#endif
