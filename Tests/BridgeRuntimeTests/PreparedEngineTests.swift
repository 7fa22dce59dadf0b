import BridgeCore
import CEarlyEngine
import CJavaScriptCore
import Testing

@testable import BridgeRuntime

/// An engine made ahead on a thread of its own (`Runtime.prepareEngine()`), which then runs the
/// JS thread of the runtime that takes it.
@Suite struct PreparedEngineTests {
    @Test func anEngineIsMadeOnceTakenOnceAndRunsOnTheThreadThatTookIt() throws {
        let prepared = PreparedEngine()
        #expect(prepared.take() == nil)
        prepared.start()
        prepared.start()  // already being made: nothing more
        let group = try #require(prepared.take())
        #expect(prepared.take() == nil)
        let context = try #require(JSGlobalContextCreateInGroup(group, nil))
        let source = JSStringCreateWithUTF8CString("[1, 2, 3].map(x => x * 7).reduce((a, b) => a + b)")
        let result = JSEvaluateScript(context, source, nil, nil, 0, nil)
        #expect(JSValueToNumber(context, result, nil) == 42)
        JSStringRelease(source)
        JSGlobalContextRelease(context)
        JSContextGroupRelease(group)
        // Taken, it can be prepared again.
        prepared.start()
        let again = try #require(prepared.take())
        JSContextGroupRelease(again)
    }

    /// The thread that makes a prepared engine is the next JS thread's: a runtime takes it before
    /// the engine is made (once), its loop runs there after, and its engine takes the group.
    @Test func theThreadThatMakesAnEngineRunsTheJSThreadThatTakesIt() async throws {
        let prepared = PreparedEngine()
        prepared.start()
        let host = try #require(prepared.takeHost())
        #expect(prepared.takeHost() == nil)
        let thread = JSThread(pollBeforeSleeping: .zero, host: host)
        let answer: Double? = await withCheckedContinuation { done in
            thread.post {
                guard thread.isCurrent, let group = prepared.take(), let context = JSGlobalContextCreateInGroup(group, nil) else {
                    return done.resume(returning: nil)
                }
                let source = JSStringCreateWithUTF8CString("6 * 7")
                done.resume(returning: JSValueToNumber(context, JSEvaluateScript(context, source, nil, nil, 0, nil), nil))
                JSStringRelease(source)
                JSGlobalContextRelease(context)
                JSContextGroupRelease(group)
            }
        }
        #expect(answer == 42)
        thread.stop()
    }

    /// An engine started early (as bridge-run starts one before `main`) is the one a prepared
    /// engine takes: its thread runs the JS thread, and the group it made is the engine's. Once
    /// taken, it is given no more work, and the next prepared engine starts a thread of its own.
    @Test func anEngineStartedEarlyIsTakenWithItsThreadOnce() async throws {
        // Never freed: a started early engine lives as long as the process.
        let early = UnsafeMutablePointer<BridgeEarlyEngine>.allocate(capacity: 1)
        early.initialize(to: BridgeEarlyEngine())
        BridgeEarlyEngineInit(early)
        BridgeEarlyEngineStartThread(early)
        let earlyThread = early.pointee.thread
        // Every round's thread runs until the end: a thread that ended may leave its `pthread_t`
        // to the next one made, which would then compare equal to the early thread.
        var threads: [JSThread] = []
        for round in 0..<2 {
            let prepared = PreparedEngine(early: early)
            prepared.start()
            let host: JSThreadHost = try #require(prepared.takeHost())
            let thread = JSThread(pollBeforeSleeping: .zero, host: host)
            threads.append(thread)
            let seen: (onEarlyThread: Bool, answer: Double)? = await withCheckedContinuation { done in
                thread.post {
                    guard thread.isCurrent, let group = prepared.take(), let context = JSGlobalContextCreateInGroup(group, nil) else {
                        return done.resume(returning: nil)
                    }
                    let source = JSStringCreateWithUTF8CString("6 * 7")
                    let answer = JSValueToNumber(context, JSEvaluateScript(context, source, nil, nil, 0, nil), nil)
                    done.resume(returning: (pthread_equal(pthread_self(), earlyThread) != 0, answer))
                    JSStringRelease(source)
                    JSGlobalContextRelease(context)
                    JSContextGroupRelease(group)
                }
            }
            #expect(seen?.onEarlyThread == (round == 0))
            #expect(seen?.answer == 42)
        }
        for thread in threads { thread.stop() }
        // The early thread's group went to the first engine; none is left for anyone.
        #expect(BridgeEarlyEngineTakeGroup(early) == nil)
        let givenMore = BridgeEarlyEngineGiveWork(early, { _ in }, nil)
        #expect(!givenMore)
    }

    /// Whichever runtime takes the process's prepared engine (tests run side by side), each
    /// runs scripts and keeps its time limit, which is set on the engine after it is taken.
    @Test func runtimesMadeAfterPreparingRunAndKeepTheirTimeLimits() async throws {
        Runtime.prepareEngine()
        let first = try await TestHost().runtime { $0.timeLimit = .milliseconds(200) }
        let second = try await TestHost().runtime { $0.timeLimit = .milliseconds(200) }
        for runtime in [first, second] {
            let error = await #expect(throws: BridgeError.self) { try await runtime.evaluate("while (true) {}") }
            #expect(error?.code == .timeLimitExceeded)
            #expect(try await runtime.run("setTimeout(() => { globalThis.answer = 6 * 7 }, 1)", then: "answer") == 42)
        }
        await first.shutdown()
        await second.shutdown()
    }
}
