@testable import BridgeRuntime
import Testing

/// Promise methods answer alike wherever they run: on the JS thread a call whose body does not
/// suspend and whose values are immediates is answered as it is read (docs/performance.md), on
/// a queue of its own through the general path.
final class SettlingModule: NativeModule {
    let context: ModuleContext
    let execution: ModuleExecution

    init(_ context: ModuleContext, execution: ModuleExecution) {
        self.context = context
        self.execution = execution
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Settling", runsOn: execution) { m in
            m.events(["rung"], emitter: EventEmitter())
            m.promise("double(x:)") { (x: Double) in x * 2 }
            m.promise("flag(on:)") { (on: Bool?) -> String in on.map { $0 ? "on" : "off" } ?? "unset" }
            m.promise("ring(n:)") { (n: Int) -> Int in
                self.context.emit("rung", body: .number(Double(n)))
                return n
            }
            m.promise("fail(message:)") { (message: String) -> Int in
                throw BridgeError(BridgeError.Code(rawValue: "E_MINE"), message)
            }
            m.promise("refuse(n:)") { (n: Double) -> Int in
                throw BridgeError(BridgeError.Code(rawValue: "E_NUMBER"), "refused \(n)")
            }
            m.promise("deep(depth:)") { (depth: Int) in DeepModule.nested(depth) }
            m.promise("sum(values:)") { (values: [Double]) in values.reduce(0, +) }
            m.promise("nothing") { () in }
        }
    }
}

@Suite struct PromiseAnswerTests {
    static let script = """
        var out = [], heard = [];
        DeviceEventEmitter.addListener('rung', n => heard.push(n));
        const A = NativeModules.Settling;
        const settle = p => p.then(v => ['ok', v], e => ['error', e.code, e.message]);
        Promise.all([
          settle(A.double(21)), settle(A.double(-0.5)), settle(A.flag(true)), settle(A.flag(null)), settle(A.flag()),
          settle(A.ring(7).then(n => [n, heard.includes(7)])),
          settle(A.fail('no')), settle(A.refuse(1.5)),
          settle(A.deep(\(JSEngine.maxNesting + 10))).then(r => [r[0], r[1]]),
          settle(A.sum([1, 2, 3.5])), settle(A.nothing()),
          settle(A.double('x')), settle(A.double(1, 2)),
        ]).then(all => { out = all; });
        """

    static let expected: BridgeValue = [
        ["ok", 42], ["ok", -1], ["ok", "on"], ["ok", "unset"], ["ok", "unset"],
        ["ok", [7, true]],
        ["error", "E_MINE", "no"], ["error", "E_NUMBER", "refused 1.5"],
        ["error", "E_INVALID_RESULT"],
        ["ok", 6.5], ["ok", .undefined],
    ]

    @Test(arguments: [ModuleExecution.jsThread, .ownQueue])
    func answersRejectionsAndEventsAreTheSameOnEveryQueue(execution: ModuleExecution) async throws {
        let runtime = try await TestHost().runtime([{ SettlingModule($0, execution: execution) }])
        let out = try await runtime.run(Self.script, then: "out")
        #expect(out.arrayValue?.prefix(11).map { $0 } == Self.expected.arrayValue)
        // Wrong arguments are refused naming the parameter, as on the general path.
        #expect(out[11]?[1] == "E_INVALID_ARGUMENT")
        #expect(out[11]?[2]?.stringValue?.contains("x") == true)
        #expect(out[12]?[1] == "E_INVALID_ARGUMENT")
        await runtime.shutdown()
    }

    @Test func aThousandAnswersInOneTurnKeepTheirOrderAndValues() async throws {
        let runtime = try await TestHost().runtime([{ SettlingModule($0, execution: .jsThread) }])
        let out = try await runtime.run("""
            var got = [];
            for (let i = 0; i < 1000; i++) NativeModules.Settling.double(i).then(v => got.push(v));
            """, then: "got.every((v, i) => v === 2 * i) && got.length")
        #expect(out == 1000)
        await runtime.shutdown()
    }

