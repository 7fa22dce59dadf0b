@testable import BridgeRuntime
import BridgeCore
import Testing

@Suite struct PendingCallsTests {
    let method = ModuleDefinition("Pending") { m in m.promise("answer") { () in 42 } }.methods[0]

    func call(_ rejectID: Int) -> BridgeState.PendingCall { .init(method: method, rejectID: rejectID) }

    @Test func callsAreFoundByIDUntilTakenOut() {
        var pending = PendingCalls()
        for id in 0..<10_000 { pending.insert(call(id), for: id) }
        #expect(pending.count == 10_000)
        var order = Array(0..<10_000)
        var generator = SystemRandomNumberGenerator()
        order.shuffle(using: &generator)
        for (n, id) in order.enumerated() {
            #expect(pending[id]?.rejectID == id)
            #expect(pending.remove(id)?.rejectID == id)
            #expect(pending.remove(id) == nil)
            #expect(pending[id] == nil)
            #expect(pending.count == 10_000 - n - 1)
        }
        #expect(pending.isEmpty)
    }

    @Test func aWindowOfCallsSlidesAndStragglersAndFarIDsAreKept() {
        var pending = PendingCalls()
        // A call never answered, and IDs far from the rest (JS decides what they are).
        let far = [1 << 40, (1 << 40) + 64, 9_007_199_254_740_991]
        pending.insert(call(-1), for: 0)
        for id in far { pending.insert(call(id), for: id) }
        // Two hundred thousand calls, a thousand in flight at a time.
        for id in 1...200_000 {
            pending.insert(call(id), for: id)
            if id > 1_000 { #expect(pending.remove(id - 1_000)?.rejectID == id - 1_000) }
        }
        #expect(pending.count == 1 + far.count + 1_000)
        #expect(pending[0]?.rejectID == -1)
        for id in far { #expect(pending[id]?.rejectID == id) }
        let all = pending.removeAll()
        #expect(all.map(\.id) == [0] + Array(199_001...200_000) + far)
        #expect(all.allSatisfy { $0.id == 0 ? $0.call.rejectID == -1 : $0.call.rejectID == $0.id })
        #expect(pending.isEmpty && pending[0] == nil && pending[200_000] == nil)
    }
}
