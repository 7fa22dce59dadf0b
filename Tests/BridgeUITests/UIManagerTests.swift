import BridgeCore
import BridgeRuntime
import Testing
@testable import BridgeUI

/// A view of a manager of the tests' own, with typed props (a plain class: its manager's
/// closures use it on the main actor only).
final class Lamp {
    var isOn = false
    var tint: Color?
    var label = ""
    var flashes = 0
}

let lampManager = ViewManagerDefinition("Lamp", view: { Lamp() }) { m in
    m.prop("on", \.isOn, default: false)
    m.prop("tint") { (lamp: Lamp, color: Color?) in lamp.tint = color }
    m.prop("label", default: "") { (lamp: Lamp, text: String) in lamp.label = text }
    m.bubblingEvent("onPress")
    m.directEvent("onChange")
    m.command("flash(times:)") { (lamp: Lamp, times: Int) in lamp.flashes += times }
}

/// The UIManager driven with the calls React Native's renderer makes, in its order: views made
/// bottom up with their props, children set once each, the root's last; then updates with only
/// what changed, `manageChildren` for moves, adds and removals, and `removeRootView`.
@Suite struct UIManagerTests {
    /// The first render of `<View testID="top"><Text>hi</Text><Lamp on /></View>` into root 1
    /// (the lamp with two of `RCTView`'s props, which its view object does not take).
    static let mount = """
        UI.createView(3, 'RCTRawText', 1, { text: 'hi' });
        UI.createView(2, 'RCTText', 1, { fontSize: 14 });
        UI.setChildren(2, [3]);
        UI.createView(4, 'Lamp', 1, { on: true, label: 'kitchen', nativeID: 'lamp', opacity: 0.5 });
        UI.createView(5, 'RCTView', 1, { testID: 'top', backgroundColor: 4294901760 });
        UI.setChildren(5, [2, 4]);
        UI.setChildren(1, [5]);
        """

