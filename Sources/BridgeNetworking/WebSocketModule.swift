#if Networking
import BridgeCore
import BridgeRuntime
import Foundation

/// React Native's `WebSocketModule` on NIO's WebSocket codec, speaking the protocol of its iOS
/// `RCTWebSocketModule`, which React Native's own `WebSocket.js` uses:
///
/// - `connect(url, protocols, options, socketID)`: opens socket `socketID` (`options.headers`
///   are sent with the upgrade request; `options.origin`, as before React Native 0.60, too;
///   `options.maximumMessageSize` and `options.connectTimeout` (milliseconds), ours, lower
///   ``maximumMessageSize`` and ``connectTimeout`` for this socket);
/// - `send(message, socketID)`, `sendBinary(base64, socketID)`, `ping(socketID)`;
/// - `close(code, reason, socketID)`: starts the close handshake (no code: an empty close frame).
///
/// Its events and their bodies are ``WebSocketConnection``'s. An open socket is work in flight
/// (`bridge-run` waits for it, as node does); the runtime's shutdown or reload ends every socket.
/// Made and used from any thread; its methods run on its own queue.
public final class WebSocketModule: NativeModule {
    /// The events of the module, as React Native's `RCTWebSocketModule` declares them.
    public static let events = ["websocketOpen", "websocketMessage", "websocketClosed", "websocketFailed"]

    /// How long connecting (TCP, TLS and the upgrade) may take.
    public let connectTimeout: Duration
    /// The largest message taken (a socket's `connect` may ask for less); a larger one closes
    /// the socket with 1009.
    public let maximumMessageSize: Int
    private let blobs: BlobStore
    private let emitter = EventEmitter()
    private let work = WorkTracker()
    private let sockets = Locked([Int: Socket]())
    private let serials = Locked(0)

    private struct Socket {
        /// Which `connect` made it (a socket ID used again is a new socket).
        var serial: Int
        var opened = false
        var task: Task<Void, Never>
        var outgoing: AsyncStream<WebSocketConnection.Outgoing>.Continuation
    }

    /// A module whose binary messages go to `blobs` when the Blob module asks. Any thread.
    public init(blobs: BlobStore = BlobStore(), connectTimeout: Duration = .seconds(30), maximumMessageSize: Int = 128 << 20) {
        self.blobs = blobs
        self.connectTimeout = connectTimeout
        self.maximumMessageSize = maximumMessageSize
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("WebSocketModule") { m in
            m.events(Self.events, emitter: emitter)
            m.tracksWork(work)
            m.fireAndForget("connect(url:protocols:options:socketID:)") { [self] (url: String, protocols: [String]?, options: BridgeValue?, id: Int) in
                connect(url, protocols: protocols ?? [], options: options, id: id)
            }
            m.fireAndForget("send(message:forSocketID:)") { [self] (text: String, id: Int) in
                enqueue(.text(text), id)
            }
            // React Native's halves send base64; the built-in WebSocket a Uint8Array.
            m.fireAndForget("sendBinary(base64String:forSocketID:)") { [self] (message: BridgeValue, id: Int) in
                if case .bytes(let bytes) = message { return enqueue(.binary(bytes), id) }
                guard let base64 = message.stringValue, let bytes = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
                    throw BridgeError(.invalidArgument, "WebSocketModule.sendBinary: the message is neither base64 nor a Uint8Array")
                }
                enqueue(.binary(Array(bytes)), id)
            }
            m.fireAndForget("ping(socketID:)") { [self] (id: Int) in
                enqueue(.ping, id)
            }
            m.fireAndForget("close(code:reason:socketID:)") { [self] (code: Int?, reason: String?, id: Int) in
                close(id, code: code, reason: reason ?? "")
            }
            m.onInvalidate { [self] in
                let all = sockets.withLock { s in defer { s.removeAll() }; return s.values }
                for socket in all {
                    socket.outgoing.finish()
                    socket.task.cancel()
                }
            }
        }
    }

    /// How many sockets are open or connecting (for tests).
    package var socketsOpen: Int { sockets.withLock { $0.count } }

    /// Sends `bytes` as a binary message on socket `id` (for the Blob module's `sendOverSocket`).
    func send(_ bytes: [UInt8], toSocket id: Int) {
        enqueue(.binary(bytes), id)
    }

    private func enqueue(_ item: WebSocketConnection.Outgoing, _ id: Int) {
        // A socket that has ended takes nothing more (as a closed socket sends nothing).
        _ = sockets.withLock { $0[id] }?.outgoing.yield(item)
    }

    /// Closes socket `id`: the close handshake once it is open; before, the connecting ends and
    /// `websocketFailed` says so (as React Native's iOS half does).
    private func close(_ id: Int, code: Int?, reason: String) {
        let connecting = sockets.withLock { s -> Socket? in
            guard let socket = s[id], !socket.opened else { return nil }
            s[id] = nil
            return socket
        }
        guard let connecting else { return enqueue(.close(code: code, reason: reason), id) }
        connecting.task.cancel()
        connecting.outgoing.finish()
        emitter.send("websocketFailed", body: ["id": .number(Double(id)), "message": "the socket was closed before it opened", "dropped": false])
    }

    /// The largest message a socket takes: what `connect`'s `options.maximumMessageSize` asks
    /// for (a positive number of bytes), never more than the module's `bound`.
    static func messageBound(_ asked: BridgeValue?, within bound: Int) -> Int {
        guard let bytes = asked?.numberValue, bytes >= 1 else { return bound }
        return bytes >= Double(bound) ? bound : Int(bytes)
    }

    /// How long a socket may take to connect: what `connect`'s `options.connectTimeout` asks for
    /// (a positive number of milliseconds), never more than the module's `bound`.
    static func connectBound(_ asked: BridgeValue?, within bound: Duration) -> Duration {
        guard let milliseconds = asked?.numberValue, milliseconds > 0, .milliseconds(milliseconds) < bound else { return bound }
        return .milliseconds(milliseconds)
    }

    private func connect(_ url: String, protocols: [String], options: BridgeValue?, id: Int) {
        var headers: [(String, String)] = []
        if case .object(let fields)? = options?["headers"] {
            for (name, value) in fields.properties.sorted(by: { $0.key < $1.key }) {
                if let text = value.stringValue { headers.append((name, text)) }
            }
        }
        if let origin = options?["origin"]?.stringValue, !headers.contains(where: { $0.0.lowercased() == "origin" }) {
            headers.append(("Origin", origin))
        }
        let (stream, continuation) = AsyncStream<WebSocketConnection.Outgoing>.makeStream()
        let serial = serials.withLock { $0 += 1; return $0 }
        let connection = WebSocketConnection(
            id: id, url: url, protocols: protocols, headers: headers, emitter: emitter, blobs: blobs, outgoing: stream,
            connectTimeout: Self.connectBound(options?["connectTimeout"], within: connectTimeout), maximumMessageSize: Self.messageBound(options?["maximumMessageSize"], within: maximumMessageSize),
            binaryAsBytes: options?["binaryAsBytes"]?.boolValue ?? false,
            onOpen: { [sockets] in
                sockets.withLock { s in if s[id]?.serial == serial { s[id]?.opened = true } }
            })
        let token = work.begin()
        sockets.withLock { s in
            s[id]?.task.cancel()
            s[id] = Socket(serial: serial, task: Task { [self] in
                await connection.run()
                sockets.withLock { s in
                    if s[id]?.serial == serial { s[id] = nil }
                }
                continuation.finish()
                token.end()
            }, outgoing: continuation)
        }
    }
}
#endif
