@testable import BridgeRuntime
import CJavaScriptCore
import Testing

/// Host functions are the engine's own function objects (which it can link calls to), and the
/// JS thread's table finds the Swift function behind each one.
struct HostFunctionTests {
    /// A module with more sync methods than the table's first size holds.
    struct Many: NativeModule {
        static let count = 100

        var definition: ModuleDefinition {
            ModuleDefinition("Many") { m in
                for i in 0..<Self.count {
                    m.sync("plus\(i)(x:)") { (x: Double) in x + Double(i) }
                }
                m.promise("echo(x:)") { (x: Double) in x }
                m.fireAndForget("note(x:)") { (_: Double) in }
            }
        }
    }

    /// Named and typed as React Native's JS half makes its methods (`nonPromiseMethodWrapper`
    /// and `promiseMethodWrapper`, with `type`), and otherwise an ordinary native function.
    @Test func aSyncMethodIsAnEngineFunctionNamedAsReactNativeNamesIt() async throws {
        let runtime = try await TestHost().runtime([{ _ in Many() }])
        let result = try await runtime.evaluate("""
            const f = NativeModules.Many.plus7;
            let constructs;
            try { new f(1); constructs = true; } catch (e) { constructs = e instanceof TypeError ? 'TypeError' : String(e); }
            [typeof f, f.name, f.length, f.type, Object.getPrototypeOf(f) === Function.prototype,
             Function.prototype.toString.call(f).replace(/\\s+/g, ' '), f(1), f.call(null, 2), f.apply(null, [3]),
             f.bind(null, 4)(), constructs, f instanceof Function,
             NativeModules.Many.echo.name, NativeModules.Many.echo.type, NativeModules.Many.note.name, NativeModules.Many.note.type]
            """)
        #expect(result == [
            "function", "nonPromiseMethodWrapper", 0, "sync", true, "function nonPromiseMethodWrapper() { [native code] }", 8, 9, 10, 11,
            "TypeError", true, "promiseMethodWrapper", "promise", "nonPromiseMethodWrapper", "async",
        ])
        await runtime.shutdown()
    }

    @Test func everyFunctionFindsItsOwnBodyPastTheTablesFirstSize() async throws {
        let runtime = try await TestHost().runtime([{ _ in Many() }])
        let thread = runtime.thread
        let before = await hostFunctionCount(thread)
        let result = try await runtime.evaluate("""
            const m = NativeModules.Many, wrong = [];
            for (let round = 0; round < 3; round++)
              for (let i = 0; i < \(Many.count); i++) if (m['plus' + i](round) !== round + i) wrong.push(i);
            wrong
            """)
        #expect(result == [])
        // Each method's function is made once, when the module is first read.
        #expect(await hostFunctionCount(thread) >= before + Many.count)
        await runtime.shutdown()
        #expect(thread.hostFunctions.count == 0)
    }

    @Test func aReloadLetsTheOldContextsFunctionsGo() async throws {
        let runtime = try await TestHost().runtime([{ _ in Many() }])
        let first = runtime.thread
        #expect(try await runtime.evaluate("NativeModules.Many.plus1(1)") == 2)
        try await runtime.reload()
        #expect(first.hostFunctions.count == 0)
        #expect(try await runtime.evaluate("NativeModules.Many.plus2(1)") == 3)
        let second = runtime.thread
        await runtime.shutdown()
        #expect(second.hostFunctions.count == 0)
    }

    /// How many host functions `thread`'s table holds, read on that thread.
    private func hostFunctionCount(_ thread: JSThread) async -> Int {
        await withCheckedContinuation { c in thread.post { c.resume(returning: thread.hostFunctions.count) } }
    }
}

/// The table against a dictionary, with addresses chosen to share slots.
struct AddressTableTests {
    final class Box {
        let n: Int
        init(_ n: Int) { self.n = n }
    }

    /// A JS object address stand-in: 16-byte aligned, like the engine's cells.
    private func address(_ n: Int) -> JSObjectRef { JSObjectRef(bitPattern: 0x10_0000 + n * 16)! }

    @Test func insertsFindsAndRemovesAsADictionaryDoes() {
        let table = AddressTable<Box>()
        var model: [Int: Int] = [:]
        var random = SplitMix(seed: 7)
        for step in 0..<20_000 {
            // Few distinct keys over a growing table: long runs, wrapping, and holes to shift into.
            let key = Int(random.next() % 700)
            if model[key] == nil, random.next() % 3 != 0 {
                table.insert(Box(step), for: address(key))
                model[key] = step
            } else {
                table.remove(address(key))
                model[key] = nil
            }
            if step % 97 == 0 {
                for k in 0..<700 {
                    #expect(table.value(for: address(k))?.takeUnretainedValue().n == model[k], "key \(k) after step \(step)")
                }
                #expect(table.count == model.count)
            }
        }
    }

    @Test func keepsItsValuesAliveUntilTheyAreRemoved() {
        let table = AddressTable<Box>()
        weak var weakBox: Box?
        do {
            let box = Box(1)
            weakBox = box
            table.insert(box, for: address(1))
        }
        #expect(weakBox != nil)
        table.remove(address(2))
        #expect(weakBox != nil)
        table.remove(address(1))
        #expect(weakBox == nil)
    }
}

/// A small seeded generator, so a failure repeats.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
