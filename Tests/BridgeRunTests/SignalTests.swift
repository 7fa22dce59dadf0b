import Foundation
import ProgramTestSupport
import Testing

/// Signals from outside reach a running script's `process` listeners, as node's do; without a
/// listener a signal does what it always did.
@Suite struct SignalTests {
    /// Runs `script` in bridge-run, sends `signal` once it printed `ready`, and returns what it
    /// printed and how it ended (a status, or the signal that ended it).
    private func interrupt(_ script: String, with signal: Int32) async throws -> (stdout: String, status: Int32, bySignal: Bool) {
        let scratch = try ScratchFolder()
        let path = try scratch.file("script.js", Array(script.utf8))
        let program = product("bridge-run").path
        return try await offPool {
            let child = try ChildProcess(program, [path], error: .discard)
            let out = try #require(child.standardOutput)
            var printed = Data()
            while !String(decoding: printed, as: UTF8.self).contains("ready\n") {
                let chunk = out.availableData
                if chunk.isEmpty { break }
                printed.append(chunk)
            }
            child.send(signal)
            printed.append(out.readDataToEndOfFile())
            let ended = child.waitForExit()
            return (String(decoding: printed, as: UTF8.self), ended.status, ended == .signaled(ended.status))
        }
    }

    @Test func aListenerTakesAnInterruptAndTheScriptEndsAsItChooses() async throws {
        let result = try await interrupt(
            "process.on('SIGINT', (s, n) => { console.log('interrupted', s, n); clearTimeout(t) }); const t = setTimeout(() => console.log('timed out'), 20000); console.log('ready')",
            with: SIGINT)
        #expect(result.stdout == "ready\ninterrupted SIGINT 2\n")
        #expect(result.status == 0 && !result.bySignal)
    }

    @Test func aListenerMayEndTheProcessWithItsOwnCode() async throws {
        let result = try await interrupt(
            "process.on('SIGTERM', () => { console.log('terminating'); process.exit(3) }); setInterval(() => {}, 1000); console.log('ready')", with: SIGTERM)
        #expect(result.stdout == "ready\nterminating\n")
        #expect(result.status == 3 && !result.bySignal)
    }

    @Test func withoutAListenerTheSignalEndsTheProcess() async throws {
        let result = try await interrupt(
            "process.on('SIGINT', () => {}); process.removeAllListeners('SIGINT'); setInterval(() => {}, 1000); console.log('ready')", with: SIGINT)
        #expect(result.stdout == "ready\n")
        #expect(result.status == SIGINT && result.bySignal)
    }
}
