import BridgeCore
import Foundation

// Programs the tests run (bridge-run, node, tsc, swiftc, sha256sum), run as every test module
// must: waited for off the concurrency pool; and long work done there too.

/// What a finished process printed and how it exited.
package struct ProcessResult {
    package var status: Int32
    package var stdout: String
    package var stderr: String

    package init(status: Int32, stdout: String, stderr: String) {
        (self.status, self.stdout, self.stderr) = (status, stdout, stderr)
    }
}

/// ``runProgram(_:_:stdin:environment:)`` waited for on a thread of its own: a program that runs
/// for a while must not hold one of the concurrency pool's few threads (two on a 2-core machine),
/// which every other test, and the servers they start, need meanwhile.
package func runProgramOffPool(_ path: String, _ arguments: [String] = [], stdin: String? = nil, environment: [String: String] = [:]) async throws -> ProcessResult {
    try await offPool { try runProgram(path, arguments, stdin: stdin, environment: environment) }
}

/// Runs `body`, which waits for a process or works for long (seconds of CPU), on a thread of its
/// own, and waits for it without holding a thread of the concurrency pool. Not on Dispatch's
/// global queue: on Linux its threads are the concurrency pool's own.
package func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result(catching: body)) }.start()
    }
}

/// Runs the program at `path`, holding the calling thread until it ends (tests call
/// ``runProgramOffPool(_:_:stdin:environment:)``). A program ended by a signal has that
/// signal's number as its status.
package func runProgram(_ path: String, _ arguments: [String] = [], stdin: String? = nil, environment: [String: String] = [:]) throws -> ProcessResult {
    let child = try ChildProcess(path, arguments, environment: environment, input: true)
    // Standard error is read beside standard output: a program that fills one pipe while the
    // other is being read would otherwise wait forever. So is standard input written.
    let errData = Locked(Data())
    let errRead = DispatchSemaphore(value: 0)
    Thread {
        errData.withLock { $0 = child.standardError?.readDataToEndOfFile() ?? Data() }
        errRead.signal()
    }.start()
    Thread {
        if let stdin { try? child.standardInput?.write(contentsOf: Data(stdin.utf8)) }
        try? child.standardInput?.close()
    }.start()
    let outData = child.standardOutput?.readDataToEndOfFile() ?? Data()
    errRead.wait()
    return ProcessResult(status: child.waitForExit().status, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData.withLock { $0 }, as: UTF8.self))
}
