#if Networking
import BridgeNetworking
import BridgeRuntime
import HTTPTestSupport
import Testing

/// The bounds a script sets on the built-in fetch (ours; node's fetch takes them only through an
/// undici `Agent`): `maxResponseSize` lowers the Networking module's bound for one response.
@Suite struct FetchBoundsTests {
    @Test func maxResponseSizeBoundsOneResponse() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/200", TestHTTPServer.Route(contentType: "text/plain", body: Array(repeating: 97, count: 200)))
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        configuration.registerNetworking()
        let runtime = try await Runtime(configuration)
        try await runtime.evaluate("""
            globalThis.log = [];
            const url = '\(server.url("/200"))';
            const attempt = (init) => fetch(url, init).then((r) => r.text()).then((t) => 'read ' + t.length,
              (e) => e.name + ': ' + e.message + (e.cause ? ' (' + e.cause.message + ')' : ''));
            (async () => {
              for (const bound of [100, 200, -1, undefined, null, 'x', 1.5, -2]) log.push(String(bound) + ' ' + await attempt({ maxResponseSize: bound }));
            })();
            """)
        await runtime.waitUntilIdle()
        let seen = (try await runtime.evaluate("log").arrayValue ?? []).compactMap(\.stringValue)
        let refused = "TypeError: fetch: maxResponseSize must be an integer, -1 or more"
        #expect(seen == [
            "100 TypeError: terminated (the response is larger than 100 bytes)", "200 read 200", "-1 read 200",
            "undefined read 200", "null read 200", "x " + refused, "1.5 " + refused, "-2 " + refused,
        ])
        await runtime.shutdown()
        try await server.stop()
    }
}
#endif
