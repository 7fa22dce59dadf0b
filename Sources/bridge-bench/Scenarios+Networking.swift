#if Networking
import AsyncHTTPClient
import BridgeNetworking
import BridgeRuntime
import Foundation
import HTTPTestSupport
import NIOCore

extension Scenarios {
    // (j) Networking: `networkGets` small GETs one after another with `fetch` from JS (each read
    // with `text()`), and one download of `downloadBytes` read with `arrayBuffer()`, beside the
    // same requests through AsyncHTTPClient called directly (a client of its own with the
    // module's configuration, so that neither uses the other's connections; the body
    // collected). A server on loopback answers both. Best of five interleaved rounds, after one
    // unmeasured round of each (the engine compiles fetch's JavaScript while it runs, as the
    // other rows warm up before they measure).
    func networking() async throws -> [Row] {
        let server = try await TestHTTPServer.start()
        defer { Task { try? await server.stop() } }
        server.set("/small", .init(contentType: "text/plain", body: Array("hello".utf8)))
        server.set("/big", .init(contentType: "application/octet-stream", body: [UInt8](repeating: 7, count: counts.downloadBytes)))
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        configuration.registerNetworking()
        let runtime = try await Runtime(configuration)
        let n = counts.networkGets
        let gets = """
            globalThis.result = undefined;
            (async () => {
              const t0 = performance.now();
              let length = 0;
              for (let i = 0; i < \(n); i++) length += (await (await fetch('\(server.url("/small"))')).text()).length;
              globalThis.result = [performance.now() - t0, length];
            })();
            """
        let download = """
            globalThis.result = undefined;
            (async () => {
              const t0 = performance.now();
              const body = await (await fetch('\(server.url("/big"))')).arrayBuffer();
              globalThis.result = [performance.now() - t0, body.byteLength];
            })();
            """
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: NetworkingModule.defaultConfiguration)
        func direct(_ path: String) async throws -> Int {
            let response = try await client.execute(HTTPClientRequest(url: server.url(path)), timeout: .seconds(60))
            return try await response.body.collect(upTo: counts.downloadBytes + 1).readableBytes
        }
        let clock = ContinuousClock()
        var best = (directGet: Double.infinity, bridgeGet: Double.infinity, directDownload: Double.infinity, bridgeDownload: Double.infinity)
        for round in 0..<6 {
            if round == 0 {
                for _ in 0..<n { _ = try await direct("/small") }
                _ = try await run(runtime, gets)
                continue
            }
            var start = clock.now
            for _ in 0..<n { _ = try await direct("/small") }
            best.directGet = min(best.directGet, Self.nanoseconds(clock.now - start) / Double(n))
            start = clock.now
            guard try await direct("/big") == counts.downloadBytes else { throw BridgeError(.unspecified, "the direct download was cut short") }
            best.directDownload = min(best.directDownload, Self.nanoseconds(clock.now - start))

            let g = try await run(runtime, gets)
            guard let ms = g[0]?.numberValue, g[1] == .number(Double(5 * n)) else { throw BridgeError(.unspecified, "the fetch GETs failed: \(g)") }
            best.bridgeGet = min(best.bridgeGet, ms * 1e6 / Double(n))
            let d = try await run(runtime, download)
            guard let dms = d[0]?.numberValue, d[1] == .number(Double(counts.downloadBytes)) else { throw BridgeError(.unspecified, "the fetch download failed: \(d)") }
            best.bridgeDownload = min(best.bridgeDownload, dms * 1e6)
        }
        await runtime.shutdown()
        try await client.shutdown()
        return [
            Row(scenario: "j. fetch, \(n) small GETs one after another", baselineLabel: "AsyncHTTPClient", baseline: best.directGet, bridge: best.bridgeGet, unit: "ns/call", target: "≤ 1.3×"),
            Row(scenario: "j. fetch, a \(counts.downloadBytes >> 20) MiB download", baselineLabel: "AsyncHTTPClient", baseline: best.directDownload, bridge: best.bridgeDownload, unit: "ns", target: "≤ 1.3×"),
        ]
    }

    static func nanoseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
    }
}
#endif
