#if Networking
import BridgeCore
import BridgeNetworking
import BridgeRuntime
import HTTPTestSupport
import Testing

/// React Native's WebSocketModule, BlobModule and FileReaderModule driven as React Native's own
/// `WebSocket.js`, `BlobManager.js` and `FileReader.js` drive them (JS of our own that makes the
/// same calls and reads the same events), against a real WebSocket server on loopback.
@Suite struct WebSocketModuleTests {
    /// JS that records the module's events (`log`) and waits for the next one of a name.
    static let harness = """
        globalThis.log = [];
        const waiting = [];
        const emitter = new NativeEventEmitter(NativeModules.WebSocketModule);
        for (const name of ['websocketOpen', 'websocketMessage', 'websocketClosed', 'websocketFailed']) {
          emitter.addListener(name, (ev) => {
            log.push(name + ' ' + JSON.stringify(ev));
            const i = waiting.findIndex((w) => w.name === name && w.id === ev.id);
            if (i >= 0) waiting.splice(i, 1)[0].resolve(ev);
          });
        }
        globalThis.next = (name, id) => new Promise((resolve) => waiting.push({ name, id, resolve }));
        const WS = NativeModules.WebSocketModule;
        """

    private func runtime(_ register: (inout Runtime.Configuration) -> Void = { $0.registerNetworking() }) async throws -> Runtime {
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        register(&configuration)
        return try await Runtime(configuration)
    }

