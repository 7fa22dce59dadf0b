import BridgeCore

/// The view object of the standard managers: it keeps the props set on it, so a host (and a
/// test) can see what reached the view and what a reused view was reset to. Main actor.
@MainActor
public final class StandardView {
    /// The props set on the view, as their managers decoded them (`nil`: reset).
    public internal(set) var values: [String: BridgeValue] = [:]
    /// The commands the view got, in order, with their arguments.
    public internal(set) var commands: [(name: String, arguments: [BridgeValue])] = []
    nonisolated init() {}
}

/// React Native's standard view managers, with the props, commands and events its iOS managers
/// export (what a bundle built for iOS looks for).
public enum StandardViewManagers {
    /// Every standard manager.
    public static var all: [ViewManagerDefinition] { [view, rawText, text, virtualText, scrollView] + controls }

    /// The layout and style props every view takes (`RCTView` exports them, with its shadow
    /// view's layout props), and the type names React Native gives them.
    static let viewProps: [(String, String)] = [
        ("accessible", "BOOL"), ("accessibilityLabel", "NSString"), ("accessibilityHint", "NSString"), ("accessibilityRole", "NSString"),
        ("accessibilityState", "NSDictionary"), ("accessibilityValue", "NSDictionary"), ("accessibilityActions", "NSArray"),
        ("accessibilityElementsHidden", "BOOL"), ("accessibilityViewIsModal", "BOOL"), ("importantForAccessibility", "NSString"),
        ("testID", "NSString"), ("nativeID", "NSString"), ("pointerEvents", "NSString"), ("removeClippedSubviews", "BOOL"),
        ("collapsable", "BOOL"), ("hitSlop", "UIEdgeInsets"), ("backgroundColor", "UIColor"), ("opacity", "CGFloat"),
        ("transform", "CATransform3D"), ("overflow", "NSString"), ("backfaceVisibility", "NSString"), ("zIndex", "NSInteger"),
        ("borderRadius", "CGFloat"), ("borderTopLeftRadius", "CGFloat"), ("borderTopRightRadius", "CGFloat"),
        ("borderBottomLeftRadius", "CGFloat"), ("borderBottomRightRadius", "CGFloat"), ("borderColor", "UIColor"),
        ("borderTopColor", "UIColor"), ("borderRightColor", "UIColor"), ("borderBottomColor", "UIColor"), ("borderLeftColor", "UIColor"),
        ("borderStyle", "NSString"), ("shadowColor", "UIColor"), ("shadowOffset", "CGSize"), ("shadowOpacity", "CGFloat"),
        ("shadowRadius", "CGFloat"),
        // Layout (the shadow view's): numbers, percentages as strings, or "auto".
        ("width", "YGValue"), ("height", "YGValue"), ("minWidth", "YGValue"), ("maxWidth", "YGValue"), ("minHeight", "YGValue"),
        ("maxHeight", "YGValue"), ("top", "YGValue"), ("right", "YGValue"), ("bottom", "YGValue"), ("left", "YGValue"),
        ("start", "YGValue"), ("end", "YGValue"), ("margin", "YGValue"), ("marginTop", "YGValue"), ("marginRight", "YGValue"),
        ("marginBottom", "YGValue"), ("marginLeft", "YGValue"), ("marginHorizontal", "YGValue"), ("marginVertical", "YGValue"),
        ("marginStart", "YGValue"), ("marginEnd", "YGValue"), ("padding", "YGValue"), ("paddingTop", "YGValue"),
        ("paddingRight", "YGValue"), ("paddingBottom", "YGValue"), ("paddingLeft", "YGValue"), ("paddingHorizontal", "YGValue"),
        ("paddingVertical", "YGValue"), ("paddingStart", "YGValue"), ("paddingEnd", "YGValue"), ("borderWidth", "CGFloat"),
        ("borderTopWidth", "CGFloat"), ("borderRightWidth", "CGFloat"), ("borderBottomWidth", "CGFloat"), ("borderLeftWidth", "CGFloat"),
        ("flex", "CGFloat"), ("flexGrow", "CGFloat"), ("flexShrink", "CGFloat"), ("flexBasis", "YGValue"), ("flexDirection", "YGFlexDirection"),
        ("flexWrap", "YGWrap"), ("justifyContent", "YGJustify"), ("alignItems", "YGAlign"), ("alignSelf", "YGAlign"),
        ("alignContent", "YGAlign"), ("position", "YGPositionType"), ("aspectRatio", "CGFloat"), ("display", "YGDisplay"),
        ("direction", "YGDirection"), ("gap", "CGFloat"), ("rowGap", "CGFloat"), ("columnGap", "CGFloat"),
    ]

    /// A prop kept on a ``StandardView`` as JS sent it (its type named for the config).
    static func keep(_ m: inout ViewManagerBuilder<StandardView>, _ name: String, _ type: String) {
        m.prop(name, type: type) { (view: StandardView, value: BridgeValue?) in view.values[name] = value }
    }

