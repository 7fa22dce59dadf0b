import Foundation
import Testing

@Suite struct BridgeRunTests {
    @Test func runsAScriptAndExitsZero() async throws {
        let r = try await run("bridge-run", [fixture("hello.js")])
        #expect(r.status == 0)
        #expect(r.stdout == "hello { from: 'bridge-run' } [ 1, 2 ]\n")
        #expect(r.stderr == "to stderr\n")
    }

    @Test func startupTraceNamesEachPhaseInOrderAndLeavesTheOutputAlone() async throws {
        let plain = try await run("bridge-run", [fixture("hello.js")])
        let r = try await run("bridge-run", [fixture("hello.js")], environment: ["BRIDGE_TRACE_STARTUP": "1"])
        #expect(r.status == 0)
        #expect(r.stdout == plain.stdout)
        let all = r.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        let trace = all.filter { $0.hasPrefix("bridge-startup ") }.map { $0.split(separator: " ") }
        #expect(all.filter { !$0.hasPrefix("bridge-startup ") }.joined(separator: "\n") == plain.stderr)
        #expect(trace.allSatisfy { $0.count == 3 && Int($0[2]) != nil })
        // The JS thread's phases (the engine's) and the main thread's each come in their order,
        // at times that do not go back.
        let engine: Set<Substring> = ["engine-context", "intrinsics"]
        let mainPhases = trace.filter { !engine.contains($0[1]) }
        #expect(mainPhases.map { String($0[1]) } == ["main", "bundle-read", "configured", "modules", "bridge", "prelude", "runtime", "bundle-run", "idle", "exit"])
        #expect(trace.filter { engine.contains($0[1]) }.map { String($0[1]) } == ["engine-context", "intrinsics"])
        let times = mainPhases.compactMap { Int($0[2]) }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// The engine compiles a function it has seen called a few dozen times, on a thread it starts
    /// for that; a start that logs a line should run nothing that often (docs/performance.md,
    /// "a start's own compiles"). The engine names each compile on standard error when asked.
    @Test func aStartThatLogsALineCompilesNothing() async throws {
        let folder = try ScratchFolder()
        let script = try folder.file("line.js", Array("console.log('hello')\n".utf8))
        let r = try await run("bridge-run", [script], environment: ["JSC_verboseCompilation": "1"])
        #expect(r.status == 0)
        #expect(r.stdout == "hello\n")
        #expect(!r.stderr.contains("compiling"), "compiled at start: \(r.stderr)")
    }

    #if Networking
    /// Writing text to standard output makes no other part of the JS half: `Buffer` (networking's
    /// part, which makes the text encodings) is made only for a text in another encoding.
    @Test func writingTextLeavesBufferUnmadeUntilAnEncodingNeedsIt() async throws {
        let folder = try ScratchFolder()
        let script = try folder.file("write.js", Array("""
            const standing = () => typeof Object.getOwnPropertyDescriptor(globalThis, 'Buffer').get;
            process.stdout.write('plain\\n');
            process.stdout.write('utf8\\n', 'utf-8');
            process.stdout.write(new TextEncoder().encode('bytes\\n'));
            console.log(standing());
            process.stdout.write('6869\\n', 'hex');
            console.log('', standing());
            """.utf8))
        let r = try await run("bridge-run", [script])
        #expect(r.status == 0)
        #expect(r.stdout == "plain\nutf8\nbytes\nfunction\nhi undefined\n")
    }
    #endif

    @Test func uncaughtExceptionPrintsNameMessageAndStackAndExitsOne() async throws {
        let path = fixture("uncaught.js")
        let r = try await run("bridge-run", [path])
        #expect(r.status == 1)
        #expect(r.stdout == "before\n")
        #expect(r.stderr.hasPrefix("Uncaught TypeError: kaboom\n    at explode@\(path):2:"))
        #expect(r.stderr.contains("at global code@\(path):5:"))
    }

    @Test func uncaughtExceptionInATimerExitsOne() async throws {
        let r = try await run("bridge-run", [fixture("uncaught-in-timer.js")])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("Uncaught ReferenceError: Can't find variable: undefinedFunction\n    at tick@"))
        #expect(r.stdout.isEmpty)
    }

