import Dispatch

/// How JavaScript calls a native method and how the answer comes back.
public enum MethodKind: String, Sendable, CaseIterable {
    /// Returns a Promise in JS; the Swift body's result resolves it, a thrown error rejects it.
    case promise
    /// Takes trailing callbacks in JS (React Native's error and success callbacks).
    case callback
    /// Returns its value directly to JS; runs on the JS thread.
    case sync
    /// Returns `undefined` at once; errors go to the host's log.
    case fireAndForget

    /// Whether React Native's JS half calls it as `async` (callbacks, or nothing, after its values).
    var isAsync: Bool { self == .callback || self == .fireAndForget }
}

/// Where a module's (or one method's) promise, callback and fire-and-forget methods run.
/// Synchronous methods always run on the JS thread. On every choice, calls that run on one queue
/// start in the order JS made them (React Native's `methodQueue`).
public enum ModuleExecution: Sendable, Equatable, CustomStringConvertible {
    /// The module's own serial queue, a thread of its own (React Native's default).
    case ownQueue
    /// The JS thread, inline while the batch is processed: for cheap work that must not block.
    case jsThread
    /// A Swift concurrency task for each call, started in order.
    case swiftConcurrency
    /// The main actor: the process's main dispatch queue. Bodies registered with
    /// `isolation: MainActor.shared` are main-actor isolated. The host must keep the main queue
    /// running: an `async` `main` does while it awaits, otherwise call `dispatchMain()`.
    case mainActor
    /// A dispatch queue the host gives. Calls start in order even when the queue is concurrent
    /// (they go through a serial queue that targets it).
    case dispatchQueue(DispatchQueue)
    /// A serial executor the host gives (an actor's, say): each call's synchronous part runs on it.
    case executor(any SerialExecutor)
    /// A serial queue of the runtime's shared by every module (or method) that names it: calls to
    /// all of them run one at a time, in order (React Native modules that return one
    /// `methodQueue`).
    case shared(String)
    /// A ``ModuleActor``'s queue: calls run there, one at a time in order, with every other
    /// module or method on the same actor, and bodies registered with `isolatedTo:` are isolated
    /// to it.
    case actor(any ModuleActor)

    /// The main queue, as React Native's `methodQueue` names it: the same as ``mainActor``.
    public static var mainQueue: ModuleExecution { .mainActor }

    public static func == (a: ModuleExecution, b: ModuleExecution) -> Bool {
        switch (a, b) {
        case (.ownQueue, .ownQueue), (.jsThread, .jsThread), (.swiftConcurrency, .swiftConcurrency), (.mainActor, .mainActor):
            true
        case (.dispatchQueue(let x), .dispatchQueue(let y)): x === y
        case (.executor(let x), .executor(let y)): (x as AnyObject) === (y as AnyObject)
        case (.shared(let x), .shared(let y)): x == y
        case (.actor(let x), .actor(let y)): x === y
        default: false
        }
    }

    public var description: String {
        switch self {
        case .ownQueue: "its own queue"
        case .jsThread: "the JS thread"
        case .swiftConcurrency: "Swift concurrency"
        case .mainActor: "the main actor"
        case .dispatchQueue(let q): "dispatch queue \(q.label)"
        case .executor(let e): "executor \(type(of: e))"
        case .shared(let name): "shared queue \(name)"
        case .actor(let a): "actor \(type(of: a)) (queue \(a.queue.name))"
        }
    }
}

/// One parameter of a native method as the registry reports it.
public struct ParameterInfo: Sendable, Equatable, CustomStringConvertible {
    /// What a parameter is fed from.
    public enum Role: Sendable, Equatable {
        /// A JS value, decoded into the Swift type.
        case value
        /// A JS function passed as a callback (``BridgeCallback``).
        case callback
        /// The promise the method settles (``BridgePromise``).
        case promise
    }

    /// The parameter's name from the method's signature (`arg1`, … when the signature names none).
    public let name: String
    /// The expected type as error messages name it (`string`, `array of number`, …).
    public let typeName: String
    /// Whether JS passes a value, a callback, or the method settles a promise.
    public let role: Role
    /// Whether JS may leave the parameter out (an `Optional`): `undefined` and `null` read as nil.
    public let isOptional: Bool

    /// A parameter as the registration describes it. Any thread.
    public init(name: String, typeName: String, role: Role, isOptional: Bool = false) {
        self.name = name
        self.typeName = typeName
        self.role = role
        self.isOptional = isOptional
    }

    public var description: String { "\(name): \(typeName)" }
}
