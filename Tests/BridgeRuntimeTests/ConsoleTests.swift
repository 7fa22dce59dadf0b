import BridgeRuntime
import Testing

@Suite struct ConsoleTests {
    func printed(_ source: String) async throws -> [String] {
        let host = TestHost()
        let runtime = try await host.runtime()
        _ = try await runtime.run(source)
        await runtime.shutdown()
        return host.lines
    }

    @Test func printsValuesAsNodeDoes() async throws {
        let lines = try await printed(
            """
            console.log('text', 42, -0, undefined, null, true);
            console.log({ a: 1, 'b-c': 'x', nested: { deep: { deeper: { deepest: 1 } } }, list: [1, [2, [3]]] });
            console.log([], {}, [undefined, null]);
            console.log(function named() {}, () => {}, class Thing {});
            console.log(new Map([['k', 1]]), new Set([1, 2]));
            const o = { name: 'loop' }; o.self = o; console.log(o);
            console.log('%s is %d years', 'Ada', 36.5, 'extra');
            """)
        #expect(lines == [
            "text 42 -0 undefined null true",
            "{\n  a: 1,\n  'b-c': 'x',\n  nested: { deep: { deeper: [Object] } },\n  list: [ 1, [ 2, [Array] ] ]\n}",
            "[] {} [ undefined, null ]",
            "[Function: named] [Function (anonymous)] [class Thing]",
            "Map(1) { 'k' => 1 } Set(2) { 1, 2 }",
            "<ref *1> { name: 'loop', self: [Circular *1] }",
            "Ada is 36.5 years extra",
        ])
    }

    /// The describer is evaluated when a value is first described (after the script has run),
    /// from builtins captured before any script ran: replacing them first changes nothing.
    @Test func aDescriberLoadedAfterAScriptReplacedBuiltinsDescribesAsBefore() async throws {
        let values = """
            console.log({ a: [1, 2, 3], m: new Map([[1, 'x']]), s: 'it\\'s', r: /x+/gi, d: new Date(0) });
            console.log(Array.from({ length: 30 }, (_, i) => i * 37), new Float64Array(8));
            console.log(new Error('deep'));
            """
        // As many lines before the values as the hostile script has, so the stacks agree.
        let plain = try await printed(String(repeating: "//\n", count: 5) + values)
        let hostile = try await printed("""
            for (const name of ['sqrt', 'round', 'floor', 'min', 'max']) Math[name] = () => { throw new Error('Math.' + name); };
            Reflect.apply = () => { throw new Error('Reflect.apply'); };
            Object.getOwnPropertyDescriptor = Object.keys = Object.getPrototypeOf = () => { throw new Error('Object'); };
            String.prototype.slice = Array.prototype.join = () => { throw new Error('slice/join'); };
            Object.defineProperty(Object.prototype, 'then', { get() { throw new Error('then'); } });

            """ + values)
        #expect(plain.count == 3)
        #expect(hostile == plain)
        #expect(!plain[1].contains("could not be described"))
    }

    @Test func printsErrorsWithTheirStack() async throws {
        let lines = try await printed("function f() { return new Error('bad'); }\nconsole.error(f());")
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("Error: bad\n    at f@test.js:1:"))
    }

    @Test func levelsFollowReactNative() async throws {
        let host = TestHost()
        let runtime = try await host.runtime()
        _ = try await runtime.run("console.debug('d'); console.log('l'); console.info('i'); console.warn('w'); console.error('e');")
        #expect(host.logEntries.map(\.0) == [.trace, .info, .info, .warn, .error])
        await runtime.shutdown()
    }
}
