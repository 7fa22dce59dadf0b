/// The flexbox algorithm for one container: its children's bases, lines, flexible lengths,
/// cross sizes, and positions (``FlexLayout`` lays out the rest).
enum FlexLines {
    typealias Mode = LayoutNode.Mode

    /// The alignment of `child` in `parent`'s cross axis.
    static func align(_ child: LayoutNode, in parent: LayoutNode) -> FlexStyle.Align {
        child.style.alignSelf == .auto ? parent.style.alignItems : child.style.alignSelf
    }

    /// Whether `child`'s margins on the leading and trailing edges of an axis are `auto`.
    static func autoMargins(_ child: LayoutNode, row: Bool) -> (leading: Bool, trailing: Bool) {
        let m = child.style.margin
        return (m.leading(row) == .auto, m.trailing(row) == .auto)
    }

    static func layoutChildren(_ node: LayoutNode, width: Mode, height: Mode, ownerWidth: Double?, ownerHeight: Double?, measuring: Bool) {
        let s = node.style, row = s.isRow
        let pbMain = FlexLayout.paddingBorder(node, row: row, ownerWidth: ownerWidth)
        let pbCross = FlexLayout.paddingBorder(node, row: !row, ownerWidth: ownerWidth)
        let mainMode = row ? width : height, crossMode = row ? height : width
        let innerMain = mainMode.value.map { max(0, $0 - pbMain) }, innerCross = crossMode.value.map { max(0, $0 - pbCross) }
        // What the children's percentages are of: a size the container has, not one it is
        // finding from its content (a percentage of that is treated as auto, as CSS does).
        let innerWidth = if case .exactly(let w) = width { max(0, w - (row ? pbMain : pbCross)) } else { Double?.none }
        let innerHeight = if case .exactly(let h) = height { max(0, h - (row ? pbCross : pbMain)) } else { Double?.none }
        let mainGap = row ? s.columnGap : s.rowGap, crossGap = row ? s.rowGap : s.columnGap
        let crossExact = if case .exactly = crossMode { true } else { false }
        func margin(_ c: LayoutNode, _ r: Bool) -> Double { FlexLayout.margins(c, row: r, ownerWidth: innerWidth) }
        func size(_ c: LayoutNode, _ r: Bool) -> Double { r ? c.width : c.height }
        func lay(_ c: LayoutNode, main: Mode, cross: Mode, measuring: Bool = measuring) {
            FlexLayout.layoutNode(c, width: row ? main : cross, height: row ? cross : main, ownerWidth: innerWidth, ownerHeight: innerHeight, measuring: measuring)
        }
        /// The cross mode of a child whose main size is `main` (nil: not known yet).
        func childCross(_ c: LayoutNode, main: Double?) -> Mode {
            let cs = c.style
            if let d = (row ? cs.height : cs.width).resolve(row ? innerHeight : innerWidth) {
                return .exactly(FlexLayout.bound(d, c, row: !row, owner: innerCross))
            }
            if let r = cs.aspectRatio, let main { return .exactly(row ? main / r : main * r) }
            let autoCross = autoMargins(c, row: !row)
            if let ic = innerCross, crossExact, align(c, in: node) == .stretch, !s.wraps, !autoCross.leading, !autoCross.trailing {
                return .exactly(FlexLayout.bound(max(0, ic - margin(c, !row)), c, row: !row, owner: innerCross))
            }
            return innerCross.map { .atMost(max(0, $0 - margin(c, !row))) } ?? .undefined
        }

        for child in node.children where child.style.hidden { (child.x, child.y, child.width, child.height) = (0, 0, 0, 0) }
        let flowing = node.children.filter { !$0.style.absolute && !$0.style.hidden }

        // The flex basis of each child.
        var basis: [Double] = []
        for child in flowing {
            let cs = child.style
            var b: Double
            if cs.basis != .auto, let fb = cs.basis.resolve(innerMain) {
                b = fb
            } else if let d = (row ? cs.width : cs.height).resolve(row ? innerWidth : innerHeight) {
                b = d
            } else {
                let cross = childCross(child, main: nil)
                // (In a scroll view the content is as long as it is, as in Yoga.)
                var main: Mode = s.scrolls ? .undefined : innerMain.map { .atMost(max(0, $0 - margin(child, row))) } ?? .undefined
                if let r = cs.aspectRatio, case .exactly(let c) = cross { main = .exactly(row ? c * r : c / r) }
                lay(child, main: main, cross: cross, measuring: true)
                b = size(child, row)
            }
            // (A basis is held within its item's bounds with percentages of the container's own
            // owner, as Yoga holds it; the flexed size, below, with the container's.)
            basis.append(FlexLayout.bound(b, child, row: row, owner: row ? ownerWidth : ownerHeight))
        }

        // Lines: items in order, a new line when the next would overflow (wrapping only).
        var lines: [Range<Int>] = []
        var start = 0, used = 0.0
        for (i, child) in flowing.enumerated() {
            let item = basis[i] + margin(child, row)
            if s.wraps, let limit = innerMain, i > start, used + mainGap + item > limit + 1e-7 {
                lines.append(start..<i)
                (start, used) = (i, 0)
            }
            used += (i > start ? mainGap : 0) + item
        }
        if start < flowing.count { lines.append(start..<flowing.count) }

        // Flexible lengths, then each child's cross size.
        var mains = basis
        var lineCross: [Double] = [], lineAscent: [Double] = []
        var contentMain = 0.0
        for line in lines {
            let gaps = mainGap * Double(max(0, line.count - 1))
            let consumed = line.reduce(0) { $0 + basis[$1] + margin(flowing[$1], row) } + gaps
            let totalGrow = line.reduce(0) { $0 + flowing[$1].style.grow }
            // Without a size to fill, the content's is the size, unless a bound says otherwise or
            // both the items and the container itself grow into the room there is (as Yoga does).
            var available = consumed
            if case .exactly(let v) = mainMode {
                available = v - pbMain
            } else if let min = (row ? s.minWidth : s.minHeight).resolve(ownerWidth), consumed < min - pbMain {
                available = min - pbMain
            } else if let max = (row ? s.maxWidth : s.maxHeight).resolve(ownerWidth), consumed > max - pbMain {
                available = max - pbMain
            } else if case .atMost(let v) = mainMode, totalGrow > 0, s.grow > 0 {
                available = v - pbMain
            }
            // Measured with its cross size known, a container is as long as its items' bases.
            if !(measuring && crossExact) {
                resolveFlexible(line, flowing, basis, &mains, available: available - gaps, margins: { margin($0, row) }, row: row, owner: innerMain)
            }
            var cross = 0.0, lineMain = gaps
            // Items of a row aligned by their baselines: the line is as tall as the highest
            // baseline and the deepest part below one.
            var ascent = 0.0, descent = 0.0
            for i in line {
                let child = flowing[i]
                child.line = lineCross.count
                lay(child, main: .exactly(mains[i]), cross: childCross(child, main: mains[i]))
                cross = max(cross, size(child, !row) + margin(child, !row))
                lineMain += mains[i] + margin(child, row)
                if row, align(child, in: node) == .baseline {
                    let top = FlexLayout.baseline(child) + (child.style.margin.top.resolve(innerWidth) ?? 0)
                    ascent = max(ascent, top)
                    descent = max(descent, child.height + margin(child, false) - top)
                }
            }
            cross = max(cross, ascent + descent)
            if !s.wraps, crossExact, let ic = innerCross { cross = ic }
            lineCross.append(cross)
            lineAscent.append(ascent)
            contentMain = max(contentMain, lineMain)
        }

        // The container's size. Wrapped onto lines, it takes the room it was given (what its
        // items would take on one line is more).
        if s.wraps, lines.count > 1, case .atMost = mainMode, let innerMain { contentMain = max(contentMain, innerMain) }
        let contentCross = lineCross.reduce(0, +) + crossGap * Double(max(0, lines.count - 1))
        let mainSize = FlexLayout.fit(contentMain + pbMain, mainMode, node, row: row, owner: ownerWidth)
        let crossSize = FlexLayout.fit(contentCross + pbCross, crossMode, node, row: !row, owner: ownerWidth)
        (node.width, node.height) = row ? (mainSize, crossSize) : (crossSize, mainSize)
        let finalInnerCross = crossSize - pbCross

        // Lines across the cross axis (align-content, wrapping containers only).
        var lineOffsets: [Double] = []
        var between = crossGap, offset = 0.0
        if lines.count == 1 {
            lineCross[0] = finalInnerCross
        } else if s.wraps, !lines.isEmpty {
            let free = finalInnerCross - contentCross
            let n = Double(lines.count)
            switch s.alignContent {
            case .center: offset = free / 2
            case .flexEnd: offset = free
            case .stretch where free > 0: for i in lineCross.indices { lineCross[i] += free / n }
            case .spaceBetween where free > 0 && lines.count > 1: between += free / (n - 1)
            case .spaceAround where free > 0: (offset, between) = (free / n / 2, between + free / n)
            default: break
            }
        }
        for cross in lineCross {
            lineOffsets.append(offset)
            offset += cross + between
        }

        place(node, lines: lines, items: flowing, mains: mains, lineCross: lineCross, lineAscent: lineAscent, lineOffsets: lineOffsets, size: (mainSize, crossSize),
              pb: (pbMain, pbCross), mainGap: mainGap, ownerWidth: ownerWidth, inner: (innerWidth, innerHeight, innerCross)) { child, main, cross in
            lay(child, main: main, cross: cross)
        }
        for child in node.children where child.style.absolute && !child.style.hidden { AbsoluteLayout.place(child, in: node, ownerWidth: ownerWidth) }
    }

