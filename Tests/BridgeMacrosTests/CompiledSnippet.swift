#if Macros
import Foundation
import ProgramTestSupport

/// A snippet of a module author's code as the Swift compiler type-checks it with the macros'
/// plugin (the one this build made): what the macros wrote, and what the compiler said.
///
/// The compiler runs in a process of its own, as it does for a module author: the tests link no
/// copy of swift-syntax (the plugin is built with one for the compiler's machine, and a second,
/// for the tests, would double the build's largest part).
struct CompiledSnippet {
    /// One diagnostic: where, how severe, and the message without the compiler's
    /// "(from macro 'Name')".
    struct Diagnostic: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var severity: String
        var message: String

        var description: String { "\(line):\(column): \(severity): \(message)" }
    }

    /// The code each macro application wrote, in the order the compiler expanded them; an
    /// application that wrote nothing is left out.
    var generated: [String]
    var diagnostics: [Diagnostic]

    /// Type-checks `source` (Swift 6, with `import BridgeMacros` above it).
    static func compile(_ source: String) async throws -> CompiledSnippet {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("macros-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Snippet.swift")
        try ("import BridgeMacros\n" + source + "\n").write(to: file, atomically: true, encoding: .utf8)
        let output = try await swiftc([
            "-typecheck", "-swift-version", "6", "-module-name", "Snippet", "-diagnostic-style", "llvm",
            "-I", buildDirectory.appendingPathComponent("Modules").path,
            "-load-plugin-executable", buildDirectory.appendingPathComponent("BridgeMacrosPlugin-tool").path + "#BridgeMacrosPlugin",
            "-Xfrontend", "-dump-macro-expansions", file.path,
        ])
        return CompiledSnippet(output: output, file: file.path)
    }

    /// Reads the compiler's output: expansions as `-dump-macro-expansions` prints them (the
    /// buffer's name, a rule, the code, a rule), diagnostics as `file:line:column: severity: message`.
    /// Lines are counted from the snippet's first (the import above it is not counted).
    init(output: String, file: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rule = String(repeating: "-", count: 30)
        var generated: [String] = [], diagnostics: [Diagnostic] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("@__swiftmacro_"), index + 1 < lines.count, lines[index + 1] == rule {
                var end = index + 2
                while end < lines.count, lines[end] != rule { end += 1 }
                let code = lines[(index + 2)..<min(end, lines.count)].joined(separator: "\n")
                if !code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { generated.append(code) }
                index = end + 1
                continue
            }
            if line.hasPrefix(file + ":"), let match = line.dropFirst(file.count + 1).wholeMatch(of: /(\d+):(\d+): (error|warning|note): (.*)/) {
                let message = String(match.4).replacing(/\ \(from macro '[^']*'\)$/, with: "")
                diagnostics.append(Diagnostic(line: Int(match.1)! - 1, column: Int(match.2)!, severity: String(match.3), message: message))
            }
            index += 1
        }
        (self.generated, self.diagnostics) = (generated, diagnostics)
    }
}

/// The folder of the built products: the one the test binary is in.
private let buildDirectory: URL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()

/// Runs `swiftc` (the toolchain's, from `PATH`) and returns what it printed to standard error,
/// where its diagnostics and the dumped expansions go.
private func swiftc(_ arguments: [String]) async throws -> String {
    try await runProgramOffPool("/usr/bin/env", ["swiftc"] + arguments).stderr
}
#endif
