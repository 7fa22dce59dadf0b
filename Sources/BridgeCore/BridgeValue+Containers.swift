#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The elements of a ``BridgeValue/array(_:)``: a Swift array that takes the values nested in it
/// apart without recursion when its last copy goes, so no depth of nesting can overflow a stack
/// when a value is dropped (Swift releases a plain nested enum recursively, one stack frame or
/// more per level). Copies share storage until one is changed, as an `Array` does. Any thread.
public struct BridgeArray: Sendable {
    @usableFromInline var storage: ContainerStorage<[BridgeValue]>

    /// An empty array.
    public init() { storage = ContainerStorage([]) }

    /// An array of `elements`.
    public init(_ elements: [BridgeValue]) { storage = ContainerStorage(elements) }

    /// An array of the elements of `sequence`.
    public init<S: Sequence>(_ sequence: S) where S.Element == BridgeValue { storage = ContainerStorage(Array(sequence)) }

    /// The elements as a Swift array (shared with this value until either is changed).
    public var elements: [BridgeValue] {
        get { storage.contents }
        set { uniqueStorage().contents = newValue }
    }

    /// Calls `body` with the elements' contiguous storage.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<BridgeValue>) throws -> R) rethrows -> R {
        try storage.contents.withUnsafeBufferPointer(body)
    }

    private mutating func uniqueStorage() -> ContainerStorage<[BridgeValue]> {
        if !isKnownUniquelyReferenced(&storage) { storage = ContainerStorage(storage.contents) }
        return storage
    }
}

extension BridgeArray: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.contents.count }
    public var count: Int { storage.contents.count }

    public subscript(position: Int) -> BridgeValue {
        get { storage.contents[position] }
        set { uniqueStorage().contents[position] = newValue }
    }

    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == BridgeValue {
        uniqueStorage().contents.replaceSubrange(subrange, with: newElements)
    }

    public mutating func reserveCapacity(_ n: Int) {
        uniqueStorage().contents.reserveCapacity(n)
    }
}

extension BridgeArray: ExpressibleByArrayLiteral, Equatable, CustomStringConvertible {
    public init(arrayLiteral elements: BridgeValue...) { self.init(elements) }

    public static func == (a: BridgeArray, b: BridgeArray) -> Bool { BridgeValue.array(a) == BridgeValue.array(b) }

    public var description: String { BridgeValue.array(self).description }
}

/// The properties of a ``BridgeValue/object(_:)``: a Swift dictionary that takes the values
/// nested in it apart without recursion when its last copy goes (see ``BridgeArray``). Reads and
/// writes by key as a dictionary does; iterates as `(key:value:)` pairs. Any thread.
public struct BridgeObject: Sendable {
    @usableFromInline var storage: ContainerStorage<[String: BridgeValue]>

    /// An object with no properties.
    public init() { storage = ContainerStorage([:]) }

    /// An object with `properties`.
    public init(_ properties: [String: BridgeValue]) { storage = ContainerStorage(properties) }

    /// The properties as a Swift dictionary (shared with this value until either is changed).
    public var properties: [String: BridgeValue] {
        get { storage.contents }
        set { uniqueStorage().contents = newValue }
    }

    /// The property `key`, or `nil`; setting `nil` removes it.
    public subscript(key: String) -> BridgeValue? {
        get { storage.contents[key] }
        set { uniqueStorage().contents[key] = newValue }
    }

    /// The property names.
    public var keys: Dictionary<String, BridgeValue>.Keys { storage.contents.keys }
    /// The property values.
    public var values: Dictionary<String, BridgeValue>.Values { storage.contents.values }

    /// A dictionary of the same keys with `transform` applied to each value.
    public func mapValues<T, E: Error>(_ transform: (BridgeValue) throws(E) -> T) throws(E) -> [String: T] {
        var result: [String: T] = [:]
        result.reserveCapacity(count)
        for (key, value) in storage.contents { result[key] = try transform(value) }
        return result
    }

