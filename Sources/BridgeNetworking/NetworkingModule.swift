#if Networking
import AsyncHTTPClient
import BridgeCore
import BridgeRuntime
import Foundation
import NIOCore

/// React Native's `Networking` native module on AsyncHTTPClient, speaking the protocol of its iOS
/// `RCTNetworking`, which React Native's own `XMLHttpRequest` (and the `fetch` built on it) use:
///
/// - `sendRequest(query, callback)`: `query` is `{method, url, headers, data, responseType,
///   incrementalUpdates, timeout, withCredentials}` (ours besides: `redirect`, and
///   `maximumResponseSize`, which lowers ``maximumResponseSize`` for the request);
///   `callback(requestId)` comes first, then the request's events (``NetworkTransfer`` lists
///   them with their bodies). React Native's Android half calls it as `sendRequest(method, url,
///   requestId, headers, data, responseType, incrementalUpdates, timeout, withCredentials)`,
///   headers as `[name, value]` pairs and the ID its own; the same events follow;
/// - `abortRequest(requestId)`: ends the request; no event of it follows;
/// - `streamResponse(requestId)` (ours): the rest of the body comes as it arrives, as
///   `didReceiveNetworkIncrementalData` `[id, bytes, loaded, total]`;
/// - `clearCookies(callback)`: forgets the runtime's cookies, then `callback(true)`.
///
/// Redirects are followed (20 at most, as node's fetch), `gzip` and `deflate` bodies are decoded, each
/// request is bounded by its `timeout` (milliseconds; 0 or none: ``defaultTimeout``) and by
/// ``maximumResponseSize``. At most ``connectionsPerOrigin`` requests to one origin are handed
/// to the client at once; the rest wait their turn, in order, however long it takes (as node's
/// fetch and React Native's platform clients queue them), bounded only by their own timeout.
/// The runtime's shutdown or reload ends every request in flight.
/// Made and used from any thread; its methods run on the JS thread (they only start a request,
/// which runs on the HTTP client's event loop).
public final class NetworkingModule: NativeModule {
    /// The events of the module, as React Native's `RCTNetworking` declares them.
    public static let events = [
        "didCompleteNetworkResponse", "didReceiveNetworkResponse", "didSendNetworkData",
        "didReceiveNetworkIncrementalData", "didReceiveNetworkDataProgress", "didReceiveNetworkData",
    ]

