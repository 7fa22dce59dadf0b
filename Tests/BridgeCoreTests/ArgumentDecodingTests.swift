import BridgeCore
import Testing

struct Shape: Codable, Equatable, Sendable {
    struct Point: Codable, Equatable, Sendable {
        var x: Double
        var y: Double
    }
    var name: String
    var points: [Point]
    var closed: Bool?
}

@Suite struct ArgumentDecodingTests {
    func method(_ build: (inout ModuleDefinition) -> Void) throws -> MethodDefinition {
        let module = ModuleDefinition("T", build)
        return try #require(try ModuleRegistry([module]).modules.first?.methods.first)
    }

    @Test func decodesStandardAndCodableTypes() async throws {
        let m = try method { m in
            m.promise("f(s:i:d:b:o:a:map:shape:any:)") {
                (s: String, i: Int, d: Double, b: Bool, o: String?, a: [Int], map: [String: Double], shape: Shape, any: BridgeValue) in
                "\(s) \(i) \(d) \(b) \(o ?? "nil") \(a) \(map["k"]!) \(shape.points.count) \(any)"
            }
        }
        let shape: BridgeValue = ["name": "tri", "points": [["x": 0, "y": 0], ["x": 1, "y": 1]]]
        let result = try await m.invoke(MethodInvocation(arguments: ["s", 4, 2.5, true, nil, [1, 2], ["k": 7], shape, ["z": 1]]))
        #expect(result == "s 4 2.5 true nil [1, 2] 7.0 2 {z: 1}")
    }

    @Test func missingOptionalArgumentsAreNil() async throws {
        let m = try method { m in m.promise("f(a:b:)") { (a: Int, b: String?) in "\(a) \(b ?? "none")" } }
        #expect(try await m.invoke(MethodInvocation(arguments: [1])) == "1 none")
    }

    @Test func mismatchesNameMethodPositionNameTypeAndValue() async throws {
        let m = try method { m in m.promise("draw(shape:scale:)") { (_: Shape, _: Int) in 0 } }
        let good: BridgeValue = ["name": "x", "points": []]
        let cases: [([BridgeValue], String)] = [
            ([good, 1.5], "T.draw: argument 2 (scale): expected integer (Int), got number 1.5"),
            ([good, .number(Double(Int64.max) * 4)], "T.draw: argument 2 (scale): expected integer (Int), got number"),
            ([["name": "x", "points": [["x": 1, "y": "2"]]], 1], "T.draw: argument 1 (shape) at .points[0].y: expected number, got string \"2\""),
            ([["points": []], 1], "T.draw: argument 1 (shape) at .name: expected string, got undefined (missing)"),
            ([["name": "x"], 1], "T.draw: argument 1 (shape) at .points: expected array, got undefined (missing)"),
            (["shape", 1], "T.draw: argument 1 (shape): expected object, got string \"shape\""),
            ([good, 1, 2], "T.draw: expects 2 arguments (shape, scale), got 3"),
        ]
        for (args, message) in cases {
            let error = await #expect(throws: BridgeError.self) { try await m.invoke(MethodInvocation(arguments: args)) }
            #expect(error?.code == .invalidArgument)
            #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "") should start with \(message)")
        }
    }

    @Test func numbersKeepTheirJavaScriptMeaning() throws {
        #expect(try Double(bridgeValue: .number(-0.0)).sign == .minus)
        #expect(try Double(bridgeValue: .number(.nan)).isNaN)
        #expect(try Double(bridgeValue: .number(.infinity)) == .infinity)
        #expect(throws: BridgeDecodingError.self) { try Int(bridgeValue: .number(.nan)) }
        #expect(throws: BridgeDecodingError.self) { try Int(bridgeValue: .number(.infinity)) }
        // 2^53 + 1 is not a JS number: it arrives as 2^53, as JS itself rounds it.
        let twoTo53 = Double(1 << 53)
        #expect(try Int(bridgeValue: .number(twoTo53 + 1)) == 1 << 53)
        #expect(throws: BridgeDecodingError.self) { try UInt32(bridgeValue: .number(-1)) }
    }

    @Test func encodesCodableResults() throws {
        let value = try BridgeValueEncoder().encode(Shape(name: "sq", points: [.init(x: 1, y: 2)], closed: nil))
        #expect(value == ["name": "sq", "points": [["x": 1, "y": 2]]])
        #expect(try BridgeValueDecoder().decode(Shape.self, from: value) == Shape(name: "sq", points: [.init(x: 1, y: 2)]))
    }
}
