import BridgeCore
import BridgeRuntime
import Testing
@testable import BridgeUI

/// The tree laid out after each batch: frames, `measure` and its kin, `onLayout`, and text
/// measured by the host's function (monospace by default).
@Suite struct UILayoutTests {
    /// A column of a header (fixed height), a row of two boxes that share the width, and a text.
    static let screen = """
        UI.createView(2, 'RCTView', 1, { height: 50, backgroundColor: 4278190080 });
        UI.createView(4, 'RCTView', 1, { flex: 1, onLayout: true, testID: 'left' });
        UI.createView(6, 'RCTView', 1, { flex: 2, margin: 5 });
        UI.createView(8, 'RCTView', 1, { flexDirection: 'row', height: 100, padding: 10 });
        UI.setChildren(8, [4, 6]);
        UI.createView(12, 'RCTRawText', 1, { text: 'hello\\nworld!' });
        UI.createView(10, 'RCTText', 1, { alignSelf: 'flex-start' });
        UI.setChildren(10, [12]);
        UI.createView(14, 'RCTView', 1, { flex: 1 });
        UI.setChildren(14, [2, 8, 10]);
        UI.setChildren(1, [14]);
        """

    private func frames(_ h: UIHarness, _ tags: [Int]) async -> [String] {
        await MainActor.run { tags.map { h.ui.tree.view(tag: $0)?.frame.description ?? "-" } }
    }

    @Test func aBatchIsLaidOutAtTheRootsSize() async throws {
        let h = try await UIHarness(rootSize: (300, 600))
        try await h.run(Self.screen)
        #expect(await frames(h, [1, 14, 2, 8, 4, 6, 10]) == [
            "0,0 300×600", "0,0 300×600", "0,0 300×50", "0,50 300×100", "10,10 90×80", "105,15 180×70", "0,150 6×2",
        ])
        // A change of style is laid out again with the batch that makes it.
        try await h.run("UI.updateView(8, 'RCTView', { height: 40 });")
        #expect(await frames(h, [8, 4, 10]) == ["0,50 300×40", "10,10 90×20", "0,90 6×2"])
        await h.shutdown()
    }

    @Test func measureAndItsKinAnswerWithTheFrames() async throws {
        let h = try await UIHarness(rootSize: (300, 600))
        let out = try await h.run(Self.screen + """
            globalThis.m = [];
            UI.measure(6, (...a) => m.push('measure ' + a.join(',')));
            UI.measureInWindow(6, (...a) => m.push('window ' + a.join(',')));
            UI.measureLayout(6, 14, (e) => m.push('error ' + e.message), (...a) => m.push('layout ' + a.join(',')));
            UI.measureLayout(6, 2, (e) => m.push('error ' + e.message), (...a) => m.push('layout ' + a.join(',')));
            UI.findSubviewIn(14, [120, 70], (...a) => m.push('found ' + a.join(',')));
            """)
        _ = out
        await h.runtime.waitUntilIdle()
        #expect(try await h.runtime.evaluate("m") == [
            "error UIManager.measureLayout: view #6 is not a descendant of #2",
            "measure 105,15,180,70,105,65", "window 105,65,180,70", "layout 105,65,180,70", "found 6,105,65,180,70",
        ])
        await h.shutdown()
    }

    @Test func aViewThatAsksForLayoutEventsHearsOfEachNewFrame() async throws {
        let h = try await UIHarness(rootSize: (300, 600))
        try await h.run("""
            globalThis.layouts = [];
            BatchedBridge.registerCallableModule('RCTEventEmitter', {
              receiveEvent(tag, name, body) { layouts.push([tag, name, body.layout.x, body.layout.width]); },
              receiveTouches() {},
            });
            \(Self.screen)
            """)
        try await h.run("UI.updateView(8, 'RCTView', { padding: 20 });")
        // Only #4 asked (onLayout: true); it heard of its first frame and of the new one.
        #expect(try await h.runtime.evaluate("layouts") == [[4, "topLayout", 10, 90], [4, "topLayout", 20, 83]])
        await h.shutdown()
    }

    @Test func textIsMeasuredByTheHostsFunction() async throws {
        let h = try await UIHarness(rootSize: (300, 600), textMeasure: { text, _ in (Double(text.count) * 8, 20) })
        try await h.run(Self.screen)
        #expect(await frames(h, [10]) == ["0,150 96×20"])
        await h.shutdown()
    }
}
