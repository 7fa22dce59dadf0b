/// A Swift object JS can hold (Expo's `SharedObject`, JSI's `HostObject`). A method that returns
/// one gives JS an object of the JS class its module declares for the type
/// (``ModuleDefinition/sharedClass(_:_:)``), whose methods call the Swift object's; passed back
/// as an argument, it arrives as itself, in any module of the runtime. The Swift object lives
/// while JS holds a JS object for it: each lets go after it is collected, or when JS calls its
/// `release()`. Any thread.
public protocol SharedObject: AnyObject, BridgeResult {}

extension SharedObject {
    /// The object as JS receives it.
    public var bridgeValue: BridgeValue { .shared(SharedReference(self, className: "\(Self.self)")) }

    /// The object a JS object stands for; refused when the value is no such object (a look-alike
    /// included), the object was released, or it is of another class.
    static func decode(_ value: BridgeValue) throws(BridgeDecodingError) -> Self {
        guard case .shared(let reference) = value else {
            throw BridgeDecodingError(expected: "\(Self.self)", actual: value.typeName)
        }
        guard let object = reference.object else {
            throw BridgeDecodingError(expected: "\(Self.self)", actual: "a released \(reference.className)")
        }
        guard let typed = object as? Self else {
            throw BridgeDecodingError(expected: "\(Self.self)", actual: reference.className)
        }
        return typed
    }
}

/// A ``SharedObject`` as it crosses the bridge: the object (nil once let go) and the name of
/// its JS class. Any thread.
public final class SharedReference: Sendable, CustomStringConvertible {
    private let state: Locked<(any SharedObject)?>
    /// The JS class's name (the Swift type's).
    public let className: String
    /// The object's identity, kept after it is let go.
    public let id: ObjectIdentifier

    /// A reference to `object`, an instance of the JS class `className`.
    public init(_ object: any SharedObject, className: String) {
        state = Locked(object)
        self.className = className
        id = ObjectIdentifier(object)
    }

    /// The object, or nil once let go.
    public var object: (any SharedObject)? { state.withLock { $0 } }

    /// Lets the object go (JS's `release()`, or the JS object's collection); its `deinit` runs
    /// here when nothing else holds it.
    public func release() {
        let object = state.withLock { s in defer { s = nil }; return s }
        _ = object
    }

    public var description: String { object == nil ? "\(className) (released)" : className }
}
