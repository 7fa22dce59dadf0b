/// Work a module started on its own (a `Task`, a timer, a callback from a library) that counts
/// as work in flight: the runtime's `waitUntilIdle()`, and so `bridge-run`, wait for it to end.
/// A method's own call is counted already; this is for what outlives the call. Safe to use from
/// any thread.
///
/// ```swift
/// final class Downloader: NativeModule {
///     let work = WorkTracker()
///     let events = EventEmitter()
///     var definition: ModuleDefinition {
///         ModuleDefinition("Downloader") { m in
///             m.tracksWork(work)
///             m.events(["done"], emitter: events)
///             m.fireAndForget("start(url:)") { [work, events] (url: String) in
///                 work.task { events.send("done", body: .string(await fetch(url))) }
///             }
///         }
///     }
/// }
/// ```
///
/// Pass it to ``ModuleDefinition/tracksWork(_:)``; the runtime connects it when it installs the
/// module. Work begun before that (or between a reload's two runtimes) counts from then on.
public final class WorkTracker: Sendable {
    /// Tells a runtime that `count` pieces of work began (positive) or ended (negative); called
    /// with the tracker's lock held, so it must not call back into the tracker.
    public typealias Sink = @Sendable (_ count: Int) -> Void

    private struct State {
        var inFlight = 0
        var sink: Sink?
    }

    private let state = Locked(State())

    /// A tracker with nothing in flight. Any thread.
    public init() {}

    /// How many pieces of work are in flight.
    public var inFlight: Int { state.withLock { $0.inFlight } }

    /// Marks one piece of work in flight until the token ends (``WorkToken/end()``, or the
    /// token's release).
    public func begin() -> WorkToken {
        // The runtime hears of it under the lock, so a (re)connection counts it exactly once.
        state.withLock { s in
            s.inFlight += 1
            s.sink?(1)
        }
        return WorkToken(tracker: self)
    }

    /// Runs `operation` as work in flight.
    public func track<T>(_ operation: () async throws -> T) async rethrows -> T {
        let token = begin()
        defer { token.end() }
        return try await operation()
    }

    /// Starts a task that is work in flight until `body` returns.
    @discardableResult
    public func task(_ body: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        let token = begin()
        return Task {
            await body()
            token.end()
        }
    }

    /// Connects the tracker to a runtime (or disconnects it with `nil`), which is told at once of
    /// the work in flight; called by the runtime.
    package func connect(_ sink: Sink?) {
        state.withLock { s in
            s.sink = sink
            if s.inFlight > 0 { sink?(s.inFlight) }
        }
    }

    fileprivate func end() {
        state.withLock { s in
            s.inFlight -= 1
            s.sink?(-1)
        }
    }
}

/// One piece of work in flight (``WorkTracker/begin()``). Ends once, at ``end()`` or when
/// released; any thread.
public final class WorkToken: Sendable {
    private let tracker: WorkTracker
    private let ended = Locked(false)

    fileprivate init(tracker: WorkTracker) {
        self.tracker = tracker
    }

    /// Ends the work; later calls do nothing.
    public func end() {
        let first = ended.withLock { e in
            defer { e = true }
            return !e
        }
        if first { tracker.end() }
    }

    deinit {
        end()
    }
}
