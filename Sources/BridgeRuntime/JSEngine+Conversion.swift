import BridgeCore
import CJavaScriptCore

/// A JS value that cannot cross to native code (a function, a symbol, a cycle, …), with the path
/// inside the value where it was found.
struct UnsendableValue: Error {
    var path: String
    var reason: String
    /// Whether reading the value ran JS that threw (a getter, a Proxy trap), rather than the
    /// value holding something that cannot cross.
    var threw = false

    func prefixed(_ component: String) -> UnsendableValue {
        UnsendableValue(path: component + path, reason: reason, threw: threw)
    }

    var description: String { (path.isEmpty ? "" : "at \(path): ") + reason }
}

extension JSEngine {
    /// How deeply nested a value may be when it crosses to native code.
    static let maxNesting = 512
    /// The longest array made from a buffer on the stack (1 KiB of value references).
    static let stackArrayLimit = 1024 / MemoryLayout<JSValueRef?>.stride
    /// The most elements an array may have when it crosses to native code (a sparse array can
    /// claim 2^32 - 1 of them).
    static let maxArrayLength = 1 << 24

    /// Copies a JS value into a ``BridgeValue``. Functions, symbols, BigInts, cycles and values
    /// nested deeper than ``maxNesting`` throw ``UnsendableValue`` naming the path; so does a
    /// getter or Proxy trap that throws while the value is read (each runs once per read).
    /// Objects cross as their own enumerable string-keyed properties, but those that are
    /// undefined; arrays by index and `length`; typed arrays, `DataView` and `ArrayBuffer` as ``BridgeValue/bytes(_:)``.
    func bridgeValue(_ value: JSValueRef) throws(UnsendableValue) -> BridgeValue {
        var stack: [JSObjectRef] = []
        return try convert(value, &stack)
    }

    private func convert(_ value: JSValueRef, _ stack: inout [JSObjectRef]) throws(UnsendableValue) -> BridgeValue {
        if let immediate = immediates.value(value) { return immediate }
        let ctx = context
        switch JSValueGetType(ctx, value) {
        case kJSTypeUndefined: return .undefined
        case kJSTypeNull: return .null
        case kJSTypeBoolean: return .bool(JSValueToBoolean(ctx, value))
        case kJSTypeNumber: return .number(JSValueToNumber(ctx, value, nil))
        case kJSTypeString: return stringValue(value)
        case kJSTypeSymbol: throw UnsendableValue(path: "", reason: "a symbol cannot be sent to native code")
        case kJSTypeObject: break
        default: throw UnsendableValue(path: "", reason: "a BigInt cannot be sent to native code")
        }
        // An object's value reference is its object reference.
        let object: JSObjectRef = value
        if JSObjectIsFunction(ctx, object) {
            throw UnsendableValue(path: "", reason: "a function cannot be sent to native code")
        }
        if let reference = sharedReference(object) { return .shared(reference) }
        if stack.contains(object) {
            throw UnsendableValue(path: "", reason: "a cycle (the value contains itself) cannot be sent to native code")
        }
        if stack.count >= Self.maxNesting {
            throw UnsendableValue(path: "", reason: "values nested deeper than \(Self.maxNesting) levels cannot be sent to native code")
        }
        guard context != nil else { throw UnsendableValue(path: "", reason: "the runtime is not running") }
        guard let values = values() else { throw UnsendableValue(path: "", reason: "the engine's value reader could not be made (the stack is nearly full)") }
        stack.append(object)
        defer { stack.removeLast() }

        // What JS runs while a value is read (getters, Proxy traps) runs once per read, and a
        // throw is caught. The intrinsics read into a fresh array that this frame holds, so the
        // collector keeps every value alive while later getters run; reading that array runs no JS.
        let isArray = JSValueIsArray(ctx, value)
        let answer: JSValueRef
        do {
            answer = try isArray ? checkedCall(values.readArray, object) : checkedCall(values.readObject, object, objectKind(object))
        } catch {
            throw UnsendableValue(path: "", reason: "reading it threw \(error.description)", threw: true)
        }
        return try convertRead(answer, isArray: isArray, &stack)
    }

    /// What `object` is, as the `readObject` intrinsic takes it (its `KIND_…`): the engine's own
    /// brand checks, which run no JS (a test in JS throws for every object that fails it).
    private func objectKind(_ object: JSObjectRef) -> JSValueRef {
        let kind: Double
        if JSValueIsDate(context, object) {
            kind = 1
        } else {
            switch JSValueGetTypedArrayType(context, object, nil) {
            case kJSTypedArrayTypeNone: kind = 0
            case kJSTypedArrayTypeArrayBuffer: kind = 2
            default: kind = 3
            }
        }
        return JSValueMakeNumber(context, kind)
    }

