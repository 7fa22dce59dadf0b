import BridgeCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

@testable import BridgeRuntime

/// A runtime that shuts down leaves its engine group (with the engine's parsed code) for the
/// next runtime, once nothing of its context is left in it (JSEngine+Recycling.swift). Tests run
/// side by side, so a runtime here may get a group kept by another test's runtime, a new one, or
/// one of this test's: each must start as if the group were new.
@Suite struct RecycledEngineTests {
    /// What one runtime did to its globals and builtins, its pending timers and its unhandled
    /// rejections, is not there for the next; each reports its own rejections to its own host.
    @Test func eachRuntimeAfterAnotherStartsClean() async throws {
        for round in 0..<5 {
            let host = TestHost()
            let runtime = try await host.runtime()
            let seen = try await runtime.run(
                """
                globalThis.seen = [typeof leftBehind, String([].extra), String(({}).extra), typeof globalThis.onLeft];
                globalThis.leftBehind = \(round); Array.prototype.extra = 2; Object.prototype.extra = 3;
                globalThis.onLeft = () => {};
                Promise.reject(new RangeError('round \(round)'));
                """, then: "seen")
            #expect(seen == ["undefined", "undefined", "undefined", "undefined"])
            #expect(host.uncaught.map(\.exception.message) == ["round \(round)"])
            #expect(try await runtime.run("setTimeout(() => { globalThis.fired = [1, 2, 3].map(n => n * 7) }, 1)", then: "fired[2]") == 21)
            try await runtime.evaluate("setTimeout(() => { throw new Error('from a runtime that shut down') }, 50)")
            await runtime.shutdown()
        }
    }

    /// Runtimes made one after another keep groups (at least one of five, whatever the other
    /// tests do meanwhile), and a runtime that got a kept group runs modules' calls of every kind.
    @Test func aShutDownRuntimesGroupIsKeptAndTheNextRuns() async throws {
        let before = PreparedEngine.shared.keptGroups
        for round in 0..<5 {
            let runtime = try await TestHost().runtime([{ _ in AnswerModule(.number(Double(round))) }])
            let got = try await runtime.run(
                """
                globalThis.got = [NativeModules.Answer.getSync()];
                (async () => {
                  const { Answer } = NativeModules;
                  got.push(await Answer.get(), await Answer.echo({ round: \(round), list: [1, 'two'] }));
                })();
                """, then: "got")
            #expect(got == [.number(Double(round)), .number(Double(round)), ["round": .number(Double(round)), "list": [1, "two"]]])
            await runtime.shutdown()
        }
        #expect(PreparedEngine.shared.keptGroups > before)
    }

    /// A runtime made after another has shut down runs on the thread that one ran on (kept with
    /// its group: at least once in up to forty rounds, whatever the other tests do meanwhile;
    /// under a sanitizer they often take the kept thread first), as a new runtime would: its
    /// timers fire and its calls answer.
    @Test func theNextRuntimeRunsOnTheThreadTheLastOneRanOn() async throws {
        var previous: String?
        var handedOn = 0
        for round in 0..<40 where handedOn == 0 {
            let runtime = try await TestHost().runtime([{ _ in AnswerModule(.number(Double(round))) }])
            let thread = try await runtime.onJSThread { _ in kernelThreadID() }
            if thread == previous { handedOn += 1 }
            previous = thread
            let got = try await runtime.run(
                "NativeModules.Answer.get().then(v => setTimeout(() => { globalThis.got = [v, NativeModules.Answer.getSync()] }, 1))",
                then: "got")
            #expect(got == [.number(Double(round)), .number(Double(round))])
            await runtime.shutdown()
        }
        #expect(handedOn > 0)
    }

    /// Runtimes made and shut down side by side, over and over, race for the kept group and
    /// thread (one takes the thread while another takes the group, a shutdown keeps one while a
    /// start looks): each still starts, answers and shuts down.
    @Test func runtimesMadeAndShutDownSideBySideEachRun() async throws {
        let answered = try await withThrowingTaskGroup(of: Int.self) { group in
            for lane in 0..<4 {
                group.addTask {
                    var answered = 0  // rounds run to their end
                    for round in 0..<8 {
                        let value = Double(lane * 100 + round)
                        let runtime = try await TestHost().runtime([{ _ in AnswerModule(.number(value)) }])
                        let got = try await runtime.run("NativeModules.Answer.get().then(v => { globalThis.got = v })", then: "got")
                        #expect(got == .number(value))
                        await runtime.shutdown()
                        answered += 1
                    }
                    return answered
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(answered == 32)
    }
}

/// The calling thread's ID as the kernel names it (`/proc/thread-self` is `PID/task/TID`): a new
/// thread gets a new one, where a new thread's `pthread_t` may be an old one's.
private func kernelThreadID() -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = readlink("/proc/thread-self", &buffer, buffer.count - 1)
    return String(decoding: buffer.prefix(max(count, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
