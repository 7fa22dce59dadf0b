/// Runs one module instance's calls where its ``ModuleExecution`` says, starting them in the order
/// they were submitted. Safe to use from any thread.
public final class ModuleQueue: Sendable {
    /// The module's JS name.
    public let moduleName: String
    public let execution: ModuleExecution
    private let queue: SerialWorker?
    private let stream: AsyncStream<@Sendable () async -> Void>.Continuation?
    private let consumer: Task<Void, Never>?
    private let runOnJSThread: (@Sendable (@escaping @Sendable () async -> Void) -> Void)?
    private let runSyncOnJSThread: (@Sendable (@escaping @Sendable () -> Void) -> Void)?

    /// Makes the queue for module `moduleName`; `runOnJSThread` and `runSyncOnJSThread` start
    /// work on the JS thread, for ``ModuleExecution/jsThread`` modules.
    public init(
        moduleName: String, execution: ModuleExecution,
        runOnJSThread: @escaping @Sendable (@escaping @Sendable () async -> Void) -> Void,
        runSyncOnJSThread: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) {
        self.runSyncOnJSThread = execution == .jsThread ? runSyncOnJSThread : nil
        self.moduleName = moduleName
        self.execution = execution
        switch execution {
        case .ownQueue:
            queue = SerialWorker()
            stream = nil
            consumer = nil
            self.runOnJSThread = nil
        case .jsThread:
            queue = nil
            stream = nil
            consumer = nil
            self.runOnJSThread = runOnJSThread
        case .swiftConcurrency:
            let (s, continuation) = AsyncStream<@Sendable () async -> Void>.makeStream()
            queue = nil
            stream = continuation
            consumer = Task {
                for await work in s { Task.immediate { await work() } }
            }
            self.runOnJSThread = nil
        }
    }

    /// Starts `work`: it runs synchronously up to its first suspension on the module's queue (or
    /// the JS thread), so calls start in submission order.
    public func submit(_ work: @escaping @Sendable () async -> Void) {
        if let queue {
            queue.submit { Task.immediate { await work() } }
        } else if let stream {
            stream.yield(work)
        } else {
            runOnJSThread?(work)
        }
    }

    /// Runs `work`, which does not suspend, on the module's queue in submission order, without a
    /// task of its own where the queue allows.
    public func submitSync(_ work: @escaping @Sendable () -> Void) {
        if let queue {
            queue.submit(work)
        } else if let stream {
            stream.yield { work() }
        } else {
            runSyncOnJSThread?(work)
        }
    }

    /// Runs `work` on the module's queue after every call submitted so far has started, and
    /// returns when it has finished (teardown hooks run this way).
    public func runLast(_ work: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            submit {
                work()
                c.resume()
            }
        }
    }

    deinit {
        close()
    }

    /// Stops accepting work and lets the module's thread end; call once the runtime has torn down.
    public func close() {
        stream?.finish()
        queue?.stop()
    }
}
