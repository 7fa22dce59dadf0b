import CJavaScriptCore

/// String conversion between Swift and the engine; call on the JS thread.
enum JSStrings {
    /// A new engine string holding `s` exactly (NUL characters included). Release it.
    static func make(_ s: String) -> JSStringRef {
        var s = s
        if let r = s.withUTF8({ buffer -> JSStringRef? in
            // ASCII without NUL can go through the C-string path, which copies once.
            guard buffer.allSatisfy({ $0 != 0 && $0 < 0x80 }) else { return nil }
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: buffer.count + 1) { tmp in
                for i in 0..<buffer.count { tmp[i] = CChar(bitPattern: buffer[i]) }
                tmp[buffer.count] = 0
                return JSStringCreateWithUTF8CString(tmp.baseAddress)
            }
        }) {
            return r
        }
        let utf16 = Array(s.utf16)
        return utf16.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) }
    }

    /// The Swift string for an engine string.
    static func string(_ js: JSStringRef) -> String {
        let count = JSStringGetLength(js)
        guard count > 0, let chars = JSStringGetCharactersPtr(js) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: chars, count: count), as: UTF16.self)
    }
}

/// An engine string kept for the engine's lifetime (property names looked up often).
// @unchecked: an engine string is immutable, and its reference count is thread-safe.
final class InternedJSString: @unchecked Sendable {
    let ref: JSStringRef
    init(_ s: String) { ref = JSStrings.make(s) }
    deinit { JSStringRelease(ref) }
}
