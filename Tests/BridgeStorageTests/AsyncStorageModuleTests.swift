import BridgeCore
import BridgeStorage
import BridgeTesting
import Testing

/// The native module as React Native's JS halves call it: one callback, `(errors, result)`.
@Suite struct AsyncStorageModuleTests {
    @Test func callbacksHaveReactNativesShapes() async throws {
        let tester = try ModuleTester(AsyncStorageModule(database: AsyncStorageDatabase(.inMemory)))
        #expect(try await tester.callback("multiSet", [["a", "1"], ["b", "2"]])?.arguments == [nil])
        #expect(try await tester.callback("multiGet", ["b", "missing", "a", "b"])?.arguments
                == [nil, [["b", "2"], ["missing", nil], ["a", "1"], ["b", "2"]]])
        #expect(try await tester.callback("multiMerge", [["m", #"{"x":{"y":1}}"#]])?.arguments == [nil])
        #expect(try await tester.callback("multiMerge", [["m", #"{"x":{"z":2}}"#]])?.arguments == [nil])
        #expect(try await tester.callback("multiGet", ["m"])?.arguments == [nil, [["m", #"{"x":{"y":1,"z":2}}"#]]])
        let keys = try #require(try await tester.callback("getAllKeys")?.arguments)
        #expect(keys[0] == nil)
        #expect(Set(keys[1].arrayValue?.compactMap(\.stringValue) ?? []) == ["a", "b", "m"])
        #expect(try await tester.callback("multiRemove", ["a", "never-set"])?.arguments == [nil])
        #expect(try await tester.callback("clear")?.arguments == [nil])
        #expect(try await tester.callback("getAllKeys")?.arguments == [nil, []])
    }

    @Test func aKeyOrValueThatIsNotAStringFailsTheWholeCallWithTheKey() async throws {
        let tester = try ModuleTester(AsyncStorageModule(database: AsyncStorageDatabase(.inMemory)))
        let answer = try #require(try await tester.callback("multiSet", [["good", "1"], ["bad", 2]])?.arguments)
        #expect(answer.count == 1)
        let error = try #require(answer[0].arrayValue?.first)
        #expect(error["code"] == "E_INVALID_ARGUMENT")
        #expect(error["key"] == "bad")
        #expect(error["message"] == #"RNCAsyncStorage.multiSet: the value for key "bad" must be a string, got number 2"#)
        #expect(try await tester.callback("multiGet", ["good"])?.arguments == [nil, [["good", nil]]], "nothing of the call was done")

        let keyError = try #require(try await tester.callback("multiGet", ["a", ["nested"]])?.arguments)
        #expect(keyError[0].arrayValue?.first?["message"] == "RNCAsyncStorage.multiGet: key 1 must be a string, got array")
        #expect(keyError[1] == nil)
        let shape = try #require(try await tester.callback("multiMerge", ["k"])?.arguments)
        #expect(shape[0].arrayValue?.first?["message"] == #"RNCAsyncStorage.multiMerge: entry 0 must be a [key, value] array of two strings, got string "k""#)
        // Not an array at all: the bridge's own check, to the (only) callback.
        let notArray = try #require(try await tester.callback("multiRemove", "k")?.arguments)
        #expect(notArray[0]["code"] == "E_INVALID_ARGUMENT")
    }

    @Test func aLoneSurrogateKeyRoundTripsThroughTheModule() async throws {
        let tester = try ModuleTester(AsyncStorageModule(database: AsyncStorageDatabase(.inMemory)))
        let key: BridgeValue = .utf16([0x6B, 0xD800]), value: BridgeValue = .utf16([0xDFFF, 0])
        _ = try await tester.callback("multiSet", [[key, value]])
        #expect(try await tester.callback("multiGet", [key, "k\u{FFFD}"])?.arguments == [nil, [[key, value], ["k\u{FFFD}", nil]]])
    }

    @Test func aDatabaseThatCannotBeOpenedAnswersEveryCallWithEStorage() async throws {
        let tester = try ModuleTester(AsyncStorageModule(database: AsyncStorageDatabase(path: "/proc/no-such-dir/storage.sqlite")))
        let get = try #require(try await tester.callback("multiGet", ["k"])?.arguments)
        #expect(get[0].arrayValue?.first?["code"] == "E_STORAGE")
        #expect(get[0].arrayValue?.first?["message"]?.stringValue?.contains("/proc/no-such-dir/storage.sqlite") == true)
        let keys = try #require(try await tester.callback("getAllKeys")?.arguments)
        #expect(keys[0]["code"] == "E_STORAGE", "getAllKeys passes one error, not an array")
        #expect(keys[1] == nil)
        let clear = try #require(try await tester.callback("clear")?.arguments)
        #expect(clear[0]["code"] == "E_STORAGE")
    }
}
