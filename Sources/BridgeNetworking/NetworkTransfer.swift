#if Networking
import AsyncHTTPClient
import BridgeCore
import BridgeRuntime
import Foundation
import NIOCore
import NIOHTTP1

/// One request of ``NetworkingModule``, from the request to `didCompleteNetworkResponse`, with
/// React Native's events and bodies in between (as its iOS `RCTNetworking` sends them):
///
/// - `didReceiveNetworkResponse` `[id, status, headers, url, statusText, setCookies]` (headers
///   of one name joined by `", "`, the URL after redirects, then each `Set-Cookie` value apart;
///   React Native's halves read the first four);
/// - with `incrementalUpdates` and `responseType` `text`: `didReceiveNetworkIncrementalData`
///   `[id, text, loaded, total]` per chunk (a character split between chunks waits for the next);
///   with another type: `didReceiveNetworkDataProgress` `[id, loaded, total]`; `total` is -1 when
///   the server did not say;
/// - otherwise `didReceiveNetworkData` `[id, text, base64, bytes or blob]` once the body is in;
/// - `didCompleteNetworkResponse` `[id, error message or null, timed out]`, and after those,
///   beyond React Native's three, the failure's system fields (``RequestProblem/cause``).
///
/// An aborted request sends nothing more. The request runs on AsyncHTTPClient's event loop as its
/// response delegate: no task of Swift's concurrency pool stands between the server and JS.
final class NetworkTransfer: HTTPClientResponseDelegate, @unchecked Sendable {
    // @unchecked: `receiving` is touched only on `loop`: by the delegate's callbacks, which
    // AsyncHTTPClient calls one at a time, in order, there, and by the work `start` and `stream`
    // hand to it; `bodyLength` is set by `start` before the request goes to the loop; `ended`
    // and `task` are locked; the rest is constant.
    typealias Response = Void

    let id: Int
    let request: NetworkRequest
    let emitter: EventEmitter
    let cookies: CookieJar
    let blobs: BlobStore
    let timeout: Duration
    let maximumSize: Int
    let withCredentials: Bool
    /// The event loop (of the client's group) the request's work runs on, from start to end.
    let loop: any EventLoop
    /// Whether the request has ended for JS (completed, timed out or aborted): nothing more is sent.
    private let ended = Locked(false)
    private let task = Locked<HTTPClient.Task<Void>?>(nil)
    /// The request's place among those to its origin (``OriginGate``), once it asked for one.
    private let turn = Locked<OriginGate.Ticket?>(nil)
    /// How many requests to one origin are handed to the client at once.
    let connectionsPerOrigin: Int
    private var receiving = Receiving()
    /// The request body's length (set before the request starts).
    private var bodyLength = 0

    /// What has arrived of the response (event loop only).
    private struct Receiving {
        var url: URL?
        var type = "text"
        var incremental = false
        var total = -1
        var loaded = 0
        var received: [UInt8] = []
        var carry: [UInt8] = []
        var brotli: BrotliDecoder?
        var headers: HTTPHeaders = [:]
        /// Parts go to JS as they come (``stream()``), not into `received`.
        var streaming = false
        var finished = false
        /// The request being answered, and the one a redirect answer leads to (the answer's own
        /// body is read and dropped).
        var current: HTTPClient.Request?
        var redirect: HTTPClient.Request?
    }

    init(id: Int, request: NetworkRequest, emitter: EventEmitter, cookies: CookieJar, blobs: BlobStore, timeout: Duration, maximumSize: Int, connectionsPerOrigin: Int, loop: any EventLoop) {
        self.loop = loop
        self.connectionsPerOrigin = connectionsPerOrigin
        (self.id, self.request, self.emitter, self.cookies, self.blobs) = (id, request, emitter, cookies, blobs)
        (self.timeout, self.maximumSize) = (timeout, maximumSize)
        withCredentials = request.withCredentials ?? true
        receiving.type = request.responseType ?? "text"
        receiving.incremental = request.incrementalUpdates ?? false
    }

