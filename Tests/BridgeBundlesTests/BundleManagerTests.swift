#if Bundles
import BridgeBundles
import BridgeRuntime
import HTTPTestSupport
import Foundation
import Testing

private func sha256(_ text: String) -> String {
    SHA256.hex(Data(text.utf8))
}

/// A server with a manifest and bundles, and a fresh cache and preset folder.
private struct OTAFixture {
    let server: TestHTTPServer
    let folder: URL
    var cache: String { folder.appendingPathComponent("cache").path }
    var preset: String { folder.appendingPathComponent("preset").path }
    var manifestURL: URL { URL(string: server.url("/routes.json"))! }

    static func make() async throws -> OTAFixture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ota-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("preset"), withIntermediateDirectories: true)
        return OTAFixture(server: try await TestHTTPServer.start(), folder: folder)
    }

    /// Publishes `text` as version `version` of `name`, with `hash` in the manifest (its real
    /// SHA-256 by default).
    func publish(_ name: String, version: String, _ text: String, hash: String? = nil) {
        let path = "/bundles/\(name).\(version).js"
        server.set(path, .javaScript(text))
        let item = BundleManifest.Item(name: name, uri: "app://\(name)/.*", url: path, sha256: hash ?? sha256(text), version: version)
        let manifest = BundleManifest(items: [item], deployTime: "2026-11-22T00:00:00Z")
        var route = TestHTTPServer.Route(body: Array(try! JSONEncoder().encode(manifest)))
        route.contentType = "application/json"
        server.set("/routes.json", route)
    }

    func manager(onRollback: (@Sendable (BundleRollback) -> Void)? = nil) throws -> BundleManager {
        try BundleManager(.init(manifestURL: manifestURL, cacheDirectory: cache, presetDirectory: preset,
                                fetcher: BundleFetcher(timeout: TestHTTPServer.patientTimeout), onRollback: onRollback))
    }

    func cachedFiles() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cache + "/bundles"))?.sorted() ?? []
    }

    func finish() async throws {
        try? await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}

private func bundle(_ version: String) -> String { "globalThis.version = '\(version)';" }

@Suite struct BundleManagerTests {
    @Test func resolvesFromServerThenCacheThenWorksOffline() async throws {
        let f = try await OTAFixture.make()
        f.publish("home", version: "1", bundle("1"))
        let first = try await f.manager().resolve("home")
        #expect(first.version == "1" && first.origin == .cache && first.text == bundle("1"))
        // By URI too, from the manifest's pattern.
        #expect(try await f.manager().resolve("app://home/index").version == "1")
        // A new process with the server down uses the cache.
        try await f.server.stop()
        let offline = try await f.manager().resolve("home")
        #expect(offline.version == "1")
        #expect(f.server.requests.withLock { $0.filter { $0.hasPrefix("/bundles") } }.count == 1)
        try await f.finish()
    }

    @Test func aPresetIsUsedWhenTheCacheHasNoneAndFailureNamesEveryPlaceTried() async throws {
        let f = try await OTAFixture.make()
        try bundle("preset").write(toFile: f.preset + "/home.js", atomically: true, encoding: .utf8)
        try await f.server.stop()
        let manager = try f.manager()
        let resolved = try await manager.resolve("home")
        #expect(resolved.origin == .preset && resolved.text == bundle("preset"))
        do {
            _ = try await manager.resolve("other")
            Issue.record("nothing has other")
        } catch let error as BundleManagerError {
            #expect(error.description.contains("no bundle for other"))
            #expect(error.description.contains("the cache (nothing for other)"))
            #expect(error.description.contains("the preset directory"))
            #expect(error.description.contains("connection refused"))
        }
        try await f.finish()
    }

    @Test func aDownloadThatDoesNotMatchItsHashIsNeverInstalled() async throws {
        let f = try await OTAFixture.make()
        f.publish("home", version: "1", bundle("1"), hash: sha256("something else"))
        do {
            _ = try await f.manager().resolve("home")
            Issue.record("a wrong hash must be refused")
        } catch {
            #expect("\(error)".contains("does not match its SHA-256"))
        }
        #expect(f.cachedFiles().isEmpty)
        try await f.finish()
    }

