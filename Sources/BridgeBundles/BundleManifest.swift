#if Bundles
import Foundation

/// The route table of a bundle server, in the manner of Rexxar's `routes.json`: one item per
/// bundle, each with its name (or a URI pattern naming the pages it serves), where to fetch it,
/// its SHA-256, a version and a deploy time.
///
/// ```json
/// {"items": [{"name": "home", "uri": "app://home/.*", "url": "https://example.org/home.3.js",
///             "sha256": "9f86d0…", "version": "3", "deploy_time": "2026-11-01T10:00:00Z"}]}
/// ```
///
/// `remote_file` is read as `url`, as Rexxar names it; a relative URL is resolved against the
/// manifest's own.
public struct BundleManifest: Codable, Sendable, Equatable {
    /// One bundle the manifest offers.
    public struct Item: Codable, Sendable, Equatable {
        /// The bundle's name (what a host launches).
        public var name: String
        /// A regular expression of the URIs this bundle serves.
        public var uri: String?
        /// Where its text is, absolute or relative to the manifest.
        public var url: String
        /// The SHA-256 of the bundle's bytes, in hex.
        public var sha256: String
        /// Its version.
        public var version: String
        /// When it was deployed, as the server says.
        public var deployTime: String?

        enum CodingKeys: String, CodingKey {
            case name, uri, url, sha256, version
            case remoteFile = "remote_file"
            case deployTime = "deploy_time"
        }

        /// An item; `uri` is the manifest's other spelling of `url`.
        public init(name: String, uri: String? = nil, url: String, sha256: String, version: String, deployTime: String? = nil) {
            (self.name, self.uri, self.url, self.sha256, self.version, self.deployTime) = (name, uri, url, sha256.lowercased(), version, deployTime)
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decode(String.self, forKey: .name)
            uri = try c.decodeIfPresent(String.self, forKey: .uri)
            guard let url = try c.decodeIfPresent(String.self, forKey: .url) ?? c.decodeIfPresent(String.self, forKey: .remoteFile) else {
                throw DecodingError.keyNotFound(CodingKeys.url, .init(codingPath: c.codingPath, debugDescription: "item \(name) has no url (or remote_file)"))
            }
            self.url = url
            sha256 = try c.decode(String.self, forKey: .sha256).lowercased()
            version = try c.decode(String.self, forKey: .version)
            deployTime = try c.decodeIfPresent(String.self, forKey: .deployTime)
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encodeIfPresent(uri, forKey: .uri)
            try c.encode(url, forKey: .url)
            try c.encode(sha256, forKey: .sha256)
            try c.encode(version, forKey: .version)
            try c.encodeIfPresent(deployTime, forKey: .deployTime)
        }

        /// Whether this item serves `uri` (its pattern matches the whole of it).
        public func serves(_ uri: String) -> Bool {
            guard let pattern = self.uri, let regex = try? Regex(pattern) else { return false }
            return (try? regex.wholeMatch(in: uri)) != nil
        }
    }

    /// The bundles offered.
    public var items: [Item]
    /// When the manifest was deployed, as the server says.
    public var deployTime: String?

    enum CodingKeys: String, CodingKey {
        case items
        case deployTime = "deploy_time"
    }

    /// A manifest.
    public init(items: [Item], deployTime: String? = nil) {
        self.items = items
        self.deployTime = deployTime
    }

    /// The item named `nameOrURI`, or the first whose URI pattern matches it.
    public func item(for nameOrURI: String) -> Item? {
        items.first { $0.name == nameOrURI } ?? items.first { $0.serves(nameOrURI) }
    }
}
#endif
