@testable import BridgeRuntime

import Testing

@Suite struct JSThreadTests {
    @Test func postedWorkRunsInOrderOnTheThread() async throws {
        let thread = JSThread()
        let seen = Locked<[Int]>([])
        let onThread = Locked(true)
        for i in 0..<100 {
            thread.post {
                seen.withLock { $0.append(i) }
                if !thread.isCurrent { onThread.withLock { $0 = false } }
            }
        }
        await thread.waitUntilIdle()
        #expect(seen.withLock { $0 } == Array(0..<100))
        #expect(onThread.withLock { $0 })
        #expect(!thread.isCurrent)
        thread.stop()
    }

    @Test func aTimerThatDoesNotKeepTheLoopAliveFiresOnlyWhileSomethingElseDoes() async throws {
        let thread = JSThread()
        let fired = Locked<[String]>([])
        // Alone, a weak timer (due in an hour) leaves the loop idle: waiting for idle returns
        // long before it (raced against a sleep, since a loaded pool may be slow to resume us).
        thread.scheduleTimer(afterNanoseconds: 3_600_000_000_000, keepAlive: false) { fired.withLock { $0.append("never") } }
        #expect(thread.isIdle)
        let idleFirst = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await thread.waitUntilIdle(); return true }
            group.addTask { try? await Task.sleep(for: .seconds(600)); return false }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        #expect(idleFirst)
        // Due before a timer that keeps the loop alive, it fires; the loop is idle after both.
        thread.scheduleTimer(afterNanoseconds: 5_000_000, keepAlive: false) { fired.withLock { $0.append("weak") } }
        thread.scheduleTimer(afterNanoseconds: 50_000_000) { fired.withLock { $0.append("strong") } }
        #expect(!thread.isIdle)
        await thread.waitUntilIdle()
        #expect(fired.withLock { $0 } == ["weak", "strong"])
        thread.stop()
    }

    @Test func unreferencedWorkRunsOnlyWhileSomethingElseKeepsTheLoopAlive() async throws {
        let thread = JSThread()
        let ran = Locked<[String]>([])
        // Alone it leaves the loop idle and does not run, nor after work that leaves nothing alive.
        #expect(thread.postUnreferenced { ran.withLock { $0.append("signal") } })
        #expect(thread.isIdle)
        await thread.waitUntilIdle()
        thread.post { ran.withLock { $0.append("post") } }
        await thread.waitUntilIdle()
        #expect(ran.withLock { $0 } == ["post"])
        // A timer that keeps the loop alive: it runs as soon as the loop has run what was queued.
        thread.post { ran.withLock { $0.append("post") } }
        thread.scheduleTimer(afterNanoseconds: 50_000_000) { ran.withLock { $0.append("timer") } }
        await thread.waitUntilIdle()
        #expect(ran.withLock { $0 } == ["post", "post", "signal", "timer"])
        // While a call is in flight, one posted wakes the loop and runs.
        thread.beginWork()
        thread.postUnreferenced {
            ran.withLock { $0.append("in flight") }
            thread.endWork()
        }
        await thread.waitUntilIdle()
        #expect(ran.withLock { $0.last } == "in flight")
        // Held when the loop stops: dropped, and refused after.
        thread.postUnreferenced { ran.withLock { $0.append("dropped") } }
        thread.stop()
        await thread.waitUntilIdle()
        #expect(!thread.postUnreferenced { ran.withLock { $0.append("refused") } })
        #expect(ran.withLock { $0 } == ["post", "post", "signal", "timer", "in flight"])
    }

    @Test func equalDeadlinesFireInCreationOrder() {
        var queue = TimerQueue()
        let fired = Locked<[Int]>([])
        for i in 0..<20 { queue.insert(id: UInt64(i), deadline: 1000, interval: nil) { fired.withLock { $0.append(i) } } }
        queue.insert(id: 99, deadline: 500, interval: nil) { fired.withLock { $0.append(99) } }
        for action in queue.popDue(now: 1000) { action() }
        #expect(fired.withLock { $0 } == [99] + Array(0..<20))
        #expect(queue.isEmpty)
    }

    @Test func intervalsStayOnTheirScheduleWhenLate() {
        var queue = TimerQueue()
        queue.insert(id: 1, deadline: 100, interval: 100) {}
        _ = queue.popDue(now: 130)  // 30 late
        #expect(queue.nextDeadline() == 200)  // not 230: lateness does not accumulate
        _ = queue.popDue(now: 450)  // missed 200, 300, 400
        #expect(queue.nextDeadline() == 500)
        let cancelled = queue.cancel(1)
        #expect(cancelled)
        #expect(queue.nextDeadline() == nil)
    }

    @Test func idleWaitsForCallsInFlight() async throws {
        let thread = JSThread()
        thread.beginWork()
        let finished = Locked(false)
        let waiter = Task {
            await thread.waitUntilIdle()
            return finished.withLock { $0 }
        }
        try await Task.sleep(for: .milliseconds(20))
        finished.withLock { $0 = true }
        thread.endWork()
        #expect(await waiter.value)
        thread.stop()
    }

    /// A loop that looks for work before it sleeps (while calls are in flight) runs what is
    /// posted in order, fires a timer that falls due while it looks, goes idle once nothing is in
    /// flight and stops, as one that sleeps at once does.
    @Test(arguments: [Duration.zero, .microseconds(250), .seconds(10)])
    func aLoopThatPollsRunsPostsAndTimersAndGoesIdle(poll: Duration) async throws {
        let thread = JSThread(pollBeforeSleeping: poll)
        let seen = Locked<[String]>([])
        thread.beginWork()
        thread.scheduleTimer(afterNanoseconds: 3_000_000) { seen.withLock { $0.append("timer") } }
        for i in 0..<20 {
            // Answers from another thread, some at once and some after a pause.
            if i % 4 == 0 { try await Task.sleep(for: .milliseconds(1)) }
            thread.post { seen.withLock { $0.append("answer \(i)") } }
        }
        while !seen.withLock({ $0.contains("timer") }) { try await Task.sleep(for: .milliseconds(1)) }
        thread.endWork()
        await thread.waitUntilIdle()
        #expect(seen.withLock { $0.filter { $0 != "timer" } } == (0..<20).map { "answer \($0)" })
        thread.stop()
        await thread.waitUntilIdle()
        #expect(!thread.post {})
    }

    @Test func postAfterStopIsRefused() async {
        let thread = JSThread()
        thread.stop()
        await thread.waitUntilIdle()
        #expect(!thread.post {})
    }
}
