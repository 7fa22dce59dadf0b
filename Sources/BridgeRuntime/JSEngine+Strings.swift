import CJavaScriptCore

#if canImport(Glibc)
import Glibc
#endif

/// String conversion between Swift and the engine; call on the JS thread.
enum JSStrings {
    /// Releases engine strings made with ``make(_:)``.
    static func release(_ strings: JSStringRef...) {
        for s in strings { JSStringRelease(s) }
    }

    /// A new engine string holding `s` exactly (NUL characters included). Release it.
    static func make(_ s: String) -> JSStringRef {
        // A Swift string is valid UTF-8; without NUL it can be handed over as a C string
        // (no copy on the Swift side). With NUL, go through UTF-16 so nothing is cut off.
        var s = s
        let hasNUL = s.withUTF8 { buffer in buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false }
        if !hasNUL {
            return s.withCString { JSStringCreateWithUTF8CString($0) }
        }
        let utf16 = Array(s.utf16)
        return utf16.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) }
    }

    /// A new engine string of UTF-16 code units (copied). Release it.
    static func make(utf16 units: [UInt16]) -> JSStringRef {
        units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) }
    }

    /// The Swift string for an engine string.
    static func string(_ js: JSStringRef) -> String {
        let count = JSStringGetLength(js)
        guard count > 0, let chars = JSStringGetCharactersPtr(js) else { return "" }
        return string(UnsafeBufferPointer(start: chars, count: count))
    }

    /// The Swift string for UTF-16 code units: ASCII (the usual case: names, URLs, headers) is
    /// copied straight in, the rest transcoded.
    static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        var high: UInt16 = 0
        for u in units { high |= u }
        guard high < 0x80 else { return String(decoding: units, as: UTF16.self) }
        return String(unsafeUninitializedCapacity: units.count) { bytes in
            for i in units.indices { bytes[i] = UInt8(truncatingIfNeeded: units[i]) }
            return units.count
        }
    }
}

/// An engine string kept for the engine's lifetime (property names looked up often).
// @unchecked: an engine string is immutable, and its reference count is thread-safe.
final class InternedJSString: @unchecked Sendable {
    let ref: JSStringRef
    init(_ s: String) { ref = JSStrings.make(s) }
    /// An engine string of UTF-16 code units (copied).
    init(utf16 units: [UInt16]) { ref = JSStrings.make(utf16: units) }
    deinit { JSStringRelease(ref) }
}
