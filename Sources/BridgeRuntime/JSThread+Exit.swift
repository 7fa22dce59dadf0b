import BridgeCore

/// What a JS thread does once its loop has ended (``JSThread/afterExit(_:)``): whether it has
/// ended, the work still to run then, whether that work has finished, and who waits for that.
struct ThreadExit {
    var ended = false
    var work: (@Sendable (JSThreadHost?) -> Bool)?
    var finished = false
    var waiters: [CheckedContinuation<Void, Never>] = []
}

extension JSThread {
    /// Runs `work` on this thread once its loop has ended, from the bottom of the thread's stack
    /// (the loop's frames gone and what they left below cleared), with the thread's host, which
    /// `work` may hand on (``PreparedEngine/recycle(_:host:)``) and then returns true: the host
    /// waits for the next runtime's JS thread instead of ending. The last call before the loop
    /// exits wins; a call after that (a job run late, once the loop has exited) runs `work` at
    /// once, on the caller, with no host. Any thread.
    package func afterExit(_ work: @escaping @Sendable (JSThreadHost?) -> Bool) {
        let late = ending.withLock { state in
            if !state.ended { state.work = work }
            return state.ended
        }
        if late { _ = work(nil) }
    }

    /// Returns once the loop has exited and what ``afterExit(_:)`` gave has run. Any thread but
    /// this one.
    package func waitUntilFinished() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let done = ending.withLock { state in
                if !state.finished { state.waiters.append(waiter) }
                return state.finished
            }
            if done { waiter.resume() }
        }
    }

    /// The thread's last act, on its host after the loop: runs the exit work; true when that
    /// handed the host on.
    func end(on host: JSThreadHost) -> Bool {
        let work = ending.withLock { state in
            state.ended = true
            return state.work.take()
        }
        let handedOn = work?(host) ?? false
        let waiters = ending.withLock { state in
            state.finished = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
        return handedOn
    }
}