    @Test func aFirstRenderMakesTheTree() async throws {
        let h = try await UIHarness(managers: [lampManager])
        try await h.run(Self.mount)
        #expect(await h.tree() == """
            RCTRootView #1
              RCTView #5 backgroundColor=4294901760 testID="top"
                RCTText #2 fontSize=14
                  RCTRawText #3 text="hi"
                Lamp #4 label="kitchen" nativeID="lamp" on=true opacity=0.5

            """)
        let (on, label, found) = await MainActor.run {
            let lamp = h.ui.tree.view(tag: 4)?.object as? Lamp
            return (lamp?.isOn, lamp?.label, [h.ui.tree.view(testID: "top")?.tag, h.ui.tree.view(nativeID: "lamp")?.tag])
        }
        #expect(on == true && label == "kitchen" && found == [5, 4])
        #expect(h.takeLog().isEmpty)
        await h.shutdown()
    }

    @Test func anUpdateChangesOnlyThePropsItNames() async throws {
        let h = try await UIHarness(managers: [lampManager])
        try await h.run(Self.mount)
        let changes = await MainActor.run { h.ui.tree.changes() }
        try await h.run("UI.updateView(4, 'Lamp', { label: 'hall' }); UI.updateView(5, 'RCTView', { testID: null });")
        let (on, label, props) = await MainActor.run {
            let view = h.ui.tree.view(tag: 4)
            return ((view?.object as? Lamp)?.isOn, (view?.object as? Lamp)?.label, h.ui.tree.view(tag: 5)?.props)
        }
        #expect(on == true && label == "hall")
        #expect(props == ["backgroundColor": 4294901760])
        var iterator = changes.makeAsyncIterator()
        let change = await iterator.next()
        #expect(change?.updated == [4: ["label"], 5: ["testID"]])
        await h.shutdown()
    }

    @Test func manageChildrenMovesAddsAndRemovesInOneCall() async throws {
        let h = try await UIHarness()
        try await h.run("""
            for (const tag of [2, 4, 6, 8]) UI.createView(tag, 'RCTView', 1, { nativeID: 'v' + tag });
            UI.createView(10, 'RCTView', 1, {});
            UI.setChildren(10, [2, 4, 6, 8]);
            UI.setChildren(1, [10]);
            """)
        // Move 8 to the front, remove 4, add 12 at the end.
        try await h.run("""
            UI.createView(12, 'RCTView', 1, { nativeID: 'v12' });
            UI.manageChildren(10, [3], [0], [12], [3], [1]);
            """)
        let (order, gone) = await MainActor.run { (h.ui.tree.view(tag: 10)?.children.map(\.tag), h.ui.tree.view(tag: 4)) }
        #expect(order == [8, 2, 6, 12])
        #expect(gone == nil)
        await h.shutdown()
    }

    @Test func callsThatDoNotFitTheTreeAreRefusedNamingTheCallAndChangeNothing() async throws {
        let h = try await UIHarness(managers: [lampManager])
        try await h.run(Self.mount)
        let before = await h.tree()
        try await h.run("""
            UI.updateView(99, 'RCTView', { opacity: 1 });
            UI.createView(4, 'RCTView', 1, {});
            UI.createView(7, 'NoSuchView', 1, {});
            UI.createView(30, 'RCTView', 1, {}); UI.createView(32, 'RCTView', 1, {}); UI.setChildren(30, [32]);
            UI.setChildren(32, [30]);
            UI.setChildren(2, [5]);
            UI.manageChildren(5, [], [], [30, 30], [0, 1], []);
            UI.manageChildren(5, [7], [0], [], [], []);
            UI.manageChildren(5, [], [], [], [], [0, 0]);
            UI.dispatchViewManagerCommand(4, 'explode', []);
            UI.createView(21, 'RCTView', 1, {});
            """)
        #expect(await h.tree() == before)
        #expect(h.takeLog().map { $0.components(separatedBy: ": ").prefix(2).joined(separator: ": ") } == [
            "UIManager.updateView: there is no view #99",
            "UIManager.createView: view #4 already exists (a view is made once)",
            "UIManager.createView: no view manager is named NoSuchView (view #7)",
            "UIManager.setChildren: adding #30 to #32 would make a cycle",
            "UIManager.setChildren: view #5 already has a parent (#1)",
            "UIManager.manageChildren: view #30 is added to #5 twice",
            "UIManager.manageChildren: #5 has 2 children, no index 7",
            "UIManager.manageChildren: an index of #5 is moved or removed twice",
            "UIManager.dispatchViewManagerCommand: Lamp has no command \"explode\" (view #4)",
            "UIManager.createView: #21 is a root tag (1, 11, 21, …), not a view's",
        ])
        await h.shutdown()
    }

    @Test func aTreePastItsBoundIsRefusedAndStaysWhole() async throws {
        let h = try await UIHarness(maximumViews: 1_000)
        // A script that makes far more views than the tree takes, and hangs them all on the root.
        try await h.run("""
            const tags = [];
            for (let i = 0; i < 1500; i++) { UI.createView(2 * i + 2, 'RCTView', 1, { height: 1 }); tags.push(2 * i + 2); }
            UI.setChildren(1, tags.slice(0, 998));
            UI.setChildren(1, tags.slice(998));
            """)
        let log = h.takeLog()
        #expect(log.count == 502)
        #expect(log.first == "UIManager.createView: the tree holds 1000 views, the most it takes (NativeUI's maximumViews); view #2000 was not made")
        #expect(log.last == "UIManager.setChildren: there is no view #2000 to add to #1")
        let (count, children) = await MainActor.run { (h.ui.tree.count, h.ui.tree.view(tag: 1)?.children.count) }
        #expect(count == 1_000 && children == 998)
        await h.shutdown()
    }

    @Test func aPropOfTheWrongTypeIsReportedAndTheRestOfTheUpdateApplies() async throws {
        let h = try await UIHarness(managers: [lampManager])
        try await h.run(Self.mount)
        let changes = await MainActor.run { h.ui.tree.changes() }
        try await h.run("UI.updateView(4, 'Lamp', { on: 'yes', tint: 4278190335, label: 7 });")
        var iterator = changes.makeAsyncIterator()
        let change = await iterator.next()
        #expect(change?.problems == [
            "view #4 (Lamp): prop label = 7: expected string, got number 7",
            "view #4 (Lamp): prop on = \"yes\": expected boolean, got string \"yes\"",
        ])
        let (on, tint, label, props) = await MainActor.run {
            let view = h.ui.tree.view(tag: 4)
            let lamp = view?.object as? Lamp
            return (lamp?.isOn, lamp?.tint, lamp?.label, view?.props)
        }
        #expect(on == true && tint == Color(argb: 0xFF00_00FF) && label == "kitchen")
        #expect(props?["tint"] == 4278190335 && props?["on"] == true)
        await h.shutdown()
    }

    @Test func commandsReachTheirViewAndARemovedViewGetsNone() async throws {
        let h = try await UIHarness(managers: [lampManager])
        try await h.run(Self.mount + "UI.createView(6, 'RCTScrollView', 1, {}); UI.manageChildren(5, [], [], [6], [2], []);")
        try await h.run("""
            UI.dispatchViewManagerCommand(4, 0, [3]);
            UI.dispatchViewManagerCommand(4, 'flash', [2]);
            UI.dispatchViewManagerCommand(6, UI.getConstantsForViewManager('RCTScrollView').Commands.scrollTo, [0, 120, false]);
            UI.dispatchViewManagerCommand(6, 'flashScrollIndicators', []);
            """)
        let (flashes, scrolls) = await MainActor.run {
            ((h.ui.tree.view(tag: 4)?.object as? Lamp)?.flashes, (h.ui.tree.view(tag: 6)?.object as? StandardView)?.commands.map { "\($0.name) \($0.arguments)" })
        }
        #expect(flashes == 5)
        #expect(scrolls == ["scrollTo [0, 120, false]", "flashScrollIndicators []"])
        try await h.run("UI.manageChildren(5, [], [], [], [], [1]); UI.dispatchViewManagerCommand(4, 0, [1]);")
        #expect(h.takeLog().last?.hasPrefix("UIManager.dispatchViewManagerCommand: there is no view #4") == true)
        await h.shutdown()
    }

    @Test func aReusedViewCarriesNoneOfItsOldProps() async throws {
        let h = try await UIHarness(managers: [lampManager])
        try await h.run(Self.mount + "UI.updateView(4, 'Lamp', { tint: 4278190335 });")
        let first = await MainActor.run { ObjectIdentifier(h.ui.tree.view(tag: 4)!.object!) }
        try await h.run("UI.manageChildren(5, [], [], [], [], [1]); UI.createView(8, 'Lamp', 1, { label: 'new' }); UI.manageChildren(5, [], [], [8], [1], []);")
        let (again, on, tint, label) = await MainActor.run {
            let lamp = h.ui.tree.view(tag: 8)?.object as? Lamp
            return (lamp.map(ObjectIdentifier.init), lamp?.isOn, lamp?.tint, lamp?.label)
        }
        #expect(again == first)
        #expect(on == false && tint == nil && label == "new")
        await h.shutdown()
    }

    @Test func theStandardManagersAreDeclaredWithoutProblems() async throws {
        let ui = NativeUI()
        #expect(ui.problems == [])
        #expect(ui.managers.keys.sorted() == [
            "RCTActivityIndicatorView", "RCTDatePicker", "RCTImageView", "RCTInputAccessoryView", "RCTMaskedView", "RCTModalHostView",
            "RCTMultilineTextInputView", "RCTProgressView", "RCTRawText", "RCTRefreshControl", "RCTSafeAreaView", "RCTScrollContentView",
            "RCTScrollView", "RCTSegmentedControl", "RCTSinglelineTextInputView", "RCTSlider", "RCTSwitch", "RCTText", "RCTView",
            "RCTVirtualText",
        ])
        let h = try await UIHarness()
        let out = try await h.run("""
            const input = UI.getConstantsForViewManager('RCTSinglelineTextInputView');
            [Object.keys(input.Commands).sort().join(), input.bubblingEventTypes.topSubmitEditing.phasedRegistrationNames.bubbled,
             input.directEventTypes.topSelectionChange.registrationName, UI.RCTSwitch.Commands.setValue, UI.RCTImageView.NativeProps.source]
            """)
        #expect(out == ["blur,focus,setTextAndSelection", "onSubmitEditing", "onSelectionChange", 0, "NSArray"])
        try await h.run("""
            UI.createView(2, 'RCTSinglelineTextInputView', 1, { text: 'a' });
            UI.setChildren(1, [2]);
            UI.dispatchViewManagerCommand(2, UI.RCTSinglelineTextInputView.Commands.setTextAndSelection, [3, 'abc', 1, 2]);
            UI.createView(4, 'RCTSwitch', 1, { value: false });
            UI.manageChildren(1, [], [], [4], [1], []);
            UI.dispatchViewManagerCommand(4, 'setValue', [true]);
            """)
        let values = await MainActor.run { (h.ui.tree.view(tag: 2)?.object as? StandardView)?.values }
        #expect(values?["text"] == "abc" && values?["selection"] == ["start": 1, "end": 2])
        let switchValue = await MainActor.run { (h.ui.tree.view(tag: 4)?.object as? StandardView)?.values["value"] }
        #expect(switchValue == true)
        await h.shutdown()
    }

    @Test func requireNativeComponentFindsTheManagersTheUIManagerKnows() async throws {
        let h = try await UIHarness(managers: [lampManager])
        let out = try await h.run("""
            const { requireNativeComponent, UIManager } = require('react-native');
            let missing;
            try { requireNativeComponent('Nope'); } catch (e) { missing = e.message; }
            [requireNativeComponent('Lamp'), UIManager.hasViewManagerConfig('RCTSwitch'), UIManager.hasViewManagerConfig('Nope'),
             UIManager.getViewManagerConfig('Lamp').Commands.flash, typeof UIManager.createView, missing]
            """)
        #expect(out == ["Lamp", true, false, 0, "function", #"Invariant Violation: requireNativeComponent: "Nope" was not found in the UIManager."#])
        await h.shutdown()
    }

    @Test func keyboardEventsReachReactNativesKeyboardListeners() async throws {
        let h = try await UIHarness()
        try await h.run("""
            globalThis.heard = [];
            new NativeEventEmitter(NativeModules.KeyboardObserver).addListener('keyboardDidShow', (e) => heard.push(e.endCoordinates.height));
            """)
        #expect(h.ui.sendKeyboardEvent("keyboardDidShow", body: ["endCoordinates": ["height": 300, "width": 390, "screenX": 0, "screenY": 544]]))
        #expect(!h.ui.sendKeyboardEvent("keyboardExploded"))
        await h.runtime.waitUntilIdle()
        #expect(try await h.runtime.evaluate("heard") == [300])
        await h.shutdown()
    }

    @Test func theConfigsAreWhatTheRendererReads() async throws {
        let h = try await UIHarness(managers: [lampManager])
        let out = try await h.run("""
            const lamp = UI.getConstantsForViewManager('Lamp');
            [UI.RCTView.NativeProps.backgroundColor, UI.RCTView.NativeProps.flexDirection, lamp.NativeProps.tint, lamp.NativeProps.on,
             lamp.NativeProps.onPress, lamp.baseModuleName, lamp.Commands.flash,
             Object.keys(lamp.bubblingEventTypes) + ' ' + Object.entries(lamp.bubblingEventTypes.topPress.phasedRegistrationNames).sort().join(' '),
             JSON.stringify(lamp.directEventTypes), UI.getConstantsForViewManager('Nope'), UI.RCTRawText.baseModuleName,
             UI.lazilyLoadView('Lamp').viewConfig.Commands.flash, 'Manager' in lamp]
            """)
        #expect(out == [
            "UIColor", "YGFlexDirection", "UIColor", "BOOL", "BOOL", "RCTView", 0,
            "topPress bubbled,onPress captured,onPressCapture",
            #"{"topChange":{"registrationName":"onChange"}}"#, .null, .null, 0, false,
        ])
        await h.shutdown()
    }

    @Test func eventsFromNativeReachTheRenderersEmitterAndMeasureAnswersAfterTheBatch() async throws {
        let h = try await UIHarness(managers: [lampManager])
        try await h.run("""
            globalThis.seen = [];
            BatchedBridge.registerCallableModule('RCTEventEmitter', {
              receiveEvent(tag, name, body) { seen.push([tag, name, body.target, body.value]); },
              receiveTouches(name, touches, changed) { seen.push([name, touches.length, changed[0]]); globalThis.lastTouch = touches[0]; },
            });
            \(Self.mount)
            UI.measure(4, (...args) => seen.push(['measured', args.length]));
            """)
        h.ui.sendEvent("onChange", to: 4, body: ["value": true])
        h.ui.sendTouches("topTouchEnd", touches: [["target": 4, "identifier": 0]], changedIndices: [0])
        #expect(await MainActor.run { h.ui.press(5) })
        #expect(await MainActor.run { !h.ui.press(99) })
        await h.runtime.waitUntilIdle()
        #expect(try await h.runtime.evaluate("seen") == [
            ["measured", 6], [4, "topChange", 4, true], ["topTouchEnd", 1, 0], ["topTouchStart", 1, 0], ["topTouchEnd", 1, 0],
        ])
        // The press is at the view's centre, in the root and in the view.
        let touch = try await h.runtime.evaluate("globalThis.lastTouch")
        #expect(touch["target"] == 5 && touch["pageX"] == 195 && touch["locationX"] == 195 && touch["locationY"] == 0.5)
        await h.shutdown()
    }

    @Test func removingTheRootRemovesItsTree() async throws {
        let h = try await UIHarness(managers: [lampManager])
        try await h.run(Self.mount)
        try await h.run("UI.removeRootView(1);")
        #expect(await h.tree() == "")
        #expect(await MainActor.run { h.ui.tree.count } == 0)
        // The tags are free again: the app can render anew.
        try await h.run(Self.mount)
        #expect(await MainActor.run { h.ui.tree.count } == 5)
        // Children set on a view that has some go before them, as React Native inserts them.
        try await h.run("UI.createView(40, 'RCTView', 1, {}); UI.setChildren(5, [40]);")
        #expect(await MainActor.run { h.ui.tree.view(tag: 5)?.children.map(\.tag) } == [40, 2, 4])
        // As older renderers unmount: the root stays, its views go.
        try await h.run("UI.removeSubviewsFromContainerWithID(1);")
        #expect(await h.tree() == "RCTRootView #1\n")
        #expect(await MainActor.run { h.ui.tree.count } == 1)
        await h.shutdown()
    }
}
