import BridgeCore
import Foundation
import ProgramTestSupport
import Testing

/// Whether the suite runs under a sanitizer (scripts/sanitizers.sh says so).
let sanitized = ProcessInfo.processInfo.environment["BRIDGE_SANITIZER"] != nil

/// Values nested far past any stack: dropping, copying, changing, comparing and describing them
/// never recurses once per level (docs/reliability.md, "Nesting both ways"). The million-level
/// work runs off the concurrency pool (`offPool`): tens of seconds of it in a debug build would
/// hold the pool's threads from every other test meanwhile.
@Suite struct DeepValueTests {
    /// A million levels; a tenth of that under a sanitizer, whose run checks memory and races
    /// (each level costs it far more), still far past what once overflowed a stack (50,000).
    static let depth = sanitized ? 100_000 : 1_000_000

    /// Arrays and objects in turn, `depth` levels deep, with a leaf at the bottom.
    static func nested(_ depth: Int, leaf: BridgeValue = "leaf") -> BridgeValue {
        var value = leaf
        for level in 0..<depth { value = level % 2 == 0 ? .array([value, .number(Double(level))]) : .object(["v": value]) }
        return value
    }

    @Test func aValueAMillionLevelsDeepIsDroppedWithoutOverflowingTheStack() async throws {
        let depth = Self.depth
        let (holdsItsDepth, endsThere) = try await offPool {
            for _ in 0..<3 { _ = Self.nested(depth) }
            // Dropped while a copy of an inner level is still held elsewhere: that part lives on.
            var inner: BridgeValue = .null
            do {
                let outer = Self.nested(depth)
                var cursor = outer
                for _ in 0..<10 { cursor = cursor[0] ?? cursor["v"] ?? .null }
                inner = cursor
            }
            return (inner.pathNested(deeperThan: depth - 11) != nil, inner.pathNested(deeperThan: depth) == nil)
        }
        #expect(holdsItsDepth)
        #expect(endsThere)
    }

    @Test func deepArraysAndObjectsBuiltByAppendingAndAssigningAreDroppedSafely() async throws {
        let depth = Self.depth
        let counts = try await offPool {
            var array = BridgeArray()
            for i in 0..<depth { array = [.array(array), .number(Double(i))] }
            var object = BridgeObject()
            for _ in 0..<depth { object = ["next": .object(object)] }
            var plain: [BridgeValue] = []
            for _ in 0..<depth { plain = [.array(plain)] }
            return [array.count, object.count, plain.count]
        }
        #expect(counts == [2, 1, 1])
    }

    @Test func deepValuesCompareAndDescribeWithoutRecursion() async throws {
        let depth = Self.depth
        let (equal, unequal, reflexive, text) = try await offPool {
            let a = Self.nested(depth)
            let b = Self.nested(depth)
            let c = Self.nested(depth, leaf: "other")
            return (a == b, a != c, a == a, a.description)
        }
        #expect(equal)
        #expect(unequal)
        #expect(reflexive)
        #expect(text.hasPrefix("{v: [{v: [{v: "))
        #expect(text.count < 2_000)
    }

    @Test func copiesShareStorageUntilOneIsChanged() {
        var a: BridgeArray = [1, 2, 3]
        let b = a
        a[0] = 10
        a.append("x")
        #expect(b == [1, 2, 3])
        #expect(a == [10, 2, 3, "x"])
        var o: BridgeObject = ["k": 1]
        let p = o
        o["k"] = 2
        o["n"] = nil
        o.removeValue(forKey: "missing")
        #expect(p["k"] == 1 && o["k"] == 2)
        #expect(BridgeValue.object(o).objectValue == ["k": 2])
        #expect(BridgeValue.array(a).arrayValue?.count == 4)
    }

    @Test func equalityIsStructural() {
        #expect(BridgeValue.array([1, ["a": [true, nil]]]) == [1, ["a": [true, nil]]])
        #expect(BridgeValue.object(["a": 1]) != ["a": 1, "b": 2])
        #expect(BridgeValue.object(["a": 1]) != ["b": 1])
        #expect(BridgeValue.array([1, 2]) != [2, 1])
        #expect(BridgeValue.number(.nan) != .number(.nan))
        #expect(BridgeValue.utf16([0xD800]) != .string("\u{FFFD}"))
        #expect(BridgeValue.null != .undefined)
    }
}
