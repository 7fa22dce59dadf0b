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
    static func listen(to signal: Int32, _ hear: @escaping @Sendable (Int32) -> Void) -> Result<Listening, Errno> {
        listeners.withLock { state in
            if state.count(of: signal) == 0 {
                let failed = BridgeSignalTake(signal)
                if failed != 0 { return .failure(Errno(failed)) }
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
            }
        }, nil)
        if rc == 0 { pthread_detach(tid) }
        return rc == 0
    }

    /// Sends `signal` to the process `pid` (`kill(2)`: 0 asks whether it exists); nil, or the
    /// system's error (`ESRCH`, `EPERM`, `EINVAL`).
    static func send(_ signal: Int, to pid: Int) -> Errno? {
        guard let pid = Int32(exactly: pid), let signal = Int32(exactly: signal) else { return .invalid }
        // This process may be among those it reaches: a signal the engine has a handler for
        // must not reach that handler as if the engine had sent it.
        BridgeSignalGuard(signal)
        return kill(pid, signal) == 0 ? nil : Errno(errno)
    }

    /// A system error number, with node's name for it (`ESRCH`).
    struct Errno: Error, Sendable {
        let number: Int32
        init(_ number: Int32) { self.number = number }
        /// `EINVAL`: what no signal or pid can be.
        static let invalid = Errno(EINVAL)

        /// Node's code: the name of the errno (the ones `kill` and `sigaction` give, and a few more).
        var code: String {
            switch number {
            case EPERM: "EPERM"
            case ESRCH: "ESRCH"
            case EINVAL: "EINVAL"
            case EMFILE: "EMFILE"
            case ENFILE: "ENFILE"
            case EAGAIN: "EAGAIN"
            case ENOMEM: "ENOMEM"
            default: "UNKNOWN"
            }
        }

        /// `[errno, code]` as node's errors carry them (a negative errno), for the JS half.
        var jsValue: BridgeValue { .array([.number(Double(-number)), .string(code)]) }
    }
}
