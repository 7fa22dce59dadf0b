import Foundation

/// A box to lay out: its style, its children, and for a leaf whose size comes from its content
/// (text), how to measure it.
final class LayoutNode {
    /// What a measure is given on each axis: a size to fill, a size not to exceed, or none.
    enum Mode: Equatable {
        case exactly(Double), atMost(Double), undefined
        var value: Double? {
            switch self {
            case .exactly(let v), .atMost(let v): v
            case .undefined: nil
            }
        }
    }

    var style: FlexStyle
    var children: [LayoutNode] = []
    /// Measures the content: given the width and height modes, the size it needs.
    var measure: ((Mode, Mode) -> (width: Double, height: Double))?
    /// The result: position in the parent, and size.
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0
    /// Which of its parent's lines it is on.
    var line = 0

    init(style: FlexStyle, children: [LayoutNode] = [], measure: ((Mode, Mode) -> (width: Double, height: Double))? = nil) {
        self.style = style
        self.children = children
        self.measure = measure
    }
}

/// A flexbox layout of the style React Native supports, computed as Yoga computes it for that
/// subset (direction, grow, shrink, basis, wrap, justify, align items/self/content, padding,
/// margin, border, absolute position, sizes with their bounds, aspect ratio, percentages, gap),
/// left to right, rounded to whole points at the end as Yoga rounds at a scale of 1.
enum FlexLayout {
    /// Lays out `root` in a box of `width` × `height` (nil: as large as its content), left to
    /// right unless `rtl` (or the root's own `direction`).
    static func layout(_ root: LayoutNode, width: Double?, height: Double?, rtl: Bool = false) {
        resolveDirections(root, inherited: rtl)
        let w = root.style.width.resolve(width) ?? width, h = root.style.height.resolve(height) ?? height
        layoutNode(root, width: w.map { .exactly(bound($0, root, row: true, owner: width)) } ?? .undefined,
                   height: h.map { .exactly(bound($0, root, row: false, owner: height)) } ?? .undefined, ownerWidth: width, ownerHeight: height)
        root.x = root.style.margin.left.resolve(width) ?? 0
        root.y = root.style.margin.top.resolve(width) ?? 0
        offset(root, width: width, height: height)
        round(root, parentX: 0, parentY: 0)
    }

    /// Moves a box in the flow by its insets (`left`, or else `right` the other way; `top`, or
    /// else `bottom`), percentages of the containing `width` and `height`.
    static func offset(_ node: LayoutNode, width: Double?, height: Double?) {
        let p = node.style.position
        if let left = p.left.resolve(width) { node.x += left } else if let right = p.right.resolve(width) { node.x -= right }
        if let top = p.top.resolve(height) { node.y += top } else if let bottom = p.bottom.resolve(height) { node.y -= bottom }
    }

    /// Resolves each box's style for its writing direction, the parent's unless it names its own.
    static func resolveDirections(_ node: LayoutNode, inherited: Bool) {
        node.style = node.style.resolved(inherited: inherited)
        for child in node.children { resolveDirections(child, inherited: node.style.rtl ?? false) }
    }

    /// Where a box's text baseline is, from its top, as Yoga finds it: its first child's on
    /// its first line that is aligned by baseline (else its first child's), plus that child's
    /// top; a box without children has its bottom as its baseline.
    static func baseline(_ node: LayoutNode) -> Double {
        var chosen: LayoutNode?
        for child in node.children {
            if child.line > 0 { break }
            if child.style.absolute || child.style.hidden { continue }
            if FlexLines.align(child, in: node) == .baseline {
                chosen = child
                break
            }
            if chosen == nil { chosen = child }
        }
        guard let chosen else { return node.height }
        return baseline(chosen) + chosen.y
    }

    // MARK: Sizes

