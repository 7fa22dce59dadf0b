/// The values JS may pass for an enum parameter: the raw values of a `CaseIterable`,
/// `RawRepresentable` enum (`enum Theme: String, Codable, CaseIterable`), so a wrong one is
/// refused with the list of allowed values and TypeScript declarations name them.
enum EnumCases {
    /// The raw values of `type` as JS sees them, or nil when it is not such an enum (or its raw
    /// values are not strings or numbers).
    static func rawValues(of type: Any.Type) -> [BridgeValue]? {
        guard let iterable = type as? any (CaseIterable & RawRepresentable).Type else { return nil }
        return values(iterable)
    }

    private static func values<E: CaseIterable & RawRepresentable>(_: E.Type) -> [BridgeValue]? {
        var result: [BridgeValue] = []
        for c in E.allCases {
            guard let raw = c.rawValue as? any BridgeResult else { return nil }
            result.append(raw.bridgeValue)
        }
        return result
    }

    /// "one of "light", "dark"", as error messages name the expected value.
    static func describe(_ values: [BridgeValue]) -> String {
        "one of " + values.map(\.description).joined(separator: ", ")
    }
}
