@testable import BridgeStorage
import Foundation
import Testing

/// mergeItem's deep merge (React Native's: objects merge at any depth, everything else is replaced).
@Suite struct JSONMergeTests {
    func merge(_ old: String, _ new: String) throws(JSONMerge.Failure) -> String {
        String(decoding: try JSONMerge.merge(Array(old.utf16), Array(new.utf16)), as: UTF16.self)
    }

    @Test func objectsMergeAtAnyDepthAndOtherValuesAreReplaced() throws {
        let merged = try merge(
            #"{"user":{"name":"ada","tags":["a","b"],"address":{"city":"x","zip":1}},"n":1}"#,
            #"{"user":{"tags":["c"],"address":{"zip":2},"age":36},"n":{"now":"object"},"extra":null}"#)
        #expect(merged == #"{"user":{"name":"ada","tags":["c"],"address":{"city":"x","zip":2},"age":36},"n":{"now":"object"},"extra":null}"#)
    }

    @Test func anObjectReplacesAScalarAndAScalarReplacesAnObject() throws {
        #expect(try merge(#"{"a":1,"b":{"c":1}}"#, #"{"a":{"x":1},"b":2}"#) == #"{"a":{"x":1},"b":2}"#)
    }

    @Test func valuesKeepTheirTextExactly() throws {
        // Numbers JSON.parse would round, escapes and lone surrogates come out as written.
        let new = "{\"big\":12345678901234567890123,\"f\":1.50e+3,\"s\":\"\\u00e9\\ud800\",\"raw\":\"\u{1F600}\", \"arr\" : [ 1 , 2 ]}"
        #expect(try merge("{}", new) == "{\"big\":12345678901234567890123,\"f\":1.50e+3,\"s\":\"\\u00e9\\ud800\",\"raw\":\"\u{1F600}\",\"arr\":[ 1 , 2 ]}")
    }

    @Test func aRepeatedNameKeepsItsFirstPlaceAndTakesTheLastValueAsJSONParseDoes() throws {
        #expect(try merge(#"{"a":1,"b":2,"a":3}"#, #"{"c":4}"#) == #"{"a":3,"b":2,"c":4}"#)
    }

    @Test func namesAreComparedByTheirDecodedCodeUnits() throws {
        // "\u0061" is "a"; "é" precomposed and decomposed are different names, as in JS.
        #expect(try merge(#"{"a":1,"é":1}"#, "{\"\\u0061\":2,\"e\u{301}\":2}") == "{\"a\":2,\"é\":1,\"e\u{301}\":2}")
    }

    @Test func aLoneSurrogateInTheTextRoundTrips() throws {
        let old: [UInt16] = Array(#"{"k":""#.utf16) + [0xD800] + Array(#""}"#.utf16)
        let new: [UInt16] = Array(#"{"m":""#.utf16) + [0xDC00] + Array(#""}"#.utf16)
        let merged = try JSONMerge.merge(old, new)
        #expect(merged == Array(#"{"k":""#.utf16) + [0xD800] + Array(#"","m":""#.utf16) + [0xDC00] + Array(#""}"#.utf16))
    }

    @Test(arguments: [
        ("{bad", "the value is not JSON: expected a member name in quotes at position 1"),
        (#"{"a":1,}"#, "the value is not JSON: expected a member name in quotes at position 7"),
        (#"{"a":01}"#, "the value is not JSON: expected '}' at position 6"),
        (#"{"a":"x"} trailing"#, "the value is not JSON: unexpected text after the JSON value at position 10"),
        (#"{"a":"\q"}"#, "the value is not JSON: bad escape at position 7"),
        ("{\"a\":\"\u{1}\"}", "the value is not JSON: control character in a string at position 6"),
        (#"{"a":tru}"#, "the value is not JSON: unexpected character at position 8"),
        (#"{"a":"#, "the value is not JSON: expected a value at the end"),
        ("", "the value is not JSON: expected a value at the end"),
        ("[1,2]", "the value is JSON but not an object; only objects merge"),
        (#""text""#, "the value is JSON but not an object; only objects merge"),
    ])
    func malformedOrNonObjectValuesAreRefusedWithThePlace(text: String, message: String) {
        #expect(throws: JSONMerge.Failure(message: message)) { try merge(#"{"a":1}"#, text) }
    }

    @Test func aStoredValueThatIsNotAnObjectIsNamedAsSuch() {
        #expect(throws: JSONMerge.Failure(message: "the stored value is JSON but not an object; only objects merge")) { try merge("[1]", #"{"a":1}"#) }
    }

    @Test func nestingIsLimitedInsteadOfExhaustingTheStack() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONMerge.Failure.self) { try merge("{}", #"{"a":"# + deep + "}") }
        let ok = String(repeating: #"{"a":"#, count: 500) + "1" + String(repeating: "}", count: 500)
        #expect(try merge("{}", ok) == ok)
    }

    /// Members are found by name through a table (50,000 × 50,000 by a linear search would
    /// take minutes).
    @Test func aWideObjectMergesIntoAWideObject() throws {
        let members = (0..<50_000).map { #""k\#($0)":\#($0)"# }
        let changed = members.enumerated().map { $0.offset % 2 == 0 ? #""k\#($0.offset)":"even""# : $0.element }
        #expect(try merge("{" + members.joined(separator: ",") + "}", "{" + changed.reversed().joined(separator: ",") + "}")
                == "{" + changed.joined(separator: ",") + "}")
    }
}