    /// Starts the request on `client`, its work all on ``loop``: `finished` is called once it
    /// has ended, however it ended. The time limit is a timer of that loop: it
    /// ends the request for JS on time, whether or not the client notices the cancellation at
    /// once. Any thread; the caller's thread only hands the request to the loop.
    func start(on client: HTTPClient, finished: @escaping @Sendable () -> Void) {
        let outgoing: HTTPClient.Request
        do {
            outgoing = try makeRequest()
        } catch {
            if end() { complete(error) }
            return finished()
        }
        loop.execute { [self] in
            // Aborted before it started.
            guard !ended.withLock({ $0 }) else { return finished() }
            let timer = loop.scheduleTask(in: TimeAmount.nanoseconds(Self.nanoseconds(timeout))) { [self] in
                guard end() else { return }
                complete(RequestProblem("The request timed out.", timedOut: true))
                stop()
            }
            send(outgoing, on: client, redirects: 0) {
                timer.cancel()
                finished()
            }
        }
    }

    /// Sends one request of the chain (on `loop`): the first, or one a redirect led to
    /// (`redirects` so far). Redirects are followed here, one request after the other, as node's
    /// fetch follows them: the client's own following starts the next request while it closes
    /// the connection of the one before, which under load hands the next request a closing
    /// connection.
    private func send(_ outgoing: HTTPClient.Request, on client: HTTPClient, redirects: Int, finished: @escaping @Sendable () -> Void) {
        // Its turn among the requests to the same origin (``OriginGate``), on the loop: a turn
        // that comes on another thread (another request's end) hops here.
        let gate = OriginGate.shared
        let ticket = gate.ticket(client: ObjectIdentifier(client), origin: "\(outgoing.scheme)://\(outgoing.host):\(outgoing.port)")
        turn.withLock { $0 = ticket }
        gate.enter(ticket, limit: connectionsPerOrigin) { [self] admitted in
            guard admitted else { return finished() }
            loop.execute { [self] in
                guard !ended.withLock({ $0 }) else {
                    gate.leave(ticket)
                    return finished()
                }
                execute(outgoing, on: client, redirects: redirects, ticket: ticket, finished: finished)
            }
        }
        // Aborted on another thread while it was joining the queue: out again.
        if ended.withLock({ $0 }) { gate.withdraw(ticket) }
    }

    /// Hands one request of the chain to the client, its turn (`ticket`) taken and left once answered.
    private func execute(_ outgoing: HTTPClient.Request, on client: HTTPClient, redirects: Int, ticket: OriginGate.Ticket, finished: @escaping @Sendable () -> Void) {
        receiving.url = outgoing.url
        receiving.current = outgoing
        receiving.redirect = nil
        let running = client.execute(request: outgoing, delegate: self, eventLoop: .delegate(on: loop))
        task.withLock { $0 = running }
        // Aborted while it was being handed to the client.
        if ended.withLock({ $0 }) { running.cancel() }
        let url = outgoing.url
        running.futureResult.whenComplete { [self] result in
            OriginGate.shared.leave(ticket)
            switch result {
            case .success:
                if let next = receiving.redirect {
                    guard redirects < 20 else {
                        if end() { complete(RequestProblem("redirect count exceeded")) }
                        return finished()
                    }
                    guard !ended.withLock({ $0 }) else { return finished() }
                    return send(next, on: client, redirects: redirects + 1, finished: finished)
                }
                if end() { complete(nil) }
                finished()
            case .failure(let error as RequestProblem):
                if end() { complete(error) }
                finished()
            case .failure(let error) where CertificateProblem.isRefusedCertificate(error):
                // Why the certificate was refused takes a second look at the server (rare).
                Task {
                    let problem = await CertificateProblem.problem(error, host: url.host ?? "", port: url.port ?? 443)
                    if end() { complete(problem) }
                    finished()
                }
            case .failure(let error):
                if end() { complete(Self.problem(error, url: url)) }
                finished()
            }
        }
    }

