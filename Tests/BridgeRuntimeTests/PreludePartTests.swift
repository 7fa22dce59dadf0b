@testable import BridgeRuntime
import CJavaScriptCore
import Testing

/// The parts of the built-in JS half evaluated on first use (PreludePart), and what stays lazy.
@Suite struct PreludePartTests {
    /// Each part's text is a block that runs with its toolkit as `this[0]`: given an empty one, it
    /// parses and starts, and what it throws (reading the toolkit's builtins) comes back as
    /// `[undefined, thrown]`.
    @Test(arguments: PreludePart.allCases)
    func everyPartRunsAsABlockWithItsToolkit(part: PreludePart) async throws {
        let runtime = try await TestHost().runtime()
        let thrown = try await runtime.onJSThread { js in
            js.bridge.assumeOnJSThread { bridge -> String? in
                let engine = bridge.engine
                guard let context = engine.context,
                      let outcome = engine.object(engine.runPart(part.script, toolkit: JSObjectMake(context, nil, nil))),
                      let error = engine.object(engine.property(outcome, "1"))
                else { return nil }
                return engine.string(engine.property(error, "name"))
            }
        }
        #expect(thrown == "TypeError", "\(part.sourceURL)")
        await runtime.shutdown()
    }

    @Test func partsModulesAndEnvironmentAreMadeOnFirstUseAndKept() async throws {
        let host = TestHost()
        let runtime = try await host.runtime { $0.process = ProcessInfoForJS(argv: ["x"]) }
        let result = try await runtime.evaluate("""
            const rn = require('react-native');
            const same = [rn.AppRegistry === AppRegistry, rn.AppRegistry === rn.AppRegistry, rn.AsyncStorage === rn.AsyncStorage,
                          rn.NativeModules.HeadlessJsTaskSupport === NativeModules.HeadlessJsTaskSupport, process.env === process.env];
            const listed = Object.keys(NativeModules).includes('HeadlessJsTaskSupport');
            [same.every(Boolean), listed, typeof process.env.PATH, typeof __fbBatchedBridgeConfig.remoteModuleConfig.length]
            """)
        #expect(result == [true, true, "string", "number"])
        await runtime.shutdown()
    }

    /// Many modules (more than a start used to define one call at a time): each is listed in
    /// registration order, stays an accessor until read, is made once, and a value a script
    /// assigns first replaces it.
    @Test func aLongListOfModulesIsDefinedLazilyInOrder() async throws {
        let names = (0..<60).map { "Numbered\($0)" }
        let factories: [Runtime.ModuleFactory] = names.enumerated().map { index, name in
            { _ in ModuleDefinition(name) { m in m.sync("index") { () -> Int in index } } }
        }
        let runtime = try await TestHost().runtime(factories)
        let result = try await runtime.evaluate("""
            const ours = Object.keys(NativeModules).filter(name => name.startsWith('Numbered'));
            const kind = (name) => 'value' in Object.getOwnPropertyDescriptor(NativeModules, name) ? 'data' : 'accessor';
            const before = kind('Numbered41');
            const first = NativeModules.Numbered41;
            NativeModules.Numbered7 = 'mine';
            [ours.join() === \(names.map { "'\($0)'" }.joined(separator: " + ',' + ")), before, kind('Numbered41'),
             first === NativeModules.Numbered41, first.index(), NativeModules.Numbered59.index(), NativeModules.Numbered7, kind('Numbered3')]
            """)
        #expect(result == [true, "accessor", "data", true, 41, 59, "mine", "accessor"])
        await runtime.shutdown()
    }
}

