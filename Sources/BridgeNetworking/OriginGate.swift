#if Networking
import BridgeCore

/// Hands requests to a client at most `limit` at a time for each origin (its connection pool's
/// size for one host), the rest waiting here, in order, for as long as they take.
///
/// AsyncHTTPClient fails a request that waits in its pool for a connection longer than its
/// connect timeout (10 s), as if the connection could not be made: a thousand requests to one
/// slow server failed at the back of the queue. Node's fetch and React Native's platform clients
/// (OkHttp's per-host limit, `URLSession`'s) let a queued request wait; so the waiting happens
/// here, and the client's timeout bounds only the connecting. Process-wide, since runtimes share
/// a client's pool. Any thread.
package final class OriginGate: Sendable {
    /// The gate every module's requests pass.
    package static let shared = OriginGate()

    /// An empty gate (the modules share ``shared``).
    package init() {}

    /// A request waiting or admitted, to withdraw it by.
    package struct Ticket: Sendable {
        fileprivate let key: Key
        fileprivate let serial: Int
    }

    fileprivate struct Key: Hashable, Sendable {
        var client: ObjectIdentifier
        var origin: String
    }

    /// What runs when a request's turn comes (`true`) or it is withdrawn first (`false`).
    package typealias Turn = @Sendable (_ admitted: Bool) -> Void

    /// One origin's requests: how many hold a turn, and those waiting, in order from `head`.
    private struct Origin {
        var running = 0
        var waiting: [(serial: Int, turn: Turn)] = []
        var head = 0

        /// The first waiting turn, taken out of the queue.
        mutating func next() -> Turn? {
            guard head < waiting.count else { return nil }
            let turn = waiting[head].turn
            head += 1
            // What was taken is dropped once it is half the array (each waiter moves once).
            if head * 2 >= waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
            return turn
        }

        /// The turn of `serial`, taken out of the queue if it waits there.
        mutating func remove(_ serial: Int) -> Turn? {
            guard let index = waiting[head...].firstIndex(where: { $0.serial == serial }) else { return nil }
            return waiting.remove(at: index).turn
        }
    }

    private struct State {
        var serial = 0
        var origins: [Key: Origin] = [:]
    }

    private let state = Locked(State())

    /// A ticket for one request to `origin` (`scheme://host:port`) through `client`.
    package func ticket(client: ObjectIdentifier, origin: String) -> Ticket {
        Ticket(key: Key(client: client, origin: origin), serial: state.withLock { s in s.serial += 1; return s.serial })
    }

    /// Asks for `ticket`'s turn: `turn(true)` runs now, on this thread, when fewer than `limit`
    /// requests are running for its origin, else once one of them ``leave(_:)``s, on the thread
    /// that left. The turn's holder must leave.
    package func enter(_ ticket: Ticket, limit: Int, turn: @escaping Turn) {
        let now = state.withLock { s -> Bool in
            // Changed in place (`default:` and `?.` modify the stored value; a copy would copy
            // the queue at each request).
            if s.origins[ticket.key, default: Origin()].running < max(1, limit) {
                s.origins[ticket.key, default: Origin()].running += 1
                return true
            }
            s.origins[ticket.key, default: Origin()].waiting.append((ticket.serial, turn))
            return false
        }
        if now { turn(true) }
    }

    /// Ends the turn of `ticket`'s request: the next one waiting for the origin, if any, has its
    /// turn, on this thread.
    package func leave(_ ticket: Ticket) {
        let next = state.withLock { s -> Turn? in
            if let next = s.origins[ticket.key]?.next() { return next }
            s.origins[ticket.key]?.running -= 1
            if s.origins[ticket.key]?.running == 0 { s.origins[ticket.key] = nil }
            return nil
        }
        next?(true)
    }

    /// Takes `ticket`'s request out of the queue if it is still waiting: its turn runs with
    /// `false`, on this thread. An admitted request is left alone (it must ``leave(_:)``).
    package func withdraw(_ ticket: Ticket) {
        let turn = state.withLock { s in s.origins[ticket.key]?.remove(ticket.serial) }
        turn?(false)
    }

    /// How many requests wait for `origin` through `client` (for tests).
    package func waiting(client: ObjectIdentifier, origin: String) -> Int {
        state.withLock { s in s.origins[Key(client: client, origin: origin)].map { $0.waiting.count - $0.head } ?? 0 }
    }
}
#endif
