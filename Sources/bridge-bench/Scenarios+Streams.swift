#if Networking
import BridgeNetworking
import BridgeRuntime
import Foundation

extension Scenarios {
    // (l) Streams: `streamBytes` in chunks of 64 KiB from a ReadableStream, piped through an
    // identity TransformStream into a WritableStream that counts them, beside node running the
    // same script in the same minutes (a process of its own, timed by its own clock from inside
    // the script, so its start is not counted). Best of five rounds each, after one unmeasured
    // round; without node on the PATH the row has no baseline.
    func streams() async throws -> [Row] {
        let script = """
            globalThis.result = undefined;
            (async () => {
              const total = \(counts.streamBytes), size = 64 << 10;
              const times = [];
              let received = 0;
              for (let round = 0; round < 6; round++) {
                const t0 = performance.now();
                let sent = 0;
                received = 0;
                const source = new ReadableStream({ pull(c) { if (sent >= total) return c.close(); c.enqueue(new Uint8Array(size)); sent += size; } });
                await source.pipeThrough(new TransformStream()).pipeTo(new WritableStream({ write(chunk) { received += chunk.byteLength; } }));
                if (round > 0) times.push(performance.now() - t0);
              }
              globalThis.result = [Math.min(...times), received];
              if (typeof process !== 'undefined' && process.release && process.release.name === 'node') console.log(JSON.stringify(globalThis.result));
            })();
            """
        var configuration = Runtime.Configuration()
        configuration.log = { _, _ in }
        configuration.registerNetworking()
        let runtime = try await Runtime(configuration)
        let value = try await run(runtime, script)
        await runtime.shutdown()
        guard let ms = value[0]?.numberValue, value[1] == .number(Double(counts.streamBytes)) else {
            throw BridgeError(.unspecified, "the stream did not carry every byte: \(value)")
        }
        let node = Self.nodeMilliseconds(script)
        return [Row(scenario: "l. \(counts.streamBytes >> 20) MiB through a TransformStream", baselineLabel: "node", baseline: node.map { $0 * 1e6 },
                    bridge: ms * 1e6, unit: "ns", target: "≤ 2×")]
    }

    /// The best time node reports for `script` (it prints `[ms, bytes]`), or nil without node.
    static func nodeMilliseconds(_ script: String) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let figures = try? JSONSerialization.jsonObject(with: data) as? [Double], let ms = figures.first else { return nil }
        return ms
    }
}
#endif
