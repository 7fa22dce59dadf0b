import BridgeCore

/// The native views React's renderer made, as the host sees them: find a view by tag or by
/// `nativeID` / `testID`, read the roots, take a snapshot, and follow the changes (one
/// ``ViewTreeChange`` per batch from JS, applied at once, as React Native's UIManager applies a
/// batch). Main actor.
@MainActor
public final class ViewTree {
    /// The roots apps render into, by root tag.
    public private(set) var roots: [Int: NativeView] = [:]
    private var views: [Int: NativeView] = [:]
    private let managers: [String: ViewManagerDefinition]
    /// The size roots are laid out at.
    let rootSize: (width: Double, height: Double)
    /// How text is measured.
    let textMeasure: TextMeasure
    /// Whether the roots are laid out right to left.
    let rightToLeft: Bool
    /// Views of a manager that were removed, kept to be made again (their props reset).
    private var pool: [String: [AnyObject]] = [:]
    private var subscribers: [Int: AsyncStream<ViewTreeChange>.Continuation] = [:]
    private var nextSubscriber = 0
    /// Told of each view that asked for layout events (`onLayout`) whose frame changed.
    var onLayout: (@MainActor (NativeView) -> Void)?
    /// Called with each batch's change once it is applied and laid out, before ``changes()``'s
    /// subscribers run (a host that prints or checks the tree after each batch sets it).
    public var onBatchApplied: (@MainActor (ViewTreeChange) -> Void)?
    /// How many removed views each manager keeps for reuse.
    static let poolLimit = 64

    nonisolated init(
        managers: [String: ViewManagerDefinition], rootSize: (width: Double, height: Double), textMeasure: @escaping TextMeasure, rightToLeft: Bool
    ) {
        self.managers = managers
        self.rootSize = rootSize
        self.textMeasure = textMeasure
        self.rightToLeft = rightToLeft
    }

    /// Removes every view (the runtime went); subscribers see the removals as one change.
    func removeAll() {
        guard !views.isEmpty else { return }
        var change = ViewTreeChange()
        for tag in roots.keys.sorted() {
            let gone = roots[tag]!.subtree.map(\.tag)
            for tag in gone { remove(tag) }
            change.removed += gone
        }
        // Views not attached to a root yet.
        for tag in views.keys.sorted() {
            remove(tag)
            change.removed.append(tag)
        }
        publish(change)
    }

    /// Tells the host of a change: ``onBatchApplied``, then each ``changes()`` subscriber.
    private func publish(_ change: ViewTreeChange) {
        onBatchApplied?(change)
        for continuation in subscribers.values { continuation.yield(change) }
    }

    /// The view of `tag`, if it exists.
    public func view(tag: Int) -> NativeView? { views[tag] }

    /// The first view (depth first from the roots, in root-tag order) whose `nativeID` prop is `id`.
    public func view(nativeID id: String) -> NativeView? { first { $0.props["nativeID"] == .string(id) } }

    /// The first view whose `testID` prop is `id`.
    public func view(testID id: String) -> NativeView? { first { $0.props["testID"] == .string(id) } }

    /// How many views exist, roots included.
    public var count: Int { views.count }

    private func first(where match: (NativeView) -> Bool) -> NativeView? {
        for tag in roots.keys.sorted() {
            if let hit = roots[tag]?.subtree.first(where: match) { return hit }
        }
        return nil
    }

    /// Every root as indented text (see ``NativeView/snapshotText(indent:frames:)``).
    public func snapshotText(frames: Bool = true) -> String { roots.keys.sorted().map { roots[$0]!.snapshotText(frames: frames) }.joined() }

    /// Every root as data: an array of ``NativeView/snapshotValue``s.
    public func snapshotValue() -> BridgeValue { .array(roots.keys.sorted().map { roots[$0]!.snapshotValue }) }

