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
        // Without insets on an axis: where the parent's justify (main) or align (cross) puts it.
        func unplaced(main: Bool, row: Bool) -> Double {
            let free = row ? innerWidth - child.width - marginX : innerHeight - child.height - marginY
            let lead = row ? ps.border.left + padLeft + marginLeft : ps.border.top + padTop + marginTop
            if main {
                switch ps.justify {
                case .center: return lead + free / 2
                case .flexEnd: return lead + free
                default: return lead
                }
            }
            switch FlexLines.align(child, in: parent) {
            case .center: return lead + free / 2
            case .flexEnd: return lead + free
            default: return lead
            }
        }
        if let left {
            child.x = ps.border.left + left + marginLeft
        } else if let right {
            child.x = parent.width - ps.border.right - right - child.width - marginRight
        } else {
            child.x = unplaced(main: ps.isRow, row: true)
        }
        if let top {
            child.y = ps.border.top + top + marginTop
        } else if let bottom {
            child.y = parent.height - ps.border.bottom - bottom - child.height - marginBottom
        } else {
            child.y = unplaced(main: !ps.isRow, row: false)
        }
    }
}
