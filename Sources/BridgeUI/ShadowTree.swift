import BridgeCore

/// The view tree as the JS thread knows it (tags, managers, parents and children: no props),
/// against which each call from the renderer is checked before it becomes a ``ViewOperation``.
/// A call that does not fit the tree (an unknown tag, a view made twice, a child that would
/// become its own ancestor, an index out of range) throws an error naming it and changes
/// nothing, so the tree stays consistent. Used on the JS thread only, under its owner's lock.
struct ShadowTree {
    struct Node {
        var viewName: String
        var rootTag: Int
        var parent: Int?
        var children: [Int] = []
    }

    private(set) var nodes: [Int: Node] = [:]

    /// Whether `tag` is one React Native keeps for roots (1, 11, 21, …).
    static func isRootTag(_ tag: Int) -> Bool { tag > 0 && tag % 10 == 1 }

    func node(_ tag: Int, _ call: String) throws(BridgeError) -> Node {
        guard let node = nodes[tag] else { throw BridgeError(.invalidArgument, "UIManager.\(call): there is no view #\(tag)") }
        return node
    }

    /// Makes root `tag` if it is a root tag not made yet; returns whether it did.
    mutating func ensureRoot(_ tag: Int) -> Bool {
        guard Self.isRootTag(tag), nodes[tag] == nil else { return false }
        nodes[tag] = Node(viewName: "RCTRootView", rootTag: tag)
        return true
    }

    mutating func create(_ tag: Int, _ viewName: String, rootTag: Int, limit: Int) throws(BridgeError) {
        if nodes.count >= limit {
            throw BridgeError(.invalidArgument, "UIManager.createView: the tree holds \(nodes.count) views, the most it takes (NativeUI's maximumViews); view #\(tag) was not made")
        }
        if nodes[tag] != nil { throw BridgeError(.invalidArgument, "UIManager.createView: view #\(tag) already exists (a view is made once)") }
        if Self.isRootTag(tag) { throw BridgeError(.invalidArgument, "UIManager.createView: #\(tag) is a root tag (1, 11, 21, …), not a view's") }
        nodes[tag] = Node(viewName: viewName, rootTag: rootTag)
    }

    /// The whole new list of `parent`'s children, checked: every tag exists, none twice, none
    /// attached elsewhere (unless it is being moved within `parent`), none a root, none an
    /// ancestor of `parent`.
    func checkChildren(_ parent: Int, _ children: [Int], keeping kept: Set<Int>, _ call: String) throws(BridgeError) {
        var seen = Set<Int>()
        for child in children {
            guard let node = nodes[child] else { throw BridgeError(.invalidArgument, "UIManager.\(call): there is no view #\(child) to add to #\(parent)") }
            if !seen.insert(child).inserted { throw BridgeError(.invalidArgument, "UIManager.\(call): view #\(child) is added to #\(parent) twice") }
            if Self.isRootTag(child) { throw BridgeError(.invalidArgument, "UIManager.\(call): root #\(child) cannot be a child") }
            if let old = node.parent, !(old == parent && kept.contains(child)) {
                throw BridgeError(.invalidArgument, "UIManager.\(call): view #\(child) already has a parent (#\(old))")
            }
            var ancestor: Int? = parent
            while let a = ancestor {
                if a == child { throw BridgeError(.invalidArgument, "UIManager.\(call): adding #\(child) to #\(parent) would make a cycle") }
                ancestor = nodes[a]?.parent
            }
        }
    }

    /// `setChildren(parent, children)`: the children of a parent that has none yet, inserted
    /// at indices 0, 1, … as React Native's UIManagers insert them (before any it already has).
    mutating func setChildren(_ parent: Int, _ children: [Int]) throws(BridgeError) -> [Int] {
        let node = try node(parent, "setChildren")
        try checkChildren(parent, children + node.children, keeping: Set(node.children), "setChildren")
        let all = children + node.children
        for child in children { nodes[child]?.parent = parent }
        nodes[parent]?.children = all
        return all
    }

    /// `manageChildren`: removes the children at `removeAt` (gone, with their subtrees) and at
    /// `moveFrom` (kept), then inserts the moved ones at `moveTo` and `addTags` at `addAt`, in
    /// ascending index order, as React Native's UIManager does. Returns the new list and the
    /// views that are gone.
    mutating func manageChildren(
        _ parent: Int, moveFrom: [Int], moveTo: [Int], addTags: [Int], addAt: [Int], removeAt: [Int]
    ) throws(BridgeError) -> (children: [Int], deleted: [Int]) {
        let call = "manageChildren"
        let node = try node(parent, call)
        guard moveFrom.count == moveTo.count else { throw BridgeError(.invalidArgument, "UIManager.\(call): \(moveFrom.count) moves from but \(moveTo.count) to") }
        guard addTags.count == addAt.count else { throw BridgeError(.invalidArgument, "UIManager.\(call): \(addTags.count) views to add but \(addAt.count) indices") }
        var current = node.children
        let removing = moveFrom + removeAt
        guard Set(removing).count == removing.count else { throw BridgeError(.invalidArgument, "UIManager.\(call): an index of #\(parent) is moved or removed twice") }
        for index in removing where !current.indices.contains(index) {
            throw BridgeError(.invalidArgument, "UIManager.\(call): #\(parent) has \(current.count) children, no index \(index)")
        }
        let moved = moveFrom.map { current[$0] }
        let removed = removeAt.map { current[$0] }
        for index in removing.sorted(by: >) { current.remove(at: index) }
        try checkChildren(parent, addTags, keeping: [], call)
        var inserts = zip(moveTo, moved).map { ($0, $1) } + zip(addAt, addTags).map { ($0, $1) }
        inserts.sort { $0.0 < $1.0 }
        for (index, tag) in inserts {
            guard index >= 0, index <= current.count else {
                throw BridgeError(.invalidArgument, "UIManager.\(call): index \(index) is past the end of #\(parent)'s \(current.count) children")
            }
            current.insert(tag, at: index)
        }
        nodes[parent]?.children = current
        for tag in addTags { nodes[tag]?.parent = parent }
        var deleted: [Int] = []
        for tag in removed { deleted += drop(tag) }
        return (current, deleted)
    }

    /// Forgets `tag` and its subtree, detaching it from its parent; returns the tags, subtree order.
    mutating func drop(_ tag: Int) -> [Int] {
        guard let node = nodes[tag] else { return [] }
        if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == tag } }
        var out: [Int] = []
        var stack = [tag]
        while let next = stack.popLast() {
            guard let n = nodes.removeValue(forKey: next) else { continue }
            out.append(next)
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }
}
