import BridgeCore

/// The runtime's life: reloads, shutdown, and waiting for idle. The state machine is
/// `Runtime.State.phase` (running → reloading → running, or → shutting down → shut down), changed
/// only under the store's lock; whoever waits for a reload to end waits on a continuation.
extension Runtime {
    /// Returns once nothing is pending: no queued work, no timers, no native calls in flight.
    /// A reload in progress is waited for, and the new generation's work with it.
    public func waitUntilIdle() async {
        while true {
            await waitWhileReloading()
            let s = store.withLock { ($0.phase, $0.generation.thread) }
            if s.0 == .reloading { continue }
            await s.1.waitUntilIdle()
            let after = store.withLock { ($0.phase, $0.generation.thread) }
            if after.0 == .reloading || after.1 !== s.1 { continue }
            return
        }
    }

    /// Tears the current context down and starts again: a fresh context with fresh module
    /// instances, then the bundle given to ``load(_:sourceURL:)`` runs again. Pending JS promises
    /// of the old context reject with `E_INVALIDATED` and each old module's invalidation handler
    /// runs first, as at ``shutdown()``. Calls made while the reload runs throw `E_NOT_RUNNING`.
    /// JS can ask for a reload with `NativeModules.DevSettings.reload()`.
    public func reload() async throws {
        guard let old = try beginReload(requestedByJS: false) else { return }
        try await completeReload(old)
    }

    /// Marks the runtime as reloading (at once, so nobody sees it idle in between) and returns
    /// the generation to tear down. A reload JS asks for while one is under way is remembered
    /// and done next (nil is returned).
    func beginReload(requestedByJS: Bool) throws -> Generation? {
        try store.withLock { s in
            switch s.phase {
            case .running:
                s.phase = .reloading
                observers.publish(.reloading)
                return s.generation
            case .reloading where requestedByJS:
                s.reloadRequested = true
                return nil
            case .reloading:
                throw BridgeError(.notRunning, "cannot reload: the runtime is already reloading")
            case .shuttingDown, .shutDown:
                throw BridgeError(.notRunning, "cannot reload: the runtime is shut down")
            }
        }
    }

    func completeReload(_ first: Generation) async throws {
        var old = first
        while true {
            await Runtime.stop(old, gracePeriod: configuration.shutdownGracePeriod)
            let fresh: Generation
            do {
                fresh = try await Runtime.start(
                    configuration, reloadTrigger: reloadTrigger, headlessTasks: headlessTasks, fatalErrors: fatalErrors)
            } catch {
                let waiters = store.withLock { s in
                    s.phase = .shutDown
                    return s.takeReloadWaiters()
                }
                for waiter in waiters { waiter.resume() }
                finishReloadWithoutBundle(error)
                throw error
            }
            // The fresh generation is published (its modules reach the runtime through it) but
            // the runtime stays `.reloading` until the bundle has run: nobody may see the new,
            // still empty context idle.
            let (bundle, roots) = store.withLock { s in
                s.generation = fresh
                if let bundle = s.bundle { s.bundleStatus = .loading(bundle.sourceURL) }
                return (s.bundle, s.roots)
            }
            var failure: (any Error)?
            if let bundle {
                do {
                    _ = try await fresh.bridge.evaluate(try await bundle.text(), sourceURL: bundle.sourceURL, asBundle: true)
                    // The apps that ran before run again, with their properties (as React
                    // Native's root views do after a reload).
                    for (rootTag, root) in roots.sorted(by: { $0.key < $1.key }) {
                        _ = try await Runtime.callJSModule(fresh, "AppRegistry", "runApplication", Runtime.appParameters(root.appKey, rootTag, root.properties))
                    }
                } catch {
                    failure = error
                }
            }
            let (again, waiters) = store.withLock { s in
                if s.reloadRequested {
                    s.reloadRequested = false
                    return (true, [CheckedContinuation<Void, Never>]())
                }
                s.phase = .running
                return (false, s.takeReloadWaiters())
            }
            for waiter in waiters { waiter.resume() }
            if !again {
                if let bundle { finishLoading(bundle.sourceURL, failure) } else { finishReloadWithoutBundle(nil) }
            }
            if again {
                old = fresh
                continue
            }
            if let failure { throw failure }
            return
        }
    }

    /// Tears the runtime down: pending JS promises reject with `E_INVALIDATED` (JS sees it before
    /// the context goes), later native results are dropped, each module's invalidation handler
    /// runs on its own queue, then the context is released and the thread stops; it returns once
    /// what JS held has been let go (the engine, with its parsed code, and the JS thread may then
    /// be kept for the next runtime). Calls after this throw `E_NOT_RUNNING`. Calling it twice is
    /// harmless.
    public func shutdown() async {
        while true {
            let next: (proceed: Bool, wait: Bool, generation: Generation) = store.withLock { s in
                switch s.phase {
                case .running:
                    s.phase = .shuttingDown
                    return (true, false, s.generation)
                case .reloading: return (false, true, s.generation)
                case .shuttingDown, .shutDown: return (false, false, s.generation)
                }
            }
            if next.wait {
                await waitWhileReloading()
                continue
            }
            guard next.proceed else { return }
            await Runtime.stop(next.generation, gracePeriod: configuration.shutdownGracePeriod)
            settleBundle({ $0.phase = .shutDown }, outcome: .failure(BridgeError(.notRunning, "the runtime was shut down")))
            return
        }
    }
    /// Returns once no reload is under way (at once when none is). Waits on a continuation that
    /// the reload resumes when it ends, never by polling.
    func waitWhileReloading() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let now = store.withLock { s in
                guard s.phase == .reloading else { return true }
                s.reloadWaiters.append(waiter)
                return false
            }
            if now { waiter.resume() }
        }
    }
}

extension Runtime.State {
    /// The continuations waiting for the reload to end, taken to be resumed.
    mutating func takeReloadWaiters() -> [CheckedContinuation<Void, Never>] {
        defer { reloadWaiters.removeAll() }
        return reloadWaiters
    }
}
