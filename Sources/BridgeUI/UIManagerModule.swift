import BridgeCore
import BridgeRuntime
import Dispatch

/// React Native's `UIManager`, as its renderer (`ReactNativeRenderer`) calls it: `createView`,
/// `updateView`, `setChildren`, `manageChildren`, `removeRootView`,
/// `dispatchViewManagerCommand`, `measure` and its kin, `setJSResponder` / `clearJSResponder`,
/// `blur` / `focus`, `configureNextLayoutAnimation`, and the view managers' configs as constants
/// and through `getConstantsForViewManager` / `getDefaultEventTypes` / `lazilyLoadView`.
///
/// Its methods run on the JS thread: each call is checked against the ``ShadowTree`` there (an
/// error names the call and changes nothing), and the batch's changes go to the ``ViewTree`` on
/// the main actor once the batch is complete, at once, as React Native's UIManager applies a
/// batch. Made by ``NativeUI`` for each runtime.
final class UIManagerModule: NativeModule {
    private let ui: NativeUI
    private let context: ModuleContext
    private let state = Locked(State())

    private struct State {
        var shadow = ShadowTree()
        var pending: [ViewOperation] = []

        /// Makes root `tag` when it is a root tag named for the first time.
        mutating func makeRootIfNew(_ tag: Int) {
            if shadow.ensureRoot(tag) { pending.append(.createRoot(tag: tag)) }
        }
    }

    init(ui: NativeUI, context: ModuleContext) {
        self.ui = ui
        self.context = context
    }

    var definition: ModuleDefinition {
        ModuleDefinition("UIManager", runsOn: .jsThread) { m in
            for manager in ui.managers.values.sorted(by: { $0.name < $1.name }) { m.constant(manager.name, manager.config) }
            for problem in ui.problems { m.addProblem(problem) }
            m.fireAndForget("createView(reactTag:viewName:rootTag:props:)") { [self] (tag: Int, viewName: String, rootTag: Int, props: BridgeValue?) in
                guard ui.managers[viewName] != nil else {
                    throw BridgeError(.invalidArgument, "UIManager.createView: no view manager is named \(viewName) (view #\(tag))")
                }
                let props = try Self.props(props, "createView", tag)
                try change { s throws(BridgeError) in
                    try s.shadow.create(tag, viewName, rootTag: rootTag, limit: ui.maximumViews)
                    s.makeRootIfNew(rootTag)
                    s.pending.append(.create(tag: tag, viewName: viewName, rootTag: rootTag, props: props))
                }
            }
            m.fireAndForget("updateView(reactTag:viewName:props:)") { [self] (tag: Int, _: String?, props: BridgeValue?) in
                let props = try Self.props(props, "updateView", tag)
                try change { s throws(BridgeError) in
                    _ = try s.shadow.node(tag, "updateView")
                    s.pending.append(.update(tag: tag, props: props))
                }
            }
            m.fireAndForget("setChildren(containerTag:reactTags:)") { [self] (parent: Int, children: [Int]) in
                try change { s throws(BridgeError) in
                    s.makeRootIfNew(parent)
                    s.pending.append(.setChildren(parent: parent, children: try s.shadow.setChildren(parent, children)))
                }
            }
            m.fireAndForget("manageChildren(containerTag:moveFromIndices:moveToIndices:addChildReactTags:addAtIndices:removeAtIndices:)") {
                [self] (parent: Int, moveFrom: [Int]?, moveTo: [Int]?, addTags: [Int]?, addAt: [Int]?, removeAt: [Int]?) in
                try change { s throws(BridgeError) in
                    s.makeRootIfNew(parent)
                    let (children, deleted) = try s.shadow.manageChildren(
                        parent, moveFrom: moveFrom ?? [], moveTo: moveTo ?? [], addTags: addTags ?? [], addAt: addAt ?? [], removeAt: removeAt ?? [])
                    s.pending.append(.setChildren(parent: parent, children: children))
                    if !deleted.isEmpty { s.pending.append(.delete(tags: deleted)) }
                }
            }
            m.fireAndForget("removeRootView(rootTag:)") { [self] (root: Int) in
                try change { s in
                    let gone = s.shadow.drop(root)
                    if !gone.isEmpty { s.pending.append(.delete(tags: gone)) }
                }
            }
            // What older renderers call when an app unmounts: the container's children go.
            m.fireAndForget("removeSubviewsFromContainerWithID(containerID:)") { [self] (container: Int) in
                try change { s throws(BridgeError) in
                    let node = try s.shadow.node(container, "removeSubviewsFromContainerWithID")
                    var gone: [Int] = []
                    for child in node.children { gone += s.shadow.drop(child) }
                    s.pending.append(.setChildren(parent: container, children: []))
                    if !gone.isEmpty { s.pending.append(.delete(tags: gone)) }
                }
            }
            m.fireAndForget("dispatchViewManagerCommand(reactTag:commandID:commandArgs:)") { [self] (tag: Int, command: BridgeValue, arguments: [BridgeValue]?) in
                try change { s throws(BridgeError) in
                    let node = try s.shadow.node(tag, "dispatchViewManagerCommand")
                    let commands = ui.managers[node.viewName]?.commands ?? []
                    let found = command.integerValue.flatMap { n in commands.indices.contains(n) ? commands[n] : nil }
                        ?? command.stringValue.flatMap { name in commands.first { $0.name == name } }
                    guard let found else {
                        throw BridgeError(.invalidArgument, "UIManager.dispatchViewManagerCommand: \(node.viewName) has no command \(command) (view #\(tag))")
                    }
                    s.pending.append(.command(tag: tag, name: found.name, arguments: arguments ?? []))
                }
            }
            // Frames as React Native's iOS UIManager gives them: `measure` the view's box in its
            // parent and its position in its root; `measureInWindow` the position in its root;
            // `measureLayout` the box in an ancestor; `findSubviewIn` the deepest view at a point.
            m.callback("measure(reactTag:callback:)") { [self] (tag: Int, callback: BridgeCallback) in
                try read(tag, "measure") { tree in
                    guard let view = tree.view(tag: tag) else { return }
                    let f = view.frame, page = tree.pagePosition(view)
                    callback(.number(f.x), .number(f.y), .number(f.width), .number(f.height), .number(page.x), .number(page.y))
                }
            }
            m.callback("measureInWindow(reactTag:callback:)") { [self] (tag: Int, callback: BridgeCallback) in
                try read(tag, "measureInWindow") { tree in
                    guard let view = tree.view(tag: tag) else { return }
                    let page = tree.pagePosition(view)
                    callback(.number(page.x), .number(page.y), .number(view.frame.width), .number(view.frame.height))
                }
            }
            m.callback("measureLayout(reactTag:ancestorReactTag:errorCallback:callback:)") {
                [self] (tag: Int, ancestor: Int, failure: BridgeCallback, callback: BridgeCallback) in
                let isDescendant = state.withLock { s in
                    var at = s.shadow.nodes[tag]?.parent
                    while let a = at, a != ancestor { at = s.shadow.nodes[a]?.parent }
                    return at == ancestor && s.shadow.nodes[tag] != nil
                }
                guard isDescendant else { return failure(["message": .string("UIManager.measureLayout: view #\(tag) is not a descendant of #\(ancestor)")]) }
                try read(tag, "measureLayout") { tree in
                    guard let view = tree.view(tag: tag), let other = tree.view(tag: ancestor) else { return }
                    let (a, b) = (tree.pagePosition(view), tree.pagePosition(other))
                    callback(.number(a.x - b.x), .number(a.y - b.y), .number(view.frame.width), .number(view.frame.height))
                }
            }
            m.callback("findSubviewIn(reactTag:point:callback:)") { [self] (tag: Int, point: [Double], callback: BridgeCallback) in
                guard point.count == 2 else { throw BridgeError(.invalidArgument, "UIManager.findSubviewIn: the point must be [x, y]") }
                try read(tag, "findSubviewIn") { tree in
                    guard let view = tree.view(tag: tag), let found = tree.hit(view, x: point[0], y: point[1]) else { return }
                    let (a, b) = (tree.pagePosition(found), tree.pagePosition(view))
                    callback(.number(Double(found.tag)), .number(a.x - b.x), .number(a.y - b.y), .number(found.frame.width), .number(found.frame.height))
                }
            }
            m.fireAndForget("setJSResponder(reactTag:blockNativeResponder:)") { (_: Int, _: Bool?) in }
            m.fireAndForget("clearJSResponder") {}
            m.fireAndForget("blur(reactTag:)") { (_: Int?) in }
            m.fireAndForget("focus(reactTag:)") { (_: Int?) in }
            // Layout animations are not run: the next layout applies at once, and the animation
            // is reported as ended.
            m.callback("configureNextLayoutAnimation(config:callback:errorCallback:)") { (_: BridgeValue, done: BridgeCallback, _: BridgeCallback) in
                done()
            }
            m.sync("getConstantsForViewManager(viewManagerName:)") { [self] (name: String) -> BridgeValue in
                ui.managers[name]?.config ?? .null
            }
            m.sync("getDefaultEventTypes") { () -> BridgeValue in
                ["bubblingEventTypes": [:], "directEventTypes": [:]]
            }
            m.sync("lazilyLoadView(name:)") { [self] (name: String) -> BridgeValue in
                ui.managers[name].map { ["viewConfig": $0.config] } ?? .null
            }
            m.onBatchComplete { [self] in flush() }
            m.onInvalidate { [self] in
                state.withLock { $0 = State() }
                ui.reset()
            }
        }
    }

