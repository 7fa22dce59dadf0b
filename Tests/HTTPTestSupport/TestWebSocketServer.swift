#if Bundles || Networking
import BridgeCore
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The first subprotocol of a `Sec-WebSocket-Protocol` list.
private func firstProtocol(_ list: String) -> String {
    String(list.split(separator: ",").first ?? "").filter { $0 != " " }
}

/// A real WebSocket server on loopback for the tests, started and stopped by the test. It echoes
/// text and binary messages and obeys text commands:
///
/// - `close CODE REASON`: sends a close frame with that code and reason (`close` alone: an empty
///   close frame), then closes the connection when the client answers;
/// - `drop`: closes the connection without a close frame;
/// - `burst N`: sends the texts `m0` … `m(N-1)`; `big N`: a binary message of N bytes
///   (`i % 251` each) and a text message of N `x`s;
/// - `ping`: sends a ping `p`, then `pong p` when the pong comes back;
/// - `pings`: answers `pings N`, how many pings the client has sent on this connection;
/// - `header NAME`: answers the upgrade request's header NAME (or `-`);
/// - `protocol`: answers the subprotocol it chose (the first offered) or `-`.
///
/// Upgrades to `/refuse` are refused with 403.
public final class TestWebSocketServer: Sendable {
    /// The close codes clients sent, in order (nil: a close frame without one).
    public let closeCodes = Locked<[Int?]>([])
    /// How many WebSocket connections are open now.
    public let openConnections = Locked(0)
    private let group: MultiThreadedEventLoopGroup
    private let channel: Locked<(any Channel)?> = Locked(nil)

    public var port: Int { channel.withLock { $0?.localAddress?.port } ?? 0 }
    public func url(_ path: String = "/") -> String { "ws://127.0.0.1:\(port)\(path)" }

    private init(group: MultiThreadedEventLoopGroup) {
        self.group = group
    }

    /// Starts a server. Everything it does runs on its own event loop (nothing waits for Swift's
    /// concurrency pool, which a test running a program synchronously may be holding).
    public static func start() async throws -> TestWebSocketServer {
        let server = TestWebSocketServer(group: MultiThreadedEventLoopGroup(numberOfThreads: 1))
        let (codes, open) = (server.closeCodes, server.openConnections)
        let channel = try await ServerBootstrap(group: server.group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                let upgrader = NIOWebSocketServerUpgrader(
                    maxFrameSize: 1 << 26,
                    shouldUpgrade: { channel, head in
                        guard !head.uri.hasPrefix("/refuse") else { return channel.eventLoop.makeSucceededFuture(nil) }
                        var headers = HTTPHeaders()
                        if let offered = head.headers.first(name: "Sec-WebSocket-Protocol") {
                            headers.add(name: "Sec-WebSocket-Protocol", value: firstProtocol(offered))
                        }
                        return channel.eventLoop.makeSucceededFuture(headers)
                    },
                    upgradePipelineHandler: { channel, head in
                        channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHandler(Connection(headers: head.headers, closeCodes: codes, open: open))
                        }
                    })
                return channel.eventLoop.makeCompletedFuture {
                    let refusal = Refusal()
                    let upgrade: NIOHTTPServerUpgradeConfiguration = (upgraders: [upgrader], completionHandler: { context in
                        context.pipeline.removeHandler(refusal, promise: nil)
                    })
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withServerUpgrade: upgrade)
                    try channel.pipeline.syncOperations.addHandler(refusal)
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        server.channel.withLock { $0 = channel }
        return server
    }

    /// Stops listening and closes every connection; a second call does nothing.
    public func stop() async throws {
        try? await channel.withLock { $0 }?.close()
        try? await group.shutdownGracefully()
    }

