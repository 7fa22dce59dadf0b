import BridgeCore
import Foundation
import Testing
@testable import BridgeUI

/// The layout against Yoga's own expected layouts: each fixture of
/// `Fixtures/yoga-layouts.json` (Yoga's generated fixtures, their styles written as React
/// Native's style props, carried by `scripts/yoga-fixtures.py`) is laid out left to right and
/// every box's frame compared with the numbers Yoga computes.
@Suite struct FlexLayoutTests {
    struct Fixture: Sendable, CustomTestStringConvertible {
        let name: String
        let width: Double?, height: Double?
        /// Laid out right to left.
        let rtl: Bool
        let root: BridgeValue
        var testDescription: String { name }
    }

    static let fixtures: [Fixture] = {
        guard let url = Bundle.module.url(forResource: "yoga-layouts", withExtension: "json", subdirectory: "Fixtures"),
              let text = try? String(contentsOf: url, encoding: .utf8), let all = try? BridgeValue(parsingJSON: text, maximumDepth: 64)
        else { return [] }
        return (all.arrayValue ?? []).map {
            Fixture(
                name: $0["name"]?.stringValue ?? "?", width: $0["width"]?.numberValue, height: $0["height"]?.numberValue,
                rtl: $0["rtl"] == true, root: $0["root"] ?? .null)
        }
    }()

    static func node(_ spec: BridgeValue) -> LayoutNode {
        LayoutNode(style: FlexStyle(props: spec["props"]?.objectValue ?? [:]), children: (spec["children"]?.arrayValue ?? []).map(node))
    }

    /// Each box whose frame differs from Yoga's: `path: got [x, y, w, h], Yoga [...]`.
    static func differences(_ spec: BridgeValue, _ node: LayoutNode, path: String) -> [String] {
        let expected = (spec["expected"]?.arrayValue ?? []).compactMap(\.numberValue)
        let got = [node.x, node.y, node.width, node.height]
        var out = expected == got ? [] : ["\(path): got \(got.map { Int($0) }), Yoga \(expected.map { Int($0) })"]
        for (i, (child, box)) in zip(spec["children"]?.arrayValue ?? [], node.children).enumerated() {
            out += differences(child, box, path: "\(path).\(i)")
        }
        return out
    }

    @Test func theFixturesAreThere() {
        #expect(Self.fixtures.count > 350)
    }

    @Test(arguments: fixtures)
    func layoutIsYogas(fixture: Fixture) {
        let root = Self.node(fixture.root)
        FlexLayout.layout(root, width: fixture.width, height: fixture.height, rtl: fixture.rtl)
        #expect(Self.differences(fixture.root, root, path: "root") == [])
    }
}
