import BridgeRuntime

import Testing

/// A module whose emitter records when listening starts and stops.
final class ChimeModule: NativeModule {
    final class Transitions: Sendable {
        let list = Locked<[String]>([])
        func append(_ s: String) { list.withLock { $0.append(s) } }
    }

    let transitions = Transitions()
    let emitter: EventEmitter

    init() {
        let transitions = self.transitions
        emitter = EventEmitter(
            onFirstListener: { transitions.append("start") },
            onLastListenerRemoved: { transitions.append("stop") })
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Chime") { m in
            m.events(["chime", "silence"], emitter: emitter)
            m.promise("ring(times:)") { (times: Int) in
                var sent = 0
                for i in 0..<times where self.emitter.send("chime", body: ["i": .number(Double(i))]) { sent += 1 }
                return sent
            }
        }
    }
}

@Suite struct EventTests {
    @Test func nativeEventEmitterTellsTheModuleWhenItHasListeners() async throws {
        let module = ChimeModule()
        let runtime = try await TestHost().runtime([{ _ in module }])
        let result = try await runtime.run(
            """
            var got = [], sentWithNobody, early = [];
            DeviceEventEmitter.addListener('chime', e => early.push(e.i));
            const emitter = new NativeEventEmitter(NativeModules.Chime);
            NativeModules.Chime.ring(2).then(n => {
              sentWithNobody = n;
              const a = emitter.addListener('chime', e => got.push('a' + e.i));
              const b = emitter.addListener('chime', e => got.push('b' + e.i));
              return NativeModules.Chime.ring(2).then(() => a.remove());
            }).then(() => new Promise(r => setTimeout(r, 5))).then(() => emitter.removeAllListeners('chime'));
            """, then: "[sentWithNobody, got, early]")
        // Events are delivered before the module counts a listener (JS halves before 0.65 never
        // call addListener off iOS); the count drives only start and stop.
        #expect(result == [2, ["a0", "b0", "a1", "b1"], [0, 1, 0, 1]])
        #expect(module.transitions.list.withLock { $0 } == ["start", "stop"])
        #expect(module.emitter.listenerCount == 0)
        await runtime.shutdown()
    }

    @Test func emittingAnUndeclaredEventIsReportedAndNothingIsSent() async throws {
        let host = TestHost()
        let module = ChimeModule()
        let runtime = try await host.runtime([{ _ in module }])
        _ = try await runtime.run("globalThis.got = []; DeviceEventEmitter.addListener('bell', () => got.push('bell'))")
        #expect(module.emitter.send("bell") == false)
        #expect(module.emitter.send("chime") == true)
        await runtime.waitUntilIdle()
        #expect(try await runtime.evaluate("got") == [])
        #expect(host.logEntries.filter { $0.0 == .error }.map(\.1) == [
            "Chime: \"bell\" is not a supported event (supported: chime, silence); it was not sent",
        ])
        await runtime.shutdown()
        #expect(module.emitter.send("bell") == false)
        #expect(host.logEntries.count == 1, "after shutdown the emitter is not connected; nothing is reported to a runtime that is gone")
    }

    @Test func listeningToAnUndeclaredEventIsReported() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([{ _ in ChimeModule() }])
        _ = try await runtime.run("new NativeEventEmitter(NativeModules.Chime).addListener('bogus', () => {})")
        #expect(host.logEntries.contains { $0.1.contains("\"bogus\" is not a supported event") })
        await runtime.shutdown()
    }

    @Test func anErrorInAListenerGoesToTheHost() async throws {
        let host = TestHost()
        let runtime = try await host.runtime()
        _ = try await runtime.run("DeviceEventEmitter.addListener('e', () => { throw new Error('listener broke') })")
        runtime.emit("e")
        await runtime.waitUntilIdle()
        #expect(host.uncaught.map(\.exception.message) == ["listener broke"])
        #expect(try await runtime.evaluate("'still running'") == "still running")
        await runtime.shutdown()
    }
}
