import BridgeCore
import Testing

struct Settings: Codable, Sendable {
    var volume: Int
    var muted: Bool?
}

struct Unsupported: Sendable {}

func sampleModule() -> ModuleDefinition {
    ModuleDefinition("Sample") { m in
        m.constant("version", 3)
        m.constant("tags", ["a", "b"])
        m.promise("load(id:)") { (id: String) in "loaded \(id)" }
        m.callback("fetch(url:onError:onSuccess:)") { (_: String, _: BridgeCallback, _: BridgeCallback) in }
        m.sync("now") { () -> Double in 1 }
        m.fireAndForget("log(message:level:)") { (_: String, _: Int?) in }
        m.promise("configure(settings:promise:)") { (_: Settings, promise: BridgePromise) in promise.resolve() }
    }
}

@Suite struct ModuleRegistryTests {
    @Test func listsModulesMethodsKindsParametersAndConstants() throws {
        let registry = try ModuleRegistry([sampleModule()])
        let module = try #require(registry.module(named: "Sample"))
        #expect(module.methods.map(\.name) == ["load", "fetch", "now", "log", "configure"])
        #expect(module.methods.map(\.kind) == [.promise, .callback, .sync, .fireAndForget, .promise])
        #expect(module.method(named: "load")?.parameters.map(\.description) == ["id: string"])
        #expect(module.method(named: "fetch")?.parameters.map(\.role) == [.value, .callback, .callback])
        #expect(module.method(named: "fetch")?.callbackIDCount == 2)
        #expect(module.method(named: "log")?.parameters.map(\.description) == ["message: string", "level: integer (Int) or null"])
        #expect(module.method(named: "configure")?.parameters.map(\.description) == ["settings: Settings", "promise: promise"])
        #expect(module.constants == ["version": 3, "tags": ["a", "b"]])
        #expect(registry.moduleID(named: "Sample") == 0)
        #expect(registry.method(moduleID: 0, methodID: 2)?.qualifiedName == "Sample.now")
        #expect(registry.method(moduleID: 0, methodID: 99) == nil)
        #expect(registry.method(moduleID: -1, methodID: 0) == nil)
    }

    @Test func configEntryFollowsReactNative() throws {
        let registry = try ModuleRegistry([sampleModule(), ModuleDefinition("Bare"), ModuleDefinition("OnlySync") { $0.sync("x") { 1 } }])
        let config = registry.remoteModuleConfig
        let signatures: BridgeValue = [
            [["id", 0, "string"]],
            [["url", 0, "string"], ["onError", 2, "function"], ["onSuccess", 2, "function"]],
            [],
            [["message", 0, "string"], ["level", 1, "integer (Int) or null"]],
            [["settings", 0, "Settings"]],
        ]
        #expect(config[0] == ["Sample", ["version": 3, "tags": ["a", "b"]], ["load", "fetch", "now", "log", "configure"], [0, 4], [2], signatures])
        #expect(config[1] == ["Bare"])
        #expect(config[2] == ["OnlySync", nil, ["x"], [], [0], [[]]])
    }

    @Test func refusesDuplicateModuleNames() {
        #expect {
            try ModuleRegistry([ModuleDefinition("Twice"), ModuleDefinition("Twice")])
        } throws: { error in
            (error as? BridgeError)?.code == .invalidRegistration && "\(error)".contains("module Twice") && "\(error)".contains("already registered")
        }
    }

    @Test(arguments: [
        (ModuleDefinition("bad name"), "module name \"bad name\" is not a valid JS identifier"),
        (ModuleDefinition("M") { m in m.sync("a") { 1 }; m.sync("a") { 2 } }, "method M.a is registered twice"),
        (ModuleDefinition("M") { m in m.sync("1x") { 1 } }, "method signature \"1x\" of module M"),
        (ModuleDefinition("M") { m in m.sync("f(a:)") { (a: Int, b: Int) in a + b } }, "M.f(a:) names 1 parameter(s) but its closure takes 2"),
        (ModuleDefinition("M") { m in m.sync("f(a:)") { (_: Unsupported) in 1 } }, "parameter a has type Unsupported, which is neither BridgeArgument nor Decodable"),
        (ModuleDefinition("M") { m in m.sync("f") { Unsupported() } }, "result type Unsupported is neither BridgeResult nor Encodable"),
        (ModuleDefinition("M") { m in m.promise("f(p:x:)") { (_: BridgePromise, _: Int) in } }, "a BridgePromise parameter must be the last"),
        (ModuleDefinition("M") { m in m.callback("f(x:)") { (_: Int) in } }, "a callback method needs at least one BridgeCallback parameter"),
        (ModuleDefinition("M") { m in m.callback("f(cb:x:)") { (_: BridgeCallback, _: Int) in } }, "callbacks must come after the other parameters"),
        (ModuleDefinition("M") { m in m.sync("f(cb:)") { (_: BridgeCallback) in 1 } }, "only callback methods take BridgeCallback parameters"),
        (ModuleDefinition("M") { m in m.fireAndForgetForm("f(a:)") { (_: Int) in } }, "M.f(a:): another form needs a method of that name registered before it"),
        (ModuleDefinition("M") { m in m.sync("f") { 1 }; m.fireAndForgetForm("f(a:)") { (_: Int) in } }, "only methods JS calls asynchronously"),
        (
            ModuleDefinition("M") { m in
                m.fireAndForget("f") {}
                m.fireAndForgetForm("f(a:)") { (_: Int) in }
                m.fireAndForgetForm("f(a:b:)") { (_: Int, _: Int) in }
            }, "M.f(a:b:): another form needs a method of that name registered before it, with no other form yet"
        ),
    ])
    func refusesInvalidDefinitions(definition: ModuleDefinition, problem: String) {
        #expect {
            try ModuleRegistry([definition])
        } throws: { error in
            (error as? BridgeError)?.code == .invalidRegistration && "\(error)".contains(problem)
        }
    }
}

