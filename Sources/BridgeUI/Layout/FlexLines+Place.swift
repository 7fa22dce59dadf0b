extension FlexLines {
    /// The edge of an axis items start from (left or top), or the other one when the axis runs
    /// backwards (a reversed direction, or across a column laid out right to left).
    static func near<V>(_ edges: Edges<V>, row: Bool, reversed: Bool) -> V { reversed ? edges.trailing(row) : edges.leading(row) }
    static func far<V>(_ edges: Edges<V>, row: Bool, reversed: Bool) -> V { reversed ? edges.leading(row) : edges.trailing(row) }

    /// Positions a container's items: along the main axis by justify-content (or auto margins),
    /// across by align-items/self within their line; each measured along the direction the axis
    /// runs, then put on the physical side. `relayout` lays an item out again (a stretched one).
    static func place(
        _ node: LayoutNode, lines: [Range<Int>], items: [LayoutNode], mains: [Double], lineCross: [Double], lineAscent: [Double], lineOffsets: [Double],
        size: (main: Double, cross: Double), pb: (main: Double, cross: Double), mainGap: Double, ownerWidth: Double?,
        inner: (width: Double?, height: Double?, cross: Double?), relayout: (LayoutNode, Mode, Mode) -> Void
    ) {
        let s = node.style, row = s.isRow
        let mainReversed = s.isReverse, crossReversed = !row && s.rtl == true
        let nearMain = (near(s.padding, row: row, reversed: mainReversed).resolve(ownerWidth) ?? 0) + near(s.border, row: row, reversed: mainReversed)
        let nearCross = (near(s.padding, row: !row, reversed: crossReversed).resolve(ownerWidth) ?? 0) + near(s.border, row: !row, reversed: crossReversed)
        func margin(_ c: LayoutNode, _ r: Bool) -> Double { FlexLayout.margins(c, row: r, ownerWidth: inner.width) }
        for (l, line) in lines.enumerated() {
            let n = Double(line.count)
            let used = line.reduce(0) { $0 + mains[$1] + margin(items[$1], row) } + mainGap * (n - 1)
            let free = (size.main - pb.main) - used
            var position = 0.0, extra = 0.0
            // Auto margins on the main axis take the free space, in equal shares (and justify
            // does nothing then).
            let autoCount = line.reduce(0) { n, i in let a = autoMargins(items[i], row: row); return n + (a.leading ? 1 : 0) + (a.trailing ? 1 : 0) }
            let autoShare = autoCount > 0 && free > 0 ? free / Double(autoCount) : 0
            if autoCount == 0 {
                switch s.justify {
                case .center: position = free / 2
                case .flexEnd: position = free
                case .spaceBetween where free > 0 && n > 1: extra = free / (n - 1)
                case .spaceAround where free > 0: (position, extra) = (free / n / 2, free / n)
                case .spaceEvenly where free > 0: (position, extra) = (free / (n + 1), free / (n + 1))
                default: break
                }
            }
            for i in line {
                let child = items[i], cs = child.style
                let alignment = align(child, in: node)
                let autoMain = autoMargins(child, row: row), autoCross = autoMargins(child, row: !row)
                // A stretched child without a cross size of its own (or an auto margin across) fills its line.
                if alignment == .stretch, (row ? cs.height : cs.width).resolve(row ? inner.height : inner.width) == nil, cs.aspectRatio == nil,
                   !autoCross.leading, !autoCross.trailing {
                    let target = FlexLayout.bound(max(0, lineCross[l] - margin(child, !row)), child, row: !row, owner: inner.cross)
                    if abs((row ? child.height : child.width) - target) > 1e-9 { relayout(child, .exactly(mains[i]), .exactly(target)) }
                }
                let childCross = row ? child.height : child.width
                let marginNear = near(cs.margin, row: row, reversed: mainReversed).resolve(inner.width) ?? 0
                let autoNear = mainReversed ? autoMain.trailing : autoMain.leading
                var main = nearMain + position + marginNear + (autoNear ? autoShare : 0)
                if mainReversed { main = size.main - main - mains[i] }
                let crossNear = near(cs.margin, row: !row, reversed: crossReversed).resolve(inner.width) ?? 0
                let crossFar = far(cs.margin, row: !row, reversed: crossReversed).resolve(inner.width) ?? 0
                let autoCrossNear = crossReversed ? autoCross.trailing : autoCross.leading
                let autoCrossFar = crossReversed ? autoCross.leading : autoCross.trailing
                let freeCross = lineCross[l] - childCross - crossNear - crossFar
                var cross = nearCross + lineOffsets[l] + crossNear
                if autoCrossNear || autoCrossFar {
                    // Auto margins across put the child at the far edge, or in the middle (at the
                    // near edge when it does not fit).
                    let room = max(0, freeCross)
                    cross += autoCrossNear ? (autoCrossFar ? room / 2 : room) : 0
                } else {
                    switch alignment {
                    case .center: cross += freeCross / 2
                    case .flexEnd: cross += freeCross
                    // (Across a row only: in a column, baseline is flex-start.)
                    case .baseline where row: cross += lineAscent[l] - FlexLayout.baseline(child) - crossNear
                    default: break
                    }
                }
                if crossReversed { cross = size.cross - cross - childCross }
                (child.x, child.y) = row ? (main, cross) : (cross, main)
                FlexLayout.offset(child, width: inner.width, height: inner.height)
                position += mains[i] + margin(child, row) + mainGap + extra + autoShare * Double((autoMain.leading ? 1 : 0) + (autoMain.trailing ? 1 : 0))
            }
        }
    }
}
