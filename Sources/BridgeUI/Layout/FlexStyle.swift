import BridgeCore

/// A length of a layout style: points, a percentage of the containing view's size, or neither
/// (`auto`, or not set).
enum StyleLength: Equatable {
    case auto
    case points(Double)
    case percent(Double)

    /// The length in points against `base` (the containing size), nil for `auto` or a
    /// percentage of an unknown base.
    func resolve(_ base: Double?) -> Double? {
        switch self {
        case .auto: nil
        case .points(let p): p
        case .percent(let p): base.map { $0 * p / 100 }
        }
    }

    /// A style value as React Native sends it: a number, `"50%"`, `"auto"`; nil for anything else.
    init?(_ value: BridgeValue?) {
        switch value {
        case .number(let n)? where n.isFinite: self = .points(n)
        case .string(let s)? where s == "auto": self = .auto
        case .string(let s)? where s.hasSuffix("%"): guard let p = Double(s.dropLast()) else { return nil }; self = .percent(p)
        case .string(let s)?: guard let p = Double(s) else { return nil }; self = .points(p)
        default: return nil
        }
    }
}

/// The four edges of a box.
struct Edges<Value> {
    var left: Value, top: Value, right: Value, bottom: Value
    /// The edges named by the writing direction (`marginStart`, …), which take the place of
    /// `left` and `right` once the direction is known (``FlexStyle/resolved(rtl:)``).
    var start: Value?, end: Value?

    init(_ all: Value) { (left, top, right, bottom) = (all, all, all, all) }

    /// The edges with `start` and `end` put on the sides the direction gives them.
    func resolved(rtl: Bool) -> Edges {
        var out = self
        if let start { if rtl { out.right = start } else { out.left = start } }
        if let end { if rtl { out.left = end } else { out.right = end } }
        (out.start, out.end) = (nil, nil)
        return out
    }
    /// The edge at the start (`leading`) or end of `axis`.
    func leading(_ row: Bool) -> Value { row ? left : top }
    func trailing(_ row: Bool) -> Value { row ? right : bottom }
}

/// The flexbox style of a view, read from the layout props React Native sends (the names of its
/// style: `flexDirection`, `justifyContent`, `margin`, `paddingHorizontal`, …).
struct FlexStyle {
    enum Direction { case column, columnReverse, row, rowReverse }
    enum Justify { case flexStart, center, flexEnd, spaceBetween, spaceAround, spaceEvenly }
    enum Align { case auto, flexStart, center, flexEnd, stretch, baseline, spaceBetween, spaceAround }

    var direction = Direction.column
    var justify = Justify.flexStart
    var alignItems = Align.stretch
    var alignSelf = Align.auto
    var alignContent = Align.flexStart
    var wraps = false
    var absolute = false
    var hidden = false
    /// `overflow: 'scroll'` (a scroll view): its items' basis is measured without its main size.
    var scrolls = false
    var grow: Double = 0
    var shrink: Double = 0
    var basis = StyleLength.auto
    var width = StyleLength.auto, height = StyleLength.auto
    var minWidth = StyleLength.auto, minHeight = StyleLength.auto, maxWidth = StyleLength.auto, maxHeight = StyleLength.auto
    var margin = Edges(StyleLength.points(0))
    var padding = Edges(StyleLength.points(0))
    var border = Edges(0.0)
    var position = Edges(StyleLength.auto)
    var aspectRatio: Double?
    var rowGap: Double = 0, columnGap: Double = 0
    /// The writing direction the style asks for (`direction`): right to left, left to right,
    /// or nil to take the parent's.
    var rtl: Bool?

    init() {}

