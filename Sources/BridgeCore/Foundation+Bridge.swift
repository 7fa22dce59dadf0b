import FoundationEssentials

/// `Date` crosses as JS means time: milliseconds since 1970 (a JS `Date` arrives as that number,
/// and a `Date` result reaches JS as it), as React Native's `RCTConvert` reads dates.
///
/// Exact for every whole millisecond a JS `Date` can hold (±8.64e15): `Date` keeps seconds since
/// 2001, so the conversion shifts by 2001's offset in whole milliseconds (exact in a `Double`)
/// before it scales, and a `Date` that is the image of a whole millisecond goes back as that
/// millisecond. Going through seconds since 1970 instead turns 7 ms into 6.99997.
extension Date: BridgeArgument, BridgeResult {
    public static var bridgeTypeName: String { "date (milliseconds since 1970)" }

    /// Milliseconds from 1970 to 2001, `Date`'s reference date.
    private static let referenceDateMilliseconds = 978_307_200_000.0

    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        guard case .number(let milliseconds) = bridgeValue, milliseconds.isFinite else {
            throw BridgeDecodingError(expected: Self.bridgeTypeName, given: bridgeValue)
        }
        self.init(timeIntervalSinceReferenceDate: (milliseconds - Self.referenceDateMilliseconds) / 1000)
    }

    public var bridgeValue: BridgeValue {
        let seconds = timeIntervalSinceReferenceDate
        let milliseconds = seconds * 1000 + Self.referenceDateMilliseconds
        // The whole millisecond that `init(bridgeValue:)` maps to exactly these seconds, if one
        // does: it is within a millisecond of the estimate (two roundings apart).
        let estimate = milliseconds.rounded()
        for whole in [estimate, estimate - 1, estimate + 1] where (whole - Self.referenceDateMilliseconds) / 1000 == seconds {
            return .number(whole)
        }
        return .number(milliseconds)
    }
}

/// `Data` crosses as bytes: from a typed array, `DataView` or `ArrayBuffer` (or an array of
/// numbers 0…255), to a `Uint8Array`.
extension Data: BridgeArgument, BridgeResult {
    public static var bridgeTypeName: String { "binary data (a typed array, DataView or ArrayBuffer)" }

    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        do {
            self = Data(adopting: try [UInt8](bridgeValue: bridgeValue))
        } catch {
            // Said as what Data takes, not as the byte array it is read into.
            throw BridgeDecodingError(expected: Self.bridgeTypeName, given: bridgeValue)
        }
    }

    public var bridgeValue: BridgeValue { .bytes([UInt8](self)) }

    /// Data over the array's own storage, without copying it: the deallocator keeps the array
    /// alive until Data is done with it. Arrays are copied before they are written, so nothing
    /// changes the bytes under Data; Data itself may write them in place, which only the
    /// argument's `BridgeValue` (used for nothing once decoded) could see.
    init(adopting bytes: [UInt8]) {
        guard !bytes.isEmpty else {
            self.init()
            return
        }
        let base = bytes.withUnsafeBytes { UnsafeMutableRawPointer(mutating: $0.baseAddress!) }
        self.init(bytesNoCopy: base, count: bytes.count, deallocator: .custom { _, _ in withExtendedLifetime(bytes) {} })
    }
}

/// `URL` crosses as its string; a string that is not a URL is refused.
extension URL: BridgeArgument, BridgeResult {
    public static var bridgeTypeName: String { "URL string" }

    public init(bridgeValue: BridgeValue) throws(BridgeDecodingError) {
        guard case .string(let text) = bridgeValue, let url = URL(string: text) else {
            throw BridgeDecodingError(expected: Self.bridgeTypeName, given: bridgeValue)
        }
        self = url
    }

    public var bridgeValue: BridgeValue { .string(absoluteString) }
}

extension TypeProbe {
    /// How the Foundation types the bridge converts look to JS.
    static let foundationShapes: [(Any.Type, BridgeType)] = [(Date.self, .date), (Data.self, .bytes), (URL.self, .string)]

    /// Sample values for types whose shape's own sample does not decode (an empty string is no URL).
    static let sampleValues: [ObjectIdentifier: BridgeValue] = [ObjectIdentifier(URL.self): "about:blank"]
}