    /// Converts what the `readObject` / `readArray` intrinsics returned (see ``Intrinsics``).
    private func convertRead(_ answer: JSValueRef, isArray: Bool, _ stack: inout [JSObjectRef]) throws(UnsendableValue) -> BridgeValue {
        guard let read = IntrinsicRead(answer, in: self) else { throw UnsendableValue(path: "", reason: "it could not be read") }
        switch read.status {
        case .entries where isArray:
            var items: [BridgeValue] = []
            items.reserveCapacity(read.count)
            for i in 0..<read.count {
                do { items.append(try convert(read[i], &stack)) } catch { throw error.prefixed("[\(i)]") }
            }
            return .array(items)
        case .entries:
            var props: [String: BridgeValue] = [:]
            props.reserveCapacity(read.count / 2)
            for i in stride(from: 0, to: read.count - 1, by: 2) {
                let name = string(read[i])
                let value: BridgeValue
                do { value = try convert(read[i + 1], &stack) } catch { throw error.prefixed(Self.pathComponent(name)) }
                // A property whose value is undefined is left out, as React Native's bridge
                // leaves it out (JSON's rule; in arrays undefined stays, a hole's value).
                if case .undefined = value { continue }
                props[name] = value
            }
            return .object(props)
        case .threw:
            let key = read[0]
            let thrown = exceptionFields(read[1]).headline
            if let index = number(key) {
                throw UnsendableValue(path: "[\(SafeNumbers.int(index))]", reason: "reading it threw \(thrown)", threw: true)
            }
            if JSValueIsString(context, key) {
                throw UnsendableValue(path: Self.pathComponent(string(key)), reason: "reading it threw \(thrown)", threw: true)
            }
            throw UnsendableValue(path: "", reason: "listing its keys threw \(thrown)")
        case .tooLong:
            throw UnsendableValue(path: "", reason: "an array of \(inspect(read[0])) elements cannot be sent to native code (at most \(Self.maxArrayLength))")
        case .bytes:
            guard let bytes = byteCopy(read[0]) else {
                throw UnsendableValue(path: "", reason: "binary data whose buffer was detached cannot be sent to native code")
            }
            return .bytes(bytes)
        case .numbers:
            guard let numbers = float64Elements(read[0]) else { throw UnsendableValue(path: "", reason: "it could not be read") }
            return .array(numbers.map(BridgeValue.number))
        case .date:
            return .number(number(read[0]) ?? .nan)
        }
    }

    /// `.name` for an identifier, else `["name"]` (cut when long).
    static func pathComponent(_ name: String) -> String {
        let identifier = !name.isEmpty && name.unicodeScalars.enumerated().allSatisfy { i, c in
            c == "_" || c == "$" || (c.isASCII && (c.properties.isAlphabetic || (i > 0 && c.properties.numericType != nil)))
        }
        if identifier { return "." + name }
        var escaped = ""
        for c in name.prefix(41) {
            if c == "\\" || c == "\"" { escaped.append("\\") }
            escaped.append(c)
        }
        return "[\"\(name.count > 40 ? escaped.dropLast() + "…" : escaped)\"]"
    }

    /// The bytes of a `Uint8Array`, copied in one step; nil for anything else.
    func byteCopy(_ value: JSValueRef) -> [UInt8]? {
        guard let view = object(value), JSValueGetTypedArrayType(context, value, nil) == kJSTypedArrayTypeUint8Array else { return nil }
        let count = JSObjectGetTypedArrayByteLength(context, view, nil)
        guard count > 0 else { return [] }
        guard let base = JSObjectGetTypedArrayBytesPtr(context, view, nil) else { return nil }
        let offset = JSObjectGetTypedArrayByteOffset(context, view, nil)
        return Array(UnsafeRawBufferPointer(start: base + offset, count: count).bindMemory(to: UInt8.self))
    }

    /// A JS string as `.string`, or as `.utf16` when it holds a lone surrogate.
    private func stringValue(_ value: JSValueRef) -> BridgeValue {
        guard let js = JSValueToStringCopy(context, value, nil) else { return .string("") }
        defer { JSStringRelease(js) }
        let count = JSStringGetLength(js)
        guard count > 0, let chars = JSStringGetCharactersPtr(js) else { return .string("") }
        let units = UnsafeBufferPointer(start: chars, count: count)
        var i = 0
        while i < count {
            let u = units[i]
            if u & 0xF800 == 0xD800 {
                // A high surrogate must be followed by a low one; a low one alone is lone.
                guard u < 0xDC00, i + 1 < count, units[i + 1] & 0xFC00 == 0xDC00 else { return .utf16(Array(units)) }
                i += 2
            } else {
                i += 1
            }
        }
        return .string(JSStrings.string(units))
    }

