import BridgeRuntime
import Foundation
import CJavaScriptCore

/// One line of the results: a figure for the bridge beside its same-run baseline.
struct Row: Sendable {
    var scenario: String
    var baselineLabel: String
    var baseline: Double?
    var bridge: Double
    var unit: String
    /// bridge / baseline, or a ratio given directly (for rows whose baseline is another row).
    var ratio: Double?
    var target: String
}

/// How many iterations each scenario runs.
struct Counts: Sendable {
    var syncCalls: Int
    var jsCalls: Int
    var promiseCalls: Int
    var roundTrips: Int
    var events: Int
    var payloadCalls: Int
    var startups: Int
    var memoryCalls: Int
    var memoryChunk: Int
    var storageOperations: Int
    var networkGets: Int
    var downloadBytes: Int
    var streamBytes: Int

    static let full = Counts(syncCalls: 200_000, jsCalls: 200_000, promiseCalls: 100_000, roundTrips: 10_000, events: 100_000, payloadCalls: 40, startups: 20, memoryCalls: 1_000_000, memoryChunk: 10_000, storageOperations: 10_000, networkGets: 1_000, downloadBytes: 64 << 20, streamBytes: 64 << 20)
    static let quick = Counts(syncCalls: 2_000, jsCalls: 2_000, promiseCalls: 1_000, roundTrips: 100, events: 1_000, payloadCalls: 3, startups: 2, memoryCalls: 2_000, memoryChunk: 1_000, storageOperations: 200, networkGets: 20, downloadBytes: 1 << 20, streamBytes: 1 << 20)
}

struct Scenarios {
    let counts: Counts

    func makeRuntime() async throws -> Runtime {
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        configuration.register { _ in BenchModule(name: "BenchJS", execution: .jsThread) }
        configuration.register { _ in BenchModule(name: "BenchQueue", execution: .ownQueue) }
        return try await Runtime(configuration)
    }

    /// Evaluates `script` (which sets `globalThis.result`), waits until idle, returns `result`.
    func run(_ runtime: Runtime, _ script: String) async throws -> BridgeValue {
        try await runtime.evaluate(script, sourceURL: "bench.js")
        await runtime.waitUntilIdle()
        return try await runtime.evaluate("globalThis.result", sourceURL: "bench-result.js")
    }

    /// Runs baseline and bridge alternately, `rounds` times each after one warm-up of each, and
    /// returns the best time per call of each: alternating spreads the machine's noise over both.
    func bestOfInterleaved(
        rounds: Int = 7, calls: Int, baseline: () async throws -> Void, bridge: () async throws -> Void
    ) async rethrows -> (baseline: Double, bridge: Double) {
        try await baseline()
        try await bridge()
        var best = (baseline: Double.infinity, bridge: Double.infinity)
        for _ in 0..<rounds {
            var t0 = nowNanoseconds()
            try await baseline()
            best.baseline = min(best.baseline, Double(nowNanoseconds() - t0) / Double(calls))
            t0 = nowNanoseconds()
            try await bridge()
            best.bridge = min(best.bridge, Double(nowNanoseconds() - t0) / Double(calls))
        }
        return best
    }

    /// A raw engine made and set up on the runtime's JS thread, where its baseline runs; the
    /// scenario closes it there too (``RawEngine/close()``).
    func rawEngine(on runtime: Runtime, _ setUp: @escaping @Sendable (RawEngine) -> Void) async throws -> RawEngine {
        try await runtime.onJSThread { _ in
            let raw = RawEngine()
            setUp(raw)
            return raw
        }
    }

