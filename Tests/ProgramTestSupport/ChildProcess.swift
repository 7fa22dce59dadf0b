import BridgeCore
import Foundation

/// A program the tests start, talk to through pipes, signal and wait for; any thread may use it.
///
/// Launched with `posix_spawn` rather than Foundation's `Process`, whose launch in this
/// toolchain reads past a buffer while it lists the descriptors to close, and now and then
/// crashes the test process (so launches were serialised, which did not stop it). The child
/// starts with no blocked signal and every signal at its default disposition, as from a shell:
/// the test process ignores SIGPIPE, and a Dispatch worker blocks most signals.
package final class ChildProcess: Sendable {
    /// Where one of the child's outputs goes.
    package enum Output: Sendable {
        /// Into a pipe the test reads (``standardOutput`` or ``standardError``).
        case pipe
        /// To `/dev/null`.
        case discard
        /// Where standard output goes (for standard error only).
        case standardOutput
    }

    /// How the child ended.
    package enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)

        /// The exit code, or the number of the signal that ended it (as a shell's `$?` less 128).
        package var status: Int32 {
            switch self {
            case .exited(let code), .signaled(let code): code
            }
        }
    }

    /// The child's process id.
    package let pid: pid_t
    /// The write end of its standard input, or nil when that is `/dev/null`.
    package let standardInput: FileHandle?
    /// The read end of its standard output, or nil when that is not piped.
    package let standardOutput: FileHandle?
    /// The read end of its standard error, or nil when that is not piped.
    package let standardError: FileHandle?
    private let ended = Locked<Termination?>(nil)
    /// The C library's `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), which
    /// Swift's view of the C library leaves out: looked up by name.
    private static let closeFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
            fatalError("the tests start programs with posix_spawn_file_actions_addclosefrom_np, which needs glibc 2.34 or later")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Starts the program at `path` with `arguments`, this process's environment with
    /// `environment` over it, and its working directory.
    package init(
        _ path: String, _ arguments: [String] = [], environment: [String: String] = [:],
        input: Bool = false, output: Output = .pipe, error: Output = .pipe
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var theirs: [Int32] = [], mine: [Int32?] = [], started = false
        defer {
            theirs.forEach { close($0) }
            if !started { mine.forEach { $0.map { _ = close($0) } } }
        }
        func pipeEnd(_ target: Int32, piped: Bool, childReads: Bool) throws -> Int32? {
            guard piped else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", childReads ? O_RDONLY : O_WRONLY, 0)
                return nil
            }
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw SpawnError(path: path, errno: errno) }
            let (child, parent) = childReads ? (ends[0], ends[1]) : (ends[1], ends[0])
            theirs.append(child)
            posix_spawn_file_actions_adddup2(&actions, child, target)
            return parent
        }
        mine.append(try pipeEnd(0, piped: input, childReads: true))
        mine.append(try pipeEnd(1, piped: output == .pipe, childReads: false))
        if error == .standardOutput {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            mine.append(nil)
        } else {
            mine.append(try pipeEnd(2, piped: error == .pipe, childReads: false))
        }
        // Nothing else of this process's reaches the child: not another child's pipe ends (its
        // output would not end with it), a listening socket a test closed (it would live on in
        // the child) or a connection a test ends.
        _ = Self.closeFrom(&actions, 3)
        func handle(_ fd: Int32?) -> FileHandle? { fd.map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) } }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let failure = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard failure == 0 else { throw SpawnError(path: path, errno: failure) }
        started = true
        pid = child
        (standardInput, standardOutput, standardError) = (handle(mine[0]), handle(mine[1]), handle(mine[2]))
    }

    /// Sends `signal` to the child.
    package func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Holds the calling thread until the child ends (tests call it through `offPool`); later
    /// calls return the same answer.
    package func waitForExit() -> Termination {
        ended.withLock { ended in
            if let ended { return ended }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            // The layout of wait(2)'s status: the signal in the low 7 bits, else the code above.
            let termination: Termination = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
            ended = termination
            return termination
        }
    }
}

/// A program that could not be started.
package struct SpawnError: Error, CustomStringConvertible {
    package let path: String
    package let errno: Int32
    package var description: String { "cannot start \(path): \(String(cString: strerror(errno)))" }
}
