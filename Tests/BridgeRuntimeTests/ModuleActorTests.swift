import BridgeCore
import BridgeRuntime
import Testing

/// The state two modules share, kept in the actor whose queue both run on: no lock.
actor RouteTable: ModuleActor {
    let queue = ModuleActorQueue("routes")
    var routes: [String: String] = [:]
    var writes = 0

    func add(_ path: String, _ target: String) {
        routes[path] = target
        writes += 1
    }
}

/// A router and a route-file store sharing one queue (the newcomer's seed modules).
func routeModules(_ table: RouteTable) -> [ModuleDefinition] {
    let router = ModuleDefinition("Router") { m in
        m.fireAndForget("add(path:target:)", isolatedTo: table) { (table: isolated RouteTable, path: String, target: String) in
            table.add(path, target)
        }
        m.promise("resolve(path:)", isolatedTo: table) { (table: isolated RouteTable, path: String) in table.routes[path] }
    }
    let files = ModuleDefinition("RouteFiles") { m in
        m.promise("snapshot", isolatedTo: table) { (table: isolated RouteTable) in table.routes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } }
        m.callback("count(done:)", isolatedTo: table) { (table: isolated RouteTable, done: Callback<Int>) in done(table.writes) }
        // An async body: it may suspend, and reads the table isolated again after.
        m.promise("settle(path:)", isolatedTo: table) { (table: isolated RouteTable, path: String) async -> String in
            await Task.yield()
            return table.routes[path] ?? "none"
        }
    }
    return [router, files]
}

@Suite struct ModuleActorTests {
    @Test func modulesSharingAnActorSeeOneAnothersWritesInOrder() async throws {
        let table = RouteTable()
        let runtime = try await TestHost().runtime(routeModules(table).map { d in { _ in d } })
        let result = try await runtime.run(
            """
            globalThis.seen = [];
            for (let i = 0; i < 300; i++) {
              NativeModules.Router.add('/p' + i, 'v' + i);
              if (i % 100 === 99) NativeModules.RouteFiles.count(n => seen.push(n));
            }
            NativeModules.Router.resolve('/p42').then(v => seen.push(v));
            NativeModules.RouteFiles.settle('/p7').then(v => seen.push(v));
            NativeModules.RouteFiles.snapshot().then(s => seen.push(s.length, s[0]));
            """, then: "seen")
        // Each module's calls ran after the other's calls sent before them; the async body let
        // the snapshot run while it was suspended (as an actor lets calls in at an await).
        #expect(result == [100, 200, 300, "v42", 300, "/p0=v0", "v7"])
        #expect(await table.writes == 300)
        await runtime.shutdown()
    }

    @Test func theExecutionNamesTheActorAndItsQueue() throws {
        let table = RouteTable()
        let registry = try ModuleRegistry(routeModules(table))
        let method = try #require(registry.modules.first?.method(named: "add"))
        #expect(method.execution == .actor(table))
        #expect(method.execution?.description == "actor RouteTable (queue routes)")
        #expect(method.execution != .actor(RouteTable()))
    }
}
