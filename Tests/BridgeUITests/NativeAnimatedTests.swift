import BridgeCore
import BridgeRuntime
import Testing

@testable import BridgeUI

/// `NativeAnimatedModule` driven as React Native's `NativeAnimatedHelper` drives it when an
/// animation says `useNativeDriver: true`: the nodes made, connected and attached to a view,
/// then animations started, stopped, set and mapped onto events.
@Suite struct NativeAnimatedTests {
    /// View 5 with an opacity (value 1 → style 2 → props 3) and a rotation (value 6 through an
    /// interpolation 7 into a transform 8 in the same style), as `Animated.View` attaches them.
    static let attached = """
        globalThis.A = NativeModules.NativeAnimatedModule;
        globalThis.ended = [];
        UI.createView(5, 'RCTView', 1, { opacity: 0, width: 10, height: 10 });
        UI.setChildren(1, [5]);
        A.startOperationBatch();
        A.createAnimatedNode(1, { type: 'value', value: 0, offset: 0 });
        A.createAnimatedNode(6, { type: 'value', value: 0, offset: 0 });
        A.createAnimatedNode(7, { type: 'interpolation', inputRange: [0, 1], outputRange: [0, 3.14], extrapolateLeft: 'extend', extrapolateRight: 'clamp' });
        A.connectAnimatedNodes(6, 7);
        A.createAnimatedNode(8, { type: 'transform', transforms: [{ type: 'animated', property: 'rotate', nodeTag: 7 }, { type: 'static', property: 'scale', value: 2 }] });
        A.connectAnimatedNodes(7, 8);
        A.createAnimatedNode(2, { type: 'style', style: { opacity: 1, transform: 8 } });
        A.connectAnimatedNodes(1, 2);
        A.connectAnimatedNodes(8, 2);
        A.createAnimatedNode(3, { type: 'props', props: { style: 2 } });
        A.connectAnimatedNodes(2, 3);
        A.connectAnimatedNodeToView(3, 5);
        A.finishOperationBatch();
        """

    private func props(_ h: UIHarness, _ tag: Int) async -> [String: BridgeValue] {
        await MainActor.run { h.ui.tree.view(tag: tag)?.props ?? [:] }
    }

    @Test func anAnimationTakesItsTimeThenItsViewHasTheEndValue() async throws {
        let h = try await UIHarness()
        try await h.run(Self.attached + """
            A.startAnimatingNode(1, 1, { type: 'frames', frames: [0, 0.25, 0.75, 1], toValue: 0.8, iterations: 1 }, r => ended.push(r));
            A.startAnimatingNode(2, 6, { type: 'spring', stiffness: 400, damping: 40, mass: 1, initialVelocity: 0, toValue: 2,
              overshootClamping: false, restDisplacementThreshold: 0.001, restSpeedThreshold: 0.001, iterations: 1 }, r => ended.push(r));
            """)
        // `run` returns once the runtime is idle: the animations' timers have fired.
        #expect(try await h.runtime.evaluate("ended") == [["finished": true, "value": 0.8], ["finished": true, "value": 2]])
        let props = await props(h, 5)
        #expect(props["opacity"] == 0.8)
        // The rotation's interpolation clamps past its range's right end.
        #expect(props["transform"] == [["rotate": 3.14], ["scale": 2]])
        #expect(props["width"] == 10)  // what JS set and the animation did not touch stays
        #expect(h.takeLog().isEmpty)
        await h.shutdown()
    }