    // (a) JS calls a sync native method, one number in and out.
    func syncCall(_ runtime: Runtime) async throws -> Row {
        let n = counts.syncCalls
        let loop = "(function () { let s = 0; for (let i = 0; i < \(n); i++) s = F(s); return s; })()"
        let raw = try await rawEngine(on: runtime) { $0.install("rawInc", rawIncrement) }
        let rawLoop = loop.replacingOccurrences(of: "F(", with: "rawInc(")
        let bridgeLoop = loop.replacingOccurrences(of: "let s = 0;", with: "let s = 0; const inc = NativeModules.BenchJS.inc;")
            .replacingOccurrences(of: "F(", with: "inc(")
        // The baseline runs on the JS thread too, so both sides share a thread (and its core).
        let best = try await bestOfInterleaved(calls: n) {
            let result = try await runtime.onJSThread { _ in raw.evaluate(rawLoop) }
            precondition(result == Double(n))
        } bridge: {
            let total = try await runtime.evaluate(bridgeLoop)
            precondition(total == .number(Double(n)), "sync loop computed \(total)")
        }
        try await runtime.onJSThread { _ in raw.close() }
        return Row(scenario: "a. sync method, number in/out", baselineLabel: "C callback", baseline: best.baseline, bridge: best.bridge, unit: "ns/call", target: "≤ 1.3×")
    }

    // (b) Native calls a JS function on the JS thread.
    func nativeCallsJS(_ runtime: Runtime) async throws -> Row {
        let n = counts.jsCalls
        let raw = try await rawEngine(on: runtime) { $0.evaluate("function inc(x) { return x + 1; }") }
        try await runtime.evaluate("BatchedBridge.registerCallableModule('Counter', { inc(x) { return x + 1; } })")
        let loop: @Sendable (JSThreadAccess) throws -> Double = { js in
            let inc = js.function("Counter", "inc")
            var x = 0.0
            for _ in 0..<n { x = try inc(.number(x)).numberValue ?? .nan }
            return x
        }
        // The baseline runs on the JS thread too, so both sides share a thread (and its core).
        let rawLoop: @Sendable (JSThreadAccess) -> Double = { _ in
            let fn = raw.function("inc")
            var x = 0.0
            for _ in 0..<n {
                var arg: JSValueRef? = JSValueMakeNumber(raw.context, x)
                x = JSValueToNumber(raw.context, JSObjectCallAsFunction(raw.context, fn, nil, 1, &arg, nil), nil)
            }
            return x
        }
        let best = try await bestOfInterleaved(calls: n) {
            let x = try await runtime.onJSThread(rawLoop)
            precondition(x == Double(n))
        } bridge: {
            let result = try await runtime.onJSThread(loop)
            precondition(result == Double(n), "callable loop computed \(result)")
        }
        try await runtime.onJSThread { _ in raw.close() }
        return Row(scenario: "b. native calls a JS function", baselineLabel: "JSObjectCallAsFunction", baseline: best.baseline, bridge: best.bridge, unit: "ns/call", target: "≤ 1.3×")
    }

