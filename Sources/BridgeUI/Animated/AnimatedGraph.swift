import BridgeCore

/// React Native's graph of animated nodes, as `NativeAnimatedModule` builds it: values, the
/// nodes computed from them (interpolations, arithmetic, `modulus`, `diffclamp`, colours,
/// transforms), the style and props nodes that gather them, and the view each props node
/// drives. Its values are pulled when a props node is read. A value type; any thread.
struct AnimatedGraph: Sendable {
    enum Node: Sendable {
        case value(value: Double, offset: Double)
        case interpolation(AnimatedInterpolation)
        case arithmetic(Arithmetic, inputs: [Int])
        case modulus(input: Int, modulus: Double)
        case diffClamp(input: Int, min: Double, max: Double, last: Double?, value: Double)
        case color(r: Int, g: Int, b: Int, a: Int)
        case transform([(property: String, node: Int?, value: BridgeValue)])
        case style([String: Int])
        case props([String: Int], view: Int?)
        /// Restarts `animation` of `value` towards `toValue`'s value whenever that changes.
        case tracking(animation: Int, toValue: Int, value: Int, config: BridgeValue)
    }

    enum Arithmetic: String, Sendable { case addition, subtraction, multiplication, division }

    private(set) var nodes: [Int: Node] = [:]
    /// Each node's children and parents (`connectAnimatedNodes(parent, child)`).
    private(set) var children: [Int: [Int]] = [:], parents: [Int: [Int]] = [:]

    static func refusal(_ call: String, _ message: String) -> BridgeError {
        BridgeError(.invalidArgument, "NativeAnimatedModule.\(call): \(message)")
    }

    mutating func create(_ tag: Int, _ config: BridgeValue) throws(BridgeError) {
        guard nodes[tag] == nil else { throw Self.refusal("createAnimatedNode", "animated node \(tag) already exists") }
        func tagValue(_ key: String) throws(BridgeError) -> Int {
            guard let n = config[key]?.numberValue, let t = Int(exactly: n) else {
                throw Self.refusal("createAnimatedNode", "node \(tag)'s \(key) must be a node's tag")
            }
            return t
        }
        func tags(_ key: String) -> [String: Int] {
            (config[key]?.objectValue ?? [:]).compactMapValues { $0.numberValue.flatMap { Int(exactly: $0) } }
        }
        let type = config["type"]?.stringValue ?? ""
        switch type {
        case "value": nodes[tag] = .value(value: config["value"]?.numberValue ?? 0, offset: config["offset"]?.numberValue ?? 0)
        case "interpolation": nodes[tag] = .interpolation(try AnimatedInterpolation(config: config))
        case "addition", "subtraction", "multiplication", "division":
            let inputs = (config["input"]?.arrayValue ?? []).compactMap { $0.numberValue.flatMap { Int(exactly: $0) } }
            nodes[tag] = .arithmetic(Arithmetic(rawValue: type)!, inputs: inputs)
        case "modulus": nodes[tag] = .modulus(input: try tagValue("input"), modulus: config["modulus"]?.numberValue ?? 1)
        case "diffclamp":
            nodes[tag] = .diffClamp(
                input: try tagValue("input"), min: config["min"]?.numberValue ?? -.infinity, max: config["max"]?.numberValue ?? .infinity,
                last: nil, value: 0)
        case "color": nodes[tag] = .color(r: try tagValue("r"), g: try tagValue("g"), b: try tagValue("b"), a: try tagValue("a"))
        case "transform":
            let parts = (config["transforms"]?.arrayValue ?? []).compactMap { t -> (String, Int?, BridgeValue)? in
                guard let property = t["property"]?.stringValue else { return nil }
                return (property, t["nodeTag"]?.numberValue.flatMap { Int(exactly: $0) }, t["value"] ?? .null)
            }
            nodes[tag] = .transform(parts.map { (property: $0.0, node: $0.1, value: $0.2) })
        case "style": nodes[tag] = .style(tags("style"))
        case "props": nodes[tag] = .props(tags("props"), view: nil)
        case "tracking":
            nodes[tag] = .tracking(
                animation: try tagValue("animationId"), toValue: try tagValue("toValue"), value: try tagValue("value"),
                config: config["animationConfig"] ?? [:])
        default: throw Self.refusal("createAnimatedNode", "no animated node of type \"\(type)\" (node \(tag))")
        }
    }

    func node(_ tag: Int, _ call: String) throws(BridgeError) -> Node {
        guard let node = nodes[tag] else { throw Self.refusal(call, "there is no animated node \(tag)") }
        return node
    }

    mutating func connect(_ parent: Int, _ child: Int) throws(BridgeError) {
        _ = try node(parent, "connectAnimatedNodes")
        _ = try node(child, "connectAnimatedNodes")
        guard !children[parent, default: []].contains(child) else { return }
        children[parent, default: []].append(child)
        parents[child, default: []].append(parent)
    }

