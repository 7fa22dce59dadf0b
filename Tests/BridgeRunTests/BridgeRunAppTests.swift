#if Bundles
import Foundation
import HTTPTestSupport
import Testing

/// `bridge-run URL` and `--app NAME --props JSON`, against a real server on loopback.
@Suite struct BridgeRunAppTests {
    static let app = """
        AppRegistry.registerComponent('F8v2', () => (props, { rootTag }) => {
          console.log(`${props.screen} at root ${rootTag}, session ${props.session.id}`);
        });
        console.log('bundle loaded');
        """

    @Test func runsABundleFromADevServerAndARegisteredAppWithProperties() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/index.bundle", .javaScript(Self.app))
        let url = server.url("/index.bundle?platform=linux&dev=true")
        let r = try await run("bridge-run", ["--app", "F8v2", "--props", #"{"screen":"agenda","session":{"id":7}}"#, url])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "bundle loaded\nagenda at root 1, session 7\n")
        try await server.stop()
    }

    /// A bundle from a URL reports its React Native version and its URL (`SourceCode.scriptURL`,
    /// which React Native's JS reads to find its dev server), as a file bundle does its own.
    @Test func aServedBundleReportsItsVersionAndWhereItCameFrom() async throws {
        let script = "var exports = {}; exports.version = {major: 0, minor: 59, patch: 10, prerelease: null};\n"
            + "const v = NativeModules.PlatformConstants.reactNativeVersion; console.log(v.major, v.minor, v.patch, NativeModules.SourceCode.scriptURL);"
        let server = try await TestHTTPServer.start()
        server.set("/index.bundle", .javaScript(script))
        let url = server.url("/index.bundle?platform=ios&dev=true")
        let served = try await run("bridge-run", [url])
        #expect(served.stdout == "0 59 10 \(url)\n", "\(served.stderr)")
        #expect(server.requests.withLock { $0 } == ["/index.bundle"], "fetched once")
        let scratch = try ScratchFolder()
        let file = try scratch.file("script.js", Array(script.utf8))
        let local = try await run("bridge-run", [file])
        #expect(local.stdout == "0 59 10 file://\(file)\n", "\(local.stderr)")
        withExtendedLifetime(scratch) {}
        try await server.stop()
    }

    @Test func badAppsPropertiesAndURLsAreReported() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/index.bundle", .javaScript(Self.app))
        let missing = try await run("bridge-run", ["--app", "Nope", server.url("/index.bundle")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains(#""Nope" has not been registered (registered: F8v2)"#))
        let badProps = try await run("bridge-run", ["--app", "F8v2", "--props", "{screen", server.url("/index.bundle")])
        #expect(badProps.status == 2)
        #expect(badProps.stderr.hasPrefix("bridge-run: --props is not JSON: expected a property name in double quotes (at offset 1)"))
        #expect(badProps.stdout.isEmpty, "the bundle ran before --props was checked")
        let notFound = try await run("bridge-run", [server.url("/other.bundle")])
        #expect(notFound.status == 2)
        #expect(notFound.stderr == "bridge-run: cannot fetch \(server.url("/other.bundle")): the server answered 404 Not Found\n")
        let propsAlone = try await run("bridge-run", ["--props", "{}", server.url("/index.bundle")])
        #expect(propsAlone.status == 2)
        try await server.stop()
        // Nothing listening: said at once (the fetch timeout is 30 s), in one line.
        let closed = try await TestHTTPServer.start()
        let gone = closed.url("/index.bundle")
        try await closed.stop()
        let clock = ContinuousClock()
        let start = clock.now
        let refused = try await run("bridge-run", [gone])
        // Well inside the fetch's 30 s, which retrying would reach (a loaded machine is slow).
        #expect(clock.now - start < .seconds(25))
        #expect(refused.status == 2)
        #expect(refused.stderr == "bridge-run: cannot fetch \(gone): connection refused (is the server running?)\n")
    }
}
#endif