    /// The client requests go through unless a module is given another or the environment names
    /// a proxy for them (``ProxyEnvironment``): `gzip` and `deflate` decoded, a refused
    /// connection reported at once, redirects handed back (each request follows its own, as
    /// node's fetch does), no tracing spans (a host that wants its requests traced gives the
    /// module a client of its own). Never shut down.
    public static let defaultClient = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: defaultConfiguration)

    /// The default client's configuration.
    package static var defaultConfiguration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow, decompression: .enabled(limit: .ratio(1000)))
        configuration.connectionPool.retryConnectionEstablishment = false
        // Even the no-op tracer's span costs about 15 µs of the event loop per request.
        configuration.tracing.tracer = nil
        return configuration
    }

    /// How long a request without a timeout of its own may take, from connecting to the last byte.
    public let defaultTimeout: Duration
    /// The largest response body taken; a larger one ends the request with an error.
    public let maximumResponseSize: Int
    /// How many requests to one origin are handed to the client at once, for all the runtimes
    /// that share the client: its pool's connections for one host
    /// (`concurrentHTTP1ConnectionsPerHostSoftLimit`, 8 unless a given client has its own). A
    /// request the client's pool kept waiting for a connection would fail after the client's
    /// connect timeout.
    public let connectionsPerOrigin: Int
    /// The client given, or nil for ``defaultClient`` (made when the first request is sent, not
    /// at start-up: a runtime that makes no request starts no event loop for it).
    private let givenClient: HTTPClient?

    /// The client `request` goes through: the one given, else the one through the proxy the
    /// environment names for it, else the default one.
    private func client(for request: NetworkRequest) -> HTTPClient {
        if let givenClient { return givenClient }
        let proxies = ProxyEnvironment.current
        guard proxies.http != nil || proxies.https != nil else { return Self.defaultClient }
        return ProxyEnvironment.client(through: URL(string: request.url).flatMap { proxies.proxy(for: $0) })
    }
    private let emitter = EventEmitter()
    /// Requests in flight are work in flight: `bridge-run` and `waitUntilIdle()` wait for them.
    private let work = WorkTracker()
    private let cookies = CookieJar()
    private let blobs: BlobStore
    private let transfers = Locked(Transfers())

    private struct Transfers {
        var nextID = 1
        /// The event loop of each client the runtime's requests run on (one each, so that a
        /// connection the pool keeps is on the loop of the next request, with no hop between).
        var loops: [ObjectIdentifier: any EventLoop] = [:]
        var running: [Int: NetworkTransfer] = [:]
        /// How many requests have ended, however they ended.
        var ended = 0
    }

    /// A module on `client` (nil: ``defaultClient``), with blob bodies both ways in `blobs`. Any
    /// thread.
    public init(
        client: HTTPClient? = nil, blobs: BlobStore = BlobStore(), defaultTimeout: Duration = .seconds(300), maximumResponseSize: Int = 1 << 30,
        connectionsPerOrigin: Int = 8
    ) {
        self.givenClient = client
        self.connectionsPerOrigin = connectionsPerOrigin
        self.blobs = blobs
        self.defaultTimeout = defaultTimeout
        self.maximumResponseSize = maximumResponseSize
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("Networking", runsOn: .jsThread) { m in
            m.events(Self.events, emitter: emitter)
            m.tracksWork(work)
            m.callback("sendRequest(query:callback:)") { [self] (query: BridgeValue, callback: BridgeCallback) in
                let request = try NetworkRequest(query)
                let id = transfers.withLock { t in
                    while t.running[t.nextID] != nil { t.nextID += 1 }
                    defer { t.nextID += 1 }
                    return t.nextID
                }
                start(request, id: id) {
                    // The ID reaches JS before any event of the request (the outbox keeps the order).
                    callback(.number(Double(id)))
                }
            }
            // React Native's Android half: the request's fields one by one (headers as pairs),
            // with an ID its JS made; no callback.
            m.fireAndForgetForm("sendRequest(method:url:requestId:headers:data:responseType:incrementalUpdates:timeout:withCredentials:)") {
                [self] (method: String, url: String, id: Int, headers: BridgeValue?, data: BridgeValue?, responseType: String?,
                    incremental: Bool?, timeout: Double?, withCredentials: Bool?) in
                var query: [String: BridgeValue] = ["method": .string(method), "url": .string(url)]
                query["headers"] = headers
                query["data"] = data
                query["responseType"] = responseType.map(BridgeValue.string)
                query["incrementalUpdates"] = incremental.map(BridgeValue.bool)
                query["timeout"] = timeout.map(BridgeValue.number)
                query["withCredentials"] = withCredentials.map(BridgeValue.bool)
                guard transfers.withLock({ $0.running[id] == nil }) else {
                    throw BridgeError(.invalidArgument, "Networking.sendRequest: request ID \(id) is already in flight")
                }
                let request: NetworkRequest
                do {
                    request = try NetworkRequest(.object(BridgeObject(query)), place: "Networking.sendRequest")
                } catch {
                    // No callback carries the error: the request ends with it, as Android's half ends one.
                    emitter.send("didCompleteNetworkResponse", body: [.number(Double(id)), .string((error as? BridgeError)?.message ?? "\(error)"), false])
                    return
                }
                start(request, id: id) {}
            }
            m.fireAndForget("abortRequest(requestId:)") { [self] (id: Int) in
                transfers.withLock { $0.running.removeValue(forKey: id) }?.abort()
            }
            // Ours, for the built-in fetch's body streams: the rest of the body as it comes.
            m.fireAndForget("streamResponse(requestId:)") { [self] (id: Int) in
                transfers.withLock { $0.running[id] }?.stream()
            }
            m.callback("clearCookies(callback:)") { [self] (callback: BridgeCallback) in
                cookies.clear()
                callback(.bool(true))
            }
            // The runtime is going: its requests end (their connections closed), and nothing
            // more is sent for them.
            m.onInvalidate { [self] in
                let running = transfers.withLock { t in defer { t.running.removeAll() }; return t.running.values }
                for transfer in running { transfer.abort() }
            }
        }
    }

    /// How many requests are in flight, and how many have ended (for tests).
    package var requestsInFlight: Int { transfers.withLock { $0.running.count } }
    package var requestsEnded: Int { transfers.withLock { $0.ended } }

    /// The event loop this runtime's requests through `client` run on.
    private func loop(of client: HTTPClient) -> any EventLoop {
        transfers.withLock { t in
            if let loop = t.loops[ObjectIdentifier(client)] { return loop }
            let loop = client.eventLoopGroup.next()
            t.loops[ObjectIdentifier(client)] = loop
            return loop
        }
    }

    /// Starts request `id`; `started` runs once it is in flight, before any of its events.
    private func start(_ query: NetworkRequest, id: Int, started: () -> Void) {
        // In flight from now: counted before the call's answer retires the call, so the runtime
        // is never idle in between.
        let token = work.begin()
        started()
        let timeout = query.timeout.flatMap { $0 > 0 ? Duration.milliseconds($0) : nil } ?? defaultTimeout
        let client = client(for: query)
        let transfer = NetworkTransfer(
            id: id, request: query, emitter: emitter, cookies: cookies, blobs: blobs, timeout: timeout,
            maximumSize: min(query.maximumResponseSize ?? maximumResponseSize, maximumResponseSize),
            connectionsPerOrigin: connectionsPerOrigin, loop: loop(of: client))
        transfers.withLock { $0.running[id] = transfer }
        transfer.start(on: client) { [transfers] in
            transfers.withLock { t in
                t.running[id] = nil
                t.ended += 1
            }
            token.end()
        }
    }
}

