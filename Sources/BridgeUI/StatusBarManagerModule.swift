import BridgeCore

/// React Native's `StatusBarManager` (iOS), which its `StatusBar` component drives: the constant
/// `HEIGHT`, `getHeight(callback)`, `setStyle`, `setHidden`, `setNetworkActivityIndicatorVisible`
/// and the events `statusBarFrameWillChange` / `statusBarFrameDidChange`. A runtime draws no
/// status bar: what JS set is kept for the host to read (``NativeUI/statusBar``).
/// Made and used from any thread; its methods run on the JS thread.
final class StatusBarManagerModule: NativeModule {
    let height: Double
    let state = Locked(NativeUI.StatusBar())
    private let emitter = EventEmitter()

    init(height: Double) {
        self.height = height
    }

    var definition: ModuleDefinition {
        ModuleDefinition("StatusBarManager", runsOn: .jsThread) { m in
            m.constant("HEIGHT", .number(height))
            m.events(["statusBarFrameWillChange", "statusBarFrameDidChange"], emitter: emitter)
            m.callback("getHeight(callback:)") { [self] (callback: BridgeCallback) in
                callback(["height": .number(state.withLock { $0.hidden } ? 0 : height)])
            }
            m.fireAndForget("setStyle(statusBarStyle:animated:)") { [self] (style: String?, _: Bool?) in
                state.withLock { $0.style = style ?? "default" }
            }
            m.fireAndForget("setHidden(hidden:withAnimation:)") { [self] (hidden: Bool, _: String?) in
                let changed = state.withLock { s in
                    defer { s.hidden = hidden }
                    return s.hidden != hidden
                }
                guard changed else { return }
                // iOS tells of the new frame (its height is 0 while hidden) before and after.
                let frame: BridgeValue = ["frame": ["x": 0, "y": 0, "width": 0, "height": .number(hidden ? 0 : height)]]
                emitter.send("statusBarFrameWillChange", body: frame)
                emitter.send("statusBarFrameDidChange", body: frame)
            }
            m.fireAndForget("setNetworkActivityIndicatorVisible(visible:)") { [self] (visible: Bool) in
                state.withLock { $0.networkActivityIndicatorVisible = visible }
            }
        }
    }
}