    /// What JS hears, in the order it hears it: each promise is resolved as its answer arrives
    /// (a `Promise` subclass that logs its resolving, which the promise methods take from the
    /// global object when called), each event as it is emitted.
    @Test func answersAndEventsReachJSInTheOrderTheBodiesMadeThem() async throws {
        let runtime = try await TestHost().runtime([{ SettlingModule($0, execution: .jsThread) }])
        let out = try await runtime.run("""
            var log = [];
            const Plain = Promise;
            class Logged extends Plain {
              constructor(executor) { super((resolve, reject) => executor(v => { log.push('answer ' + v); resolve(v); }, reject)); }
            }
            DeviceEventEmitter.addListener('rung', n => log.push('event ' + n));
            globalThis.Promise = Logged;
            const A = NativeModules.Settling;
            // The lane, an event inside a call, the general path (an array), the lane again.
            A.double(1); A.ring(2); A.sum([5]); A.double(3); A.ring(4); A.double(5);
            globalThis.Promise = Plain;
            """, then: "log")
        #expect(out == ["answer 2", "event 2", "answer 2", "answer 5", "answer 6", "event 4", "answer 4", "answer 10"])
        await runtime.shutdown()
    }

    /// A chain of calls each made by the previous answer's promise job keeps one entry going
    /// past the rounds it runs before yielding to other work; what waits then goes on in a job of
    /// its own, values and events in order.
    @Test func aLongChainOfAnswersAndEventsKeepsItsOrderAcrossEntries() async throws {
        let runtime = try await TestHost().runtime([{ SettlingModule($0, execution: .jsThread) }])
        let out = try await runtime.run("""
            var seen = [], result;
            DeviceEventEmitter.addListener('rung', n => seen.push('event ' + n));
            const A = NativeModules.Settling;
            function step(n) {
              return A.double(n).then(v => {
                seen.push('value ' + v);
                if (n === 150) return 'done';
                return n % 50 === 0 ? A.ring(n).then(() => step(n + 1)) : step(n + 1);
              });
            }
            step(0).then(r => { result = r; });
            """, then: "[result, seen]")
        var expected: [BridgeValue] = []
        for n in 0...150 {
            expected.append(.string("value \(2 * n)"))
            if n < 150, n % 50 == 0 { expected.append(.string("event \(n)")) }
        }
        #expect(out == ["done", .array(BridgeArray(expected))])
        await runtime.shutdown()
    }

    /// One batch's calls to a queue of its own, in runs of one method and alternating ones, are
    /// each answered by their own method's body.
    @Test func interleavedMethodsOfAQueueEachAnswerFromTheirOwnBody() async throws {
        let runtime = try await TestHost().runtime([{ SettlingModule($0, execution: .ownQueue) }])
        let out = try await runtime.run("""
            var got = [];
            const A = NativeModules.Settling, calls = [];
            for (let i = 0; i < 700; i++) calls.push(i % 7 < 3 ? A.double(i) : i % 7 < 5 ? A.flag(i % 2 === 0) : A.ring(i));
            Promise.all(calls).then(all => { got = all; });
            """, then: "got")
        let expected = (0..<700).map { (i: Int) -> BridgeValue in
            switch i % 7 {
            case 0..<3: .number(Double(2 * i))
            case 3..<5: .string(i % 2 == 0 ? "on" : "off")
            default: .number(Double(i))
            }
        }
        #expect(out.arrayValue == expected)
        await runtime.shutdown()
    }
}

/// Two modules on one shared queue: one answers on the promise lane (numbers), the other takes
/// the general path (strings); both write one log.
@Suite struct PromiseLaneOrderTests {
    @Test func callsToModulesSharingAQueueRunInTheOrderJSMadeThem() async throws {
        let log = Locked<[String]>([])
        let runtime = try await TestHost().runtime([
            { _ in ModuleDefinition("Marks", runsOn: .shared("log")) { m in m.promise("mark(n:)") { (n: Int) in log.withLock { $0.append("\(n)") } } } },
            { _ in ModuleDefinition("Notes", runsOn: .shared("log")) { m in m.promise("note(text:)") { (text: String) in log.withLock { $0.append(text) } } } },
        ])
        let out = try await runtime.run("""
            var done = 0;
            const { Marks, Notes } = NativeModules;
            for (let i = 0; i < 30; i += 3) {
              Marks.mark(i).then(() => done++);
              Notes.note('n' + (i + 1)).then(() => done++);
              Marks.mark(i + 2).then(() => done++);
            }
            """, then: "done")
        #expect(out == 30)
        #expect(log.withLock { $0 } == (0..<30).map { $0 % 3 == 1 ? "n\($0)" : "\($0)" })
        await runtime.shutdown()
    }
}
