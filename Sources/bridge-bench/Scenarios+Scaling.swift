import BridgeRuntime
import Dispatch
import Foundation

extension Scenarios {
    /// (k) Runtimes side by side: N runtimes in one process, each running the same calls on its
    /// own JS thread, beside N plain threads doing the same CPU work; each figure is the
    /// speed-up of N at once over one alone (N × one's time ÷ N's time), so 2.0× on 2 cores is
    /// perfect. The row's ratio is the runtimes' speed-up as a share of the threads'. Each row
    /// also says how many cores one alone keeps busy (which bounds what N can reach) and what a
    /// unit of work costs in CPU time together against alone (``Speedup``).
    func scaling() async throws -> [Row] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var rows: [Row] = []
        for n in Set([2, cores]).sorted() where n >= 2 {
            let threads = await threadSpeedup(n)
            // The engine alone doing the same kind of work on threads of its own: what it shares
            // between threads (its compiler's and collector's helper threads want cores too).
            let kinds = [
                ("sync calls", "C callback calls", syncScript, rawSyncScript),
                ("promise calls (JS thread module)", "promises settled by JS", promiseScript(module: "BenchJS"), rawPromiseScript),
            ]
            for (label, rawLabel, script, rawScript) in kinds {
                let engines = await rawEngineSpeedup(n, rawScript)
                rows.append(Row(
                    scenario: "k. \(n) raw engines, \(rawLabel): speed-up over 1", baselineLabel: "\(n) plain threads' speed-up", baseline: threads,
                    bridge: engines.speedup, unit: "×", ratio: engines.speedup / threads,
                    target: "what the engine itself reaches; \(engines.cores(of: cores))"))
                let runtimes = try await runtimeSpeedup(n, script)
                rows.append(Row(
                    scenario: "k. \(n) runtimes, \(label): speed-up over 1", baselineLabel: "\(n) plain threads' speed-up", baseline: threads,
                    bridge: runtimes.speedup, unit: "×", ratio: runtimes.speedup / threads,
                    target: "≥ 0.9 of the threads'; \(Table.format2(runtimes.speedup / engines.speedup)) of the raw engines'; \(runtimes.cores(of: cores))"))
            }
        }
        return rows
    }

    private var syncScript: String {
        """
        globalThis.result = undefined;
        (function () {
          const inc = NativeModules.BenchJS.inc;
          let x = 0;
          for (let i = 0; i < \(counts.syncCalls); i++) x = inc(x);
          globalThis.result = x;
        })();
        """
    }

    private func promiseScript(module: String) -> String {
        """
        globalThis.result = undefined;
        (function () {
          const echo = NativeModules.\(module).echo, all = new Array(\(counts.promiseCalls));
          for (let i = 0; i < \(counts.promiseCalls); i++) all[i] = echo(i);
          Promise.all(all).then(v => { globalThis.result = v.length; });
        })();
        """
    }

    /// N runtimes' speed-up running `script` at once over one running it alone (best of 5).
    private func runtimeSpeedup(_ n: Int, _ script: String) async throws -> Speedup {
        var runtimes: [Runtime] = []
        for _ in 0..<n { runtimes.append(try await makeRuntime()) }
        defer { Task { [runtimes] in for r in runtimes { await r.shutdown() } } }
        for r in runtimes { _ = try await run(r, script) }  // warm-up
        return try await Speedup.measure(n) {
            _ = try await run(runtimes[0], script)
        } together: {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for r in runtimes { group.addTask { _ = try await self.run(r, script) } }
                try await group.waitForAll()
            }
        }
    }

    /// The sync scenario's loop against a C callback `inc` (the raw engines' own).
    private var rawSyncScript: String {
        "(function () { let x = 0; for (let i = 0; i < \(counts.syncCalls); i++) x = inc(x); return x; })()"
    }

    /// The promise scenario's promises, kept in a Map and settled by JS alone (as the floor of
    /// (c)); its microtasks run as the evaluation returns, and it leaves the count in `settled`.
    private var rawPromiseScript: String {
        """
        (function () {
          \(Self.promisesKeptInAMap(counts.promiseCalls))
          \(Self.settleKeptPromises)
          Promise.all(all).then(v => { globalThis.settled = v.length; });
        })()
        """
    }

    /// N raw engines' speed-up running `script` at once, each on a thread of its own, over one
    /// running it alone (best of 5).
    private func rawEngineSpeedup(_ n: Int, _ script: String) async -> Speedup {
        let engines = (0..<n).map { _ in RawEngineThread { $0.install("inc", rawIncrement) } }
        defer { for engine in engines { engine.stop() } }
        let (calls, promises) = (counts.syncCalls, counts.promiseCalls)
        let job: @Sendable (RawEngine) -> Void = { engine in
            engine.evaluate("globalThis.settled = 0")
            let value = engine.evaluate(script)
            precondition(value == Double(calls) || engine.evaluate("settled") == Double(promises), "raw engine scenario miscounted")
        }
        func runAll(_ count: Int) {
            for engine in engines.prefix(count) { engine.begin(job) }
            for engine in engines.prefix(count) { engine.wait() }
        }
        runAll(n)  // warm-up
        return await Speedup.measure(n) { runAll(1) } together: { runAll(n) }
    }

    /// N plain threads' speed-up doing the same CPU work at once over one doing it alone.
    private func threadSpeedup(_ n: Int) async -> Double {
        let work = 40_000_000
        @Sendable func spin() -> UInt64 {
            var x: UInt64 = 88_172_645_463_325_252
            for _ in 0..<work { x ^= x << 13; x ^= x >> 7; x ^= x << 17 }
            return x
        }
        return await Speedup.measure(n) { blackHole(spin()) } together: {
            DispatchQueue.concurrentPerform(iterations: n) { _ in blackHole(spin()) }
        }.speedup
    }
}

/// Keeps the optimizer from removing work whose result is unused.
@inline(never) func blackHole(_ value: UInt64) {
    if value == 42 { print("") }
}
