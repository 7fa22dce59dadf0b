import BridgeCore

extension StandardViewManagers {
    /// The iOS managers a bundle may still ask for (some moved to community packages, which
    /// keep their names): segmented control, slider, date picker, progress bar, input accessory,
    /// masked view.
    static var pickers: [ViewManagerDefinition] {
        [segmentedControl, slider, datePicker, progressView, inputAccessoryView, maskedView]
    }

    /// `RCTSegmentedControl`.
    public static var segmentedControl: ViewManagerDefinition {
        ViewManagerDefinition("RCTSegmentedControl", view: { StandardView() }) { m in
            keep(&m, [
                ("values", "NSArray"), ("selectedIndex", "NSInteger"), ("enabled", "BOOL"), ("momentary", "BOOL"), ("tintColor", "UIColor"),
                ("backgroundColor", "UIColor"), ("textColor", "UIColor"), ("appearance", "NSString"),
            ])
            m.bubblingEvent("onChange")
        }
    }

    /// `RCTSlider`.
    public static var slider: ViewManagerDefinition {
        ViewManagerDefinition("RCTSlider", view: { StandardView() }) { m in
            keep(&m, [
                ("value", "float"), ("step", "float"), ("minimumValue", "float"), ("maximumValue", "float"),
                ("minimumTrackTintColor", "UIColor"), ("maximumTrackTintColor", "UIColor"), ("thumbTintColor", "UIColor"),
                ("disabled", "BOOL"), ("trackImage", "UIImage"), ("minimumTrackImage", "UIImage"), ("maximumTrackImage", "UIImage"),
                ("thumbImage", "UIImage"),
            ])
            m.bubblingEvent("onValueChange")
            m.directEvent("onSlidingComplete")
        }
    }

    /// `RCTDatePicker`, with `setNativeDate`.
    public static var datePicker: ViewManagerDefinition {
        ViewManagerDefinition("RCTDatePicker", view: { StandardView() }) { m in
            keep(&m, [
                ("date", "NSDate"), ("locale", "NSLocale"), ("minimumDate", "NSDate"), ("maximumDate", "NSDate"),
                ("minuteInterval", "NSInteger"), ("mode", "UIDatePickerMode"), ("timeZoneOffsetInMinutes", "NSTimeZone"),
                ("pickerStyle", "UIDatePickerStyle"), ("textColor", "UIColor"), ("enabled", "BOOL"),
            ])
            m.bubblingEvent("onChange")
            setting(&m, "setNativeDate", prop: "date", Double.self)
        }
    }

    /// `RCTProgressView`.
    public static var progressView: ViewManagerDefinition {
        ViewManagerDefinition("RCTProgressView", view: { StandardView() }) { m in
            keep(&m, [
                ("progressViewStyle", "UIProgressViewStyle"), ("progress", "float"), ("progressTintColor", "UIColor"),
                ("trackTintColor", "UIColor"), ("progressImage", "UIImage"), ("trackImage", "UIImage"),
            ])
        }
    }

    /// `RCTInputAccessoryView`: a view over the keyboard, named by `nativeID`.
    public static var inputAccessoryView: ViewManagerDefinition {
        ViewManagerDefinition("RCTInputAccessoryView", view: { StandardView() }) { m in keep(&m, "backgroundColor", "UIColor") }
    }

    /// `RCTMaskedView`: its first child masks the others.
    public static var maskedView: ViewManagerDefinition {
        ViewManagerDefinition("RCTMaskedView", view: { StandardView() })
    }
}