    /// `RCTView`: every view's props and events.
    public static var view: ViewManagerDefinition {
        ViewManagerDefinition("RCTView", baseManager: nil, view: { StandardView() }) { m in
            for (name, type) in viewProps { keep(&m, name, type) }
            for event in ["onAccessibilityAction", "onAccessibilityTap", "onMagicTap", "onAccessibilityEscape", "onLayout"] { m.directEvent(event) }
        }
    }

    /// The text props `RCTText` and `RCTVirtualText` take.
    static let textProps: [(String, String)] = [
        ("color", "UIColor"), ("fontFamily", "NSString"), ("fontSize", "CGFloat"), ("fontWeight", "NSString"), ("fontStyle", "NSString"),
        ("fontVariant", "NSArray"), ("letterSpacing", "CGFloat"), ("lineHeight", "CGFloat"), ("textAlign", "NSString"),
        ("textDecorationLine", "NSString"), ("textDecorationStyle", "NSString"), ("textDecorationColor", "UIColor"),
        ("textShadowColor", "UIColor"), ("textShadowOffset", "CGSize"), ("textShadowRadius", "CGFloat"), ("textTransform", "NSString"),
        ("numberOfLines", "NSInteger"), ("ellipsizeMode", "NSString"), ("selectable", "BOOL"), ("adjustsFontSizeToFit", "BOOL"),
        ("minimumFontScale", "CGFloat"), ("allowFontScaling", "BOOL"), ("dataDetectorType", "NSString"), ("selectionColor", "UIColor"),
        ("isHighlighted", "BOOL"), ("maxFontSizeMultiplier", "CGFloat"),
    ]

    /// `RCTText`: a run of text (its children are raw and virtual text).
    public static var text: ViewManagerDefinition {
        ViewManagerDefinition("RCTText", view: { StandardView() }) { m in
            for (name, type) in textProps { keep(&m, name, type) }
            m.directEvent("onTextLayout")
        }
    }

    /// `RCTRawText`: a string of a text (`text`).
    public static var rawText: ViewManagerDefinition {
        ViewManagerDefinition("RCTRawText", baseManager: nil, view: { StandardView() }) { m in keep(&m, "text", "NSString") }
    }

    /// `RCTVirtualText`: text nested in text.
    public static var virtualText: ViewManagerDefinition {
        ViewManagerDefinition("RCTVirtualText", view: { StandardView() }) { m in
            for (name, type) in textProps { keep(&m, name, type) }
        }
    }

    /// `RCTScrollView`, with `scrollTo`, `scrollToEnd` and `flashScrollIndicators`.
    public static var scrollView: ViewManagerDefinition {
        ViewManagerDefinition("RCTScrollView", view: { StandardView() }) { m in
            for (name, type) in [
                ("horizontal", "BOOL"), ("scrollEnabled", "BOOL"), ("pagingEnabled", "BOOL"), ("bounces", "BOOL"),
                ("alwaysBounceHorizontal", "BOOL"), ("alwaysBounceVertical", "BOOL"), ("showsHorizontalScrollIndicator", "BOOL"),
                ("showsVerticalScrollIndicator", "BOOL"), ("contentInset", "UIEdgeInsets"), ("contentOffset", "CGPoint"),
                ("scrollEventThrottle", "NSTimeInterval"), ("keyboardDismissMode", "NSString"), ("keyboardShouldPersistTaps", "NSString"),
                ("stickyHeaderIndices", "NSIndexSet"), ("snapToInterval", "CGFloat"), ("snapToOffsets", "NSArray"), ("decelerationRate", "CGFloat"),
                ("indicatorStyle", "NSString"), ("maximumZoomScale", "CGFloat"), ("minimumZoomScale", "CGFloat"), ("zoomScale", "CGFloat"),
                ("inverted", "BOOL"), ("centerContent", "BOOL"), ("directionalLockEnabled", "BOOL"), ("scrollIndicatorInsets", "UIEdgeInsets"),
            ] { keep(&m, name, type) }
            for event in ["onScroll", "onScrollBeginDrag", "onScrollEndDrag", "onMomentumScrollBegin", "onMomentumScrollEnd", "onScrollToTop"] {
                m.directEvent(event)
            }
            m.command("scrollTo(x:y:animated:)") { (view: StandardView, x: Double, y: Double, animated: Bool?) in
                view.commands.append(("scrollTo", [.number(x), .number(y), .bool(animated ?? true)]))
            }
            m.command("scrollToEnd(animated:)") { (view: StandardView, animated: Bool?) in
                view.commands.append(("scrollToEnd", [.bool(animated ?? true)]))
            }
            m.command("flashScrollIndicators") { (view: StandardView) in view.commands.append(("flashScrollIndicators", [])) }
        }
    }
}