    /// The changes from now on, one element per batch applied; ends when the runtime goes.
    public func changes() -> AsyncStream<ViewTreeChange> {
        let (stream, continuation) = AsyncStream<ViewTreeChange>.makeStream(bufferingPolicy: .unbounded)
        let id = nextSubscriber
        nextSubscriber += 1
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.subscribers[id] = nil }
        }
        return stream
    }

    /// Ends every subscriber's sequence.
    func finish() {
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }

    /// Applies a batch: the views' props through their managers (a prop that does not decode is
    /// reported in the change and skipped; the rest are applied), then the reads.
    func apply(_ batch: [ViewOperation]) {
        var change = ViewTreeChange()
        var reads: [@MainActor @Sendable (ViewTree) -> Void] = []
        for operation in batch {
            switch operation {
            case .createRoot(let tag):
                let root = NativeView(tag: tag, viewName: "RCTRootView", rootTag: tag, object: nil)
                roots[tag] = root
                views[tag] = root
                change.created.append(tag)
            case .create(let tag, let viewName, let rootTag, let props):
                guard let manager = managers[viewName] else { continue }
                let object = pool[viewName]?.popLast() ?? manager.makeView()
                let view = NativeView(tag: tag, viewName: viewName, rootTag: rootTag, object: object)
                views[tag] = view
                set(props, on: view, &change)
                change.created.append(tag)
            case .update(let tag, let props):
                guard let view = views[tag] else { continue }
                set(props, on: view, &change)
                change.updated[tag, default: []].formUnion(props.keys)
            case .setChildren(let parent, let children):
                guard let view = views[parent] else { continue }
                view.children = children.compactMap { views[$0] }
                for child in view.children { child.parent = view }
                change.childrenChanged.append(parent)
            case .delete(let tags):
                for tag in tags { remove(tag) }
                change.removed += tags
            case .command(let tag, let name, let arguments):
                guard let view = views[tag], let object = view.object, let command = command(name, of: view.viewName) else { continue }
                do {
                    try command.run(object, arguments)
                } catch {
                    change.problems.append("view #\(tag) (\(view.viewName)): command \(name): \(Self.describe(error))")
                }
                change.commands.append(ViewTreeChange.Command(tag: tag, name: name, arguments: arguments))
            case .read(let read):
                reads.append(read)
            }
        }
        change.laidOut = layout().map(\.tag)
        for read in reads { read(self) }
        publish(change)
        if let onLayout { for tag in change.laidOut { if let view = views[tag], view.props["onLayout"] == true { onLayout(view) } } }
    }

    /// Sets changed props on a view: each through the prop its manager (or the manager's base)
    /// declares; `null` removes a prop. A prop no manager declares, or one of the base manager's
    /// that the view's object is not of the type to take, is kept as JS sent it.
    private func set(_ props: [String: BridgeValue], on view: NativeView, _ change: inout ViewTreeChange) {
        for (name, value) in props.sorted(by: { $0.key < $1.key }) {
            if let prop = prop(name, of: view.viewName), let object = view.object {
                do {
                    try prop.apply(object, value)
                } catch {
                    change.problems.append("view #\(view.tag) (\(view.viewName)): prop \(name) = \(value): \(Self.describe(error))")
                    continue
                }
            }
            if value == .null || value == .undefined { view.props[name] = nil } else { view.props[name] = value }
        }
    }

    private func remove(_ tag: Int) {
        guard let view = views.removeValue(forKey: tag) else { return }
        if roots[tag] === view { roots[tag] = nil }
        view.parent = nil
        view.children = []
        // Kept for reuse with every prop it had set back to its default.
        guard let object = view.object, pool[view.viewName, default: []].count < Self.poolLimit else { return }
        for name in view.props.keys { try? prop(name, of: view.viewName)?.apply(object, .null) }
        pool[view.viewName, default: []].append(object)
    }

    /// The prop `name` of manager `viewName`, or of the managers it extends.
    func prop(_ name: String, of viewName: String) -> PropDefinition? {
        var manager = managers[viewName]
        var hops = 0
        while let m = manager, hops < 8 {
            if let prop = m.prop(named: name) { return prop }
            manager = m.baseManager.flatMap { managers[$0] }
            hops += 1
        }
        return nil
    }

    private func command(_ name: String, of viewName: String) -> CommandDefinition? {
        managers[viewName]?.commands.first { $0.name == name }
    }

    private static func describe(_ error: any Error) -> String {
        (error as? BridgeError)?.message ?? "\(error)"
    }
}

/// What one batch from JS changed in the ``ViewTree``.
public struct ViewTreeChange: Sendable, Equatable {
    /// A command a view got.
    public struct Command: Sendable, Equatable {
        /// The view's tag, the command's name, and what JS passed it.
        public var tag: Int, name: String, arguments: [BridgeValue]
    }

    /// Views made (roots too), in order.
    public var created: [Int] = []
    /// Views whose props changed, with the names of the props that changed.
    public var updated: [Int: Set<String>] = [:]
    /// Views whose children changed (added, moved or removed).
    public var childrenChanged: [Int] = []
    /// Views removed, with their subtrees.
    public var removed: [Int] = []
    /// Views whose frame the batch's layout changed.
    public var laidOut: [Int] = []
    /// Commands run.
    public var commands: [Command] = []
    /// What could not be applied (a prop value that does not decode, a failed command), naming
    /// the view, the prop and the value.
    public var problems: [String] = []
}
