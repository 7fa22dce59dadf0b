/// A script's end, as node ends a script's process.
extension Runtime {
    /// Runs the loop to its end as node does: waits until idle, emits `process` 'beforeExit'
    /// (again each time its listeners gave the loop more work), then 'exit', and returns the
    /// exit status: `process.exitCode`'s low 8 bits, 0 without one (or without a `process`,
    /// ``Configuration/process``). Any task.
    public func runToExit() async -> Int32 {
        while true {
            await waitUntilIdle()
            guard let generation = try? running() else { return 0 }
            if let status = await generation.bridge.processLoopEnded() { return status }
        }
    }

    /// Emits `process` 'exit' as node does before an error ends the process (the bundle threw,
    /// say), with `process.exitCode` set to `status`, and returns the status to exit with (what
    /// the listeners left in `process.exitCode`). Any task; from a callback on the JS thread, use
    /// ``exitingAfterFatalError(status:)``.
    public func exitAfterFatalError(status: Int32) async -> Int32 {
        guard let generation = try? running() else { return status }
        return (await generation.bridge.processExiting(status: status)).map { ProcessInfoForJS.exitStatus($0) } ?? status
    }

    /// From a configuration callback running on the JS thread (``Configuration/onUncaughtError``
    /// for an error that ends the process): emits `process` 'exit' as node does before a fatal
    /// error ends it, with `process.exitCode` set to `status`, and returns the status to exit
    /// with (what the listeners left in `process.exitCode`). Off the JS thread, or without a
    /// `process`, it emits nothing and returns `status`.
    public func exitingAfterFatalError(status: Int32) -> Int32 {
        let generation = store.withLock { $0.generation }
        guard generation.thread.isCurrent else { return status }
        let code = generation.bridge.assumeOnJSThread { $0.processExiting(status: status) }
        return code.map { ProcessInfoForJS.exitStatus($0) } ?? status
    }
}
