/// Children taken out of the flow (`position: 'absolute'`): placed by their insets in the
/// parent's padding box, sized by their own size, by opposite insets, or by their content.
enum AbsoluteLayout {
    static func place(_ child: LayoutNode, in parent: LayoutNode, ownerWidth: Double?) {
        let ps = parent.style, cs = child.style
        let boxWidth = parent.width - ps.border.left - ps.border.right
        let boxHeight = parent.height - ps.border.top - ps.border.bottom
        let left = cs.position.left.resolve(boxWidth), right = cs.position.right.resolve(boxWidth)
        let top = cs.position.top.resolve(boxHeight), bottom = cs.position.bottom.resolve(boxHeight)
        let marginX = FlexLayout.margins(child, row: true, ownerWidth: boxWidth)
        let marginY = FlexLayout.margins(child, row: false, ownerWidth: boxWidth)
        var width = cs.width.resolve(boxWidth), height = cs.height.resolve(boxHeight)
        if width == nil, let left, let right { width = boxWidth - left - right - marginX }
        if height == nil, let top, let bottom { height = boxHeight - top - bottom - marginY }
        if let r = cs.aspectRatio {
            if height == nil, let width { height = width / r } else if width == nil, let height { width = height * r }
        }
        FlexLayout.layoutNode(
            child, width: width.map { .exactly(FlexLayout.bound($0, child, row: true, owner: boxWidth)) } ?? .atMost(boxWidth),
            height: height.map { .exactly(FlexLayout.bound($0, child, row: false, owner: boxHeight)) } ?? .undefined,
            ownerWidth: boxWidth, ownerHeight: boxHeight)
        let marginLeft = cs.margin.left.resolve(boxWidth) ?? 0, marginRight = cs.margin.right.resolve(boxWidth) ?? 0
        let marginTop = cs.margin.top.resolve(boxWidth) ?? 0, marginBottom = cs.margin.bottom.resolve(boxWidth) ?? 0
        let padLeft = ps.padding.left.resolve(ownerWidth) ?? 0, padTop = ps.padding.top.resolve(ownerWidth) ?? 0
        let innerWidth = boxWidth - padLeft - (ps.padding.right.resolve(ownerWidth) ?? 0)
        let innerHeight = boxHeight - padTop - (ps.padding.bottom.resolve(ownerWidth) ?? 0)
        // Without insets on an axis: where the parent's justify (main) or align (cross) puts it,
        // from the edge the axis starts at (the far one when it runs backwards).
        func unplaced(main: Bool, row: Bool) -> Double {
            let reversed = main ? ps.isReverse : (row && ps.rtl == true)
            let free = row ? innerWidth - child.width - marginX : innerHeight - child.height - marginY
            let near = (FlexLines.near(ps.padding, row: row, reversed: reversed).resolve(ownerWidth) ?? 0)
                + FlexLines.near(ps.border, row: row, reversed: reversed) + (FlexLines.near(cs.margin, row: row, reversed: reversed).resolve(boxWidth) ?? 0)
            let alignment: FlexStyle.Align = main ? [.center: .center, .flexEnd: .flexEnd][ps.justify] ?? .flexStart : FlexLines.align(child, in: parent)
            let flow = near + (alignment == .center ? free / 2 : alignment == .flexEnd ? free : 0)
            return reversed ? (row ? parent.width - flow - child.width : parent.height - flow - child.height) : flow
        }
        // With insets on both sides, the one the axis starts from wins.
        let xReversed = ps.isRow ? ps.isReverse : ps.rtl == true, yReversed = !ps.isRow && ps.isReverse
        let fromLeft = left.map { ps.border.left + $0 + marginLeft }
        let fromRight = right.map { parent.width - ps.border.right - $0 - child.width - marginRight }
        child.x = (xReversed ? fromRight ?? fromLeft : fromLeft ?? fromRight) ?? unplaced(main: ps.isRow, row: true)
        let fromTop = top.map { ps.border.top + $0 + marginTop }
        let fromBottom = bottom.map { parent.height - ps.border.bottom - $0 - child.height - marginBottom }
        child.y = (yReversed ? fromBottom ?? fromTop : fromTop ?? fromBottom) ?? unplaced(main: !ps.isRow, row: false)
    }
}
