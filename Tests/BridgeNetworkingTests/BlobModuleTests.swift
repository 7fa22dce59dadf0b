#if Networking
import BridgeCore
import BridgeNetworking
import BridgeRuntime
import Testing

/// BlobModule and FileReaderModule given what a hostile script sends: blob references whose
/// offset or size is not a whole number, or names a range that is not stored.
@Suite struct BlobModuleTests {
    /// Each odd offset and size is refused with an error naming the blob, and the runtime runs on
    /// (Swift's `Int(_:)` traps on NaN, infinities and numbers past `Int`'s range).
    @Test func referencesWithOddNumbersAreRefusedNotTrapped() async throws {
        var configuration = Runtime.Configuration()
        let logged = Locked<[String]>([])
        configuration.log = { _, message in logged.withLock { $0.append(message) } }
        configuration.registerNetworking()
        let runtime = try await Runtime(configuration)
        try await runtime.evaluate("""
            const { BlobModule, FileReaderModule } = NativeModules;
            BlobModule.createFromParts([{ type: 'string', data: 'abcd' }], 'kept');
            globalThis.results = [];
            const odd = [NaN, Infinity, -Infinity, 1e300, -1e300, -1, 1.5, '1', true, 2 ** 63];
            (async () => {
              for (const n of odd) {
                const offset = await FileReaderModule.readAsText({ blobId: 'kept', offset: n, size: 1 }, 'utf-8').catch((e) => e.code);
                const size = await FileReaderModule.readAsDataURL({ blobId: 'kept', offset: 0, size: n }).catch((e) => e.code);
                BlobModule.createFromParts([{ type: 'blob', data: { blobId: 'kept', offset: n, size: 1 } }], 'made');
                const made = await FileReaderModule.readAsText({ blobId: 'made' }, 'utf-8').catch((e) => e.code);
                results.push(`${String(n)} ${offset} ${size} ${made}`);
              }
              results.push(await FileReaderModule.readAsText({ blobId: 'kept', offset: 1, size: 2 }, 'utf-8'));
            })();
            """)
        var results: BridgeValue = .undefined
        for _ in 0..<500 {
            results = try await runtime.evaluate("results.length === 11 ? results.join('|') : undefined")
            if results != .undefined { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        let rows = (results.stringValue ?? "").split(separator: "|")
        #expect(rows.count == 11)
        for row in rows.dropLast() { #expect(row.hasSuffix("ENOENT ENOENT ENOENT"), "\(row)") }
        #expect(rows.last == "bc")
        #expect(logged.withLock { $0 }.contains { $0.contains("BlobModule.createFromParts: part 0: no blob") })
        await runtime.shutdown()
    }
}
#endif
