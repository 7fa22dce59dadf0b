import Dispatch

/// Runs the calls of one module (or of its methods that chose one ``ModuleExecution``) where the
/// execution says, starting them in the order they were submitted. Safe to use from any thread.
package final class ModuleQueue: Sendable {
    /// The module's JS name.
    package let moduleName: String
    package let execution: ModuleExecution
    private let target: Target

    private enum Target {
        case worker(SerialWorker, owned: Bool)
        case dispatch(DispatchQueue)
        case stream(AsyncStream<@Sendable () async -> Void>.Continuation)
        case executor(AsyncStream<ExecutorRunner.Work>.Continuation)
        case jsThread(@Sendable (@escaping @Sendable () -> Void) -> Void)
    }

    /// Makes the queue for module `moduleName`; `runOnJSThread` runs work on the JS thread (for
    /// ``ModuleExecution/jsThread``), `shared` holds the runtime's named queues (for
    /// ``ModuleExecution/shared(_:)``).
    package init(
        moduleName: String, execution: ModuleExecution, shared: SharedQueues = SharedQueues(),
        runOnJSThread: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) {
        self.moduleName = moduleName
        self.execution = execution
        if case .jsThread = execution { isJSThread = true } else { isJSThread = false }
        switch execution {
        case .ownQueue:
            target = .worker(SerialWorker(), owned: true)
        case .shared(let name):
            target = .worker(shared.worker(named: name), owned: false)
        case .actor(let actor):
            target = .worker(actor.queue.worker, owned: false)
        case .jsThread:
            target = .jsThread(runOnJSThread)
        case .mainActor:
            target = .dispatch(.main)
        case .dispatchQueue(let queue):
            target = .dispatch(DispatchQueue(label: "\(moduleName) on \(queue.label)", target: queue))
        case .swiftConcurrency:
            let (calls, continuation) = AsyncStream<@Sendable () async -> Void>.makeStream()
            target = .stream(continuation)
            // Ends when the stream is finished (``close()``).
            Task {
                for await work in calls { Task.immediate { await work() } }
            }
        case .executor(let executor):
            let (calls, continuation) = AsyncStream<ExecutorRunner.Work>.makeStream()
            target = .executor(continuation)
            let runner = ExecutorRunner(executor)
            Task { await runner.run(calls) }
        }
    }

    /// Whether the queue is the JS thread's (``ModuleExecution/jsThread``): work submitted there
    /// runs at once.
    package let isJSThread: Bool

    /// Starts `work`: it runs synchronously up to its first suspension on the queue (or the JS
    /// thread), so calls start in submission order.
    package func submit(_ work: @escaping @Sendable () async -> Void) {
        switch target {
        case .worker(let worker, _): worker.submit { Task.immediate { await work() } }
        case .dispatch(let queue): queue.async { Task.immediate { await work() } }
        case .stream(let stream): stream.yield(work)
        case .executor(let stream): stream.yield(.suspending(work))
        case .jsThread(let run): run { Task.immediate { await work() } }
        }
    }

    /// Runs `work`, which does not suspend, on the queue in submission order, without a task of
    /// its own where the queue allows.
    package func submitSync(_ work: @escaping @Sendable () -> Void) {
        switch target {
        case .worker(let worker, _): worker.submit(work)
        case .dispatch(let queue): queue.async(execute: work)
        case .stream(let stream): stream.yield { work() }
        case .executor(let stream): stream.yield(.plain(work))
        case .jsThread(let run): run(work)
        }
    }

    deinit {
        close()
    }

    /// Stops accepting work and lets the queue's thread end; call once the runtime has torn down.
    /// A shared queue ends with its ``SharedQueues``.
    package func close() {
        switch target {
        case .worker(let worker, let owned): if owned { worker.stop() }
        case .stream(let stream): stream.finish()
        case .executor(let stream): stream.finish()
        case .dispatch, .jsThread: break
        }
    }
}

/// The named queues of one runtime (``ModuleExecution/shared(_:)``): one thread per name, made on
/// first use. Safe to use from any thread.
public final class SharedQueues: Sendable {
    private let workers = Locked([String: SerialWorker]())

    /// A new set of shared queues. Any thread.
    public init() {}

    func worker(named name: String) -> SerialWorker {
        workers.withLock { w in
            if let existing = w[name] { return existing }
            let worker = SerialWorker()
            w[name] = worker
            return worker
        }
    }

    /// Lets every shared queue finish what is queued, then end.
    public func close() {
        for worker in workers.withLock({ $0.values }) { worker.stop() }
    }
}

/// Runs calls on a host's serial executor, one at a time in submission order: an actor whose
/// executor is the host's, draining one stream.
actor ExecutorRunner {
    enum Work: Sendable {
        case plain(@Sendable () -> Void)
        case suspending(@Sendable () async -> Void)
    }

    private let executor: any SerialExecutor

    init(_ executor: any SerialExecutor) {
        self.executor = executor
    }

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    func run(_ calls: AsyncStream<Work>) async {
        for await work in calls {
            switch work {
            case .plain(let body): body()
            case .suspending(let body): Self.start(body)
            }
        }
    }

    /// Starts `body` on the current thread (the executor's) up to its first suspension.
    private nonisolated static func start(_ body: @escaping @Sendable () async -> Void) {
        Task.immediate { await body() }
    }
}

/// The queues of one registry's modules while a runtime (or a test) has them installed: each
/// module's own, one more for each other ``ModuleExecution`` its methods chose, and the named
/// shared queues. Safe to use from any thread.
package final class ModuleQueues: Sendable {
    /// Each module's queue, in module-ID order.
    package let modules: [ModuleQueue]
    /// Per module, per method: the queue of a method that chose its own execution.
    private let methods: [[ModuleQueue?]]
    private let shared = SharedQueues()

    /// Makes the queues of `registry`'s modules; `runOnJSThread` runs work on the JS thread.
    package init(registry: ModuleRegistry, runOnJSThread: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) {
        let shared = self.shared
        var modules: [ModuleQueue] = []
        var methods: [[ModuleQueue?]] = []
        for module in registry.modules {
            modules.append(ModuleQueue(moduleName: module.name, execution: module.execution, shared: shared, runOnJSThread: runOnJSThread))
            var made: [ModuleQueue] = []
            methods.append(
                module.methods.map { method in
                    guard let execution = method.execution else { return nil }
                    if let queue = made.first(where: { $0.execution == execution }) { return queue }
                    let queue = ModuleQueue(moduleName: module.name, execution: execution, shared: shared, runOnJSThread: runOnJSThread)
                    made.append(queue)
                    return queue
                })
        }
        self.modules = modules
        self.methods = methods
    }

    /// Where method `methodID` of module `moduleID` runs (both in range).
    package func queue(moduleID: Int, methodID: Int) -> ModuleQueue {
        methods[moduleID][methodID] ?? modules[moduleID]
    }

    /// Closes every queue; call once the runtime has torn down.
    package func close() {
        for queue in modules { queue.close() }
        for queue in methods.joined() { queue?.close() }
        shared.close()
    }
}
