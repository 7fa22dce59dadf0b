import BridgeCore

extension ViewTree {
    /// Every root as JSON text: ``snapshotValue()`` with each view's frame, keys sorted, one line.
    public func snapshotJSON() -> String {
        var text = ""
        Self.write(.array(roots.keys.sorted().map { Self.framed(roots[$0]!) }), into: &text)
        return text
    }

    private static func framed(_ view: NativeView) -> BridgeValue {
        .object(BridgeObject([
            "tag": .number(Double(view.tag)), "viewName": .string(view.viewName), "props": .object(BridgeObject(view.props)),
            "frame": view.frame.bridgeValue, "children": .array(view.children.map(framed)),
        ]))
    }

    /// JSON as `JSON.stringify` writes it (no `undefined`, no binary data: both `null`).
    static func write(_ value: BridgeValue, into text: inout String) {
        switch value {
        case .bool(let b): text += b ? "true" : "false"
        case .number(let n) where n.isFinite: text += n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .string, .utf16:
            text += "\""
            for unit in (value.stringValue ?? "").unicodeScalars {
                switch unit {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case _ where unit.value < 0x20: text += "\\u" + String(repeating: "0", count: 4 - String(unit.value, radix: 16).count) + String(unit.value, radix: 16)
                default: text.unicodeScalars.append(unit)
                }
            }
            text += "\""
        case .array(let items):
            text += "["
            for (i, item) in items.enumerated() {
                if i > 0 { text += "," }
                write(item, into: &text)
            }
            text += "]"
        case .object(let fields):
            text += "{"
            for (i, key) in fields.keys.sorted().enumerated() {
                if i > 0 { text += "," }
                write(.string(key), into: &text)
                text += ":"
                write(fields[key]!, into: &text)
            }
            text += "}"
        default: text += "null"
        }
    }
}
