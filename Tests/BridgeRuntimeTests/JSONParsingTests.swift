import BridgeRuntime
import Testing

/// `BridgeValue(parsingJSON:)` against the engine's own `JSON.parse`, on the same texts.
@Suite struct JSONParsingTests {
    static let texts: [String] = [
        "0", "-0", "1", "-1.5e-3", "1E+2", "1e400", "-1e400", "5e-324", "2e-324", "0.1", "123456789012345678901234567890",
        "9007199254740993", "1.7976931348623157e308", "\"\"", #""a\"b\\c\/d\b\f\n\r\t""#, #""\u0000\u001f\uFFFF""#,
        #""\ud83d\ude00""#, #""\ud800""#, #""\udc00x\ud800""#, "\"é😀\"", "true", "false", "null", " \t\r\n[ 1 , 2 ]\n ",
        "{}", "[]", #"{"a":{"b":[{},[]]}}"#, #"{"k":1,"k":2}"#, #"{"__proto__":[1]}"#, #"{"":0}"#,
        // Refused by both.
        "", " ", "01", "-", "+1", ".5", "1.", "1e", "0x10", "NaN", "Infinity", "'a'", "\"a", "\"\t\"", #""\x41""#,
        #""\u12""#, "[1,]", "[,1]", "{\"a\":1,}", "{a:1}", "{\"a\" 1}", "tru", "nul", "[1] 2", "/* c */ 1", "\u{FEFF}1",
        "\u{A0}1", "[" + String(repeating: "[", count: 600) + String(repeating: "]", count: 601),
    ]

    @Test func parsesEveryTextAsTheEnginesJSONParseDoes() async throws {
        let runtime = try await TestHost().runtime()
        for text in Self.texts {
            let literal = "'" + text.unicodeScalars.map { String(format: "\\u{%X}", $0.value) }.joined() + "'"
            let engine = try await runtime.evaluate(
                "(() => { try { return { value: JSON.parse(\(literal)) }; } catch (e) { return { error: e.name }; } })()")
            let native = try? BridgeValue(parsingJSON: text)
            if let value = engine["value"] {
                #expect(native == value, "\(text.prefix(40))")
                if case .number(let n)? = native, n == 0 { #expect(n.sign == value.numberValue?.sign, "\(text)") }
            } else {
                #expect(native == nil, "\(text.prefix(40)) was parsed natively but JSON.parse threw \(engine["error"] ?? "")")
            }
        }
        await runtime.shutdown()
    }

    @Test func errorsSayWhatIsWrongAndWhere() {
        let cases: [(String, Int, String)] = [
            (#"{"day": 1"#, 512, "unexpected end of input (at offset 9)"),
            ("\"a\n\"", 512, "control character in a string (at offset 2)"),
            ("[[[]]]", 2, "nested deeper than 2 levels (at offset 2)"),
        ]
        for (text, depth, message) in cases {
            #expect(throws: JSONParseError.self) { try BridgeValue(parsingJSON: text, maximumDepth: depth) }
            do { _ = try BridgeValue(parsingJSON: text, maximumDepth: depth) } catch { #expect(error.description == message) }
        }
        #expect((try? BridgeValue(parsingJSON: "[[]]", maximumDepth: 2)) == [[]])
    }
}
