import BridgeCore
import Testing

@Suite struct CallbackAndPromiseTests {
    @Test func promiseSettlesOnceAndReportsASecondSettle() {
        let responder = RecordingResponder()
        let promise = BridgePromise(resolveID: 10, rejectID: 11, callID: 5, methodName: "M.f", responder: responder)
        promise.resolve("done")
        promise.reject(BridgeError(.unspecified, "late"))
        #expect(promise.isSettled)
        #expect(responder.invoked.withLock { $0.map(\.0) } == [10])
        #expect(responder.invoked.withLock { $0.first?.1 } == ["done"])
        #expect(responder.reports.withLock { $0 }.count == 1)
        #expect(responder.reports.withLock { $0 }.first?.contains("M.f: promise settled twice") == true)
    }

    @Test func rejectionCarriesCodeMessageAndUserInfo() {
        let responder = RecordingResponder()
        BridgePromise(resolveID: 0, rejectID: 1, callID: 0, methodName: "M.f", responder: responder)
            .reject(code: "E_CUSTOM", message: "went wrong", userInfo: ["n": 1])
        #expect(responder.invoked.withLock { $0.first?.1 } == [["code": "E_CUSTOM", "message": "went wrong", "userInfo": ["n": 1]]])
    }

    @Test func anUnsettledPromiseRejectsWhenReleased() {
        let responder = RecordingResponder()
        do { _ = BridgePromise(resolveID: 2, rejectID: 3, callID: 1, methodName: "M.g", responder: responder) }
        let invoked = responder.invoked.withLock { $0 }
        #expect(invoked.map(\.0) == [3])
        #expect(invoked.first?.1.first?["code"] == "EUNSPECIFIED")
    }

    @Test func theFirstCallbackRetiresTheOthers() {
        let responder = RecordingResponder()
        let callbacks = BridgeCallback.makeCallbacks(ids: [8, 9], callID: 4, responder: responder)
        callbacks[1]("ok")
        callbacks[0]("error too")
        #expect(responder.invoked.withLock { $0.map(\.0) } == [9])
        #expect(responder.reports.withLock { $0.count } == 1)
    }

    @Test func callbacksReleasedUninvokedRetireTheCall() {
        let responder = RecordingResponder()
        do { _ = BridgeCallback.makeCallbacks(ids: [14, 15], callID: 7, responder: responder) }
        #expect(responder.retired.withLock { $0 } == [7])
        #expect(responder.invoked.withLock { $0.isEmpty })
    }
}
