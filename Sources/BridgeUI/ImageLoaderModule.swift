import BridgeCore
import Foundation

/// Where an image's bytes come from for a URL that is not a file or `data:` URI (an `http(s)`
/// one): given the URL and the request's headers, the image's bytes. Called on the
/// `ImageLoader` module's queue.
public typealias ImageDataLoader = @Sendable (_ url: URL, _ headers: [String: String]) async throws -> Data

/// React Native's `ImageLoader` (iOS), which `Image` requires when it loads: `getSize`,
/// `getSizeWithHeaders`, `prefetchImage`, `prefetchImageWithMetadata` and `queryCache`. Images
/// are found by URI: a file path or `file://` URL, a `data:` URI, or through the host's
/// ``ImageDataLoader`` (`http(s)`); their sizes are read from their headers (``ImageSize``).
/// Made and used from any thread; its methods run on its own queue.
final class ImageLoaderModule: NativeModule {
    private let loader: ImageDataLoader?
    /// The URIs loaded so far (`queryCache` answers "memory" for them, as iOS does for an image
    /// in its cache).
    private let loaded = Locked<Set<String>>([])

    init(loader: ImageDataLoader?) {
        self.loader = loader
    }

    var definition: ModuleDefinition {
        ModuleDefinition("ImageLoader") { m in
            m.promise("getSize(uri:)") { [self] (uri: String) async throws -> [Int] in
                let size = try await size(uri, headers: [:], code: "E_GET_SIZE_FAILURE")
                return [size.width, size.height]
            }
            m.promise("getSizeWithHeaders(uri:headers:)") { [self] (uri: String, headers: [String: String]?) async throws -> [String: Int] in
                let size = try await size(uri, headers: headers ?? [:], code: "E_GET_SIZE_FAILURE")
                return ["width": size.width, "height": size.height]
            }
            m.promise("prefetchImage(uri:)") { [self] (uri: String) async throws -> Bool in
                _ = try await size(uri, headers: [:], code: "E_PREFETCH_FAILURE")
                return true
            }
            m.promise("prefetchImageWithMetadata(uri:queryRootName:rootTag:)") { [self] (uri: String, _: String?, _: Int?) async throws -> Bool in
                _ = try await size(uri, headers: [:], code: "E_PREFETCH_FAILURE")
                return true
            }
            m.promise("queryCache(uris:)") { [self] (uris: [String]) -> [String: String] in
                let loaded = loaded.withLock { $0 }
                return Dictionary(uris.filter(loaded.contains).map { ($0, "memory") }, uniquingKeysWith: { a, _ in a })
            }
        }
    }

    /// The size of the image at `uri`; an error with `code` names the URI and what went wrong.
    private func size(_ uri: String, headers: [String: String], code: BridgeError.Code) async throws -> ImageSize {
        let bytes: Data
        do {
            bytes = try await data(uri, headers: headers)
        } catch let error as BridgeError {
            throw BridgeError(code, "ImageLoader: \(uri): \(error.message)")
        } catch {
            throw BridgeError(code, "ImageLoader: \(uri): \(error)", cause: error)
        }
        guard let size = ImageSize(header: bytes) else {
            throw BridgeError(code, "ImageLoader: \(uri): not an image of a known format (PNG, GIF, JPEG, WebP, BMP)")
        }
        loaded.withLock { _ = $0.insert(uri) }
        return size
    }

    /// The bytes at `uri`: a `data:` URI's, a file's, or the loader's.
    private func data(_ uri: String, headers: [String: String]) async throws -> Data {
        if uri.hasPrefix("data:") {
            guard let comma = uri.firstIndex(of: ","), let data = Self.dataURIBytes(uri[..<comma], uri[uri.index(after: comma)...]) else {
                throw BridgeError(.invalidArgument, "a data: URI that cannot be read")
            }
            return data
        }
        let url = uri.hasPrefix("/") ? URL(fileURLWithPath: uri) : URL(string: uri)
        guard let url, let scheme = url.scheme?.lowercased() else { throw BridgeError(.invalidArgument, "not a URL or an absolute path") }
        if scheme == "file" { return try Self.header(ofFile: url.path) }
        guard let loader else { throw BridgeError(.invalidArgument, "no loader for \(scheme): URLs (NativeUI's imageLoader)") }
        return try await loader(url, headers)
    }

    /// The first mebibyte of a regular file (all a size needs; a device or a pipe is refused,
    /// so `/dev/zero` cannot fill memory nor a FIFO block the queue).
    static func header(ofFile path: String) throws -> Data {
        let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        guard type == .typeRegular else { throw BridgeError(.invalidArgument, "not a regular file") }
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        return try handle.read(upToCount: 1 << 20) ?? Data()
    }

    /// The bytes of a `data:` URI's `payload`, base64 when its `header` says so, else
    /// percent-encoded.
    static func dataURIBytes(_ header: Substring, _ payload: Substring) -> Data? {
        guard let bytes = percentDecoded(payload) else { return nil }
        return header.hasSuffix(";base64") ? Data(base64Encoded: Data(bytes), options: .ignoreUnknownCharacters) : Data(bytes)
    }

    /// `text` with its `%XX` escapes made bytes; nil when an escape is not two hex digits.
    static func percentDecoded(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var input = text.utf8.makeIterator()
        while let byte = input.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = input.next(), let low = input.next(), let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else {
                return nil
            }
            bytes.append(value)
        }
        return bytes
    }
}
