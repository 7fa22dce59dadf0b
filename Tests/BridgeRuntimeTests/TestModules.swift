import BridgeRuntime


struct Point: Codable, Equatable, Sendable {
    var x: Double
    var y: Double
}

/// A module with one method of every kind, for the runtime tests.
final class MathModule: NativeModule {
    struct Failure: Error, BridgeErrorConvertible {
        var bridgeCode: BridgeError.Code { "E_MATH" }
        var bridgeMessage: String { "cannot divide by zero" }
        var bridgeUserInfo: BridgeValue? { ["hint": "use a non-zero divisor"] }
    }

    struct Plain: Error {}

    let execution: ModuleExecution
    let order = Locked<[Int]>([])
    let invalidated = Locked(false)

    init(execution: ModuleExecution = .ownQueue) {
        self.execution = execution
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Math", runsOn: execution) { m in
            m.constant("pi", 3.14159)
            m.constant("name", "math")
            m.promise("add(a:b:)") { (a: Double, b: Double) in a + b }
            m.promise("divide(a:b:)") { (a: Double, b: Double) throws -> Double in
                if b == 0 { throw Failure() }
                return a / b
            }
            m.promise("fail") { () throws -> Int in throw Plain() }
            m.promise("midpoint(a:b:)") { (a: Point, b: Point) in Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            m.promise("join(parts:separator:)") { (parts: [String], separator: String?) in parts.joined(separator: separator ?? ",") }
            m.promise("echo(value:)") { (value: BridgeValue) in value }
            m.promise("later(value:promise:)") { (value: Int, promise: BridgePromise) in
                Task {
                    try await Task.sleep(for: .milliseconds(5))
                    promise.resolve(.number(Double(value * 2)))
                }
            }
            m.promise("twice(promise:)") { (promise: BridgePromise) in
                promise.resolve("first")
                promise.resolve("second")
            }
            m.promise("never(promise:)") { (_: BridgePromise) in }
            m.promise("slow(ms:)") { (ms: Int) in
                try await Task.sleep(for: .milliseconds(ms))
                return ms
            }
            m.callback("square(x:onError:onSuccess:)") { (x: Double, onError: BridgeCallback, onSuccess: BridgeCallback) in
                if x.isNaN { onError(["message": "not a number"]) } else { onSuccess(.number(x * x)) }
            }
            m.callback("describe(x:callback:)") { (x: Int, callback: BridgeCallback) in callback(.null, .string("x=\(x)")) }
            m.sync("multiply(a:b:)") { (a: Double, b: Double) in a * b }
            m.sync("strict(n:)") { (n: Int) in n }
            m.sync("explode") { () throws -> Int in throw Failure() }
            m.fireAndForget("record(n:)") { (n: Int) in self.order.withLock { $0.append(n) } }
            m.promise("recorded") { self.order.withLock { $0 } }
            m.onInvalidate { self.invalidated.withLock { $0 = true } }
        }
    }
}
