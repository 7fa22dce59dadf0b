import BridgeCore
import CJavaScriptCore

extension JSEngine {
    /// Runs `body` inside one engine callback, so the calls into JS it makes (pulling the queue,
    /// delivering results) are nested entries rather than outermost ones, and promise jobs they
    /// queue run once, when `body` returns. (The engine drops its lock around a host callback,
    /// so C API calls inside still take it each time.)
    func locked(_ body: () -> Void) {
        guard let ctx = context, lockDepth == 0 else { return body() }
        if lockFunction == nil {
            guard let fn = makeFunction("bridgeLocked", { engine, _ in
                engine.lockDepth += 1
                defer { engine.lockDepth -= 1 }
                engine.lockedBody?()
                return nil
            }) else { return body() }
            protect(fn)
            lockFunction = fn
        }
        withoutActuallyEscaping(body) { body in
            lockedBody = body
            timeLimit.reset()
            var exception: JSValueRef?
            JSObjectCallAsFunction(ctx, lockFunction, nil, 0, nil, &exception)
            lockedBody = nil
            if let exception { reportUncaught(.exception, exception) }
        }
    }

    /// Hands an uncaught exception or rejection to the host.
    func reportUncaught(_ kind: UncaughtJSError.Kind, _ value: JSValueRef) {
        do {
            hooks.uncaughtError(UncaughtJSError(kind: kind, exception: try jsException(value)))
        } catch {
            hooks.log(.error, "\(error)")
        }
    }
}
