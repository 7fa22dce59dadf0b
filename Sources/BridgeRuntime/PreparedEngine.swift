import BridgeCore
import CEarlyEngine
import CJavaScriptCore

/// An engine (a JavaScriptCore context group, the engine's virtual machine) ready for the next
/// runtime that takes it, with the thread that runtime's JS thread is to run on: made ahead, on
/// that thread (``Runtime/prepareEngine()`` prepares the process's ``shared`` one; the engine's
/// first group also sets JavaScriptCore up for the process, together about 2 ms of a start
/// that a program can overlap with its own work), or kept from a runtime that shut down, with
/// the thread it ran on (``recycle(_:host:)``). The first one made may be begun before `main`:
/// a program that starts its early engine from an initialiser (`BridgeProcessEarlyEngine()`;
/// bridge-run does) has its thread and group taken by the shared one's ``start()``.
// @unchecked: `state` is only read and written with `lock` held; `early` is set once, at init,
// and the early engine it points at locks itself.
package final class PreparedEngine: @unchecked Sendable {
    private enum State {
        case none
        /// Being made on `host`, unless a runtime's JS thread has taken it (``takeHost()``).
        case making(JSThreadHost?)
        /// A group, and the thread that made it or a runtime ran on it, waiting for the next
        /// runtime's JS thread (unless one has taken it).
        case made(JSContextGroupRef, JSThreadHost?)
    }

    /// The one each runtime's engine asks for its group.
    package static let shared = PreparedEngine(early: BridgeProcessEarlyEngine())

    private let lock = ConditionLock()
    private var state = State.none
    private var kept = 0
    /// The thread started ahead (with the group it makes) that ``start()`` takes if it can.
    private let early: UnsafeMutablePointer<BridgeEarlyEngine>?

    /// A prepared engine; `early`, when given, is an early engine (started or not) whose thread
    /// and group ``start()`` takes when it can (it must outlive this).
    package init(early: UnsafeMutablePointer<BridgeEarlyEngine>? = nil) {
        self.early = early
    }

    /// Starts making a group on a thread of its own (the early engine's, with the group it made,
    /// when it has one to give), which then waits to be the next runtime's JS thread, unless a
    /// group is made or being made. Any thread.
    package func start() {
        lock.withLock {
            guard case .none = state else { return }
            // (The thread finishes under this lock, so it finds its host in `state`.)
            let host = JSThreadHost.start(on: early) { [self] in
                finish(early.flatMap { BridgeEarlyEngineTakeGroup($0) } ?? JSContextGroupCreate())
            }
            // No thread: the runtime makes its group itself, as without preparing.
            state = host.map { .making($0) } ?? .none
        }
    }

    private func finish(_ group: JSContextGroupRef) {
        lock.withLock {
            guard case .making(let host) = state else { return }
            state = .made(group, host)
            // Every runtime waiting: one takes the group, the others then make their own.
            lock.broadcast()
        }
    }

    /// Whether ``recycle(_:host:)`` would keep a group now: none is kept or being made. Any thread.
    package var acceptsRecycled: Bool {
        lock.withLock {
            guard case .none = state else { return false }
            return true
        }
    }

    /// Keeps `group`, which its runtime is done with, for the next runtime to take, with `host`,
    /// the thread that runtime ran on (when the caller is that thread, about to wait for its next
    /// JS thread), unless another group is kept or being made; false when the caller must
    /// release it. Any thread.
    package func recycle(_ group: JSContextGroupRef, host: JSThreadHost?) -> Bool {
        lock.withLock {
            guard case .none = state else { return false }
            state = .made(group, host)
            kept += 1
            return true
        }
    }

    /// How many groups ``recycle(_:host:)`` has kept so far. Any thread.
    package var keptGroups: Int {
        lock.withLock { kept }
    }

    /// The prepared group once it is made (waiting while it is being made), which the caller
    /// then owns; nil when none was asked for or it was taken. A thread kept with it ends. Any
    /// thread.
    package func take() -> JSContextGroupRef? {
        let taken: (JSContextGroupRef, JSThreadHost?)? = lock.withLock {
            while case .making = state { lock.wait() }
            guard case .made(let group, let host) = state else { return nil }
            state = .none
            return (group, host)
        }
        taken?.1?.dismiss()
        return taken?.0
    }

    /// The thread kept with the group or making it, which the caller then owns: the next
    /// runtime's JS thread runs on it (once the group is made), and its engine takes the group
    /// (``take()``). Never waits. Any thread.
    package func takeHost() -> JSThreadHost? {
        lock.withLock {
            switch state {
            case .making(let host?):
                state = .making(nil)
                return host
            case .made(let group, let host?):
                state = .made(group, nil)
                return host
            default:
                return nil
            }
        }
    }
}

extension Runtime {
    /// Starts making the JavaScript engine for the next runtime on a thread of its own (which
    /// then becomes that runtime's JS thread), so that
    /// JavaScriptCore's start (about 2 ms, more than half of a runtime's) overlaps what the
    /// program does before it makes the runtime: parsing its arguments, reading a bundle,
    /// building the configuration (`bridge-run` does so first thing, and starts that thread
    /// before `main` already: the process's early engine, which this then takes). The next
    /// ``init(_:)`` in the process takes that engine, waiting for it if it is not made yet; later
    /// runtimes make their own. Calling it again before a runtime took the engine does nothing.
    /// Any thread.
    public static func prepareEngine() {
        PreparedEngine.shared.start()
    }
}
