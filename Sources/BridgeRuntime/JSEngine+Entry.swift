import BridgeCore
import CJavaScriptCore

extension JSEngine {
    /// Runs one unit of JS-thread work (a delivery, a timer, what follows a script) with the
    /// engine lock held, pulling the JS queue at its end; then, since promise jobs run only when
    /// the lock is released and may make calls, pulls again until JS has nothing more to send.
    /// Results that modules on the JS thread produce meanwhile are delivered within the entry.
    /// `holdingLock: false` suits a body that makes a single engine call, which takes the lock
    /// itself; with a JS half that signals its queue, such a body costs no more than that call
    /// unless JS made calls during it.
    func runEntry(holdingLock: Bool = true, _ body: () -> Void) {
        guard context != nil, let responder = bridge.responder else { return body() }
        if holdingLock {
            responder.beginEntry()
            locked {
                body()
                _ = pullQueue()
            }
        } else if bridge.signalsQueue {
            // Nothing reaches the responder from this thread before the queue is pulled, so the
            // entry can start after the body, and only if there is something to pull.
            body()
            guard bridge.queueHasCalls, context != nil else { return }
            responder.beginEntry()
        } else {
            responder.beginEntry()
            body()
        }
        for _ in 0..<64 {
            guard context != nil else { break }
            let inline = responder.takeAll()
            if !inline.isEmpty {
                locked {
                    deliverLocked(inline)
                    _ = pullQueue()
                }
                continue
            }
            // A JS half that signals its queue says when promise jobs made calls; with another
            // JS half, ask until a pull finds nothing.
            var found = false
            if !bridge.signalsQueue || bridge.queueHasCalls {
                locked {
                    found = pullQueue()
                    // What modules on the JS thread answered during the pull goes back to JS in
                    // the same engine entry (promise jobs it starts run as the entry ends).
                    let answered = responder.takeAll()
                    if !answered.isEmpty { deliverLocked(answered) }
                }
            }
            if found || (bridge.signalsQueue && bridge.queueHasCalls) { continue }
            if responder.finishEntry() { return }
        }
        // JS keeps making calls (or the context went): let other work run, then go on with
        // what is left in a job of its own.
        var leftover: [RuntimeResponder.Message] = []
        while !responder.finishEntry() { leftover += responder.takeAll() }
        if context != nil {
            let batch = leftover
            thread.post { [self] in assumeIsolated { $0.deliver(batch) } }
        }
    }

    /// Runs `body` inside one engine callback, so the calls into JS it makes (pulling the queue,
    /// delivering results) are nested entries rather than outermost ones, and promise jobs they
    /// queue run once, when `body` returns. (The engine drops its lock around a host callback,
    /// so C API calls inside still take it each time.)
    func locked(_ body: () -> Void) {
        guard let ctx = context, lockDepth == 0 else { return body() }
        if lockFunction == nil {
            guard let fn = makeFunction("bridgeLocked", { engine, _ in
                engine.lockDepth += 1
                defer { engine.lockDepth -= 1 }
                engine.lockedBody?()
                return nil
            }) else { return body() }
            protect(fn)
            lockFunction = fn
        }
        withoutActuallyEscaping(body) { body in
            lockedBody = body
            timeLimit.reset()
            var exception: JSValueRef?
            JSObjectCallAsFunction(ctx, lockFunction, nil, 0, nil, &exception)
            lockedBody = nil
            if let exception { reportUncaught(.exception, exception) }
        }
    }

    /// Pulls `flushedQueue()` once and processes what it returns; true when it found calls.
    func pullQueue() -> Bool {
        guard context != nil, resolveBatchedBridge(), let flushed = bridge.flushedQueue else { return false }
        // A JS half that signals its queue is asked only when it has said there are calls.
        if bridge.signalsQueue && !bridge.queueHasCalls { return false }
        bridge.queueHasCalls = false
        guard let result = try? call(flushed, this: bridge.batchedBridge, []) else { return false }
        switch result {
        case .failure(let exception):
            hooks.uncaughtError(UncaughtJSError(kind: .exception, exception: exception))
            return false
        case .success(let queue):
            if isNullish(queue) { return false }
            processQueue(queue)
            return true
        }
    }
}