    @Test func aHalfWrittenDownloadFromACrashIsRemovedAndNotUsed() async throws {
        let f = try await OTAFixture.make()
        f.publish("home", version: "1", bundle("1"))
        _ = try await f.manager().resolve("home")
        // A crash mid-download leaves a part file and the old state.
        try "globalThis.version = 'hal".write(toFile: f.cache + "/downloads/crash.part", atomically: false, encoding: .utf8)
        let manager = try f.manager()
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.cache + "/downloads").isEmpty)
        #expect(try await manager.resolve("home").text == bundle("1"))
        // A cached file damaged on disk is not used either: it is fetched again.
        let file = f.cache + "/bundles/" + f.cachedFiles()[0]
        try "damaged".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try await f.manager().resolve("home").text == bundle("1"))
        try await f.finish()
    }

    @Test func updatesAreDownloadedAndAReloadPicksThemUp() async throws {
        let f = try await OTAFixture.make()
        f.publish("home", version: "1", bundle("1"))
        let manager = try f.manager()
        var configuration = Runtime.Configuration()
        configuration.register { _ in manager.updatesModule(for: "home") }
        let runtime = try await Runtime(configuration)
        // Reading what is installed has no side effects: nothing is resolved or downloaded.
        let before = await (manager.currentBundle("home"), manager.pendingUpdate("home"), manager.runningBundle("home"))
        #expect(before.0 == nil && before.1 == nil && before.2 == nil)
        #expect(f.cachedFiles().isEmpty)
        let launched = try await manager.launch("home", in: runtime)
        #expect(launched.bundle.version == "1" && launched.rollback == nil)
        #expect(try await runtime.evaluate("version") == "1")
        f.publish("home", version: "2", bundle("2"))
        #expect(try await manager.checkForUpdates() == ["home"])
        #expect(try await manager.checkForUpdates() == [])
        #expect(await manager.pendingUpdate("home")?.version == "2")
        #expect(await manager.runningBundle("home")?.version == "1")
        try await runtime.reload()
        #expect(try await runtime.evaluate("version") == "2")
        #expect(await manager.runningBundle("home")?.version == "2")
        // The app marks the update ready from JS.
        _ = try await runtime.evaluate("NativeModules.BundleUpdates.notifyAppReady()")
        await runtime.waitUntilIdle()
        #expect(await manager.hasPendingUpdate("home") == false)
        await runtime.shutdown()
        try await f.finish()
    }

    @Test func anUpdateThatFailsToStartIsRolledBack() async throws {
        let f = try await OTAFixture.make()
        f.publish("home", version: "1", bundle("1"))
        let rollbacks = Locked<[String]>([])
        let manager = try f.manager { r in rollbacks.withLock { $0.append(r.description) } }
        _ = try await manager.resolve("home")
        f.publish("home", version: "2", "throw new Error('broken update');")
        try await manager.checkForUpdates()
        let runtime = try await Runtime()
        let pending = try #require(await manager.pendingUpdate("home"))
        #expect(pending.version == "2")
        #expect(await manager.currentBundle("home")?.version == "1")
        // Launch falls back by itself: the runtime runs the previous bundle, and says why.
        let launched = try await manager.launch("home", in: runtime)
        #expect(launched.bundle.version == "1")
        #expect(launched.bundle.origin == .cache)
        #expect(launched.bundle == (await manager.currentBundle("home")))
        #expect(launched.rollback?.version == "2")
        #expect(launched.rollback?.reason == "Error: broken update")
        #expect(runtime.state.isRunning)
        #expect(try await runtime.evaluate("version") == "1")
        #expect(rollbacks.withLock { $0 } == ["update 2 of home failed to start (Error: broken update); rolled back to 1"])
        #expect(await manager.pendingUpdate("home") == nil)
        #expect(await manager.runningBundle("home")?.version == "1")
        // The broken one is not downloaded again.
        #expect(try await manager.checkForUpdates() == [])
        await runtime.shutdown()

        // An update that reports a fatal error after loading, before it is marked ready, too.
        f.publish("home", version: "3", "globalThis.version = '3'; setTimeout(() => { throw new Error('crash at start'); }, 0);")
        #expect(try await manager.checkForUpdates() == ["home"])
        let second = try await Runtime()
        let third = try await manager.launch("home", in: second)
        #expect(third.bundle.version == "3" && third.rollback == nil)
        #expect(await manager.runningBundle("home")?.version == "3")
        await second.waitUntilIdle()
        try await Task.sleep(for: .milliseconds(50))
        #expect(await manager.hasPendingUpdate("home") == false)
        #expect(rollbacks.withLock { $0.count } == 2)
        await second.shutdown()
        try await f.finish()
    }

    @Test func anUpdateLaunchedByAnEarlierRunThatNeverMarkedReadyIsRolledBack() async throws {
        let f = try await OTAFixture.make()
        f.publish("home", version: "1", bundle("1"))
        _ = try await f.manager().resolve("home")
        f.publish("home", version: "2", bundle("2"))
        let first = try f.manager()
        try await first.checkForUpdates()
        #expect(try await first.resolve("home").version == "2")  // launched; the process "dies"
        let rollbacks = Locked(0)
        let next = try f.manager { _ in rollbacks.withLock { $0 += 1 } }
        #expect(try await next.resolve("home").version == "1")
        #expect(rollbacks.withLock { $0 } == 1)
        try await f.finish()
    }
}
#endif
