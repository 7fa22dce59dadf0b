import BridgeCore

/// A colour as React Native's `processColor` sends it: a number, `0xAARRGGBB`; or a platform
/// colour (`PlatformColor`, `DynamicColorIOS`: an object), kept as JS sent it.
public struct Color: BridgeArgument, Equatable, CustomStringConvertible {
    public static let bridgeTypeName = "color"
    /// Alpha, red, green and blue, 8 bits each, alpha highest; 0 for a platform colour.
    public var argb: UInt32
    /// A platform colour's description (`{semantic: [...]}`), nil for an ARGB one.
    public var platform: BridgeValue?

    /// A colour of `argb` (`0xAARRGGBB`).
    public init(argb: UInt32) {
        self.argb = argb
        platform = nil
    }

    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        switch bridgeValue {
        case .number(let n) where n.isFinite && n == n.rounded() && n >= -2_147_483_648 && n <= 4_294_967_295:
            // Android's half sends the same bits as a signed 32-bit number.
            self.init(argb: n < 0 ? UInt32(bitPattern: Int32(n)) : UInt32(n))
        case .object:
            self.init(argb: 0)
            platform = bridgeValue
        default:
            throw BridgeDecodingError(expected: Self.bridgeTypeName, given: bridgeValue)
        }
    }

    /// `#rrggbbaa`, or the platform colour's description.
    public var description: String {
        if let platform { return "\(platform)" }
        let rgba = (argb << 8) | (argb >> 24)
        return "#" + String(rgba, radix: 16).leftPadded(to: 8)
    }
}

/// Insets of the four edges, as React Native sends them (`{top, left, bottom, right}`, missing
/// edges 0).
public struct EdgeInsets: BridgeArgument, Hashable {
    public static let bridgeTypeName = "edge insets"
    /// The inset of each edge, in points.
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Insets of each edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        guard case .object = bridgeValue else {
            throw BridgeDecodingError(expected: Self.bridgeTypeName, given: bridgeValue)
        }
        func edge(_ name: String) throws(BridgeDecodingError) -> Double {
            switch bridgeValue[name] {
            case nil, .undefined?, .null?: return 0
            case .number(let n)?: return n
            case let other?: throw BridgeDecodingError(expected: "number", given: other).prefixed("." + name)
            }
        }
        self.init(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
