#if Networking
import BridgeCore
import BridgeRuntime
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NIOWebSocket

/// One socket of ``WebSocketModule`` on NIO's WebSocket codec (and NIO's TLS for `wss:`), from
/// `connect` to its last event, with React Native's events and bodies:
///
/// - `websocketOpen` `{id, protocol}` once the server has accepted the upgrade (`protocol` is
///   the one it chose, or `""`);
/// - `websocketMessage` `{id, type, data}` per message: `text` with the text, `binary` with
///   base64, or `blob` with `{blobId, offset, size}` when the Blob module takes the socket's
///   binary messages;
/// - `websocketClosed` `{id, code, reason, clean}` after a close handshake (either side's): the
///   code and reason of the server's close frame, 1005 when it carried none (`clean` is ours);
/// - `websocketFailed` `{id, message, dropped}` when connecting fails or the connection ends
///   without a close frame (`dropped`, ours; React Native's halves then report close code 1006).
///
/// A cancelled connection (JS closed it before it opened, or the runtime is going) sends nothing.
///
/// Pings are answered with pongs; a message over ``maximumMessageSize`` or text that is not UTF-8
/// closes the socket with 1009 or 1007, as the protocol says. Runs in its own task.
struct WebSocketConnection: Sendable {
    /// What JS asked to send, in order.
    enum Outgoing: Sendable {
        case text(String)
        case binary([UInt8])
        case ping
        /// A close frame: no payload when `code` is nil (as the web's `close()` sends it).
        case close(code: Int?, reason: String)
    }

    let id: Int
    let url: String
    let protocols: [String]
    let headers: [(String, String)]
    let emitter: EventEmitter
    let blobs: BlobStore
    let outgoing: AsyncStream<Outgoing>
    let connectTimeout: Duration
    let maximumMessageSize: Int
    /// Binary messages as bytes (type `bytes`, a Uint8Array in JS) rather than base64 (ours, for
    /// the built-in WebSocket: `connect`'s `options.binaryAsBytes`).
    let binaryAsBytes: Bool
    /// Called once the server has accepted, before `websocketOpen` is sent.
    let onOpen: @Sendable () -> Void

