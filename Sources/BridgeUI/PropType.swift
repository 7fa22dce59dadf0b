import BridgeCore

/// How a prop's value decodes, and the type name React Native's view configs give it (the
/// renderer's JS half picks how it processes a prop by that name: `UIColor` through
/// `processColor`, `UIEdgeInsets` compared as insets, and so on).
enum PropType {
    static func decode<T>(_ type: T.Type, _ value: BridgeValue) throws -> T {
        if let argument = type as? any BridgeArgument.Type {
            return try argument.init(bridgeValue: value) as! T
        }
        if let decodable = type as? any Decodable.Type {
            return try BridgeValueDecoder().decode(decodable, from: value) as! T
        }
        throw BridgeError(.invalidArgument, "\(type) is neither BridgeArgument nor Decodable")
    }

    /// The config's type name for a Swift type.
    static func name(of type: Any.Type) -> String {
        switch type {
        case is Bool.Type, is Bool?.Type: "BOOL"
        case is String.Type, is String?.Type: "NSString"
        case is Double.Type, is Double?.Type, is Float.Type, is Float?.Type: "CGFloat"
        case is Int.Type, is Int?.Type: "NSInteger"
        case is Color.Type, is Color?.Type: "UIColor"
        case is EdgeInsets.Type, is EdgeInsets?.Type: "UIEdgeInsets"
        case is [Color].Type: "UIColorArray"
        case is BridgeValue.Type: "id"
        default:
            String(describing: type).hasPrefix("Array<") ? "NSArray" : "NSDictionary"
        }
    }
}
