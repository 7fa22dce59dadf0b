import CJavaScriptCore

/// One of the engine's own scripts (the intrinsics, the console, the prelude): its text and file
/// name as engine strings, made the first time a runtime in the process evaluates it and shared
/// by every runtime after, so a second runtime or a reload does not convert the text again
/// (about 30 instructions a byte). Any thread: an engine string is immutable and its reference
/// count thread-safe.
final class OwnScript: Sendable {
    let source: InternedJSString
    let sourceURL: InternedJSString

    init(_ text: [UInt8], sourceURL: String) {
        source = InternedJSString(String(decoding: text, as: UTF8.self))
        self.sourceURL = InternedJSString(sourceURL)
    }
}
