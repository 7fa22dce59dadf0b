import BridgeCore
import CJavaScriptCore

/// Reading arrays and IDs JS handed over, checked. On the JS thread.
extension JSEngine {
    /// The elements of an array JS handed over (`length` and each index read once, checked),
    /// kept alive in `holder` (a fresh array of the engine's, which the caller must keep reachable
    /// or protected while later reads run JS); nil if `value` is not an array or reading it threw.
    func elements(_ value: JSValueRef) -> (values: [JSValueRef], holder: JSObjectRef)? {
        guard JSValueIsArray(context, value), let values = values(),
            let answer = (try? checkedCall(values.readArray, value)), let read = IntrinsicRead(answer, in: self)
        else { return nil }
        switch read.status {
        case .entries: return ((0..<read.count).map { read[$0] }, read.array)
        // An array of 64 numbers or more comes back packed.
        case .numbers: return float64Elements(read[0]).map { numbers in (numbers.map { JSValueMakeNumber(context, $0) }, read.array) }
        default: return nil
        }
    }

    /// A non-negative integer ID, or nil for anything else (NaN, negative, fractional, huge, not a number).
    func index(_ value: JSValueRef) -> Int? {
        if let immediate = immediates.value(value) {
            guard case .number(let d) = immediate else { return nil }
            return Self.index(d)
        }
        guard JSValueIsNumber(context, value) else { return nil }
        return Self.index(JSValueToNumber(context, value, nil))
    }

    /// `d` as a non-negative integer ID up to `Int32.max`, or nil.
    static func index(_ d: Double) -> Int? {
        guard d >= 0, d <= Double(Int32.max), d.rounded(.towardZero) == d else { return nil }
        return Int(d)
    }

    /// The numbers of a `Float64Array` that starts its buffer (as `slice` and `subarray(0, n)`
    /// make), copied out so later engine calls cannot move them; nil for anything else.
    func float64Elements(_ value: JSValueRef) -> [Double]? {
        var words: [Double] = []
        return float64Elements(value, into: &words) ? words : nil
    }

    /// The same, copied into `words`' storage (emptied first); false when `value` is not one.
    func float64Elements(_ value: JSValueRef, into words: inout [Double]) -> Bool {
        words.removeAll(keepingCapacity: true)
        guard JSValueGetTypedArrayType(context, value, nil) == kJSTypedArrayTypeFloat64Array,
            let object = object(value), JSObjectGetTypedArrayByteOffset(context, object, nil) == 0
        else { return false }
        let count = JSObjectGetTypedArrayLength(context, object, nil)
        guard count > 0 else { return true }
        guard let bytes = JSObjectGetTypedArrayBytesPtr(context, object, nil) else { return false }
        words.append(contentsOf: UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: Double.self), count: count))
        return true
    }
}
