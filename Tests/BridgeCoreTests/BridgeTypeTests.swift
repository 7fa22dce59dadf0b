import BridgeCore
import Testing

private struct Tree: Codable {
    var value: Int
    var children: [Tree]
}

private struct Validated: Decodable {
    var name: String
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        guard !name.isEmpty else { throw BridgeError(.invalidArgument, "empty name") }
    }
    enum CodingKeys: CodingKey { case name }
}

private struct Wrapper: Codable {
    var inner: String
    init(from decoder: any Decoder) throws { inner = try decoder.singleValueContainer().decode(String.self) }
    func encode(to encoder: any Encoder) throws {}
}

@Suite struct BridgeTypeTests {
    @Test func standardTypesAndContainers() {
        #expect(BridgeType.of(String.self) == .string)
        #expect(BridgeType.of(Int?.self) == .optional(.number))
        #expect(BridgeType.of([UInt8].self) == .bytes)
        #expect(BridgeType.of([String: [Bool]].self) == .map(.array(.boolean)))
        #expect(BridgeType.of([Int: String].self) == .unknown)
        #expect(BridgeType.of(BridgeValue.self) == .unknown)
        #expect(BridgeType.of(Void.self) == .void)
    }

    @Test func aRecursiveRecordEndsInUnknownAtTheDepthLimit() {
        guard case .record(let tree) = BridgeType.of(Tree.self) else { Issue.record("not a record"); return }
        #expect(tree.fields.map(\.name) == ["value", "children"])
        var shape = BridgeType.record(tree)
        var depth = 0
        while case .record(let r) = shape, case .array(let element) = r.fields[1].type {
            shape = element
            depth += 1
        }
        #expect(shape == .unknown)
        #expect(depth > 1)
    }

    @Test func aRecordThatRefusesTheSampleIsUnknownAndAWrapperIsWhatItWraps() {
        #expect(BridgeType.of(Validated.self) == .unknown)
        #expect(BridgeType.of(Wrapper.self) == .string)
    }
}