    private enum Upgrade: Sendable {
        case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, protocol: String)
        case refused(HTTPResponseStatus)
    }

    /// A failure, with the words `websocketFailed` carries.
    struct Failure: Error {
        var message: String
        /// The connection ended without a close frame.
        var dropped = false
    }

    func run() async {
        defer { blobs.stopTakingMessages(ofSocket: id) }
        let body: (String, BridgeValue)
        do {
            let (channel, chosen) = try await connect()
            guard !Task.isCancelled else { return try await channel.channel.close() }
            onOpen()
            emitter.send("websocketOpen", body: ["id": .number(Double(id)), "protocol": .string(chosen)])
            let end = try await exchange(on: channel)
            body = ("websocketClosed", ["id": .number(Double(id)), "code": .number(Double(end.code)), "reason": .string(end.reason), "clean": true])
        } catch let failure as Failure {
            body = ("websocketFailed", ["id": .number(Double(id)), "message": .string(failure.message), "dropped": .bool(failure.dropped)])
        } catch {
            body = ("websocketFailed", ["id": .number(Double(id)), "message": .string(NetworkTransfer.describe(error)), "dropped": false])
        }
        // Cancelled: JS closed the socket before it opened, or the runtime is going.
        if !Task.isCancelled { emitter.send(body.0, body: body.1) }
    }

    // MARK: Connecting

    private func connect() async throws -> (NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, String) {
        guard let parsed = URLComponents(string: url), let scheme = parsed.scheme?.lowercased(),
              ["ws", "wss", "http", "https"].contains(scheme), let host = parsed.host, !host.isEmpty else {
            throw Failure(message: "invalid WebSocket URL: \(url)")
        }
        let secure = scheme == "wss" || scheme == "https"
        let port = parsed.port ?? (secure ? 443 : 80)
        let target = (parsed.percentEncodedPath.isEmpty ? "/" : parsed.percentEncodedPath) + (parsed.percentEncodedQuery.map { "?" + $0 } ?? "")
        let bareHost = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        let tls = try secure ? NIOSSLContext(configuration: .makeClientConfiguration()) : nil

        var head = HTTPHeaders()
        head.add(name: "Host", value: parsed.port.map { "\(host):\($0)" } ?? host)
        if !protocols.isEmpty { head.add(name: "Sec-WebSocket-Protocol", value: protocols.joined(separator: ", ")) }
        for (name, value) in headers { head.add(name: name, value: value) }
        let request = HTTPRequestHead(version: .http1_1, method: .GET, uri: target, headers: head)
        let maximum = maximumMessageSize

        // The whole opening, from connecting to the upgrade's answer, within `connectTimeout`: a
        // server that takes the connection and never answers the upgrade is closed on time.
        let deadline = NIODeadline.now() + TimeAmount(connectTimeout)
        let expired = Locked(false)
        let tookTooLong = Failure(message: "the opening handshake took longer than \(Runtime.seconds(connectTimeout)) s")
        let upgrade: EventLoopFuture<Upgrade>
        do {
            upgrade = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connectTimeout(TimeAmount(connectTimeout))
                .connect(host: bareHost, port: port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let timer = channel.eventLoop.scheduleTask(deadline: deadline) {
                            expired.withLock { $0 = true }
                            channel.close(promise: nil)
                        }
                        if let tls {
                            let name = bareHost.first?.isNumber == true || bareHost.contains(":") ? nil : bareHost
                            try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: name))
                        }
                        let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(
                            maxFrameSize: maximum, enableAutomaticErrorHandling: false,
                            upgradePipelineHandler: { channel, response in
                                timer.cancel()
                                return channel.eventLoop.makeCompletedFuture {
                                    let frames = try NIOAsyncChannel<WebSocketFrame, WebSocketFrame>(wrappingChannelSynchronously: channel)
                                    return .websocket(frames, protocol: response.headers.first(name: "Sec-WebSocket-Protocol") ?? "")
                                }
                            })
                        let configuration = NIOTypedHTTPClientUpgradeConfiguration<Upgrade>(
                            upgradeRequestHead: request, upgraders: [upgrader],
                            notUpgradingCompletionHandler: { channel in
                                timer.cancel()
                                return channel.eventLoop.makeSucceededFuture(.refused(.switchingProtocols))
                            })
                        return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
                            configuration: .init(upgradeConfiguration: configuration))
                    }
                }
        } catch {
            // The deadline may close the channel before the connection is made (a loaded
            // machine): the connect then fails on a closed channel, and the time is what went.
            if expired.withLock({ $0 }) { throw tookTooLong }
            let target = URL(string: "http://\(host):\(port)") ?? URL(fileURLWithPath: "/")
            throw Failure(message: NetworkTransfer.problem(error, url: target).message)
        }
        let result: Upgrade
        do {
            result = try await upgrade.get()
        } catch {
            if expired.withLock({ $0 }) { throw tookTooLong }
            throw Failure(message: "the server did not accept the WebSocket upgrade (\(error))")
        }
        switch result {
        case .websocket(let channel, let chosen):
            if !chosen.isEmpty, !protocols.contains(chosen) {
                try? await channel.channel.close()
                throw Failure(message: "the server chose the subprotocol \"\(chosen)\", which was not offered")
            }
            return (channel, chosen)
        case .refused:
            throw Failure(message: "the server did not accept the WebSocket upgrade")
        }
    }
}

extension WebSocketConnection {
    /// How the connection ended after a close handshake.
    struct End {
        var code: Int
        var reason: String
    }

    /// Sends what JS sends and hands JS what arrives, until a close handshake ends the socket
    /// (its code and reason) or the connection ends without one (a ``Failure``).
    private func exchange(on channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>) async throws -> End {
        try await channel.executeThenClose { inbound, outbound in
            let writer = FrameWriter(outbound: outbound)
            return try await withThrowingTaskGroup(of: End?.self) { group in
                group.addTask {
                    for await item in outgoing { try await writer.send(item) }
                    return nil
                }
                group.addTask { try await receive(inbound, writer) }
                while let result = try await group.next() {
                    if let end = result {
                        group.cancelAll()
                        return end
                    }
                }
                throw Failure(message: "the connection ended")
            }
        }
    }

