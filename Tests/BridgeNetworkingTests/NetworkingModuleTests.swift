#if Networking
@testable import BridgeNetworking
import BridgeRuntime
import HTTPTestSupport
import Testing

/// Runs requests through `NativeModules.Networking` as React Native's `XMLHttpRequest` does
/// (subscribing to the six events, then `sendRequest`), against a real server on loopback.
@Suite struct NetworkingModuleTests {
    /// A runtime with `module`, and JS that records every event of the module in `events` and
    /// sends requests with `send(query)` (`['id', requestId]` is recorded when the ID arrives).
    func runtime(_ module: NetworkingModule = NetworkingModule()) async throws -> Runtime {
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        configuration.register { _ in module }
        let runtime = try await Runtime(configuration)
        try await runtime.evaluate(
            """
            globalThis.events = [];
            const emitter = new NativeEventEmitter(NativeModules.Networking);
            for (const name of ['didSendNetworkData', 'didReceiveNetworkResponse', 'didReceiveNetworkData',
                                'didReceiveNetworkIncrementalData', 'didReceiveNetworkDataProgress', 'didCompleteNetworkResponse'])
              emitter.addListener(name, (body) => events.push([name, ...body]));
            globalThis.send = (query) => NativeModules.Networking.sendRequest(Object.assign(
              { method: 'GET', headers: {}, data: null, responseType: 'text', incrementalUpdates: false, timeout: 0, withCredentials: true },
              query), (id) => events.push(['id', id]));
            """)
        return runtime
    }

    func events(_ runtime: Runtime, after script: String) async throws -> [BridgeValue] {
        try await runtime.evaluate(script)
        await runtime.waitUntilIdle()
        return try await runtime.evaluate("events.splice(0)").arrayValue ?? []
    }

    func names(_ events: [BridgeValue]) -> [String] { events.compactMap { $0[0]?.stringValue } }

