import BridgeRuntime
import BridgeTesting
import Foundation
import Testing

/// A callback-style storage module with a method of every kind, as a newcomer would write one.
final class NotesModule: NativeModule {
    enum Failure: Error, BridgeErrorConvertible {
        case full
        var bridgeCode: BridgeError.Code { "E_FULL" }
        var bridgeMessage: String { "the notebook is full" }
    }

    let notes = Locked<[String: String]>([:])
    let invalidated = Locked(false)

    var definition: ModuleDefinition {
        ModuleDefinition("Notes") { m in
            m.constant("capacity", 2)
            m.callback("get(key:callback:)") { [notes] (key: String, callback: BridgeCallback) in
                callback(.null, notes.withLock { $0[key] }.map { .string($0) } ?? .null)
            }
            m.callback("put(key:text:onError:onSuccess:)") { [notes] (key: String, text: String, onError: BridgeCallback, onSuccess: BridgeCallback) in
                let stored = notes.withLock { n in
                    guard n.count < 2 || n[key] != nil else { return false }
                    n[key] = text
                    return true
                }
                if stored { onSuccess(.string(key)) } else { onError(BridgeError(wrapping: Failure.full).jsErrorData) }
            }
            m.callback("forget(key:callback:)") { [notes] (key: String, _: BridgeCallback) in
                notes.withLock { $0[key] = nil }  // lets go of its callback without calling it
            }
            m.promise("count") { [notes] in notes.withLock { $0.count } }
            m.promise("reserve(key:)") { [notes] (key: String) throws -> Bool in
                guard notes.withLock({ $0.count }) < 2 else { throw Failure.full }
                return true
            }
            m.sync("isEmpty") { [notes] in notes.withLock { $0.isEmpty } }
            m.fireAndForget("log(level:)") { (level: Int) in _ = level }
            m.onInvalidate { [invalidated] in invalidated.withLock { $0 = true } }
        }
    }
}

@Suite struct ModuleTesterTests {
    @Test func everyKindOfMethodAnswersAsJSWouldSee() async throws {
        let module = NotesModule()
        let tester = try ModuleTester(module)
        #expect(tester.constants["capacity"] == 2)
        #expect(try tester.sync("isEmpty") == true)

        let put = try await tester.callback("put", "a", "first")
        #expect(put == CallbackInvocation(index: 1, name: "onSuccess", arguments: ["a"]))
        _ = try await tester.callback("put", "b", "second")
        let full = try await tester.callback("put", "c", "third")
        #expect(full?.name == "onError")
        #expect(full?.arguments.first?["code"] == "E_FULL")

        #expect(try await tester.callback("get", "a") == CallbackInvocation(index: 0, name: "callback", arguments: [nil, "first"]))
        #expect(try await tester.callback("forget", "b") == nil)
        #expect(try await tester.promise("count") == 1)
        #expect(try await tester.promise("count", as: Int.self) == 1)
        #expect(try await tester.promise("reserve", "x") == true)

        _ = try await tester.callback("put", "b", "again")
        do {
            _ = try await tester.promise("reserve", "x")
            Issue.record("reserve should have rejected")
        } catch {
            #expect(error.code == "E_FULL")
            #expect(error.message == "the notebook is full")
        }
        await tester.invalidate()
        #expect(module.invalidated.withLock { $0 })
    }

    @Test func badArgumentsReachWhereJSWouldSeeThem() async throws {
        let tester = try ModuleTester(NotesModule())
        // A callback method's error callback (the only one, error-first).
        let wrong = try await tester.callback("get", 5)
        #expect(wrong?.index == 0)
        #expect(wrong?.arguments.first?["message"] == "Notes.get: argument 1 (key): expected string, got number 5")
        // A promise rejects; a sync method throws; a fire-and-forget one shows on the console.
        do {
            _ = try await tester.promise("count", 1)
            Issue.record("count(1) should have rejected")
        } catch {
            #expect(error.code == .invalidArgument)
            #expect(error.message == "Notes.count: expects 0 arguments, got 1")
        }
        #expect(throws: BridgeError.self) { try tester.sync("isEmpty", "extra") }
        do {
            try await tester.fireAndForget("log", "loud")
            Issue.record("log('loud') should have failed")
        } catch {
            #expect(error.message == #"Notes.log: argument 1 (level): expected integer (Int), got string "loud""#)
        }
        do {
            _ = try await tester.promise("nope")
            Issue.record("an unknown method should be refused")
        } catch {
            #expect(error.message.contains("Notes has no method nope"))
        }
    }

    @Test func aModuleWithAProblemIsRefusedAsARuntimeRefusesIt() {
        #expect(throws: BridgeError.self) {
            try ModuleTester(ModuleDefinition("Broken") { m in m.callback("f") { () in } })
        }
    }

    @Test func standardModulesAnswerWithoutAnEngine() async throws {
        let device = try ModuleTester(DeviceInfoModule(window: .init(width: 390, height: 844, scale: 3)))
        #expect(device.constants["Dimensions"]?["window"]?["width"] == 390)

        let files = try ModuleTester(FileSystemModule())
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tester-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try await files.promise("exists", .string(path)) == false)
        _ = try await files.promise("writeFile", .string(path), "hello")
        #expect(try await files.promise("readFile", .string(path)) == "hello")
        do {
            _ = try await files.promise("readFile", .string(path + ".missing"))
            Issue.record("a missing file should reject")
        } catch {
            #expect(error.code == .noSuchFile)
        }
    }
}
