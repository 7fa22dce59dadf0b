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
    public let closeCodes: Locked<[Int?]>
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let accepting: Task<Void, Never>

    public var port: Int { channel.localAddress?.port ?? 0 }
    public func url(_ path: String = "/") -> String { "ws://127.0.0.1:\(port)\(path)" }

    private enum Upgrade: Sendable {
        case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, HTTPHeaders)
        case refused
    }

    private init(group: MultiThreadedEventLoopGroup, channel: any Channel, accepting: Task<Void, Never>, closeCodes: Locked<[Int?]>) {
        (self.group, self.channel, self.accepting, self.closeCodes) = (group, channel, accepting, closeCodes)
    }

    public static func start() async throws -> TestWebSocketServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let listener: NIOAsyncChannel<EventLoopFuture<Upgrade>, Never> = try await ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketServerUpgrader<Upgrade>(
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
                                .websocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel), head.headers)
                            }
                        })
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
                        configuration: .init(upgradeConfiguration: .init(upgraders: [upgrader], notUpgradingCompletionHandler: { channel in
                            channel.eventLoop.makeCompletedFuture {
                                let head = HTTPResponseHead(version: .http1_1, status: .forbidden, headers: ["Content-Length": "0", "Connection": "close"])
                                channel.writeAndFlush(HTTPServerResponsePart.head(head), promise: nil)
                                channel.writeAndFlush(HTTPServerResponsePart.end(nil)).whenComplete { _ in channel.close(promise: nil) }
                                return .refused
                            }
                        })))
                }
            }
        let codes = Locked<[Int?]>([])
        let accepting = Task {
            _ = try? await withThrowingDiscardingTaskGroup { tasks in
                try await listener.executeThenClose { inbound in
                    for try await upgrade in inbound {
                        tasks.addTask {
                            guard case .websocket(let socket, let headers)? = try? await upgrade.get() else { return }
                            try? await serve(socket, headers, codes)
                        }
                    }
                }
            }
        }
        return TestWebSocketServer(group: group, channel: listener.channel, accepting: accepting, closeCodes: codes)
    }

    /// Stops listening and closes every connection; a second call does nothing.
    public func stop() async throws {
        accepting.cancel()
        try? await channel.close()
        try await group.shutdownGracefully()
    }

    private static func serve(_ socket: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, _ headers: HTTPHeaders, _ codes: Locked<[Int?]>) async throws {
        try await socket.executeThenClose { inbound, outbound in
            func send(_ opcode: WebSocketOpcode, _ data: ByteBuffer) async throws {
                try await outbound.write(WebSocketFrame(fin: true, opcode: opcode, data: data))
            }
            var pings = 0
            var message: (WebSocketOpcode, ByteBuffer)?
            for try await frame in inbound {
                switch frame.opcode {
                case .ping:
                    pings += 1
                    try await send(.pong, frame.unmaskedData)
                case .pong:
                    try await send(.text, ByteBuffer(string: "pong " + String(buffer: frame.unmaskedData)))
                case .connectionClose:
                    var data = frame.unmaskedData
                    codes.withLock { $0.append(data.readInteger(as: UInt16.self).map(Int.init)) }
                    var echo = frame.unmaskedData
                    try? await send(.connectionClose, echo.readSlice(length: min(2, echo.readableBytes)) ?? ByteBuffer())
                    return
                case .text, .binary, .continuation:
                    if frame.opcode != .continuation { message = (frame.opcode, ByteBuffer()) }
                    var data = frame.unmaskedData
                    message?.1.writeBuffer(&data)
                    guard frame.fin, let (opcode, body) = message else { continue }
                    message = nil
                    if opcode == .binary {
                        try await send(.binary, body)
                        continue
                    }
                    let words = String(buffer: body).split(separator: " ", maxSplits: 2).map(String.init)
                    switch words.first ?? "" {
                    case "close" where words.count == 1:
                        try await send(.connectionClose, ByteBuffer())
                    case "close":
                        var payload = ByteBuffer()
                        payload.writeInteger(UInt16(words[1]) ?? 1000)
                        payload.writeString(words.count > 2 ? words[2] : "")
                        try await send(.connectionClose, payload)
                    case "drop":
                        return
                    case "burst":
                        for i in 0..<(Int(words.last ?? "") ?? 0) { try await send(.text, ByteBuffer(string: "m\(i)")) }
                    case "big":
                        let count = Int(words.last ?? "") ?? 0
                        try await send(.binary, ByteBuffer(bytes: (0..<count).map { UInt8($0 % 251) }))
                        try await send(.text, ByteBuffer(string: String(repeating: "x", count: count)))
                    case "ping":
                        try await send(.ping, ByteBuffer(string: "p"))
                    case "pings":
                        try await send(.text, ByteBuffer(string: "pings \(pings)"))
                    case "header":
                        try await send(.text, ByteBuffer(string: headers.first(name: words.count > 1 ? words[1] : "") ?? "-"))
                    case "protocol":
                        try await send(.text, ByteBuffer(string: headers.first(name: "Sec-WebSocket-Protocol").map(firstProtocol) ?? "-"))
                    default:
                        try await send(.text, body)
                    }
                default:
                    break
                }
            }
        }
    }
}
#endif