    /// Runs `script` (an async function body after the harness), returns what it returns once it
    /// has (`nil` after 30 s).
    private func run(_ runtime: Runtime, _ script: String) async throws -> BridgeValue? {
        try await runtime.evaluate(Self.harness + "(async () => {\n" + script + "\n})().catch((e) => 'failed: ' + e).then((r) => { globalThis.result = r; });")
        for _ in 0..<1500 {
            let result = try await runtime.evaluate("globalThis.result")
            if result != .undefined { return result }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    @Test func reactNativesCallsOpenSendPingAndClose() async throws {
        let server = try await TestWebSocketServer.start()
        let runtime = try await runtime()
        let result = try await run(runtime, """
            WS.connect('\(server.url())', ['chat', 'other'], { headers: { 'X-Token': 'abc' } }, 7);
            const open = await next('websocketOpen', 7);
            const out = ['open ' + open.protocol];
            WS.send('header X-Token', 7);
            out.push((await next('websocketMessage', 7)).data);
            WS.sendBinary('AQID', 7);
            const binary = await next('websocketMessage', 7);
            out.push(binary.type + ' ' + binary.data);
            WS.ping(7);
            WS.send('pings', 7);
            out.push((await next('websocketMessage', 7)).data);
            WS.send('ping', 7);
            out.push((await next('websocketMessage', 7)).data);
            WS.close(4000, 'bye', 7);
            const closed = await next('websocketClosed', 7);
            out.push('closed ' + closed.code + ' ' + JSON.stringify(closed.reason));
            return out.join('|');
            """)
        #expect(result == "open chat|abc|binary AQID|pings 1|pong p|closed 4000 \"\"")
        #expect(server.closeCodes.withLock { $0 } == [4000])
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func theServerClosingDroppingOrRefusingIsReported() async throws {
        let server = try await TestWebSocketServer.start()
        let runtime = try await runtime()
        let result = try await run(runtime, """
            const out = [];
            WS.connect('\(server.url())', null, {}, 1);
            await next('websocketOpen', 1);
            WS.send('close 4321 server says bye', 1);
            const closed = await next('websocketClosed', 1);
            out.push(closed.code + ' ' + closed.reason);
            WS.connect('\(server.url())', null, {}, 2);
            await next('websocketOpen', 2);
            WS.send('drop', 2);
            const dropped = await next('websocketFailed', 2);
            out.push('dropped ' + dropped.dropped);
            WS.connect('\(server.url("/refuse"))', null, {}, 3);
            out.push('refused ' + (await next('websocketFailed', 3)).message);
            WS.connect('ftp://example.com/', null, {}, 4);
            out.push((await next('websocketFailed', 4)).message);
            return out.join('|');
            """)
        #expect(result == "4321 server says bye|dropped true|refused the server did not accept the WebSocket upgrade|invalid WebSocket URL: ftp://example.com/")
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func aSocketTakesNoMessageLargerThanItsBound() async throws {
        let server = try await TestWebSocketServer.start()
        let runtime = try await runtime()
        let result = try await run(runtime, """
            const out = [];
            // (Each wait starts before what it waits for can come.)
            const opened = [next('websocketOpen', 1), next('websocketOpen', 2)];
            WS.connect('\(server.url())', null, { maximumMessageSize: 1000 }, 1);
            WS.connect('\(server.url())', null, {}, 2);
            await Promise.all(opened);
            // Up to the bound: taken.
            let messages = [next('websocketMessage', 1), next('websocketMessage', 1)];
            WS.send('big 1000', 1);
            const [binary, text] = await Promise.all(messages);
            out.push(binary.type + ' ' + atob(binary.data).length, text.data.length);
            // Past it: the socket fails (its close frame says 1009, Message Too Big).
            const failed = next('websocketFailed', 1);
            WS.send('big 1001', 1);
            out.push((await failed).message);
            // Another socket keeps the module's bound.
            messages = [next('websocketMessage', 2), next('websocketMessage', 2)];
            WS.send('big 5000', 2);
            for (const message of await Promise.all(messages)) out.push(message.type + ' ' + (message.type === 'text' ? message.data : atob(message.data)).length);
            const closed = next('websocketClosed', 2);
            WS.close(1000, '', 2);
            await closed;
            return out.join('|');
            """)
        #expect(result == "binary 1000|1000|a message larger than 1000 bytes|binary 5000|text 5000")
        #expect(server.closeCodes.withLock { $0 } .contains(1009))
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func theBuiltInWebSocketTakesABoundFromTheScript() async throws {
        let server = try await TestWebSocketServer.start()
        let runtime = try await runtime()
        let result = try await run(runtime, """
            const ws = new WebSocket('\(server.url())', { maxPayload: 1000 });
            ws.binaryType = 'arraybuffer';
            const seen = [];
            ws.onmessage = (e) => seen.push(typeof e.data === 'string' ? 'text ' + e.data.length : 'binary ' + e.data.byteLength);
            ws.onerror = (e) => seen.push('error ' + e.message);
            const closed = new Promise((resolve) => { ws.onclose = (e) => resolve(e.code); });
            await new Promise((resolve) => { ws.onopen = resolve; });
            ws.send('big 1000');
            ws.send('big 1001');
            seen.push('close ' + await closed);
            return seen.join('|');
            """)
        #expect(result == "binary 1000|text 1000|error a message larger than 1000 bytes|close 1006")
        #expect(server.closeCodes.withLock { $0 } == [1009])
        await runtime.shutdown()
        try await server.stop()
    }

    /// `handshakeTimeout` (the `ws` package's option) bounds the opening handshake: a server that
    /// never answers the upgrade fails the socket on time.
    @Test func theBuiltInWebSocketTakesAHandshakeTimeoutFromTheScript() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/never", TestHTTPServer.Route(contentType: "text/plain", body: [], delay: .seconds(60)))
        let runtime = try await runtime()
        let result = try await run(runtime, """
            const ws = new WebSocket('\(server.url("/never").replacingOccurrences(of: "http:", with: "ws:"))', { handshakeTimeout: 300 });
            const seen = [];
            // What native said, which the web's error event does not carry.
            new NativeEventEmitter(NativeModules.WebSocketModule).addListener('websocketFailed', (e) => seen.push(e.message));
            ws.onopen = () => seen.push('open');
            ws.onclose = (e) => seen.push('close ' + e.code);
            // As node's failed handshake: an error, the socket left connecting, no close event.
            await new Promise((resolve) => { ws.onerror = () => { seen.push('error ' + ws.readyState); resolve(); }; });
            await new Promise((resolve) => setTimeout(resolve, 100));
            return seen.join('|');
            """)
        // The script's limit ended it, not the module's 30 s (the message names which: a clock
        // would also measure how loaded the machine is).
        #expect(result == "error 0|the opening handshake took longer than 0.3 s")
        await runtime.shutdown()
        try await server.stop()
    }

    /// The module's `connectTimeout` bounds the whole opening, the upgrade's answer included; a
    /// socket's `options.connectTimeout` may only lower it.
    @Test func anUpgradeThatIsNeverAnsweredFailsOnTime() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/never", TestHTTPServer.Route(contentType: "text/plain", body: [], delay: .seconds(60)))
        let url = server.url("/never").replacingOccurrences(of: "http:", with: "ws:")
        let runtime = try await runtime { $0.register { _ in WebSocketModule(connectTimeout: .milliseconds(400)) } }
        let result = try await run(runtime, """
            WS.connect('\(url)', null, {}, 1);
            WS.connect('\(url)', null, { connectTimeout: 200 }, 2);
            WS.connect('\(url)', null, { connectTimeout: 60000 }, 3);
            const failed = await Promise.all([1, 2, 3].map((id) => next('websocketFailed', id)));
            return failed.map((f) => f.message).join('|');
            """)
        #expect(result == "the opening handshake took longer than 0.4 s|the opening handshake took longer than 0.2 s|the opening handshake took longer than 0.4 s")
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func binaryMessagesAsBlobsAndFileReaderReadsThem() async throws {
        let server = try await TestWebSocketServer.start()
        let runtime = try await runtime()
        let result = try await run(runtime, """
            const { BlobModule, FileReaderModule } = NativeModules;
            const out = [BlobModule.BLOB_URI_SCHEME + ' ' + BlobModule.BLOB_URI_HOST];
            BlobModule.addWebSocketHandler(5);
            WS.connect('\(server.url())', null, {}, 5);
            await next('websocketOpen', 5);
            WS.sendBinary('AQID', 5);
            const message = await next('websocketMessage', 5);
            const blob = message.data;
            out.push(message.type + ' ' + blob.offset + ' ' + blob.size);
            out.push(await FileReaderModule.readAsDataURL({ ...blob, type: 'application/x-test' }));
            BlobModule.createFromParts([{ type: 'string', data: 'ab' }, { type: 'blob', data: { blobId: blob.blobId, offset: 1, size: 2 } }], 'made');
            out.push(JSON.stringify(await FileReaderModule.readAsText({ blobId: 'made', offset: 0, size: 4 }, 'utf-8')));
            BlobModule.sendOverSocket({ blobId: 'made', offset: 0, size: 2 }, 5);
            const echoed = await next('websocketMessage', 5);
            out.push(await FileReaderModule.readAsText(echoed.data, 'utf-8'));
            BlobModule.release('made');
            out.push(await FileReaderModule.readAsText({ blobId: 'made', offset: 0, size: 4 }, 'utf-8').catch((e) => e.code));
            BlobModule.removeWebSocketHandler(5);
            WS.sendBinary('AQID', 5);
            out.push((await next('websocketMessage', 5)).type);
            WS.close(1000, '', 5);
            await next('websocketClosed', 5);
            return out.join('|');
            """)
        #expect(result == #"blob null|blob 0 3|data:application/x-test;base64,AQID|"ab\u0002\u0003"|ab|ENOENT|binary"#)
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func networkingTakesAndGivesBlobs() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/bytes", .init(contentType: "application/x-thing; charset=binary", body: [104, 105, 0, 255]))
        server.set("/echo", TestHTTPServer.echo)
        let runtime = try await runtime()
        let result = try await run(runtime, """
            const { Networking, FileReaderModule } = NativeModules;
            const net = new NativeEventEmitter(Networking);
            const send = (query) => new Promise((resolve) => {
              let data = null;
              const subs = [
                net.addListener('didReceiveNetworkData', ([id, d]) => { data = d; }),
                net.addListener('didCompleteNetworkResponse', ([id, error]) => { subs.forEach((s) => s.remove()); resolve(error || data); }),
              ];
              Networking.sendRequest({ method: 'GET', headers: {}, data: null, responseType: 'text', incrementalUpdates: false, timeout: 0, withCredentials: false, ...query }, () => {});
            });
            const blob = await send({ url: '\(server.url("/bytes"))', responseType: 'blob' });
            const out = [blob.size + ' ' + blob.type + ' ' + blob.name, await FileReaderModule.readAsDataURL(blob)];
            const echo = JSON.parse(await send({ method: 'POST', url: '\(server.url("/echo"))', data: { blob: { blobId: blob.blobId, offset: 0, size: 2, type: 'text/x-hi' } } }));
            out.push(echo.body + ' ' + echo.headers.find(([n]) => n.toLowerCase() === 'content-type')[1]);
            const uri = JSON.parse(await send({ method: 'POST', url: '\(server.url("/echo"))', data: { uri: 'blob:' + blob.blobId + '?offset=1&size=1' } }));
            out.push(uri.body);
            out.push(await send({ method: 'POST', url: '\(server.url("/echo"))', data: { blob: { blobId: 'gone', offset: 0, size: 1 } } }));
            return out.join('|');
            """)
        #expect(result == "4 application/x-thing bytes|data:application/x-thing;base64,aGkA/w==|hi text/x-hi|i|the request body is a blob (gone) that is not stored (released?)")
        await runtime.shutdown()
        try await server.stop()
    }

    @Test func shutdownEndsOpenSockets() async throws {
        let server = try await TestWebSocketServer.start()
        let module = WebSocketModule()
        let runtime = try await runtime { $0.register { _ in module } }
        try await runtime.evaluate(Self.harness + """
            WS.connect('\(server.url())', null, {}, 1);
            next('websocketOpen', 1).then(() => { globalThis.opened = true; });
            """)
        while try await runtime.evaluate("globalThis.opened === true") != .bool(true) { try await Task.sleep(for: .milliseconds(20)) }
        #expect(module.socketsOpen == 1)
        #expect(server.openConnections.withLock { $0 } == 1)
        await runtime.shutdown()
        #expect(module.socketsOpen == 0)
        // The connection itself is closed: the server sees it go.
        for _ in 0..<500 where server.openConnections.withLock({ $0 }) > 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(server.openConnections.withLock { $0 } == 0)
        try await server.stop()
    }
}
#endif
