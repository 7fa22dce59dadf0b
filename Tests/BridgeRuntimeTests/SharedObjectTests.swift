import BridgeCore
import BridgeRuntime
import Testing

/// A Swift object JS holds: a counter, whose deinits are counted.
final class Counter: SharedObject {
    static let deinits = Locked(0)
    private let count: Locked<Int>

    init(_ start: Int) { count = Locked(start) }
    deinit { Counter.deinits.withLock { $0 += 1 } }

    var value: Int { count.withLock { $0 } }
    func add(_ n: Int) -> Int { count.withLock { $0 += n; return $0 } }
    func set(_ n: Int) { count.withLock { $0 = n } }
}

/// A shared object that is an actor: calls on it hop onto it.
actor Wallet: SharedObject {
    private var balance = 0
    func deposit(_ amount: Int) -> Int {
        balance += amount
        return balance
    }
}

/// The module that makes counters and wallets, and one that only takes counters.
func counterModules() -> [ModuleDefinition] {
    let counters = ModuleDefinition("Counters") { m in
        m.sharedClass(Counter.self) { c in
            c.constructor("init(start:)") { (start: Int) in Counter(start) }
            c.method("increment(by:)") { (counter: Counter, by: Int) in counter.add(by) }
            c.syncMethod("peek") { (counter: Counter) in counter.value }
            c.property("value", get: { (counter: Counter) in counter.value }, set: { (counter: Counter, value: Int) in counter.set(value) })
            c.property("label", get: { (_: Counter) in "a counter" })
            c.property("settled", get: { (counter: Counter) async in
                await Task.yield()
                return counter.value
            })
        }
        m.sharedClass(Wallet.self) { c in
            c.constructor { () in Wallet() }
            c.method("deposit(amount:)") { (wallet: Wallet, amount: Int) async in await wallet.deposit(amount) }
        }
        m.promise("make(start:)") { (start: Int) in Counter(start) }
        m.sync("total(a:b:)") { (a: Counter, b: Counter) in a.value + b.value }
        m.sync("echo(counter:)") { (counter: Counter) in counter }
    }
    let ledger = ModuleDefinition("Ledger") { m in
        m.promise("record(counter:)") { (counter: Counter) in "recorded \(counter.value)" }
    }
    return [counters, ledger]
}

@Suite(.serialized) struct SharedObjectTests {
    func runtime() async throws -> Runtime {
        try await TestHost().runtime(counterModules().map { d in { _ in d } })
    }

    @Test func aSwiftObjectIsAJSObjectOfItsClass() async throws {
        let runtime = try await runtime()
        let got = try await runtime.run(
            """
            globalThis.got = [];
            const { Counters, Ledger } = NativeModules;
            const c = new Counters.Counter(5);
            got.push(c instanceof Counters.Counter, c.peek(), Counters.echo(c).peek());
            c.increment(2)
              .then(v => { got.push(v, c.peek()); return Counters.make(10); })
              .then(d => { got.push(d instanceof Counters.Counter, Counters.total(c, d)); return Ledger.record(d); })
              .then(r => got.push(r));
            """, then: "got")
        #expect(got == [true, 5, 5, 7, 7, true, 17, "recorded 10"])
        // Properties: read and written at once; a read-only one refuses a write in strict code.
        let properties = try await runtime.run(
            """
            'use strict';
            const p = new NativeModules.Counters.Counter(1);
            p.value = 42;
            let refused = false;
            try { p.label = 'x'; } catch (e) { refused = e instanceof TypeError; }
            globalThis.props = [p.value, p.peek(), p.label, refused];
            p.settled.then(v => props.push(v));
            """, then: "props")
        #expect(properties == [42, 42, "a counter", true, 42])
        await runtime.shutdown()
    }

    @Test func theSwiftObjectGoesWhenJSLetsGoOfIt() async throws {
        let runtime = try await runtime()
        let before = Counter.deinits.withLock { $0 }
        _ = try await runtime.run("(function () { for (let i = 0; i < 200; i++) new NativeModules.Counters.Counter(i); })()")
        // Collected (the collector scans the stack conservatively, so a few may stay a while).
        for _ in 0..<20 where Counter.deinits.withLock({ $0 }) - before < 150 {
            try await runtime.onJSThread { js in js.collectGarbage() }
            await runtime.waitUntilIdle()
        }
        #expect(Counter.deinits.withLock { $0 } - before >= 150)
        // JS's release() lets go at once, and the object then refuses to be used.
        let released = try await runtime.run(
            """
            globalThis.kept = new NativeModules.Counters.Counter(1);
            kept.release();
            try { kept.peek(); } catch (e) { globalThis.message = e.message; }
            """, then: "message")
        #expect(released.stringValue?.contains("expected Counter, got a released Counter") == true, "\(released)")
        await runtime.shutdown()
    }

    @Test func callsOnAnActorObjectFollowItsIsolation() async throws {
        let runtime = try await runtime()
        let got = try await runtime.run(
            """
            globalThis.got = [];
            const w = new NativeModules.Counters.Wallet();
            Promise.all([1, 2, 3, 4].map(n => w.deposit(n))).then(v => got.push(Math.max(...v)));
            """, then: "got")
        // Each deposit ran isolated to the wallet: none was lost.
        #expect(got == [10])
        await runtime.shutdown()
    }

    @Test func aRuntimeThatShutsDownLetsGoOfWhatJSHeld() async throws {
        let runtime = try await runtime()
        _ = try await runtime.run("globalThis.held = [1, 2, 3].map(n => new NativeModules.Counters.Counter(n));")
        let before = Counter.deinits.withLock { $0 }
        await runtime.shutdown()
        #expect(Counter.deinits.withLock { $0 } - before >= 3)
    }

    @Test func lookAlikesAndWrongCallsAreRefused() async throws {
        let runtime = try await runtime()
        let got = try await runtime.run(
            """
            globalThis.got = [];
            const { Counters } = NativeModules;
            const c = new Counters.Counter(1);
            const attempt = f => { try { got.push(String(f())); } catch (e) { got.push(e.message); } };
            attempt(() => Counters.Counter.prototype.peek.call({}));
            attempt(() => Object.create(Counters.Counter.prototype).peek());
            attempt(() => Counters.total({ value: 3 }, c));
            attempt(() => Counters.Counter(3));
            attempt(() => c.peek());
            """, then: "got")
        let messages = got.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(messages.count == 5)
        #expect(messages.prefix(3).allSatisfy { $0.contains("E_INVALID_ARGUMENT") || $0.contains("expected Counter, got object") }, "\(messages)")
        #expect(messages[3] == "Class constructor Counter cannot be invoked without 'new'")
        #expect(messages[4] == "1")
        await runtime.shutdown()
    }
}
