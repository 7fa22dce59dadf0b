import BridgeCore
import BridgeTesting
import Testing

/// A progress emitter: listening starts it, and it reports from a task of its own.
final class ProgressModule: NativeModule {
    struct Progress: Codable, Equatable {
        var loaded: Int
        var total: Int
    }

    let events = EventEmitter()
    let work = WorkTracker()

    var definition: ModuleDefinition {
        ModuleDefinition("Progress") { m in
            m.events(["progress", "observing"], emitter: events)
            m.tracksWork(work)
            m.onStartObserving { [events] in events.send("observing", body: true) }
            m.onStopObserving { [events] in events.send("observing", body: false) }
            m.fireAndForget("download(total:)") { [events, work] (total: Int) in
                work.task {
                    for loaded in 1...total {
                        await Task.yield()
                        events.send("progress", encoding: Progress(loaded: loaded, total: total))
                    }
                }
            }
            m.sync("shout") { [events] in events.send("undeclared") }
        }
    }
}

@Suite struct EventTesterTests {
    @Test func eventsAndTrackedWorkAreSeenAsJSWouldSeeThem() async throws {
        let tester = try ModuleTester(ProgressModule())
        try await tester.addListener("progress")
        try await tester.download(3)
        await tester.waitForWork()
        try await tester.removeListeners(1)
        #expect(tester.events == [
            EmittedEvent(name: "observing", body: true),
            EmittedEvent(name: "progress", body: ["loaded": 1, "total": 3]),
            EmittedEvent(name: "progress", body: ["loaded": 2, "total": 3]),
            EmittedEvent(name: "progress", body: ["loaded": 3, "total": 3]),
            EmittedEvent(name: "observing", body: false),
        ])
        // The same events, as a stream.
        var names: [String] = []
        for await event in tester.emittedEvents.prefix(2) { names.append(event.name) }
        #expect(names == ["observing", "progress"])
    }

    @Test func anUndeclaredEventIsReportedAndAnUnknownListenerRefused() async throws {
        let tester = try ModuleTester(ProgressModule())
        #expect(try tester.sync("shout") == false)
        #expect(tester.reports.contains { $0.contains("\"undeclared\" is not a supported event (supported: observing, progress)") })
        await #expect(throws: BridgeError.self) { try await tester.addListener("nope") }
    }
}

extension ModuleTester {
    fileprivate func download(_ total: Int) async throws {
        try await fireAndForget("download", .number(Double(total)))
    }
}
