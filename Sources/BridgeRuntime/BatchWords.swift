import BridgeCore

/// An argument in a binary batch (docs/protocol.md) as a `(tag, number)` pair of words: numbers,
/// booleans, `undefined` and `null` are the words themselves; any other value goes beside the
/// words, and the pair holds its index there. The built-in JS half reads and writes the same
/// tags (`pushArgument` and `argumentFromWords` in the prelude).
enum BatchWords {
    /// What a pair of words stands for.
    enum Argument {
        case value(BridgeValue)
        /// The value at this index among the batch's other values.
        case other(Int)
    }

    private static let number = 0.0, valueFalse = 1.0, valueTrue = 2.0, valueUndefined = 3.0, valueNull = 4.0, other = 5.0

    /// The pair for `value`, or nil when it goes among the other values.
    static func pair(_ value: BridgeValue) -> (tag: Double, number: Double)? {
        switch value {
        case .number(let n): (number, n)
        case .bool(let b): (b ? valueTrue : valueFalse, 0)
        case .undefined: (valueUndefined, 0)
        case .null: (valueNull, 0)
        default: nil
        }
    }

    /// The pair for the value at `index` among the other values.
    static func otherPair(_ index: Int) -> (tag: Double, number: Double) { (other, Double(index)) }

    /// What `(tag, number)` stands for; nil for a pair JS should not have written.
    static func argument(tag: Double, number: Double) -> Argument? {
        switch tag {
        case Self.number: .value(.number(number))
        case valueFalse: .value(.bool(false))
        case valueTrue: .value(.bool(true))
        case valueUndefined: .value(.undefined)
        case valueNull: .value(.null)
        case other: JSEngine.index(number).map(Argument.other)
        default: nil
        }
    }

    /// Whether the pair is a number (a callback ID must be one).
    static func isNumber(tag: Double) -> Bool { tag == number }
}
