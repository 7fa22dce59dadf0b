import BridgeRuntime
import Dispatch
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A module whose state is main-actor isolated: its methods need no lock and no `await`.
@MainActor final class ScrollingModule: NativeModule {
    private(set) var offsets: [Double] = []

    nonisolated var definition: ModuleDefinition {
        ModuleDefinition("Scrolling", runsOn: .mainActor) { m in
            m.promise("scrollTo(y:)", isolation: MainActor.shared) { (y: Double) in
                self.offsets.append(y)
                return self.offsets.count
            }
            m.callback("offsets(callback:)", isolation: MainActor.shared) { (callback: BridgeCallback) in
                callback(.array(self.offsets.map { .number($0) }))
            }
        }
    }
}

/// A module that is an actor: its methods are isolated to it and run in call order.
actor CounterModule: NativeModule {
    private var count = 0
    private var seen: [Int] = []

    nonisolated var definition: ModuleDefinition {
        ModuleDefinition("Counter") { m in
            m.promise("add(n:)") { (n: Int) in await self.add(n) }
            m.promise("seen") { await self.seen }
        }
    }

    private func add(_ n: Int) -> Int {
        count += n
        seen.append(n)
        return count
    }
}

/// Records, for each call, the queue it ran on (a dispatch-specific value) and the order.
final class QueueProbeModule: NativeModule {
    static let key = DispatchSpecificKey<String>()
    let name: String
    let execution: ModuleExecution
    let perMethod: ModuleExecution?
    let log: Locked<[String]>

    init(_ name: String, _ execution: ModuleExecution, perMethod: ModuleExecution? = nil, log: Locked<[String]>) {
        self.name = name
        self.execution = execution
        self.perMethod = perMethod
        self.log = log
    }

    var definition: ModuleDefinition {
        ModuleDefinition(name, runsOn: execution) { m in
            m.fireAndForget("note(n:)") { [name, log] (n: Int) in
                let queue = DispatchQueue.getSpecific(key: Self.key) ?? "-"
                log.withLock { $0.append("\(name) \(n) \(queue) \(pthread_self())") }
            }
            m.promise("where", runsOn: perMethod) { () -> String in DispatchQueue.getSpecific(key: Self.key) ?? "-" }
        }
    }
}

/// A serial executor of the host's, on a dispatch queue it marks.
final class MarkedExecutor: SerialExecutor {
    let queue = DispatchQueue(label: "marked")

    init() { queue.setSpecific(key: QueueProbeModule.key, value: "executor") }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

@Suite struct ModuleQueueTests {
    @Test func aMainActorModuleKeepsItsStateWithoutLocksAndInCallOrder() async throws {
        let module = ScrollingModule()
        let runtime = try await TestHost().runtime([{ _ in module }])
        let out = try await runtime.run(
            """
            var counts = [], offsets;
            for (let i = 0; i < 50; i++) NativeModules.Scrolling.scrollTo(i).then(n => counts.push(n));
            NativeModules.Scrolling.offsets(o => { offsets = o; });
            """, then: "[counts.join(), offsets.length, offsets[49]]")
        #expect(out == [.string((1...50).map(String.init).joined(separator: ",")), 50, 49])
        #expect(await module.offsets == (0..<50).map(Double.init))
        await runtime.shutdown()
    }

    @Test func anActorModuleRunsItsCallsInOrder() async throws {
        let runtime = try await TestHost().runtime([{ _ in CounterModule() }])
        let out = try await runtime.run(
            """
            var totals = [];
            for (let i = 1; i <= 200; i++) NativeModules.Counter.add(i).then(t => totals.push(t));
            var seen; NativeModules.Counter.seen().then(s => { seen = s; });
            """, then: "[Math.max(...totals), seen.every((n, i) => n === i + 1), totals.slice().sort((a, b) => a - b).every((t, i) => t === (i + 1) * (i + 2) / 2)]")
        // The actor ran the calls in JS's order: its running totals are exactly 1, 3, 6, …
        // (answers may reach JS in another order when two resume at once).
        #expect(out == [20100, true, true])
        await runtime.shutdown()
    }

    @Test func aHostQueueAndAHostExecutorRunTheCallsInOrder() async throws {
        let concurrent = DispatchQueue(label: "host", attributes: .concurrent)
        concurrent.setSpecific(key: QueueProbeModule.key, value: "host")
        let executor = MarkedExecutor()
        let log = Locked<[String]>([])
        let runtime = try await TestHost().runtime([
            { _ in QueueProbeModule("OnQueue", .dispatchQueue(concurrent), log: log) },
            { _ in QueueProbeModule("OnExecutor", .executor(executor), log: log) },
        ])
        _ = try await runtime.run("for (let i = 0; i < 100; i++) { NativeModules.OnQueue.note(i); NativeModules.OnExecutor.note(i); }")
        let lines = log.withLock { $0 }.map { $0.split(separator: " ").map(String.init) }
        for (name, queue) in [("OnQueue", "host"), ("OnExecutor", "executor")] {
            let mine = lines.filter { $0[0] == name }
            #expect(mine.map { Int($0[1]) } == Array(0..<100))
            #expect(mine.allSatisfy { $0[2] == queue })
        }
        await runtime.shutdown()
    }

    @Test func modulesNamingOneSharedQueueRunOneAtATimeInCallOrder() async throws {
        let log = Locked<[String]>([])
        let runtime = try await TestHost().runtime([
            { _ in QueueProbeModule("A", .shared("io"), log: log) },
            { _ in QueueProbeModule("B", .shared("io"), log: log) },
            { _ in QueueProbeModule("C", .ownQueue, log: log) },
        ])
        _ = try await runtime.run("for (let i = 0; i < 50; i++) { NativeModules.A.note(i); NativeModules.B.note(i); NativeModules.C.note(i); }")
        let lines = log.withLock { $0 }.map { $0.split(separator: " ").map(String.init) }
        let shared = lines.filter { $0[0] != "C" }
        // One thread for both, and their calls interleaved exactly as JS made them.
        #expect(Set(shared.map { $0[3] }).count == 1)
        #expect(shared.map { "\($0[0])\($0[1])" } == (0..<50).flatMap { ["A\($0)", "B\($0)"] })
        #expect(!lines.filter { $0[0] == "C" }.contains { $0[3] == shared[0][3] })
        await runtime.shutdown()
    }

    @Test func oneMethodCanRunElsewhereThanItsModule() async throws {
        let queue = DispatchQueue(label: "method")
        queue.setSpecific(key: QueueProbeModule.key, value: "method")
        let log = Locked<[String]>([])
        let runtime = try await TestHost().runtime([{ _ in QueueProbeModule("Mixed", .ownQueue, perMethod: .dispatchQueue(queue), log: log) }])
        let out = try await runtime.run("var w; NativeModules.Mixed.note(1); NativeModules.Mixed.where().then(x => { w = x; })", then: "w")
        #expect(out == "method")
        #expect(log.withLock { $0 }.first?.split(separator: " ")[2] == "-")
        await runtime.shutdown()
    }
}