    @Test func unhandledRejectionExitsOne() async throws {
        let r = try await run("bridge-run", [fixture("rejection.js")])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("Uncaught (in promise) Error: async failure\n    at load@"))
    }

    /// An uncaught error shows its `cause` as node shows it, each cause inside the one before
    /// (a failed fetch's says why it failed).
    @Test func anUncaughtErrorShowsItsCausesAsNodeDoes() async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.file("cause.js", Array("""
            function outer() { return new TypeError('outer', { cause: inner() }); }
            function inner() { return new Error('inner', { cause: 'a string' }); }
            Promise.reject(outer());
            """.utf8))
        let r = try await run("bridge-run", [path])
        #expect(r.status == 1)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Uncaught (in promise) TypeError: outer")
        #expect(lines.contains { $0.hasPrefix("    at outer@") })
        #expect(lines.contains { $0.hasPrefix("    at ") && $0.hasSuffix(" {") })
        #expect(lines.contains("  [cause]: Error: inner"))
        #expect(lines.contains { $0.hasPrefix("      at inner@") })
        #expect(Array(lines.suffix(3)) == ["    [cause]: 'a string'", "  }", "}"])
    }

    @Test func syntaxErrorNamesFileAndLine() async throws {
        let path = fixture("syntax-error.js")
        let r = try await run("bridge-run", [path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("Uncaught SyntaxError: "))
        #expect(r.stderr.contains("\(path):2"))
    }

    @Test func missingFileIsUsageErrorWithOneLine() async throws {
        let r = try await run("bridge-run", ["/no/such/bundle.js"])
        #expect(r.status == 2)
        #expect(r.stderr == "bridge-run: ENOENT: No such file or directory, '/no/such/bundle.js'\n")
        let dir = try await run("bridge-run", ["/tmp"])
        #expect(dir.status == 2)
        #expect(dir.stderr.contains("EISDIR"))
    }

    @Test func badFlagIsUsageError() async throws {
        let r = try await run("bridge-run", ["--frobnicate", fixture("hello.js")])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("Error: Unknown option '--frobnicate'"))
        let bad = try await run("bridge-run", ["--time-limit", "-1", fixture("hello.js")])
        #expect(bad.status == 2)
        let none = try await run("bridge-run", [])
        #expect(none.status == 2)
    }

    @Test func timeLimitStopsARunawayScript() async throws {
        let r = try await run("bridge-run", ["--time-limit", "0.3", fixture("runaway.js")])
        #expect(r.status == 124)
        #expect(r.stdout == "spinning\n")
        #expect(r.stderr == "bridge-run: the script ran longer than --time-limit 0.3 s and was stopped\n")
    }

    @Test func scriptSeesArgumentsAndEnvironmentAndCanExit() async throws {
        let path = fixture("args.js")
        let r = try await run("bridge-run", [path, "one", "--two", "3"], environment: ["BRIDGE_TEST_VALUE": "xyz"])
        #expect(r.status == 7)
        #expect(r.stdout == "[\"one\",\"--two\",\"3\"]\n5 xyz\n")
    }

    @Test func exitCodePropertyIsUsedAtTheNaturalEnd() async throws {
        let r = try await run("bridge-run", [fixture("exit-code.js")])
        #expect(r.status == 3)
        #expect(r.stdout == "done\n")
    }

    @Test func readsTheBundleFromStandardInput() async throws {
        let r = try await run("bridge-run", ["-", "arg"], stdin: "console.log('from stdin', process.argv[1], process.argv[2])")
        #expect(r.status == 0)
        #expect(r.stdout == "from stdin - arg\n")
    }

    @Test func helpAndVersion() async throws {
        let help = try await run("bridge-run", ["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: bridge-run"))
        #expect(help.stdout.contains("--time-limit"))
        let version = try await run("bridge-run", ["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
    }

    @Test func nativeTimingTimersKeepTheProcessAliveAndFireThroughJSTimers() async throws {
        let r = try await run("bridge-run", [fixture("timing.js")])
        #expect(r.status == 0)
        #expect(r.stdout == "the interval ticked 3 times, then the one-shot fired\n")
    }

    @Test func timersMadeAtTheSameTimeFireInTheOrderTheyWereMade() async throws {
        let r = try await run("bridge-run", [fixture("timing-order.js")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "in order\n")
    }

    @Test func standardModulesWork() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bridge-run-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try await run("bridge-run", [fixture("modules.js"), path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "linux linux string\nexists before false\nexists after true\n\"héllo\\nworld\"\nENOENT true\n")
        #expect(r.stderr == "Error: soft problem\n    at f@x.js:3:4\n")
    }

    @Test func noPreludeRunsABundleThatBringsItsOwn() async throws {
        let r = try await run("bridge-run", ["--no-prelude", "-"], stdin: "nativeLoggingHook(typeof NativeModules + ' ' + typeof __fbBatchedBridgeConfig, 1)")
        #expect(r.status == 0)
        #expect(r.stdout == "undefined object\n")
    }
}

@Suite struct ReloadMemoryTests {
    /// In a process of its own: resident size is process-wide, and other tests run in parallel.
    @Test func aHundredReloadsKeepResidentMemoryBounded() async throws {
        let counter = FileManager.default.temporaryDirectory.appendingPathComponent("reloads-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: counter)
            try? FileManager.default.removeItem(atPath: counter + ".at10")
        }
        let r = try await run("bridge-run", [fixture("reload-loop.js"), counter])
        #expect(r.status == 0, "\(r.stderr)")
        let line = try #require(r.stdout.split(separator: "\n").last { $0.hasPrefix("reloads: 100") })
        let pages = try #require(Int(line.split(separator: " ").last ?? ""))
        let grownMiB = pages * 4096 / (1 << 20)
        // AddressSanitizer keeps freed memory in quarantine on purpose: no bound means anything there.
        guard ProcessInfo.processInfo.environment["BRIDGE_SANITIZER"] != "address" else { return }
        // A context's heap here is several MiB: keeping the old contexts would grow by hundreds.
        #expect(grownMiB < 32, "resident size grew by \(grownMiB) MiB over 90 reloads")
    }
}
