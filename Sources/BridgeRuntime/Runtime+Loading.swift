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
    /// ``RuntimeState/failed(sourceURL:error:)`` and is thrown. Loads take turns in the order
    /// they were asked for: one asked for while another runs starts when that one has ended, so
    /// every observer of ``states`` sees each load's states before the next load's.
    @discardableResult
    public func load(_ source: BundleSource) async throws -> BridgeValue {
        try await finishLoading(source, try beginLoading(source))
    }

    /// Starts loading `source` and returns at once: the state is
    /// ``RuntimeState/loading(sourceURL:)`` when this returns (this bundle's, or that of a load
    /// still running before it), so app calls made next wait for the bundle. The task's value is
    /// the load's outcome.
    @discardableResult
    public func startLoading(_ source: BundleSource) -> Task<Void, any Error> {
        do {
            let ticket = try beginLoading(source)
            return Task { _ = try await finishLoading(source, ticket) }
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

    /// Takes a turn for loading `source`; when no other load is running it starts at once.
    private func beginLoading(_ source: BundleSource) throws(BridgeError) -> Int {
        _ = try running()
        return store.withLock { s in
            s.bundle = source
            let ticket = s.loads.issue(source.sourceURL)
            if ticket == s.loads.serving { startLoad(&s) }
            return ticket
        }
    }

    /// Makes the load whose turn it is the runtime's loading bundle, and publishes that.
    private func startLoad(_ s: inout State) {
        guard let url = s.loads.waiting.removeValue(forKey: s.loads.serving) else { return }
        s.bundleStatus = .loading(url)
        s.roots.removeAll()
        observers.publish(s.visible)
    }

    /// Waits for the turn of `ticket`, then evaluates `source` in the context running then.
    private func finishLoading(_ source: BundleSource, _ ticket: Int) async throws -> BridgeValue {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let now = store.withLock { s in
                if s.loads.serving >= ticket || s.phase == .shuttingDown || s.phase == .shutDown { return true }
                s.loads.sleepers[ticket] = turn
                return false
            }
            if now { turn.resume() }
        }
        do {
            let value = try await running().bridge.evaluate(try await source.text(), sourceURL: source.sourceURL, asBundle: true)
            endLoad(ticket, source.sourceURL, nil)
            return value
        } catch {
            endLoad(ticket, source.sourceURL, error)
            throw error
        }
    }

    /// Records how the load of `ticket` ended and publishes it; then the next load takes its
    /// turn, or, when none waits, whoever waits for the bundle wakes.
    private func endLoad(_ ticket: Int, _ sourceURL: String, _ failure: (any Error)?) {
        let (next, waiters, published) = store.withLock { s -> (CheckedContinuation<Void, Never>?, [CheckedContinuation<Void, any Error>], RuntimeState) in
            guard s.loads.serving == ticket else { return (nil, [], s.visible) }
            s.recordEnd(of: sourceURL, failure)
            observers.publish(s.visible)
            s.loads.serving += 1
            if s.loads.serving < s.loads.issued {
                startLoad(&s)
                return (s.loads.sleepers.removeValue(forKey: s.loads.serving), [], s.visible)
            }
            defer { s.bundleWaiters.removeAll() }
            return (nil, s.bundleWaiters, s.visible)
        }
        next?.resume()
        let result: Result<Void, any Error> = published.error.map { .failure($0) } ?? .success(())
        for waiter in waiters { waiter.resume(with: result) }
    }

    /// Records how loading `sourceURL` ended and wakes whoever waits for it.
    func finishLoading(_ sourceURL: String, _ failure: (any Error)?) {
        settleBundle { $0.recordEnd(of: sourceURL, failure) }
    }

    /// Wakes whoever waits for a reload that had no bundle to run (or that could not start a
    /// fresh context, `failure`), and publishes the state.
    func finishReloadWithoutBundle(_ failure: (any Error)?) {
        settleBundle(outcome: failure.map { .failure($0) } ?? .success(()))
    }

    /// Applies `change`, wakes the calls waiting for the bundle with `outcome` (by default what
    /// the new state says: its error, or success), and publishes the new state.
    func settleBundle(_ change: (inout State) -> Void = { _ in }, outcome: Result<Void, any Error>? = nil) {
        let (waiters, sleepers, published) = store.withLock { s in
            change(&s)
            defer { s.bundleWaiters.removeAll() }
            observers.publish(s.visible)
            // Loads waiting for their turn when the runtime shuts down go on, to find it shut down.
            let sleepers = s.phase == .shutDown ? Array(s.loads.sleepers.values) : []
            if s.phase == .shutDown { s.loads.sleepers.removeAll() }
            return (s.bundleWaiters, sleepers, s.visible)
        }
        let result = outcome ?? published.error.map { .failure($0) } ?? .success(())
        for waiter in waiters { waiter.resume(with: result) }
        for sleeper in sleepers { sleeper.resume() }
    }

    /// A fatal error JS reported (an uncaught exception, `reportFatalException`): the bundle has
    /// failed.
    func bundleReportedFatal(_ error: UncaughtJSError) {
        store.withLock { s in
            switch s.bundleStatus {
            case .loading(let url), .loaded(let url):
                s.bundleStatus = .failed(url, error)
                if s.phase == .running { observers.publish(s.visible) }
            case .none, .failed:
                return
            }
        }
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

extension Runtime.State {
    /// Records how loading `sourceURL` ended; a fatal error reported while the bundle was
    /// evaluated stands.
    mutating func recordEnd(of sourceURL: String, _ failure: (any Error)?) {
        if case .failed = bundleStatus, failure == nil { return }
        bundleStatus = failure.map { .failed(sourceURL, $0) } ?? .loaded(sourceURL)
    }
}

/// Loads in the order they were asked for: a ticket each, served one at a time.
struct LoadTurns {
    /// Tickets handed out.
    var issued = 0
    /// The ticket whose load runs now (`issued` when none does).
    var serving = 0
    /// The source URLs of loads not yet started, by ticket.
    var waiting: [Int: String] = [:]
    /// Loads suspended until their turn, by ticket.
    var sleepers: [Int: CheckedContinuation<Void, Never>] = [:]

    mutating func issue(_ sourceURL: String) -> Int {
        defer { issued += 1 }
        waiting[issued] = sourceURL
        return issued
    }
}
