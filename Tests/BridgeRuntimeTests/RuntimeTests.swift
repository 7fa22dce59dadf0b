import BridgeCore
import BridgeRuntime
import Testing

@Suite struct RuntimeTests {
    @Test func evaluateReturnsCompletionValue() async throws {
        let runtime = try await TestHost().runtime()
        #expect(try await runtime.evaluate("1 + 2") == 3)
        // A property that is undefined is left out, as React Native's bridge leaves it out; an
        // array keeps its undefined elements.
        #expect(try await runtime.evaluate("({a: [1, 'x', null, true, undefined], b: {c: undefined, d: null}})") == ["a": [1, "x", nil, true, .undefined], "b": ["d": nil]])
        #expect(try await runtime.evaluate("'é\\u0000z'") == .string("é\u{0}z"))
        #expect(try await runtime.evaluate("(function f() {})") == .undefined)
        await runtime.shutdown()
    }

    @Test func globalsAreDefined() async throws {
        let runtime = try await TestHost().runtime()
        #expect(try await runtime.evaluate("global === globalThis && typeof performance.now() === 'number'") == true)
        let kinds = try await runtime.evaluate(
            "['setTimeout','setInterval','clearTimeout','clearInterval','setImmediate','clearImmediate','queueMicrotask'].map(n => typeof globalThis[n])")
        #expect(kinds == .array(Array(repeating: "function", count: 7)))
        await runtime.shutdown()
    }

    @Test func exceptionCarriesNameMessageAndStack() async throws {
        let runtime = try await TestHost().runtime()
        let error = await #expect(throws: JSException.self) {
            try await runtime.evaluate("function boom() {\n  throw new RangeError('too far');\n}\nboom();", sourceURL: "bundle.js")
        }
        #expect(error?.name == "RangeError")
        #expect(error?.message == "too far")
        #expect(error?.stack.contains("boom@bundle.js:2:") == true)
        #expect(error?.description.hasPrefix("RangeError: too far\n    at boom@bundle.js:2:") == true)
        await runtime.shutdown()
    }

    @Test func syntaxErrorNamesFileAndLine() async throws {
        let runtime = try await TestHost().runtime()
        let error = await #expect(throws: JSException.self) {
            try await runtime.evaluate("let a = 1;\nlet b = ;", sourceURL: "broken.js")
        }
        #expect(error?.name == "SyntaxError")
        #expect(error?.location?.hasPrefix("broken.js:2") == true)
        await runtime.shutdown()
    }

    @Test func waitUntilIdleWaitsForTimers() async throws {
        let runtime = try await TestHost().runtime()
        let value = try await runtime.run("var done = false; setTimeout(() => { done = true }, 30)", then: "done")
        #expect(value == true)
        #expect(runtime.thread.isIdle)
        await runtime.shutdown()
    }

    @Test func shutdownWithWorkPendingIsClean() async throws {
        let runtime = try await TestHost().runtime()
        try await runtime.evaluate("setInterval(() => {}, 1); setTimeout(() => {}, 100000)")
        await runtime.shutdown()
        await runtime.shutdown()
        await #expect(throws: BridgeError.self) { try await runtime.evaluate("1") }
    }

    @Test func timeLimitStopsARunawayScriptAndTheRuntimeStaysUsable() async throws {
        let host = TestHost()
        let runtime = try await host.runtime { $0.timeLimit = .milliseconds(200) }
        let error = await #expect(throws: BridgeError.self) { try await runtime.evaluate("while (true) {}") }
        #expect(error?.code == .timeLimitExceeded)
        #expect(host.logEntries.contains { $0.0 == .error && $0.1.contains("time limit") })
        // A new entry gets a fresh budget.
        #expect(try await runtime.evaluate("6 * 7") == 42)
        await runtime.shutdown()
    }

    @Test func processIsDefinedOnlyWhenConfigured() async throws {
        let plain = try await TestHost().runtime()
        #expect(try await plain.evaluate("typeof process") == "undefined")
        await plain.shutdown()
        let runtime = try await TestHost().runtime { $0.process = ProcessInfoForJS(argv: ["bridge-run", "x.js", "a"], env: ["K": "V"]) }
        #expect(try await runtime.evaluate("[process.argv, process.env.K]") == [["bridge-run", "x.js", "a"], "V"])
        await runtime.shutdown()
    }

    /// `process.stdout.write` and `process.stderr.write` reach the host's writer as the script
    /// wrote them (bytes as they are, no newline added), in order with console lines; without
    /// a writer each write is a log line.
    @Test func standardStreamsWriteThroughTheHostOrTheLog() async throws {
        let written = Locked<[(Bool, [UInt8])]>([])
        let host = TestHost()
        let runtime = try await host.runtime {
            $0.process = ProcessInfoForJS(argv: ["x"], write: { toStandardError, bytes in written.withLock { $0.append((toStandardError, bytes)) } })
        }
        try await runtime.evaluate("""
            process.stdout.write('no newline'); process.stderr.write('err\\n');
            process.stdout.write(new Uint8Array([0xff, 0x00])); process.stdout.write('');
            console.log(process.stdout.write('x', () => console.log('written')));
            """)
        await runtime.waitUntilIdle()
        #expect(written.withLock { $0.map(\.0) } == [false, true, false, false])
        #expect(written.withLock { $0.map(\.1) } == [Array("no newline".utf8), Array("err\n".utf8), [0xff, 0x00], Array("x".utf8)])
        #expect(host.lines == ["true", "written"])
        await runtime.shutdown()

        let logged = TestHost()
        let plain = try await logged.runtime { $0.process = ProcessInfoForJS(argv: ["x"]) }
        try await plain.evaluate("process.stdout.write('line\\n'); process.stderr.write('problem')")
        await plain.waitUntilIdle()
        #expect(logged.logEntries.map(\.0) == [.info, .error])
        #expect(logged.lines == ["line", "problem"])
        await plain.shutdown()
    }

    /// With ``Runtime/Configuration/reportsBundleErrorsAsUncaught``, the host hears of a bundle's
    /// uncaught throw before anything the bundle queued runs (a host that exits there ends it as
    /// node ends a script); `load` still throws it, and without the setting only `load` does.
    @Test func aBundlesUncaughtThrowReachesTheHostBeforeWhatItQueued() async throws {
        let bundle = """
            process.nextTick(() => console.log('tick'));
            Promise.resolve().then(() => console.log('job'));
            console.log('main');
            throw new Error('boom');
            """
        for reports in [true, false] {
            let host = TestHost()
            let linesAtReport = Locked<[[String]]>([])
            let runtime = try await host.runtime {
                $0.process = ProcessInfoForJS(argv: ["x"])
                $0.reportsBundleErrorsAsUncaught = reports
                $0.onUncaughtError = { error in linesAtReport.withLock { $0.append([error.description.components(separatedBy: "\n")[0]] + host.lines) } }
            }
            let thrown = await #expect(throws: JSException.self) { try await runtime.load(bundle, sourceURL: "bundle.js") }
            #expect(thrown?.message == "boom")
            await runtime.waitUntilIdle()
            #expect(linesAtReport.withLock { $0 } == (reports ? [["Uncaught Error: boom", "main"]] : []))
            #expect(host.lines == ["main", "tick", "job"])
            await runtime.shutdown()
        }
    }
}