    @Test func aStoppedAnimationEndsUnfinishedWhereItIs() async throws {
        let h = try await UIHarness()
        try await h.run(Self.attached + """
            A.startListeningToAnimatedNodeValue(1);
            new NativeEventEmitter(A).addListener('onAnimatedValueUpdate', e => ended.push('update ' + e.tag + ' ' + e.value));
            // Ten seconds of frames, stopped in the same batch.
            A.startAnimatingNode(4, 1, { type: 'frames', frames: Array.from({ length: 601 }, (_, i) => i / 600), toValue: 1, iterations: 1 }, r => ended.push(r));
            A.stopAnimation(4);
            """)
        let ended = try await h.runtime.evaluate("ended").arrayValue ?? []
        let result = try #require(ended.first)
        #expect(result["finished"] == false)
        let value = try #require(result["value"]?.numberValue)
        #expect(value >= 0 && value < 0.5)
        #expect(ended.dropFirst().first?.stringValue?.hasPrefix("update 1 ") == true)
        // Setting a value stops its animation too, and reaches the view with the batch.
        try await h.run("A.startAnimatingNode(9, 1, { type: 'decay', velocity: 1, deceleration: 0.997 }, r => ended.push(r)); A.setAnimatedNodeValue(1, 0.3);")
        #expect(try await h.runtime.evaluate("ended.slice(-2)[0].finished") == false)
        #expect(try await h.runtime.evaluate("ended.slice(-1)[0]") == "update 1 0.3")
        #expect(await props(h, 5)["opacity"] == 0.3)
        try await h.run("A.setAnimatedNodeOffset(1, 0.5); A.getValue(1, v => ended.push('value ' + v))")
        #expect(try await h.runtime.evaluate("ended[ended.length - 1]") == "value 0.8")
        #expect(await props(h, 5)["opacity"] == 0.8)
        await h.shutdown()
    }

    @Test func anEventMappedOntoAValueMovesTheViewAndStillReachesJS() async throws {
        let h = try await UIHarness()
        try await h.run(Self.attached + """
            A.addAnimatedEventToView(5, 'onScroll', { nativeEventPath: ['contentOffset', 'y'], animatedValueTag: 6 });
            """)
        h.ui.sendEvent("onScroll", to: 5, body: ["contentOffset": ["x": 0, "y": 0.5]])
        await h.runtime.waitUntilIdle()
        await MainActor.run {}
        #expect(await props(h, 5)["transform"] == [["rotate": 1.57], ["scale": 2]])
        // Removed, the mapping moves nothing.
        try await h.run("A.removeAnimatedEventFromView(5, 'onScroll', 6)")
        h.ui.sendEvent("onScroll", to: 5, body: ["contentOffset": ["x": 0, "y": 0]])
        await h.runtime.waitUntilIdle()
        await MainActor.run {}
        #expect(await props(h, 5)["transform"] == [["rotate": 1.57], ["scale": 2]])
        await h.shutdown()
    }

    @Test func restoringDefaultsAndDetachingLeaveTheViewAlone() async throws {
        let h = try await UIHarness()
        try await h.run(Self.attached + "A.setAnimatedNodeValue(1, 0.6);")
        #expect(await props(h, 5)["opacity"] == 0.6)
        try await h.run("A.restoreDefaultValues(3); A.disconnectAnimatedNodeFromView(3, 5); A.setAnimatedNodeValue(1, 0.9);")
        let props = await props(h, 5)
        #expect(props["opacity"] == nil && props["transform"] == nil && props["width"] == 10)
        await h.shutdown()
    }

