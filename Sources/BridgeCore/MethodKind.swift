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
}

/// Where a module's promise, callback and fire-and-forget methods run. Synchronous methods always
/// run on the JS thread. Calls to one module start in the order JS made them.
public enum ModuleExecution: Sendable, Equatable {
    /// The module's own serial queue, a thread of its own (React Native's default).
    case ownQueue
    /// The JS thread, inline while the batch is processed: for cheap work that must not block.
    case jsThread
    /// A Swift concurrency task for each call, started in order.
    case swiftConcurrency
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
    public let role: Role

    public var description: String { "\(name): \(typeName)" }
}
