import BridgeCore
import BridgeRuntime
import Testing

/// A module answering through typed callbacks and a promise it settles itself.
private final class SessionModule: NativeModule {
    struct Session: Codable, Sendable {
        var user: String
        var expires: Int
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Sessions") { m in
            m.callback("open(user:onError:onOpened:)") { (user: String, onError: BridgeCallback, onOpened: Callback<Session, Bool>) in
                guard !user.isEmpty else { return onError(["message": "no user"]) }
                onOpened(Session(user: user, expires: 60), true)
            }
            m.callback("ping(done:)") { (done: Callback< >) in done() }
            m.promise("login(user:promise:)") { (user: String, promise: TypedPromise<Session>) in
                user == "mallory" ? promise.reject(code: "E_DENIED", message: "not you") : promise.resolve(Session(user: user, expires: 30))
            }
        }
    }
}

@Suite struct TypedCallbackTests {
    @Test func typedCallbacksAndPromisesCarryTheirValues() async throws {
        let runtime = try await TestHost().runtime([{ _ in SessionModule() }])
        let got = try await runtime.run(
            """
            globalThis.got = [];
            const S = NativeModules.Sessions;
            S.open('ada', e => got.push('error ' + e.message), (s, fresh) => got.push(s.user + ' ' + s.expires + ' ' + fresh));
            S.open('', e => got.push('error ' + e.message), () => got.push('opened'));
            S.ping((...a) => got.push('pong ' + a.length));
            S.login('grace').then(s => got.push('login ' + s.user + ' ' + s.expires));
            S.login('mallory').catch(e => got.push(e.code + ' ' + e.message));
            """, then: "got")
        #expect(got == ["ada 60 true", "error no user", "pong 0", "login grace 30", "E_DENIED not you"])
        await runtime.shutdown()
    }

    @Test func theirTypesAreDeclared() throws {
        let d = TypeScriptDeclarations.generate(try ModuleRegistry([SessionModule().definition]))
        #expect(d.contains("open(user: string, onError: (error: NativeModuleError) => void, onOpened: (arg1: SessionsSession, arg2: boolean) => void): void;"))
        #expect(d.contains("ping(done: () => void): void;"))
        #expect(d.contains("login(user: string): Promise<SessionsSession>;"))
    }
}
