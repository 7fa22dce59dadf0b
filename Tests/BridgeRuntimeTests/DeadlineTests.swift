@testable import BridgeRuntime
import Foundation
import Testing

@Suite struct DeadlineTests {
    @Test func anOperationThatEndsInTimeIsItsOwnOutcome() async {
        let outcome = await Deadline.race(.seconds(60)) { () async throws(CancellationError) -> Int in 7 }
        guard case .finished(.success(7)) = outcome else { Issue.record("\(outcome)"); return }
    }

    @Test func anOperationThatOutlivesTheLimitIsTimedOutAndCancelled() async {
        let cancelled = Locked(false)
        let outcome = await Deadline.race(.milliseconds(50)) { () async throws(CancellationError) -> Int in
            do { try await Task.sleep(for: .seconds(60)) } catch { cancelled.withLock { $0 = true } }
            return 0
        }
        guard case .timedOut = outcome else { Issue.record("\(outcome)"); return }
        // The operation hears of it (its task is cancelled) without being waited for.
        for _ in 0..<600 where !cancelled.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(50)) }
        #expect(cancelled.withLock { $0 })
    }

    /// The limit runs out while every thread of the concurrency pool is busy: it is kept off that
    /// pool, so the operation is cancelled then, not once a thread comes free (a limit kept on
    /// the pool would wait for one).
    @Test func theLimitRunsOutWhileEveryThreadOfThePoolIsBusy() async {
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let times = Locked<(poolFree: ContinuousClock.Instant?, cancelled: ContinuousClock.Instant?)>((nil, nil))
        let outcome = await Deadline.race(.milliseconds(200)) { () async throws(CancellationError) -> Int in
            // Every thread of the pool held for two seconds from when the operation starts (in a
            // busy test run, that may be after the limit ran out: then it starts cancelled).
            let poolFree = ContinuousClock.now + .seconds(2)
            times.withLock { $0.poolFree = poolFree }
            for _ in 0..<threads {
                Task.detached { while ContinuousClock.now < poolFree {} }
            }
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    Thread {
                        Thread.sleep(forTimeInterval: 0.01)
                        continuation.resume(returning: 1)
                    }.start()
                }
            } onCancel: {
                times.withLock { $0.cancelled = ContinuousClock.now }
            }
        }
        guard case .timedOut = outcome else { Issue.record("\(outcome)"); return }
        let (poolFree, cancelled) = times.withLock { $0 }
        guard let poolFree, let cancelled else { Issue.record("the operation did not start or was not cancelled"); return }
        #expect(cancelled < poolFree, "cancelled \(cancelled - poolFree) after the pool came free")
    }
}