    // (c) Promise throughput: N calls issued in one turn, all awaited, to a module on its own
    // queue and to one on the JS thread, beside the floor: the same promises made in one turn
    // and settled in a later one by JS alone (a Map of resolvers, as a bridge's JS half keeps),
    // what JS itself costs. The three run alternately, one unmeasured round first, and each
    // keeps its fastest of `rounds`: the engine compiles the JS half's call path over the first
    // runs, which a row measured first alone would pay (about 150 ns a call more).
    func promiseThroughput(_ runtime: Runtime, syncCost: Double, rounds: Int = 4) async throws -> [Row] {
        let n = counts.promiseCalls
        let report = "globalThis.result = [performance.now() - t0, v.length, (t1 - t0) * 1e6 / \(n), (performance.now() - t1) * 1e6 / \(n)]"
        let floor = """
            globalThis.result = undefined;
            (function () {
              const t0 = performance.now();
              \(Self.promisesKeptInAMap(n))
              const t1 = performance.now();
              queueMicrotask(() => { \(Self.settleKeptPromises) pending.clear(); });
              Promise.all(all).then(v => { \(report); });
            })();
            """
        func calls(_ module: String) -> String {
            """
            globalThis.result = undefined;
            (function () {
              const t0 = performance.now(), echo = NativeModules.\(module).echo, all = new Array(\(n));
              for (let i = 0; i < \(n); i++) all[i] = echo(i);
              const t1 = performance.now();
              Promise.all(all).then(v => { \(report); });
            })();
            """
        }
        let scripts = [floor, calls("BenchQueue"), calls("BenchJS")]
        var best: [BridgeValue?] = [nil, nil, nil]
        for round in 0...rounds {
            for (i, script) in scripts.enumerated() {
                let r = try await run(runtime, script)
                guard let ms = r[0]?.numberValue, r[1] == .number(Double(n)) else { throw BridgeError(.unspecified, "promise scenario failed: \(r)") }
                if round > 0, ms < best[i]?[0]?.numberValue ?? .infinity { best[i] = r }
            }
        }
        let perCall = best.map { ($0?[0]?.numberValue ?? .nan) * 1e6 / Double(n) }
        var rows = [Row(scenario: "c. floor: the same promises settled by JS alone", baselineLabel: "(a) per call", baseline: syncCost,
                        bridge: perCall[0], unit: "ns/call", target: "what JS itself costs; \(Self.split(best[0]))")]
        for (i, label) in [(1, "own queue"), (2, "JS thread")] {
            rows.append(Row(scenario: "c. promise throughput (\(label)), \(n) in one turn", baselineLabel: "(a) per call", baseline: syncCost,
                            bridge: perCall[i], unit: "ns/call",
                            target: "≤ 5× (a); \(Int(1e9 / perCall[i])) calls/s; \(Table.format2(perCall[i] / perCall[0]))× floor; \(Self.split(best[i]))"))
        }
        return rows
    }

    /// JS that makes `n` promises in `all` and keeps their resolving functions in the Map
    /// `pending`, as a JS half keeps them to find them when results arrive: the floor of (c).
    static func promisesKeptInAMap(_ n: Int) -> String {
        "const pending = new Map(), all = new Array(\(n)); for (let i = 0; i < \(n); i++) all[i] = new Promise((resolve, reject) => { pending.set(i, [resolve, reject]); });"
    }

    /// JS that settles the promises ``promisesKeptInAMap(_:)`` made, each with its index.
    static let settleKeptPromises = "for (const [i, [resolve]] of pending) resolve(i);"

    /// Where a promise scenario's time per call went: making the calls (the loop: the JS half's
    /// wrapper and queue writes, or the floor's promises), then answering them (native decoding,
    /// the bodies, delivery and settling, or the floor's settling), from the script's own clock.
    private static func split(_ r: BridgeValue?) -> String {
        guard let r, let issuing = r[2]?.numberValue, let answering = r[3]?.numberValue else { return "" }
        return "making \(Int(issuing.rounded())) ns + answering \(Int(answering.rounded())) ns"
    }

    // (d) Awaited round trips one after another: the best of three runs (by p50), each beside a
    // ping-pong run measured just before it, so a noisy moment of the machine hits both.
    func roundTrips(_ runtime: Runtime, module: String) async throws -> [Row] {
        let n = counts.roundTrips
        let script = """
            globalThis.result = undefined;
            (async function () {
              const echo = NativeModules.\(module).echo, lat = new Float64Array(\(n));
              for (let i = 0; i < \(n); i++) { const t0 = performance.now(); await echo(i); lat[i] = performance.now() - t0; }
              lat.sort();
              globalThis.result = [lat[Math.floor((\(n) - 1) * 0.5)] * 1e6, lat[Math.floor((\(n) - 1) * 0.99)] * 1e6];
            })();
            """
        _ = try await run(runtime, script)
        var best: (p50: Double, p99: Double) = (.infinity, .nan)
        var baseline: (p50: Double, p99: Double) = (.infinity, .nan)
        for _ in 0..<3 {
            if module != "BenchJS" {
                let pingPong = PingPong.measure(roundTrips: n)
                if percentile(pingPong, 0.5) < baseline.p50 { baseline = (percentile(pingPong, 0.5), percentile(pingPong, 0.99)) }
            }
            let r = try await run(runtime, script)
            let p50 = r[0]?.numberValue ?? .nan, p99 = r[1]?.numberValue ?? .nan
            if p50 < best.p50 { best = (p50, p99) }
        }
        let where_ = module == "BenchJS" ? "JS thread" : "own queue"
        let onJSThread = module == "BenchJS"
        return [
            Row(scenario: "d. round trip p50, module on \(where_)", baselineLabel: onJSThread ? "—" : "condvar ping-pong",
                baseline: onJSThread ? nil : baseline.p50, bridge: best.p50, unit: "ns",
                target: onJSThread ? "p50 ≤ 5 µs" : "p50 ≤ 1.5× ping-pong"),
            Row(scenario: "d. round trip p99, module on \(where_)", baselineLabel: onJSThread ? "—" : "condvar ping-pong",
                baseline: onJSThread ? nil : baseline.p99, bridge: best.p99, unit: "ns", target: "—"),
        ]
    }

