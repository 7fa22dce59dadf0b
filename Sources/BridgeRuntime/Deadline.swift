import BridgeCore
import Dispatch

/// Runs an operation against a time limit without waiting for the operation to notice that the
/// limit ran out: a transfer stuck in a library that does not answer cancellation at once still
/// ends on time for its caller (and is cancelled, to free what it holds). Bundle downloads use
/// it. Any task.
package enum Deadline {
    /// Where the limits fire: a serial queue, which Dispatch serves from threads it adds when
    /// its others are busy (an "overcommit" queue), unlike its global queues.
    private static let timers = DispatchQueue(label: "bridge deadlines")

    package enum Outcome<T: Sendable, E: Error>: Sendable {
        case finished(Result<T, E>)
        case timedOut
        case cancelled
    }

    package static func race<T: Sendable, E: Error>(
        _ limit: Duration, _ operation: @escaping @Sendable () async throws(E) -> T
    ) async -> Outcome<T, E> {
        let race = Race<Outcome<T, E>>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.wait(continuation)
                race.start(Task {
                    do throws(E) {
                        race.end(.finished(.success(try await operation())))
                    } catch {
                        race.end(.finished(.failure(error)))
                    }
                })
                // The limit is kept by a Dispatch timer on a queue of its own, not by a task nor
                // on `DispatchQueue.global()` (whose threads on Linux are the concurrency pool's
                // own): it fires on time even while every thread of that pool is busy.
                Self.timers.asyncAfter(deadline: .now() + Runtime.seconds(limit)) {
                    race.end(.timedOut)
                }
            }
        } onCancel: {
            race.end(.cancelled)
        }
    }
}

/// The first outcome of a race, handed to the one waiting for it; the operation, if still
/// running then, is cancelled.
private final class Race<Value: Sendable>: Sendable {
    private struct State {
        var waiter: CheckedContinuation<Value, Never>?
        var outcome: Value?
        var operation: Task<Void, Never>?
    }

    private let state = Locked(State())

    func wait(_ continuation: CheckedContinuation<Value, Never>) {
        let now = state.withLock { s -> Value? in
            if let outcome = s.outcome { return outcome }
            s.waiter = continuation
            return nil
        }
        if let now { continuation.resume(returning: now) }
    }

    func start(_ operation: Task<Void, Never>) {
        let over = state.withLock { s in
            if s.outcome == nil { s.operation = operation }
            return s.outcome != nil
        }
        if over { operation.cancel() }
    }

    func end(_ outcome: Value) {
        let (waiter, operation) = state.withLock { s -> (CheckedContinuation<Value, Never>?, Task<Void, Never>?) in
            guard s.outcome == nil else { return (nil, nil) }
            s.outcome = outcome
            defer { s.waiter = nil; s.operation = nil }
            return (s.waiter, s.operation)
        }
        waiter?.resume(returning: outcome)
        operation?.cancel()
    }
}