    /// Reads frames until the server's close frame (answered, when JS has not closed first).
    /// A frame the decoder refuses fails the socket with the close code that says why.
    private func receive(_ inbound: NIOAsyncChannelInboundStream<WebSocketFrame>, _ writer: FrameWriter) async throws -> End {
        do {
            return try await receiveFrames(inbound, writer)
        } catch NIOWebSocketError.invalidFrameLength {
            try await writer.fail(1009, "a message larger than \(maximumMessageSize) bytes")
        } catch let error as NIOWebSocketError {
            try await writer.fail(1002, "a frame the WebSocket protocol does not allow (\(error))")
        }
    }

    private func receiveFrames(_ inbound: NIOAsyncChannelInboundStream<WebSocketFrame>, _ writer: FrameWriter) async throws -> End {
        var message: (opcode: WebSocketOpcode, bytes: [UInt8])?
        for try await frame in inbound {
            switch frame.opcode {
            case .text, .binary, .continuation:
                if frame.opcode == .continuation {
                    guard message != nil else { try await writer.fail(1002, "a continuation frame without a message") }
                } else {
                    guard message == nil else { try await writer.fail(1002, "a new message inside a fragmented one") }
                    message = (frame.opcode, [])
                }
                guard message!.bytes.count + frame.data.readableBytes <= maximumMessageSize else {
                    try await writer.fail(1009, "a message larger than \(maximumMessageSize) bytes")
                }
                message!.bytes += frame.unmaskedData.readableBytesView
                guard frame.fin, let whole = message else { continue }
                message = nil
                if whole.opcode == .text {
                    guard let text = String(validating: whole.bytes, as: UTF8.self) else {
                        try await writer.fail(1007, "a text message that is not UTF-8")
                    }
                    emitter.send("websocketMessage", body: ["id": .number(Double(id)), "type": "text", "data": .string(text)])
                } else if let blob = blobs.takeMessage(whole.bytes, ofSocket: id) {
                    emitter.send("websocketMessage", body: ["id": .number(Double(id)), "type": "blob", "data": blob])
                } else if binaryAsBytes {
                    emitter.send("websocketMessage", body: ["id": .number(Double(id)), "type": "bytes", "data": .bytes(whole.bytes)])
                } else {
                    emitter.send("websocketMessage", body: ["id": .number(Double(id)), "type": "binary", "data": .string(Data(whole.bytes).base64EncodedString())])
                }
            case .ping:
                try await writer.write(.pong, frame.unmaskedData)
            case .connectionClose:
                var data = frame.unmaskedData
                let code = data.readInteger(as: UInt16.self).map(Int.init) ?? 1005
                let reason = data.readString(length: data.readableBytes) ?? ""
                await writer.answerClose(frame.unmaskedData)
                return End(code: code, reason: reason)
            default:
                break
            }
        }
        throw Failure(message: "the connection closed without a close frame", dropped: true)
    }
}

/// The socket's writing side: frames masked (a client's are), one at a time, nothing after the
/// close frame.
actor FrameWriter {
    private let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
    private var sentClose = false

    init(outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>) {
        self.outbound = outbound
    }

    func write(_ opcode: WebSocketOpcode, _ data: ByteBuffer) async throws {
        guard !sentClose else { return }
        if opcode == .connectionClose { sentClose = true }
        try await outbound.write(WebSocketFrame(fin: true, opcode: opcode, maskKey: .random(), data: data))
    }

    func send(_ item: WebSocketConnection.Outgoing) async throws {
        switch item {
        case .text(let text): try await write(.text, ByteBuffer(string: text))
        case .binary(let bytes): try await write(.binary, ByteBuffer(bytes: bytes))
        case .ping: try await write(.ping, ByteBuffer())
        case .close(let code, let reason):
            var payload = ByteBuffer()
            if let code {
                payload.writeInteger(UInt16(truncatingIfNeeded: code))
                payload.writeString(reason)
            }
            try await write(.connectionClose, payload)
        }
    }

    /// Answers the server's close frame with its code (when JS has not closed first).
    func answerClose(_ received: ByteBuffer) async {
        var code = received
        try? await write(.connectionClose, code.readSlice(length: min(2, code.readableBytes)) ?? ByteBuffer())
    }

    /// Fails the connection: a close frame with `code`, then the failure.
    func fail(_ code: UInt16, _ message: String) async throws -> Never {
        var payload = ByteBuffer()
        payload.writeInteger(code)
        try? await write(.connectionClose, payload)
        throw WebSocketConnection.Failure(message: message)
    }
}
#endif