/// The prelude's files are run when first needed: until then each global they define is an
/// accessor standing in for them.
@Suite struct LazyGlobalsTests {
    /// Three files: the bridge's and the timers', each made alone; the rest (`process`,
    /// `require`, ...), which builds on the bridge. Reading one makes only it and what it builds
    /// on, and no global appears or goes.
    @Test func theStandInsAreExactlyTheGlobalsEachFileDefines() async throws {
        let runtime = try await TestHost().runtime { $0.process = ProcessInfoForJS(argv: ["x"]) }
        let result = try await runtime.evaluate("""
            const names = () => Object.getOwnPropertyNames(globalThis).sort().join();
            const kind = (name) => 'value' in Object.getOwnPropertyDescriptor(globalThis, name) ? 'data' : 'accessor';
            const kinds = () => ['setTimeout', 'performance', 'NativeModules', 'process', 'require'].map(kind).join();
            const before = names(), first = kinds();
            const modules = typeof NativeModules + typeof BatchedBridge.getCallableModule;
            const bridge = kinds();
            void setTimeout;
            const timers = kinds(), between = names();
            [before === between && between === names(), first, bridge, timers, modules,
             typeof process.exit, typeof require, kinds()]
            """)
        #expect(result == [true, "accessor,accessor,accessor,accessor,accessor", "accessor,accessor,data,accessor,accessor",
                           "data,data,data,accessor,accessor", "objectfunction", "function", "function", "data,data,data,data,data"])
        await runtime.shutdown()
    }

    /// A script that uses timers, microtasks and `performance` and nothing of the bridge makes
    /// the timers' file alone, the timers firing included; what a timer throws still reaches
    /// `process`'s listeners added after the timer was set.
    @Test func timersAloneLeaveTheBridgeUnmadeAndTheirErrorsFindLaterListeners() async throws {
        let host = TestHost()
        let runtime = try await host.runtime { $0.process = ProcessInfoForJS(argv: ["x"]) }
        let alone = try await runtime.run("""
            const kind = (name) => 'value' in Object.getOwnPropertyDescriptor(globalThis, name) ? 'data' : 'accessor';
            var seen = [];
            const id = setInterval(() => { seen.push('interval'); clearInterval(id); }, 1);
            setTimeout((a, b) => { seen.push(a + b); queueMicrotask(() => seen.push('micro')); }, 2, 'time', 'out');
            setImmediate(() => seen.push(typeof performance.now()));
            """, then: "[...seen, kind('NativeModules'), kind('process'), kind('NativeEventEmitter')]")
        #expect(alone == ["number", "interval", "timeout", "micro", "accessor", "accessor", "accessor"])
        let listened = try await runtime.run("""
            var got = [];
            setTimeout(() => { throw new Error('late'); }, 5);
            process.on('uncaughtException', (e) => got.push(e.message));
            """, then: "got")
        #expect(listened == ["late"])
        #expect(host.uncaught.isEmpty)
        await runtime.shutdown()
    }

    /// `process` needs no bridge either: its ticks, its listeners for what nobody caught and its
    /// writes work with the bridge, the timers and the globals' file all unmade.
    @Test func processAloneLeavesTheBridgeAndTimersUnmade() async throws {
        let result = try await runWithProcess(argv: ["x", "y"], """
            const kind = (name) => 'value' in Object.getOwnPropertyDescriptor(globalThis, name) ? 'data' : 'accessor';
            var seen = [process.argv.length, typeof process.env, process.cwd().length > 0, process.memoryUsage().rss > 0];
            process.on('uncaughtException', (e) => seen.push('caught ' + e.message));
            Promise.resolve().then(() => seen.push('promise'));
            process.nextTick(() => { seen.push('tick'); throw new Error('in a tick'); });
            """, then: "[...seen, kind('NativeModules'), kind('setTimeout'), kind('require'), kind('process')]")
        #expect(result == [2, "object", true, true, "tick", "caught in a tick", "promise", "accessor", "accessor", "accessor", "data"])
    }

    /// `process` is made without node's events: its prototype's prototype stands in for
    /// EventEmitter.prototype (one stand-in per method) until a listener method or
    /// `require('events')` makes them; then it is EventEmitter.prototype, and what `process`
    /// holds (its keys, in order, and its emitter state) is what it held.
    @Test func processBecomesAnEventEmitterOnlyWhenTheEventsAreMade() async throws {
        let result = try await runWithProcess("""
            const keys = (o) => Reflect.ownKeys(o).map(String).join();
            const standIn = Object.getPrototypeOf(Object.getPrototypeOf(process));
            const before = [keys(process), JSON.stringify([process._eventsCount, process._maxListeners]), typeof process.exit];
            let seen = [];
            process.emit = function (name, ...args) { seen.push('emit ' + name); return standIn.emit.call(this, name, ...args); };
            const EventEmitter = require('events');
            const chain = Object.getPrototypeOf(Object.getPrototypeOf(process));
            const methods = Object.keys(EventEmitter.prototype).filter((k) => typeof EventEmitter.prototype[k] === 'function');
            process.on('x', (v) => seen.push('x ' + v));
            process.emit('x', 1);
            delete process.emit;
            process.emit('x', 2);
            """, then: """
            [standIn !== EventEmitter.prototype, chain === EventEmitter.prototype, process instanceof EventEmitter,
             keys(standIn) === methods.join(), before[0] === keys(process), ...before.slice(1), keys(Object.getPrototypeOf(process)),
             process.on === EventEmitter.prototype.on, process.listeners('warning').length, ...seen]
            """)
        // Adding a listener emits 'newListener' (node's own listener for it takes signals' names).
        #expect(result == [true, true, true, true, true, "[0,null]", "function", "constructor", true, 1, "emit newListener", "emit x", "x 1", "x 2"])
    }

    /// A script that locks `process`'s prototype before the events are made still has its
    /// listener methods, and node's own listener is there.
    @Test func processKeepsItsEventsWhenItsPrototypeIsLocked() async throws {
        let result = try await runWithProcess("""
            Object.preventExtensions(Object.getPrototypeOf(process));
            var heard = [];
            process.on('custom', (v) => heard.push(v));
            process.emit('custom', 1);
            """, then: "[...heard, process.listenerCount('custom'), process.listeners('warning').length]")
        #expect(result == [1, 1, 1])
    }

    /// `script`, then `then`, in a runtime whose host gives it a process with `argv`; nothing
    /// reaches the host as uncaught.
    private func runWithProcess(argv: [String] = ["x"], _ script: String, then: String) async throws -> BridgeValue {
        let host = TestHost()
        let runtime = try await host.runtime { $0.process = ProcessInfoForJS(argv: argv) }
        let result = try await runtime.run(script, then: then)
        #expect(host.uncaught.isEmpty)
        await runtime.shutdown()
        return result
    }

    @Test func whatAScriptGaveAGlobalBeforeTheFileRanIsKept() async throws {
        let runtime = try await TestHost().runtime()
        let result = try await runtime.evaluate("""
            function setTimeout() { return 'mine'; }
            delete globalThis.clearImmediate;
            const made = typeof setInterval;
            globalThis.queueMicrotask = 5;
            [setTimeout(), 'clearImmediate' in globalThis, made, queueMicrotask, typeof clearTimeout]
            """)
        #expect(result == ["mine", false, "function", 5, "function"])
        await runtime.shutdown()
    }

    @Test func assigningAGlobalFirstRunsTheFileAndKeepsTheValue() async throws {
        let runtime = try await TestHost().runtime()
        let result = try await runtime.evaluate("""
            globalThis.setImmediate = 'a';
            [setImmediate, typeof setTimeout, typeof DeviceEventEmitter.addListener]
            """)
        #expect(result == ["a", "function", "function"])
        await runtime.shutdown()
    }

    @Test func nativeCallsReachItsModulesBeforeAnyScriptReadsAGlobal() async throws {
        let runtime = try await TestHost().runtime()
        _ = try await runtime.evaluate("globalThis.seen = []; 1")
        _ = try await runtime.callJSModule("JSTimers", "callTimers", [.array([])])
        _ = try await runtime.callJSModule("RCTDeviceEventEmitter", "emit", ["nobody"])
        let result = try await runtime.evaluate("typeof setTimeout")
        #expect(result == "function")
        await runtime.shutdown()
    }

    @Test func performanceCountsFromTheRuntimesStartWhenFirstReadLater() async throws {
        let runtime = try await TestHost().runtime()
        let result = try await runtime.evaluate("""
            const start = Date.now();
            while (Date.now() - start < 30) {}
            performance.now() >= 30
            """)
        #expect(result == true)
        await runtime.shutdown()
    }
}

