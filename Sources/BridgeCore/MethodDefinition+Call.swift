/// One call of a method as it arrives from JS, and how its answer (or its failure) goes back.
extension MethodDefinition {
    /// Which of a call's `count` trailing arguments are callback IDs, by React Native's encoding:
    /// a promise's two IDs (resolve, then reject); for a callback method an odd success ID at the
    /// end, with the even error ID of the same call before it when JS passed two functions (an
    /// even ID alone is an error callback). `id(i)` reads argument `i` as an ID (nil when it is
    /// not a non-negative integer). Other kinds take none.
    package func trailingCallbackIDs(count: Int, id: (Int) -> Int?) -> [Int] {
        switch kind {
        case .promise:
            guard count >= 2, let resolve = id(count - 2), let reject = id(count - 1), CallbackID.callID(resolve) == CallbackID.callID(reject) else { return [] }
            return [resolve, reject]
        case .callback:
            guard count >= 1, let last = id(count - 1) else { return [] }
            guard callbackIDCount >= 2, CallbackID.isSecond(last), count >= 2, let before = id(count - 2),
                CallbackID.callID(before) == CallbackID.callID(last), !CallbackID.isSecond(before)
            else { return [last] }
            return [before, last]
        case .sync, .fireAndForget:
            return []
        }
    }

    /// The problem with a callback method's call of `valueCount` values and `callbackCount`
    /// callbacks, when JS passed fewer callbacks than the method takes: names the first callback
    /// parameter missing, and what stood in its place (`describe(i)` describes value `i`).
    package func missingCallback(valueCount: Int, callbackCount: Int, describe: (Int) -> String) -> BridgeError? {
        guard kind == .callback, callbackCount < callbackIDCount else { return nil }
        // JS's arguments: the values, then the callbacks it passed, which are the last ones (the
        // success callback alone when one of two is passed): the first callback is missing, and
        // in its place stands the value right after the method's values, if any.
        guard parameters.contains(where: { $0.role == .callback }) else { return nil }
        let got = valueCount > valueParameterCount ? describe(valueParameterCount) : "nothing"
        return BridgeError(.invalidArgument, callbackProblem(got: got))
    }

    /// Runs one call on `queue` and answers it as JS expects: a promise resolves with the result
    /// or rejects with the error; a callback method's failure goes to its first callback (the
    /// error callback of two, or the only one, error-first) as `{code, message}` unless a
    /// callback has already been invoked. A failure nothing of the call can carry (every failure
    /// of a fire-and-forget method) goes to `unanswered`. `failure`, when given, is a problem
    /// found before the body could run (an argument that could not be read): the body does not
    /// run. `completion` runs once the body has returned (or at once after a `failure`). Any
    /// thread.
    package func perform(
        _ invocation: MethodInvocation, on queue: ModuleQueue, failure: BridgeError? = nil,
        unanswered: @escaping @Sendable (BridgeError) -> Void, completion: (@Sendable () -> Void)? = nil
    ) {
        if let failure {
            answer(failure, invocation, unanswered: unanswered)
            completion?()
            return
        }
        let settlesItself = parameters.last?.role == .promise
        @Sendable func finish(_ result: Result<BridgeValue, any Error>) {
            switch result {
            case .success(let value):
                if let promise = invocation.promise, !settlesItself { promise.resolve(value) }
            case .failure(let error):
                answer(error, invocation, unanswered: unanswered)
            }
            completion?()
        }
        if isSynchronous {
            queue.submitSync { finish(Result { try self.invokeSync(invocation) }) }
        } else {
            queue.submit {
                do { finish(.success(try await self.invoke(invocation))) } catch { finish(.failure(error)) }
            }
        }
    }

    /// Sends `error` where the call can carry it, else to `unanswered`.
    private func answer(_ error: any Error, _ invocation: MethodInvocation, unanswered: @Sendable (BridgeError) -> Void) {
        let bridgeError = BridgeError(wrapping: error)
        if let promise = invocation.promise {
            promise.reject(bridgeError)
        } else if let first = invocation.callbacks.first, !first.isAnswered {
            first.invoke([bridgeError.jsErrorData])
        } else if bridgeError.code == .invalidArgument {
            unanswered(bridgeError)
        } else {
            unanswered(BridgeError(bridgeError.code, "\(qualifiedName) threw: \(bridgeError.message)", userInfo: bridgeError.userInfo))
        }
    }
}
