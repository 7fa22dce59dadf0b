import BridgeCore

/// React Native's `DeviceInfo`, which React Native's `Dimensions` reads when it loads
/// (`Dimensions` constant: `window` and `screen`, each `{width, height, scale, fontScale}`). A
/// runtime has no screen: both are 0 × 0 at scale 1 unless the host gives sizes.
/// Made and used from any thread; its methods run where its registration says.
public final class DeviceInfoModule: NativeModule {
    /// One of `Dimensions`' entries, in points.
    public struct Size: Sendable {
        /// Points, the pixel ratio and the font scale, as React Native's `Dimensions` reads them.
        public var width: Double, height: Double, scale: Double, fontScale: Double

        /// A size; the defaults are an empty window at scale 1.
        public init(width: Double = 0, height: Double = 0, scale: Double = 1, fontScale: Double = 1) {
            (self.width, self.height, self.scale, self.fontScale) = (width, height, scale, fontScale)
        }

        var bridgeValue: BridgeValue {
            ["width": .number(width), "height": .number(height), "scale": .number(scale), "fontScale": .number(fontScale)]
        }
    }

    private let window: Size
    private let screen: Size

    /// The module with the window's and the screen's sizes. Any thread.
    public init(window: Size = Size(), screen: Size = Size()) {
        self.window = window
        self.screen = screen
    }

    /// The module as registered (constants only).
    public var definition: ModuleDefinition {
        let dimensions: BridgeValue = ["window": window.bridgeValue, "screen": screen.bridgeValue]
        return ModuleDefinition("DeviceInfo", runsOn: .jsThread) { m in
            m.constant("Dimensions", dimensions)
            m.constant("isIPhoneX_deprecated", false)
        }
    }
}