    /// `duration` in whole nanoseconds, at most about 292 years.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds < Int64.max / 1_000_000_000 - 1 else { return Int64.max / 2 }
        return max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// From now on, the body goes to JS as it comes (`didReceiveNetworkIncrementalData` with
    /// bytes, what had come first in one part), not as a whole at the end: a script reading a
    /// body as a stream sees it arrive, and can stop it (ours: the built-in fetch's body stream).
    func stream() {
        loop.execute { [self] in
            guard !receiving.streaming, !receiving.finished else { return }
            receiving.streaming = true
            if !receiving.received.isEmpty {
                sendPart(receiving.received)
                receiving.received = []
            }
        }
    }

    private func sendPart(_ bytes: [UInt8]) {
        send("didReceiveNetworkIncrementalData", [.number(Double(id)), .bytes(bytes), .number(Double(receiving.loaded)), .number(Double(receiving.total))])
    }

    /// Ends the request without another event (JS has stopped listening).
    func abort() {
        _ = end()
        stop()
    }

    /// Stops the request after it ended for JS: in the client, or in the queue for its origin.
    private func stop() {
        task.withLock { $0 }?.cancel()
        turn.withLock { $0 }.map(OriginGate.shared.withdraw)
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

    private func makeRequest() throws(RequestProblem) -> HTTPClient.Request {
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw RequestProblem("unsupported URL: \(request.url)")
        }
        var headers = HTTPHeaders()
        for (name, value) in request.headers ?? [:] { headers.add(name: name, value: value) }
        let body = try request.bodyBytes(blobs: blobs)
        if let body, let type = body.contentType, headers["Content-Type"].isEmpty || type.hasPrefix("multipart") {
            headers.replaceOrAdd(name: "Content-Type", value: type)
        }
        if withCredentials, let cookie = cookies.header(for: url) { headers.add(name: "Cookie", value: cookie) }
        bodyLength = body?.bytes.count ?? 0
        do {
            return try HTTPClient.Request(
                url: url, method: HTTPMethod(rawValue: (request.method ?? "GET").uppercased()), headers: headers,
                body: body.map { body in
                    let buffer = ByteBuffer(bytes: body.bytes)
                    // No length: AsyncHTTPClient sends it chunked.
                    return request.data?.chunked == true ? .stream(contentLength: nil) { $0.write(.byteBuffer(buffer)) } : .byteBuffer(buffer)
                })
        } catch {
            throw RequestProblem("unsupported URL: \(request.url) (\(error))")
        }
    }

    // MARK: The client's callbacks (on the request's event loop)

    func didSendRequest(task: HTTPClient.Task<Void>) {
        if bodyLength > 0 { send("didSendNetworkData", [.number(Double(id)), .number(Double(bodyLength)), .number(Double(bodyLength))]) }
    }

