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

    /// An exit status from a JS number: its low 8 bits when it is an integer (as the system
    /// keeps of any exit code: -1 is 255, 256 is 0), 0 for nil, 1 for NaN, infinities and fractions.
    static func exitStatus(_ value: Double?) -> Int32 {
        guard let value else { return 0 }
        guard value.isFinite, value.rounded(.towardZero) == value else { return 1 }
        let wide = value.magnitude < 9.0e18 ? Int64(value) : 0
        return Int32(truncatingIfNeeded: wide & 0xff)
    }
}
