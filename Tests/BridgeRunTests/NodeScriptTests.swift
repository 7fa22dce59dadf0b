import Foundation
import ProgramTestSupport
import Testing

/// Short scripts that print the same and end with the same status under node and bridge-run:
/// `process`'s events, `process.nextTick`'s order and node's timer objects.
@Suite struct NodeScriptTests {
    /// `process`'s events as node emits them: 'exit' and 'beforeExit' at the end of the loop and
    /// at process.exit, 'uncaughtException' and 'unhandledRejection' for what nobody caught, and
    /// the listener methods.
    static let processEvents: [String] = [
        // The end of the loop: 'beforeExit' while its listeners give the loop more work, then 'exit'.
        "process.on('exit', c => console.log('exit', c)); process.on('beforeExit', c => console.log('before', c)); process.exitCode = 4",
        "let n = 0; process.on('beforeExit', () => { if (n++ < 2) setTimeout(() => console.log('more', n), 0) }); process.on('exit', c => console.log('exit', c))",
        "process.on('beforeExit', async () => { await null; console.log('async before') }); process.on('exit', () => console.log('bye'))",
        "process.on('exit', c => { console.log('exit', c); process.exitCode = 9; setTimeout(() => console.log('never'), 0) })",
        "setTimeout(() => { process.exitCode = 3 }, 5); process.on('exit', c => console.log('exit', c))",
        "process.on('beforeExit', () => { console.log('be'); process.exit(6) }); process.on('exit', c => console.log('exit', c))",
        // process.exit: 'exit' once, before the process ends.
        "process.on('exit', c => console.log('exit', c)); process.exit(2); console.log('after')",
        "process.on('exit', c => { console.log('exit', c); process.exit(8) }); process.exit(1)",
        // Both go through process.emit, which a script may wrap, with or without listeners.
        "const emit = process.emit; process.emit = function (name, ...args) { console.log('emit', name, args); return emit.call(this, name, ...args) }; process.exitCode = 3",
        "process.on('exit', c => console.log('exit', c)); const emit = process.emit; process.emit = function (name, ...args) { console.log('emit', name); return emit.apply(this, [name, ...args]) }; setTimeout(() => process.emit('custom'), 1)",
        "process.once('exit', () => console.log('never')); process.emit = () => { console.log('swallowed'); return false }",
        // The listener methods.
        "process.once('exit', () => console.log('once')); console.log(process.listenerCount('exit'), typeof process.emit, typeof process.off)",
        "const f = () => console.log('f'); process.on('exit', f); process.on('exit', () => console.log('g')); process.off('exit', f); console.log(process.listeners('exit').length)",
        "console.log(process.emit('custom', 1), process.on('custom', (a, b) => console.log('custom', a, b)) === process, process.emit('custom', 1, 2))",
        "process.prependListener('exit', () => console.log('first')); process.on('exit', () => console.log('second')); process.prependOnceListener('exit', () => console.log('zeroth'))",
        "const g = () => console.log('g'); process.once('custom', g); process.removeListener('custom', g); console.log(process.emit('custom'))",
        "process.on('exit', 5)",
        // Warnings: node's checks, a 'warning' event in a tick (after its own listener).
        "process.on('warning', w => console.log(w.name, w.message, w.code, w.detail, w instanceof Error)); process.emitWarning('a'); process.emitWarning('b', 'T', 'C'); process.emitWarning('c', { type: 'U', code: 'D', detail: 'more' }); process.emitWarning('d', function ctor() {}); console.log('sync first', process.listenerCount('warning'))",
        "for (const args of [[5], ['x', 5], ['x', 'T', 5], [null], [{}]]) try { process.emitWarning(...args); console.log('taken') } catch (e) { console.log(e.name, e.code, e.message) }",
        "const e = new Error('as error'); e.name = 'Mine'; process.on('warning', w => console.log(w === e)); process.emitWarning(e); setTimeout(() => { process.removeAllListeners('warning'); process.emitWarning('unheard'); console.log('end') }, 1)",
        "const m = process.memoryUsage(); console.log(Object.keys(m).join(), Object.values(m).every(v => Number.isInteger(v) && v >= 0), m.rss > 1e6, m.heapUsed > 0, m.heapTotal >= m.heapUsed, process.memoryUsage.rss() > 1e6)",
        // What nobody caught goes to the listeners.
        "process.on('uncaughtException', (e, o) => console.log('handled', e.message, o)); throw new Error('u')",
        "process.on('unhandledRejection', (r, p) => console.log('unhandled', r, p instanceof Promise)); Promise.reject('why')",
        "process.on('uncaughtException', (e, o) => console.log('caught', e.message, o)); Promise.reject(new Error('rej'))",
        "process.on('uncaughtException', e => console.log('timer', e.message)); setTimeout(() => { throw new Error('t') }, 1); setTimeout(() => console.log('still running'), 5)",
        "process.on('uncaughtException', e => console.log('micro', e.message)); queueMicrotask(() => { throw new Error('m') })",
        "process.on('exit', c => console.log('exit', c)); process.on('uncaughtException', e => { console.log('h', e.message); process.exitCode = 3 }); throw new Error('x')",
        "process.once('uncaughtException', e => console.log('once only', e.message)); setTimeout(() => { throw new Error('a') }, 1); setTimeout(() => { throw new Error('b') }, 3)",
        // Without listeners: fatal, after 'exit' (whose listeners may still set the status).
        "process.on('exit', c => { console.log('exit', c, process.exitCode); process.exitCode = 5 }); throw new Error('x')",
        // A script's uncaught throw ends it before anything it queued runs: ticks, promise jobs, timers.
        "process.on('exit', c => console.log('exit', c)); process.nextTick(() => console.log('tick')); Promise.resolve().then(() => console.log('job')); setTimeout(() => console.log('timer'), 0); console.log('main'); throw new Error('x')",
        "queueMicrotask(() => console.log('micro')); (async () => { await null; console.log('awaited') })(); null.property",
        "process.on('exit', c => console.log('exit', c)); setTimeout(() => { throw new Error('x') }, 1); setInterval(() => {}, 1000)",
        "process.on('exit', c => console.log('exit', c)); Promise.reject(new Error('r'))",
        "process.on('beforeExit', c => console.log('before', c)); Promise.reject(new Error('r'))",
        "process.on('unhandledRejection', r => console.log('r', r)); throw new Error('not a rejection')",
    ]

