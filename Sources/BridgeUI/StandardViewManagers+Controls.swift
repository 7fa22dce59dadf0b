import BridgeCore

extension StandardViewManagers {
    /// Every standard control manager.
    static var controls: [ViewManagerDefinition] {
        [imageView, singleLineTextInput, multiLineTextInput, switchView, activityIndicator, modalHost, scrollContentView, safeAreaView, refreshControl]
            + pickers
    }

    /// `RCTScrollContentView`: what a scroll view scrolls (React Native's iOS `ScrollView` puts its
    /// children in one).
    public static var scrollContentView: ViewManagerDefinition {
        ViewManagerDefinition("RCTScrollContentView", view: { StandardView() })
    }

    /// `RCTSafeAreaView`: a view kept inside the safe area (`emulateUnlessSupported`).
    public static var safeAreaView: ViewManagerDefinition {
        ViewManagerDefinition("RCTSafeAreaView", view: { StandardView() }) { m in keep(&m, "emulateUnlessSupported", "BOOL") }
    }

    /// `RCTRefreshControl`: pull to refresh, with `setNativeRefreshing`.
    public static var refreshControl: ViewManagerDefinition {
        ViewManagerDefinition("RCTRefreshControl", view: { StandardView() }) { m in
            keep(&m, [("refreshing", "BOOL"), ("tintColor", "UIColor"), ("title", "NSString"), ("titleColor", "UIColor"), ("progressViewOffset", "CGFloat")])
            m.directEvent("onRefresh")
            setting(&m, "setNativeRefreshing", prop: "refreshing", Bool.self)
        }
    }

    /// A command `name(value)` that sets prop `prop` to its argument, as React Native's
    /// `setNativeValue`-style commands do (and is recorded on the view).
    static func setting<T: BridgeArgument & BridgeResult>(_ m: inout ViewManagerBuilder<StandardView>, _ name: String, prop: String, _: T.Type) {
        m.command(name) { (view: StandardView, value: T) in
            view.values[prop] = value.bridgeValue
            view.commands.append((name, [value.bridgeValue]))
        }
    }

    /// Declares props kept as JS sent them.
    static func keep(_ m: inout ViewManagerBuilder<StandardView>, _ props: [(String, String)]) {
        for (name, type) in props { keep(&m, name, type) }
    }

    /// `RCTImageView`: an image from `source` (React Native's resolved sources: `[{uri, width,
    /// height, scale}]`).
    public static var imageView: ViewManagerDefinition {
        ViewManagerDefinition("RCTImageView", view: { StandardView() }) { m in
            keep(&m, [
                ("source", "NSArray"), ("defaultSource", "UIImage"), ("loadingIndicatorSource", "RCTImageSource"), ("resizeMode", "RCTResizeMode"),
                ("tintColor", "UIColor"), ("blurRadius", "CGFloat"), ("capInsets", "UIEdgeInsets"), ("fadeDuration", "NSInteger"),
                ("progressiveRenderingEnabled", "BOOL"), ("internal_analyticTag", "NSString"),
            ])
            for event in ["onLoadStart", "onProgress", "onError", "onPartialLoad", "onLoad", "onLoadEnd"] { m.directEvent(event) }
        }
    }

