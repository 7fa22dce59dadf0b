#if Bundles
/// What a bundle is, without its text: its name, version, SHA-256 and where it came from.
public struct BundleMetadata: Sendable, Equatable, CustomStringConvertible {
    /// The bundle's name.
    public let name: String
    /// The manifest's version (`preset` for a bundle from the preset directory).
    public let version: String
    /// The SHA-256 of its text, in hex.
    public let sha256: String
    /// Where it came from.
    public let origin: ResolvedBundle.Origin
    /// The file it is read from.
    public let path: String

    public var description: String { "\(name) \(version) (\(origin.rawValue), sha256 \(sha256.prefix(12))…)" }
}

/// What ``BundleManager/launch(_:in:)`` started.
public struct LaunchedBundle: Sendable {
    /// The bundle running now.
    public let bundle: BundleMetadata
    /// The update that failed to start and was set aside before `bundle` was loaded in its place.
    public let rollback: BundleRollback?
}

extension ResolvedBundle {
    /// The bundle without its text.
    public var metadata: BundleMetadata {
        BundleMetadata(name: name, version: version, sha256: sha256, origin: origin, path: path)
    }
}

/// What is installed and what runs, read without side effects (CodePush's `getUpdateMetadata`):
/// nothing is resolved, downloaded, marked or rolled back.
extension BundleManager {
    /// The bundle `name` last loaded into a runtime in this process (by a launch or a reload).
    public func runningBundle(_ name: String) -> BundleMetadata? { running[name] }

    /// The installed bundle of `name` that started well (the one to fall back on).
    public func currentBundle(_ name: String) -> BundleMetadata? {
        stored.bundles[name]?.current.map { metadata(name, $0) }
    }

    /// The update of `name` installed and not yet marked ready, which the next launch or reload
    /// runs.
    public func pendingUpdate(_ name: String) -> BundleMetadata? {
        stored.bundles[name]?.candidate.map { metadata(name, $0) }
    }

    private func metadata(_ name: String, _ installed: Installed) -> BundleMetadata {
        BundleMetadata(
            name: name, version: installed.version, sha256: installed.sha256, origin: .cache,
            path: bundlesFolder.appendingPathComponent(installed.file).path)
    }
}
#endif
