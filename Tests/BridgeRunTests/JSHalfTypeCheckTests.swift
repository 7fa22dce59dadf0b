import Foundation
import ProgramTestSupport
import Testing

/// The JS half is JavaScript that TypeScript's compiler checks: `tsc -p Sources/BridgeRuntime/JS`
/// and the products' parts (`tsc -p Sources/BridgeStorage/JS`, `Sources/BridgeNetworking/JS`,
/// `Sources/BridgeUI/JS`) (`allowJs`, `checkJs`, `noEmit`, with
/// JSDoc types and the globals native code installs declared in `globals.d.ts`) report nothing.
@Suite struct JSHalfTypeCheckTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")
    /// The repository's folder of the built-in JS half, found from this file's path.
    static let folder = sources.appendingPathComponent("BridgeRuntime/JS")

    @Test func everyFileOfTheJSHalfTypeChecks() async throws {
        guard let tsc = ["/usr/bin/tsc", "/usr/local/bin/tsc"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            // scripts/setup.sh installs TypeScript; in CI the check always runs.
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "tsc is not installed")
            return
        }
        for folder in [Self.folder] + ["BridgeStorage/JS", "BridgeNetworking/JS", "BridgeUI/JS"].map(Self.sources.appendingPathComponent) {
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }
            #expect(!files.isEmpty)
            let r = try await runProgramOffPool(tsc, ["-p", folder.path])
            #expect(r.status == 0, "\(folder.lastPathComponent): \(r.stdout)\(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
    }

    /// A type error in the JS half is found (the check is not vacuous).
    @Test func aTypeErrorIsReported() async throws {
        guard let tsc = ["/usr/bin/tsc", "/usr/local/bin/tsc"].first(where: FileManager.default.isExecutableFile(atPath:)) else { return }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("js-half-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for name in ["tsconfig.json", "globals.d.ts"] {
            try FileManager.default.copyItem(at: Self.folder.appendingPathComponent(name), to: scratch.appendingPathComponent(name))
        }
        try "(/** @param {number} n */ function (n) { return n.toUpperCase(); })\n".write(
            to: scratch.appendingPathComponent("broken.js"), atomically: true, encoding: .utf8)
        let r = try await runProgramOffPool(tsc, ["-p", scratch.path])
        #expect(r.status != 0)
        #expect(r.stdout.contains("broken.js(1,51): error TS2339"))
    }
}