    /// Runs `body` on the state; what it adds to the batch goes with the batch's other changes.
    private func change<T>(_ body: (inout State) throws(BridgeError) -> T) throws(BridgeError) -> T {
        let result = state.withLock { s in Result { () throws(BridgeError) -> T in try body(&s) } }
        return try result.get()
    }

    /// Answers once the batch's changes are in the tree (main actor).
    private func read(_ tag: Int, _ call: String, _ body: @escaping @MainActor @Sendable (ViewTree) -> Void) throws(BridgeError) {
        try change { s throws(BridgeError) in
            _ = try s.shadow.node(tag, call)
            s.pending.append(.read(body))
        }
    }

    /// Animated props for views that exist (a view gone since is skipped), after the batch's
    /// changes so far; handed over at once when `now`.
    func applyAnimated(_ updates: [(view: Int, props: [String: BridgeValue])], now: Bool) {
        state.withLock { s in
            for (view, props) in updates where s.shadow.nodes[view] != nil { s.pending.append(.update(tag: view, props: props)) }
        }
        if now { flush() }
    }

    /// Hands the batch's changes to the main actor, in batch order.
    private func flush() {
        let batch = state.withLock { s in defer { s.pending.removeAll() }; return s.pending }
        guard !batch.isEmpty else { return }
        ui.apply(batch)
    }

    private static func props(_ value: BridgeValue?, _ call: String, _ tag: Int) throws(BridgeError) -> [String: BridgeValue] {
        switch value {
        case nil, .null?, .undefined?: return [:]
        case .object(let fields)?: return fields.properties
        case let other?: throw BridgeError(.invalidArgument, "UIManager.\(call): the props of view #\(tag) must be an object, not \(other)")
        }
    }
}
