import Foundation
import ProgramTestSupport
import Testing

/// Runs the built executable `name` (from the same build folder as these tests), waiting on a
/// Dispatch thread rather than a thread of Swift's concurrency pool: a program that runs for a
/// while must not hold one of the pool's few threads (two on a 2-core machine), which every other
/// test, and the servers they start, need meanwhile.
func run(_ name: String, _ arguments: [String] = [], stdin: String? = nil, environment: [String: String] = [:]) async throws -> ProcessResult {
    try await runProgramOffPool(product(name).path, arguments, stdin: stdin, environment: environment)
}

/// The built executable `name`: in the folder of the built products, or bridge-run in the folder
/// `BRIDGE_RUN_DIRECTORY` names (to run these tests against an installed bridge-run:
/// `BRIDGE_RUN_DIRECTORY=PREFIX/bin swift test --filter BridgeRunTests`).
func product(_ name: String) -> URL {
    if name == "bridge-run", let directory = ProcessInfo.processInfo.environment["BRIDGE_RUN_DIRECTORY"], !directory.isEmpty {
        return URL(fileURLWithPath: directory).appendingPathComponent(name)
    }
    return buildDirectory.appendingPathComponent(name)
}

/// The folder holding the built products: the one this test binary is in.
let buildDirectory: URL = {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("bridge-run").path) && url.path != "/" {
        url.deleteLastPathComponent()
    }
    return url
}()

/// The path of a fixture script.
func fixture(_ name: String) -> String {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name).path
}

/// A fresh folder under the system's temporary folder, removed with everything in it when the
/// last reference goes (a suite that keeps one has it removed after each test).
final class ScratchFolder: Sendable {
    let path: String

    init(_ prefix: String = "bridge-run") throws {
        path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to a new file `name` in the folder (a fresh subfolder if `name` is taken)
    /// and returns its path.
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        var folder = path
        if FileManager.default.fileExists(atPath: folder + "/" + name) {
            folder += "/" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let file = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