    /// Makes a JS value from a ``BridgeValue``. Objects and arrays get their properties defined
    /// as own data properties (a `__proto__` key is a key; no setter a script put on
    /// `Object.prototype` or `Array.prototype` runs). A value nested deeper than ``maxNesting``
    /// throws ``UnsendableValue`` naming the path; no input can exhaust the stack.
    func jsValue(_ value: BridgeValue) throws(UnsendableValue) -> JSValueRef {
        if let immediate = immediates.ref(value) { return immediate }
        return try makeJS(value, depth: 0)
    }

    private func makeJS(_ value: BridgeValue, depth: Int) throws(UnsendableValue) -> JSValueRef {
        let ctx = context
        switch value {
        case .undefined: return JSValueMakeUndefined(ctx)
        case .null: return JSValueMakeNull(ctx)
        case .bool(let b): return JSValueMakeBoolean(ctx, b)
        case .number(let n): return JSValueMakeNumber(ctx, n)
        case .string(let s): return makeString(s)
        case .utf16(let units):
            let js = units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) }
            defer { JSStringRelease(js) }
            return JSValueMakeString(ctx, js)
        case .bytes(let bytes):
            return makeUint8Array(bytes)
        case .shared(let reference):
            return sharedObject(reference)
        case .array, .object:
            break
        }
        guard depth < Self.maxNesting else {
            throw UnsendableValue(path: "", reason: "values nested deeper than \(Self.maxNesting) levels cannot be sent to JS")
        }
        if case .array(let items) = value {
            // Numbers, booleans and nullish values are not heap cells, so a buffer of them is
            // safe from the collector, and the array is made with them in one call. So is a
            // short array of anything: its buffer is on this thread's stack (at most 1 KiB, which
            // a temporary allocation always takes from the stack), which the collector scans.
            // `JSObjectMakeArray` stores the elements without running a setter of
            // `Array.prototype`.
            if items.count <= Self.stackArrayLimit || items.allSatisfy(\.isImmediate) {
                return try withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: items.count) { buffer throws(UnsendableValue) in
                    for (i, item) in items.enumerated() {
                        if let immediate = immediates.ref(item) {
                            buffer[i] = immediate
                            continue
                        }
                        do throws(UnsendableValue) {
                            buffer[i] = try makeJS(item, depth: depth + 1)
                        } catch { throw error.prefixed("[\(i)]") }
                    }
                    return JSObjectMakeArray(ctx, items.count, buffer.baseAddress, nil) ?? JSValueMakeNull(ctx)
                }
            }
            // Anything else is stored into the array one by one, so every new cell is reachable
            // from the array (held on this thread's stack), with no prototype while it is filled.
            guard let array = JSObjectMakeArray(ctx, 0, nil, nil) else { return JSValueMakeNull(ctx) }
            JSObjectSetPrototype(ctx, array, JSValueMakeNull(ctx))
            for (i, item) in items.enumerated() {
                do {
                    JSObjectSetPropertyAtIndex(ctx, array, UInt32(i), try makeJS(item, depth: depth + 1), nil)
                } catch { throw error.prefixed("[\(i)]") }
            }
            JSObjectSetPrototype(ctx, array, intrinsics?.arrayPrototype)
            return array
        }
        guard case .object(let props) = value, let object = JSObjectMake(ctx, nil, nil) else { return JSValueMakeNull(ctx) }
        JSObjectSetPrototype(ctx, object, JSValueMakeNull(ctx))
        for (key, item) in props {
            do { setProperty(object, key, try makeJS(item, depth: depth + 1)) } catch { throw error.prefixed(Self.pathComponent(key)) }
        }
        JSObjectSetPrototype(ctx, object, intrinsics?.objectPrototype)
        return object
    }

    /// A `Uint8Array` holding a copy of `bytes` (one copy).
    func makeUint8Array(_ bytes: [UInt8]) -> JSValueRef {
        guard let array = JSObjectMakeTypedArray(context, kJSTypedArrayTypeUint8Array, bytes.count, nil) else {
            return JSValueMakeNull(context)
        }
        if !bytes.isEmpty, let base = JSObjectGetTypedArrayBytesPtr(context, array, nil) {
            bytes.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        return array
    }
}

extension BridgeValue {
    /// Whether the engine represents this value without a heap cell.
    fileprivate var isImmediate: Bool {
        switch self {
        case .undefined, .null, .bool, .number: true
        default: false
        }
    }
}

extension BridgeType {
    /// Whether a value of this shape is never an object or an array with values inside.
    var takesOneValue: Bool {
        switch self {
        case .boolean, .number, .string, .date, .bytes, .oneOf: true
        case .optional(let wrapped): wrapped.takesOneValue
        case .unknown, .void, .array, .map, .record, .sharedObject: false
        }
    }
}
