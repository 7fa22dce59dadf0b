#if Bundles || Networking
import BridgeCore
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

@_exported import struct NIOCore.TimeAmount
@_exported import enum NIOHTTP1.HTTPResponseStatus

/// A real HTTP server on loopback for the tests: each path answers as its route says (status,
/// content type, body, delay). As a proxy, it grants every `CONNECT` and answers the requests
/// through the tunnel itself. Started and stopped by the test that uses it.
public final class TestHTTPServer: Sendable {
    public struct Route: Sendable {
        public var status: HTTPResponseStatus = .ok
        public var contentType: String? = "application/javascript; charset=UTF-8"
        public var body: [UInt8]
        public var delay: TimeAmount = .zero
        /// When set, the body is sent one byte per interval, over and over, never ending.
        public var drip: TimeAmount?
        /// When set, the head promises this many more bytes than the body has, which never come.
        public var missingBytes: Int?
        /// Headers sent besides the content type, in order (a name may come more than once).
        public var headers: [(String, String)] = []
        /// When set, the body is sent chunked, these parts one `chunkInterval` apart.
        public var chunks: [[UInt8]]?
        public var chunkInterval: TimeAmount = .milliseconds(20)
        /// When set, the body is the request as JSON: `{method, uri, headers: [[name, value]], body}`
        /// (the body as text).
        public var echo = false
        /// When set, these bytes are the whole answer, written as they are (a malformed one, say),
        /// and the connection is then closed: reset, when `resets` is set, else shut.
        public var raw: [UInt8]?
        public var resets = false

        public init(status: HTTPResponseStatus = .ok, contentType: String? = "application/javascript; charset=UTF-8", body: [UInt8], delay: TimeAmount = .zero) {
            (self.status, self.contentType, self.body, self.delay) = (status, contentType, body, delay)
        }

        public static func javaScript(_ text: String) -> Route { Route(body: Array(text.utf8)) }
    }

    /// A route that answers with the request itself (``Route/echo``).
    public static let echo: Route = { var r = Route(contentType: "application/json", body: []); r.echo = true; return r }()

    /// A deadline for the transfers whose timing a test does not check: it only stops a hang. In
    /// a full parallel run most tests take most of the run, each task waiting its turn on a busy
    /// pool, so a tighter one can run out on a transfer that was never stuck.
    public static let patientTimeout: Duration = .seconds(300)

    public let routes = Locked<[String: Route]>([:])
    /// Paths requested, in order.
    public let requests = Locked<[String]>([])
    /// Requests waiting out their route's delay: now, and the most there were at once.
    public let delayed = Locked<(now: Int, most: Int)>((0, 0))
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let scheme: String

    public var port: Int { channel.localAddress?.port ?? 0 }
    public func url(_ path: String) -> String { "\(scheme)://127.0.0.1:\(port)\(path)" }

    private init(group: MultiThreadedEventLoopGroup, channel: any Channel, scheme: String) {
        self.group = group
        self.channel = channel
        self.scheme = scheme
    }

