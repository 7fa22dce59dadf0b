// The fuzzer over the native half's decoding of what JS sends: call queues, sync-call
// arguments and value conversion. Built two ways:
//
// - with libFuzzer (see docs/reliability.md):
//   swift build --product bridge-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DBRIDGE_FUZZING \
//     -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld --scratch-path .build-fuzz
//   .build-fuzz/debug/bridge-fuzz -max_total_time=60 corpus-copy/ Fuzz/corpus/
// - plainly, as `bridge-fuzz FILE…`, which replays inputs once (the tests replay the corpus).
import BridgeRuntime
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// One runtime for all inputs, driven synchronously from the fuzzer's thread.
final class FuzzHarness: @unchecked Sendable {
    // @unchecked: `runtime` is written once, before any input is fed, and only read afterwards.
    var runtime: Runtime!

    static let shared: FuzzHarness = {
        let harness = FuzzHarness()
        blocking {
            var configuration = Runtime.Configuration()
            configuration.log = { _, _ in }
            configuration.onUncaughtError = { _ in }
            configuration.register { _ in FuzzModule() }
            harness.runtime = try! await Runtime(configuration)
        }
        return harness
    }()

    func feed(_ input: [UInt8]) {
        let runtime = self.runtime!
        FuzzHarness.blocking {
            _ = try? await FuzzTarget.feed(input, to: runtime)
            await runtime.waitUntilIdle()
        }
    }

    /// Runs `work` to completion from synchronous code.
    static func blocking(_ work: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await work()
            done.signal()
        }
        done.wait()
    }
}

/// A module with one method of each kind, so decoded calls reach real methods.
struct FuzzModule: NativeModule {
    struct Point: Codable, Sendable {
        var x: Double
        var y: Double
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Fuzz") { m in
            m.promise("echo(value:)") { (value: BridgeValue) in value }
            m.promise("point(p:n:)") { (p: Point, n: Int?) in p.x + p.y + Double(n ?? 0) }
            m.callback("twice(x:onError:onSuccess:)") { (x: Double, _: BridgeCallback, ok: BridgeCallback) in ok(.number(x * 2)) }
            m.sync("strings(list:)") { (list: [String]) in list.joined() }
            m.fireAndForget("ignore(map:)") { (_: [String: Double]) in }
        }
    }
}

#if BRIDGE_FUZZING
/// libFuzzer's driver, for a program that has its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// One fuzz input (libFuzzer's entry point).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzHarness.shared.feed(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

@main
enum Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        _ = FuzzHarness.shared
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}
#else
@main
enum ReplayInputs {
    static func main() throws {
        let paths = CommandLine.arguments.dropFirst()
        for path in paths {
            FuzzHarness.shared.feed(try TextFile.read(atPath: path).utf8.map { $0 })
        }
        print("replayed \(paths.count) input(s)")
    }
}
#endif
