import BridgeRuntime

import Testing


/// Counts how many instances were made and how many were invalidated.
final class Lifecycle: Sendable {
    let made = Locked(0)
    let invalidated = Locked(0)

    func module() -> ModuleDefinition {
        let generation = made.withLock { n in
            n += 1
            return n
        }
        return ModuleDefinition("Life") { m in
            m.constant("generation", generation)
            m.promise("slow") { () async throws -> Int in
                try await Task.sleep(for: .seconds(5))
                return 1
            }
            m.onInvalidate { self.invalidated.withLock { $0 += 1 } }
        }
    }
}

@Suite struct ReloadTests {
    @Test func reloadRunsTheBundleAgainInAFreshContextWithFreshModules() async throws {
        let life = Lifecycle()
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in life.module() }])
        try await runtime.load("var seen = NativeModules.Life.generation; console.log('bundle ran in generation ' + seen);", sourceURL: "bundle.js")
        try await runtime.evaluate("globalThis.leftover = 'old context'")
        let pending = Task { try await runtime.evaluate("NativeModules.Life.slow().catch(e => console.log('old call', e.code))") }
        _ = try await pending.value
        try await runtime.reload()
        await runtime.waitUntilIdle()
        #expect(life.made.withLock { $0 } == 2)
        #expect(life.invalidated.withLock { $0 } == 1)
        #expect(try await runtime.evaluate("[seen, typeof leftover]") == [2, "undefined"])
        #expect(host.lines == ["bundle ran in generation 1", "old call E_INVALIDATED", "bundle ran in generation 2"])
        await runtime.shutdown()
        #expect(life.invalidated.withLock { $0 } == 2)
    }

    @Test func jsCanAskForAReload() async throws {
        let host = TestHost()
        var configuration = host.configuration()
        StandardModules.register(in: &configuration)
        let runtime = try await Runtime(configuration)
        try await runtime.evaluate("globalThis.marker = 1")
        try await runtime.load("console.log('loaded, marker:', typeof marker); if (typeof marker !== 'undefined') NativeModules.DevSettings.reload('test');", sourceURL: "bundle.js")
        try await Task.sleep(for: .milliseconds(50))
        await runtime.waitUntilIdle()
        #expect(host.lines == ["loaded, marker: number", "reloading: test", "loaded, marker: undefined"])
        await runtime.shutdown()
    }

    @Test func callsDuringOrAfterShutdownAreClearErrors() async throws {
        let runtime = try await TestHost().runtime()
        await runtime.shutdown()
        let error = await #expect(throws: BridgeError.self) { try await runtime.reload() }
        #expect(error?.code == .notRunning)
        await #expect(throws: BridgeError.self) { try await runtime.load("1", sourceURL: "x.js") }
        await #expect(throws: BridgeError.self) { try await runtime.onJSThread { _ in 1 } }
        runtime.emit("nobody")  // dropped, no crash
    }

    @Test func aHundredReloadsInARowMakeAndRetireAHundredGenerations() async throws {
        let life = Lifecycle()
        let runtime = try await TestHost().runtime([{ _ in life.module() }])
        try await runtime.load("setTimeout(() => {}, 1);", sourceURL: "bundle.js")
        for _ in 0..<100 { try await runtime.reload() }
        await runtime.waitUntilIdle()
        #expect(life.made.withLock { $0 } == 101)
        #expect(life.invalidated.withLock { $0 } == 100)
        #expect(try await runtime.evaluate("NativeModules.Life.generation") == 101)
        await runtime.shutdown()
    }
}
