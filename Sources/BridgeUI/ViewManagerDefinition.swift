import BridgeCore

/// A view manager as React Native's renderer sees it: the name `requireNativeComponent` asks
/// for, the props it may set (and how each reaches the view), its commands and events, and the
/// view it makes. Build one in a ``ViewManager``'s `definition`; problems found while building (a
/// prop declared twice, a bad name) are kept and refused when the UIManager is made. Safe to use
/// on any thread once built; the views it makes and the closures that set them run on the main
/// actor.
///
/// ```swift
/// ViewManagerDefinition("RCTSwitch", view: { SwitchView() }) { m in
///     m.prop("value", default: false) { (view: SwitchView, on: Bool) in view.isOn = on }
///     m.prop("onTintColor") { (view: SwitchView, color: Color?) in view.tint = color }
///     m.directEvent("onChange")
///     m.command("setValue(value:)") { (view: SwitchView, on: Bool) in view.isOn = on }
/// }
/// ```
public struct ViewManagerDefinition: Sendable {
    /// The name the renderer uses (`createView`'s `viewName`).
    public let name: String
    /// Props in declaration order, each with the type React Native's view configs name.
    public private(set) var props: [PropDefinition] = []
    /// Commands in declaration order; a command's index is its ID on the wire (`Commands`).
    public private(set) var commands: [CommandDefinition] = []
    /// Events that bubble (`onPress` → `topPress`, with capture and bubble phases).
    public private(set) var bubblingEvents: [String] = []
    /// Events sent to the view alone (`onLayout` → `topLayout`).
    public private(set) var directEvents: [String] = []
    /// The manager's own constants (`Constants` in its config).
    public private(set) var constants: [String: BridgeValue] = [:]
    /// The manager whose props this one's config extends in JS (`baseModuleName`); `RCTView` for
    /// views, nil for the base itself and for text nodes.
    public var baseManager: String?
    /// Problems found while building, refused when the UIManager is made.
    public private(set) var problems: [String] = []
    /// Makes the view object a new view of this manager carries (main actor).
    let makeView: @MainActor @Sendable () -> AnyObject

    /// Starts a manager named `name` whose views are made by `view`, and lets `build` declare its
    /// props, commands and events.
    public init<View: AnyObject>(
        _ name: String, baseManager: String? = "RCTView", view: @escaping @MainActor @Sendable () -> View,
        _ build: (inout ViewManagerBuilder<View>) -> Void = { _ in }
    ) {
        var definition = ViewManagerDefinition(name: name, baseManager: baseManager == name ? nil : baseManager, makeView: { view() })
        if !Self.isIdentifier(name) { definition.problems.append("view manager name \"\(name)\" is not a valid identifier") }
        var builder = ViewManagerBuilder<View>(definition: definition)
        build(&builder)
        self = builder.definition
    }

    private init(name: String, baseManager: String?, makeView: @escaping @MainActor @Sendable () -> AnyObject) {
        self.name = name
        self.baseManager = baseManager
        self.makeView = makeView
    }

    /// The prop named `name`, if this manager declares it.
    public func prop(named name: String) -> PropDefinition? { props.first { $0.name == name } }

    mutating func add(_ prop: PropDefinition) {
        if props.contains(where: { $0.name == prop.name }) { return problems.append("\(name): prop \(prop.name) is declared twice") }
        props.append(prop)
    }

    mutating func add(_ command: CommandDefinition) {
        if commands.contains(where: { $0.name == command.name }) { return problems.append("\(name): command \(command.name) is declared twice") }
        commands.append(command)
    }

    mutating func addEvent(_ event: String, bubbling: Bool) {
        guard event.hasPrefix("on"), event.count > 2 else { return problems.append("\(name): event \(event) must be named on…") }
        if bubblingEvents.contains(event) || directEvents.contains(event) { return problems.append("\(name): event \(event) is declared twice") }
        if bubbling { bubblingEvents.append(event) } else { directEvents.append(event) }
    }

    mutating func setConstant(_ key: String, _ value: BridgeValue) { constants[key] = value }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || first == "$" || first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// A prop a manager declares: its name, the type React Native's view configs name (`BOOL`,
/// `NSString`, `CGFloat`, `UIColor`, …, which the renderer's JS half uses to process the value),
/// and how a value (`null`: the prop removed) reaches the view.
public struct PropDefinition: Sendable {
    /// The prop's name, as in JSX.
    public let name: String
    /// The type name in the config's `NativeProps`.
    public let typeName: String
    /// Sets the prop on a view object of the manager (main actor); throws when the value does
    /// not decode.
    let apply: @MainActor @Sendable (AnyObject, BridgeValue) throws -> Void
}

/// A command a manager declares (`dispatchViewManagerCommand`): its name, and what it does to a
/// view with the arguments JS passed.
public struct CommandDefinition: Sendable {
    /// The command's name (`scrollTo`), as `Commands` lists it.
    public let name: String
    /// Runs it on a view object of the manager (main actor); throws when the arguments do not
    /// decode.
    let run: @MainActor @Sendable (AnyObject, [BridgeValue]) throws -> Void
}
