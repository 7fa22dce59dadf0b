/// A view manager: a Swift type that describes the views it makes to React Native's renderer,
/// as a ``NativeModule`` describes a module.
///
/// ```swift
/// struct SwitchManager: ViewManager {
///     var definition: ViewManagerDefinition {
///         ViewManagerDefinition("RCTSwitch", view: { SwitchView() }) { m in
///             m.prop("value", default: false) { (view: SwitchView, on: Bool) in view.isOn = on }
///             m.directEvent("onChange")
///         }
///     }
/// }
/// ```
public protocol ViewManager: Sendable {
    /// The manager's name, props, commands, events and views.
    var definition: ViewManagerDefinition { get }
}

extension ViewManagerDefinition: ViewManager {
    /// A definition is its own manager, for managers built inline.
    public var definition: ViewManagerDefinition { self }
}