extension NetworkingModule {
    /// Networking's parts of the JS half, the web's APIs for scripts as globals made on first use:
    /// events and abort signals, text encodings, `fetch` with its classes and body streams,
    /// readable (default and byte), writable and transform streams, `XMLHttpRequest`, `WebSocket`, forms, URLs (with node's
    /// `punycode`), `structuredClone`, `crypto`'s random values, and node's `Buffer`.
    package static let jsParts = [
        part("webEvents", "events", PackageResources.bridge_networking_events_js, ["DOMException", "Event", "EventTarget", "CustomEvent", "AbortController", "AbortSignal"], modules: ["internal/events"]),
        part("webEncoding", "encoding", PackageResources.bridge_networking_encoding_js, ["TextEncoder", "TextDecoder", "atob", "btoa"]),
        part("webBlob", "blob", PackageResources.bridge_networking_blob_js, ["Blob"], modules: ["internal/blob"]),
        part("webBody", "body", PackageResources.bridge_networking_body_js, ["Request"], modules: ["internal/body"]),
        part("webResponse", "response", PackageResources.bridge_networking_response_js, ["Response"], modules: ["internal/response"]),
        part("webFetch", "fetch", PackageResources.bridge_networking_fetch_js, ["fetch"]),
        part("webHeaders", "headers", PackageResources.bridge_networking_headers_js, ["Headers"], modules: ["internal/headers"]),
        part("webURL", "url", PackageResources.bridge_networking_url_js, ["URL"], modules: ["internal/url"]),
        part("webURLHost", "url-host", PackageResources.bridge_networking_url_host_js, [], modules: ["internal/url-host"]),
        part("webForm", "form", PackageResources.bridge_networking_form_js, ["FormData", "File"], modules: ["internal/forms"]),
        part("webClone", "clone", PackageResources.bridge_networking_clone_js, ["structuredClone"]),
        part("webXHR", "xhr", PackageResources.bridge_networking_xhr_js, ["XMLHttpRequest"]),
        part("webStreamsQueue", "streams-queue", PackageResources.bridge_networking_streams_queue_js, ["CountQueuingStrategy", "ByteLengthQueuingStrategy"],
             modules: ["internal/streams-queue"]),
        part("webStreams", "streams", PackageResources.bridge_networking_streams_js, ["ReadableStream", "ReadableStreamDefaultController"], modules: ["internal/streams"]),
        part("webStreamsReader", "streams-reader", PackageResources.bridge_networking_streams_reader_js, ["ReadableStreamDefaultReader"],
             modules: ["internal/streams-reader"]),
        part("webStreamsBytes", "streams-bytes", PackageResources.bridge_networking_streams_bytes_js, [], modules: ["internal/streams-bytes"]),
        part("webByteController", "byte-controller", PackageResources.bridge_networking_byte_controller_js, ["ReadableByteStreamController", "ReadableStreamBYOBRequest"],
             modules: ["internal/byte-controller"]),
        part("webStreamsBYOB", "streams-byob", PackageResources.bridge_networking_streams_byob_js, ["ReadableStreamBYOBReader"], modules: ["internal/streams-byob"]),
        part("webStreamsPipe", "streams-pipe", PackageResources.bridge_networking_streams_pipe_js, [], modules: ["internal/streams-pipe"]),
        part("webWritable", "writable", PackageResources.bridge_networking_writable_js, ["WritableStream", "WritableStreamDefaultWriter", "WritableStreamDefaultController"],
             modules: ["internal/writable"]),
        part("webTransform", "transform", PackageResources.bridge_networking_transform_js, [
            "TransformStream", "TransformStreamDefaultController", "TextDecoderStream", "TextEncoderStream",
        ]),
        part("webSearchParams", "searchParams", PackageResources.bridge_networking_searchParams_js, ["URLSearchParams"], modules: ["internal/search-params"]),
        part("webSocket", "websocket", PackageResources.bridge_networking_websocket_js, ["WebSocket", "MessageEvent"]),
        part("webPunycode", "punycode", PackageResources.bridge_networking_punycode_js, [], modules: ["punycode"]),
        part("webCrypto", "crypto", PackageResources.bridge_networking_crypto_js, ["crypto", "Crypto"]),
        part("nodeBuffer", "buffer", PackageResources.bridge_networking_buffer_js, ["Buffer"], modules: ["buffer"]),
    ]