    mutating func disconnect(_ parent: Int, _ child: Int) {
        children[parent]?.removeAll { $0 == child }
        parents[child]?.removeAll { $0 == parent }
    }

    mutating func drop(_ tag: Int) {
        for child in children[tag] ?? [] { parents[child]?.removeAll { $0 == tag } }
        for parent in parents[tag] ?? [] { children[parent]?.removeAll { $0 == tag } }
        (nodes[tag], children[tag], parents[tag]) = (nil, nil, nil)
    }

    /// Sets a value node's value, offset or both; an error when `tag` is not a value node.
    mutating func setValue(_ tag: Int, value: Double? = nil, offset: Double? = nil, _ call: String) throws(BridgeError) {
        guard case .value(let v, let o) = try node(tag, call) else { throw Self.refusal(call, "animated node \(tag) is not a value") }
        nodes[tag] = .value(value: value ?? v, offset: offset ?? o)
    }

    /// A value node's value and offset.
    func valueAndOffset(_ tag: Int, _ call: String) throws(BridgeError) -> (value: Double, offset: Double) {
        guard case .value(let v, let o) = try node(tag, call) else { throw Self.refusal(call, "animated node \(tag) is not a value") }
        return (v, o)
    }

    mutating func setView(_ props: Int, _ view: Int?, _ call: String) throws(BridgeError) {
        guard case .props(let map, _) = try node(props, call) else { throw Self.refusal(call, "animated node \(props) is not a props node") }
        nodes[props] = .props(map, view: view)
    }

    /// The nodes downstream of `tag`, `tag` first, each once.
    func downstream(of tag: Int) -> [Int] {
        var seen: Set<Int> = [tag], order = [tag], index = 0
        while index < order.count {
            for child in children[order[index]] ?? [] where seen.insert(child).inserted { order.append(child) }
            index += 1
        }
        return order
    }

    /// A node's number (0 for a node that has none, or none there).
    mutating func number(_ tag: Int, depth: Int = 0) -> Double {
        output(tag, depth: depth).numberValue ?? 0
    }

    /// A node's output: a number, a colour, a string, a transform list or a style object.
    mutating func output(_ tag: Int, depth: Int = 0) -> BridgeValue {
        guard depth < 256, let node = nodes[tag] else { return .null }  // a cycle or a dropped node reads as nothing
        let next = depth + 1
        switch node {
        case .value(let v, let o): return .number(v + o)
        case .interpolation(let interpolation):
            guard let input = parents[tag]?.first else { return .null }
            return interpolation(number(input, depth: next))
        case .arithmetic(let op, let inputs):
            let values = inputs.map { number($0, depth: next) }
            guard let first = values.first else { return 0 }
            switch op {
            case .addition: return .number(values.reduce(0, +))
            case .subtraction: return .number(values.dropFirst().reduce(first, -))
            case .multiplication: return .number(values.reduce(1, *))
            case .division: return .number(values.dropFirst().contains(0) ? 0 : values.dropFirst().reduce(first, /))
            }
        case .modulus(let input, let modulus):
            let a = number(input, depth: next)
            return .number(modulus == 0 ? 0 : (a.truncatingRemainder(dividingBy: modulus) + modulus).truncatingRemainder(dividingBy: modulus))
        case .diffClamp(let input, let lo, let hi, let last, let value):
            let a = number(input, depth: next)
            let clamped = min(max(value + (last.map { a - $0 } ?? a), lo), hi)
            nodes[tag] = .diffClamp(input: input, min: lo, max: hi, last: a, value: clamped)
            return .number(clamped)
        case .color(let r, let g, let b, let a):
            let (rv, gv, bv, av) = (number(r, depth: next), number(g, depth: next), number(b, depth: next), number(a, depth: next) * 255)
            let channels = [av, rv, gv, bv].map(AnimatedInterpolation.channel)
            return .number(Double(channels[0] << 24 | channels[1] << 16 | channels[2] << 8 | channels[3]))
        case .transform(let parts):
            return .array(parts.map { part in [part.property: part.node.map { output($0, depth: next) } ?? part.value] })
        case .style(let map):
            return .object(BridgeObject(map.mapValues { output($0, depth: next) }))
        case .props, .tracking: return .null
        }
    }

    /// A props node's props: its style nodes' entries and its other nodes' outputs.
    mutating func props(_ tag: Int) -> [String: BridgeValue] {
        guard case .props(let map, _) = nodes[tag] else { return [:] }
        var props: [String: BridgeValue] = [:]
        for (key, node) in map.sorted(by: { $0.key < $1.key }) {
            if case .style = nodes[node], let style = output(node, depth: 1).objectValue {
                props.merge(style) { _, new in new }
            } else {
                props[key] = output(node, depth: 1)
            }
        }
        return props
    }
}