extension LazyGlobalsTests {
    @Test func aFirstUseAtTheEdgeOfTheStackLeavesTheGlobalsWorking() async throws {
        let runtime = try await TestHost().runtime()
        // Each frame from the stack's limit up asks for setTimeout until one can have it.
        let result = try await runtime.evaluate("""
            let failures = 0;
            function deep(n) {
              try { return deep(n + 1); } catch (e) {
                try { void setTimeout; } catch (inner) { failures++; throw inner; }
                return n;
              }
            }
            deep(0);
            setTimeout(() => { globalThis.fired = 'fired'; }, 1);
            [failures > 0, typeof clearTimeout, typeof queueMicrotask]
            """)
        #expect(result == [true, "function", "function"])
        await runtime.waitUntilIdle()
        #expect(try await runtime.evaluate("globalThis.fired") == "fired")
        await runtime.shutdown()
    }
}

extension LazyGlobalsTests {
    @Test func aScriptThatUsesNoneOfThemLeavesThePreludeUnmade() async throws {
        let runtime = try await TestHost().runtime()
        let result = try await runtime.evaluate("""
            const standing = ['NativeModules', '__fbBatchedBridge', '__fbBatchedBridgeConfig', 'setTimeout']
              .filter(name => typeof Object.getOwnPropertyDescriptor(globalThis, name).get === 'function');
            console.log('hello');
            [standing.length, global === globalThis, typeof nativeModuleProxy]
            """)
        #expect(result == [4, true, "object"])
        // Native code that needs the bridge makes it.
        _ = try await runtime.callJSModule("RCTDeviceEventEmitter", "emit", ["nobody"])
        #expect(try await runtime.evaluate("'value' in Object.getOwnPropertyDescriptor(globalThis, '__fbBatchedBridge')") == true)
        await runtime.shutdown()
    }