    /// Grows or shrinks a line's items to fill `available` (the main size less the gaps), as
    /// CSS resolves flexible lengths: items that hit a bound are frozen there and the rest
    /// share again.
    static func resolveFlexible(
        _ line: Range<Int>, _ items: [LayoutNode], _ basis: [Double], _ mains: inout [Double], available: Double,
        margins: (LayoutNode) -> Double, row: Bool, owner: Double?
    ) {
        var frozen = Set<Int>()
        for _ in 0...line.count {
            let open = line.filter { !frozen.contains($0) }
            let used = line.reduce(0) { $0 + margins(items[$1]) + (frozen.contains($1) ? mains[$1] : basis[$1]) }
            let free = available - used
            let grow = open.reduce(0) { $0 + items[$1].style.grow }
            let shrink = open.reduce(0) { $0 + items[$1].style.shrink * basis[$1] }
            var violation = 0.0
            var targets: [Int: Double] = [:]
            for i in open {
                var target = basis[i]
                // (Factors that add up to less than 1 take that share of the space, as CSS says.)
                if free > 0, grow > 0 { target += free * items[i].style.grow / max(grow, 1) }
                if free < 0, shrink > 0 { target += free * items[i].style.shrink * basis[i] / shrink }
                targets[i] = target
                mains[i] = FlexLayout.bound(target, items[i], row: row, owner: owner)
                violation += mains[i] - target
            }
            if abs(violation) < 1e-9 { return }
            // Items held back by a minimum (the sum grew) or a maximum (it shrank) keep that size.
            for i in open where violation > 0 ? mains[i] > targets[i]! : mains[i] < targets[i]! { frozen.insert(i) }
            if frozen.count == line.count { return }
        }
    }
}
