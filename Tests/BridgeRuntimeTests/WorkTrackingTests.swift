import BridgeRuntime
import Dispatch
import Testing

/// A module that answers from work of its own: a Task that outlives the call, a dispatch timer,
/// and events sent from its observing handlers. It imports what a module needs of BridgeCore
/// only (`BridgeRuntime` re-exports it; nothing of the runtime is used).
final class CountdownModule: NativeModule {
    struct Step: Codable, Equatable {
        var left: Int
    }

    let work = WorkTracker()
    let events = EventEmitter()
    let observing = Locked<[String]>([])

    var definition: ModuleDefinition {
        ModuleDefinition("Countdown") { m in
            m.tracksWork(work)
            m.events(["step", "observing"], emitter: events)
            m.onStartObserving { [events, observing] in
                observing.withLock { $0.append("start") }
                events.send("observing", body: true)
            }
            m.onStopObserving { [observing] in observing.withLock { $0.append("stop") } }
            // Returns at once; the steps come from a task of the module's own.
            m.fireAndForget("start(from:)") { [work, events] (from: Int) in
                work.task {
                    for left in stride(from: from - 1, through: 0, by: -1) {
                        try? await Task.sleep(for: .milliseconds(5))
                        events.send("step", encoding: Step(left: left))
                    }
                }
            }
            // Answers later from a dispatch timer: the callback is invoked by nothing of the call.
            m.fireAndForget("ping(afterMilliseconds:)") { [work, events] (ms: Int) in
                let token = work.begin()
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(ms)) {
                    events.send("step", body: ["left": -1])
                    token.end()
                }
            }
        }
    }
}

/// A body whose encoding fails.
struct Unencodable: Encodable {
    struct Refused: Error {}
    func encode(to encoder: any Encoder) throws { throw Refused() }
}

@Suite struct WorkTrackingTests {
    @Test func waitUntilIdleWaitsForATaskAndATimerTheModuleStarted() async throws {
        let module = CountdownModule()
        let runtime = try await TestHost().runtime([{ _ in module }])
        let out = try await runtime.run(
            """
            var steps = [], observing = [];
            const emitter = new NativeEventEmitter(NativeModules.Countdown);
            emitter.addListener('observing', v => observing.push(v));
            emitter.addListener('step', s => steps.push(s.left));
            NativeModules.Countdown.start(5);
            NativeModules.Countdown.ping(80);
            """, then: "[steps.filter(s => s >= 0).join(), steps.includes(-1), observing.length]")
        // Nothing is left in flight once idle: every step arrived, in order, and the timer's.
        #expect(out == ["4,3,2,1,0", true, 1])
        #expect(module.work.inFlight == 0)
        #expect(module.observing.withLock { $0 } == ["start"])
        await runtime.shutdown()
    }

    @Test func aTokenEndsOnceAndWhenReleased() async throws {
        let tracker = WorkTracker()
        let counted = Locked(0)
        tracker.connect { n in counted.withLock { $0 += n } }
        let token = tracker.begin()
        do { _ = tracker.begin() }  // released at once
        #expect(counted.withLock { $0 } == 1)
        token.end()
        token.end()
        #expect(counted.withLock { $0 } == 0)
        // Work begun while disconnected counts once connected.
        tracker.connect(nil)
        let early = tracker.begin()
        tracker.connect { n in counted.withLock { $0 += n } }
        #expect(counted.withLock { $0 } == 1)
        early.end()
        #expect(tracker.inFlight == 0 && counted.withLock { $0 } == 0)
    }

    @Test func anUndeclaredOrUnencodableEventIsReportedAndNotSent() async throws {
        let host = TestHost()
        let module = CountdownModule()
        let runtime = try await host.runtime([{ _ in module }])
        #expect(!module.events.send("nope"))
        #expect(module.events.send("step", encoding: CountdownModule.Step(left: 1)))
        #expect(!module.events.send("step", encoding: Unencodable()))
        #expect(host.lines.contains { $0.contains("Countdown: \"nope\" is not a supported event (supported: observing, step)") })
        #expect(host.lines.contains { $0.contains("the body of event \"step\" cannot be encoded") })
        await runtime.shutdown()
    }
}
