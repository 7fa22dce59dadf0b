import BridgeCore

extension NativeBridge {
    /// Installs the bridge and (unless switched off) the prelude in the context ``createContext``
    /// made.
    func start(registry: ModuleRegistry, responder: RuntimeResponder, prelude: Bool, process: ProcessInfoForJS?, parts: [JSPart]) throws {
        installBridge(registry: registry, responder: responder)
        StartupTrace.mark("bridge")
        if prelude { try installPrelude(process: process, parts: parts) } else { installModuleConfig() }
        StartupTrace.mark("prelude")
    }

    func tearDownBridge() {
        guard engine.context != nil else { return }
        stopListeningToSignals()
        state.retiring = true
        invalidatePendingCalls()
        state.responder?.disconnect()
    }

    /// Runs every module's invalidation handler on the module's queue, all at once (each after the
    /// calls queued before it, as React Native's `RCTCxxBridge` invalidates modules on their method
    /// queues), and returns when all have finished or `gracePeriod` has passed. A module that did
    /// not finish in time is named in the log; its queue is closed all the same. A module with no
    /// handler is not waited for: nothing of it needs to run before the context goes (a call of
    /// it still running finishes on its own, and its result is dropped).
    func runInvalidationHandlers(gracePeriod: Duration) async {
        guard let all = state.moduleQueues else { return }
        let queues = all.modules
        let handlers = state.registry.modules.map(\.invalidationHandler)
        let unfinished = Locked(Set(queues.indices.filter { handlers[$0] != nil }))
        let ending = TeardownWait()
        let timer = Task {
            try? await Task.sleep(for: gracePeriod)
            ending.finish()
        }
        if unfinished.withLock({ $0.isEmpty }) { ending.finish() }
        for (index, queue) in queues.enumerated() {
            guard let handler = handlers[index] else { continue }
            queue.submitSync {
                handler()
                if unfinished.withLock({ $0.remove(index); return $0.isEmpty }) { ending.finish() }
            }
        }
        await ending.wait()
        timer.cancel()
        let late = unfinished.withLock { $0 }.sorted().map { queues[$0].moduleName }
        if !late.isEmpty {
            hooks.log(.error, "teardown went on after \(Runtime.describe(gracePeriod)): \(late.count == 1 ? "module" : "modules") \(late.joined(separator: ", ")) did not finish \(late.count == 1 ? "its" : "their") queued calls and invalidation")
        }
        all.close()
    }

    func releaseContextAndStop() {
        releaseContext()
        thread.stop()
    }
}
