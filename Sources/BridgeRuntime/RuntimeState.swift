import BridgeCore

/// What a runtime is doing, readable at any time (``Runtime/state``) and observable
/// (``Runtime/states``).
public enum RuntimeState: Sendable, CustomStringConvertible {
    /// Running, with no bundle loaded (scripts may be evaluated).
    case ready
    /// Loading the bundle named here: app calls made now wait for it.
    case loading(sourceURL: String)
    /// Running the bundle named here.
    case running(sourceURL: String)
    /// The bundle named here failed: it could not be read, threw while it was evaluated, or
    /// reported a fatal error afterwards. App calls throw `error` until the next load or reload.
    case failed(sourceURL: String, error: any Error)
    /// Tearing the context down and starting a fresh one.
    case reloading
    /// Shut down for good.
    case shutDown

    public var description: String {
        switch self {
        case .ready: "ready"
        case .loading(let url): "loading \(url)"
        case .running(let url): "running \(url)"
        case .failed(let url, let error): "failed \(url): \(error)"
        case .reloading: "reloading"
        case .shutDown: "shut down"
        }
    }

    /// Whether this is ``running(sourceURL:)``.
    public var isRunning: Bool {
        if case .running = self { true } else { false }
    }

    /// The error of ``failed(sourceURL:error:)``, if this is it.
    public var error: (any Error)? {
        if case .failed(_, let error) = self { error } else { nil }
    }
}

/// Hands each observer of a runtime's state every change, starting with the state it had when
/// it began observing. Any thread.
final class StateObservers: Sendable {
    private let observers = Locked<(next: Int, all: [Int: AsyncStream<RuntimeState>.Continuation])>((0, [:]))

    /// A stream of states starting with `current`.
    func stream(starting current: RuntimeState) -> AsyncStream<RuntimeState> {
        let (stream, continuation) = AsyncStream<RuntimeState>.makeStream(bufferingPolicy: .unbounded)
        continuation.yield(current)
        let id = observers.withLock { o in
            defer { o.next += 1 }
            o.all[o.next] = continuation
            return o.next
        }
        continuation.onTermination = { [weak self] _ in self?.observers.withLock { _ = $0.all.removeValue(forKey: id) } }
        return stream
    }

    /// Hands `state` to every observer; ``RuntimeState/shutDown`` is the last, and ends them.
    func publish(_ state: RuntimeState) {
        let last: Bool = if case .shutDown = state { true } else { false }
        let all = observers.withLock { o in
            defer { if last { o.all.removeAll() } }
            return Array(o.all.values)
        }
        for continuation in all {
            continuation.yield(state)
            if last { continuation.finish() }
        }
    }
}
