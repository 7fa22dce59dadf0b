/// An actor whose executor is a serial queue of its own thread (its ``queue``), on which the
/// modules that run on the actor (``ModuleExecution/actor(_:)``) run their calls: modules that
/// share one queue keep their common state in the actor, and the compiler checks what touches
/// it, with no lock. Its methods' bodies take the actor as an `isolated` parameter
/// (``ModuleDefinition/promise(_:isolatedTo:_:)`` and its kin).
///
/// ```swift
/// actor RouteTable: ModuleActor {
///     let queue = ModuleActorQueue("routes")
///     var routes: [String: String] = [:]
/// }
/// let table = RouteTable()
/// ModuleDefinition("Router") { m in
///     m.fireAndForget("add(path:target:)", isolatedTo: table) { (table: isolated RouteTable, path: String, target: String) in
///         table.routes[path] = target
///     }
/// }
/// ModuleDefinition("RouteFiles") { m in
///     m.promise("count", isolatedTo: table) { (table: isolated RouteTable) in table.routes.count }
/// }
/// ```
public protocol ModuleActor: Actor {
    /// The queue the actor runs on.
    nonisolated var queue: ModuleActorQueue { get }
}

extension ModuleActor {
    /// The actor's executor: its ``queue``.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }
}

/// A serial executor on a thread of its own: the queue a ``ModuleActor`` runs on. Jobs run in the
/// order they are enqueued. Made and used from any thread; its thread ends when it is released.
public final class ModuleActorQueue: SerialExecutor, Sendable {
    /// The name it was given, for messages.
    public let name: String
    let worker = SerialWorker()

    /// A queue named `name`; its thread starts with its first job. Any thread.
    public init(_ name: String) {
        self.name = name
    }

    deinit {
        worker.stop()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        worker.submit { job.runSynchronously(on: executor) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Stops the process unless the caller runs on the queue's thread (what
    /// `Actor.assumeIsolated` asks).
    public func checkIsolated() {
        precondition(worker.isCurrent, "not on the module actor queue \(name)")
    }

    public func isIsolatingCurrentContext() -> Bool? { worker.isCurrent }
}

extension ModuleDefinition {
    /// Registers a promise method whose body runs on `actor`'s queue, isolated to it (the
    /// actor is its first parameter; the others are JS's arguments).
    public mutating func promise<Act: ModuleActor, each A: Sendable, R: Sendable>(
        _ signature: String, isolatedTo actor: Act, _ body: @escaping @Sendable (isolated Act, repeat each A) throws -> R
    ) {
        promise(signature, runsOn: .actor(actor)) { (a: repeat each A) throws -> R in
            try actor.assumeIsolated { isolatedActor in try body(isolatedActor, repeat each a) }
        }
    }

    /// Registers a promise method whose `async` body runs isolated to `actor`.
    public mutating func promise<Act: ModuleActor, each A: Sendable, R: Sendable>(
        _ signature: String, isolatedTo actor: Act, _ body: @escaping @Sendable (isolated Act, repeat each A) async throws -> R
    ) {
        promise(signature, runsOn: .actor(actor)) { (a: repeat each A) async throws -> R in try await body(actor, repeat each a) }
    }

    /// Registers a callback method whose body runs on `actor`'s queue, isolated to it.
    public mutating func callback<Act: ModuleActor, each A: Sendable>(
        _ signature: String, isolatedTo actor: Act, _ body: @escaping @Sendable (isolated Act, repeat each A) throws -> Void
    ) {
        callback(signature, runsOn: .actor(actor)) { (a: repeat each A) throws in
            try actor.assumeIsolated { isolatedActor in try body(isolatedActor, repeat each a) }
        }
    }

    /// Registers a fire-and-forget method whose body runs on `actor`'s queue, isolated to it.
    public mutating func fireAndForget<Act: ModuleActor, each A: Sendable>(
        _ signature: String, isolatedTo actor: Act, _ body: @escaping @Sendable (isolated Act, repeat each A) throws -> Void
    ) {
        fireAndForget(signature, runsOn: .actor(actor)) { (a: repeat each A) throws in
            try actor.assumeIsolated { isolatedActor in try body(isolatedActor, repeat each a) }
        }
    }
}