    /// A JS half the bundle brings defines its own bridge object: native code uses it, and the
    /// built-in one is never made.
    @Test func aBridgeObjectTheBundleDefinesIsUsedWithoutMakingThePrelude() async throws {
        let runtime = try await TestHost().runtime()
        _ = try await runtime.evaluate("""
            globalThis.calls = [];
            Object.defineProperty(globalThis, '__fbBatchedBridge', { configurable: true, value: {
              callFunctionReturnFlushedQueue(module, method, args) { calls.push(module + '.' + method + ':' + args.join()); return null; },
              invokeCallbackAndReturnFlushedQueue() { return null; },
              flushedQueue() { return null; },
            } });
            1
            """)
        _ = try await runtime.callJSModule("Greeter", "hello", ["there"])
        let result = try await runtime.evaluate("[calls.join(), typeof Object.getOwnPropertyDescriptor(globalThis, 'NativeModules').get]")
        #expect(result == ["Greeter.hello:there", "function"])
        await runtime.shutdown()
    }

    /// The prelude made after a script ran takes what it needs from native code as native made
    /// it; one that cannot run to its end says so, and the next use tries again.
    @Test func whatAScriptReplacesBeforeThePreludeIsMadeChangesNothingInIt() async throws {
        let runtime = try await TestHost().runtime([{ _ in ModuleDefinition("Probe") { m in m.sync("one") { () -> Int in 1 } } }])
        let result = try await runtime.evaluate("""
            globalThis.nativeRequireModuleConfig = () => { throw new Error('replaced'); };
            globalThis.nativePerformanceNow = () => -1e9;
            // Every property descriptor the prelude writes now has a getter as well: it cannot run.
            Object.defineProperty(Object.prototype, 'get', { configurable: true, value: () => 0 });
            let first;
            try { void NativeModules; } catch (e) { first = e.message; }
            delete Object.prototype.get;
            [first, NativeModules.Probe.one(), performance.now() >= 0, typeof setTimeout]
            """)
        #expect(result == ["bridge: the built-in JS half that defines NativeModules did not run to its end", 1, true, "function"])
        await runtime.shutdown()
    }

    /// The module the builtins tests call: a constant and a promise, a sync and a callback method.
    static let probe: Runtime.ModuleFactory = { _ in ModuleDefinition("Probe") { m in
        m.promise("echo(value:)") { (value: BridgeValue) in value }
        m.sync("twice(number:)") { (number: Int) -> Int in 2 * number }
        m.callback("answer(question:callback:)") { (_: String, callback: BridgeCallback) in callback(42) }
        m.constant("unit", "cm")
    } }

