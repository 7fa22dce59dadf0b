import BridgeCore

/// React Native's `LinkingManager` (iOS), behind `Linking`: `openURL`, `canOpenURL`,
/// `getInitialURL`, `openSettings`, and the `url` event for URLs the app is opened with later.
/// A runtime has no system to hand URLs to: the host's `opener` decides (none: nothing can
/// be opened, and `openURL` rejects as iOS rejects a URL no app handles).
/// Made and used from any thread.
public final class LinkingModule: NativeModule {
    /// Opens a URL for JS; true when it was opened. Called on the module's own queue.
    public typealias Opener = @Sendable (_ url: String) async -> Bool

    private let initialURL: String?
    private let opener: Opener?
    private let emitter = EventEmitter()

    /// The module: the app was opened with `initialURL`; `opener` opens what JS asks to open.
    /// Any thread.
    public init(initialURL: String? = nil, opener: Opener? = nil) {
        self.initialURL = initialURL
        self.opener = opener
    }

    /// Tells JS's `Linking` listeners that the app was asked to open `url` (React Native's `url`
    /// event). Any thread.
    public func receive(_ url: String) {
        emitter.send("url", body: ["url": .string(url)])
    }

    /// The module as registered.
    public var definition: ModuleDefinition {
        ModuleDefinition("LinkingManager") { m in
            m.events(["url"], emitter: emitter)
            m.promise("openURL(url:)") { [opener] (url: String) async throws -> Bool in
                guard let opener, await opener(url) else { throw BridgeError(.unspecified, "Unable to open URL: \(url)") }
                return true
            }
            m.promise("canOpenURL(url:)") { [opener] (url: String) -> Bool in
                guard !url.isEmpty else { throw BridgeError(.invalidArgument, "Invalid URL: \(url)") }
                return opener != nil
            }
            m.promise("getInitialURL") { [initialURL] () -> String? in initialURL }
            m.promise("openSettings") { [opener] () async throws -> Bool in
                guard let opener, await opener("app-settings:") else { throw BridgeError(.unspecified, "Unable to open app settings") }
                return true
            }
        }
    }
}
