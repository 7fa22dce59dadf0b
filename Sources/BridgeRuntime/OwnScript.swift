import BridgeCore
import CJavaScriptCore

/// One of the engine's own scripts (the intrinsics, the console, the prelude and its parts): its
/// text and file name as engine strings, made the first time a runtime in the process evaluates
/// it and shared by every runtime after, so a second runtime or a reload does not convert the
/// text again. The text is handed over as UTF-16, widened here (about one instruction a byte):
/// the engine's UTF-8 entry converts at about 30 instructions a byte, 2 M instructions of every
/// start for the scripts a start evaluates. Any thread: an engine string is immutable and its
/// reference count thread-safe.
final class OwnScript: Sendable {
    let source: InternedJSString
    let sourceURL: InternedJSString

    init(_ text: [UInt8], sourceURL: String) {
        source = InternedJSString(utf16: Self.utf16(text))
        self.sourceURL = InternedJSString(sourceURL)
    }

    /// `text` (UTF-8) as UTF-16 code units; ASCII, the usual case, widened byte by byte.
    static func utf16(_ text: [UInt8]) -> [UInt16] {
        text.withUnsafeBufferPointer { bytes in
            var high: UInt8 = 0
            for i in bytes.indices { high |= bytes[i] }
            guard high < 0x80 else { return Array(String(decoding: bytes, as: UTF8.self).utf16) }
            return [UInt16](unsafeUninitializedCapacity: bytes.count) { units, count in
                for i in bytes.indices { units[i] = UInt16(bytes[i]) }
                count = bytes.count
            }
        }
    }
}

/// An ``OwnScript`` made the first time a runtime of the process loads it (a part most starts
/// never use, whose text is then neither read nor converted), and shared from then on. Any
/// thread.
final class LazyOwnScript: Sendable {
    private let make: @Sendable () -> OwnScript
    private let made = Locked<OwnScript?>(nil)

    init(_ make: @escaping @Sendable () -> OwnScript) {
        self.make = make
    }

    /// The script, made now if no runtime has loaded it yet.
    var value: OwnScript {
        made.withLock { made in
            if let made { return made }
            let script = make()
            made = script
            return script
        }
    }
}
