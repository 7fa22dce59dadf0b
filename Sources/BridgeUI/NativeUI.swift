import BridgeCore
import BridgeRuntime
import Dispatch

/// A runtime's native user interface: the view managers React Native's renderer can use, the
/// ``ViewTree`` their views form (main actor), the way back into JS for the events views send,
/// the animations `Animated` runs natively (`NativeAnimatedModule`), and the modules React
/// Native's components require with them (`ImageLoader`, `StatusBarManager`, `Appearance`,
/// `KeyboardObserver`, `I18nManager`). Register it with ``BridgeRuntime/Runtime/Configuration/register(_:)``; it makes the
/// `UIManager` module for each runtime start. Made and used from any thread.
///
/// ```swift
/// let ui = NativeUI(managers: [SwitchManager()])
/// var configuration = Runtime.Configuration()
/// configuration.register(ui)
/// ```
public final class NativeUI: Sendable {
    /// The view managers by name: the standard ones (``StandardViewManagers``) and the host's.
    public let managers: [String: ViewManagerDefinition]
    /// The tree of views; main actor.
    @MainActor public var tree: ViewTree { treeStorage }
    private let treeStorage: ViewTree
    private let context = Locked<ModuleContext?>(nil)
    /// The running runtime's UIManager and NativeAnimatedModule.
    private let running = Locked<(uiManager: UIManagerModule?, animated: NativeAnimatedModule?)>((nil, nil))
    /// `KeyboardObserver`'s events.
    private let keyboard = EventEmitter()
    var keyboardEmitter: EventEmitter { keyboard }

    /// The most views (roots included) a runtime's tree holds; `createView` past it is refused.
    public let maximumViews: Int
    /// Whether the roots are laid out right to left.
    public let rightToLeft: Bool

    /// What the app's `StatusBar` asked for last; a runtime draws none.
    public struct StatusBar: Sendable, Equatable {
        /// "default", "light-content" or "dark-content".
        public var style = "default"
        /// Whether the bar is hidden.
        public var hidden = false
        /// Whether the network activity indicator shows.
        public var networkActivityIndicatorVisible = false
    }

    /// The status bar's state as JS set it. Any thread.
    public var statusBar: StatusBar { statusBarModule.state.withLock { $0 } }
    private let statusBarModule = StatusBarManagerModule(height: 47)
    private let appearance: AppearanceModule
    private let imageLoader: ImageDataLoader?

    /// Sets the colour scheme ("light" or "dark") that `Appearance` and `useColorScheme` report,
    /// telling JS's listeners when it changes. Any thread.
    public func setColorScheme(_ scheme: String) {
        appearance.set(scheme)
    }

    /// The colour scheme `Appearance` reports now. Any thread.
    public var colorScheme: String { appearance.scheme.withLock { $0 } }

    /// Problems the managers' declarations have (a prop declared twice, a bad name), refused
    /// when a runtime installs the UIManager.
    public let problems: [String]

    /// A user interface with the standard managers and `managers` (a manager of the same name
    /// as a standard one takes its place), whose roots are `rootSize` points large, whose text is
    /// measured by `textMeasure` (monospace by default: a point per character, a line a point),
    /// whose tree holds at most `maximumViews` views, and whose roots are laid out right to left
    /// when `rightToLeft` (React Native's `I18nManager.isRTL` says so), whose colour scheme is
    /// `colorScheme`, and whose `ImageLoader` reads `http(s)` images through `imageLoader` (files
    /// and `data:` URIs it reads itself).
    public init(
        managers: [any ViewManager] = [], rootSize: (width: Double, height: Double) = (390, 844),
        textMeasure: @escaping TextMeasure = ViewTree.monospace, maximumViews: Int = 200_000, rightToLeft: Bool = false,
        colorScheme: String = "light", imageLoader: ImageDataLoader? = nil
    ) {
        appearance = AppearanceModule(scheme: colorScheme == "dark" ? "dark" : "light")
        self.imageLoader = imageLoader
        self.maximumViews = maximumViews
        self.rightToLeft = rightToLeft
        var all: [String: ViewManagerDefinition] = [:]
        for manager in StandardViewManagers.all + managers.map(\.definition) { all[manager.name] = manager }
        self.managers = all
        problems = all.values.flatMap(\.problems).sorted()
        treeStorage = ViewTree(managers: all, rootSize: rootSize, textMeasure: textMeasure, rightToLeft: rightToLeft)
    }

    /// Sends the event `name` (`onPress` or `topPress`) of view `tag` into JS, with `body`, as
    /// React Native's event dispatcher does (`RCTEventEmitter.receiveEvent`); the body gets the
    /// `target` tag. Any thread; nothing is sent while no runtime is running.
    public func sendEvent(_ name: String, to tag: Int, body: BridgeValue = [:]) {
        let topName = name.hasPrefix("on") ? ViewManagerDefinition.topName(name) : name
        var fields = body.objectValue ?? [:]
        fields["target"] = .number(Double(tag))
        running.withLock { $0.animated }?.viewSent(topName, from: tag, body: body)
        context.withLock { $0 }?.callJSModule("RCTEventEmitter", "receiveEvent", [.number(Double(tag)), .string(topName), .object(BridgeObject(fields))])
    }

