import BridgeCore

/// React Native's `Clipboard`: `getString()` (a promise) and `setString(content)`. A runtime has
/// no system pasteboard; the text lives in this instance, which serves every start of a
/// runtime, so a reload keeps it (as a device's pasteboard outlives an app's reload).
/// Made and used from any thread.
public final class ClipboardModule: NativeModule {
    private let content = Locked("")

    /// An empty clipboard. Any thread.
    public init() {}

    /// The text on the clipboard now; setting it is what JS's `setString` does. Any thread.
    public var string: String {
        get { content.withLock { $0 } }
        set { content.withLock { $0 = newValue } }
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("Clipboard", runsOn: .jsThread) { m in
            m.promise("getString") { [self] () -> String in string }
            m.fireAndForget("setString(content:)") { [self] (text: String) in string = text }
        }
    }
}