    /// Answers a request that is not an upgrade (or a refused one) with 403.
    private final class Refusal: ChannelInboundHandler, RemovableChannelHandler, Sendable {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard case .end = unwrapInboundIn(data) else { return }
            let head = HTTPResponseHead(version: .http1_1, status: .forbidden, headers: ["Content-Length": "0", "Connection": "close"])
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
        }
    }

    /// One connection: echoes and obeys the commands the type's documentation lists.
    private final class Connection: ChannelInboundHandler {
        typealias InboundIn = WebSocketFrame
        typealias OutboundOut = WebSocketFrame
        let headers: HTTPHeaders
        let closeCodes: Locked<[Int?]>
        let open: Locked<Int>
        var pings = 0
        var message: (opcode: WebSocketOpcode, data: ByteBuffer)?

        init(headers: HTTPHeaders, closeCodes: Locked<[Int?]>, open: Locked<Int>) {
            self.headers = headers
            self.closeCodes = closeCodes
            self.open = open
        }

        func handlerAdded(context: ChannelHandlerContext) { open.withLock { $0 += 1 } }
        func channelInactive(context: ChannelHandlerContext) {
            open.withLock { $0 -= 1 }
            context.fireChannelInactive()
        }

        func send(_ context: ChannelHandlerContext, _ opcode: WebSocketOpcode, _ data: ByteBuffer) {
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: opcode, data: data)), promise: nil)
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let frame = unwrapInboundIn(data)
            switch frame.opcode {
            case .ping:
                pings += 1
                send(context, .pong, frame.unmaskedData)
            case .pong:
                send(context, .text, ByteBuffer(string: "pong " + String(buffer: frame.unmaskedData)))
            case .connectionClose:
                var data = frame.unmaskedData
                closeCodes.withLock { $0.append(data.readInteger(as: UInt16.self).map(Int.init)) }
                var echo = frame.unmaskedData
                let channel = context.channel
                context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: echo.readSlice(length: min(2, echo.readableBytes)) ?? ByteBuffer())))
                    .whenComplete { _ in channel.close(promise: nil) }
            case .text, .binary, .continuation:
                if frame.opcode != .continuation { message = (frame.opcode, ByteBuffer()) }
                var data = frame.unmaskedData
                message?.data.writeBuffer(&data)
                guard frame.fin, let whole = message else { return }
                message = nil
                if whole.opcode == .binary { return send(context, .binary, whole.data) }
                obey(String(buffer: whole.data), context)
            default:
                break
            }
        }

        private func obey(_ text: String, _ context: ChannelHandlerContext) {
            let words = text.split(separator: " ", maxSplits: 2).map(String.init)
            switch words.first ?? "" {
            case "close" where words.count == 1:
                send(context, .connectionClose, ByteBuffer())
            case "close":
                var payload = ByteBuffer()
                payload.writeInteger(UInt16(words[1]) ?? 1000)
                payload.writeString(words.count > 2 ? words[2] : "")
                send(context, .connectionClose, payload)
            case "drop":
                context.close(promise: nil)
            case "burst":
                for i in 0..<(Int(words.last ?? "") ?? 0) {
                    context.write(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: "m\(i)"))), promise: nil)
                }
                context.flush()
            case "big":
                let count = Int(words.last ?? "") ?? 0
                send(context, .binary, ByteBuffer(bytes: (0..<count).map { UInt8($0 % 251) }))
                send(context, .text, ByteBuffer(string: String(repeating: "x", count: count)))
            case "ping":
                send(context, .ping, ByteBuffer(string: "p"))
            case "pings":
                send(context, .text, ByteBuffer(string: "pings \(pings)"))
            case "header":
                send(context, .text, ByteBuffer(string: headers.first(name: words.count > 1 ? words[1] : "") ?? "-"))
            case "protocol":
                send(context, .text, ByteBuffer(string: headers.first(name: "Sec-WebSocket-Protocol").map(firstProtocol) ?? "-"))
            default:
                send(context, .text, ByteBuffer(string: text))
            }
        }
    }
}
#endif