    /// `process.kill` and the signals' events, as node has them: a listener takes the signal (the
    /// process then lives through it), `(name, number)` in a later turn, a signal a process sends
    /// itself included; without listeners, or once the last is removed, the signal does what it
    /// did before (SIGTERM ends the process); a listener does not keep the loop alive. The timers
    /// that order output after a signal leave room for a loaded machine, where either process may
    /// hear it only once a thread of its own is scheduled.
    static let signals: [String] = [
        "process.on('SIGUSR2', (s, n) => console.log('got', s, n)); console.log(process.kill(process.pid, 'SIGUSR2')); setTimeout(() => console.log('timer'), 400); console.log('after kill')",
        "process.once('SIGTERM', s => { console.log('once', s); process.kill(process.pid, 'SIGTERM') }); process.kill(process.pid); setTimeout(() => console.log('never'), 2000)",
        "const h = () => console.log('heard'); process.on('SIGTERM', h); process.off('SIGTERM', h); process.kill(process.pid, 'SIGTERM'); setTimeout(() => console.log('never'), 2000)",
        "process.on('SIGHUP', s => { console.log('hup', s); clearInterval(t) }); const t = setInterval(() => {}, 1000); process.kill(process.pid, 1)",
        "process.on('SIGUSR2', () => console.log('never')); console.log('done')",
        "console.log(process.eventNames())",
        "try { process.on('SIGKILL', () => {}) } catch (e) { console.log(e.name, e.code, e.errno, e.syscall, e.message) } console.log(process.listenerCount('SIGKILL')); process.on('SIGFOO', () => {}); console.log('not a signal: taken')",
        // SIGUSR1 (node's inspector, the engine's pausing of threads): the script runs on.
        "console.log('before'); process.kill(process.pid, 'SIGUSR1'); setTimeout(() => console.log('after'), 50)",
        "process.on('SIGUSR1', (s) => console.log('heard', s)); process.kill(process.pid, 'SIGUSR1'); setTimeout(() => console.log('after'), 400)",
        // Two names for one signal: each name's listeners hear it; it is taken until both have none.
        "const a = (s, n) => console.log('io', s, n), b = (s, n) => console.log('poll', s, n); process.on('SIGIO', a); process.on('SIGPOLL', b); process.kill(process.pid, 'SIGIO'); setTimeout(() => { process.removeListener('SIGIO', a); process.kill(process.pid, 'SIGPOLL'); setTimeout(() => { process.removeListener('SIGPOLL', b); console.log('released'); process.kill(process.pid, 'SIGIO'); setTimeout(() => console.log('never'), 1000) }, 400) }, 400)",
        // A signal a script sends itself is heard before the next immediate.
        "process.on('SIGUSR2', (s) => console.log('got', s)); process.kill(process.pid, 'SIGUSR2'); setImmediate(() => console.log('immediate'))",
        // One that arrives when nothing else keeps the loop alive is not emitted, unless
        // 'beforeExit' gives the loop more work (a timer, an immediate; a promise job is not).
        "process.on('SIGUSR2', () => console.log('got')); process.kill(process.pid, 'SIGUSR2'); process.on('exit', () => console.log('exit')); console.log('end')",
        "let n = 0; process.on('SIGUSR2', () => console.log('got')); process.on('beforeExit', () => { console.log('beforeExit', n); if (n++ < 1) setTimeout(() => console.log('timer'), 10) }); process.kill(process.pid, 'SIGUSR2'); console.log('end')",
        "let n = 0; process.on('SIGUSR2', () => console.log('got')); process.on('beforeExit', () => { console.log('beforeExit', n); if (n++ < 1) setImmediate(() => console.log('immediate')) }); process.kill(process.pid, 'SIGUSR2')",
        "let n = 0; process.on('SIGUSR2', () => console.log('got')); process.on('beforeExit', () => { console.log('beforeExit', n); if (n++ < 1) Promise.resolve().then(() => console.log('job')) }); process.kill(process.pid, 'SIGUSR2')",
        "process.on('SIGIOT', () => console.log('iot')); process.on('SIGABRT', () => console.log('abrt')); process.kill(process.pid, 'SIGABRT'); setTimeout(() => process.exit(0), 400)",
        // SIGPIPE and SIGXFSZ are ignored as node ignores them (a write fails instead), and
        // SIGWINCH is ignored by default: the script runs on; a listener still hears SIGPIPE.
        "process.kill(process.pid, 'SIGPIPE'); process.kill(process.pid, 'SIGXFSZ'); process.kill(process.pid, 28); setTimeout(() => console.log('alive'), 50)",
        "process.on('SIGPIPE', (s) => { console.log('heard', s); process.removeAllListeners('SIGPIPE') }); process.kill(process.pid, 'SIGPIPE'); setTimeout(() => console.log('alive'), 400)",
        "for (const args of [[process.pid, 'SIGFOO'], [4194305, 0], ['abc'], [1.5], [process.pid, 1.5], [process.pid, -1], [process.pid, 'toString']]) try { console.log(process.kill(...args)) } catch (e) { console.log(e.name, e.code, e.errno, e.syscall, e.message) } console.log(process.kill(process.pid, 0), process.kill(String(process.pid), 0), process.kill.name, process.kill.length)",
    ]

