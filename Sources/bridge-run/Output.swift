import BridgeCore
import BridgeRuntime
#if canImport(Glibc)
import Glibc
#endif

/// Standard output and error, written straight to their file descriptors (no buffering to
/// lose), and a prompt exit.
enum Output {
    static func out(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func err(_ text: String) { write(text, to: STDERR_FILENO) }
    /// `process.stdout.write` / `process.stderr.write`: the bytes as they are.
    static func write(toStandardError: Bool, _ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0, to: toStandardError ? STDERR_FILENO : STDOUT_FILENO) }
    }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { write($0, to: fd) }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let n = Glibc.write(fd, base + offset, buffer.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }

    /// What must be done before any exit: closing the storage database, so its file is left
    /// checkpointed, without `-wal` and `-shm`.
    static let beforeExit = Locked<[@Sendable () -> Void]>([])

    /// Ends the process with `code` at once, without running other threads' teardown (the JS
    /// thread may be mid-call), after ``beforeExit``. Nothing is buffered, so nothing is lost.
    static func exit(_ code: Int32) -> Never {
        for step in beforeExit.withLock({ $0 }) { step() }
        StartupTrace.mark("exit")
        _exit(code)
    }
}