    /// Removes and returns the property `key`.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> BridgeValue? {
        uniqueStorage().contents.removeValue(forKey: key)
    }

    private mutating func uniqueStorage() -> ContainerStorage<[String: BridgeValue]> {
        if !isKnownUniquelyReferenced(&storage) { storage = ContainerStorage(storage.contents) }
        return storage
    }
}

extension BridgeObject: Collection {
    public typealias Index = Dictionary<String, BridgeValue>.Index
    public typealias Element = (key: String, value: BridgeValue)

    public var startIndex: Index { storage.contents.startIndex }
    public var endIndex: Index { storage.contents.endIndex }
    public var count: Int { storage.contents.count }
    public var isEmpty: Bool { storage.contents.isEmpty }
    public func index(after i: Index) -> Index { storage.contents.index(after: i) }
    public subscript(position: Index) -> Element { storage.contents[position] }
}

extension BridgeObject: ExpressibleByDictionaryLiteral, Equatable, CustomStringConvertible {
    public init(dictionaryLiteral elements: (String, BridgeValue)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    public static func == (a: BridgeObject, b: BridgeObject) -> Bool { BridgeValue.object(a) == BridgeValue.object(b) }

    public var description: String { BridgeValue.object(self).description }
}

/// The box behind ``BridgeArray`` and ``BridgeObject``: when its last reference goes, it hands
/// the values it holds to ``DeferredRelease`` instead of releasing them itself, so releasing a
/// value recurses one level at most however deep it is.
///
/// `@unchecked Sendable`: `contents` is changed only through a uniquely referenced box (the
/// containers copy the box before writing to a shared one), as `Array`'s own buffer is.
///
/// `Contents` is `[BridgeValue]` or `[String: BridgeValue]`, told apart by type in `deinit`: a
/// protocol constraint on it would have the Swift runtime look the conformance up (a scan of
/// every conformance record in the program) the first time each box type is made.
@usableFromInline
final class ContainerStorage<Contents>: @unchecked Sendable {
    var contents: Contents

    init(_ contents: Contents) { self.contents = contents }

    deinit {
        withUnsafeMutablePointer(to: &contents) { contents in
            let raw = UnsafeMutableRawPointer(contents)
            if Contents.self == [BridgeValue].self {
                raw.assumingMemoryBound(to: [BridgeValue].self).pointee.releaseDeferred()
            } else if Contents.self == [String: BridgeValue].self {
                raw.assumingMemoryBound(to: [String: BridgeValue].self).pointee.releaseDeferred()
            }
        }
    }
}

extension Array where Element == BridgeValue {
    @usableFromInline
    mutating func releaseDeferred() {
        guard contains(where: \.isContainer) else { return }
        var values: [BridgeValue] = []
        swap(&values, &self)
        DeferredRelease.release(&values)
    }
}

extension Dictionary where Key == String, Value == BridgeValue {
    @usableFromInline
    mutating func releaseDeferred() {
        guard values.contains(where: \.isContainer) else { return }
        var values = Array(self.values)
        self = [:]
        DeferredRelease.release(&values)
    }
}

/// Releases nested values in a loop instead of by recursion. The first container released on a
/// thread drains a list of values waiting to be released, one at a time; a container released
/// while it drains (a child of the value just dropped) only adds its children to that list. So
/// the stack holds at most two levels, whatever the depth. Any thread (the list is per thread).
enum DeferredRelease {
    /// The list being drained on this thread, or nil.
    private static let drainingList: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key could be made")
        return key
    }()

    static func release(_ values: inout [BridgeValue]) {
        if let list = pthread_getspecific(drainingList) {
            list.assumingMemoryBound(to: [BridgeValue].self).pointee.append(contentsOf: values)
            values = []
            return
        }
        var pending: [BridgeValue] = []
        swap(&pending, &values)
        withUnsafeMutablePointer(to: &pending) { list in
            pthread_setspecific(drainingList, list)
            // Each value popped is released at the end of its turn; if it was the last reference
            // to a container, that container appends its children to the list.
            while let value = list.pointee.popLast() { _ = value }
            pthread_setspecific(drainingList, nil)
        }
    }
}

extension BridgeValue {
    /// Whether this is an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}
