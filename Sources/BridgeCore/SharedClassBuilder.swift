/// Declares the JS class of a ``SharedObject`` type for a module: its constructor and its
/// methods, each called on an instance (`this`) with the arguments JS passes. Each becomes a
/// method of the module (`$Counter$increment`, which JS's class calls), so it runs where the
/// module's methods run. Used inside ``ModuleDefinition/sharedClass(_:_:)``.
public struct SharedClassBuilder<T: SharedObject> {
    /// The JS class's name: the Swift type's.
    public let className: String
    var registrations: [(inout ModuleDefinition) -> Void] = []
    var methodNames: [String] = []
    var propertyNames: [(name: String, writable: Bool)] = []
    var hasConstructor = false

    init() {
        className = "\(T.self)"
    }

    /// The module method a class member is: `$Class$name(this:a:b:)` (`this` omitted for the
    /// constructor).
    func moduleSignature(_ signature: String, this: Bool) -> (name: String, signature: String) {
        let name = String(signature.prefix { $0 != "(" })
        let parameters = signature.contains("(") ? String(signature.drop { $0 != "(" }.dropFirst().dropLast()) : ""
        let all = (this ? "this:" : "") + parameters
        let moduleName = "$\(className)$\(name)"
        return (name, all.isEmpty ? moduleName : "\(moduleName)(\(all))")
    }

    /// `new Class(…)` in JS: makes the object from JS's arguments (on the JS thread, as the
    /// constructor returns at once).
    public mutating func constructor<each A>(_ signature: String = "init", _ body: @escaping @Sendable (repeat each A) throws -> T) {
        let (_, full) = moduleSignature(signature.replacingInitName(), this: false)
        hasConstructor = true
        registrations.append { m in m.sync(full) { (a: repeat each A) throws -> T in try body(repeat each a) } }
    }

    /// A method returning a Promise, run where the module's methods run (or where `execution`
    /// says: `.mainActor` for a main-actor object, say).
    public mutating func method<each A, R>(
        _ signature: String, runsOn execution: ModuleExecution? = nil, _ body: @escaping @Sendable (T, repeat each A) async throws -> R
    ) {
        let (name, full) = moduleSignature(signature, this: true)
        methodNames.append(name)
        registrations.append { m in
            m.promise(full, runsOn: execution) { (this: T, a: repeat each A) async throws -> R in try await body(this, repeat each a) }
        }
    }

    /// A property whose value JS gets as a Promise (`await counter.remoteTotal`), read where the
    /// module's methods run: for a value that takes time to find.
    public mutating func property<V>(_ name: String, runsOn execution: ModuleExecution? = nil, get: @escaping @Sendable (T) async throws -> V) {
        propertyNames.append((name, false))
        let getter = moduleSignature("get_\(name)", this: true).signature
        registrations.append { m in m.promise(getter, runsOn: execution) { (this: T) async throws -> V in try await get(this) } }
    }

    /// A property JS reads (and, with `set`, writes) synchronously, on the JS thread.
    public mutating func property<V>(
        _ name: String, get: @escaping @Sendable (T) throws -> V, set: (@Sendable (T, V) throws -> Void)? = nil
    ) {
        propertyNames.append((name, set != nil))
        let getter = moduleSignature("get_\(name)", this: true).signature
        registrations.append { m in m.sync(getter) { (this: T) throws -> V in try get(this) } }
        if let set {
            let setter = moduleSignature("set_\(name)(value:)", this: true).signature
            registrations.append { m in m.sync(setter) { (this: T, value: V) throws in try set(this, value) } }
        }
    }

    /// A synchronous method: it runs on the JS thread and JS gets its result at once.
    public mutating func syncMethod<each A, R>(_ signature: String, _ body: @escaping @Sendable (T, repeat each A) throws -> R) {
        let (name, full) = moduleSignature(signature, this: true)
        methodNames.append(name)
        registrations.append { m in m.sync(full) { (this: T, a: repeat each A) throws -> R in try body(this, repeat each a) } }
    }
}

extension String {
    /// `init(a:b:)` as the constructor's module method names it (`new(a:b:)`).
    fileprivate func replacingInitName() -> String { hasPrefix("init") ? "new" + dropFirst(4) : self }
}

extension ModuleDefinition {
    /// Declares the JS class of `type` (`NativeModules.Name.Counter`): its constructor and
    /// methods (see ``SharedClassBuilder``), and `release()`, which lets the Swift object go at
    /// once. Values of `type` a method returns reach JS as instances of the class.
    public mutating func sharedClass<T: SharedObject>(_ type: T.Type, _ build: (inout SharedClassBuilder<T>) -> Void) {
        var builder = SharedClassBuilder<T>()
        build(&builder)
        for register in builder.registrations { register(&self) }
        let (_, release) = builder.moduleSignature("release", this: true)
        let className = builder.className
        sync(release) { (this: BridgeValue) in
            guard case .shared(let reference) = this else {
                throw BridgeError(.invalidArgument, "\(className).release: this is not a \(className)")
            }
            reference.release()
        }
        var classes = constants["$classes"]?.objectValue ?? [:]
        classes[builder.className] = [
            "methods": .array(builder.methodNames.map(BridgeValue.string)), "constructor": .bool(builder.hasConstructor),
            "properties": .object(BridgeObject(Dictionary(uniqueKeysWithValues: builder.propertyNames.map { ($0.name, BridgeValue.bool($0.writable)) }))),
        ]
        constant("$classes", .object(BridgeObject(classes)))
    }
}