    /// The JS half's files made after scripts run take their builtins as they were before any
    /// script ran (the intrinsics' primordials), as node's own code does.
    @Test func builtinsAScriptDeletedOrReplacedFirstDoNotBreakTheFilesMadeLater() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([Self.probe]) { $0.process = ProcessInfoForJS(argv: ["test.js"]) }
        let result = try await runtime.run("""
            const OriginalError = Error;
            const trap = () => { throw new OriginalError('a replaced builtin ran'); };
            JSON.stringify = trap;
            Array.isArray = trap;
            for (const name of ['Map', 'Set', 'Float64Array', 'Uint8Array', 'ArrayBuffer', 'Math', 'Symbol', 'BigInt', 'Date'])
              delete globalThis[name];
            for (const name of ['Object', 'Array', 'Error', 'TypeError', 'RangeError', 'String', 'Number'])
              globalThis[name] = trap;
            // A bundle's own Promise is what promise methods return, as in React Native.
            globalThis.Promise = class Polyfilled extends Promise {};
            globalThis.seen = [];
            setTimeout(() => seen.push('timer'), 0);
            queueMicrotask(() => seen.push('microtask'));
            process.nextTick(() => seen.push('tick'));
            const echoed = NativeModules.Probe.echo('x');
            echoed.then((v) => seen.push(`echo ${v} (${echoed.constructor.name})`));
            seen.push('twice ' + NativeModules.Probe.twice(21));
            // Argument messages are made with functions taken before any script ran.
            for (const extra of ['extra', [2]])
              try { NativeModules.Probe.answer('why', extra); } catch (e) { seen.push(e.message); }
            console.count('n');
            console.count('n');
            """, then: "seen")
        guard case .array(let seen) = result else { Issue.record("not an array: \(result)"); return }
        #expect(Array(seen.prefix(5)) == [
            "twice 42",
            #"Probe.answer: argument 2 (callback): expected a function, got string "extra""#,
            "Probe.answer: argument 2 (callback): expected a function, got array",
            "tick", "microtask",
        ])
        // The native answer and the timer race each other.
        let raced = seen.dropFirst(5).map { value -> String in if case .string(let text) = value { text } else { "\(value)" } }
        #expect(raced.sorted() == ["echo x (Polyfilled)", "timer"])
        #expect(host.lines == ["n: 1", "n: 2"])
        #expect(host.uncaught.isEmpty)
        await runtime.shutdown()
    }

    /// A script that replaces builtins' statics first (every function of `Object`, `Reflect`,
    /// `Math` and `JSON`, and the constructors' statics the runtime's own files would otherwise
    /// use) still gets NativeModules, its calls, events and timers, and none of its replacements
    /// runs: the files made later keep what they use as it was before any script ran.
    @Test func staticsAScriptReplacedFirstDoNotBreakTheFilesMadeLater() async throws {
        let host = TestHost()
        let runtime = try await host.runtime([Self.probe]) { $0.process = ProcessInfoForJS(argv: ["test.js"]) }
        let result = try await runtime.run("""
            const OriginalError = Error;
            let ran = 0;
            for (const [builtin, keys] of [[Object, Object.getOwnPropertyNames(Object)], [Reflect, Reflect.ownKeys(Reflect)],
                                           [Math, Object.getOwnPropertyNames(Math)], [JSON, ['stringify', 'parse']],
                                           [Array, ['isArray', 'from']], [Promise, ['resolve', 'reject']], [Date, ['now']],
                                           [Number, ['isInteger', 'isNaN', 'isSafeInteger']], [Symbol, ['for']], [ArrayBuffer, ['isView']]])
              for (const key of keys)
                if (typeof builtin[key] === 'function') builtin[key] = () => { ran++; throw new OriginalError(`${key} was replaced`); };
            globalThis.seen = [];
            setTimeout(() => seen.push('timer'), 0);
            queueMicrotask(() => seen.push('microtask'));
            process.nextTick(() => seen.push('tick'));
            seen.push('unit ' + NativeModules.Probe.unit, 'twice ' + NativeModules.Probe.twice(21));
            NativeModules.Probe.echo({ list: [1, 'two'] }).then((v) => seen.push(`echo ${v.list[1]}`));
            NativeModules.Probe.answer('why', (n) => seen.push('answer ' + n));
            try { NativeModules.Probe.answer('why', 'extra'); } catch (e) { seen.push(e.message); }
            const emitter = new NativeEventEmitter(NativeModules.Probe);
            emitter.addListener('x', () => {}).remove();
            AppRegistry.registerComponent('App', () => () => null);
            process.once('ping', (value) => seen.push('ping ' + value));
            process.emit('ping', 1);
            seen.push('apps ' + AppRegistry.getAppKeys().length, 'hrtime ' + process.hrtime([0, 0]).length, 'replaced ran ' + ran);
            """, then: "seen")
        guard case .array(let seen) = result else { Issue.record("not an array: \(result)"); return }
        #expect(Array(seen.prefix(8)) == [
            "unit cm", "twice 42", #"Probe.answer: argument 2 (callback): expected a function, got string "extra""#,
            "ping 1", "apps 1", "hrtime 2", "replaced ran 0", "tick",
        ])
        let rest = seen.dropFirst(8).map { value -> String in if case .string(let text) = value { text } else { "\(value)" } }
        #expect(rest.sorted() == ["answer 42", "echo two", "microtask", "timer"])
        #expect(host.uncaught.isEmpty)
        await runtime.shutdown()
    }
}
