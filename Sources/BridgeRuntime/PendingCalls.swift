/// The calls whose callbacks JS still waits for, by call ID. JS halves number calls one after
/// another, so the calls in flight are a window of IDs: they live in a ring indexed by ID (no
/// hashing, and neighbouring calls side by side in memory), which doubles when two calls in
/// flight would share a slot, up to a bound; a call that still does not fit (an ID far from the
/// rest, a call left unanswered while a hundred thousand others passed) waits in a dictionary.
/// On the JS thread.
struct PendingCalls {
    private var ring: [(id: Int, call: BridgeState.PendingCall)?] = Array(repeating: nil, count: 64)
    private var overflow: [Int: BridgeState.PendingCall] = [:]
    /// How many calls are pending.
    private(set) var count = 0
    /// The most slots the ring grows to (a slot is 40 bytes).
    private static let largestRing = 1 << 17

    var isEmpty: Bool { count == 0 }

    /// The pending call `id`, if any.
    subscript(id: Int) -> BridgeState.PendingCall? {
        if let slot = ring[id & (ring.count - 1)], slot.id == id { return slot.call }
        return overflow.isEmpty ? nil : overflow[id]
    }

    /// Records call `id` as pending (the caller checked it is not).
    mutating func insert(_ call: BridgeState.PendingCall, for id: Int) {
        count += 1
        while true {
            let index = id & (ring.count - 1)
            guard let slot = ring[index] else {
                ring[index] = (id, call)
                return
            }
            guard slot.id != id, ring.count < Self.largestRing else { break }
            grow()
        }
        overflow[id] = call
    }

    /// Takes call `id` out; nil when it is not pending.
    mutating func remove(_ id: Int) -> BridgeState.PendingCall? {
        let index = id & (ring.count - 1)
        if let slot = ring[index], slot.id == id {
            ring[index] = nil
            count -= 1
            return slot.call
        }
        guard let call = overflow.removeValue(forKey: id) else { return nil }
        count -= 1
        return call
    }

    /// Takes every pending call out, in the order of their IDs.
    mutating func removeAll() -> [(id: Int, call: BridgeState.PendingCall)] {
        var all = ring.compactMap { $0 } + overflow.map { (id: $0.key, call: $0.value) }
        all.sort { $0.id < $1.id }
        self = PendingCalls()
        return all
    }

    /// Doubles the ring, placing each call by its ID again.
    private mutating func grow() {
        let old = ring
        ring = Array(repeating: nil, count: old.count * 2)
        for case let (id, call)? in old { ring[id & (ring.count - 1)] = (id, call) }
    }
}