    /// What setTimeout and setInterval return: node's `Timeout`, with ref/unref/hasRef/refresh,
    /// and its number as its primitive.
    static let timers: [String] = [
        // unref() then ref() moves no timer: timers due together still fire in the order made.
        "const a = setTimeout(() => console.log('a'), 10); setTimeout(() => console.log('b'), 10); a.unref(); a.ref()",
        "const e = setTimeout(() => console.log('e'), 30); setTimeout(() => console.log('f'), 30); e.unref(); setTimeout(() => e.ref(), 5)",
        "const i = setInterval(() => { console.log('tick'); clearInterval(i) }, 10); setTimeout(() => console.log('t'), 10); i.unref(); i.ref()",
        // setImmediate's Immediate: ref/unref/hasRef, ref'd only while it is still to run.
        "const c = setImmediate(() => console.log('c')); setImmediate(() => console.log('d')); c.unref(); c.ref(); console.log(c.hasRef(), typeof c[Symbol.toPrimitive]); setImmediate(() => console.log('after', c.hasRef()))",
        "const h = setImmediate(() => console.log('never')); clearImmediate(h); console.log(h.hasRef(), Object.getOwnPropertyNames(Object.getPrototypeOf(h)).sort().join())",
        "const t = setTimeout(() => console.log('never'), 100000); t.unref(); console.log('done')",
        // Due, one that is unref'd fires only while something else keeps the loop alive.
        "setTimeout(() => console.log('never'), 0).unref(); const s = Date.now(); while (Date.now() - s < 5); console.log('end')",
        "setTimeout(() => console.log('unref'), 0).unref(); setTimeout(() => console.log('ref'), 5)",
        "setTimeout(() => console.log('never'), 0).unref(); process.on('beforeExit', () => console.log('beforeExit')); const s = Date.now(); while (Date.now() - s < 5);",
        "const t = setTimeout(() => console.log('ran'), 1); console.log(typeof t.ref, t.hasRef(), t.unref().hasRef(), t.ref().hasRef())",
        // Whether a timer is ref'd is its own flag, kept once it fired or was cleared.
        "const a = setTimeout(() => {}, 0); clearTimeout(a); console.log(a.hasRef(), a.unref().hasRef(), a.ref().hasRef()); const b = setTimeout(() => setTimeout(() => console.log('fired', b.hasRef()), 1), 0)",
        "const d = setInterval(() => {}, 10); d.unref(); clearInterval(d); console.log(d.hasRef(), setTimeout(() => {}, 0).unref().hasRef())",
        "const t = setTimeout(() => console.log('refreshed'), 5); t.refresh(); console.log(typeof t[Symbol.toPrimitive], typeof +t)",
        "const t = setTimeout(() => console.log('by number'), 5); clearTimeout(+t); const m = {}; m[t] = 1; console.log(Object.keys(m).length)",
        "let n = 0; const keep = setTimeout(() => {}, 100000); setInterval(() => { if (n < 3) console.log('tick', ++n); if (n === 3) clearTimeout(keep); }, 1).unref()",
        "const t = setTimeout(() => console.log('ref again'), 3); t.unref(); t.ref()",
        "const t = setTimeout(() => console.log('x'), 5); t.close(); console.log(typeof t)",
        "let n = 0; const t = setInterval(() => { console.log('tick', ++n); if (n === 2) clearInterval(t); }, 2)",
        "setTimeout((a, b) => console.log(a, b), 1, 'x', 'y'); clearTimeout(undefined); clearTimeout(null); clearInterval({})",
    ]

