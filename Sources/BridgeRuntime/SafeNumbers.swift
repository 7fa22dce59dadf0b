/// Conversions of numbers that come from JS, which may be anything a `Double` can hold: these
/// never trap (Swift's `Int(_:)` traps on NaN, infinities and values out of range).
enum SafeNumbers {
    /// `value` rounded toward zero and clamped to `Int`'s range; NaN becomes 0.
    static func int(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        if value >= 9.2e18 { return Int.max }
        if value <= -9.2e18 { return Int.min }
        return Int(value.rounded(.towardZero))
    }

    /// The longest delay a timer takes, in milliseconds (about 24.8 days, as in browsers and node).
    static let maximumDelayMilliseconds = 2_147_483_647.0

    /// Milliseconds (clamped to 0…``maximumDelayMilliseconds``, NaN as 0) in nanoseconds.
    static func nanoseconds(milliseconds: Double) -> UInt64 {
        let ms = milliseconds.isNaN ? 0 : min(max(0, milliseconds), maximumDelayMilliseconds)
        return UInt64(ms * 1_000_000)
    }
}
