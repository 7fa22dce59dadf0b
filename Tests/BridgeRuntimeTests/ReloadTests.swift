import BridgeRuntime
import Dispatch

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
            // Never finishes before the test ends, however loaded the machine: only the
            // teardown's rejection can settle it.
            m.promise("slow") { () async throws -> Int in
                try await Task.sleep(for: .seconds(600))
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

@Suite struct ReloadRetirementTests {
    @Test(arguments: [1, 2, 3])
    func aRetiringContextDoesNotReportItsOwnInvalidatedCallsAsUnhandled(reloads: Int) async throws {
        let life = Lifecycle()
        let host = TestHost()
        var configuration = host.configuration([{ _ in life.module() }])
        StandardModules.register(in: &configuration)
        let runtime = try await Runtime(configuration)
        try await runtime.load("""
            if (NativeModules.Life.generation === 1) {
              NativeModules.Life.slow();
              for (let i = 0; i < \(reloads); i++) NativeModules.DevSettings.reload('again ' + i);
            }
            """, sourceURL: "bundle.js")
        for _ in 0..<200 where life.made.withLock({ $0 }) < 2 { try await Task.sleep(for: .milliseconds(5)) }
        await runtime.waitUntilIdle()
        #expect(host.uncaught.map(\.description) == [])
        #expect(try await runtime.evaluate("NativeModules.Life.generation") == .number(Double(life.made.withLock { $0 })))
        await runtime.shutdown()
    }
}

/// A gate a test opens at its end, so the threads it blocked do not outlive it.
final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let waiters = Locked(0)

    func wait() {
        waiters.withLock { $0 += 1 }
        semaphore.wait()
    }

    func release() {
        for _ in 0..<waiters.withLock({ $0 }) { semaphore.signal() }
    }
}

@Suite struct BoundedTeardownTests {
    @Test func shutdownGoesOnAfterTheGracePeriodAndNamesTheModulesThatDidNotFinish() async throws {
        let gate = Gate()
        defer { gate.release() }
        let calm = Locked(false)
        let host = TestHost()
        let runtime = try await host.runtime([
            { _ in ModuleDefinition("Busy") { m in m.fireAndForget("block") { gate.wait() } } },
            { _ in ModuleDefinition("Stuck") { m in m.onInvalidate { gate.wait() } } },
            { _ in ModuleDefinition("Calm") { m in m.onInvalidate { calm.withLock { $0 = true } } } },
        ]) {
            // Long enough for Calm's handler to run on a loaded machine (a sanitizer run once
            // starved it past 0.2 s); Stuck never finishes, so shutdown takes all of it.
            $0.shutdownGracePeriod = .seconds(2)
        }
        try await runtime.evaluate("NativeModules.Busy.block()")
        let clock = ContinuousClock()
        let took = await clock.measure { await runtime.shutdown() }
        // The stuck module would hold shutdown forever (the gate opens only when the test ends);
        // the bound is loose because a sanitizer run under load can starve this test for seconds.
        #expect(took < .seconds(120))
        #expect(calm.withLock { $0 })
        let errors = host.logEntries.filter { $0.0 == .error }.map(\.1)
        #expect(errors == ["teardown went on after 2 s: module Stuck did not finish its queued calls and invalidation"])
        await #expect(throws: BridgeError.self) { try await runtime.evaluate("1") }
    }

    @Test func aBlockedModuleWithNoTeardownHookDoesNotHoldShutdown() async throws {
        let gate = Gate()
        defer { gate.release() }
        let host = TestHost()
        let runtime = try await host.runtime([
            { _ in ModuleDefinition("Busy") { m in m.fireAndForget("block") { gate.wait() } } },
            { _ in ModuleDefinition("Pending") { m in m.promise("never") { () -> Int in gate.wait(); return 1 } } },
        ]) { $0.shutdownGracePeriod = .seconds(300) }
        try await runtime.evaluate("NativeModules.Busy.block(); var settled = NativeModules.Pending.never().catch(e => e.code)")
        let clock = ContinuousClock()
        let took = await clock.measure { await runtime.shutdown() }
        // Nothing is waited for: far less than the five minutes of grace, even under a sanitizer
        // with the rest of the suite running beside it.
        #expect(took < .seconds(120))
        #expect(host.logEntries.filter { $0.0 == .error }.isEmpty)
    }

    @Test func aReloadIsBoundedTheSameWay() async throws {
        let gate = Gate()
        defer { gate.release() }
        let host = TestHost()
        let runtime = try await host.runtime([
            { _ in ModuleDefinition("Stuck") { m in m.onInvalidate { gate.wait() } } },
        ]) { $0.shutdownGracePeriod = .milliseconds(100) }
        try await runtime.load("globalThis.loaded = (globalThis.loaded || 0) + 1", sourceURL: "bundle.js")
        try await runtime.reload()
        #expect(try await runtime.evaluate("loaded") == 1)
        #expect(host.logEntries.filter { $0.0 == .error }.map(\.1) == ["teardown went on after 0.1 s: module Stuck did not finish its queued calls and invalidation"])
        await runtime.shutdown()
    }
}
