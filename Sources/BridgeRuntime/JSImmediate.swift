import BridgeCore
import CJavaScriptCore

/// Reads and makes numbers, booleans, `undefined` and `null` straight from the engine's value
/// words, without an engine call (every C API call takes the engine lock: tens of nanoseconds).
///
/// On 64-bit builds JavaScriptCore hands these values over as their own encoded bits
/// ("NaN-boxing": int32s under a tag, doubles offset by 2^49, four fixed words for the rest).
/// ``verified(in:)`` checks that encoding against the C API when a context is made; where it does
/// not hold, ``isEnabled`` is false and every value goes through the API as before. Any word this
/// type does not recognise (strings, objects, other immediates) also goes through the API.
/// Plain data: usable on any thread, but the words it reads come from the JS thread.
struct JSImmediate: Sendable {
    /// Whether the encoding was confirmed for this engine.
    let isEnabled: Bool

    private static let numberTag: UInt64 = 0xfffe_0000_0000_0000
    private static let doubleOffset: UInt64 = 1 << 49
    private static let pureNaN: UInt64 = 0x7ff8_0000_0000_0000
    private static let valueFalse: UInt64 = 0x06
    private static let valueTrue: UInt64 = 0x07
    private static let valueUndefined: UInt64 = 0x0a
    private static let valueNull: UInt64 = 0x02

    static let disabled = JSImmediate(isEnabled: false)

    /// The value `ref` holds if it is a number, boolean, `undefined` or `null`; nil otherwise (or
    /// when disabled).
    @inline(__always)
    func value(_ ref: JSValueRef) -> BridgeValue? {
        guard isEnabled else { return nil }
        let bits = UInt64(UInt(bitPattern: ref))
        if bits & Self.numberTag == Self.numberTag { return .number(Double(Int32(truncatingIfNeeded: bits))) }
        if bits & Self.numberTag != 0 { return .number(Double(bitPattern: bits &- Self.doubleOffset)) }
        switch bits {
        case Self.valueFalse: return .bool(false)
        case Self.valueTrue: return .bool(true)
        case Self.valueUndefined: return .undefined
        case Self.valueNull: return .null
        default: return nil
        }
    }

    /// Whether `ref` is `undefined` or `null`; nil when disabled (ask the engine).
    @inline(__always)
    func isNullish(_ ref: JSValueRef) -> Bool? {
        guard isEnabled else { return nil }
        let bits = UInt64(UInt(bitPattern: ref))
        return bits == Self.valueUndefined || bits == Self.valueNull
    }

    /// The engine word for `value` if it is a number, boolean, `undefined` or `null`; nil
    /// otherwise (or when disabled). Numbers are encoded as the engine's own `JSValueMakeNumber`
    /// encodes them: int32 when exact (not -0), NaN made canonical.
    @inline(__always)
    func ref(_ value: BridgeValue) -> JSValueRef? {
        guard isEnabled else { return nil }
        let bits: UInt64
        switch value {
        case .number(let n):
            // In int32 range (NaN fails both comparisons), so the conversion cannot trap.
            if n >= -2_147_483_648, n <= 2_147_483_647, Double(Int32(n)) == n, n != 0 || n.sign == .plus {
                bits = Self.numberTag | UInt64(UInt32(bitPattern: Int32(n)))
            } else {
                bits = (n.isNaN ? Self.pureNaN : n.bitPattern) &+ Self.doubleOffset
            }
        case .bool(let b): bits = b ? Self.valueTrue : Self.valueFalse
        case .undefined: bits = Self.valueUndefined
        case .null: bits = Self.valueNull
        default: return nil
        }
        return JSValueRef(bitPattern: UInt(bits))
    }

    /// Checks the encoding against the C API in `ctx`: enabled only if every sample agrees both
    /// ways. Call on the JS thread.
    static func verified(in ctx: JSContextRef) -> JSImmediate {
        guard MemoryLayout<UInt>.size == 8 else { return .disabled }
        let candidate = JSImmediate(isEnabled: true)
        let numbers: [Double] = [
            0, -0.0, 1, -1, 7, 0.5, -2.5, Double(Int32.max), Double(Int32.min), Double(Int32.max) + 1,
            9_007_199_254_740_992, 1e300, -1e-300, .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
        ]
        var samples: [(BridgeValue, JSValueRef?)] = numbers.map { (.number($0), JSValueMakeNumber(ctx, $0)) }
        samples += [
            (.bool(true), JSValueMakeBoolean(ctx, true)), (.bool(false), JSValueMakeBoolean(ctx, false)),
            (.undefined, JSValueMakeUndefined(ctx)), (.null, JSValueMakeNull(ctx)),
        ]
        for (expected, made) in samples {
            guard let made, let read = candidate.value(made), sameValue(read, expected),
                let ours = candidate.ref(expected), ours == made
            else { return .disabled }
        }
        // Values that are not immediates must not be mistaken for one.
        let empty = JSStringCreateWithUTF8CString("")
        defer { JSStringRelease(empty) }
        let string = JSValueMakeString(ctx, empty)
        let object = JSObjectMake(ctx, nil, nil)
        guard let string, let object, candidate.value(string) == nil, candidate.value(object) == nil else { return .disabled }
        return candidate
    }

    /// Equality that tells -0 from 0 and holds for NaN.
    private static func sameValue(_ a: BridgeValue, _ b: BridgeValue) -> Bool {
        if case .number(let x) = a, case .number(let y) = b { return x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN) }
        return a == b
    }
}
