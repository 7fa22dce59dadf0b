import BridgeCore
import Foundation

/// React Native's `interpolation` node: maps its input through `inputRange` onto
/// `outputRange` (numbers; colours when `outputType` is "color", channel by channel; or strings
/// with numbers in them, number by number), extrapolating past the ends by `extend`, `clamp` or
/// `identity`. A value type; any thread.
struct AnimatedInterpolation: Sendable {
    enum Output: Sendable {
        case numbers([Double])
        case colors([UInt32])
        /// The strings' numbers by position, and the first string's text around them.
        case strings(numbers: [[Double]], template: [Substring])
    }

    let inputRange: [Double]
    let output: Output
    let extrapolateLeft: String, extrapolateRight: String

    init(config: BridgeValue) throws(BridgeError) {
        func refuse(_ what: String) -> BridgeError {
            BridgeError(.invalidArgument, "NativeAnimatedModule.createAnimatedNode: an interpolation's \(what)")
        }
        let input = (config["inputRange"]?.arrayValue ?? []).compactMap(\.numberValue)
        let outputs = config["outputRange"]?.arrayValue ?? []
        guard input.count >= 2, input.count == outputs.count else { throw refuse("inputRange and outputRange must have the same length, 2 or more") }
        guard zip(input, input.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw refuse("inputRange must not decrease") }
        inputRange = input
        let strings = outputs.compactMap(\.stringValue)
        if strings.count == outputs.count {
            let numbers = strings.map(Self.numbers(in:))
            guard let first = strings.first, numbers.allSatisfy({ $0.count == numbers[0].count }) else {
                throw refuse("output strings must have the same numbers in them")
            }
            output = .strings(numbers: numbers, template: Self.template(first))
        } else {
            let numbers = outputs.compactMap(\.numberValue)
            guard numbers.count == outputs.count else { throw refuse("outputRange must be numbers or strings") }
            if config["outputType"]?.stringValue == "color" {
                // A colour is a 32-bit ARGB number (Android's half sends it signed).
                guard numbers.allSatisfy({ $0 == $0.rounded() && abs($0) <= 0xFFFF_FFFF }) else { throw refuse("colours must be 32-bit numbers") }
                output = .colors(numbers.map { UInt32(truncatingIfNeeded: Int64($0)) })
            } else {
                output = .numbers(numbers)
            }
        }
        extrapolateLeft = config["extrapolateLeft"]?.stringValue ?? "extend"
        extrapolateRight = config["extrapolateRight"]?.stringValue ?? "extend"
    }

    /// The output for `value`.
    func callAsFunction(_ value: Double) -> BridgeValue {
        // The range's segment `value` falls in (the first or last one past the ends).
        var i = 1
        while i < inputRange.count - 1, inputRange[i] < value { i += 1 }
        let (lo, hi) = (inputRange[i - 1], inputRange[i])
        func map(_ a: Double, _ b: Double) -> Double { Self.interpolate(value, lo, hi, a, b, extrapolateLeft, extrapolateRight) }
        switch output {
        case .numbers(let n):
            return .number(map(n[i - 1], n[i]))
        case .colors(let c):
            let channels = [24, 16, 8, 0].map { shift -> UInt32 in
                Self.channel(map(Double(c[i - 1] >> shift & 0xFF), Double(c[i] >> shift & 0xFF))) << shift
            }
            return .number(Double(channels.reduce(0, |)))
        case .strings(let numbers, let template):
            var text = String(template[0])
            for (index, piece) in template.dropFirst().enumerated() {
                text += Self.format(map(numbers[i - 1][index], numbers[i][index])) + piece
            }
            return .string(text)
        }
    }

    /// A colour channel, 0–255, from any number (one that is not finite is 0).
    static func channel(_ value: Double) -> UInt32 {
        value.isFinite ? UInt32(min(max(value.rounded(), 0), 255)) : 0
    }

    /// React Native's interpolation of `value` from `[inMin, inMax]` onto `[outMin, outMax]`.
    static func interpolate(
        _ value: Double, _ inMin: Double, _ inMax: Double, _ outMin: Double, _ outMax: Double, _ left: String, _ right: String
    ) -> Double {
        var result = value
        if result < inMin {
            if left == "identity" { return result }
            if left == "clamp" { result = inMin }
        }
        if result > inMax {
            if right == "identity" { return result }
            if right == "clamp" { result = inMax }
        }
        if outMin == outMax { return outMin }
        if inMin == inMax { return value <= inMin ? outMin : outMax }
        return outMin + (result - inMin) / (inMax - inMin) * (outMax - outMin)
    }

    private static var number: Regex<Substring> { /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/ }

    static func numbers(in text: String) -> [Double] {
        text.matches(of: number).compactMap { Double($0.output) }
    }

    /// The text around the numbers: one piece more than there are numbers.
    static func template(_ text: String) -> [Substring] {
        var pieces: [Substring] = [], start = text.startIndex
        for match in text.matches(of: number) {
            pieces.append(text[start..<match.range.lowerBound])
            start = match.range.upperBound
        }
        pieces.append(text[start...])
        return pieces
    }

    /// A number as JavaScript writes it (`2`, not `2.0`).
    static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }
}
