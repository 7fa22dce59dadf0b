/// N at once against one alone (engines, runtimes or plain threads), with what the process's
/// CPU time says of it: how many cores one alone keeps busy (a JS thread, and beside it the
/// engine's compiler and collector threads), which bounds the speed-up N can reach on the
/// machine's cores, and the CPU time per unit of work together against alone (above 1: they slow
/// each other down, by contention or by waiting on a shared resource that spins).
struct Speedup {
    var n: Int
    /// N × the fastest run alone ÷ the fastest run of N together.
    var speedup: Double
    /// The process's CPU time over the wall time, in the fastest run alone.
    var coresAlone: Double
    /// CPU time together ÷ (N × CPU time alone), in the fastest runs.
    var cpuPerWork: Double

    /// What the CPU time says, for a row: "one alone keeps 1.23 cores busy: at most 1.63× on 2;
    /// CPU per unit of work together 1.05× alone's".
    func cores(of machine: Int) -> String {
        let bound = min(Double(n), Double(machine) / max(coresAlone, 1))
        return "one alone keeps \(Table.format2(coresAlone)) cores busy: at most \(Table.format2(bound))× on \(machine); "
            + "CPU per unit of work together \(Table.format2(cpuPerWork))× alone's"
    }

    /// Runs `alone` and `together` (N at once) alternately five times and keeps the fastest of each.
    static func measure(_ n: Int, alone: () async throws -> Void, together: () async throws -> Void) async rethrows -> Speedup {
        func timed(_ work: () async throws -> Void) async rethrows -> (wall: Double, cpu: Double) {
            let (t0, c0) = (nowNanoseconds(), processCPUNanoseconds())
            try await work()
            return (Double(nowNanoseconds() - t0), Double(processCPUNanoseconds() - c0))
        }
        var best = (alone: (wall: Double.infinity, cpu: 0.0), together: (wall: Double.infinity, cpu: 0.0))
        for _ in 0..<5 {
            let one = try await timed(alone)
            if one.wall < best.alone.wall { best.alone = one }
            let all = try await timed(together)
            if all.wall < best.together.wall { best.together = all }
        }
        return Speedup(n: n, speedup: Double(n) * best.alone.wall / best.together.wall, coresAlone: best.alone.cpu / best.alone.wall,
                       cpuPerWork: best.together.cpu / (Double(n) * best.alone.cpu))
    }
}
