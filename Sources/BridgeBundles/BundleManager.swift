#if Bundles
import BridgeRuntime
import Foundation

/// Bundles over the air: resolves a bundle by name (or by a URI its manifest item serves) from
/// the cache, then the preset directory shipped with the app, then the server (refreshing the
/// manifest and downloading into the cache), and fails only when none has it. Downloads are
/// verified against their SHA-256 and installed atomically; an update that fails to start before
/// the app marks it ready is set aside and the previous bundle used again (CodePush's rollback).
///
/// ```swift
/// let bundles = try BundleManager(.init(
///     manifestURL: URL(string: "https://example.org/routes.json")!,
///     cacheDirectory: "/var/cache/app/bundles", presetDirectory: "/usr/share/app/bundles"))
/// configuration.register { _ in bundles.updatesModule(for: "home") }  // JS: notifyAppReady()
/// let runtime = try await Runtime(configuration)
/// try await bundles.launch("home", in: runtime)
/// Task { try await bundles.checkForUpdates() }                          // a reload picks them up
/// ```
///
/// An actor: call it from any task. Its state lives in `cacheDirectory/state.json`.
/// Its members may be called from any thread (an actor: each call is awaited).
public actor BundleManager {
    /// Where the manager keeps bundles and how it fetches them. Any thread.
    public struct Configuration: Sendable {
        /// The route table's URL (``BundleManifest``).
        public var manifestURL: URL
        /// Where downloaded bundles and the manager's state are kept.
        public var cacheDirectory: String
        /// Bundles shipped with the app, as `<name>.js`; used when the cache has none.
        public var presetDirectory: String?
        /// How manifests and bundles are downloaded.
        public var fetcher: BundleFetcher
        /// Told of every rollback (an update that failed to start and was set aside).
        public var onRollback: (@Sendable (BundleRollback) -> Void)?

        /// A configuration; see each property.
        public init(
            manifestURL: URL, cacheDirectory: String, presetDirectory: String? = nil, fetcher: BundleFetcher = BundleFetcher(),
            onRollback: (@Sendable (BundleRollback) -> Void)? = nil
        ) {
            self.manifestURL = manifestURL
            self.cacheDirectory = cacheDirectory
            self.presetDirectory = presetDirectory
            self.fetcher = fetcher
            self.onRollback = onRollback
        }
    }

    /// One installed bundle file.
    struct Installed: Codable, Equatable {
        var version: String
        var sha256: String
        var file: String
        var deployTime: String?
    }

    /// What is known of one bundle name.
    struct Record: Codable {
        /// The bundle that started well (or was installed with nothing to fall back on).
        var current: Installed?
        /// An update installed and not yet marked ready.
        var candidate: Installed?
        /// Whether the candidate has been handed out to run.
        var candidateLaunched = false
        /// The SHA-256s of updates that failed to start, never used again.
        var setAside: [String] = []
    }

    struct Stored: Codable {
        var bundles: [String: Record] = [:]
        var manifest: BundleManifest?
    }

    /// What the manager was made with.
    public let configuration: Configuration
    var stored: Stored
    /// The bundle each name last loaded into a runtime in this process.
    var running: [String: BundleMetadata] = [:]
    /// Candidates handed out by this process: a candidate launched by an earlier process and
    /// never marked ready failed to start there.
    private var launchedHere: Set<String> = []

    var bundlesFolder: URL { URL(fileURLWithPath: configuration.cacheDirectory).appendingPathComponent("bundles") }
    private var downloadsFolder: URL { URL(fileURLWithPath: configuration.cacheDirectory).appendingPathComponent("downloads") }
    private var stateFile: URL { URL(fileURLWithPath: configuration.cacheDirectory).appendingPathComponent("state.json") }

    /// Opens (or makes) the cache. Half-written downloads of an earlier process are removed.
    public init(_ configuration: Configuration) throws {
        self.configuration = configuration
        let cache = URL(fileURLWithPath: configuration.cacheDirectory)
        let fm = FileManager.default
        try fm.createDirectory(at: cache.appendingPathComponent("bundles"), withIntermediateDirectories: true)
        let downloads = cache.appendingPathComponent("downloads")
        try? fm.removeItem(at: downloads)
        try fm.createDirectory(at: downloads, withIntermediateDirectories: true)
        let state = cache.appendingPathComponent("state.json")
        if let data = try? Data(contentsOf: state) {
            stored = (try? JSONDecoder().decode(Stored.self, from: data)) ?? Stored()
        } else {
            stored = Stored()
        }
    }

    // MARK: Resolving

    /// The bundle for `nameOrURI`: from the cache (an update not yet marked ready first, unless
    /// it already failed), then the preset directory, then the server. Throws
    /// ``BundleManagerError`` naming every place tried when none has it.
    public func resolve(_ nameOrURI: String) async throws -> ResolvedBundle {
        var tried: [String] = []
        let name = stored.manifest?.item(for: nameOrURI)?.name ?? nameOrURI
        rollBackUnconfirmedLaunch(name)
        if let bundle = cached(name, &tried) { return bundle }
        if let bundle = preset(name, &tried) { return bundle }
        do {
            let manifest = try await refreshManifest()
            guard let item = manifest.item(for: nameOrURI) else {
                tried.append("the manifest at \(configuration.manifestURL.absoluteString) (no item \(nameOrURI))")
                throw BundleManagerError.noBundle(nameOrURI, tried: tried)
            }
            try await install(item)
            if let bundle = cached(item.name, &tried) { return bundle }
        } catch let error as BundleManagerError {
            throw error
        } catch {
            tried.append("\(error)")
        }
        throw BundleManagerError.noBundle(nameOrURI, tried: tried)
    }

    /// A source that resolves `nameOrURI` each time it is loaded, so a reload runs the newest
    /// installed update (or, after a rollback, the previous bundle).
    public nonisolated func source(_ nameOrURI: String) -> BundleSource {
        BundleSource(sourceURL: "bundle:\(nameOrURI)") { try await self.resolveToRun(nameOrURI).text }
    }

    /// Resolves `nameOrURI` for a runtime to load, and remembers it as what runs.
    private func resolveToRun(_ nameOrURI: String) async throws -> ResolvedBundle {
        let bundle = try await resolve(nameOrURI)
        running[bundle.name] = bundle.metadata
        return bundle
    }

    private func cached(_ name: String, _ tried: inout [String]) -> ResolvedBundle? {
        guard var record = stored.bundles[name] else {
            tried.append("the cache (nothing for \(name))")
            return nil
        }
        if let candidate = record.candidate {
            if let bundle = read(name, candidate, origin: .cache) {
                // (A candidate an earlier process launched was rolled back before this.)
                if !launchedHere.contains(name) {
                    record.candidateLaunched = true
                    stored.bundles[name] = record
                    launchedHere.insert(name)
                    save()
                }
                return bundle
            }
            tried.append("the cache (update \(candidate.version) of \(name) is missing or damaged)")
            record.candidate = nil
            stored.bundles[name] = record
            save()
        }
        if let current = record.current {
            if let bundle = read(name, current, origin: .cache) { return bundle }
            tried.append("the cache (\(name) \(current.version) is missing or damaged)")
            record.current = nil
            stored.bundles[name] = record
            save()
        }
        return nil
    }

    /// A cached file, if it is there and still has its SHA-256.
    private func read(_ name: String, _ installed: Installed, origin: ResolvedBundle.Origin) -> ResolvedBundle? {
        let path = bundlesFolder.appendingPathComponent(installed.file)
        guard let data = try? Data(contentsOf: path), SHA256.hex(data) == installed.sha256,
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        return ResolvedBundle(name: name, version: installed.version, sha256: installed.sha256, origin: origin, path: path.path, text: text)
    }

    private func preset(_ name: String, _ tried: inout [String]) -> ResolvedBundle? {
        guard let folder = configuration.presetDirectory else { return nil }
        let path = URL(fileURLWithPath: folder).appendingPathComponent("\(name).js")
        guard let data = try? Data(contentsOf: path), let text = String(data: data, encoding: .utf8) else {
            tried.append("the preset directory (no \(path.path))")
            return nil
        }
        return ResolvedBundle(name: name, version: "preset", sha256: SHA256.hex(data), origin: .preset, path: path.path, text: text)
    }

    // MARK: Updates

    /// Fetches the manifest and downloads every bundle that is new or changed (and not set
    /// aside); each is verified and installed as an update that the next resolve (a reload)
    /// uses. Returns the names updated.
    @discardableResult
    public func checkForUpdates() async throws -> [String] {
        let manifest = try await refreshManifest()
        var updated: [String] = []
        for item in manifest.items {
            let record = stored.bundles[item.name] ?? Record()
            let known = [record.current?.sha256, record.candidate?.sha256].compactMap { $0 }
            guard !known.contains(item.sha256), !record.setAside.contains(item.sha256) else { continue }
            try await install(item)
            updated.append(item.name)
        }
        return updated
    }

    /// The app started well with `name`'s update (CodePush's `notifyAppReady`): it becomes the
    /// bundle to fall back on.
    public func markReady(_ name: String) {
        guard var record = stored.bundles[name], let candidate = record.candidate else { return }
        if let old = record.current, old.file != candidate.file {
            try? FileManager.default.removeItem(at: bundlesFolder.appendingPathComponent(old.file))
        }
        record.current = candidate
        record.candidate = nil
        record.candidateLaunched = false
        stored.bundles[name] = record
        launchedHere.remove(name)
        save()
    }

    /// `name`'s bundle failed to start (it threw while evaluating, or reported a fatal error):
    /// an update not yet marked ready is set aside, so the next resolve uses the previous bundle,
    /// and the host is told (``Configuration/onRollback``). Returns whether there was one.
    @discardableResult
    public func reportFailure(_ name: String, error: any Error) -> Bool {
        setAside(name, error: error) != nil
    }

    /// Sets `name`'s pending update aside (``reportFailure(_:error:)``), returning the rollback.
    func setAside(_ name: String, error: any Error) -> BundleRollback? {
        guard var record = stored.bundles[name], let candidate = record.candidate else { return nil }
        record.setAside.append(candidate.sha256)
        record.candidate = nil
        record.candidateLaunched = false
        stored.bundles[name] = record
        launchedHere.remove(name)
        try? FileManager.default.removeItem(at: bundlesFolder.appendingPathComponent(candidate.file))
        save()
        let rollback = BundleRollback(
            name: name, version: candidate.version, sha256: candidate.sha256, reason: Self.headline(error), restoredVersion: record.current?.version)
        configuration.onRollback?(rollback)
        return rollback
    }

    /// The manifest last fetched (kept in the cache), if any.
    public var manifest: BundleManifest? { stored.manifest }

    /// Whether `name` has an update that has not been marked ready.
    public func hasPendingUpdate(_ name: String) -> Bool { stored.bundles[name]?.candidate != nil }

    /// An update launched by an earlier process and never marked ready failed to start there.
    private func rollBackUnconfirmedLaunch(_ name: String) {
        guard let record = stored.bundles[name], record.candidate != nil, record.candidateLaunched, !launchedHere.contains(name) else { return }
        reportFailure(name, error: BundleManagerError.notMarkedReady(name))
    }

    private func refreshManifest() async throws -> BundleManifest {
        let data = try await configuration.fetcher.data(from: configuration.manifestURL)
        let manifest: BundleManifest
        do {
            manifest = try JSONDecoder().decode(BundleManifest.self, from: data)
        } catch {
            throw BundleManagerError.badManifest(configuration.manifestURL, String(describing: error))
        }
        stored.manifest = manifest
        save()
        return manifest
    }

    /// Downloads `item`, checks its SHA-256, moves it into the cache in one rename, then records
    /// it: a crash at any point leaves either the old state or the new, never a partial file in use.
    private func install(_ item: BundleManifest.Item) async throws {
        guard let url = URL(string: item.url, relativeTo: configuration.manifestURL)?.absoluteURL else {
            throw BundleManagerError.badManifest(configuration.manifestURL, "item \(item.name) has an invalid url \(item.url)")
        }
        var record = stored.bundles[item.name] ?? Record()
        guard !record.setAside.contains(item.sha256) else {
            throw BundleManagerError.setAside(item.name, version: item.version)
        }
        let data = try await configuration.fetcher.data(from: url)
        let digest = SHA256.hex(data)
        guard digest == item.sha256 else {
            throw BundleManagerError.hashMismatch(url, expected: item.sha256, actual: digest)
        }
        let file = "\(item.name)-\(item.version)-\(digest.prefix(16)).js"
        let part = downloadsFolder.appendingPathComponent("\(UUID().uuidString).part")
        try data.write(to: part)
        let target = bundlesFolder.appendingPathComponent(file)
        guard rename(part.path, target.path) == 0 else {
            throw BundleManagerError.cannotInstall(item.name, String(cString: strerror(errno)))
        }
        let installed = Installed(version: item.version, sha256: digest, file: file, deployTime: item.deployTime)
        if record.current == nil && record.candidate == nil && configuration.presetDirectory.map({ FileManager.default.fileExists(atPath: "\($0)/\(item.name).js") }) != true {
            // Nothing to fall back on: the first download is the bundle.
            record.current = installed
        } else {
            if let old = record.candidate, old.file != file { try? FileManager.default.removeItem(at: bundlesFolder.appendingPathComponent(old.file)) }
            record.candidate = installed
            record.candidateLaunched = false
            launchedHere.remove(item.name)
        }
        stored.bundles[item.name] = record
        save()
    }

    private func save() {
        guard let data = try? JSONEncoder().encode(stored) else { return }
        try? data.write(to: stateFile, options: .atomic)
    }

    /// An error in one line: a JS error's name and message, without its stack.
    static func headline(_ error: any Error) -> String {
        if let e = error as? JSException { return e.headline }
        if let e = error as? UncaughtJSError { return e.exception.headline }
        return String(describing: error)
    }

}

