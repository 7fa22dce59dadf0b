#if Networking
import AsyncHTTPClient
import BridgeCore
import Foundation

/// The proxies the environment names, as curl and most HTTP clients read them: `http_proxy`
/// (or `HTTP_PROXY`) for `http` URLs, `https_proxy` (or `HTTPS_PROXY`) for `https` ones, and
/// `no_proxy` (or `NO_PROXY`): hosts, domain suffixes (`.example.com` or `example.com`), or `*`,
/// reached directly. Read once, when the first request is made. Any thread.
struct ProxyEnvironment: Sendable {
    struct Proxy: Hashable, Sendable {
        var host: String
        var port: Int
    }

    var http: Proxy?
    var https: Proxy?
    var direct: [String] = []

    init(_ environment: [String: String]) {
        func value(_ name: String) -> String? {
            (environment[name] ?? environment[name.uppercased()]).flatMap { $0.isEmpty ? nil : $0 }
        }
        http = value("http_proxy").flatMap(Self.proxy)
        https = value("https_proxy").flatMap(Self.proxy)
        direct = (value("no_proxy") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
    }

    /// `http://host:port` (or `host:port`) as a proxy; nil when it names none.
    static func proxy(_ text: String) -> Proxy? {
        let url = URL(string: text.contains("://") ? text : "http://" + text)
        guard let url, let host = url.host, !host.isEmpty else { return nil }
        return Proxy(host: host, port: url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80))
    }

    /// The proxy a request to `url` goes through, or nil for a direct one.
    func proxy(for url: URL) -> Proxy? {
        let host = (url.host ?? "").lowercased()
        for entry in direct {
            if entry == "*" { return nil }
            let domain = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
            if host == domain || host.hasSuffix("." + domain) { return nil }
        }
        return url.scheme?.lowercased() == "https" ? https : http
    }

    static let current = ProxyEnvironment(ProcessInfo.processInfo.environment)

    /// One client per proxy, made on first use and never shut down (as the default client).
    private static let clients = Locked<[Proxy: HTTPClient]>([:])

    /// The client for requests through `proxy` (nil: direct, the default client): the default
    /// client's configuration, with the proxy.
    static func client(through proxy: Proxy?) -> HTTPClient {
        guard let proxy else { return NetworkingModule.defaultClient }
        return clients.withLock { clients in
            if let client = clients[proxy] { return client }
            var configuration = NetworkingModule.defaultConfiguration
            configuration.proxy = .server(host: proxy.host, port: proxy.port)
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            clients[proxy] = client
            return client
        }
    }
}
#endif
