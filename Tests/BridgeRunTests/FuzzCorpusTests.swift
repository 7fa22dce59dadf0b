import Foundation
import Testing

/// The fuzzer's seed corpus, replayed through the plainly built `bridge-fuzz`: every input the
/// fuzzer starts from goes through the native half's decoding without a crash.
@Suite struct FuzzCorpusTests {
    @Test func seedCorpusReplaysCleanly() async throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map { corpus.appendingPathComponent($0).path }
        #expect(inputs.count >= 8)
        let r = try await run("bridge-fuzz", inputs)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "replayed \(inputs.count) input(s)\n")
    }
}
