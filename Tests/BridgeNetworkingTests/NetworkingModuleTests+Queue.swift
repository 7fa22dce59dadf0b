#if Networking
import AsyncHTTPClient
@testable import BridgeNetworking
import BridgeRuntime
import HTTPTestSupport
import NIOCore
import Testing

/// Requests beyond what the client's pool holds for one origin wait their turn in order, however
/// long, and leave the queue at once when aborted or timed out there.
extension NetworkingModuleTests {
    /// A client whose pool holds `connections` per host and waits `connect` for a connection.
    private func client(connections: Int, connect: TimeAmount) -> HTTPClient {
        var configuration = NetworkingModule.defaultConfiguration
        configuration.timeout.connect = connect
        configuration.connectionPool = .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: connections)
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// The client alone fails a request that waits for a connection longer than its connect
    /// timeout (a thousand requests to a slow server failed at the back of the queue).
    @Test func requestsQueuedForAnOriginWaitPastTheClientsConnectTimeout() async throws {
        let server = try await TestHTTPServer.start()
        server.set("/slow", TestHTTPServer.Route(contentType: "text/plain", body: Array("ok".utf8), delay: .seconds(2)))
        // A second for a connection: a loaded machine takes its time to hand one over, and the
        // queue still waits twice that and more for its turn.
        let client = client(connections: 2, connect: .seconds(1))
        let runtime = try await runtime(NetworkingModule(client: client, connectionsPerOrigin: 2))
        try await runtime.evaluate("for (let i = 0; i < 6; i++) send({ url: '\(server.url("/slow"))?' + i })")
        await runtime.waitUntilIdle()
        let seen = try await runtime.evaluate("events.splice(0)").arrayValue ?? []
        let completions = seen.filter { $0[0] == "didCompleteNetworkResponse" }
        #expect(completions.count == 6)
        #expect(completions.allSatisfy { $0[2] == .null }, "\(completions)")
        #expect(seen.filter { $0[0] == "didReceiveNetworkData" && $0[2] == "ok" }.count == 6)
        #expect(server.requests.withLock { $0 } == Array(repeating: "/slow", count: 6))
        // Never more than two at the server at once: the others waited here.
        #expect(server.delayed.withLock { $0.most } == 2)
        await runtime.shutdown()
        try await client.shutdown()
        try await server.stop()
    }

    @Test func aQueuedRequestThatTimesOutOrIsAbortedLeavesTheQueueAtOnce() async throws {
        let server = try await TestHTTPServer.start()
        // The first is never answered while the test runs.
        server.set("/slow", TestHTTPServer.Route(contentType: "text/plain", body: Array("ok".utf8), delay: .seconds(600)))
        let client = client(connections: 1, connect: .seconds(10))
        let module = NetworkingModule(client: client, connectionsPerOrigin: 1)
        let runtime = try await runtime(module)
        let url = server.url("/slow")
        // The first holds the only turn; the second times out waiting; the third is aborted as
        // soon as it has an ID.
        try await runtime.evaluate("""
            send({ url: '\(url)?first' });
            send({ url: '\(url)?second', timeout: 200 });
            NativeModules.Networking.sendRequest({ method: 'GET', url: '\(url)?third', headers: {}, data: null,
              responseType: 'text', incrementalUpdates: false, timeout: 0, withCredentials: false },
              (id) => { events.push(['aborted', id]); NativeModules.Networking.abortRequest(id); });
            """)
        while module.requestsEnded < 2 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(module.requestsInFlight == 1)
        #expect(OriginGate.shared.waiting(client: ObjectIdentifier(client), origin: "http://127.0.0.1:\(server.port)") == 0)
        let seen = try await runtime.evaluate("events.splice(0)").arrayValue ?? []
        let ids = seen.filter { $0[0] == "id" }.compactMap { $0[1] }
        try #require(ids.count == 2)
        // The second timed out while the first held the turn; the third sent nothing.
        let ended = seen.filter { $0[0] == "didCompleteNetworkResponse" }
        #expect(ended.map { $0[1] } == [ids[1]])
        #expect(ended.first?[2] == "The request timed out." && ended.first?[3] == true)
        let aborted = try #require(seen.first { $0[0] == "aborted" }?[1])
        #expect(!seen.contains { $0[0] != "aborted" && $0[1] == aborted })
        #expect(server.requests.withLock { $0 } == ["/slow"], "only the first reached the server")
        await runtime.shutdown()
        try await client.shutdown()
        try await server.stop()
    }
}
#endif
