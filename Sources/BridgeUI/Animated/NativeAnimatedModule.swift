import BridgeCore
import BridgeRuntime
import Dispatch

/// React Native's `NativeAnimatedModule`, which `Animated` drives when an animation says
/// `useNativeDriver: true`: the node graph (``AnimatedGraph``), animations (``AnimatedCurve``)
/// that take their real time and then set their end value, the views the props nodes drive, the
/// events mapped onto values (`Animated.event`), and `onAnimatedValueUpdate` for listened
/// values. A view gets an animation's value when it ends (or is stopped), not frame by frame:
/// a runtime draws no frames. Made per runtime start by ``NativeUI``; its methods run on the JS
/// thread.
final class NativeAnimatedModule: NativeModule {
    private let ui: NativeUI
    private let context: ModuleContext
    private let emitter = EventEmitter()
    private let state = Locked(State())

    private struct Running {
        let node: Int, curve: AnimatedCurve, started: Double
        let done: BridgeCallback?
        var timer: JSThread.TimerID?
    }

    private struct State {
        var graph = AnimatedGraph()
        var running: [Int: Running] = [:]
        var listened: Set<Int> = []
        /// Events mapped onto values, by view tag and event name (`topScroll`).
        var events: [String: [(path: [String], node: Int)]] = [:]

        /// Sets each animated value to where its animation is now.
        mutating func advance() {
            let now = Self.now()
            for r in running.values { try? graph.setValue(r.node, value: r.curve.value(at: now - r.started), "startAnimatingNode") }
        }