    /// process.nextTick's callbacks run before the promise jobs of the same turn, and after
    /// them when a promise job queued them, as node orders them.
    static let ticks: [String] = [
        "setTimeout(() => console.log('timeout'), 0); Promise.resolve().then(() => console.log('promise')); process.nextTick(() => console.log('tick')); console.log('sync')",
        "Promise.resolve().then(() => { console.log('p1'); process.nextTick(() => console.log('tick in promise')); }).then(() => console.log('p2'))",
        "process.nextTick(() => { console.log('t1'); process.nextTick(() => console.log('t2')); Promise.resolve().then(() => console.log('p')); })",
        "setTimeout(() => { Promise.resolve().then(() => console.log('p')); process.nextTick(() => console.log('t')); console.log('cb'); }, 1)",
        "(async () => { await null; process.nextTick(() => console.log('tick')); console.log('a'); })(); Promise.resolve().then(() => console.log('b'))",
        "process.nextTick((a, b) => console.log(a + b), 1, 2); try { process.nextTick(5) } catch (e) { console.log(e.name, e.code) }",
        "process.on('uncaughtException', e => console.log('caught', e.message)); process.nextTick(() => { throw new Error('tick throw') }); process.nextTick(() => console.log('after'))",
        "process.nextTick(() => { throw new Error('fatal tick') }); process.nextTick(() => console.log('not after'))",
    ]

    /// `process.stdout` and `process.stderr`: writes as they are, node's checks and callbacks;
    /// `process.hrtime` and `uptime`; the process's own facts (`cwd()`, `pid`, `arch`, ...).
    static let streams: [String] = [
        "process.stdout.write('a'); process.stdout.write('b\\n'); console.log('c'); process.stdout.write('d')",
        "console.log(process.stdout.write('x', e => console.log('cb', e))); process.nextTick(() => console.log('tick')); Promise.resolve().then(() => console.log('micro'))",
        "process.stdout.write(new Uint8Array([104, 105, 10])); process.stdout.write(new DataView(new Uint8Array([104, 10]).buffer)); process.stdout.write('\\n', 'utf8', () => console.log('done'))",
        "for (const v of [123, null, undefined, {}, [1]]) try { process.stdout.write(v) } catch (e) { console.log(e.name, e.code, e.message) }",
        "process.stderr.write('to stderr\\n'); console.log(process.stdout.fd, process.stderr.fd, process.stdout.writable, process.stdout.isTTY, typeof process.stdout.on)",
        "const a = process.hrtime(); console.log(a.length, Number.isInteger(a[0]), Number.isInteger(a[1]), a[1] < 1e9, process.hrtime(a)[0] >= 0)",
        "for (const t of [5, [1], 'x']) try { process.hrtime(t) } catch (e) { console.log(e.name, e.code, e.message) }",
        "const b = process.hrtime.bigint(); console.log(typeof b, process.hrtime.bigint() >= b, typeof process.uptime(), process.uptime() >= 0)",
        "console.log(process.cwd(), typeof process.pid, process.pid > 0, process.ppid > 0, process.pid !== process.ppid, process.arch, process.execPath.startsWith('/'), typeof process.argv0)",
    ]