    /// Sends touches into JS (`RCTEventEmitter.receiveTouches`): `name` is `topTouchStart`,
    /// `topTouchMove`, `topTouchEnd` or `topTouchCancel`; each touch has at least `target`,
    /// `identifier`, `pageX`, `pageY`, `locationX`, `locationY` and `timestamp`. Any thread.
    public func sendTouches(_ name: String, touches: [BridgeValue], changedIndices: [Int]) {
        context.withLock { $0 }?.callJSModule(
            "RCTEventEmitter", "receiveTouches", [.string(name), .array(touches), .array(changedIndices.map { .number(Double($0)) })])
    }

    /// The UI's part of the JS half: `UIManager` and `requireNativeComponent` for
    /// `require('react-native')` (`JS/bridge-ui-components.js`).
    static let jsPart = JSPart(
        name: "ui", sourceURL: "bridge-ui-components.js", source: String(decoding: PackageResources.bridge_ui_components_js, as: UTF8.self),
        reactNativeExports: ["UIManager", "requireNativeComponent"])

    /// Presses view `tag` as a finger would, at its centre: `topTouchStart`, then `topTouchEnd`
    /// (React Native's responder system turns them into `onPressIn`, `onPress`, `onPressOut`).
    /// False when there is no such view. Main actor (it reads the view's frame).
    @MainActor @discardableResult
    public func press(_ tag: Int) -> Bool {
        guard let view = tree.view(tag: tag) else { return false }
        let page = tree.pagePosition(view)
        let (x, y) = (view.frame.width / 2, view.frame.height / 2)
        let time = Double(DispatchTime.now().uptimeNanoseconds / 1_000_000)
        let touch: BridgeValue = [
            "target": .number(Double(tag)), "identifier": 0, "pageX": .number(page.x + x), "pageY": .number(page.y + y),
            "locationX": .number(x), "locationY": .number(y), "timestamp": .number(time), "force": 0,
        ]
        sendTouches("topTouchStart", touches: [touch], changedIndices: [0])
        sendTouches("topTouchEnd", touches: [touch], changedIndices: [0])
        return true
    }

    /// Sends a keyboard event (`keyboardWillShow`, `keyboardDidHide`, …) to React Native's
    /// `Keyboard` listeners, with `body` as iOS sends it (`{startCoordinates, endCoordinates,
    /// duration, easing}`); false when it is not one of `KeyboardObserver`'s events or no
    /// runtime is running. Any thread.
    @discardableResult
    public func sendKeyboardEvent(_ name: String, body: BridgeValue = [:]) -> Bool {
        keyboard.send(name, body: body)
    }

    /// The modules of the device's user interface that React Native's JS requires with its
    /// components: `ImageLoader` (`Image`), `StatusBarManager` (`StatusBar`) and `Appearance`
    /// (`useColorScheme`). Each serves every start of a runtime.
    var deviceModules: [any NativeModule] { [ImageLoaderModule(loader: imageLoader), statusBarModule, appearance] }

    func module(_ context: ModuleContext) -> UIManagerModule {
        self.context.withLock { $0 = context }
        // A view that asked for layout events hears of each new frame (`topLayout`, as React
        // Native's UIManager sends it).
        let tree = treeStorage
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                tree.onLayout = { [weak self] view in
                    self?.sendEvent("onLayout", to: view.tag, body: ["layout": view.frame.bridgeValue])
                }
            }
        }
        let uiManager = UIManagerModule(ui: self, context: context)
        running.withLock { $0.uiManager = uiManager }
        return uiManager
    }

    func animatedModule(_ context: ModuleContext) -> NativeAnimatedModule {
        let animated = NativeAnimatedModule(ui: self, context: context)
        running.withLock { $0.animated = animated }
        return animated
    }

    /// Animated props for views (`NativeAnimatedModule`'s): with the JS batch's other changes, or
    /// at once when `now` (outside a batch). JS thread.
    func applyAnimated(_ updates: [(view: Int, props: [String: BridgeValue])], now: Bool) {
        running.withLock { $0.uiManager }?.applyAnimated(updates, now: now)
    }

    /// Applies a batch on the main actor, after every batch handed over before it.
    func apply(_ batch: [ViewOperation]) {
        let tree = treeStorage
        DispatchQueue.main.async { MainActor.assumeIsolated { tree.apply(batch) } }
    }

    /// The runtime is going: its views go with it.
    func reset() {
        context.withLock { $0 = nil }
        running.withLock { $0 = (nil, nil) }
        let tree = treeStorage
        DispatchQueue.main.async { MainActor.assumeIsolated { tree.removeAll() } }
    }
}

extension Runtime.Configuration {
    /// Registers `ui`'s `UIManager` (made anew for each runtime start; a reload or shutdown
    /// removes the views). Any thread.
    public mutating func register(_ ui: NativeUI) {
        register { context in ui.module(context) }
        register { context in ui.animatedModule(context) }
        register { [keyboard = ui.keyboardEmitter] _ in KeyboardObserverModule(emitter: keyboard) }
        for module in ui.deviceModules { register { _ in module } }
        // React Native's I18nManager: the direction views are laid out in.
        let rtl = ui.rightToLeft
        register { _ in
            ModuleDefinition("I18nManager", runsOn: .jsThread) { m in
                m.constant("isRTL", rtl)
                m.constant("doLeftAndRightSwapInRTL", true)
                m.constant("localeIdentifier", "en_US")
                m.fireAndForget("allowRTL(allow:)") { (_: Bool) in }
                m.fireAndForget("forceRTL(force:)") { (_: Bool) in }
                m.fireAndForget("swapLeftAndRightInRTL(swap:)") { (_: Bool) in }
            }
        }
        register(NativeUI.jsPart)
    }
}