    /// Starts a server; with `selfSignedTLS`, an `https` one presenting a certificate nothing
    /// trusts (``SelfSignedCertificate``).
    public static func start(selfSignedTLS: Bool = false) async throws -> TestHTTPServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let box = Locked<TestHTTPServer?>(nil)
        let tls = try selfSignedTLS ? NIOSSLContext(configuration: .makeServerConfiguration(
            certificateChain: [.certificate(try NIOSSLCertificate(bytes: Array(SelfSignedCertificate.certificate.utf8), format: .pem))],
            privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(SelfSignedCertificate.privateKey.utf8), format: .pem)))) : nil
        let channel = try await ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 1024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let tls { try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls)) }
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(Handler(server: box))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        let server = TestHTTPServer(group: group, channel: channel, scheme: tls == nil ? "http" : "https")
        box.withLock { $0 = server }
        return server
    }

    public func set(_ path: String, _ route: Route) { routes.withLock { $0[path] = route } }

    private let stopped = Locked(false)

    /// Stops listening and closes every connection; a second call does nothing.
    public func stop() async throws {
        guard !stopped.withLock({ s in defer { s = true }; return s }) else { return }
        try await channel.close()
        try await group.shutdownGracefully()
    }

    private final class Handler: ChannelInboundHandler, Sendable {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart
        let server: Locked<TestHTTPServer?>

        init(server: Locked<TestHTTPServer?>) {
            self.server = server
        }

        /// The request being read (a channel's handler sees one request at a time).
        private let reading = Locked<(head: HTTPRequestHead, body: [UInt8])?>(nil)

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head): reading.withLock { $0 = (head, []) }
            case .body(let buffer): reading.withLock { $0?.body += Array(buffer.readableBytesView) }
            case .end:
                guard let (head, body) = reading.withLock({ r in defer { r = nil }; return r }) else { return }
                respond(context: context, head: head, body: body)
            }
        }

        private func respond(context: ChannelHandlerContext, head: HTTPRequestHead, body requestBody: [UInt8]) {
            guard let server = server.withLock({ $0 }) else { return }
            let path = String(head.uri.split(separator: "?", maxSplits: 1).first ?? "")
            server.requests.withLock { $0.append(head.method == .CONNECT ? "CONNECT " + path : path) }
            // As a proxy: a tunnel is granted, and the requests through it are answered here.
            // (The decoder takes what follows a CONNECT as the tunnel's bytes and stops: a fresh one
            // reads the requests the client sends once it has the answer.)
            if head.method == .CONNECT {
                let pipeline = context.pipeline
                context.write(NIOAny(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .ok))), promise: nil)
                context.writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil))).whenSuccess {
                    let sync = pipeline.syncOperations
                    guard let decoder = try? sync.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self),
                          let encoder = try? sync.context(handlerType: HTTPResponseEncoder.self) else { return }
                    sync.removeHandler(context: decoder, promise: nil)
                    try? sync.addHandler(ByteToMessageHandler(HTTPRequestDecoder()), position: .after(encoder.handler))
                }
                return
            }
            var found = server.routes.withLock { $0[path] } ?? Route(status: .notFound, contentType: "text/html", body: Array("<h1>not found</h1>".utf8))
            if found.echo {
                func json(_ s: String) -> String {
                    var out = "\""
                    for u in s.unicodeScalars {
                        switch u {
                        case "\"": out += "\\\""
                        case "\\": out += "\\\\"
                        case _ where u.value < 0x20: out += "\\u00" + String(u.value >> 4, radix: 16) + String(u.value & 15, radix: 16)
                        default: out.unicodeScalars.append(u)
                        }
                    }
                    return out + "\""
                }
                let headers = head.headers.map { "[\(json($0.name)), \(json($0.value))]" }.joined(separator: ", ")
                let text = "{\"method\": \(json(head.method.rawValue)), \"uri\": \(json(head.uri)), \"headers\": [\(headers)], \"body\": \(json(String(decoding: requestBody, as: UTF8.self)))}"
                found.body = Array(text.utf8)
            }
            if let raw = found.raw {
                Handler.answerRaw(raw, resetting: found.resets, context: context)
                return
            }
            let loop = context.eventLoop
            let bound = NIOLoopBound(context, eventLoop: loop)
            let route = found
            let respond: @Sendable () -> Void = {
                let context = bound.value
                var headers = HTTPHeaders()
                if let type = route.contentType { headers.add(name: "Content-Type", value: type) }
                for (name, value) in route.headers { headers.add(name: name, value: value) }
                if route.drip == nil, route.chunks == nil { headers.add(name: "Content-Length", value: "\(route.body.count + (route.missingBytes ?? 0))") }
                context.write(NIOAny(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: route.status, headers: headers))), promise: nil)
                if let drip = route.drip {
                    context.flush()
                    Handler.drip(route.body, every: drip, from: 0, bound)
                    return
                }
                if let chunks = route.chunks {
                    context.flush()
                    Handler.send(chunks, every: route.chunkInterval, bound)
                    return
                }
                context.write(NIOAny(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: route.body)))), promise: nil)
                if route.missingBytes != nil {
                    context.flush()
                } else {
                    context.writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil)), promise: nil)
                }
            }
            if route.delay == .zero { return respond() }
            server.delayed.withLock { d in d.now += 1; d.most = max(d.most, d.now) }
            loop.scheduleTask(in: route.delay) {
                server.delayed.withLock { $0.now -= 1 }
                respond()
            }
        }

        /// Sends `chunks` one `interval` apart, then ends the response.
        static func send(_ chunks: ArraySlice<[UInt8]>, every interval: TimeAmount, _ bound: NIOLoopBound<ChannelHandlerContext>) {
            let context = bound.value
            guard context.channel.isActive else { return }
            guard let first = chunks.first else {
                context.writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil)), promise: nil)
                return
            }
            context.writeAndFlush(NIOAny(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: first)))), promise: nil)
            context.eventLoop.scheduleTask(in: interval) { send(chunks.dropFirst(), every: interval, bound) }
        }

        static func send(_ chunks: [[UInt8]], every interval: TimeAmount, _ bound: NIOLoopBound<ChannelHandlerContext>) {
            send(chunks[...], every: interval, bound)
        }

        /// Writes `raw` past the response encoder, then closes the connection (with a reset when
        /// `resetting`: no lingering, so the peer reads `ECONNRESET`).
        static func answerRaw(_ raw: [UInt8], resetting: Bool, context: ChannelHandlerContext) {
            let channel = context.channel
            guard let encoder = try? context.pipeline.syncOperations.context(handlerType: HTTPResponseEncoder.self) else { return }
            encoder.writeAndFlush(NIOAny(ByteBuffer(bytes: raw))).whenComplete { _ in
                guard resetting else { return channel.close(promise: nil) }
                // A moment for the bytes to reach the peer before the reset discards what is unread.
                channel.eventLoop.scheduleTask(in: .milliseconds(50)) {
                    guard let provider = channel as? any SocketOptionProvider else { return channel.close(promise: nil) }
                    provider.setSoLinger(linger(l_onoff: 1, l_linger: 0)).whenComplete { _ in channel.close(promise: nil) }
                }
            }
        }

        /// Sends one byte of `body` (cycling) every `interval` while the connection is open.
        static func drip(_ body: [UInt8], every interval: TimeAmount, from index: Int, _ bound: NIOLoopBound<ChannelHandlerContext>) {
            let context = bound.value
            guard context.channel.isActive, !body.isEmpty else { return }
            context.writeAndFlush(NIOAny(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: [body[index % body.count]])))), promise: nil)
            context.eventLoop.scheduleTask(in: interval) { drip(body, every: interval, from: index + 1, bound) }
        }
    }
}
#endif
