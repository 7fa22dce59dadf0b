import BridgeCore
#if canImport(Glibc)
import Glibc
#endif

/// What a script sees as `process`: its arguments, its environment, and where
/// `process.stdout` and `process.stderr` write.
public struct ProcessInfoForJS: Sendable {
    /// `process.argv`: node's shape, runner, script, then the script's arguments.
    public var argv: [String]
    /// `process.env`; nil for this process's own environment, read when a script first reads
    /// `process.env` (so a script that never does spends nothing on it).
    public var env: [String: String]?
    /// Where `process.stdout.write` and `process.stderr.write` go (`toStandardError`, the
    /// bytes of one write as they are, no newline added); nil: each write is a line of the
    /// runtime's log (info for standard output, error for standard error), its last newline
    /// dropped. Called on the JS thread, in the order of the script's writes and console lines.
    public var write: (@Sendable (_ toStandardError: Bool, _ bytes: [UInt8]) -> Void)?
    /// Whether `process.on('SIGINT', …)` and the other signals' listeners take this process's
    /// signals, as node's do (while a runtime listens for a signal, it is not the signal's
    /// earlier disposition that acts on it): for a host whose runtime stands for the process, as
    /// bridge-run's does. Without it the listeners are kept and never called; `process.kill`
    /// works either way.
    public var takesSignals: Bool

    /// `process.argv` and, when given, `process.env` (nil: this process's environment), where
    /// `process.stdout` and `process.stderr` write (nil: the runtime's log) and whether it takes
    /// the process's signals.
    public init(
        argv: [String], env: [String: String]? = nil, write: (@Sendable (_ toStandardError: Bool, _ bytes: [UInt8]) -> Void)? = nil,
        takesSignals: Bool = false
    ) {
        self.argv = argv
        self.env = env
        self.write = write
        self.takesSignals = takesSignals
    }

    /// `process.cwd()`, `pid`, `ppid`, `execPath` and `arch`, read when a script first reads one.
    static var facts: BridgeValue {
        let cwd = getcwd(nil, 0).map { pointer in defer { free(pointer) }; return String(cString: pointer) } ?? ""
        var path = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        let execPath = length > 0 ? String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        #if arch(x86_64)
        let arch = "x64"
        #elseif arch(arm64)
        let arch = "arm64"
        #else
        let arch = "unknown"
        #endif
        return .array([.string(cwd), .number(Double(getpid())), .number(Double(getppid())), .string(execPath), .string(arch)])
    }

    /// One `process.stdout` / `process.stderr` write: to ``write``, or else to `log`.
    func write(_ toStandardError: Bool, _ bytes: [UInt8], log: (LogLevel, String) -> Void) {
        if let write {
            write(toStandardError, bytes)
        } else if !bytes.isEmpty {
            let text = String(decoding: bytes.last == 10 ? bytes.dropLast() : bytes[...], as: UTF8.self)
            log(toStandardError ? .error : .info, text)
        }
    }

    /// This process's environment variables. Callable from any thread.
    public static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let eq = text.firstIndex(of: "=") {
                result[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            entry += 1
        }
        return result
    }

    /// The process exit status for a JS exit code: its low 8 bits when it is an integer (as the
    /// system keeps of any exit code: -1 is 255, 256 is 0), 0 for nil, 1 for NaN, the infinities
    /// and fractions. Callable from any thread.
    public static func exitStatus(_ code: Double?) -> Int32 {
        guard let code else { return 0 }
        guard code.isFinite, code.rounded(.towardZero) == code else { return 1 }
        let wide = code.magnitude < 9.0e18 ? Int64(code) : 0
        return Int32(truncatingIfNeeded: wide & 0xff)
    }

    /// `process.env` as JS gets it.
    var envValue: BridgeValue {
        .object((env ?? Self.processEnvironment()).mapValues(BridgeValue.string))
    }
}
