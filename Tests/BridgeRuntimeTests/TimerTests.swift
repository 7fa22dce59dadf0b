import BridgeRuntime
import Testing

@Suite struct TimerTests {
    @Test func microtasksRunBeforeTheNextTimer() async throws {
        let runtime = try await TestHost().runtime()
        let order = try await runtime.run(
            """
            var order = [];
            setTimeout(() => {
              order.push('t1');
              Promise.resolve().then(() => order.push('micro-in-t1'));
              queueMicrotask(() => order.push('queued-in-t1'));
            }, 0);
            setTimeout(() => order.push('t2'), 0);
            Promise.resolve().then(() => order.push('micro'));
            order.push('sync');
            """, then: "order")
        #expect(order == ["sync", "micro", "t1", "micro-in-t1", "queued-in-t1", "t2"])
        await runtime.shutdown()
    }

    /// Timers fire in the order they fall due, those due together in the order they were made,
    /// and a shorter delay made later fires first. (A loaded machine cannot change the order: a
    /// timer made later with a longer delay is always due later, and only a stall of ten
    /// seconds between two calls would bring the long timer due before the short one.)
    @Test func equalDelaysFireInCreationOrderAndShorterFirst() async throws {
        let runtime = try await TestHost().runtime()
        let order = try await runtime.run(
            """
            var order = [];
            for (let i = 0; i < 5; i++) setTimeout(() => order.push(i), 5);
            const late = setTimeout(() => order.push('late'), 10000);
            setTimeout(() => { order.push('early'); clearTimeout(late); }, 20);
            """, then: "order")
        #expect(order == [0, 1, 2, 3, 4, "early"])
        await runtime.shutdown()
    }

    @Test func clearTimeoutAndIntervalsWork() async throws {
        let runtime = try await TestHost().runtime()
        let result = try await runtime.run(
            """
            var fired = [];
            const t = setTimeout(() => fired.push('cleared'), 5);
            clearTimeout(t);
            const i = setInterval((tag) => { fired.push(tag); if (fired.length === 3) clearInterval(i); }, 2, 'tick');
            const im = setImmediate(() => fired.push('cleared immediate'));
            clearImmediate(im);
            """, then: "fired")
        #expect(result == ["tick", "tick", "tick"])
        await runtime.shutdown()
    }

    @Test func setImmediateRunsBeforeLaterTimers() async throws {
        let runtime = try await TestHost().runtime()
        let order = try await runtime.run("var o = []; setTimeout(() => o.push('timeout'), 5); setImmediate((x) => o.push(x), 'immediate');", then: "o")
        #expect(order == ["immediate", "timeout"])
        await runtime.shutdown()
    }

    @Test func anErrorInATimerGoesToTheHostAndTheLoopGoesOn() async throws {
        let host = TestHost()
        let runtime = try await host.runtime()
        let after = try await runtime.run("var after = false; setTimeout(() => { throw new Error('in timer') }, 1); setTimeout(() => { after = true }, 5);", then: "after")
        #expect(after == true)
        #expect(host.uncaught.map(\.exception.message) == ["in timer"])
        #expect(host.uncaught.first?.kind == .exception)
        await runtime.shutdown()
    }

    @Test func unhandledRejectionIsReported() async throws {
        let host = TestHost()
        let runtime = try await host.runtime()
        _ = try await runtime.run("Promise.reject(new TypeError('lost')); Promise.reject(new Error('handled')).catch(() => {});")
        #expect(host.uncaught.count == 1)
        #expect(host.uncaught.first?.kind == .unhandledRejection)
        #expect(host.uncaught.first?.description.hasPrefix("Uncaught (in promise) TypeError: lost") == true)
        await runtime.shutdown()
    }
}