/// A bundle as resolved: where it came from and its text.
public struct ResolvedBundle: Sendable {
    /// Where a bundle came from.
    public enum Origin: String, Sendable {
        case cache, preset
    }

    /// The bundle's name in the manifest.
    public let name: String
    /// Its version.
    public let version: String
    /// The SHA-256 of its text, in hex.
    public let sha256: String
    /// Where it came from.
    public let origin: Origin
    /// The file it was read from.
    public let path: String
    /// The bundle's source.
    public let text: String
}

/// An update that failed to start and was set aside.
public struct BundleRollback: Sendable, CustomStringConvertible {
    /// The failed bundle's name.
    public let name: String
    /// Its version.
    public let version: String
    /// The SHA-256 of its text, in hex.
    public let sha256: String
    /// Why it failed.
    public let reason: String
    /// The version used instead (nil: the preset, if any).
    public let restoredVersion: String?

    public var description: String {
        "update \(version) of \(name) failed to start (\(reason)); rolled back to \(restoredVersion ?? "the preset bundle")"
    }
}

/// What the bundle manager refuses.
public enum BundleManagerError: Error, Sendable, CustomStringConvertible, BridgeErrorConvertible {
    /// No bundle for the name anywhere (each place tried, and why not).
    case noBundle(String, tried: [String])
    /// A download whose SHA-256 is not the manifest's: not installed.
    case hashMismatch(URL, expected: String, actual: String)
    case badManifest(URL, String)
    /// The manifest offers an update that failed to start before.
    case setAside(String, version: String)
    case cannotInstall(String, String)
    /// An update launched by an earlier run never marked ready.
    case notMarkedReady(String)

    public var description: String {
        switch self {
        case .noBundle(let name, let tried): "no bundle for \(name): tried \(tried.joined(separator: "; "))"
        case .hashMismatch(let url, let expected, let actual): "\(url.absoluteString) does not match its SHA-256 (expected \(expected), got \(actual)); not installed"
        case .badManifest(let url, let detail): "the manifest at \(url.absoluteString) cannot be read: \(detail)"
        case .setAside(let name, let version): "update \(version) of \(name) failed to start before and is set aside"
        case .cannotInstall(let name, let detail): "cannot install \(name): \(detail)"
        case .notMarkedReady(let name): "the update of \(name) started last time and never marked itself ready"
        }
    }

    public var bridgeCode: BridgeError.Code { "E_BUNDLE" }
    public var bridgeMessage: String { description }
}
#endif
