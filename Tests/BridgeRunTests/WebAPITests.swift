#if Networking
import Foundation
import HTTPTestSupport
import ProgramTestSupport
import Testing

/// Scripts that use the web's APIs print under `bridge-run` what they print under node, line by
/// line (node is the reference for scripts).
@Suite struct WebAPITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/web")

    /// Runs `fixture` under node and under bridge-run with `arguments`; both outputs.
    private func both(_ fixture: String, _ arguments: [String] = [], nodeFlags: [String] = []) async throws -> (node: String, bridge: ProcessResult) {
        let path = Self.fixtures.appendingPathComponent(fixture).path
        let node = try await runProgramOffPool("/usr/bin/env", ["node"] + nodeFlags + [path] + arguments)
        let bridge = try await run("bridge-run", [path] + arguments)
        return (node.stdout, bridge)
    }

    @Test func eventsAbortSignalsEncodingsBase64HeadersAndBodiesAsNodeHasThem() async throws {
        let (node, bridge) = try await both("basics.js")
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(!node.isEmpty)
        #expect(bridge.stdout.split(separator: "\n") == node.split(separator: "\n"))
    }

    @Test(arguments: ["url.js", "url-edges.js", "url-classes.js", "stream-classes.js", "clone-kinds.js", "idn.js", "console-arrays.js", "console-values.js", "console-methods.js", "console-format.js", "console-text-classes.js", "console-depth.js", "console-table.js", "console-web-objects.js", "console-binary.js", "crypto.js", "form.js", "clone.js", "streams.js", "fetch-local.js", "request-response.js", "request-signal.js", "blob-file-form.js", "events.js", "encoding.js", "streams-pipe.js", "buffer.js", "buffer-integers.js", "builtins-replaced.js", "statics-replaced.js", "console-hidden.js", "node-events.js", "buffer-ranges.js", "events-capture.js", "events-once-on.js", "encoding-utf16.js", "streams-standard.js", "streams-bytes.js", "encoding-labels.js", "url-long.js", "clone-transfer.js", "events-constants.js", "headers-webidl.js", "search-params-webidl.js", "url-setters.js"])
    func urlsFormsClonesAndLongArraysAsNodeHasThem(fixture: String) async throws {
        let (node, bridge) = try await both(fixture)
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(!node.isEmpty)
        #expect(bridge.stdout.split(separator: "\n") == node.split(separator: "\n"))
    }

    /// A web class's view reads what the class keeps, through the getters it had when its part
    /// was made: a script that replaces one changes nothing shown, and its getter never runs.
    @Test func webObjectsAreShownWithoutRunningAScriptsReplacements() async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.file("script.js", Array("""
            const before = new URL('http://a.test/x');
            Object.defineProperty(URL.prototype, 'href', { get() { console.log('ran'); return 'replaced'; } });
            Object.defineProperty(Blob.prototype, 'size', { get() { console.log('ran'); return -1; } });
            console.log(before.pathname, new Blob(['abc']), { u: new URL('http://b.test/') }.u.origin);
            console.log(Object.create(Headers.prototype), Object.create(URLSearchParams.prototype));
            """.utf8))
        let bridge = try await run("bridge-run", [path])
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(bridge.stdout == "/x Blob { size: 3, type: '' } http://b.test\nHeaders {} URLSearchParams {}\n")
    }

    @Test func aThousandRequestsInFlightAndA64MiBBodyAsNodeHasThem() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/small", .init(contentType: "text/plain", body: Array("hello".utf8)))
        // 64 MiB of a 251-byte pattern (a prime length, so no power-of-two stride sees one value).
        let pattern = (0..<251).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var big: [UInt8] = []
        big.reserveCapacity(64 << 20)
        while big.count < 64 << 20 { big.append(contentsOf: pattern.prefix((64 << 20) - big.count)) }
        server.set("/big", .init(contentType: "application/octet-stream", body: big))
        let (node, bridge) = try await both("fetch-many.js", [server.url("")])
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(node.hasPrefix("1000 true 1\n"))
        #expect(bridge.stdout.split(separator: "\n") == node.split(separator: "\n"))
        try await server.stop()
    }

    /// Node 20 has the web's WebSocket behind `--experimental-websocket` (undici's).
    @Test func webSocketsAsNodeHasThem() async throws {
        let server = try await TestWebSocketServer.start()
        let closed = try await TestHTTPServer.start()
        let closedPort = closed.port
        try await closed.stop()
        let (node, bridge) = try await both("websocket.js", [server.url(), "\(closedPort)"], nodeFlags: ["--experimental-websocket"])
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(node.hasSuffix("done\n"))
        #expect(bridge.stdout.split(separator: "\n", omittingEmptySubsequences: false) == node.split(separator: "\n", omittingEmptySubsequences: false))
        try await server.stop()
    }

    @Test func aServerWhoseCertificateNothingTrustsIsRefusedAsNodeRefusesIt() async throws {
        let server = try await TestHTTPServer.start(selfSignedTLS: true)
        server.set("/text", .init(contentType: "text/plain", body: Array("secret".utf8)))
        let (node, bridge) = try await both("tls.js", [server.url("")], nodeFlags: ["--experimental-websocket"])
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(node.hasSuffix("done\n"))
        #expect(bridge.stdout.split(separator: "\n") == node.split(separator: "\n"))
        #expect(server.requests.withLock { $0 }.isEmpty, "nothing reached the server")
        try await server.stop()
    }

    /// Not node's (node 20's fetch reads no proxy from the environment): requests go through the
    /// proxy `http_proxy` names, except to the hosts `no_proxy` names.
    @Test func requestsGoThroughTheProxyTheEnvironmentNames() async throws {
        let proxy = try await TestHTTPServer.start()
        proxy.set("/page", .init(contentType: "text/plain", body: Array("via the proxy".utf8)))
        let script = """
            fetch('http://origin.invalid/page').then((r) => r.text()).then(console.log, (e) => console.log(e.message, e.cause.code));
            """
        let proxied = try await run("bridge-run", ["-"], stdin: script, environment: ["http_proxy": proxy.url("")])
        #expect(proxied.stdout == "via the proxy\n", "\(proxied.stderr)")
        let direct = try await run("bridge-run", ["-"], stdin: script, environment: ["HTTP_PROXY": proxy.url(""), "NO_PROXY": "localhost, .invalid"])
        #expect(direct.stdout == "fetch failed ENOTFOUND\n", "\(direct.stderr)")
        #expect(proxy.requests.withLock { $0 } == ["CONNECT origin.invalid:80", "/page"])
        try await proxy.stop()
    }

    @Test func malformedAnswersAndLostConnectionsFailAsNodesDo() async throws {
        let server = try await TestHTTPServer.start()
        let answers: [String: String] = [
            "/badstatus": "HTTP/1.1 abc OK\r\nContent-Length: 0\r\n\r\n",
            "/badvalue": "HTTP/1.1 200 OK\r\nX: a\u{0}b\r\nContent-Length: 0\r\n\r\n",
            "/garbage": "garbage\r\n\r\n",
            "/twolengths": "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
            "/lf": "HTTP/1.1 200 OK\nContent-Length: 2\n\nok",
            "/badchunk": "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "/short": "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nabc",
            "/none": "",
            "/overflow": "HTTP/1.1 200 OK\r\n" + (0..<2000).map { "X-H\($0): \(String(repeating: "v", count: 100))\r\n" }.joined(),
            "/http10": "HTTP/1.0 200 OK\r\n\r\nold body",
            "/nolength": "HTTP/1.1 200 OK\r\n\r\nuntil close",
            "/info": "HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\ny",
        ]
        for (path, text) in answers {
            var route = TestHTTPServer.Route(body: [])
            route.raw = Array(text.utf8)
            server.set(path, route)
        }
        var reset = TestHTTPServer.Route(body: [])
        reset.raw = Array("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nab".utf8)
        reset.resets = true
        server.set("/reset", reset)
        let (node, bridge) = try await both("fetch-malformed.js", [server.url("")])
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(node.split(separator: "\n").count == 13)
        #expect(bridge.stdout.split(separator: "\n") == node.split(separator: "\n"))
        try await server.stop()
    }

    @Test func bodiesReadAsStreamsArriveInPartsAndStopWhenCancelledAsNodesDo() async throws {
        let server = try await TestHTTPServer.start()
        var chunks = TestHTTPServer.Route(contentType: "text/plain", body: [])
        chunks.chunks = [Array(repeating: 97, count: 10), Array(repeating: 98, count: 10), Array(repeating: 99, count: 10)]
        // The parts come 400 ms apart, so the first is read well before the last is sent, even
        // when a loaded machine stalls either program for a while.
        chunks.chunkInterval = .milliseconds(400)
        server.set("/chunks", chunks)
        var drip = TestHTTPServer.Route(contentType: "text/plain", body: Array("endless ".utf8))
        drip.drip = .milliseconds(2)
        server.set("/drip", drip)
        server.set("/text", .init(contentType: "text/plain", body: Array("all of it".utf8)))
        let (node, bridge) = try await both("fetch-stream.js", [server.url("")])
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(node.hasSuffix("done\n"))
        #expect(bridge.stdout.split(separator: "\n") == node.split(separator: "\n"))
        try await server.stop()
    }

    @Test func everyRedirectCodeALoopAndTheRedirectModesAsNodeHasThem() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/echo", TestHTTPServer.echo)
        for code in [301, 302, 303, 307, 308] {
            var route = TestHTTPServer.Route(status: HTTPResponseStatus(statusCode: code), contentType: nil, body: [])
            route.headers = [("Location", "/echo")]
            server.set("/r\(code)", route)
        }
        var loop = TestHTTPServer.Route(status: .found, contentType: nil, body: [])
        loop.headers = [("Location", "/loop")]
        server.set("/loop", loop)
        let (node, bridge) = try await both("redirects.js", [server.url("")])
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(node.hasSuffix("done\n"))
        #expect(bridge.stdout.split(separator: "\n") == node.split(separator: "\n"))
        try await server.stop()
    }

    @Test func fetchAnswersAsNodesDoes() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/text", .init(contentType: "text/plain; charset=utf-8", body: Array("héllo from the server".utf8)))
        server.set("/json", .init(contentType: "application/json", body: Array(#"{"a": [1, 2, {"b": null}]}"#.utf8)))
        server.set("/bytes", .init(contentType: "application/octet-stream", body: [0, 255, 128, 7]))
        var redirect = TestHTTPServer.Route(status: .found, contentType: nil, body: [])
        redirect.headers = [("Location", "/text")]
        server.set("/redirect", redirect)
        server.set("/echo", TestHTTPServer.echo)
        var many = TestHTTPServer.Route(contentType: "text/plain", body: Array("x".utf8))
        many.headers = [("X-Many", "1"), ("X-Many", "2"), ("X-Other", "3")]
        server.set("/many", many)
        server.set("/slow", .init(contentType: "text/plain", body: Array("late".utf8), delay: .seconds(10)))
        var brotli = TestHTTPServer.Route(contentType: "text/plain; charset=utf-8", body: [
            11, 10, 128, 104, 101, 108, 108, 111, 44, 32, 100, 101, 99, 111, 100, 101, 100, 32, 98, 114, 32, 226, 156, 147, 3,
        ])
        brotli.headers = [("Content-Encoding", "br")]
        server.set("/br", brotli)
        var setCookie = TestHTTPServer.Route(contentType: "text/plain", body: Array("ok".utf8))
        setCookie.headers = [("Set-Cookie", "session=1; Path=/")]
        server.set("/set-cookie", setCookie)
        var cookies = TestHTTPServer.Route(contentType: "text/plain", body: Array("two".utf8))
        cookies.headers = [("Set-Cookie", "a=1; Path=/"), ("Set-Cookie", "b=2, c=3"), ("X-Mixed-Case", "v")]
        server.set("/cookies", cookies)
        server.set("/empty", .init(status: .noContent, contentType: nil, body: []))
        let closed = try await TestHTTPServer.start()
        let closedURL = closed.url("")
        try await closed.stop()

        let (node, bridge) = try await both("fetch.js", [server.url(""), closedURL])
        #expect(bridge.status == 0, "\(bridge.stderr)")
        #expect(node.hasSuffix("done\n"))
        #expect(bridge.stdout.split(separator: "\n", omittingEmptySubsequences: false) == node.split(separator: "\n", omittingEmptySubsequences: false))
        try await server.stop()
    }
}
#endif