    @Test func colorsStringsArithmeticAndTrackingAreComputedAsReactNativeComputesThem() async throws {
        let h = try await UIHarness()
        try await h.run("""
            globalThis.A = NativeModules.NativeAnimatedModule;
            UI.createView(5, 'RCTView', 1, {});
            UI.setChildren(1, [5]);
            A.createAnimatedNode(1, { type: 'value', value: 0.5, offset: 0 });
            A.createAnimatedNode(2, { type: 'interpolation', inputRange: [0, 1], outputRange: [4278190080, 4294901760], outputType: 'color' });
            A.connectAnimatedNodes(1, 2);
            A.createAnimatedNode(3, { type: 'interpolation', inputRange: [0, 1], outputRange: ['0%', '100%'] });
            A.connectAnimatedNodes(1, 3);
            A.createAnimatedNode(4, { type: 'value', value: 10, offset: 0 });
            A.createAnimatedNode(10, { type: 'multiplication', input: [1, 4] });
            A.connectAnimatedNodes(1, 10); A.connectAnimatedNodes(4, 10);
            A.createAnimatedNode(11, { type: 'modulus', input: 4, modulus: 3 });
            A.connectAnimatedNodes(4, 11);
            A.createAnimatedNode(12, { type: 'diffclamp', input: 4, min: 0, max: 12 });
            A.connectAnimatedNodes(4, 12);
            A.createAnimatedNode(20, { type: 'props', props: { backgroundColor: 2, width: 3, height: 10, left: 11, top: 12 } });
            [2, 3, 10, 11, 12].forEach(t => A.connectAnimatedNodes(t, 20));
            A.connectAnimatedNodeToView(20, 5);
            // A value that follows another: node 30 springs towards node 4's value.
            A.createAnimatedNode(30, { type: 'value', value: 0, offset: 0 });
            A.createAnimatedNode(31, { type: 'tracking', animationId: 77, toValue: 4, value: 30,
              animationConfig: { type: 'frames', frames: [0, 1], iterations: 1 } });
            A.connectAnimatedNodes(4, 31);
            A.setAnimatedNodeValue(4, 11);
            """)
        let props = await props(h, 5)
        // Half way from opaque black to opaque red, channel by channel.
        #expect(props["backgroundColor"] == 0xFF80_0000)
        #expect(props["width"] == "50%" && props["height"] == 5.5 && props["left"] == 2)
        // diffclamp adds each change to what it held, within its bounds: 10, then +1.
        #expect(props["top"] == 11)
        try await h.run("A.getValue(30, v => { globalThis.tracked = v })")
        #expect(try await h.runtime.evaluate("tracked") == 11)
        await h.shutdown()
    }

    @Test func wrongCallsAreRefusedByNameAndChangeNothing() async throws {
        let h = try await UIHarness()
        try await h.run("""
            globalThis.A = NativeModules.NativeAnimatedModule;
            A.createAnimatedNode(1, { type: 'value', value: 1, offset: 0 });
            A.createAnimatedNode(1, { type: 'value', value: 2, offset: 0 });
            A.createAnimatedNode(2, { type: 'teleport' });
            A.createAnimatedNode(3, { type: 'interpolation', inputRange: [1, 0], outputRange: [0, 1] });
            A.connectAnimatedNodes(1, 99);
            A.startAnimatingNode(1, 1, { type: 'warp', toValue: 3 }, () => {});
            A.startAnimatingNode(2, 42, { type: 'frames', frames: [0, 1], toValue: 3 }, () => {});
            A.setAnimatedNodeValue(5, 1);
            A.connectAnimatedNodeToView(1, 5);
            A.getValue(1, v => { globalThis.v = v });
            """)
        let log = h.takeLog().joined(separator: "\n")
        for expected in [
            "animated node 1 already exists", "no animated node of type \"teleport\"", "inputRange must not decrease",
            "there is no animated node 99", "no animation of type \"warp\"", "there is no animated node 42", "there is no animated node 5",
            "animated node 1 is not a props node",
        ] {
            #expect(log.contains(expected), "\(expected)")
        }
        #expect(try await h.runtime.evaluate("v") == 1)
        await h.shutdown()
    }

