import BridgeCore

/// The bundle and the runtime's state: loading from any ``BundleSource``, waiting for it, and
/// observing what the runtime is doing.
extension Runtime {
    /// What the runtime is doing now. Any thread.
    public var state: RuntimeState { store.withLock { $0.visible } }

    /// The runtime's states from now on, starting with the current one, ending after
    /// ``RuntimeState/shutDown``. Each call makes a new sequence. Any thread.
    public var states: AsyncStream<RuntimeState> {
        // The state is read and the observer added in one step, so no change falls in between.
        store.withLock { s in observers.stream(starting: s.visible) }
    }

    /// Reads `source` and evaluates it as the runtime's bundle, returning its completion value;
    /// ``reload()`` reads and runs it again in the fresh context. While it loads the state is
    /// ``RuntimeState/loading(sourceURL:)`` and app calls (``runApplication(_:initialProperties:)``,
    /// …) wait for it; a failure (the source cannot be read, the bundle throws) makes the state
    /// ``RuntimeState/failed(sourceURL:error:)`` and is thrown.
    @discardableResult
    public func load(_ source: BundleSource) async throws -> BridgeValue {
        let generation = try beginLoading(source)
        return try await finishLoading(source, generation)
    }

    /// Starts loading `source` and returns at once: the state is
    /// ``RuntimeState/loading(sourceURL:)`` when this returns, so app calls made next wait for the
    /// bundle. The task's value is the load's outcome.
    @discardableResult
    public func startLoading(_ source: BundleSource) -> Task<Void, any Error> {
        do {
            let generation = try beginLoading(source)
            return Task { _ = try await finishLoading(source, generation) }
        } catch {
            return Task { throw error }
        }
    }

    /// Returns once no bundle is loading; throws the error of a bundle that failed.
    public func waitForBundle() async throws {
        try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
            let now: Result<Void, any Error>? = store.withLock { s in
                if case .shutDown = s.visible { return .failure(BridgeError(.notRunning, "the runtime is not running (it was shut down)")) }
                switch s.bundleStatus {
                case .loading:
                    s.bundleWaiters.append(c)
                    return nil
                case .failed(_, let error):
                    return .failure(error)
                case .none, .loaded:
                    // A reload in progress counts as loading.
                    if s.phase == .reloading {
                        s.bundleWaiters.append(c)
                        return nil
                    }
                    return .success(())
                }
            }
            if let now { c.resume(with: now) }
        }
    }

    private func beginLoading(_ source: BundleSource) throws(BridgeError) -> Generation {
        let generation = try running()
        let published = store.withLock { s in
            s.bundle = source
            s.bundleStatus = .loading(source.sourceURL)
            s.roots.removeAll()
            return s.visible
        }
        observers.publish(published)
        return generation
    }

    private func finishLoading(_ source: BundleSource, _ generation: Generation) async throws -> BridgeValue {
        do {
            let value = try await generation.engine.evaluate(try await source.text(), sourceURL: source.sourceURL)
            finishLoading(source.sourceURL, nil)
            return value
        } catch {
            finishLoading(source.sourceURL, error)
            throw error
        }
    }

    /// Records how loading `sourceURL` ended and wakes whoever waits for it.
    func finishLoading(_ sourceURL: String, _ failure: (any Error)?) {
        settleBundle { s in
            // A fatal error reported while the bundle was evaluated stands.
            if case .failed = s.bundleStatus, failure == nil { return }
            s.bundleStatus = failure.map { .failed(sourceURL, $0) } ?? .loaded(sourceURL)
        }
    }

    /// Wakes whoever waits for a reload that had no bundle to run (or that could not start a
    /// fresh context, `failure`), and publishes the state.
    func finishReloadWithoutBundle(_ failure: (any Error)?) {
        settleBundle(outcome: failure.map { .failure($0) } ?? .success(()))
    }

    /// Applies `change`, wakes the calls waiting for the bundle with `outcome` (by default what
    /// the new state says: its error, or success), and publishes the new state.
    func settleBundle(_ change: (inout State) -> Void = { _ in }, outcome: Result<Void, any Error>? = nil) {
        let (waiters, published) = store.withLock { s in
            change(&s)
            defer { s.bundleWaiters.removeAll() }
            return (s.bundleWaiters, s.visible)
        }
        let result = outcome ?? published.error.map { .failure($0) } ?? .success(())
        for waiter in waiters { waiter.resume(with: result) }
        observers.publish(published)
    }

    /// A fatal error JS reported (an uncaught exception, `reportFatalException`): the bundle has
    /// failed.
    func bundleReportedFatal(_ error: UncaughtJSError) {
        let published: RuntimeState? = store.withLock { s in
            switch s.bundleStatus {
            case .loading(let url), .loaded(let url):
                s.bundleStatus = .failed(url, error)
                return s.phase == .running ? s.visible : nil
            case .none, .failed:
                return nil
            }
        }
        if let published { observers.publish(published) }
    }
}

extension UncaughtJSError {
    /// Whether React Native would treat it as fatal: an uncaught exception, or one JS reported
    /// as fatal.
    public var isFatal: Bool {
        switch kind {
        case .exception, .reported(isFatal: true): true
        case .unhandledRejection, .reported(isFatal: false): false
        }
    }
}
