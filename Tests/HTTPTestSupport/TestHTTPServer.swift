#if Bundles
import BridgeCore
import NIOCore
import NIOHTTP1
import NIOPosix

@_exported import struct NIOCore.TimeAmount
@_exported import enum NIOHTTP1.HTTPResponseStatus

/// A real HTTP server on loopback for the tests: each path answers as its route says (status,
/// content type, body, delay). Started and stopped by the test that uses it.
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

        public init(status: HTTPResponseStatus = .ok, contentType: String? = "application/javascript; charset=UTF-8", body: [UInt8], delay: TimeAmount = .zero) {
            (self.status, self.contentType, self.body, self.delay) = (status, contentType, body, delay)
        }

        public static func javaScript(_ text: String) -> Route { Route(body: Array(text.utf8)) }
    }

    public let routes = Locked<[String: Route]>([:])
    /// Paths requested, in order.
    public let requests = Locked<[String]>([])
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel

    public var port: Int { channel.localAddress?.port ?? 0 }
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    private init(group: MultiThreadedEventLoopGroup, channel: any Channel) {
        self.group = group
        self.channel = channel
    }

    public static func start() async throws -> TestHTTPServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let box = Locked<TestHTTPServer?>(nil)
        let channel = try await ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 16)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(Handler(server: box))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        let server = TestHTTPServer(group: group, channel: channel)
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

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard case .head(let head) = unwrapInboundIn(data), let server = server.withLock({ $0 }) else { return }
            let path = String(head.uri.split(separator: "?", maxSplits: 1).first ?? "")
            server.requests.withLock { $0.append(path) }
            let route = server.routes.withLock { $0[path] } ?? Route(status: .notFound, contentType: "text/html", body: Array("<h1>not found</h1>".utf8))
            let loop = context.eventLoop
            let bound = NIOLoopBound(context, eventLoop: loop)
            let respond: @Sendable () -> Void = {
                let context = bound.value
                var headers = HTTPHeaders()
                if let type = route.contentType { headers.add(name: "Content-Type", value: type) }
                if route.drip == nil { headers.add(name: "Content-Length", value: "\(route.body.count + (route.missingBytes ?? 0))") }
                context.write(NIOAny(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: route.status, headers: headers))), promise: nil)
                if let drip = route.drip {
                    context.flush()
                    Handler.drip(route.body, every: drip, from: 0, bound)
                    return
                }
                context.write(NIOAny(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: route.body)))), promise: nil)
                if route.missingBytes != nil {
                    context.flush()
                } else {
                    context.writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil)), promise: nil)
                }
            }
            if route.delay == .zero { respond() } else { loop.scheduleTask(in: route.delay, respond) }
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
