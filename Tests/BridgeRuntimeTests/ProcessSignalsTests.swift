import Glibc
import ProgramTestSupport
import Testing

@testable import BridgeRuntime

/// The process's signals as node names them, taken for a listener and given back after.
@Suite struct ProcessSignalsTests {
    @Test func signalsHaveNodesNamesAndNumbers() async throws {
        let node = try await runProgramOffPool(
            "/usr/bin/env", ["node", "-p", "Object.entries(require('os').constants.signals).map(([name, n]) => name + ' ' + n).join('\\n')"])
        #expect(ProcessSignals.names.map { "\($0.name) \($0.number)" }.joined(separator: "\n") + "\n" == node.stdout)
    }

    /// SIGWINCH, which is ignored by default: one that arrives after the listener is gone harms
    /// nothing.
    @Test func aListenerHearsWhatTheProcessSendsItselfUntilReleased() async throws {
        let (heard, continuation) = AsyncStream.makeStream(of: Int32.self)
        let listening = try ProcessSignals.listen(to: SIGWINCH) { continuation.yield($0) }.get()
        #expect(ProcessSignals.send(Int(SIGWINCH), to: Int(getpid())) == nil)
        var arrivals = heard.makeAsyncIterator()
        #expect(await arrivals.next() == SIGWINCH)
        ProcessSignals.release(listening)
        var action = sigaction()
        sigaction(SIGWINCH, nil, &action)
        #expect(action.__sigaction_handler.sa_handler == nil, "the default disposition is back")
    }

    @Test func signalsThatCannotBeCaughtAreRefusedWithNodesCode() {
        for signal in [SIGKILL, SIGSTOP] {
            guard case .failure(let error) = ProcessSignals.listen(to: signal, { _ in }) else {
                Issue.record("signal \(signal) was taken")
                continue
            }
            #expect(error.name == "EINVAL")
        }
    }

    @Test func sendingReportsTheSystemsErrorAsNodeNamesIt() {
        // Beyond the largest pid Linux gives (4,194,304).
        let error = ProcessSignals.send(0, to: 4_194_305)
        #expect(error?.name == "ESRCH")
        #expect(error?.errnoAndCode == .array([.number(-3), .string("ESRCH")]))
        #expect(ProcessSignals.send(0, to: Int(getpid())) == nil)
        #expect(ProcessSignals.send(Int(Int32.max) + 1, to: Int(getpid()))?.name == "EINVAL")
    }
}