    @Test func aGetAnswersWithReactNativesEventsInOrder() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/hello", TestHTTPServer.Route(contentType: "text/plain; charset=utf-8", body: Array("héllo".utf8)))
        let runtime = try await runtime()
        let seen = try await events(runtime, after: "send({ url: '\(server.url("/hello"))' })")
        #expect(names(seen) == ["id", "didReceiveNetworkResponse", "didReceiveNetworkData", "didCompleteNetworkResponse"])
        let id = try #require(seen.first?[1])
        #expect(seen[1][1] == id && seen[1][2] == 200)
        #expect(seen[1][3]?["Content-Type"] == "text/plain; charset=utf-8")
        #expect(seen[1][3]?["Content-Length"] == "6")
        #expect(seen[1][4] == .string(server.url("/hello")))
        #expect(seen[2] == ["didReceiveNetworkData", id, "héllo"])
        #expect(seen[3] == ["didCompleteNetworkResponse", id, .null, false])
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func aPostSendsItsMethodHeadersAndBody() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/echo", TestHTTPServer.echo)
        let runtime = try await runtime()
        let seen = try await events(runtime, after: """
            send({ method: 'post', url: '\(server.url("/echo"))', headers: { 'X-Test': 'yes', 'Content-Type': 'text/plain' },
                   data: { string: 'a body ✓', trackingName: 'unknown' } })
            """)
        #expect(names(seen) == ["id", "didSendNetworkData", "didReceiveNetworkResponse", "didReceiveNetworkData", "didCompleteNetworkResponse"])
        #expect(seen[1][2] == .number(Double(Array("a body ✓".utf8).count)))
        let echo = try BridgeValue(parsingJSON: try #require(seen[3][2]?.stringValue))
        #expect(echo["method"] == "POST")
        #expect(echo["body"] == "a body ✓")
        let headers = echo["headers"]?.arrayValue ?? []
        #expect(headers.contains(["X-Test", "yes"]))
        #expect(headers.contains(["Content-Type", "text/plain"]))
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func formDataAndBase64BodiesAreSentAsBytes() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/echo", TestHTTPServer.echo)
        let runtime = try await runtime()
        let seen = try await events(runtime, after: """
            send({ method: 'PUT', url: '\(server.url("/echo"))', data: { base64: 'aGk=' } });
            send({ method: 'POST', url: '\(server.url("/echo"))',
                   data: { formData: [{ string: 'v1', headers: { 'content-disposition': 'form-data; name="f1"' }, fieldName: 'f1' }] } });
            """)
        let echoes = try seen.filter { $0[0] == "didReceiveNetworkData" }.map { try BridgeValue(parsingJSON: $0[2]?.stringValue ?? "") }
        #expect(echoes.count == 2)
        #expect(echoes.contains { $0["method"] == "PUT" && $0["body"] == "hi" })
        let form = try #require(echoes.first { $0["method"] == "POST" })
        let type = (form["headers"]?.arrayValue ?? []).first { $0[0] == "Content-Type" }?[1]?.stringValue ?? ""
        #expect(type.hasPrefix("multipart/form-data; boundary="))
        let boundary = String(type.split(separator: "=").last ?? "")
        #expect(form["body"] == .string("--\(boundary)\r\ncontent-disposition: form-data; name=\"f1\"\r\n\r\nv1\r\n--\(boundary)--\r\n"))
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func reactNativesAndroidFormSendsTheSameRequestsUnderItsOwnIDs() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/echo", TestHTTPServer.echo)
        let runtime = try await runtime()
        // As React Native's Android half calls it: fields one by one, headers (the form's parts'
        // too) as pairs, an ID of its own, no callback.
        let seen = try await events(runtime, after: """
            const android = (method, url, id, headers, data) =>
              NativeModules.Networking.sendRequest(method, url, id, headers, data, 'text', false, 0, true);
            android('POST', '\(server.url("/echo"))', 41, [['X-Test', 'yes'], ['X-Test', 'again'], ['Content-Type', 'text/plain']],
                    { string: 'droid', trackingName: 'unknown' });
            android('POST', '\(server.url("/echo"))', 42, [],
                    { formData: [{ string: 'v1', headers: [['content-disposition', 'form-data; name="f1"']], fieldName: 'f1' }] });
            android('GET', '\(server.url("/echo"))', 43, [['X-Bad']], null);
            """)
        #expect(!names(seen).contains("id"))
        let echoes = try [41, 42].map { id in
            try BridgeValue(parsingJSON: seen.first { $0[0] == "didReceiveNetworkData" && $0[1] == .number(Double(id)) }?[2]?.stringValue ?? "")
        }
        #expect(echoes[0]["body"] == "droid")
        #expect(echoes[0]["headers"]?.arrayValue?.contains(["X-Test", "yes, again"]) == true)
        #expect(echoes[1]["body"]?.stringValue?.contains("content-disposition: form-data; name=\"f1\"\r\n\r\nv1") == true)
        #expect(seen.filter { $0[0] == "didCompleteNetworkResponse" && $0[2] == .null }.count == 2)
        #expect(seen.first { $0[1] == 43 } == [
            "didCompleteNetworkResponse", 43,
            "Networking.sendRequest.headers[0] must be a [name, value] pair of strings, not [\"X-Bad\"]", false,
        ])
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func incrementalTextKeepsCharactersSplitBetweenChunksWhole() async throws {
        let server = try await TestHTTPServer.start()
        var route = TestHTTPServer.Route(contentType: "text/plain", body: [])
        route.chunks = [Array("héllo wor".utf8), Array("ld ".utf8), [0xE2, 0x82], [0xAC] + Array(" end".utf8)]
        server.set("/chunks", route)
        let runtime = try await runtime()
        let seen = try await events(runtime, after: "send({ url: '\(server.url("/chunks"))', incrementalUpdates: true })")
        let pieces = seen.filter { $0[0] == "didReceiveNetworkIncrementalData" }
        #expect(pieces.compactMap { $0[2]?.stringValue }.joined() == "héllo world € end")
        #expect(!pieces.contains { ($0[2]?.stringValue ?? "").contains("\u{FFFD}") })
        let loaded = pieces.compactMap { $0[3]?.numberValue }
        #expect(loaded == loaded.sorted() && loaded.last == Double(Array("héllo world € end".utf8).count))
        #expect(pieces.allSatisfy { $0[4] == -1 })
        #expect(!names(seen).contains("didReceiveNetworkData"))
        #expect(names(seen).last == "didCompleteNetworkResponse")
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func binaryBodiesComeAsBase64AndProgressIsReported() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/bytes", TestHTTPServer.Route(contentType: "application/octet-stream", body: [0, 255, 1, 2]))
        let runtime = try await runtime()
        let seen = try await events(runtime, after: "send({ url: '\(server.url("/bytes"))', responseType: 'base64', incrementalUpdates: true })")
        #expect(names(seen) == ["id", "didReceiveNetworkResponse", "didReceiveNetworkDataProgress", "didReceiveNetworkData", "didCompleteNetworkResponse"])
        #expect(seen[2][2] == 4 && seen[2][3] == 4)
        #expect(seen[3][2] == "AP8BAg==")
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func gzipBodiesAreDecoded() async throws {
        let server = try await TestHTTPServer.start()
        var route = TestHTTPServer.Route(contentType: "text/plain", body: [
            31, 139, 8, 0, 0, 0, 0, 0, 2, 255, 203, 72, 205, 201, 201, 215, 81, 72, 73, 77, 206, 79, 73, 77, 81, 72, 175, 202, 44, 0, 0, 161,
            18, 40, 246, 19, 0, 0, 0,
        ])
        route.headers = [("Content-Encoding", "gzip")]
        server.set("/gzip", route)
        let runtime = try await runtime()
        let seen = try await events(runtime, after: "send({ url: '\(server.url("/gzip"))' })")
        #expect(seen.first { $0[0] == "didReceiveNetworkData" }?[2] == "hello, decoded gzip")
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func brotliBodiesAreDecodedAndCorruptOnesEndTheRequest() async throws {
        let server = try await TestHTTPServer.start()
        var route = TestHTTPServer.Route(contentType: "text/plain", body: [
            11, 10, 128, 104, 101, 108, 108, 111, 44, 32, 100, 101, 99, 111, 100, 101, 100, 32, 98, 114, 32, 226, 156, 147, 3,
        ])
        route.headers = [("Content-Encoding", "br")]
        server.set("/br", route)
        route.body = [11, 10, 128, 104, 101, 108]  // cut short
        server.set("/short", route)
        route.body = Array("not brotli at all".utf8)
        server.set("/bad", route)
        let runtime = try await runtime()
        var seen = try await events(runtime, after: "send({ url: '\(server.url("/br"))' })")
        #expect(seen.first { $0[0] == "didReceiveNetworkData" }?[2] == "hello, decoded br ✓")
        seen = try await events(runtime, after: "send({ url: '\(server.url("/short"))' })")
        #expect(seen.last?[2] == "the br (Brotli) body ends before its data does")
        seen = try await events(runtime, after: "send({ url: '\(server.url("/bad"))' })")
        #expect(seen.last?[2] == "the body is not valid br (Brotli) data")
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func redirectsAreFollowedAndLoopsEndInAnError() async throws {
        let server = try await TestHTTPServer.start()
        for (path, next) in [("/r1", "/r2"), ("/r2", "/final"), ("/loop", "/loop")] {
            var route = TestHTTPServer.Route(status: .found, contentType: nil, body: [])
            route.headers = [("Location", next)]
            server.set(path, route)
        }
        server.set("/final", TestHTTPServer.Route(contentType: "text/plain", body: Array("arrived".utf8)))
        let runtime = try await runtime()
        var seen = try await events(runtime, after: "send({ url: '\(server.url("/r1"))' })")
        #expect(seen[1][2] == 200 && seen[1][4] == .string(server.url("/final")))
        #expect(seen[2][2] == "arrived")
        seen = try await events(runtime, after: "send({ url: '\(server.url("/loop"))' })")
        #expect(names(seen) == ["id", "didCompleteNetworkResponse"])
        #expect(seen[1][2] == "redirect count exceeded" && seen[1][3] == false)
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func headersOfOneNameAreJoined() async throws {
        let server = try await TestHTTPServer.start()
        var route = TestHTTPServer.Route(contentType: "text/plain", body: Array("x".utf8))
        route.headers = [("X-Many", "1"), ("x-many", "2")]
        server.set("/many", route)
        let runtime = try await runtime()
        let seen = try await events(runtime, after: "send({ url: '\(server.url("/many"))' })")
        #expect(seen[1][3]?["X-Many"] == "1, 2")
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func cookiesAreKeptPerRuntimeAndCleared() async throws {
        let server = try await TestHTTPServer.start()
        var set = TestHTTPServer.Route(contentType: "text/plain", body: Array("ok".utf8))
        set.headers = [("Set-Cookie", "session=abc; Path=/; HttpOnly"), ("Set-Cookie", "other=1")]
        server.set("/login", set)
        server.set("/echo", TestHTTPServer.echo)
        let runtime = try await runtime()
        func cookieHeader(_ events: [BridgeValue]) throws -> BridgeValue? {
            let echo = try BridgeValue(parsingJSON: events.first { $0[0] == "didReceiveNetworkData" }?[2]?.stringValue ?? "")
            return (echo["headers"]?.arrayValue ?? []).first { $0[0] == "Cookie" }?[1]
        }
        _ = try await events(runtime, after: "send({ url: '\(server.url("/login"))' })")
        #expect(try cookieHeader(try await events(runtime, after: "send({ url: '\(server.url("/echo"))' })")) == "session=abc; other=1")
        #expect(try cookieHeader(try await events(runtime, after: "send({ url: '\(server.url("/echo"))', withCredentials: false })")) == nil)
        let other = try await self.runtime()
        #expect(try cookieHeader(try await events(other, after: "send({ url: '\(server.url("/echo"))' })")) == nil)
        _ = try await events(runtime, after: "NativeModules.Networking.clearCookies((ok) => events.push(['cleared', ok]))")
        #expect(try cookieHeader(try await events(runtime, after: "send({ url: '\(server.url("/echo"))' })")) == nil)
        await runtime.shutdown()
        await other.shutdown()
        try await server.stop()
    }

    @Test func aTimeoutEndsTheRequestAndSaysSo() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/slow", TestHTTPServer.Route(contentType: "text/plain", body: Array("late".utf8), delay: .seconds(60)))
        let runtime = try await runtime()
        let seen = try await events(runtime, after: "send({ url: '\(server.url("/slow"))', timeout: 200 })")
        // Before the server answered (no response event): the limit, not the answer, ended it.
        #expect(names(seen) == ["id", "didCompleteNetworkResponse"])
        #expect(seen[1][2] == "The request timed out." && seen[1][3] == true)
        await runtime.shutdown()
        try await server.stop()
    }

    /// A body is bounded by the module's `maximumResponseSize`, which a request may lower (never
    /// raise) with its own.
    @Test func aBodyLargerThanItsBoundEndsTheRequest() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/200", TestHTTPServer.Route(contentType: "text/plain", body: Array(repeating: 97, count: 200)))
        var chunked = TestHTTPServer.Route(contentType: "text/plain", body: [])
        chunked.chunks = [Array(repeating: 98, count: 60), Array(repeating: 98, count: 60)]
        server.set("/chunked", chunked)
        let runtime = try await runtime(NetworkingModule(maximumResponseSize: 150))
        func outcome(_ query: String) async throws -> BridgeValue? {
            try await events(runtime, after: "send(\(query))").last.flatMap { $0[2] }
        }
        #expect(try await outcome("{ url: '\(server.url("/200"))' }") == "the response is larger than 150 bytes")
        #expect(try await outcome("{ url: '\(server.url("/200"))', maximumResponseSize: 1000 }") == "the response is larger than 150 bytes")
        #expect(try await outcome("{ url: '\(server.url("/200"))', maximumResponseSize: 200 }") == "the response is larger than 150 bytes")
        #expect(try await outcome("{ url: '\(server.url("/chunked"))' }") == .null)
        // A length the server does not give is counted as the body comes.
        #expect(try await outcome("{ url: '\(server.url("/chunked"))', maximumResponseSize: 100 }") == "the response is larger than 100 bytes")
        #expect(try await outcome("{ url: '\(server.url("/chunked"))', maximumResponseSize: 120 }") == .null)
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func anAbortedRequestSendsNothingMoreAndEnds() async throws {
        let server = try await TestHTTPServer.start()
        var route = TestHTTPServer.Route(contentType: "text/plain", body: Array("drip".utf8))
        route.drip = .milliseconds(10)
        server.set("/drip", route)
        let module = NetworkingModule()
        let runtime = try await runtime(module)
        let seen = try await events(runtime, after: """
            emitter.addListener('didReceiveNetworkResponse', ([id]) => NativeModules.Networking.abortRequest(id));
            send({ url: '\(server.url("/drip"))' })
            """)
        #expect(names(seen) == ["id", "didReceiveNetworkResponse"])
        #expect(module.requestsInFlight == 0 && module.requestsEnded == 1)
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func aRefusedConnectionIsReportedAtOnce() async throws {
        let server = try await TestHTTPServer.start()
        let url = server.url("/gone")
        try await server.stop()
        let runtime = try await runtime()
        let seen = try await events(runtime, after: "send({ url: '\(url)' })")
        #expect(names(seen) == ["id", "didCompleteNetworkResponse"])
        let port = try #require(url.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
        #expect(seen[1][2] == .string("connect ECONNREFUSED 127.0.0.1:\(port)"))
        #expect(seen[1][3] == false)
        // Beyond React Native's three: what node's fetch puts in its error's cause.
        #expect(seen[1][4]?["code"] == "ECONNREFUSED" && seen[1][4]?["errno"] == -111 && seen[1][4]?["syscall"] == "connect")
        #expect(seen[1][4]?["address"] == "127.0.0.1" && seen[1][4]?["port"] == .number(Double(port)))
        let bad = try await events(runtime, after: "send({ url: 'ftp://example.invalid/x' })")
        #expect(bad.last?[2] == "unsupported URL: ftp://example.invalid/x")
        await runtime.shutdown()
    }

    /// A query of the wrong shape is refused with an error naming the field (to the callback, as
    /// the error table says of callback methods); nothing is sent.
    @Test func aMalformedQueryIsRefusedNamingTheField() async throws {
        let module = NetworkingModule()
        let runtime = try await runtime(module)
        for (query, complaint) in [
            ("{url: 5}", "Networking.sendRequest: query.url must be a string, not 5"),
            ("{url: 'http://x.invalid/', headers: {a: {}}}", "Networking.sendRequest: query.headers.a must be a string"),
            ("{url: 'http://x.invalid/', data: {formData: [{string: 1}]}}", "Networking.sendRequest: query.data.formData[0].string must be a string"),
            ("'http://x.invalid/'", "Networking.sendRequest: query must be an object"),
            ("{url: 'http://x.invalid/', maximumResponseSize: 1.5}", "query.maximumResponseSize must be a whole number of bytes, 0 or more"),
            ("{url: 'http://x.invalid/', maximumResponseSize: -2}", "query.maximumResponseSize must be a whole number of bytes, 0 or more"),
        ] {
            let seen = try await events(runtime, after: "NativeModules.Networking.sendRequest(\(query), (e) => events.push(['answer', e.code, e.message]))")
            #expect(seen.count == 1 && seen.first?[1] == "E_INVALID_ARGUMENT", "\(query): \(seen)")
            #expect(seen.first?[2]?.stringValue?.contains(complaint) == true, "\(query): \(seen)")
        }
        #expect(module.requestsEnded == 0 && module.requestsInFlight == 0)
        await runtime.shutdown()
    }

    @Test func shutdownEndsRequestsInFlight() async throws {
        let server = try await TestHTTPServer.start()
        var route = TestHTTPServer.Route(contentType: "text/plain", body: Array("drip".utf8))
        route.drip = .milliseconds(10)
        server.set("/drip", route)
        let module = NetworkingModule()
        let runtime = try await runtime(module)
        try await runtime.evaluate("for (let i = 0; i < 5; i++) send({ url: '\(server.url("/drip"))' })")
        for _ in 0..<200 where module.requestsInFlight < 5 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(module.requestsInFlight == 5)
        await runtime.shutdown()
        #expect(module.requestsInFlight == 0)
        // The transfers themselves end (the server never would): their tasks return.
        for _ in 0..<1000 where module.requestsEnded < 5 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(module.requestsEnded == 5)
        try await server.stop()
    }
}
#endif
