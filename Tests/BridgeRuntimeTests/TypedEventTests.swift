import BridgeCore
import BridgeRuntime
import Dispatch
import Testing

/// A module whose events are declared with their bodies' types and sent with one call each.
final class UploadsModule: NativeModule {
    struct Progress: Codable, Sendable {
        var sent: Int
        var total: Int
    }

    let progress = Event<Progress>("progress")
    let note = Event<String>("note")
    let finished = Event<Void>("finished")
    let observing = Locked<[String]>([])

    var definition: ModuleDefinition {
        ModuleDefinition("Uploads") { m in
            m.events(progress, note, finished)
            m.onStartObserving { [observing] in observing.withLock { $0.append("start") } }
            m.onStopObserving { [observing] in observing.withLock { $0.append("stop") } }
            m.promise("upload(size:)") { [progress, finished] (size: Int) in
                for sent in stride(from: 0, through: size, by: max(1, size / 2)) { progress.send(Progress(sent: sent, total: size)) }
                finished.send()
                return size
            }
        }
    }
}

/// A body that cannot cross the bridge.
private final class Opaque: Sendable {}

@MainActor private func noteFromTheMainActor(_ module: UploadsModule) -> Bool { module.note.send("from the main actor") }

@Suite struct TypedEventTests {
    @Test func eventsAreSentWithOneCallFromAnyIsolation() async throws {
        let module = UploadsModule()
        #expect(module.progress.send(.init(sent: 0, total: 1)) == false)  // not installed yet
        let runtime = try await TestHost().runtime([{ _ in module }])
        let counted = try await runtime.run(
            """
            globalThis.got = [];
            const emitter = new NativeEventEmitter(NativeModules.Uploads);
            globalThis.subs = [
              emitter.addListener('progress', p => got.push(p.sent + '/' + p.total)),
              emitter.addListener('note', n => got.push(n)),
              emitter.addListener('finished', b => got.push('finished ' + b)),
            ];
            NativeModules.Uploads.upload(10);
            """, then: "got.join()")
        #expect(counted == "0/10,5/10,10/10,finished null")
        #expect(module.progress.listenerCount == 3 && module.note.listenerCount == 3)
        // From another thread, a task, and the main actor: one call each.
        await withCheckedContinuation { done in
            DispatchQueue.global().async {
                module.note.send("from a queue")
                done.resume()
            }
        }
        _ = await Task.detached { module.note.send("from a task") }.value
        #expect(await noteFromTheMainActor(module))
        await runtime.waitUntilIdle()
        #expect(try await runtime.evaluate("got.slice(4).join()") == "from a queue,from a task,from the main actor")
        _ = try await runtime.run("subs.forEach(s => s.remove())")
        #expect(module.observing.withLock { $0 } == ["start", "stop"] && module.finished.listenerCount == 0)
        await runtime.shutdown()
        #expect(module.finished.send() == false)
    }

    @Test func theBodiesTypesTypeTheDeclarations() throws {
        let registry = try ModuleRegistry([UploadsModule().definition])
        let d = TypeScriptDeclarations.generate(registry)
        #expect(d.contains("interface UploadsEvents {\n  progress: UploadsProgress;\n  note: string;\n  finished: void;\n}"))
        #expect(d.contains("interface UploadsModule extends NativeEventSource<UploadsEvents>"))
    }

    @Test func anEventWhoseBodyCannotCrossIsARegistrationProblem() {
        let opaque = Event<Opaque>("opaque")
        let definition = ModuleDefinition("Broken") { m in m.events(opaque) }
        #expect(definition.problems == ["module Broken: the body of event \"opaque\" (Opaque) is neither BridgeResult nor Encodable"])
        #expect(throws: BridgeError.self) { try ModuleRegistry([definition]) }
    }
}