    /// The props and events of both text inputs.
    private static func textInput(_ name: String) -> ViewManagerDefinition {
        ViewManagerDefinition(name, view: { StandardView() }) { m in
            keep(&m, [
                ("allowFontScaling", "BOOL"), ("autoCapitalize", "UITextAutocapitalizationType"), ("autoCorrect", "BOOL"),
                ("autoFocus", "BOOL"), ("blurOnSubmit", "BOOL"), ("caretHidden", "BOOL"), ("clearButtonMode", "UITextFieldViewMode"),
                ("clearTextOnFocus", "BOOL"), ("contextMenuHidden", "BOOL"), ("dataDetectorTypes", "UIDataDetectorTypes"),
                ("editable", "BOOL"), ("enablesReturnKeyAutomatically", "BOOL"), ("keyboardAppearance", "UIKeyboardAppearance"),
                ("keyboardType", "UIKeyboardType"), ("maxLength", "NSNumber"), ("mostRecentEventCount", "NSInteger"),
                ("placeholder", "NSString"), ("placeholderTextColor", "UIColor"), ("returnKeyType", "UIReturnKeyType"),
                ("secureTextEntry", "BOOL"), ("selection", "RCTTextSelection"), ("selectionColor", "UIColor"),
                ("selectTextOnFocus", "BOOL"), ("spellCheck", "BOOL"), ("text", "NSString"), ("textContentType", "NSString"),
                ("color", "UIColor"), ("fontFamily", "NSString"), ("fontSize", "CGFloat"), ("fontWeight", "NSString"),
                ("fontStyle", "NSString"), ("letterSpacing", "CGFloat"), ("lineHeight", "CGFloat"), ("textAlign", "NSString"),
                ("inputAccessoryViewID", "NSString"), ("passwordRules", "NSString"), ("rejectResponderTermination", "BOOL"),
                ("scrollEnabled", "BOOL"), ("showSoftInputOnFocus", "BOOL"),
            ])
            for event in ["onBlur", "onChange", "onEndEditing", "onFocus", "onKeyPress", "onSubmitEditing"] { m.bubblingEvent(event) }
            for event in ["onTextInput", "onScroll", "onSelectionChange", "onContentSizeChange", "onChangeSync", "onKeyPressSync"] { m.directEvent(event) }
            m.command("focus") { (view: StandardView) in view.commands.append(("focus", [])) }
            m.command("blur") { (view: StandardView) in view.commands.append(("blur", [])) }
            // React Native's text input keeps JS and native in step with an event count.
            m.command("setTextAndSelection(mostRecentEventCount:value:start:end:)") {
                (view: StandardView, count: Int, value: String?, start: Int, end: Int) in
                if let value { view.values["text"] = .string(value) }
                view.values["selection"] = ["start": .number(Double(start)), "end": .number(Double(end))]
                view.commands.append(("setTextAndSelection", [.number(Double(count)), value.map(BridgeValue.string) ?? .null, .number(Double(start)), .number(Double(end))]))
            }
        }
    }

    /// `RCTSinglelineTextInputView`: a one-line text field.
    public static var singleLineTextInput: ViewManagerDefinition { textInput("RCTSinglelineTextInputView") }
    /// `RCTMultilineTextInputView`: a text view of many lines.
    public static var multiLineTextInput: ViewManagerDefinition { textInput("RCTMultilineTextInputView") }

    /// `RCTSwitch`: an on/off switch.
    public static var switchView: ViewManagerDefinition {
        ViewManagerDefinition("RCTSwitch", view: { StandardView() }) { m in
            keep(&m, [
                ("value", "BOOL"), ("disabled", "BOOL"), ("onTintColor", "UIColor"), ("thumbTintColor", "UIColor"), ("tintColor", "UIColor"),
                ("trackColorForFalse", "UIColor"), ("trackColorForTrue", "UIColor"),
            ])
            m.bubblingEvent("onChange")
            setting(&m, "setValue", prop: "value", Bool.self)
        }
    }

    /// `RCTActivityIndicatorView`: a spinner.
    public static var activityIndicator: ViewManagerDefinition {
        ViewManagerDefinition("RCTActivityIndicatorView", view: { StandardView() }) { m in
            keep(&m, [("animating", "BOOL"), ("color", "UIColor"), ("hidesWhenStopped", "BOOL"), ("size", "UIActivityIndicatorViewStyle")])
        }
    }

    /// `RCTModalHostView`: a view shown over the app.
    public static var modalHost: ViewManagerDefinition {
        ViewManagerDefinition("RCTModalHostView", view: { StandardView() }) { m in
            keep(&m, [
                ("animationType", "NSString"), ("presentationStyle", "UIModalPresentationStyle"), ("transparent", "BOOL"),
                ("statusBarTranslucent", "BOOL"), ("hardwareAccelerated", "BOOL"), ("animated", "BOOL"), ("visible", "BOOL"),
                ("supportedOrientations", "NSArray"), ("identifier", "NSNumber"),
            ])
            for event in ["onShow", "onRequestClose", "onDismiss", "onOrientationChange"] { m.directEvent(event) }
        }
    }
}
