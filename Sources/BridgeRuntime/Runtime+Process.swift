/// A script's end, as node ends a script's process.
extension Runtime {
    /// Runs the loop to its end as node does: waits until idle, emits `process` 'beforeExit'
    /// (again each time its listeners gave the loop more work), then 'exit', and returns the
    /// exit status: `process.exitCode`'s low 8 bits, 0 without one (or without a `process`,
    /// ``Configuration/process``). Any task.
    public func runToExit() async -> Int32 {
        while true {
            await waitUntilIdle()
            guard let generation = try? running(), await generation.bridge.processLoopEnded() else { break }
        }
        guard let generation = try? running() else { return 0 }
        return ProcessInfoForJS.exitStatus(await generation.bridge.processExiting())
    }
}
