/// Runs one module instance's calls where its ``ModuleExecution`` says, starting them in the order
/// they were submitted. Safe to use from any thread.
public final class ModuleQueue: Sendable {
    /// The module's JS name.
    public let moduleName: String
    public let execution: ModuleExecution
    private let target: Target

    private enum Target {
        case worker(SerialWorker)
        case stream(AsyncStream<@Sendable () async -> Void>.Continuation)
        case jsThread(@Sendable (@escaping @Sendable () -> Void) -> Void)
    }

    /// Makes the queue for module `moduleName`; `runOnJSThread` runs work on the JS thread, for
    /// ``ModuleExecution/jsThread`` modules.
    public init(
        moduleName: String, execution: ModuleExecution,
        runOnJSThread: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) {
        self.moduleName = moduleName
        self.execution = execution
        switch execution {
        case .ownQueue:
            target = .worker(SerialWorker())
        case .jsThread:
            target = .jsThread(runOnJSThread)
        case .swiftConcurrency:
            let (calls, continuation) = AsyncStream<@Sendable () async -> Void>.makeStream()
            target = .stream(continuation)
            // Ends when the stream is finished (``close()``).
            Task {
                for await work in calls { Task.immediate { await work() } }
            }
        }
    }

    /// Starts `work`: it runs synchronously up to its first suspension on the module's queue (or
    /// the JS thread), so calls start in submission order.
    public func submit(_ work: @escaping @Sendable () async -> Void) {
        switch target {
        case .worker(let worker): worker.submit { Task.immediate { await work() } }
        case .stream(let stream): stream.yield(work)
        case .jsThread(let run): run { Task.immediate { await work() } }
        }
    }

    /// Runs `work`, which does not suspend, on the module's queue in submission order, without a
    /// task of its own where the queue allows.
    public func submitSync(_ work: @escaping @Sendable () -> Void) {
        switch target {
        case .worker(let worker): worker.submit(work)
        case .stream(let stream): stream.yield { work() }
        case .jsThread(let run): run(work)
        }
    }

    deinit {
        close()
    }

    /// Stops accepting work and lets the module's thread end; call once the runtime has torn down.
    public func close() {
        switch target {
        case .worker(let worker): worker.stop()
        case .stream(let stream): stream.finish()
        case .jsThread: break
        }
    }
}