    /// The style the layout props among `props` describe (others are ignored).
    init(props: [String: BridgeValue]) {
        let text = { (name: String) in props[name]?.stringValue }
        let number = { (name: String) in props[name]?.numberValue.flatMap { $0.isFinite ? $0 : nil } }
        switch text("flexDirection") {
        case "row": direction = .row
        case "row-reverse": direction = .rowReverse
        case "column-reverse": direction = .columnReverse
        default: break
        }
        justify = [
            "center": .center, "flex-end": .flexEnd, "space-between": .spaceBetween, "space-around": .spaceAround, "space-evenly": .spaceEvenly,
        ][text("justifyContent") ?? ""] ?? .flexStart
        let aligns: [String: Align] = [
            "auto": .auto, "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd, "stretch": .stretch, "baseline": .baseline,
            "space-between": .spaceBetween, "space-around": .spaceAround,
        ]
        alignItems = aligns[text("alignItems") ?? ""] ?? .stretch
        alignSelf = aligns[text("alignSelf") ?? ""] ?? .auto
        alignContent = aligns[text("alignContent") ?? ""] ?? .flexStart
        wraps = text("flexWrap") == "wrap" || text("flexWrap") == "wrap-reverse"
        absolute = text("position") == "absolute"
        hidden = text("display") == "none"
        scrolls = text("overflow") == "scroll"
        // `flex` as React Native (and Yoga) reads it: a positive flex grows from a basis of 0
        // and shrinks; a negative one only shrinks.
        if let flex = number("flex") {
            if flex > 0 { (grow, shrink, basis) = (flex, 1, .points(0)) } else if flex < 0 { shrink = -flex }
        }
        if let g = number("flexGrow") { grow = g }
        if let s = number("flexShrink") { shrink = s }
        if let b = StyleLength(props["flexBasis"]) { basis = b }
        let length = { (name: String) in StyleLength(props[name]) ?? .auto }
        (width, height) = (length("width"), length("height"))
        (minWidth, minHeight, maxWidth, maxHeight) = (length("minWidth"), length("minHeight"), length("maxWidth"), length("maxHeight"))
        margin = Self.edges(props, "margin", default: .points(0))
        padding = Self.edges(props, "padding", default: .points(0))
        position = Self.edges(props, "", default: .auto)
        let widths = Self.edges(props, "border", suffix: "Width", default: .points(0))
        border = Edges(0)
        (border.left, border.top, border.right, border.bottom) = (
            widths.left.resolve(0) ?? 0, widths.top.resolve(0) ?? 0, widths.right.resolve(0) ?? 0, widths.bottom.resolve(0) ?? 0
        )
        (border.start, border.end) = (widths.start.flatMap { $0.resolve(0) }, widths.end.flatMap { $0.resolve(0) })
        rtl = ["rtl": true, "ltr": false][text("direction") ?? ""]
        aspectRatio = number("aspectRatio").flatMap { $0 > 0 ? $0 : nil }
        let gap = number("gap") ?? 0
        rowGap = number("rowGap") ?? gap
        columnGap = number("columnGap") ?? gap
    }

    /// The edges of `prefix` (`margin`: `margin`, `marginHorizontal`, `marginLeft`, `marginStart`,
    /// …; empty: `left`, `top`, `start`, …), the more specific name winning.
    private static func edges(_ props: [String: BridgeValue], _ prefix: String, suffix: String = "", default value: StyleLength) -> Edges<StyleLength> {
        func get(_ edge: String) -> StyleLength? {
            let name = prefix.isEmpty ? edge : prefix + edge.prefix(1).uppercased() + edge.dropFirst() + suffix
            return StyleLength(props[name])
        }
        let all = prefix.isEmpty ? nil : StyleLength(props[prefix + suffix])
        let horizontal = get("horizontal") ?? all, vertical = get("vertical") ?? all
        var out = Edges(value)
        out.left = get("left") ?? horizontal ?? value
        out.right = get("right") ?? horizontal ?? value
        (out.start, out.end) = (get("start"), get("end"))
        out.top = get("top") ?? vertical ?? value
        out.bottom = get("bottom") ?? vertical ?? value
        return out
    }

    /// The style as laid out in a direction (its own, else `inherited`): `start` and `end` edges on
    /// their sides, and a row running right to left in a right-to-left layout (as Yoga resolves it).
    func resolved(inherited: Bool) -> FlexStyle {
        let rtl = self.rtl ?? inherited
        var out = self
        out.rtl = rtl
        (out.margin, out.padding, out.border, out.position) = (
            margin.resolved(rtl: rtl), padding.resolved(rtl: rtl), border.resolved(rtl: rtl), position.resolved(rtl: rtl)
        )
        if rtl, direction == .row { out.direction = .rowReverse } else if rtl, direction == .rowReverse { out.direction = .row }
        return out
    }

    var isRow: Bool { direction == .row || direction == .rowReverse }
    var isReverse: Bool { direction == .rowReverse || direction == .columnReverse }
}