    func didReceiveHead(task: HTTPClient.Task<Void>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        if withCredentials, let url = receiving.url { cookies.store(head.headers["Set-Cookie"], from: url) }
        if [301, 302, 303, 307, 308].contains(head.status.code), let location = head.headers.first(name: "Location"), request.redirect != "manual" {
            if request.redirect == "error" { return task.eventLoop.makeFailedFuture(RequestProblem("unexpected redirect")) }
            do {
                guard let current = receiving.current else { return task.eventLoop.makeSucceededVoidFuture() }
                receiving.redirect = try redirected(from: current, to: location, status: head.status.code)
            } catch {
                return task.eventLoop.makeFailedFuture(error)
            }
            return task.eventLoop.makeSucceededVoidFuture()
        }
        var headers: [String: BridgeValue] = [:]
        var names: [String: String] = [:]  // lowercased → the first spelling seen
        for header in head.headers {
            let key = names[header.name.lowercased(), default: header.name]
            names[header.name.lowercased()] = key
            headers[key] = .string(headers[key]?.stringValue.map { $0 + ", " + header.value } ?? header.value)
        }
        receiving.headers = head.headers
        receiving.total = head.headers["Content-Length"].first.flatMap { Int($0) } ?? -1
        if receiving.total > 0, !receiving.incremental { receiving.received.reserveCapacity(min(receiving.total, maximumSize)) }
        send("didReceiveNetworkResponse", [
            .number(Double(id)), .number(Double(head.status.code)), .object(BridgeObject(headers)), .string(receiving.url?.absoluteString ?? request.url),
            // Beyond React Native's four: the status text, for fetch's `statusText`, and each
            // `Set-Cookie` apart (fetch's `getSetCookie()`; the one value above joins them).
            .string(head.status.reasonPhrase), .array(head.headers["Set-Cookie"].map(BridgeValue.string)),
        ])
        // gzip and deflate are decoded by the client; br here (node decodes all three).
        if Self.isBrotli(head.headers) {
            do {
                receiving.brotli = try BrotliDecoder()
            } catch {
                return task.eventLoop.makeFailedFuture(error)
            }
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveBodyPart(task: HTTPClient.Task<Void>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        // A redirect's own body is read (so its connection can serve the next request) and dropped.
        if receiving.redirect != nil { return task.eventLoop.makeSucceededVoidFuture() }
        do {
            try take(buffer)
            return task.eventLoop.makeSucceededVoidFuture()
        } catch {
            return task.eventLoop.makeFailedFuture(error)
        }
    }

    func didFinishRequest(task: HTTPClient.Task<Void>) throws {
        if receiving.redirect != nil { return }
        if let brotli = receiving.brotli, !brotli.isFinished { throw RequestProblem("the br (Brotli) body ends before its data does") }
        receiving.finished = true
        if receiving.streaming { return }
        let r = receiving
        if r.incremental && r.type == "text" {
            if !r.carry.isEmpty {
                send("didReceiveNetworkIncrementalData", [
                    .number(Double(id)), .string(String(decoding: r.carry, as: UTF8.self)), .number(Double(r.loaded)), .number(Double(r.total)),
                ])
            }
            return
        }
        guard !r.received.isEmpty else { return }
        let data: BridgeValue = switch r.type {
        case "base64": .string(Data(r.received).base64EncodedString())
        // Not React Native's: the bytes themselves (a Uint8Array), for the built-in fetch.
        case "bytes": .bytes(r.received)
        // React Native's Blob module's: a blob of the store, named as its iOS half names it.
        case "blob": blobs.reference(storing: r.received, Self.blobFields(r.headers, r.url ?? URL(fileURLWithPath: "/")))
        default: .string(String(decoding: r.received, as: UTF8.self))
        }
        send("didReceiveNetworkData", [.number(Double(id)), data])
    }

    /// Takes a part of the body: into the buffer, or to JS as it comes (incremental updates). The
    /// size bound holds for decoded bytes, so a small compressed body cannot grow past it.
    private func take(_ buffer: ByteBuffer) throws {
        // A plain body whose whole goes to JS at the end is taken straight into place.
        if receiving.brotli == nil, !receiving.incremental, !receiving.streaming {
            try count(buffer.readableBytes)
            receiving.received.append(contentsOf: buffer.readableBytesView)
            return
        }
        let chunk = try receiving.brotli?.decode(buffer.readableBytesView) ?? Array(buffer.readableBytesView)
        try count(chunk.count)
        if receiving.streaming {
            if !chunk.isEmpty { sendPart(chunk) }
        } else if receiving.incremental && receiving.type == "text" {
            receiving.carry += chunk
            let (text, rest) = Self.decodeComplete(receiving.carry)
            receiving.carry = rest
            send("didReceiveNetworkIncrementalData", [
                .number(Double(id)), .string(text), .number(Double(receiving.loaded - rest.count)), .number(Double(receiving.total)),
            ])
        } else {
            receiving.received += chunk
            if receiving.incremental {
                send("didReceiveNetworkDataProgress", [.number(Double(id)), .number(Double(receiving.loaded)), .number(Double(receiving.total))])
            }
        }
    }

    /// Counts `bytes` more of the (decoded) body against ``maximumSize``.
    private func count(_ bytes: Int) throws {
        receiving.loaded += bytes
        guard receiving.loaded <= maximumSize else { throw RequestProblem("the response is larger than \(maximumSize) bytes") }
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
}
#endif
