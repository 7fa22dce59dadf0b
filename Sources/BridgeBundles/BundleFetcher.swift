#if Bundles
import AsyncHTTPClient
import BridgeRuntime
import Foundation
import NIOCore
import NIOPosix
#if canImport(Glibc)
import Glibc
#endif

/// Fetches bundles (and manifests) over HTTP with AsyncHTTPClient: a dev server's bundle
/// (Metro's `http://host:8081/index.bundle?platform=linux&dev=true`), an update's file. Every
/// failure is a ``BundleFetchError`` naming the URL. Safe to use from any task.
///
/// `timeout` bounds the whole transfer, from connecting to the last byte: a server that drips,
/// stalls in the middle of the body or never closes ends with ``BundleFetchError/Reason/timeout(_:)``
/// when it runs out. A refused connection is reported at once (the default client does not try
/// to connect again, as curl and node do not).
public struct BundleFetcher: Sendable {
    /// The client requests go through (by default ``defaultClient``).
    public let client: HTTPClient
    /// How long one transfer may take, from connecting to the last byte.
    public var timeout: Duration
    /// The largest body taken.
    public var maximumSize: Int

    /// The client fetchers use unless given another: AsyncHTTPClient's defaults, except that a
    /// connection that fails is not tried again until the deadline (a refused connection to a
    /// dev server that is not running is reported at once). Never shut down, as `.shared` is not.
    public static let defaultClient: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// A fetcher on `client`, bounding each whole download by `timeout` and its size. Any thread.
    public init(client: HTTPClient = BundleFetcher.defaultClient, timeout: Duration = .seconds(30), maximumSize: Int = 256 << 20) {
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
        let result = await Deadline.race(timeout) { () async throws(BundleFetchError) -> Data in
            try await transfer(url, expectJavaScript: expectJavaScript)
        }
        switch result {
        case .finished(.success(let data)): return data
        case .finished(.failure(let error)): throw error
        case .timedOut: throw BundleFetchError(url: url, reason: .timeout(timeout))
        case .cancelled: throw BundleFetchError(url: url, reason: .cancelled)
        }
    }

    private func transfer(_ url: URL, expectJavaScript: Bool) async throws(BundleFetchError) -> Data {
        do {
            var request = HTTPClientRequest(url: url.absoluteString)
            request.headers.add(name: "Accept", value: expectJavaScript ? "application/javascript, */*;q=0.5" : "*/*")
            // The request's own deadline is a backstop; `Deadline.race` ends the transfer on time.
            let response = try await client.execute(request, deadline: .now() + .seconds(Int64(Runtime.seconds(timeout).rounded(.up)) + 1))
            guard response.status == .ok else {
                throw BundleFetchError(url: url, reason: .status(Int(response.status.code), response.status.reasonPhrase))
            }
            if expectJavaScript, let type = response.headers.first(name: "Content-Type"), !Self.isJavaScript(type) {
                throw BundleFetchError(url: url, reason: .notJavaScript("content type \(type)"))
            }
            if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > maximumSize {
                throw BundleFetchError(url: url, reason: .tooLarge(maximumSize))
            }
            let body = try await response.body.collect(upTo: maximumSize)
            return Data(body.readableBytesView)
        } catch let error as BundleFetchError {
            throw error
        } catch is NIOTooManyBytesError {
            throw BundleFetchError(url: url, reason: .tooLarge(maximumSize))
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

    /// The reason for a failure of the HTTP stack, in words.
    static func reason(for error: any Error) -> BundleFetchError.Reason {
        if error is CancellationError { return .cancelled }
        if let error = error as? HTTPClientError {
            if [.deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout].contains(error) { return .connectionFailed("no answer in time") }
            if error == .remoteConnectionClosed { return .connectionFailed("the server closed the connection before the answer was complete") }
            if error == .cancelled { return .cancelled }
            if [.invalidURL, .emptyHost, .emptyScheme].contains(error) { return .other("not a URL that can be fetched over HTTP") }
            if [.redirectLimitReached, .redirectCycleDetected].contains(error) { return .other("too many redirects") }
        }
        if let error = error as? IOError, error.errnoCode == ECONNREFUSED { return .connectionRefused }
        if let error = error as? NIOConnectionError {
            if error.connectionErrors.contains(where: { ($0.error as? IOError)?.errnoCode == ECONNREFUSED }) { return .connectionRefused }
            if error.dnsAAAAError != nil || error.dnsAError != nil, error.connectionErrors.isEmpty {
                return .connectionFailed("the host name could not be resolved")
            }
        }
        let text = String(describing: error)
        let lowered = text.lowercased()
        if lowered.contains("refused") { return .connectionRefused }
        if lowered.contains("connect") { return .connectionFailed(text) }
        return .other(text)
    }
}

/// A bundle or manifest that could not be fetched, naming its URL.
public struct BundleFetchError: Error, Sendable, CustomStringConvertible, BridgeErrorConvertible {
    /// Why a download failed.
    public enum Reason: Sendable, Equatable {
        /// Nothing listens at the address.
        case connectionRefused
        /// The connection failed otherwise (the host cannot be reached, …).
        case connectionFailed(String)
        /// The server answered with this status instead of 200.
        case status(Int, String)
        /// The whole transfer did not end within the fetcher's timeout (this long).
        case timeout(Duration)
        /// The body is larger than the fetcher takes (this many bytes).
        case tooLarge(Int)
        /// The answer is not JavaScript (what it is instead).
        case notJavaScript(String)
        case cancelled
        case other(String)
    }

    /// What was being downloaded.
    public let url: URL
    /// Why it failed.
    public let reason: Reason

    public var description: String {
        switch reason {
        case .connectionRefused: "cannot fetch \(url.absoluteString): connection refused (is the server running?)"
        case .connectionFailed(let detail): "cannot fetch \(url.absoluteString): cannot connect (\(detail))"
        case .status(let code, let phrase): "cannot fetch \(url.absoluteString): the server answered \(code) \(phrase)"
        case .timeout(let limit): "cannot fetch \(url.absoluteString): timed out (the whole download must take at most \(Runtime.describe(limit)))"
        case .tooLarge(let limit): "cannot fetch \(url.absoluteString): too large (more than \(limit) bytes)"
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
