import Foundation
import Testing

/// What a finished process printed and how it exited.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built executable `name` (from the same build folder as these tests).
func run(_ name: String, _ arguments: [String] = [], stdin: String? = nil, environment: [String: String] = [:]) throws -> ProcessResult {
    try runProgram(buildDirectory.appendingPathComponent(name).path, arguments, stdin: stdin, environment: environment)
}

/// Runs the program at `path`.
func runProgram(_ path: String, _ arguments: [String] = [], stdin: String? = nil, environment: [String: String] = [:]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
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
