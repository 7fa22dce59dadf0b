import BridgeCore
@testable import BridgeRuntime
import Foundation
import Testing

/// The rules the two languages share are written once, on the Swift side; these check that the
/// JS half reads them as Swift writes them.
@Suite struct ProtocolAgreementTests {
    /// The keys of `interface name { … }` in the JS half's declarations.
    private func declaredKeys(of name: String) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/BridgeRuntime/JS/globals.d.ts").standardized
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "interface \(name) {"))
        let lines = text[start.upperBound...].split(separator: "\n").prefix { $0 != "}" }
        return lines.compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("/*"), !trimmed.hasPrefix("*"), !trimmed.hasPrefix("//"),
                  let colon = trimmed.firstIndex(of: ":") else { return nil }
            return String(trimmed[..<colon]).replacingOccurrences(of: "?", with: "")
        }
    }

    @Test func theHooksNativeHandsTheJSHalfAreTheOnesItsDeclarationsName() throws {
        #expect(try declaredKeys(of: "BridgeNativeHooks") == NativeHook.allCases.map(\.rawValue))
    }

    @Test func theHooksAreNoGlobalsAScriptCouldReach() async throws {
        let runtime = try await TestHost().runtime { $0.process = ProcessInfoForJS(argv: ["bridge-run", "a.js"]) }
        let found = try await runtime.evaluate("Object.getOwnPropertyNames(globalThis).filter(n => /^__bridge/.test(n))")
        #expect(found == [])
        #expect(try await runtime.evaluate("process.argv[1]") == "a.js")
        await runtime.shutdown()
    }

    @Test func argumentsAndCallbackIDsJSWritesReadAsSwiftReadsThem() async throws {
        let runtime = try await TestHost().runtime()
        // The JS half's own batch, taken before native pulls it.
        let batch = try await runtime.evaluate(
            """
            (() => {
              const other = { a: 1 };
              __fbBatchedBridge.enqueueNativeCall(7, 3, [1.5, false, true, undefined, null, other, -0], () => {}, () => {});
              const q = __fbBatchedBridge.flushedQueue();
              return { words: Array.from(q[4]), other: q[2][0] === other };
            })()
            """)
        let words = (batch["words"]?.arrayValue ?? []).compactMap { $0.numberValue }
        #expect(batch["other"] == true)
        #expect(Array(words.prefix(3)) == [7, 3, 9])
        let pairs = stride(from: 3, to: words.count, by: 2).map { BatchWords.argument(tag: words[$0], number: words[$0 + 1]) }
        let values = pairs.prefix(7).map { pair -> String in
            switch pair {
            case .value(let v)?: "\(v)"
            case .other(let i)?: "other \(i)"
            case nil: "malformed"
            }
        }
        #expect(values == ["1.5", "false", "true", "undefined", "null", "other 0", "-0"])
        let ids = words.suffix(4)
        #expect(BatchWords.isNumber(tag: ids[ids.startIndex]) && BatchWords.isNumber(tag: ids[ids.startIndex + 2]))
        let first = Int(ids[ids.startIndex + 1]), second = Int(ids[ids.startIndex + 3])
        #expect(MethodDefinition.CallbackID.callID(first) == MethodDefinition.CallbackID.callID(second))
        #expect(!MethodDefinition.CallbackID.isSecond(first) && MethodDefinition.CallbackID.isSecond(second))
        await runtime.shutdown()
    }

    @Test func argumentCountsAreJudgedByNativesRuleBeforeACallLeavesJS() async throws {
        let module = MathModule()
        let runtime = try await TestHost().runtime([{ _ in module }])
        let method = try #require(module.definition.methods.first { $0.name == "add" })
        let expected = try #require(method.countProblem(count: 3, trailingFunctions: 0, argumentAfterValues: "number 3"))
        let batches = await runtime.bridge.batchesProcessed
        let message = try await runtime.run("var m; NativeModules.Math.add(1, 2, 3).catch(e => m = e.message);", then: "m")
        #expect(message == .string(expected))
        #expect(await runtime.bridge.batchesProcessed == batches)
        await runtime.shutdown()
    }
}
