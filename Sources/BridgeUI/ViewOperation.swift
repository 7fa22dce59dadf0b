import BridgeCore

/// One change a batch from JS makes to the view tree, checked against the tree on the JS thread
/// (``ShadowTree``) before it reaches the main actor, so the ``ViewTree`` applies only changes
/// that fit it.
enum ViewOperation: Sendable {
    /// A root the app renders into.
    case createRoot(tag: Int)
    /// A new view, not attached yet.
    case create(tag: Int, viewName: String, rootTag: Int, props: [String: BridgeValue])
    /// Props changed (`null`: removed).
    case update(tag: Int, props: [String: BridgeValue])
    /// A view's children, all of them, in order, after the batch's moves, adds and removals.
    case setChildren(parent: Int, children: [Int])
    /// Views that are gone (each already detached from its parent, with its subtree).
    case delete(tags: [Int])
    /// A manager's command for a view.
    case command(tag: Int, name: String, arguments: [BridgeValue])
    /// Work on the tree once the batch's changes are in (`measure` and its kin answer here).
    case read(@MainActor @Sendable (ViewTree) -> Void)
}
