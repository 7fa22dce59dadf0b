import BridgeRuntime
import Testing

/// Every observer of `Runtime.states` sees states in the order they happened, however the loads
/// that cause them race with the observers (React Native posts DidFailToLoad before the next
/// WillStartLoading).
@Suite struct StateOrderTests {
    /// A name for each state, without the error's text.
    static func name(_ state: RuntimeState) -> String {
        switch state {
        case .ready: "ready"
        case .loading: "loading"
        case .running: "running"
        case .failed: "failed"
        case .reloading: "reloading"
        case .shutDown: "shut down"
        }
    }

    @Test func aFailedLoadThenAGoodOneIsSeenInOrderByEveryObserverOverManyRounds() async throws {
        let runtime = try await TestHost().runtime()
        // Load on the other core while the rounds run.
        let busy = Task.detached {
            var spins = 0
            while !Task.isCancelled { spins &+= 1 }
            return spins
        }
        for round in 0..<150 {
            let observers = (0..<3).map { _ in
                let states = runtime.states
                return Task { () -> [String] in
                    var seen: [String] = []
                    for await state in states {
                        seen.append(Self.name(state))
                        if seen.count == 5 { break }
                    }
                    return seen
                }
            }
            // The bad bundle's failure is noticed through waitForBundle (as an app call waiting
            // for the bundle would), and the next load starts right away.
            runtime.startLoading(.string("throw new Error('bad \(round)')", sourceURL: "bad.js"))
            await #expect(throws: (any Error).self) { try await runtime.waitForBundle() }
            runtime.startLoading(.string("globalThis.round = \(round)", sourceURL: "good.js"))
            try await runtime.waitForBundle()
            for observer in observers {
                let seen = await observer.value
                let first = round == 0 ? "ready" : "running"
                #expect(seen == [first, "loading", "failed", "loading", "running"], "round \(round)")
            }
        }
        busy.cancel()
        _ = await busy.value
        await runtime.shutdown()
    }

    @Test func loadsAskedForWhileOneRunsTakeTurnsAndPublishInOrder() async throws {
        let runtime = try await TestHost().runtime()
        for round in 0..<50 {
            let states = runtime.states
            let observer = Task { () -> [String] in
                var seen: [String] = []
                for await state in states {
                    seen.append(Self.name(state))
                    if seen.count == 7 { break }
                }
                return seen
            }
            // The failing bundle is slow to read, so the next two are asked for while it runs.
            let slow = BundleSource(sourceURL: "slow-bad.js") {
                try await Task.sleep(for: .milliseconds(round % 3))
                return "throw new Error('bad')"
            }
            let first = runtime.startLoading(slow)
            let second = runtime.startLoading(.string("globalThis.second = \(round)", sourceURL: "second.js"))
            #expect(runtime.state.isRunning == false)
            try await runtime.load(.string("globalThis.third = \(round)", sourceURL: "third.js"))
            await #expect(throws: (any Error).self) { try await first.value }
            try await second.value
            let first0 = round == 0 ? "ready" : "running"
            #expect(await observer.value == [first0, "loading", "failed", "loading", "running", "loading", "running"], "round \(round)")
            #expect(try await runtime.evaluate("[second, third]") == [.number(Double(round)), .number(Double(round))])
        }
        await runtime.shutdown()
    }

    @Test func aLoadWaitingForItsTurnWhenTheRuntimeShutsDownEndsWithAnError() async throws {
        let runtime = try await TestHost().runtime()
        let slow = BundleSource(sourceURL: "slow.js") {
            try await Task.sleep(for: .seconds(2))
            return "1"
        }
        let first = runtime.startLoading(slow)
        let second = runtime.startLoading(.string("2", sourceURL: "second.js"))
        await runtime.shutdown()
        await #expect(throws: (any Error).self) { try await second.value }
        _ = try? await first.value
    }
}