struct OtherFormTests {
    /// React Native's two ways of calling one method: iOS's (one value and a callback) and
    /// Android's (three values, the last optional, no callback).
    let method = ModuleDefinition("Net") { m in
        m.callback("send(query:callback:)") { (_: BridgeValue, _: BridgeCallback) in }
        m.fireAndForgetForm("send(method:url:id:)") { (_: String, _: String, _: Int?) in }
    }.method(named: "send")!

    @Test func aCallIsForTheFormItsArgumentCountFits() {
        #expect(method.form(forArgumentCount: 2).kind == .callback)
        #expect(method.form(forArgumentCount: 2).valueParameterCount == 1)
        #expect(method.form(forArgumentCount: 3).kind == .fireAndForget)
        #expect(method.form(forArgumentCount: 3).parameters.map(\.name) == ["method", "url", "id"])
        // Two values fit the other form too (its last is optional), but the first form comes first.
        // A count neither takes stays with the first form, which reports it.
        #expect(method.form(forArgumentCount: 1) === method)
        #expect(method.form(forArgumentCount: 4) === method)
    }

    @Test func theCountCheckAcceptsEitherForm() {
        #expect(method.countProblem(count: 2, trailingFunctions: 1, argumentAfterValues: "") == nil)
        #expect(method.countProblem(count: 3, trailingFunctions: 0, argumentAfterValues: "") == nil)
        #expect(method.countProblem(count: 2, trailingFunctions: 0, argumentAfterValues: "") == nil)
        #expect(method.countProblem(count: 1, trailingFunctions: 0, argumentAfterValues: "") == "Net.send: argument 2 (callback) is missing: expected a function")
        #expect(method.countProblem(count: 5, trailingFunctions: 0, argumentAfterValues: "")?.hasPrefix("Net.send: expects 1 argument") == true)
    }
}

struct DirectBodyTests {
    @Test func syncMethodsOfBridgeArgumentTypesGetABodyCompiledForThem() throws {
        let definition = ModuleDefinition("Direct") { m in
            m.sync("add(a:b:)") { (a: Double, b: Int) in a + Double(b) }
            m.sync("set(flag:)") { (_: Bool) in }
            m.sync("apply(settings:)") { (s: Settings) in s.volume }
        }
        let add = try #require(definition.methods.first { $0.name == "add" })
        let set = try #require(definition.methods.first { $0.name == "set" })
        let apply = try #require(definition.methods.first { $0.name == "apply" })
        let addBody = try #require(add.directBody)
        #expect(set.directBody != nil)
        // A `Decodable` parameter goes through the general decoder only.
        #expect(apply.directBody == nil)
        let values: [BridgeValue] = [1.5, 2]
        #expect(try values.withUnsafeBufferPointer { try addBody($0) } == 3.5)
    }

    @Test func theDirectBodyRefusesAMismatchBeforeRunningTheMethod() throws {
        let runs = Locked(0)
        let definition = ModuleDefinition("Direct") { m in
            m.sync("twice(n:)") { (n: Int) in
                runs.withLock { $0 += 1 }
                return n * 2
            }
        }
        let body = try #require(definition.methods.first?.directBody)
        for bad: [BridgeValue] in [[1.5], ["2"], []] {
            #expect(throws: DirectArgumentMismatch.self) { try bad.withUnsafeBufferPointer { try body($0) } }
        }
        #expect(runs.withLock { $0 } == 0)
    }
}
