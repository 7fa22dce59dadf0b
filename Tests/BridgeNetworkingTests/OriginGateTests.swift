#if Networking
import BridgeCore
@testable import BridgeNetworking
import Testing

/// The queue requests wait in for their origin: turns in order, never more than the limit at
/// once, a withdrawn request told so and skipped.
@Suite struct OriginGateTests {
    final class Client {}

    /// `count` requests to `origin` through `client` asking `gate` for turns, `limit` at once;
    /// `turn(i, admitted)` runs when request `i` has its turn or is withdrawn.
    private func enter(
        _ count: Int, _ gate: OriginGate, client: ObjectIdentifier, origin: String, limit: Int, turn: @escaping @Sendable (Int, Bool) -> Void
    ) -> [OriginGate.Ticket] {
        (0..<count).map { i in
            let ticket = gate.ticket(client: client, origin: origin)
            gate.enter(ticket, limit: limit) { admitted in turn(i, admitted) }
            return ticket
        }
    }

    @Test func turnsComeInOrderWithinTheLimitAndAWithdrawnRequestIsSkipped() {
        let gate = OriginGate()
        let client = Client(), id = ObjectIdentifier(client)
        let seen = Locked<[String]>([])
        let tickets = enter(6, gate, client: id, origin: "http://a.test:80", limit: 2) { i, admitted in
            seen.withLock { $0.append("\(i) \(admitted)") }
        }
        #expect(seen.withLock { $0 } == ["0 true", "1 true"])
        #expect(gate.waiting(client: id, origin: "http://a.test:80") == 4)
        // Another origin, or the same one through another client, has turns of its own.
        let other = gate.ticket(client: id, origin: "http://b.test:80")
        gate.enter(other, limit: 2) { _ in seen.withLock { $0.append("b") } }
        let otherClient = Client()
        let elsewhere = gate.ticket(client: ObjectIdentifier(otherClient), origin: "http://a.test:80")
        gate.enter(elsewhere, limit: 2) { _ in seen.withLock { $0.append("other client") } }
        gate.withdraw(tickets[3])
        gate.withdraw(tickets[0])  // admitted already: left alone
        gate.leave(tickets[1])
        gate.leave(tickets[0])
        #expect(seen.withLock { $0 } == ["0 true", "1 true", "b", "other client", "3 false", "2 true", "4 true"])
        gate.leave(tickets[2])
        gate.leave(tickets[4])
        gate.leave(tickets[5])
        #expect(seen.withLock { $0 }.suffix(1) == ["5 true"])
        #expect(gate.waiting(client: id, origin: "http://a.test:80") == 0)
        // Empty again: the next request has its turn at once.
        let again = gate.ticket(client: id, origin: "http://a.test:80")
        gate.enter(again, limit: 1) { _ in seen.withLock { $0.append("again") } }
        #expect(seen.withLock { $0 }.last == "again")
        withExtendedLifetime((client, otherClient)) {}
    }

    @Test func aLongQueueDrainsInOrder() {
        let gate = OriginGate()
        let client = Client(), id = ObjectIdentifier(client)
        let order = Locked<[Int]>([])
        let tickets = enter(1000, gate, client: id, origin: "https://a.test:443", limit: 8) { i, admitted in
            if admitted { order.withLock { $0.append(i) } }
        }
        // Every third waiting one gives up.
        for i in stride(from: 9, to: 1000, by: 3) { gate.withdraw(tickets[i]) }
        var next = 0
        while next < order.withLock({ $0.count }) {
            gate.leave(tickets[order.withLock { $0[next] }])
            next += 1
        }
        let expected = (0..<1000).filter { $0 < 9 || ($0 - 9) % 3 != 0 }
        #expect(order.withLock { $0 } == expected)
        #expect(gate.waiting(client: id, origin: "https://a.test:443") == 0)
        withExtendedLifetime(client) {}
    }
}
#endif
