import BridgeCore
import CSignals
#if canImport(Glibc)
import Glibc
#endif

/// This process's signals, as node names them, and who listens for them: the runtimes whose
/// `process` takes them (``ProcessInfoForJS/takesSignals``). A signal is taken (its handler only
/// writes its number to a pipe, `Sources/CSignals`) while some runtime listens for it and has its
/// earlier disposition back after (one the engine has a handler for still reaches it, unless a
/// process sent it); one thread of its own reads the pipe and hands each signal to its
/// listeners. Callable from any thread.
enum ProcessSignals {
    /// The signals by node's names (`os.constants.signals` on Linux), in node's order.
    static let names: [(name: String, number: Int32)] = [
        ("SIGHUP", SIGHUP), ("SIGINT", SIGINT), ("SIGQUIT", SIGQUIT), ("SIGILL", SIGILL), ("SIGTRAP", SIGTRAP),
        ("SIGABRT", SIGABRT), ("SIGIOT", SIGIOT), ("SIGBUS", SIGBUS), ("SIGFPE", SIGFPE), ("SIGKILL", SIGKILL),
        ("SIGUSR1", SIGUSR1), ("SIGSEGV", SIGSEGV), ("SIGUSR2", SIGUSR2), ("SIGPIPE", SIGPIPE), ("SIGALRM", SIGALRM),
        ("SIGTERM", SIGTERM), ("SIGCHLD", SIGCHLD), ("SIGSTKFLT", SIGSTKFLT), ("SIGCONT", SIGCONT), ("SIGSTOP", SIGSTOP),
        ("SIGTSTP", SIGTSTP), ("SIGTTIN", SIGTTIN), ("SIGTTOU", SIGTTOU), ("SIGURG", SIGURG), ("SIGXCPU", SIGXCPU),
        ("SIGXFSZ", SIGXFSZ), ("SIGVTALRM", SIGVTALRM), ("SIGPROF", SIGPROF), ("SIGWINCH", SIGWINCH), ("SIGIO", SIGIO),
        ("SIGPOLL", SIGPOLL), ("SIGPWR", SIGPWR), ("SIGSYS", SIGSYS),
    ]

    /// A listener's hold on one signal, for ``release(_:)``.
    struct Listening: Hashable, Sendable {
        let signal: Int32
        fileprivate let id: UInt64
    }

    private struct Listeners {
        var byID: [UInt64: (signal: Int32, hear: @Sendable (Int32) -> Void)] = [:]
        var nextID: UInt64 = 0
        var readerStarted = false
        func count(of signal: Int32) -> Int { byID.values.count { $0.signal == signal } }
    }
    private static let listeners = Locked(Listeners())

    /// Has `hear` called (on the pipe's reader thread) with `signal` each time the process
    /// receives it, until ``release(_:)``; the first listener takes the signal from its earlier
    /// disposition. Fails with the system's error (`EINVAL` for SIGKILL and SIGSTOP).
    static func listen(to signal: Int32, _ hear: @escaping @Sendable (Int32) -> Void) -> Result<Listening, SystemError> {
        listeners.withLock { state in
            if state.count(of: signal) == 0 {
                let failed = BridgeSignalTake(signal)
                if failed != 0 { return .failure(SystemError(failed)) }
            }
            state.nextID += 1
            state.byID[state.nextID] = (signal, hear)
            if !state.readerStarted { state.readerStarted = startReader() }
            return .success(Listening(signal: signal, id: state.nextID))
        }
    }

    /// Ends `listening`; the last listener of a signal gives it back its earlier disposition.
    static func release(_ listening: Listening) {
        listeners.withLock { state in
            guard state.byID.removeValue(forKey: listening.id) != nil, state.count(of: listening.signal) == 0 else { return }
            _ = BridgeSignalRelease(listening.signal)
        }
    }

    /// The thread that reads the pipe for as long as the process lives.
    private static func startReader() -> Bool {
        var tid = pthread_t()
        let rc = pthread_create(&tid, nil, { _ in
            while true {
                let signal = BridgeSignalNext()
                if signal <= 0 { return nil }
                let hearing = ProcessSignals.listeners.withLock { state in state.byID.values.filter { $0.signal == signal }.map(\.hear) }
                for hear in hearing { hear(signal) }
                ProcessSignals.handedOn.count(signal)
            }
        }, nil)
        if rc == 0 { pthread_detach(tid) }
        return rc == 0
    }

    /// Sends `signal` to the process `pid` (`kill(2)`: 0 asks whether it exists); nil, or the
    /// system's error (`ESRCH`, `EPERM`, `EINVAL`).
    static func send(_ signal: Int, to pid: Int) -> SystemError? {
        guard let pid = Int32(exactly: pid), let signal = Int32(exactly: signal) else { return .invalid }
        // This process may be among those it reaches: a signal the engine has a handler for
        // must not reach that handler as if the engine had sent it.
        BridgeSignalGuard(signal)
        // One this process listens for and sends itself is handed to its listeners before
        // `kill` returns, as node's loop finds it in its next turn (here the reader thread
        // would hand it on at some later time, after the script's next timer, or after its loop
        // ended). The wait ends as soon as the reader thread has handed it on: microseconds, or
        // longer only while the machine is busy and that thread waits for a core, so the cap is
        // generous; a signal this process blocks everywhere is waited for up to the cap only.
        let reachesThisProcess = pid == getpid() || pid == 0 || pid == -1 || pid == -getpgrp()
        let handedOnBefore = reachesThisProcess && listeners.withLock({ $0.count(of: signal) > 0 }) ? handedOn.total(signal) : nil
        guard kill(pid, signal) == 0 else { return SystemError(errno) }
        if let handedOnBefore { handedOn.wait(for: signal, beyond: handedOnBefore, nanoseconds: 2_000_000_000) }
        return nil
    }

    /// How many of each signal the reader thread has handed to listeners so far.
    private static let handedOn = HandedOn()

    // @unchecked: `totals` is only read and written with `lock` held.
    private final class HandedOn: @unchecked Sendable {
        private let lock = ConditionLock()
        private var totals: [Int32: UInt64] = [:]

        func count(_ signal: Int32) {
            lock.withLock {
                totals[signal, default: 0] += 1
                lock.broadcast()
            }
        }

        func total(_ signal: Int32) -> UInt64 { lock.withLock { totals[signal, default: 0] } }

        /// Waits until more than `beyond` of `signal` were handed on, or `nanoseconds` passed.
        func wait(for signal: Int32, beyond: UInt64, nanoseconds: UInt64) {
            let deadline = MonotonicClock.now() + nanoseconds
            lock.withLock {
                while totals[signal, default: 0] <= beyond, MonotonicClock.now() < deadline { lock.wait(until: deadline) }
            }
        }
    }
}