    // (e) Native emits events to one JS listener.
    func events(_ runtime: Runtime) async throws -> Row {
        let n = counts.events
        try await runtime.evaluate("globalThis.count = 0; DeviceEventEmitter.addListener('tick', () => { count++; });")
        func emitAll() async throws -> Double {
            try await runtime.evaluate("count = 0")
            let t0 = nowNanoseconds()
            for i in 0..<n { runtime.emit("tick", body: .number(Double(i))) }
            await runtime.waitUntilIdle()
            let elapsed = Double(nowNanoseconds() - t0)
            let count = try await runtime.evaluate("count")
            precondition(count == .number(Double(n)), "listener saw \(count) of \(n) events")
            return elapsed
        }
        _ = try await emitAll()
        let ns = try await emitAll()
        return Row(scenario: "e. events to one listener", baselineLabel: "—", baseline: nil, bridge: Double(n) / (ns / 1e9), unit: "events/s", target: "—")
    }

    // (f) Payloads.
    func payloads(_ runtime: Runtime) async throws -> [Row] {
        let n = counts.payloadCalls
        let setup = """
            globalThis.bytes16 = new Uint8Array(16 << 20);
            globalThis.numbers = Array.from({ length: 16384 }, (_, i) => i);
            globalThis.big = 'x'.repeat(1 << 20);
            globalThis.keyed = {}; for (let i = 0; i < 10000; i++) keyed['k' + i] = i;
            """
        let raw = try await rawEngine(on: runtime) { raw in
            raw.install("rawSum", rawSumArray)
            raw.install("rawLength", rawStringLength)
            raw.install("rawMake", rawMakeString)
            raw.install("rawKeys", rawCountKeys)
            raw.install("rawByteCount", rawByteCount)
            raw.install("rawMakeBytes", rawMakeBytes)
            raw.evaluate(setup)
        }
        try await runtime.evaluate(setup)
        let cases: [(String, String, String, String)] = [
            ("f. 16,384-number array argument", "rawSum(numbers)", "NativeModules.BenchJS.sum(numbers)", "≤ 1 ms"),
            ("f. 1 MiB string argument", "rawLength(big)", "NativeModules.BenchJS.length(big)", "—"),
            ("f. 1 MiB string result", "rawMake(1048576).length", "NativeModules.BenchJS.makeString(1048576).length", "—"),
            ("f. object with 10,000 keys", "rawKeys(keyed)", "NativeModules.BenchJS.sumValues(keyed)", "—"),
            ("f. 16 MiB Uint8Array argument (Data)", "rawByteCount(bytes16)", "NativeModules.BenchJS.byteCount(bytes16)", "≤ 2× raw"),
            ("f. 16 MiB Data result (Uint8Array)", "rawMakeBytes(16777216).length", "NativeModules.BenchJS.makeBytes(16777216).length", "≤ 2× raw"),
        ]
        var rows: [Row] = []
        for (name, rawCall, bridgeCall, target) in cases {
            let rawLoop = "(function () { let r; for (let i = 0; i < \(n); i++) r = \(rawCall); return r; })()"
            let bridgeLoop = rawLoop.replacingOccurrences(of: rawCall, with: bridgeCall)
            let rawResult = try await runtime.onJSThread { _ in raw.evaluate(rawLoop) }
            // Both on the JS thread, alternating, best of three rounds each.
            let best = try await bestOfInterleaved(rounds: 3, calls: n) {
                _ = try await runtime.onJSThread { _ in raw.evaluate(rawLoop) }
            } bridge: {
                let bridgeResult = try await runtime.evaluate(bridgeLoop)
                precondition(bridgeResult == .number(rawResult), "\(name): bridge \(bridgeResult) vs raw \(rawResult)")
            }
            rows.append(Row(scenario: name, baselineLabel: "C callback", baseline: best.baseline, bridge: best.bridge, unit: "ns/call", target: target))
        }
        try await runtime.onJSThread { _ in raw.close() }
        return rows
    }

