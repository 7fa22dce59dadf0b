import BridgeRuntime
import BridgeTesting
import Foundation
import Testing

/// The `Calendar` module of docs/native-modules.md and its test there, kept true.
actor Calendar: NativeModule {
    struct Event: Codable, Sendable {
        var title: String
        var start: Date
        var location: String?
    }

    private var events: [String: Event] = [:]

    nonisolated var definition: ModuleDefinition {
        ModuleDefinition("Calendar") { m in
            m.constant("defaultCalendar", "Home")
            m.promise("create(event:)") { (event: Event) in await self.create(event) }
            m.callback("find(title:onError:onSuccess:)") { (title: String, onError: BridgeCallback, onSuccess: BridgeCallback) in
                if let id = await self.find(title) { onSuccess(.string(id)) } else { onError(["message": "not found"]) }
            }
            m.sync("version") { 2 }
            m.fireAndForget("log(message:)") { (message: String) in print(message) }
        }
    }

    private func create(_ event: Event) -> String {
        let id = "e\(events.count + 1)"
        events[id] = event
        return id
    }

    private func find(_ title: String) -> String? { events.first { $0.value.title == title }?.key }
}

@Suite struct DocsExampleTests {
    @Test func calendar() async throws {
        let calendar = try ModuleTester(Calendar())
        #expect(calendar.constants["defaultCalendar"] == "Home")
        let id = try await calendar.promise("create", ["title": "Lunch", "start": 0])
        #expect(id == "e1")
        let found = try await calendar.callback("find", "Lunch")
        #expect(found == CallbackInvocation(index: 1, name: "onSuccess", arguments: ["e1"]))
        #expect(try calendar.sync("version") == 2)
        do {
            _ = try await calendar.promise("create", 5)
            Issue.record("create(5) should reject")
        } catch {
            #expect(error.code == .invalidArgument)
        }
        let missing = try await calendar.callback("find", "Dinner")
        #expect(missing?.name == "onError")
    }
}
