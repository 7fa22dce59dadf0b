#if Networking
import BridgeCore
import BridgeNetworking
import BridgeRuntime
import Testing

/// The built-in fetch against a `Networking` module of the test's own, which sends a request's
/// events when the script asks for them: each order in which a response's events can meet the
/// script's reading of its body, made on purpose instead of left to a server's timing.
@Suite struct FetchBodyTimingTests {
    /// A stand-in for the Networking module: one request (ID 1) whose response comes at once, and
    /// whose whole body (`didReceiveNetworkData`) and end come when the script calls `deliver()`
    /// and `finish()`; `streamResponse` is recorded and, as the real module does once the body is
    /// in, sends nothing.
    final class ScriptedNetworking: NativeModule {
        let emitter = EventEmitter()
        let streamed = Locked(0)
        let body: [UInt8]

        init(body: String) { self.body = Array(body.utf8) }

        var definition: ModuleDefinition {
            ModuleDefinition("Networking", runsOn: .jsThread) { m in
                m.events(["didReceiveNetworkResponse", "didReceiveNetworkIncrementalData", "didReceiveNetworkData", "didCompleteNetworkResponse"], emitter: emitter)
                m.callback("sendRequest(query:callback:)") { [self] (query: BridgeValue, callback: BridgeCallback) in
                    callback(.number(1))
                    emitter.send("didReceiveNetworkResponse", body: [
                        1, 200, .object(BridgeObject(["Content-Type": "text/plain"])), query["url"] ?? .null, "OK", [],
                    ])
                }
                m.promise("deliver()") { [self] in emitter.send("didReceiveNetworkData", body: [1, .bytes(body)]) }
                m.promise("finish()") { [self] in emitter.send("didCompleteNetworkResponse", body: [1, .null, false]) }
                m.fireAndForget("streamResponse(requestId:)") { [self] (_: Int) in streamed.withLock { $0 += 1 } }
                m.fireAndForget("abortRequest(requestId:)") { (_: Int) in }
            }
        }
    }

    /// Runs `script` (an async function body with `fetch` and `N`, the module) and returns what it
    /// returned, with the number of `streamResponse` calls.
    func run(_ script: String, body: String) async throws -> (String?, Int) {
        let module = ScriptedNetworking(body: body)
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        configuration.register { _ in module }
        for part in NetworkingModule.jsParts { configuration.register(part) }
        let runtime = try await Runtime(configuration)
        try await runtime.evaluate("""
            globalThis.outcome = null;
            (async () => { const N = NativeModules.Networking; \(script) })()
              .then((v) => { outcome = String(v); }, (e) => { outcome = 'threw ' + e.name + ': ' + e.message; });
            """)
        await runtime.waitUntilIdle()
        let outcome = try await runtime.evaluate("outcome").stringValue
        await runtime.shutdown()
        return (outcome, module.streamed.withLock { $0 })
    }

    @Test func aBodyAskedForAsAStreamBetweenItsArrivalAndItsEndKeepsItsBytes() async throws {
        let (outcome, streamed) = try await run("""
            const r = await fetch('http://example.test/text');
            await N.deliver();
            const locked = r.body.locked;
            await N.finish();
            return locked + ' ' + await r.text() + ' ' + r.bodyUsed;
            """, body: "héllo, whole")
        #expect(outcome == "false héllo, whole true")
        #expect(streamed == 1)
    }

    @Test func aStreamReadAcrossTheBodysArrivalAndEndGetsEveryByte() async throws {
        let (outcome, _) = try await run("""
            const r = await fetch('http://example.test/text');
            const reader = r.body.getReader();
            await N.deliver();
            await N.finish();
            let text = '';
            const decoder = new TextDecoder();
            for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value, { stream: true });
            return text;
            """, body: "parts, then the end")
        #expect(outcome == "parts, then the end")
    }

    @Test func aBodyReadAfterItsEndIsWholeEitherWay() async throws {
        let (asText, _) = try await run("""
            const r = await fetch('http://example.test/text');
            await N.deliver();
            await N.finish();
            return await r.text();
            """, body: "read after the end")
        #expect(asText == "read after the end")
        let (asStream, streamed) = try await run("""
            const r = await fetch('http://example.test/text');
            await N.deliver();
            await N.finish();
            return await new Response(r.body).text();
            """, body: "streamed after the end")
        #expect(asStream == "streamed after the end")
        #expect(streamed == 0)
    }
}
#endif
