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

    private struct Origin {
        var running = 0
        var waiting: [(serial: Int, turn: Turn)] = []
        var head = 0
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
            var o = s.origins[ticket.key, default: Origin()]
            defer { s.origins[ticket.key] = o }
            if o.running < max(1, limit) {
                o.running += 1
                return true
            }
            o.waiting.append((ticket.serial, turn))
            return false
        }
        if now { turn(true) }
    }

    /// Ends the turn of `ticket`'s request: the next one waiting for the origin, if any, has its
    /// turn, on this thread.
    package func leave(_ ticket: Ticket) {
        let next = state.withLock { s -> Turn? in
            guard var o = s.origins[ticket.key] else { return nil }
            if o.head < o.waiting.count {
                let next = o.waiting[o.head].turn
                o.head += 1
                if o.head == o.waiting.count { (o.waiting, o.head) = ([], 0) }
                s.origins[ticket.key] = o
                return next
            }
            o.running -= 1
            s.origins[ticket.key] = o.running > 0 ? o : nil
            return nil
        }
        next?(true)
    }

    /// Takes `ticket`'s request out of the queue if it is still waiting: its turn runs with
    /// `false`, on this thread. An admitted request is left alone (it must ``leave(_:)``).
    package func withdraw(_ ticket: Ticket) {
        let turn = state.withLock { s -> Turn? in
            guard var o = s.origins[ticket.key],
                  let index = o.waiting[o.head...].firstIndex(where: { $0.serial == ticket.serial }) else { return nil }
            let turn = o.waiting.remove(at: index).turn
            if o.head == o.waiting.count { (o.waiting, o.head) = ([], 0) }
            s.origins[ticket.key] = o
            return turn
        }
        turn?(false)
    }

    /// How many requests wait for `origin` through `client` (for tests).
    package func waiting(client: ObjectIdentifier, origin: String) -> Int {
        state.withLock { s in s.origins[Key(client: client, origin: origin)].map { $0.waiting.count - $0.head } ?? 0 }
    }
}
#endif
