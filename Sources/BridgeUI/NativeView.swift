import BridgeCore

/// A view React's renderer made (or a root the app renders into): its tag, manager, the props it
/// holds now, its children, and the object its manager made. Main actor: views belong to the
/// UI thread, as on iOS; the ``ViewTree`` changes them once per batch from JS.
@MainActor
public final class NativeView {
    /// React's tag for it (root tags are 1, 11, 21, …).
    public let tag: Int
    /// Its manager's name (`RCTView`, `RCTText`, …); `RCTRootView` for a root.
    public let viewName: String
    /// The root it was made under.
    public let rootTag: Int
    /// The props it holds: every prop set and not removed since (React sends only changes).
    public internal(set) var props: [String: BridgeValue]
    /// Its parent, nil for a root or a view not attached yet.
    public internal(set) weak var parent: NativeView?
    /// Its children, in order.
    public internal(set) var children: [NativeView] = []
    /// The object its manager made (nil for a root), which the manager's props and commands set.
    public let object: AnyObject?
    /// Its box in its parent, from the layout after the last batch.
    public internal(set) var frame = ViewFrame()

    init(tag: Int, viewName: String, rootTag: Int, props: [String: BridgeValue] = [:], object: AnyObject?) {
        self.tag = tag
        self.viewName = viewName
        self.rootTag = rootTag
        self.props = props
        self.object = object
    }

    /// Whether it is a root.
    public var isRoot: Bool { parent == nil && tag == rootTag }

    /// The view and its descendants, depth first.
    public var subtree: [NativeView] {
        var out = [self]
        var i = 0
        while i < out.count {
            out.append(contentsOf: out[i].children)
            i += 1
        }
        return out
    }

    /// The view as JSON-like data: `{tag, viewName, props, children}`.
    public var snapshotValue: BridgeValue {
        .object(BridgeObject([
            "tag": .number(Double(tag)), "viewName": .string(viewName), "props": .object(BridgeObject(props)),
            "children": .array(children.map(\.snapshotValue)),
        ]))
    }

    /// The view as indented text: a line per view, `viewName #tag`, its frame (`x,y w×h`) when
    /// `frames`, and its props sorted by name.
    public func snapshotText(indent: Int = 0, frames: Bool = true) -> String {
        var words = ["\(viewName) #\(tag)"]
        if frames { words.append(frame.description) }
        words += props.keys.sorted().map { "\($0)=\(Self.describe(props[$0]!))" }
        var line = String(repeating: "  ", count: indent) + words.joined(separator: " ") + "\n"
        for child in children { line += child.snapshotText(indent: indent + 1, frames: frames) }
        return line
    }

    private static func describe(_ value: BridgeValue) -> String {
        value.description
    }
}
