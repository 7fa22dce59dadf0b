#if Bundles
import BridgeBundles
import BridgeRuntime
import HTTPTestSupport
import Foundation
import Testing

/// Bundles from a dev server: a real HTTP server on loopback, started and stopped by each test.
@Suite struct BundleFetchTests {
    static let app = """
        AppRegistry.registerComponent('F8v2', () => (props) => { globalThis.shown = props.screen; });
        """

    @Test func aBundleFromADevServerRunsAndPropertiesGivenWhileItLoadsAreKept() async throws {
        let server = try await TestHTTPServer.start()
        var slow = TestHTTPServer.Route.javaScript(Self.app)
        slow.delay = .milliseconds(150)
        server.set("/index.bundle", slow)
        let runtime = try await Runtime()
        let url = try #require(URL(string: server.url("/index.bundle?platform=linux&dev=true")))
        // The patient deadline: what this test checks is the loading, not the time it may take.
        runtime.startLoading(.url(url, fetcher: BundleFetcher(timeout: TestHTTPServer.patientTimeout)))
        _ = try await runtime.runApplication("F8v2", initialProperties: ["screen": "agenda"])
        #expect(try await runtime.evaluate("shown") == "agenda")
        #expect("\(runtime.state)" == "running \(url.absoluteString)")
        // A reload fetches the server's current build.
        server.set("/index.bundle", .javaScript(Self.app.replacingOccurrences(of: "props.screen", with: "'v2 ' + props.screen")))
        try await runtime.reload()
        #expect(try await runtime.evaluate("shown") == "v2 agenda")
        #expect(server.requests.withLock { $0 } == ["/index.bundle", "/index.bundle"])
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func failuresNameTheURLAndWhy() async throws {
        let server = try await TestHTTPServer.start()
        var slow = TestHTTPServer.Route.javaScript("1")
        slow.delay = .seconds(3)
        server.set("/slow.bundle", slow)
        server.set("/page.bundle", TestHTTPServer.Route(contentType: "text/html", body: Array("<html>Metro error</html>".utf8)))
        let fetcher = BundleFetcher(timeout: .milliseconds(300))
        let patient = BundleFetcher(timeout: TestHTTPServer.patientTimeout)
        func reason(_ path: String, _ fetcher: BundleFetcher = patient) async -> BundleFetchError.Reason? {
            do {
                _ = try await fetcher.javaScript(from: URL(string: server.url(path))!)
                return nil
            } catch {
                #expect(error.description.contains(server.url(path)))
                return error.reason
            }
        }
        #expect(await reason("/missing.bundle") == .status(404, "Not Found"))
        #expect(await reason("/slow.bundle", fetcher) == .timeout(.milliseconds(300)))
        #expect(await reason("/page.bundle") == .notJavaScript("content type text/html"))
        try await server.stop()
        // Nothing listens at the port of a server that was stopped before anyone connected (a
        // server this client talked to could leave a pooled connection behind).
        let unused = try await TestHTTPServer.start()
        let gone = unused.url("/index.bundle")
        try await unused.stop()
        do {
            _ = try await patient.javaScript(from: URL(string: gone)!)
            Issue.record("a stopped server should refuse the connection")
        } catch {
            #expect(error.reason == .connectionRefused)
            #expect(error.description == "cannot fetch \(gone): connection refused (is the server running?)")
        }
        // A fetcher with the default deadline reports the refusal too, not its timeout (nor a
        // default client's connect timeout: its connection attempts are not retried).
        do {
            _ = try await BundleFetcher().javaScript(from: URL(string: gone)!)
            Issue.record("a stopped server should refuse the connection")
        } catch {
            #expect(error.reason == .connectionRefused)
        }
        // A runtime loading from it fails with that error.
        let runtime = try await Runtime()
        await #expect(throws: BundleFetchError.self) { try await runtime.load(.url(URL(string: gone)!, fetcher: fetcher)) }
        #expect(runtime.state.error is BundleFetchError)
        await runtime.shutdown()
    }

    @Test func theWholeTransferHasADeadlineAndTheBodyASizeLimitInWords() async throws {
        let server = try await TestHTTPServer.start()
        var drip = TestHTTPServer.Route.javaScript("1;")
        drip.drip = .milliseconds(20)
        server.set("/drip.bundle", drip)
        var stall = TestHTTPServer.Route.javaScript("var half = 1;")
        stall.missingBytes = 100
        server.set("/stall.bundle", stall)
        var slowHead = TestHTTPServer.Route.javaScript("1")
        slowHead.delay = .seconds(5)
        server.set("/slow-head.bundle", slowHead)
        server.set("/big.bundle", .javaScript(String(repeating: "1;", count: 600)))
        let fetcher = BundleFetcher(timeout: .milliseconds(700), maximumSize: 1000)
        // Each ends with the deadline's error, which only the deadline gives (no wall-clock bound
        // here: a loaded machine stretches any).
        for path in ["/drip.bundle", "/stall.bundle", "/slow-head.bundle"] {
            let url = server.url(path)
            do {
                _ = try await fetcher.javaScript(from: URL(string: url)!)
                Issue.record("\(path) should time out")
            } catch {
                #expect(error.reason == .timeout(.milliseconds(700)), "\(path)")
                #expect(error.description == "cannot fetch \(url): timed out (the whole download must take at most 0.7 s)")
            }
        }
        do {
            // A patient deadline: the size is what is tested, however loaded the machine.
            _ = try await BundleFetcher(timeout: TestHTTPServer.patientTimeout, maximumSize: 1000).javaScript(from: URL(string: server.url("/big.bundle"))!)
            Issue.record("a body over the size limit should be refused")
        } catch {
            #expect(error.description == "cannot fetch \(server.url("/big.bundle")): too large (more than 1000 bytes)")
        }
        // A dripping body with no length is cut at the size limit too, before the deadline.
        var fastDrip = TestHTTPServer.Route.javaScript("1;")
        fastDrip.drip = .milliseconds(1)
        server.set("/fast-drip.bundle", fastDrip)
        let sized = BundleFetcher(timeout: TestHTTPServer.patientTimeout, maximumSize: 50)
        do {
            _ = try await sized.data(from: URL(string: server.url("/fast-drip.bundle"))!)
            Issue.record("a dripping body should be cut at the size limit")
        } catch {
            #expect(error.reason == .tooLarge(50))
        }
        // A runtime loading from a dripping server fails with the timeout and goes on.
        let runtime = try await Runtime()
        await #expect(throws: BundleFetchError.self) { try await runtime.load(.url(URL(string: server.url("/drip.bundle"))!, fetcher: fetcher)) }
        #expect(try await runtime.evaluate("1 + 1") == 2)
        await runtime.shutdown()
        try await server.stop()
    }
}
#endif