    // (g) Start-up: a runtime, an empty bundle, one native call.
    func startup() async throws -> Row {
        let k = counts.startups
        var rawTotal = 0.0, bridgeTotal = 0.0
        for _ in 0..<k {
            let t0 = nowNanoseconds()
            let raw = RawEngine()
            raw.evaluate("")
            raw.install("rawInc", rawIncrement)
            raw.evaluate("rawInc(1)")
            rawTotal += Double(nowNanoseconds() - t0)
            raw.close()  // on the thread that made it, before this task may move to another

            let t1 = nowNanoseconds()
            let runtime = try await makeRuntime()
            try await runtime.evaluate("")
            try await runtime.evaluate("NativeModules.BenchJS.inc(1)")
            bridgeTotal += Double(nowNanoseconds() - t1)
            await runtime.shutdown()
        }
        return Row(scenario: "g. start-up: runtime + empty bundle + one call", baselineLabel: "context + evaluate", baseline: rawTotal / Double(k), bridge: bridgeTotal / Double(k), unit: "ns", target: "—")
    }

    // (h) Memory growth over many async calls and events, in rounds of `memoryChunk` (calls in
    // flight at once). A tenth more rounds first warm the heaps up (the engine's heap and
    // malloc's arenas settle at their working size) and are not counted: what is left is what
    // leaks.
    func memory(_ runtime: Runtime) async throws -> Row {
        let n = counts.memoryCalls, chunk = min(n, counts.memoryChunk)
        try await runtime.evaluate("DeviceEventEmitter.addListener('mem', () => {})")
        func callRound() async throws {
            let r = try await run(runtime, """
                globalThis.result = undefined;
                (function () { const all = []; for (let i = 0; i < \(chunk); i++) all.push(NativeModules.BenchQueue.echo(i));
                  Promise.all(all).then(v => { globalThis.result = v.length; }); })();
                """)
            precondition(r == .number(Double(chunk)))
        }
        func eventRound() async {
            for i in 0..<chunk { runtime.emit("mem", body: .number(Double(i))) }
            await runtime.waitUntilIdle()
        }
        for _ in 0..<max(1, n / chunk / 10) {
            try await callRound()
            await eventRound()
            try await runtime.onJSThread { js in js.collectGarbage() }
        }
        // Resident size after each round, following a full collection: what is still held,
        // not when the collector (or the engine's allocator returning pages) last ran. Growth is
        // the median of the last tenth of the rounds over that of the first tenth, so a leak
        // shows and single samples' noise does not.
        var samples: [Int] = []
        for _ in 0..<(n / chunk) {
            try await callRound()
            await eventRound()
            try await runtime.onJSThread { js in js.collectGarbage() }
            samples.append(residentBytes())
        }
        let tenth = max(1, samples.count / 10)
        func median(_ xs: ArraySlice<Int>) -> Double { Double(xs.sorted()[xs.count / 2]) }
        let growth = (median(samples.suffix(tenth)) - median(samples.prefix(tenth))) / Double(1 << 20)
        return Row(scenario: "h. RSS growth, \(n) async calls + \(n) events (\(chunk) at a time)", baselineLabel: "—", baseline: nil, bridge: growth, unit: "MiB", target: "≤ 16 MiB")
    }
}