    static func bound(_ value: Double, _ node: LayoutNode, row: Bool, owner: Double?) -> Double {
        let s = node.style
        var v = value
        if let max = (row ? s.maxWidth : s.maxHeight).resolve(owner), v > max { v = max }
        if let min = (row ? s.minWidth : s.minHeight).resolve(owner), v < min { v = min }
        return Swift.max(v, paddingBorder(node, row: row, ownerWidth: owner))
    }

    static func paddingBorder(_ node: LayoutNode, row: Bool, ownerWidth: Double?) -> Double {
        let s = node.style
        let padding = (s.padding.leading(row).resolve(ownerWidth) ?? 0) + (s.padding.trailing(row).resolve(ownerWidth) ?? 0)
        return padding + s.border.leading(row) + s.border.trailing(row)
    }

    static func margins(_ node: LayoutNode, row: Bool, ownerWidth: Double?) -> Double {
        (node.style.margin.leading(row).resolve(ownerWidth) ?? 0) + (node.style.margin.trailing(row).resolve(ownerWidth) ?? 0)
    }

    /// The size of `node` under `width` × `height`, laying out its children when it has any;
    /// `measuring`: only its size is wanted (a flex basis), and its items are not flexed when its
    /// cross size is known (as Yoga skips that step then).
    static func layoutNode(
        _ node: LayoutNode, width: LayoutNode.Mode, height: LayoutNode.Mode, ownerWidth: Double?, ownerHeight: Double?, measuring: Bool = false
    ) {
        let s = node.style
        let pbRow = paddingBorder(node, row: true, ownerWidth: ownerWidth), pbColumn = paddingBorder(node, row: false, ownerWidth: ownerWidth)
        if node.children.isEmpty || s.hidden {
            var w: Double, h: Double
            if let measure = node.measure {
                let inner = (sub(width, pbRow), sub(height, pbColumn))
                let measured = measure(inner.0, inner.1)
                w = measured.width + pbRow
                h = measured.height + pbColumn
            } else {
                (w, h) = (pbRow, pbColumn)
            }
            node.width = fit(w, width, node, row: true, owner: ownerWidth)
            node.height = fit(h, height, node, row: false, owner: ownerHeight)
            return
        }
        FlexLines.layoutChildren(node, width: width, height: height, ownerWidth: ownerWidth, ownerHeight: ownerHeight, measuring: measuring)
    }

    /// A content size under a mode: the exact size, or the content's within the style's limits
    /// (a bound the parent gives is not a limit: content that does not fit overflows, as in Yoga).
    static func fit(_ content: Double, _ mode: LayoutNode.Mode, _ node: LayoutNode, row: Bool, owner: Double?) -> Double {
        if case .exactly(let v) = mode { return v }
        return bound(content, node, row: row, owner: owner)
    }

    static func sub(_ mode: LayoutNode.Mode, _ amount: Double) -> LayoutNode.Mode {
        switch mode {
        case .exactly(let v): .exactly(Swift.max(0, v - amount))
        case .atMost(let v): .atMost(Swift.max(0, v - amount))
        case .undefined: .undefined
        }
    }

    // MARK: Rounding

    /// Rounds to whole points as Yoga does at a scale of 1: each edge's absolute position is
    /// rounded (half up), and a size is the distance between its rounded edges.
    static func round(_ node: LayoutNode, parentX: Double, parentY: Double) {
        let absX = parentX + node.x, absY = parentY + node.y
        let left = roundHalfUp(absX), top = roundHalfUp(absY)
        let right = roundHalfUp(absX + node.width), bottom = roundHalfUp(absY + node.height)
        node.x = roundHalfUp(node.x)
        node.y = roundHalfUp(node.y)
        node.width = right - left
        node.height = bottom - top
        for child in node.children { round(child, parentX: absX, parentY: absY) }
    }

    static func roundHalfUp(_ v: Double) -> Double {
        let r = (v + 0.5).rounded(.down)
        // Within a rounding error of the grid already: keep it there.
        return abs(v - v.rounded()) < 1e-4 ? v.rounded() : r
    }
}
