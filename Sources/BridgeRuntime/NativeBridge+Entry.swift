import BridgeCore
import CJavaScriptCore

extension NativeBridge {
    /// Runs one unit of JS-thread work (a delivery, a timer, what follows a script) with the
    /// engine lock held, pulling the JS queue at its end; then, since promise jobs run only when
    /// the lock is released and may make calls, pulls again until JS has nothing more to send.
    /// Results that modules on the JS thread produce meanwhile are delivered within the entry.
    /// `holdingLock: false` suits a body that makes a single engine call, which takes the lock
    /// itself; with a JS half that signals its queue, such a body costs no more than that call
    /// unless JS made calls during it.
    func runEntry(holdingLock: Bool = true, _ body: () -> Void) {
        guard engine.context != nil, let responder = state.responder else { return body() }
        if holdingLock {
            responder.beginEntry()
            engine.locked {
                body()
                drainTicksIfQueued()
                _ = pullQueue()
            }
        } else if state.signalsQueue {
            // Nothing reaches the responder from this thread before the queue is pulled, so the
            // entry can start after the body, and only if there is something to pull.
            body()
            guard state.queueHasCalls, engine.context != nil else { return }
            responder.beginEntry()
        } else {
            responder.beginEntry()
            body()
        }
        for _ in 0..<64 {
            guard engine.context != nil else { break }
            // process.nextTick callbacks queued by promise jobs run once those jobs are done.
            if state.ticksQueued {
                engine.locked {
                    drainTicksIfQueued()
                    _ = pullQueue()
                }
                continue
            }
            let inline = responder.takeAll()
            if !inline.isEmpty {
                engine.locked {
                    deliverLocked(inline)
                    drainTicksIfQueued()
                    _ = pullQueue()
                }
                responder.recycle(consume inline)
                continue
            }
            // A JS half that signals its queue says when promise jobs made calls; with another
            // JS half, ask until a pull finds nothing.
            var found = false
            if !state.signalsQueue || state.queueHasCalls {
                engine.locked {
                    found = pullQueue()
                    // What modules on the JS thread answered during the pull goes back to JS in
                    // the same engine entry (promise jobs it starts run as the entry ends).
                    let answered = responder.takeAll()
                    if !answered.isEmpty {
                        deliverLocked(answered)
                        responder.recycle(consume answered)
                    }
                    drainTicksIfQueued()
                }
            }
            if found || (state.signalsQueue && state.queueHasCalls) { continue }
            if responder.finishEntry() { return }
        }
        // JS keeps making calls (or the context went): let other work run, then go on with
        // what is left in a job of its own.
        var leftover = RuntimeResponder.Delivery()
        while !responder.finishEntry() { leftover.append(responder.takeAll()) }
        if engine.context != nil {
            let batch = leftover
            thread.post { [self] in assumeIsolated { $0.deliver(batch) } }
        }
    }

    /// Calls `function` (a JS half's entry point) with `arguments`; what it throws is reported
    /// to the host as uncaught, and nil returned.
    func callReportingUncaught(_ function: JSObjectRef, this: JSObjectRef? = nil, _ arguments: [JSValueRef?]) -> JSValueRef? {
        do {
            switch try engine.call(function, this: this, arguments) {
            case .success(let value): return value
            case .failure(let exception): hooks.uncaughtError(UncaughtJSError(kind: .exception, exception: exception))
            }
        } catch {
            hooks.log(.error, "\(error)")
        }
        return nil
    }

    /// Pulls `flushedQueue()` once and processes what it returns; true when it found calls.
    func pullQueue() -> Bool {
        guard engine.context != nil, resolveBatchedBridge(make: false), let flushed = state.flushedQueue else { return false }
        // A JS half that signals its queue is asked only when it has said there are calls.
        if state.signalsQueue && !state.queueHasCalls { return false }
        state.queueHasCalls = false
        guard let result = try? engine.call(flushed, this: state.batchedBridge, []) else { return false }
        switch result {
        case .failure(let exception):
            hooks.uncaughtError(UncaughtJSError(kind: .exception, exception: exception))
            return false
        case .success(let queue):
            if engine.isNullish(queue) { return false }
            processQueue(queue)
            return true
        }
    }
}
