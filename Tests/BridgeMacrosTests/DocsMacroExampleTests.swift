#if Macros
import BridgeMacros
import BridgeRuntime
import Foundation
import Testing

/// The macro `Calendar` of docs/native-modules.md, kept true.
@NativeModule
actor Calendar {
    struct Entry: Codable, Sendable {
        var title: String
        var start: Date
        var location: String?
    }

    @Constant let defaultCalendar = "Home"
    let created = Event<String>("created")
    private var entries: [String: Entry] = [:]

    @Method func create(entry: Entry) -> String {
        let id = "e\(entries.count + 1)"
        entries[id] = entry
        created.send(id)
        return id
    }

    @Method func find(title: String, onError: BridgeCallback, onSuccess: Callback<String>) {
        if let id = entries.first(where: { $0.value.title == title })?.key { onSuccess(id) } else { onError(["message": "not found"]) }
    }

    @Method(.sync) nonisolated func version() -> Int { 2 }
    @Method(.fireAndForget) nonisolated func log(message: String) { print(message) }
}

@Suite struct DocsMacroExampleTests {
    @Test func theDocsCalendarWorksFromJS() async throws {
        var configuration = Runtime.Configuration()
        configuration.register { _ in Calendar() }
        let runtime = try await Runtime(configuration)
        try await runtime.evaluate(
            """
            globalThis.got = [];
            const C = NativeModules.Calendar;
            new NativeEventEmitter(C).addListener('created', id => got.push('created ' + id));
            got.push(C.defaultCalendar, C.version());
            // Each call waits for the one before (the answers of an actor's calls may pass one another).
            const find = title => new Promise(done => C.find(title, e => done(e.message), id => done('found ' + id)));
            C.create({ title: 'Standup', start: Date.UTC(2026, 10, 24) })
              .then(id => { got.push(id); return find('Standup'); })
              .then(r => { got.push(r); return find('Retro'); })
              .then(r => got.push(r));
            """)
        await runtime.waitUntilIdle()
        #expect(try await runtime.evaluate("got") == ["Home", 2, "created e1", "e1", "found e1", "not found"])
        let d = TypeScriptDeclarations.generate(try ModuleRegistry([Calendar().definition]))
        #expect(d.contains("create(entry: CalendarEntry): Promise<string>;"))
        #expect(d.contains("find(title: string, onError: (error: NativeModuleError) => void, onSuccess: (value: string) => void): void;"))
        await runtime.shutdown()
    }
}
#endif
