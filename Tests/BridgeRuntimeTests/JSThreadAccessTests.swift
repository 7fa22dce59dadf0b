import BridgeRuntime
import Testing

struct JSThreadAccessTests {
    let setup = """
        BatchedBridge.registerCallableModule('Counter', {
          inc(x) { return x + 1; },
          add(a, b) { return a + b; },
          zero() { return 0; },
          keys(o) { return Object.keys(o).sort().join(); },
          bad() { throw new TypeError('nope'); },
          record(n) { NativeModules.Math.record(n); return n; },
        });
        """

    @Test func resolvedFunctionsCallTheirMethod() async throws {
        let runtime = try await TestHost().runtime()
        try await runtime.evaluate(setup)
        let results = try await runtime.onJSThread { js in
            let inc = js.function("Counter", "inc"), add = js.function("Counter", "add")
            let zero = js.function("Counter", "zero"), keys = js.function("Counter", "keys")
            return [
                try inc(41), try add("a", "b"), try add(2, 3), try add.call([1.5, 1.5]), try zero(),
                try keys(["b": 1, "a": [true, .null]]),
            ]
        }
        #expect(results == [42, "ab", 5, 3, 0, "a,b"])
        await runtime.shutdown()
    }

    @Test func aModuleRegisteredAgainIsSeenByFunctionsResolvedBefore() async throws {
        let runtime = try await TestHost().runtime()
        try await runtime.evaluate(setup)
        let results = try await runtime.onJSThread { js in
            let inc = js.function("Counter", "inc")
            let before = try inc(1)
            try js.evaluate("BatchedBridge.registerCallableModule('Counter', { inc(x) { return x + 100; } })")
            return [before, try inc(1)]
        }
        #expect(results == [2, 101])
        await runtime.shutdown()
    }

    @Test func exceptionsAndMissingModulesThrowJSException() async throws {
        let runtime = try await TestHost().runtime()
        try await runtime.evaluate(setup)
        let names = try await runtime.onJSThread { js in
            var names: [String] = []
            for (module, method) in [("Counter", "bad"), ("Nobody", "x")] {
                do { _ = try js.function(module, method)() } catch let e as JSException { names.append(e.name + ": " + e.message) }
            }
            // The runtime goes on working after both.
            names.append("\(try js.function("Counter", "inc")(1))")
            return names
        }
        #expect(names.count == 3)
        #expect(names[0] == "TypeError: nope")
        #expect(names[1].contains("Module has not been registered as callable"))
        #expect(names[2] == "2")
        await runtime.shutdown()
    }

    @Test func nativeCallsTheMethodMakesRunBeforeTheCallReturns() async throws {
        let module = MathModule(execution: .jsThread)
        let runtime = try await TestHost().runtime([{ _ in module }])
        try await runtime.evaluate(setup)
        let seen = try await runtime.onJSThread { js in
            let record = js.function("Counter", "record")
            var seen: [[Int]] = []
            for n in 1...3 {
                _ = try record(.number(Double(n)))
                seen.append(module.order.withLock { $0 })
            }
            return seen
        }
        #expect(seen == [[1], [1, 2], [1, 2, 3]])
        await runtime.shutdown()
    }

    @Test func whatTheBridgeHoldsSurvivesAFullCollection() async throws {
        let runtime = try await TestHost().runtime()
        try await runtime.evaluate(setup)
        let results = try await runtime.onJSThread { js in
            let inc = js.function("Counter", "inc")
            // Garbage, and the module object only the bridge's resolved function still points to.
            try js.evaluate("for (let i = 0; i < 100000; i++) ({ i, s: 'x' + i }); BatchedBridge.registerCallableModule('Other', {})")
            js.collectGarbage()
            return [try inc(1), try js.function("Counter", "keys")(["a": 1])]
        }
        #expect(results == [2, "a"])
        await runtime.shutdown()
    }
}
