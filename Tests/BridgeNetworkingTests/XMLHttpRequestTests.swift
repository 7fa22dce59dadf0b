#if Networking
import BridgeNetworking
import BridgeRuntime
import HTTPTestSupport
import Testing

/// The built-in XMLHttpRequest (BridgeNetworking's part of the JS half) over the Networking
/// module, against a real server on loopback.
@Suite struct XMLHttpRequestTests {
    private func runtime() async throws -> Runtime {
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        configuration.registerNetworking()
        return try await Runtime(configuration)
    }

    /// Runs `script` (which pushes to `log`), waits until the runtime is idle, returns `log`.
    private func log(_ runtime: Runtime, _ script: String) async throws -> [String] {
        try await runtime.evaluate("globalThis.log = [];\n" + script)
        await runtime.waitUntilIdle()
        return (try await runtime.evaluate("log").arrayValue ?? []).compactMap(\.stringValue)
    }

    @Test func aRequestGoesThroughItsStatesAndEventsInOrder() async throws {
        let server = try await TestHTTPServer.start()
        var chunked = TestHTTPServer.Route(contentType: "text/plain; charset=utf-8", body: [])
        chunked.chunks = [Array("first ".utf8), Array("second".utf8)]
        server.set("/chunks", chunked)
        let runtime = try await runtime()
        let seen = try await log(runtime, """
            const xhr = new XMLHttpRequest();
            xhr.onreadystatechange = () => log.push('state ' + xhr.readyState + (xhr.readyState === 3 ? ' ' + xhr.responseText : ''));
            for (const type of ['loadstart', 'progress', 'load', 'error', 'loadend'])
              xhr.addEventListener(type, (e) => log.push(type + ' ' + e.loaded));
            xhr.open('GET', '\(server.url("/chunks"))');
            xhr.send();
            xhr.onload = () => log.push(['done', xhr.status, xhr.statusText, xhr.responseText, xhr.getResponseHeader('CONTENT-TYPE'), xhr.responseURL].join('|'));
            """)
        #expect(seen == [
            "state 1", "loadstart 0", "state 2", "state 3 first ", "progress 6", "state 3 first second", "progress 12", "state 4",
            "load 12", "done|200|OK|first second|text/plain; charset=utf-8|\(server.url("/chunks"))", "loadend 12",
        ])
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func bodiesAndResponseTypesCross() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/echo", TestHTTPServer.echo)
        server.set("/bytes", .init(contentType: "application/octet-stream", body: [1, 2, 255]))
        let runtime = try await runtime()
        let seen = try await log(runtime, """
            const post = new XMLHttpRequest();
            post.responseType = 'json';
            post.open('post', '\(server.url("/echo"))');
            post.setRequestHeader('X-One', 'a');
            post.setRequestHeader('x-one', 'b');
            post.onload = () => {
              const sent = Object.fromEntries(post.response.headers.map(([n, v]) => [n.toLowerCase(), v]));
              log.push([post.response.method, post.response.body, sent['x-one'], sent['content-type']].join('|'));
              const bin = new XMLHttpRequest();
              bin.responseType = 'arraybuffer';
              bin.open('GET', '\(server.url("/bytes"))');
              bin.onload = () => log.push(Array.from(new Uint8Array(bin.response)).join(','));
              bin.send();
            };
            post.send(new URLSearchParams({ q: 'a b' }));
            """)
        #expect(seen == ["POST|q=a+b|a, b|application/x-www-form-urlencoded;charset=UTF-8", "1,2,255"])
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func failuresTimeoutsAndAbortsEndWithTheirEvents() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/slow", .init(contentType: "text/plain", body: Array("late".utf8), delay: .seconds(30)))
        let closed = try await TestHTTPServer.start()
        let closedURL = closed.url("/x")
        try await closed.stop()
        let runtime = try await runtime()
        let seen = try await log(runtime, """
            function request(url, setup) {
              const xhr = new XMLHttpRequest();
              for (const type of ['load', 'error', 'timeout', 'abort', 'loadend'])
                xhr.addEventListener(type, () => log.push(url.split('/').pop() + ' ' + type + ' ' + xhr.readyState + ' ' + xhr.status));
              xhr.open('GET', url);
              setup(xhr);
              return xhr;
            }
            request('\(closedURL)', (x) => x.send());
            request('\(server.url("/slow"))', (x) => { x.timeout = 100; x.send(); });
            const aborted = request('\(server.url("/slow"))', (x) => x.send());
            aborted.abort();
            log.push('after abort ' + aborted.readyState);
            """)
        #expect(seen.contains("x error 4 0"))
        #expect(seen.contains("slow timeout 4 0"))
        #expect(seen.starts(with: ["slow abort 4 0", "slow loadend 4 0", "after abort 0"]))
        #expect(seen.count == 7)
        await runtime.shutdown()
        try await server.stop()
    }
}
#endif
