import BridgeCore

/// React Native's `SourceCode`: the constant `scriptURL`, where the bundle came from, which React
/// Native's JS reads to find its dev server (`getDevServer`: an `http(s)` URL means the bundle
/// was served by one; a `file://` URL, as on a device without Metro, means there is none, and
/// the development tools that would ask a server for updates stay quiet).
/// Made and used from any thread.
public final class SourceCodeModule: NativeModule {
    /// Where the bundle came from: its URL, or `file://` and its absolute path.
    public let scriptURL: String

    /// The module reporting `scriptURL`. Any thread.
    public init(scriptURL: String) {
        self.scriptURL = scriptURL
    }

    /// The module as registered (constants only).
    public var definition: ModuleDefinition {
        ModuleDefinition("SourceCode", runsOn: .jsThread) { m in
            m.constant("scriptURL", .string(scriptURL))
        }
    }

    /// The `scriptURL` of a bundle named `sourceURL` (a URL as it is; a path as a `file://` URL
    /// of its absolute path, relative to `directory`).
    public static func scriptURL(for sourceURL: String, in directory: String) -> String {
        // Looked for byte by byte: `String.contains(_:)` of a string is the standard library's
        // string processing module, whose code a start would otherwise page in for this alone.
        let bytes = Array(sourceURL.utf8), colon = UInt8(ascii: ":"), slash = UInt8(ascii: "/")
        if bytes.indices.dropLast(2).contains(where: { bytes[$0] == colon && bytes[$0 + 1] == slash && bytes[$0 + 2] == slash }) {
            return sourceURL
        }
        if sourceURL.isEmpty || sourceURL.hasPrefix("<") { return "" }
        let path = sourceURL.hasPrefix("/") ? sourceURL : (directory.hasSuffix("/") ? directory : directory + "/") + sourceURL
        return "file://" + path
    }
}
