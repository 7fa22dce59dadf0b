import BridgeCore

/// A view's box: its position in its parent and its size, in points.
public struct ViewFrame: Sendable, Equatable, CustomStringConvertible {
    /// The position in the parent and the size.
    public var x: Double, y: Double, width: Double, height: Double

    /// A frame; the defaults are an empty box at the parent's origin.
    public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var description: String { "\(Self.text(x)),\(Self.text(y)) \(Self.text(width))×\(Self.text(height))" }

    static func text(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    var bridgeValue: BridgeValue { ["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)] }
}

/// Measures text: the string a text view shows (its raw text children joined) and the width it
/// may take (nil: any), to the size it needs. The default is monospace: a column per character,
/// a row per line, lines broken at the width.
public typealias TextMeasure = @MainActor @Sendable (_ text: String, _ maxWidth: Double?) -> (width: Double, height: Double)

extension ViewTree {
    /// The monospace measure (``TextMeasure``).
    nonisolated public static let monospace: TextMeasure = { text, maxWidth in
        var width = 0.0, height = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let columns = Double(line.count)
            if let maxWidth, maxWidth >= 1, columns > maxWidth {
                width = max(width, maxWidth.rounded(.down))
                height += (columns / maxWidth.rounded(.down)).rounded(.up)
            } else {
                width = max(width, columns)
                height += 1
            }
        }
        return (width, height)
    }

    /// The text a text view shows: its raw and virtual text descendants' `text`, in order.
    static func text(of view: NativeView) -> String {
        view.children.map { child in (child.props["text"]?.stringValue ?? "") + text(of: child) }.joined()
    }

    /// Lays out every root at the user interface's size, sets each view's ``NativeView/frame``,
    /// and returns the views whose frame changed.
    func layout() -> [NativeView] {
        var changed: [NativeView] = []
        for tag in roots.keys.sorted() {
            guard let root = roots[tag] else { continue }
            let box = layoutBox(root)
            FlexLayout.layout(box, width: rootSize.width, height: rootSize.height, rtl: rightToLeft)
            apply(box, to: root, &changed)
        }
        return changed
    }

    private func layoutBox(_ view: NativeView) -> LayoutNode {
        var style = FlexStyle(props: view.props)
        let isText = view.viewName == "RCTText"
        if view.isRoot { style.width = .percent(100); style.height = .percent(100) }
        let node = LayoutNode(style: style, children: isText ? [] : view.children.map(layoutBox))
        if isText {
            let text = Self.text(of: view), measure = textMeasure
            node.measure = { width, _ in MainActor.assumeIsolated { measure(text, width.value) } }
        }
        return node
    }

    private func apply(_ box: LayoutNode, to view: NativeView, _ changed: inout [NativeView]) {
        let frame = ViewFrame(x: box.x, y: box.y, width: box.width, height: box.height)
        if frame != view.frame {
            view.frame = frame
            changed.append(view)
        }
        guard view.viewName != "RCTText" else { return }
        for (child, childBox) in zip(view.children, box.children) { apply(childBox, to: child, &changed) }
    }

    /// A view's position in its root.
    func pagePosition(_ view: NativeView) -> (x: Double, y: Double) {
        var (x, y) = (view.frame.x, view.frame.y)
        var at = view.parent
        while let a = at {
            x += a.frame.x
            y += a.frame.y
            at = a.parent
        }
        return (x, y)
    }

    /// The deepest view under `view` (itself included) that contains the point (`x`, `y`) of
    /// `view`'s own space, and the point in that view's space.
    func hit(_ view: NativeView, x: Double, y: Double) -> NativeView? {
        guard x >= 0, y >= 0, x <= view.frame.width, y <= view.frame.height else { return nil }
        for child in view.children.reversed() {
            if let found = hit(child, x: x - child.frame.x, y: y - child.frame.y) { return found }
        }
        return view
    }
}
