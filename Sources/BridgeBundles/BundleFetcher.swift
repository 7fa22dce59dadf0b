#if Bundles
import AsyncHTTPClient
import BridgeRuntime
import Foundation
import NIOCore

/// Fetches bundles (and manifests) over HTTP with AsyncHTTPClient: a dev server's bundle
/// (Metro's `http://host:8081/index.bundle?platform=linux&dev=true`), an update's file. Every
/// failure is a ``BundleFetchError`` naming the URL. Safe to use from any task.
public struct BundleFetcher: Sendable {
    /// The client requests go through (by default the process-wide shared one).
    public let client: HTTPClient
    /// How long one request may take, from connecting to the last byte.
    public var timeout: Duration
    /// The largest body taken.
    public var maximumSize: Int

    public init(client: HTTPClient = .shared, timeout: Duration = .seconds(30), maximumSize: Int = 256 << 20) {
        self.client = client
        self.timeout = timeout
        self.maximumSize = maximumSize
    }

    /// The body at `url`, whatever its type.
    public func data(from url: URL) async throws(BundleFetchError) -> Data {
        try await fetch(url, expectJavaScript: false)
    }

    /// The JavaScript at `url`: refused as ``BundleFetchError/Reason/notJavaScript(_:)`` when the
    /// server says it is something else (an HTML error page, JSON).
    public func javaScript(from url: URL) async throws(BundleFetchError) -> String {
        let data = try await fetch(url, expectJavaScript: true)
        guard let text = String(data: data, encoding: .utf8) else {
            throw BundleFetchError(url: url, reason: .notJavaScript("a body that is not UTF-8 text"))
        }
        if text.drop(while: \.isWhitespace).hasPrefix("<") {
            throw BundleFetchError(url: url, reason: .notJavaScript("a body that starts with \"<\" (HTML or XML)"))
        }
        return text
    }

    private func fetch(_ url: URL, expectJavaScript: Bool) async throws(BundleFetchError) -> Data {
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        do {
            var request = HTTPClientRequest(url: url.absoluteString)
            request.headers.add(name: "Accept", value: expectJavaScript ? "application/javascript, */*;q=0.5" : "*/*")
            let response = try await client.execute(request, deadline: .now() + .nanoseconds(nanoseconds))
            guard response.status == .ok else {
                throw BundleFetchError(url: url, reason: .status(Int(response.status.code), response.status.reasonPhrase))
            }
            if expectJavaScript, let type = response.headers.first(name: "Content-Type"), !Self.isJavaScript(type) {
                throw BundleFetchError(url: url, reason: .notJavaScript("content type \(type)"))
            }
            let body = try await response.body.collect(upTo: maximumSize)
            return Data(body.readableBytesView)
        } catch let error as BundleFetchError {
            throw error
        } catch {
            throw BundleFetchError(url: url, reason: Self.reason(for: error))
        }
    }

    /// Whether a `Content-Type` says JavaScript (or says nothing more precise than text).
    static func isJavaScript(_ contentType: String) -> Bool {
        let type = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return ["application/javascript", "text/javascript", "application/x-javascript", "application/ecmascript",
                "text/ecmascript", "text/plain", "application/octet-stream", ""].contains(type)
    }

    static func reason(for error: any Error) -> BundleFetchError.Reason {
        if let error = error as? HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout: return .timeout
            default: break
            }
        }
        let text = String(describing: error)
        if text.localizedCaseInsensitiveContains("refused") { return .connectionRefused }
        if text.localizedCaseInsensitiveContains("connect") { return .connectionFailed(text) }
        if error is CancellationError { return .cancelled }
        return .other(text)
    }
}

/// A bundle or manifest that could not be fetched, naming its URL.
public struct BundleFetchError: Error, Sendable, CustomStringConvertible, BridgeErrorConvertible {
    public enum Reason: Sendable, Equatable {
        /// Nothing listens at the address.
        case connectionRefused
        /// The connection failed otherwise (the host cannot be reached, …).
        case connectionFailed(String)
        /// The server answered with this status instead of 200.
        case status(Int, String)
        /// No complete answer within the fetcher's timeout.
        case timeout
        /// The answer is not JavaScript (what it is instead).
        case notJavaScript(String)
        case cancelled
        case other(String)
    }

    public let url: URL
    public let reason: Reason

    public var description: String {
        switch reason {
        case .connectionRefused: "cannot fetch \(url.absoluteString): connection refused (is the server running?)"
        case .connectionFailed(let detail): "cannot fetch \(url.absoluteString): cannot connect (\(detail))"
        case .status(let code, let phrase): "cannot fetch \(url.absoluteString): the server answered \(code) \(phrase)"
        case .timeout: "cannot fetch \(url.absoluteString): no answer within the time limit"
        case .notJavaScript(let what): "\(url.absoluteString) is not JavaScript: the server sent \(what)"
        case .cancelled: "fetching \(url.absoluteString) was cancelled"
        case .other(let detail): "cannot fetch \(url.absoluteString): \(detail)"
        }
    }

    public var bridgeCode: BridgeError.Code { "E_BUNDLE_FETCH" }
    public var bridgeMessage: String { description }
}

extension BundleSource {
    /// The JavaScript at `url` (a dev server's bundle), fetched each time it is loaded, so a
    /// reload runs the server's current build.
    public static func url(_ url: URL, fetcher: BundleFetcher = BundleFetcher()) -> BundleSource {
        BundleSource(sourceURL: url.absoluteString) { try await fetcher.javaScript(from: url) }
    }
}
#endif
