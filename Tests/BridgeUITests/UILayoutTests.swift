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

    @Test func aRightToLeftInterfaceLaysRowsOutFromTheRight() async throws {
        let h = try await UIHarness(rootSize: (300, 600), rightToLeft: true)
        try await h.run(Self.screen)
        // The row's first box is at the right; the text starts at the right edge.
        #expect(await frames(h, [4, 6, 10]) == ["200,10 90×80", "15,15 180×70", "294,150 6×2"])
        #expect(try await h.runtime.evaluate("NativeModules.I18nManager.isRTL") == true)
        await h.shutdown()
    }

    @Test func textIsMeasuredByTheHostsFunction() async throws {
        let h = try await UIHarness(rootSize: (300, 600), textMeasure: { text, _ in (Double(text.count) * 8, 20) })
        try await h.run(Self.screen)
        #expect(await frames(h, [10]) == ["0,150 96×20"])
        await h.shutdown()
    }

    /// A scroll view's content is as long as it is (Yoga measures a scroll container's items
    /// without its main size): a horizontal one's text runs on in one line, where a plain row
    /// wraps it at the row's width.
    @Test func aScrollViewsContentIsNotHeldToItsSize() async throws {
        let h = try await UIHarness(rootSize: (100, 400))
        let long = String(repeating: "word ", count: 50)
        try await h.run("""
            UI.createView(3, 'RCTRawText', 1, { text: '\(long)' });
            UI.createView(2, 'RCTText', 1, {});
            UI.setChildren(2, [3]);
            UI.createView(4, 'RCTScrollContentView', 1, {});
            UI.setChildren(4, [2]);
            UI.createView(5, 'RCTScrollView', 1, { flexDirection: 'row', overflow: 'scroll', height: 50 });
            UI.setChildren(5, [4]);
            UI.createView(7, 'RCTRawText', 1, { text: '\(long)' });
            UI.createView(6, 'RCTText', 1, {});
            UI.setChildren(6, [7]);
            UI.createView(8, 'RCTView', 1, { flexDirection: 'row', alignItems: 'flex-start', height: 50 });
            UI.setChildren(8, [6]);
            UI.setChildren(1, [5, 8]);
            """)
        #expect(await frames(h, [5, 4, 2, 8, 6]) == ["0,0 100×50", "0,0 250×50", "0,0 250×1", "0,50 100×50", "0,0 100×3"])
        await h.shutdown()
    }
}

/// React's own way of changing a list (its paper host config): each `appendChild`,
/// `insertBefore` and `removeChild` one `manageChildren` call with its indices found as React
/// finds them, many in one batch. After 400 random changes in 40 batches the native children
/// are in the order JS keeps them, and removed views are gone.
@Suite struct RendererListTests {
    @Test func keyedListChangesKeepTheNativeOrderInStepWithJS() async throws {
        let h = try await UIHarness()
        try await h.run("""
            let seed = 7;
            globalThis.random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return Math.floor(seed / 65536) % n; };
            globalThis.children = [];
            globalThis.nextTag = 4;
            UI.createView(2, 'RCTView', 1, {});
            UI.setChildren(1, [2]);
            // React Native's host config for a parent's children (appendChild, insertBefore, removeChild).
            globalThis.appendChild = (child) => {
              const index = children.indexOf(child);
              if (index >= 0) {
                children.splice(index, 1);
                children.push(child);
                UI.manageChildren(2, [index], [children.length - 1], [], [], []);
              } else {
                children.push(child);
                UI.manageChildren(2, [], [], [child], [children.length - 1], []);
              }
            };
            globalThis.insertBefore = (child, before) => {
              const index = children.indexOf(child);
              if (index >= 0) {
                children.splice(index, 1);
                const at = children.indexOf(before);
                children.splice(at, 0, child);
                UI.manageChildren(2, [index], [at], [], [], []);
              } else {
                const at = children.indexOf(before);
                children.splice(at, 0, child);
                UI.manageChildren(2, [], [], [child], [at], []);
              }
            };
            globalThis.removeChild = (child) => {
              const index = children.indexOf(child);
              children.splice(index, 1);
              UI.manageChildren(2, [], [], [], [], [index]);
            };
            globalThis.makeChild = () => { const tag = nextTag; nextTag += nextTag % 10 === 9 ? 3 : 2; UI.createView(tag, 'RCTView', 1, { nativeID: 'row' + tag }); return tag; };
            globalThis.removed = [];
            globalThis.batch = () => {
              for (let i = 0; i < 10; i++) {
                const op = children.length < 3 ? 0 : random(4);
                if (op === 0) appendChild(makeChild());
                else if (op === 1) appendChild(children[random(children.length)]);
                else if (op === 2) {
                  const child = random(2) ? makeChild() : children[random(children.length)];
                  const before = children[random(children.length)];
                  if (child !== before) insertBefore(child, before);
                } else { const gone = children[random(children.length)]; removed.push(gone); removeChild(gone); }
              }
            };
            """)
        for _ in 0..<40 {
            try await h.run("batch();")
            let js = try await h.runtime.evaluate("children").arrayValue?.compactMap { $0.numberValue.map(Int.init) } ?? []
            let native = await MainActor.run { h.ui.tree.view(tag: 2)?.children.map(\.tag) ?? [] }
            #expect(native == js)
            if native != js { break }
        }
        let removed = try await h.runtime.evaluate("removed").arrayValue?.compactMap { $0.numberValue.map(Int.init) } ?? []
        let stillThere = await MainActor.run { removed.filter { h.ui.tree.view(tag: $0) != nil } }
        #expect(!removed.isEmpty && stillThere.isEmpty)
        #expect(h.takeLog() == [])
        await h.shutdown()
    }
}