    /// Numbers no animation should see (NaN, huge counts, colours past 32 bits) are refused or
    /// held in bounds; nothing crashes, and nothing is left running.
    @Test func hostileNumbersNeitherCrashNorLinger() async throws {
        let h = try await UIHarness()
        try await h.run("""
            globalThis.A = NativeModules.NativeAnimatedModule;
            globalThis.ended = [];
            UI.createView(5, 'RCTView', 1, {});
            UI.setChildren(1, [5]);
            A.createAnimatedNode(1, { type: 'value', value: 0, offset: 0 });
            A.createAnimatedNode(2, { type: 'interpolation', inputRange: [0, 1], outputRange: [NaN, 1], outputType: 'color' });
            A.createAnimatedNode(3, { type: 'interpolation', inputRange: [0, 1], outputRange: [1e300, 0], outputType: 'color' });
            A.createAnimatedNode(4, { type: 'color', r: 1, g: 1, b: 1, a: 1 });
            A.connectAnimatedNodes(1, 4);
            A.createAnimatedNode(6, { type: 'props', props: { backgroundColor: 4 } });
            A.connectAnimatedNodes(4, 6);
            A.connectAnimatedNodeToView(6, 5);
            A.setAnimatedNodeValue(1, NaN);
            A.startAnimatingNode(7, 1, { type: 'frames', frames: [0, NaN, 1], toValue: 1, iterations: 1e300 }, r => ended.push(r.finished));
            A.stopAnimation(7);
            A.startAnimatingNode(8, 1, { type: 'frames', frames: [0, 1], toValue: 2, iterations: NaN }, r => ended.push(r.finished));
            """)
        let log = h.takeLog().joined(separator: "\n")
        #expect(log.contains("colours must be 32-bit numbers"))
        #expect(try await h.runtime.evaluate("ended") == [false, true])
        #expect(await MainActor.run { h.ui.tree.view(tag: 5)?.props["backgroundColor"] } == .number(0))
        await h.shutdown()
    }
}

/// The animations' courses, as React Native's native animations run them.
@Suite struct AnimatedCurveTests {
    @Test func framesRunAFrameEachAndEndAtTheirLast() throws {
        let curve = try AnimatedCurve(config: ["type": "frames", "frames": [0, 0.5, 1], "toValue": 10], from: 2)
        #expect(abs(curve.iterationLength - 2 * AnimatedCurve.frameMilliseconds) < 1e-9)
        #expect(curve.value(at: 0) == 2 && curve.value(at: AnimatedCurve.frameMilliseconds) == 6 && curve.end == 10)
        let looped = try AnimatedCurve(config: ["type": "frames", "frames": [0, 1], "toValue": 1, "iterations": 3], from: 0)
        #expect(looped.duration.map { abs($0 - 3 * AnimatedCurve.frameMilliseconds) < 1e-9 } == true)
        let forever = try AnimatedCurve(config: ["type": "frames", "frames": [0, 1], "toValue": 1, "iterations": -1], from: 0)
        #expect(forever.duration == nil)
    }

    @Test func aSpringRingsThenRestsAtItsTarget() throws {
        let config: BridgeValue = [
            "type": "spring", "stiffness": 100, "damping": 10, "mass": 1, "initialVelocity": 0, "toValue": 1,
            "overshootClamping": false, "restDisplacementThreshold": 0.001, "restSpeedThreshold": 0.001,
        ]
        let spring = try AnimatedCurve(config: config, from: 0)
        #expect(spring.end == 1)
        // Under-damped (a damping ratio of 0.5): it passes its target by e^(-π/√3), 16.3%.
        let peak = stride(from: 0.0, to: 1000, by: 1).map(spring.value(at:)).max() ?? 0
        #expect(abs(peak - 1.163) < 0.001)
        // It rests within a few seconds, not at the cut-off.
        #expect(spring.iterationLength > 500 && spring.iterationLength < 5000)
        var clamped = config
        clamped = .object(BridgeObject((config.objectValue ?? [:]).merging(["overshootClamping": true]) { _, n in n }))
        let stiff = try AnimatedCurve(config: clamped, from: 0)
        #expect(stiff.iterationLength < spring.iterationLength)
    }

    @Test func aDecaySlowsToWhereItsVelocityTakesIt() throws {
        let decay = try AnimatedCurve(config: ["type": "decay", "velocity": 2, "deceleration": 0.998], from: 100)
        // Towards v / (1 - d) further (1,000 points), resting once a frame moves it less than
        // a tenth of a point (at 0.3% of its speed: 3 points short).
        #expect(decay.end > 1096 && decay.end < 1098)
        #expect(decay.value(at: 0) == 100)
    }
}