        static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000 }
    }

    init(ui: NativeUI, context: ModuleContext) {
        self.ui = ui
        self.context = context
    }

    var definition: ModuleDefinition {
        ModuleDefinition("NativeAnimatedModule", runsOn: .jsThread) { m in
            m.events(["onAnimatedValueUpdate", "onUserDrivenAnimationEnded"], emitter: emitter)
            m.fireAndForget("startOperationBatch") {}
            m.fireAndForget("finishOperationBatch") {}
            m.fireAndForget("createAnimatedNode(tag:config:)") { [self] (tag: Int, config: BridgeValue) in
                try change { s throws(BridgeError) in try s.graph.create(tag, config) }
            }
            m.fireAndForget("connectAnimatedNodes(parentTag:childTag:)") { [self] (parent: Int, child: Int) in
                try change { s throws(BridgeError) in try s.graph.connect(parent, child) }
            }
            m.fireAndForget("disconnectAnimatedNodes(parentTag:childTag:)") { [self] (parent: Int, child: Int) in
                change { s in s.graph.disconnect(parent, child) }
            }
            m.fireAndForget("dropAnimatedNode(tag:)") { [self] (tag: Int) in
                change { s in
                    s.graph.drop(tag)
                    s.listened.remove(tag)
                }
            }
            m.fireAndForget("startListeningToAnimatedNodeValue(tag:)") { [self] (tag: Int) in change { s in _ = s.listened.insert(tag) } }
            m.fireAndForget("stopListeningToAnimatedNodeValue(tag:)") { [self] (tag: Int) in change { s in _ = s.listened.remove(tag) } }
            m.callback("getValue(tag:saveValueCallback:)") { [self] (tag: Int, save: BridgeCallback) in
                let (value, offset) = try change { s throws(BridgeError) in
                    s.advance()
                    return try s.graph.valueAndOffset(tag, "getValue")
                }
                save(.number(value + offset))
            }
            m.fireAndForget("setAnimatedNodeValue(nodeTag:value:)") { [self] (tag: Int, value: Double) in
                try set(tag, "setAnimatedNodeValue", value: value)
            }
            m.fireAndForget("setAnimatedNodeOffset(nodeTag:offset:)") { [self] (tag: Int, offset: Double) in
                try set(tag, "setAnimatedNodeOffset", offset: offset)
            }
            m.fireAndForget("flattenAnimatedNodeOffset(nodeTag:)") { [self] (tag: Int) in
                try change { s throws(BridgeError) in
                    let (v, o) = try s.graph.valueAndOffset(tag, "flattenAnimatedNodeOffset")
                    try s.graph.setValue(tag, value: v + o, offset: 0, "flattenAnimatedNodeOffset")
                }
            }
            m.fireAndForget("extractAnimatedNodeOffset(nodeTag:)") { [self] (tag: Int) in
                try change { s throws(BridgeError) in
                    let (v, o) = try s.graph.valueAndOffset(tag, "extractAnimatedNodeOffset")
                    try s.graph.setValue(tag, value: 0, offset: v + o, "extractAnimatedNodeOffset")
                }
            }
            m.fireAndForget("connectAnimatedNodeToView(nodeTag:viewTag:)") { [self] (tag: Int, view: Int) in
                try change { s throws(BridgeError) in try s.graph.setView(tag, view, "connectAnimatedNodeToView") }
            }
            m.fireAndForget("disconnectAnimatedNodeFromView(nodeTag:viewTag:)") { [self] (tag: Int, _: Int) in
                try change { s throws(BridgeError) in try s.graph.setView(tag, nil, "disconnectAnimatedNodeFromView") }
            }
            // The view's animated props go back to their defaults (React Native sends them as null).
            m.fireAndForget("restoreDefaultValues(nodeTag:)") { [self] (tag: Int) in
                let update = try change { s throws(BridgeError) -> (Int, [String: BridgeValue])? in
                    guard case .props(_, let view?) = try s.graph.node(tag, "restoreDefaultValues") else { return nil }
                    return (view, s.graph.props(tag).mapValues { _ in BridgeValue.null })
                }
                if let update { ui.applyAnimated([update], now: false) }
            }
            m.callback("startAnimatingNode(animationId:nodeTag:config:endCallback:)") {
                [self] (id: Int, tag: Int, config: BridgeValue, done: BridgeCallback) in
                // A refused animation ends at once, unfinished (so JS's `start` callback runs),
                // and the host's log says why.
                do throws(BridgeError) {
                    try start(id, tag, config, done)
                } catch {
                    context.log(.error, error.message)
                    done(["finished": false])
                }
            }
            m.fireAndForget("stopAnimation(animationId:)") { [self] (id: Int) in stop(animations: { $0.key == id }) }
            m.fireAndForget("addAnimatedEventToView(viewTag:eventName:eventMapping:)") { [self] (view: Int, name: String, mapping: BridgeValue) in
                let path = (mapping["nativeEventPath"]?.arrayValue ?? []).compactMap(\.stringValue)
                guard let node = mapping["animatedValueTag"]?.numberValue.flatMap({ Int(exactly: $0) }) else {
                    throw BridgeError(.invalidArgument, "NativeAnimatedModule.addAnimatedEventToView: the mapping needs an animatedValueTag")
                }
                change { s in s.events[Self.eventKey(view, name), default: []].append((path, node)) }
            }
            m.fireAndForget("removeAnimatedEventFromView(viewTag:eventName:animatedNodeTag:)") { [self] (view: Int, name: String, node: Int) in
                change { s in s.events[Self.eventKey(view, name)]?.removeAll { $0.node == node } }
            }
            m.onInvalidate { [self] in
                let timers = state.withLock { s in defer { s = State() }; return s.running.values.compactMap(\.timer) }
                for timer in timers { context.thread.cancelTimer(timer) }
            }
        }
    }

    static func eventKey(_ view: Int, _ name: String) -> String {
        "\(view) \(name.hasPrefix("on") ? ViewManagerDefinition.topName(name) : name)"
    }

    private func change<T>(_ body: (inout State) throws(BridgeError) -> T) throws(BridgeError) -> T {
        try state.withLock { s in Result { () throws(BridgeError) -> T in try body(&s) } }.get()
    }

    private func change<T>(_ body: (inout State) -> T) -> T { state.withLock(body) }

    /// Sets a value node's value or offset (stopping its animations first, as React Native
    /// does when JS sets a value) and updates the views downstream.
    private func set(_ tag: Int, _ call: String, value: Double? = nil, offset: Double? = nil, now: Bool = false) throws(BridgeError) {
        if value != nil { stop(animations: { $0.value.node == tag }, propagating: false) }
        try change { s throws(BridgeError) in try s.graph.setValue(tag, value: value, offset: offset, call) }
        propagate(from: [tag], now: now)
    }

    private func start(_ id: Int, _ tag: Int, _ config: BridgeValue, _ done: BridgeCallback?) throws(BridgeError) {
        stop(animations: { $0.value.node == tag || $0.key == id })
        try change { s throws(BridgeError) in
            let curve = try AnimatedCurve(config: config, from: try s.graph.valueAndOffset(tag, "startAnimatingNode").value)
            var running = Running(node: tag, curve: curve, started: State.now(), done: done)
            if let duration = curve.duration {
                // (At most a year: a million iterations of a ten-minute spring.)
                let nanoseconds = UInt64(min(duration, 365 * 86_400_000) * 1_000_000)
                running.timer = context.thread.scheduleTimer(afterNanoseconds: nanoseconds) { [weak self] in self?.finish(id) }
            }
            s.running[id] = running
        }
    }

    /// An animation has run its course: its value is its end, and JS hears that it finished.
    private func finish(_ id: Int) {
        guard let (running, end) = change({ s -> (Running, Double)? in
            guard let r = s.running.removeValue(forKey: id) else { return nil }
            try? s.graph.setValue(r.node, value: r.curve.end, "startAnimatingNode")
            return (r, r.curve.end)
        }) else { return }
        propagate(from: [running.node], now: true)
        running.done?(["finished": true, "value": .number(end)])
    }

    /// Stops the running animations `which` picks where they are; JS hears that they did not
    /// finish, and the views downstream get those values when `propagating`.
    private func stop(animations which: (Dictionary<Int, Running>.Element) -> Bool, propagating: Bool = true) {
        let stopped = change { s -> [(Running, Double)] in
            s.advance()
            let picked = s.running.filter(which)
            for id in picked.keys { s.running[id] = nil }
            return picked.values.map { ($0, (try? s.graph.valueAndOffset($0.node, "stopAnimation").value) ?? 0) }
        }
        for (r, value) in stopped {
            if let timer = r.timer { context.thread.cancelTimer(timer) }
            r.done?(["finished": false, "value": .number(value)])
        }
        if propagating { propagate(from: stopped.map(\.0.node), now: false) }
    }

    /// Updates the views, listeners and tracking animations downstream of `tags`; `now` when
    /// outside a JS batch (the views' changes go to the tree at once).
    private func propagate(from tags: [Int], now: Bool) {
        guard !tags.isEmpty else { return }
        let (updates, values, tracking) = change { s -> ([(Int, [String: BridgeValue])], [(Int, Double)], [(Int, Int, BridgeValue)]) in
            s.advance()
            var updates: [(Int, [String: BridgeValue])] = [], values: [(Int, Double)] = [], tracking: [(Int, Int, BridgeValue)] = []
            var seen: Set<Int> = []
            for node in tags.flatMap({ s.graph.downstream(of: $0) }) where seen.insert(node).inserted {
                switch s.graph.nodes[node] {
                case .props(_, let view?): updates.append((view, s.graph.props(node)))
                case .value(let value, _) where s.listened.contains(node): values.append((node, value))
                case .tracking(let animation, let toValue, let value, var config):
                    config = .object(BridgeObject((config.objectValue ?? [:]).merging(["toValue": .number(s.graph.number(toValue))]) { _, n in n }))
                    tracking.append((animation, value, config))
                default: break
                }
            }
            return (updates, values, tracking)
        }
        if !updates.isEmpty { ui.applyAnimated(updates, now: now) }
        for (tag, value) in values { emitter.send("onAnimatedValueUpdate", body: ["tag": .number(Double(tag)), "value": .number(value)]) }
        for (animation, value, config) in tracking { try? start(animation, value, config, nil) }
    }

    /// A view sent `name` with `body`: the values mapped onto it take the body's numbers.
    /// Any thread; the values change on the JS thread.
    func viewSent(_ name: String, from view: Int, body: BridgeValue) {
        let mappings = state.withLock { $0.events[Self.eventKey(view, name)] ?? [] }
        guard !mappings.isEmpty else { return }
        _ = context.thread.post { [self] in
            for (path, node) in mappings {
                guard let value = path.reduce(Optional(body), { $0?[$1] })?.numberValue else { continue }
                try? set(node, "addAnimatedEventToView", value: value, now: true)
            }
        }
    }
}
