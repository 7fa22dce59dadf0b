import Foundation
import Testing

/// One-line hostile scripts run by the built `bridge-run`, read from standard input: none may
/// crash or hang the process (docs/reliability.md).
@Suite struct HostileScriptTests {
    @Test func theOneLinersThatOnceKilledTheProcessExitCleanly() async throws {
        let getter = try await run("bridge-run", ["-"], stdin: "NativeModules.FileSystem.exists({get p(){throw 1}})")
        #expect(getter.status == 1)
        #expect(getter.stderr.hasPrefix("Uncaught (in promise) Error: FileSystem.exists: argument 1 (path) at .p: reading it threw 1"))
        let thrown = try await run("bridge-run", ["-"], stdin: "throw {get message(){throw 1}}")
        #expect(thrown.status == 1)
        #expect(thrown.stderr.hasPrefix("Uncaught { message: [Getter] }"))
        let sparse = try await run("bridge-run", ["-"], stdin: "a=[];a.length=2**32-1;console.log(a)")
        #expect(sparse.status == 0)
        #expect(sparse.stdout == "[ <4294967295 empty items> ]\n")
    }

    @Test func hostileNumbersFromJSAndTheCommandLine() async throws {
        let statuses: [(String, Int32)] = [
            ("process.exit(NaN)", 1), ("process.exit(Infinity)", 1), ("process.exit(1e300)", 1),
            ("process.exit({})", 1), ("process.exit('3')", 3), ("process.exit(-1)", 255),
            ("process.exit(256)", 0), ("process.exitCode = 7", 7),
            ("try { process.exitCode = NaN } catch (e) { console.log(e.code) }", 0),
        ]
        for (script, status) in statuses {
            let r = try await run("bridge-run", ["-"], stdin: script)
            #expect(r.status == status, "\(script)")
        }
        let refused = try await run("bridge-run", ["-"], stdin: "process.exit({})")
        #expect(refused.stderr.hasPrefix("Uncaught TypeError: The \"code\" argument must be of type number. Received {}"))
        for limit in ["1e16", "nan", "-1", "inf", "0"] {
            let r = try await run("bridge-run", ["--time-limit", limit, "-"], stdin: "1")
            #expect(r.status == 2, "--time-limit \(limit)")
            #expect(r.stderr.contains("--time-limit"), "--time-limit \(limit)")
        }
    }

    @Test func fileSystemRefusesNulPathsAndEndlessFiles() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nul-\(UUID().uuidString)")
        let script = """
            const fs = NativeModules.FileSystem;
            fs.writeFile('\(scratch.path)\\0.js', 'x').catch(e => console.log('write', e.code));
            fs.exists('/tmp\\0').catch(e => console.log('exists', e.code));
            fs.readFile('/dev/zero').catch(e => console.log('zero', e.code));
            """
        let r = try await run("bridge-run", ["-"], stdin: script)
        #expect(r.status == 0)
        #expect(r.stdout.split(separator: "\n").sorted() == ["exists E_INVALID_ARGUMENT", "write E_INVALID_ARGUMENT", "zero EFBIG"])
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
        let bundle = try await run("bridge-run", ["/dev/zero"])
        #expect(bundle.status == 2)
        #expect(bundle.stderr.hasPrefix("bridge-run: EFBIG"))
    }

    @Test func callsQueuedBeforeTheBridgeObjectIsRemovedStillRunAndTheRemovalIsReported() async throws {
        for removal in ["delete globalThis.__fbBatchedBridge", "globalThis.__fbBatchedBridge = 5"] {
            let r = try await run("bridge-run", ["-"], stdin: "NativeModules.FileSystem.exists('/').then(x => console.log('exists', x)); \(removal)")
            #expect(r.status == 0, "\(removal)")
            #expect(r.stdout == "exists true\n", "\(removal)")
            #expect(r.stderr == "bridge: __fbBatchedBridge was removed or replaced by a non-object; native code keeps using the one it found\n", "\(removal)")
        }
    }
}

/// Values whose own `toString` (or `Symbol.toPrimitive`, or Proxy trap) never returns, thrown at
/// every place native code enters or reads JS. The engine must never be left to describe them.
@Suite struct EndlessDescriptionTests {
    static let endless = "{toString(){for(;;);}, [Symbol.toPrimitive](){for(;;);}}"

    @Test(arguments: [
        ("throw \(endless)", "Uncaught {"),
        ("setTimeout(() => { throw \(endless) })", "Uncaught {"),
        ("Promise.resolve().then(() => { throw \(endless) })", "Uncaught (in promise) {"),
        ("throw new Proxy({}, {get() { for(;;); }, getPrototypeOf() { for(;;); }})", "Uncaught "),
        ("Error.prototype.toString = () => { for(;;); }; null.x", "Uncaught TypeError: null is not an object"),
        ("NativeModules.FileSystem.exists({get p() { throw \(endless) }})", "Uncaught (in promise) Error: FileSystem.exists: argument 1 (path) at .p: reading it threw {"),
        ("const a = [1]; Object.defineProperty(a, 0, {get() { throw \(endless) }}); NativeModules.FileSystem.exists(a)", "Uncaught (in promise) Error: FileSystem.exists: argument 1 (path) at [0]: reading it threw {"),
    ])
    func aThrownValueThatCannotBeDescribedByItsOwnCodeIsReportedAndTheProcessEnds(script: String, stderr: String) async throws {
        let r = try await run("bridge-run", ["--time-limit", "20", "-"], stdin: script)
        #expect(r.status == 1, "\(script)")
        #expect(r.stderr.hasPrefix(stderr), "\(script): \(r.stderr)")
    }

    @Test func aBridgeGlobalWhoseGetterThrowsSuchAValueIsReportedOnce() async throws {
        let script = "Object.defineProperty(globalThis, '__fbBatchedBridge', {get() { throw \(Self.endless) }}); setTimeout(() => console.log('timers still run'), 1)"
        let r = try await run("bridge-run", ["--time-limit", "20", "-"], stdin: script)
        #expect(r.status == 0)
        #expect(r.stdout == "timers still run\n")
        #expect(r.stderr.hasPrefix("bridge: reading __fbBatchedBridge threw {"))
    }
}
