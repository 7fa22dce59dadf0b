import BridgeCore

/// An argument in a binary batch (docs/protocol.md) as a `(tag, number)` pair of words: numbers,
/// booleans, `undefined` and `null` are the words themselves; any other value goes beside the
/// words, and the pair holds its index there. The built-in JS half gets the tags from
/// ``Tag`` (its `argumentTags` hook) and writes and reads pairs with them.
enum BatchWords {
    /// The tags, by the names the JS half knows them by.
    enum Tag: Double, CaseIterable {
        case number = 0, isFalse, isTrue, undefined, null, other

        /// The JS half's name for it (written out: a case's name found by reflection costs
        /// the runtime a scan of every type's metadata at start-up).
        var name: String {
            switch self {
            case .number: "number"
            case .isFalse: "isFalse"
            case .isTrue: "isTrue"
            case .undefined: "undefined"
            case .null: "null"
            case .other: "other"
            }
        }
    }

    /// What a pair of words stands for.
    enum Argument {
        case value(BridgeValue)
        /// The value at this index among the batch's other values.
        case other(Int)
    }

    /// The pair for `value`, or nil when it goes among the other values.
    static func pair(_ value: BridgeValue) -> (tag: Double, number: Double)? {
        switch value {
        case .number(let n): (Tag.number.rawValue, n)
        case .bool(let b): ((b ? Tag.isTrue : Tag.isFalse).rawValue, 0)
        case .undefined: (Tag.undefined.rawValue, 0)
        case .null: (Tag.null.rawValue, 0)
        default: nil
        }
    }

    /// The pair for the value at `index` among the other values.
    static func otherPair(_ index: Int) -> (tag: Double, number: Double) { (Tag.other.rawValue, Double(index)) }

    /// What `(tag, number)` stands for; nil for a pair JS should not have written.
    static func argument(tag: Double, number: Double) -> Argument? {
        switch Tag(rawValue: tag) {
        case .number: .value(.number(number))
        case .isFalse: .value(.bool(false))
        case .isTrue: .value(.bool(true))
        case .undefined: .value(.undefined)
        case .null: .value(.null)
        case .other: JSEngine.index(number).map(Argument.other)
        case nil: nil
        }
    }

    /// Whether the pair is a number (a callback ID must be one).
    static func isNumber(tag: Double) -> Bool { tag == Tag.number.rawValue }

    /// The tags as the JS half gets them: `{number: 0, isFalse: 1, …}`.
    static var table: BridgeValue {
        .object(Dictionary(uniqueKeysWithValues: Tag.allCases.map { ($0.name, .number($0.rawValue)) }))
    }
}
