import BridgeCore
import CJavaScriptCore

/// A JS value that cannot cross to native code (a function, a symbol, a cycle, …), with the path
/// inside the value where it was found.
struct UnsendableValue: Error {
    var path: String
    var reason: String

    func prefixed(_ component: String) -> UnsendableValue {
        UnsendableValue(path: component + path, reason: reason)
    }

    var description: String { (path.isEmpty ? "" : "at \(path): ") + reason }
}

extension JSEngine {
    /// How deeply nested a value may be when it crosses to native code.
    static let maxNesting = 512
    /// The most elements an array may have when it crosses to native code (a sparse array can
    /// claim 2^32 - 1 of them).
    static let maxArrayLength = 1 << 24

    /// The `E_INVALID_ARGUMENT` error for argument `position` (0-based) of `method` that could
    /// not cross, naming the parameter.
    func invalidArgument(_ method: MethodDefinition, position: Int, _ error: UnsendableValue) -> BridgeError {
        let params = method.parameters.filter { $0.role == .value }
        let name = position < params.count ? " (\(params[position].name))" : ""
        return BridgeError(.invalidArgument, "\(method.qualifiedName): argument \(position + 1)\(name) \(error.description)")
    }

    /// Copies a JS value into a ``BridgeValue``. Functions, symbols, BigInts, cycles and values
    /// nested deeper than ``maxNesting`` throw ``UnsendableValue`` naming the path.
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
        if stack.contains(object) {
            throw UnsendableValue(path: "", reason: "a cycle (the value contains itself) cannot be sent to native code")
        }
        if stack.count >= Self.maxNesting {
            throw UnsendableValue(path: "", reason: "values nested deeper than \(Self.maxNesting) levels cannot be sent to native code")
        }
        stack.append(object)
        defer { stack.removeLast() }

        if JSValueIsArray(ctx, value) {
            let count = SafeNumbers.int(JSValueToNumber(ctx, property(object, names.length), nil))
            guard (0...Self.maxArrayLength).contains(count) else {
                throw UnsendableValue(path: "", reason: "an array of \(count) elements cannot be sent to native code (at most \(Self.maxArrayLength))")
            }
            if count >= Self.packedArrayThreshold, let numbers = packedNumbers(object) {
                return .array(numbers.map(BridgeValue.number))
            }
            var items: [BridgeValue] = []
            items.reserveCapacity(count)
            for i in 0..<count {
                let item = JSObjectGetPropertyAtIndex(ctx, object, UInt32(i), nil)!
                do { items.append(try convert(item, &stack)) } catch { throw error.prefixed("[\(i)]") }
            }
            return .array(items)
        }
        let keys = JSObjectCopyPropertyNames(ctx, object)!
        defer { JSPropertyNameArrayRelease(keys) }
        let count = JSPropertyNameArrayGetCount(keys)
        var props: [String: BridgeValue] = [:]
        props.reserveCapacity(count)
        for i in 0..<count {
            let key = JSPropertyNameArrayGetNameAtIndex(keys, i)!
            let name = JSStrings.string(key)
            let item = JSObjectGetProperty(ctx, object, key, nil)!
            do { props[name] = try convert(item, &stack) } catch { throw error.prefixed(".\(name)") }
        }
        return .object(props)
    }

    /// Arrays at least this long are first offered to the engine's packer (below).
    static let packedArrayThreshold = 64

    /// The elements of an array of numbers, read in one go: a small JS function packs them into a
    /// `Float64Array` (or answers null when any element is not a number) and native code reads
    /// its bytes, instead of one engine call per element.
    private func packedNumbers(_ array: JSObjectRef) -> [Double]? {
        let ctx = context
        if numberPacker == nil {
            let body = JSStrings.make(
                "const n = a.length; for (let i = 0; i < n; i++) if (typeof a[i] !== 'number') return null; return Float64Array.from(a);")
            let param = JSStrings.make("a")
            defer {
                JSStringRelease(body)
                JSStringRelease(param)
            }
            var params: [JSStringRef?] = [param]
            guard let fn = JSObjectMakeFunction(ctx, nil, 1, &params, body, nil, 1, nil) else { return nil }
            protect(fn)
            numberPacker = fn
        }
        var argument: JSValueRef? = array
        guard let packed = JSObjectCallAsFunction(ctx, numberPacker, nil, 1, &argument, nil) else { return nil }
        return float64Elements(packed)
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
        return .string(String(decoding: units, as: UTF16.self))
    }

    /// Makes a JS value from a ``BridgeValue``.
    func jsValue(_ value: BridgeValue) -> JSValueRef {
        if let immediate = immediates.ref(value) { return immediate }
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
        case .array(let items):
            // Numbers, booleans and nullish values are not heap cells, so a buffer of them is
            // safe from the collector; anything else is stored into the array one by one, so
            // every new cell is reachable from the array (held on this thread's stack).
            if items.allSatisfy(\.isImmediate) {
                return withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: items.count) { buffer in
                    for (i, item) in items.enumerated() { buffer[i] = jsValue(item) }
                    return JSObjectMakeArray(ctx, items.count, buffer.baseAddress, nil)
                }
            }
            let array = JSObjectMakeArray(ctx, 0, nil, nil)!
            for (i, item) in items.enumerated() {
                JSObjectSetPropertyAtIndex(ctx, array, UInt32(i), jsValue(item), nil)
            }
            return array
        case .object(let props):
            let object = JSObjectMake(ctx, nil, nil)!
            for (key, item) in props { setProperty(object, key, jsValue(item)) }
            return object
        }
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
