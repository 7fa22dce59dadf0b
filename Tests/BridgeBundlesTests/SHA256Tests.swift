import BridgeBundles
import Foundation
import ProgramTestSupport
import Testing

/// The digest bundles are verified with, against FIPS 180-4's examples and the system's
/// `sha256sum`, on both of its paths.
@Suite struct SHA256Tests {
    @Test(arguments: [true, false]) func theStandardsExamplesComeOut(accelerated: Bool) {
        let examples: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
             "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ]
        for (text, digest) in examples {
            #expect(SHA256.hex(Data(text.utf8), accelerated: accelerated) == digest, "\(text)")
        }
        #expect(SHA256.hex(Data(repeating: UInt8(ascii: "a"), count: 1_000_000), accelerated: accelerated)
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every length around the block and padding boundaries, and some long ones, as `sha256sum`
    /// computes them.
    @Test func everyLengthMatchesTheSystemsTool() async throws {
        var generator = SystemRandomNumberGenerator()
        let lengths = Array(0...200) + [1_000, 4_095, 4_096, 65_537, 1_048_576 + 13]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [(URL, Data)] = []
        for length in lengths {
            let data = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
            let file = folder.appendingPathComponent("\(length)")
            try data.write(to: file)
            files.append((file, data))
        }
        let listing = try await runProgramOffPool("/usr/bin/env", ["sha256sum"] + files.map(\.0.path)).stdout
        let expected = listing.split(separator: "\n").map { String($0.prefix(64)) }
        try #require(expected.count == files.count)
        for ((file, data), digest) in zip(files, expected) {
            #expect(SHA256.hex(data) == digest, "\(file.lastPathComponent) bytes")
            #expect(SHA256.hex(data, accelerated: false) == digest, "\(file.lastPathComponent) bytes, portable")
        }
    }
}