    /// The part in `JS/bridge-networking-FILE.js`, providing `globals` and `modules`. The text is
    /// not reached until the part is first loaded (reaching an embedded array writes its header,
    /// which costs a start a page of the program for each part).
    private static func part(
        _ name: String, _ file: String, _ source: @autoclosure @escaping @Sendable () -> [UInt8], _ globals: [String], modules: [String] = []
    ) -> JSPart {
        JSPart(name: name, sourceURL: "bridge-networking-\(file).js", source: String(decoding: source(), as: UTF8.self), modules: modules, globals: globals)
    }
}

extension Runtime.Configuration {
    /// Registers React Native's networking modules (``NetworkingModule``, ``WebSocketModule``,
    /// ``BlobModule`` and ``FileReaderModule``; each runtime gets its own, with its own cookies
    /// and blobs), ``RandomValuesModule``, and the web's `fetch`, `WebSocket`, `crypto` and their
    /// helpers for scripts. Any thread.
    public mutating func registerNetworking(client: HTTPClient? = nil) {
        register(group: { _ in
            let blobs = BlobStore()
            let sockets = WebSocketModule(blobs: blobs)
            return [
                NetworkingModule(client: client, blobs: blobs), sockets, BlobModule(blobs: blobs, sockets: sockets), FileReaderModule(blobs: blobs),
                RandomValuesModule(),
            ]
        })
        for part in NetworkingModule.jsParts { register(part) }
    }
}
#endif
