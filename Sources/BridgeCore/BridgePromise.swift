/// The JS Promise of one promise-method call. Settle it once, from any thread; a second settle
/// is ignored and reported to the host's log. A promise released unsettled rejects, so JS never
/// waits forever.
public final class BridgePromise: Sendable {
    let resolveID: Int
    let rejectID: Int
    let token: CallToken
    /// `Module.method`, for messages.
    public let methodName: String

    /// Makes the promise of call `callID` from the two callback IDs JS appended (resolve, reject).
    package init(resolveID: Int, rejectID: Int, callID: Int, methodName: String, responder: any BridgeResponder) {
        self.resolveID = resolveID
        self.rejectID = rejectID
        self.methodName = methodName
        self.token = CallToken(callID: callID, responder: responder)
    }

    /// Resolves the promise with `value`.
    public func resolve(_ value: BridgeValue = .undefined) {
        guard token.settle() else {
            token.responder.report("\(methodName): promise settled twice; the second resolve was ignored")
            return
        }
        token.responder.invokeCallback(resolveID, arguments: [value])
    }

    /// Resolves the promise with `value` encoded.
    public func resolve<T: Encodable>(encoding value: T) {
        do { resolve(try BridgeValueEncoder().encode(value)) } catch { reject(error) }
    }

    /// Rejects the promise with `error`: its code if it chooses one (``BridgeErrorConvertible``),
    /// else `EUNSPECIFIED`.
    public func reject(_ error: any Error) {
        guard token.settle() else {
            token.responder.report("\(methodName): promise settled twice; the second reject (\(error)) was ignored")
            return
        }
        token.responder.invokeCallback(rejectID, arguments: [BridgeError(wrapping: error).jsErrorData])
    }

    /// Rejects the promise with `code` and `message` (React Native's `reject(code, message, error)`).
    public func reject(code: String, message: String, userInfo: BridgeValue? = nil) {
        reject(BridgeError(BridgeError.Code(rawValue: code), message, userInfo: userInfo))
    }

    /// Whether the promise has been settled.
    public var isSettled: Bool { token.isSettled }

    deinit {
        if token.settle() {
            token.responder.invokeCallback(
                rejectID,
                arguments: [BridgeError(.unspecified, "\(methodName) finished without settling its promise").jsErrorData])
        }
    }
}
