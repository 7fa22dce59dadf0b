import BridgeCore
import Foundation

/// The course of one native-driven animation (React Native's `frames`, `spring` and `decay`
/// configs), as a function of the time since it started: where the value is, and when it
/// rests. Computed as React Native's native animations compute it, at 60 frames a second.
/// A value type; any thread.
struct AnimatedCurve: Sendable {
    enum Kind: Sendable {
        /// Eased progress per frame (`frames`), from the start value to `toValue`.
        case frames([Double], to: Double)
        /// A damped spring towards `to`.
        case spring(Spring)
        /// A slide that slows by `deceleration` each millisecond.
        case decay(velocity: Double, deceleration: Double)
    }

    struct Spring: Sendable {
        var to: Double, stiffness: Double, damping: Double, mass: Double, initialVelocity: Double
        var overshootClamping: Bool, restDisplacement: Double, restSpeed: Double
    }

    static let frameMilliseconds = 1000.0 / 60
    /// The longest an iteration is followed (a spring that would ring for longer rests then).
    static let longestIteration = 10 * 60 * 1000.0

    let kind: Kind
    /// How many times it runs; nil: until stopped.
    let iterations: Int?
    /// The value it starts from.
    let from: Double
    /// How long one iteration lasts, in milliseconds, and the value it ends at.
    let iterationLength: Double
    let end: Double

    /// The curve `config` describes, from `from`; an error names what is wrong with it.
    init(config: BridgeValue, from: Double) throws(BridgeError) {
        func number(_ key: String, _ fallback: Double? = nil) throws(BridgeError) -> Double {
            if let n = config[key]?.numberValue, n.isFinite { return n }
            if let fallback { return fallback }
            throw BridgeError(.invalidArgument, "NativeAnimatedModule.startAnimatingNode: the animation's \(key) must be a finite number")
        }
        switch config["type"]?.stringValue {
        case "frames":
            let frames = (config["frames"]?.arrayValue ?? []).compactMap(\.numberValue)
            kind = .frames(frames, to: try number("toValue"))
        case "spring":
            kind = .spring(
                Spring(
                    to: try number("toValue"), stiffness: try number("stiffness", 100), damping: try number("damping", 10),
                    mass: try number("mass", 1), initialVelocity: try number("initialVelocity", 0),
                    overshootClamping: config["overshootClamping"]?.boolValue ?? false,
                    restDisplacement: try number("restDisplacementThreshold", 0.001), restSpeed: try number("restSpeedThreshold", 0.001)))
        case "decay":
            kind = .decay(velocity: try number("velocity"), deceleration: try number("deceleration", 0.998))
        case let other:
            throw BridgeError(.invalidArgument, "NativeAnimatedModule.startAnimatingNode: no animation of type \(other.map { "\"\($0)\"" } ?? "(none)")")
        }
        // -1 (or any negative count) runs until stopped; a count past a million is a million.
        let count = config["iterations"]?.numberValue ?? 1
        iterations = count < 0 ? nil : count.isNaN ? 1 : Int(min(max(count.rounded(), 1), 1_000_000))
        self.from = from
        var t = 0.0
        while true {
            let (value, resting) = Self.position(kind, from: from, at: t)
            if resting || t >= Self.longestIteration {
                (iterationLength, end) = (t, value)
                break
            }
            t += Self.frameMilliseconds
        }
    }

    /// How long the whole animation lasts; nil when it runs until stopped.
    var duration: Double? { iterations.map { Double($0) * iterationLength } }

    /// The value `elapsed` milliseconds after the start.
    func value(at elapsed: Double) -> Double {
        if let duration, elapsed >= duration { return end }
        guard iterationLength > 0 else { return end }
        return Self.position(kind, from: from, at: elapsed.truncatingRemainder(dividingBy: iterationLength)).value
    }

    /// Where one iteration is `t` milliseconds in, and whether it rests there.
    private static func position(_ kind: Kind, from: Double, at t: Double) -> (value: Double, resting: Bool) {
        switch kind {
        case .frames(let frames, let to):
            guard let last = frames.last else { return (to, true) }
            let index = t / frameMilliseconds
            if index >= Double(frames.count - 1) { return (from + last * (to - from), true) }
            let i = Int(index), fraction = index - Double(i)
            let progress = frames[i] + (frames[i + 1] - frames[i]) * fraction
            return (from + progress * (to - from), false)
        case .spring(let s):
            return spring(s, from: from, at: t / 1000)
        case .decay(let velocity, let deceleration):
            let k = 1 - deceleration
            func at(_ t: Double) -> Double { k == 0 ? from + velocity * t : from + velocity / k * (1 - exp(-k * t)) }
            let value = at(t)
            return (value, t > 0 && abs(value - at(max(0, t - frameMilliseconds))) < 0.1)
        }
    }

    /// The damped spring's closed form, as React Native's native spring computes it.
    private static func spring(_ s: Spring, from: Double, at t: Double) -> (value: Double, resting: Bool) {
        let (c, m, k) = (s.damping, s.mass, s.stiffness)
        let v0 = -s.initialVelocity, x0 = s.to - from
        guard k > 0, m > 0 else { return (s.to, true) }
        let zeta = c / (2 * (k * m).squareRoot()), omega0 = (k / m).squareRoot()
        let position: Double, velocity: Double
        if zeta < 1 {
            let omega1 = omega0 * (1 - zeta * zeta).squareRoot(), envelope = exp(-zeta * omega0 * t)
            let a = (v0 + zeta * omega0 * x0) / omega1
            position = s.to - envelope * (a * sin(omega1 * t) + x0 * cos(omega1 * t))
            velocity = zeta * omega0 * envelope * (sin(omega1 * t) * a + x0 * cos(omega1 * t))
                - envelope * (cos(omega1 * t) * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin(omega1 * t))
        } else {
            let envelope = exp(-omega0 * t)
            position = s.to - envelope * (x0 + (v0 + omega0 * x0) * t)
            velocity = envelope * (v0 * (t * omega0 - 1) + t * x0 * omega0 * omega0)
        }
        let overshooting = s.overshootClamping && (from < s.to ? position > s.to : position < s.to)
        let resting = abs(velocity) <= s.restSpeed && abs(s.to - position) <= s.restDisplacement
        return overshooting || (t > 0 && resting) ? (s.to, true) : (position, false)
    }
}
