/// How a call's arguments are counted, written once for both halves: native code checks a batch
/// with it, and the built-in JS half asks it (through its `countProblem` hook) before a call
/// leaves JS whenever the call does not have every parameter with functions last.
extension MethodDefinition {
    /// The problem with a call from JS of `count` arguments, the last `trailingFunctions` of them
    /// functions (counted up to the method's callback count), or nil when the count is right:
    /// too many arguments, a callback missing or not a function, a required value missing.
    /// `argumentAfterValues` describes the argument right after the method's values (what
    /// stands where the first callback should be). A promise method's promise is not counted.
    package func countProblem(count: Int, trailingFunctions: Int, argumentAfterValues: String) -> String? {
        guard let problem = countProblemOfThisForm(count: count, trailingFunctions: trailingFunctions, argumentAfterValues: argumentAfterValues)
        else { return nil }
        if let otherForm, otherForm.countProblem(count: count, trailingFunctions: trailingFunctions, argumentAfterValues: argumentAfterValues) == nil {
            return nil
        }
        return problem
    }

    private func countProblemOfThisForm(count: Int, trailingFunctions: Int, argumentAfterValues: String) -> String? {
        let values = parameters.filter { $0.role == .value }
        let callbackCount = parameters.count { $0.role == .callback }
        if count > values.count + callbackCount {
            return tooManyArguments(count - min(callbackCount, trailingFunctions)).message
        }
        var valueCount = count
        if callbackCount > 0 {
            if trailingFunctions < callbackCount {
                return callbackProblem(got: count - trailingFunctions > values.count ? argumentAfterValues : nil)
            }
            valueCount = count - callbackCount
        }
        for (i, value) in values.enumerated().dropFirst(valueCount) where !value.isOptional {
            return "\(qualifiedName): argument \(i + 1) (\(value.name)) is missing: expected \(value.typeName)"
        }
        return nil
    }

    /// The error for a call that passed `count` values where the method takes fewer.
    func tooManyArguments(_ count: Int) -> BridgeError {
        let values = parameters.filter { $0.role == .value }
        let names = values.map(\.name).joined(separator: ", ")
        return BridgeError(
            .invalidArgument,
            "\(qualifiedName): expects \(values.count) argument\(values.count == 1 ? "" : "s")"
                + (kind == .callback ? " before its callbacks" : "") + (names.isEmpty ? "" : " (\(names))") + ", got \(count)")
    }

    /// The message for a call whose first callback is missing: `got` describes what stands in
    /// its place, nil when nothing does.
    func callbackProblem(got: String?) -> String {
        let name = parameters.first { $0.role == .callback }?.name ?? "callback"
        let position = valueParameterCount + 1
        guard let got else { return "\(qualifiedName): argument \(position) (\(name)) is missing: expected a function" }
        return "\(qualifiedName): argument \(position) (\(name)): expected a function, got \(got)"
    }

    /// React Native's callback IDs: a call's first callback (a promise's resolve, a callback
    /// method's error callback) has ID `callID << 1`, its second `callID << 1 | 1`. The built-in
    /// JS half makes them the same way (`enqueueNativeCall`); a test checks that the two agree.
    package enum CallbackID {
        /// The call an ID belongs to.
        package static func callID(_ id: Int) -> Int { id >> 1 }
        /// Whether the ID is its call's second callback.
        package static func isSecond(_ id: Int) -> Bool { id & 1 == 1 }
    }
}
