/// The JS thread's timers: a min-heap on (deadline, creation order), so equal deadlines fire in
/// the order they were created. Not thread-safe; ``JSThread`` guards it with its lock.
struct TimerQueue {
    struct Entry {
        var deadline: UInt64
        var sequence: UInt64
        var id: UInt64
    }

    struct Timer {
        var interval: UInt64?
        /// Whether it keeps the loop from being idle (node's `ref`); a weak timer still fires if
        /// the loop is running then.
        var keepsAlive: Bool
        var action: @Sendable () -> Void
    }

    private var heap: [Entry] = []
    private(set) var timers: [UInt64: Timer] = [:]
    private var nextSequence: UInt64 = 0
    /// How many live timers keep the loop from being idle.
    private var alive = 0

    var isEmpty: Bool { timers.isEmpty }
    /// Whether a live timer keeps the loop from being idle.
    var keepsAlive: Bool { alive > 0 }

    /// The earliest deadline of a live timer.
    mutating func nextDeadline() -> UInt64? {
        while let top = heap.first, timers[top.id] == nil { popTop() }
        return heap.first?.deadline
    }

    mutating func insert(id: UInt64, deadline: UInt64, interval: UInt64?, keepsAlive: Bool = true, action: @escaping @Sendable () -> Void) {
        timers[id] = Timer(interval: interval, keepsAlive: keepsAlive, action: action)
        if keepsAlive { alive += 1 }
        push(Entry(deadline: deadline, sequence: nextSequence, id: id))
        nextSequence &+= 1
    }

    /// Makes timer `id` keep the loop alive or not (node's `ref` / `unref`), in its place among
    /// the others; false when there is no such timer.
    @discardableResult
    mutating func setKeepsAlive(_ id: UInt64, _ keepsAlive: Bool) -> Bool {
        guard let timer = timers[id] else { return false }
        if timer.keepsAlive != keepsAlive { alive += keepsAlive ? 1 : -1 }
        timers[id]?.keepsAlive = keepsAlive
        return true
    }

    @discardableResult
    mutating func cancel(_ id: UInt64) -> Bool {
        guard let timer = timers.removeValue(forKey: id) else { return false }
        if timer.keepsAlive { alive -= 1 }
        return true
    }

    /// Removes the timers due at `now`, in firing order, re-arming intervals on their original
    /// schedule (so they do not drift).
    mutating func popDue(now: UInt64) -> [@Sendable () -> Void] {
        var due: [@Sendable () -> Void] = []
        while let top = heap.first, top.deadline <= now {
            popTop()
            guard let timer = timers[top.id] else { continue }
            due.append(timer.action)
            if let interval = timer.interval {
                let step = max(interval, 1)
                // The next tick on the original schedule that is still ahead: late ticks are
                // skipped rather than fired in a burst, and lateness never accumulates.
                let next = top.deadline &+ ((now - top.deadline) / step + 1) * step
                push(Entry(deadline: next, sequence: nextSequence, id: top.id))
                nextSequence &+= 1
            } else {
                timers[top.id] = nil
                if timer.keepsAlive { alive -= 1 }
            }
        }
        return due
    }

    mutating func removeAll() {
        heap.removeAll()
        timers.removeAll()
        alive = 0
    }

    private func less(_ a: Entry, _ b: Entry) -> Bool {
        a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
    }

    private mutating func push(_ e: Entry) {
        heap.append(e)
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            guard less(heap[i], heap[p]) else { break }
            heap.swapAt(i, p)
            i = p
        }
    }

    private mutating func popTop() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count, less(heap[l], heap[m]) { m = l }
            if r < heap.count, less(heap[r], heap[m]) { m = r }
            if m == i { break }
            heap.swapAt(i, m)
            i = m
        }
    }
}