    @Test(arguments: streams)
    func standardStreamsAndClocksAsNodeHasThem(script: String) async throws { try await expectAsNode(script) }

    #if Networking
    /// Buffers and strings in Buffer's encodings (BridgeNetworking gives scripts `Buffer`).
    static let bufferWrites: [String] = [
        "process.stdout.write(Buffer.from('buf\\n')); process.stdout.write('6869', 'hex'); process.stdout.write('\\n'); process.stdout.write('latin1 \\u00e9\\n', 'latin1')",
    ]

    @Test(arguments: bufferWrites)
    func standardStreamsTakeBuffersAndEncodingsAsNodeDoes(script: String) async throws { try await expectAsNode(script) }
    #endif

    /// Numbers, bigints, booleans, null and undefined as node prints them, alone (the console
    /// writes them without the describer) and inside what the describer shows.
    static let primitives: [String] = [
        "console.log(42, -0, 0, NaN, Infinity, -Infinity, 1e21, 0.1 + 0.2, 5e-7, -5, 2 ** 53, Number.MAX_VALUE, Number.MIN_VALUE)",
        "console.log(10n, -3n, 0n, 2n ** 70n, true, false, null, undefined); console.error(-0, 1n)",
        "console.log([42, -0, 10n, null, undefined, true], { n: -0, b: 2n }, new Map([[-0, 1n]]))",
        "console.log('%s|%d|%i|%o', 42, -0, 7n, -0); console.log(-0, 'text', -0)",
    ]

    @Test(arguments: primitives)
    func primitivesPrintAsNodePrintsThem(script: String) async throws { try await expectAsNode(script) }

    @Test(arguments: ticks)
    func nextTickOrderedAsNodeOrdersIt(script: String) async throws { try await expectAsNode(script) }

    @Test(arguments: processEvents)
    func processEventsAsNodeEmitsThem(script: String) async throws { try await expectAsNode(script) }

    @Test(arguments: signals)
    func signalsAsNodeTakesThem(script: String) async throws { try await expectAsNode(script) }

    @Test(arguments: timers)
    func timerObjectsAsNodeHasThem(script: String) async throws { try await expectAsNode(script) }

    /// A warning prints to stderr as node's own listener prints it: `(name:pid) [code] Name:
    /// message` and the detail (node adds a hint about its `--trace-warnings` flag once), an
    /// emitter's leak warning among them.
    @Test func warningsPrintAsNodePrintsThem() async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.file("script.js", Array(
            "process.emitWarning('a'); process.emitWarning('b', { type: 'T', code: 'C', detail: 'more' }); process.emitWarning('dep', 'DeprecationWarning', 'DEP9'); const e = new (require('events'))().setMaxListeners(1); e.on('m', () => {}).on('m', () => {})".utf8))
        let node = try await runProgramOffPool("/usr/bin/env", ["node", path])
        let bridge = try await run("bridge-run", [path])
        let nodeLines = node.stderr.split(separator: "\n").filter { !$0.hasPrefix("(Use `node") }.map { $0.replacing(/\(node:\d+\)/, with: "(P)") }
        let bridgeLines = bridge.stderr.split(separator: "\n").map { $0.replacing(/\(bridge-run:\d+\)/, with: "(P)") }
        #expect(bridgeLines == nodeLines)
        #expect(nodeLines.count == 5)
    }

    private func expectAsNode(_ script: String) async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.file("script.js", Array(script.utf8))
        let node = try await runProgramOffPool("/usr/bin/env", ["node", path])
        let bridge = try await run("bridge-run", [path])
        #expect(bridge.stdout == node.stdout, "\(bridge.stderr)")
        #expect(bridge.status == node.status, "\(bridge.stderr)")
        #expect(!node.stdout.isEmpty || node.status != 0)
    }
}
