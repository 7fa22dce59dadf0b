import BridgeCore

/// Where a runtime's bundle comes from: a file, a string, or anything that can be read
/// asynchronously (a URL, through the `BridgeBundles` library). Read each time it is loaded, so
/// a reload runs what the source holds then (an edited file, a dev server's new build, an
/// update a bundle manager installed).
public struct BundleSource: Sendable, CustomStringConvertible {
    /// The name errors and stack traces give the bundle's code.
    public let sourceURL: String
    private let read: @Sendable () async throws -> String

    /// A source read by `read`, named `sourceURL`.
    public init(sourceURL: String, read: @escaping @Sendable () async throws -> String) {
        self.sourceURL = sourceURL
        self.read = read
    }

    /// The UTF-8 file at `path`.
    public static func file(_ path: String) -> BundleSource {
        BundleSource(sourceURL: path) { try TextFile.read(atPath: path) }
    }

    /// The JavaScript text `source`.
    public static func string(_ source: String, sourceURL: String = "<bundle>") -> BundleSource {
        BundleSource(sourceURL: sourceURL) { source }
    }

    /// Reads the bundle's text.
    public func text() async throws -> String { try await read() }

    public var description: String { sourceURL }
}
