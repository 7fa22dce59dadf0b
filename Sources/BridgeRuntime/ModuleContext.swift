import BridgeCore

/// What a native module may use of the runtime that installs it: call into JS, emit events,
/// report errors and log. Handed to module factories; every method is callable from any thread.
public final class ModuleContext: Sendable {
    /// The runtime's JS thread, for modules that schedule work on its loop (timers).
    public let thread: JSThread
    let responder: RuntimeResponder
    let hooks: EngineHooks
    let reloadTrigger: ReloadTrigger

    init(thread: JSThread, responder: RuntimeResponder, hooks: EngineHooks, reloadTrigger: ReloadTrigger) {
        self.thread = thread
        self.responder = responder
        self.hooks = hooks
        self.reloadTrigger = reloadTrigger
    }

    /// Asks the runtime to reload (``Runtime/reload()``) once the current call has returned.
    public func requestReload() {
        reloadTrigger.fire()
    }

    /// Calls `method` of the callable JS module `module` (registered with
    /// `BatchedBridge.registerCallableModule`), without waiting for it.
    public func callJSModule(_ module: String, _ method: String, _ arguments: [BridgeValue]) {
        responder.send(.call(module: module, method: method, arguments: arguments, reply: nil))
    }

    /// Emits `event` with `body` to `DeviceEventEmitter` / `NativeEventEmitter` listeners.
    public func emit(_ event: String, body: BridgeValue = .null) {
        responder.emit(event, body: body)
    }

    /// Hands an error JS reported to the host's error handler.
    public func reportError(_ error: UncaughtJSError) {
        hooks.uncaughtError(error)
    }

    /// Writes to the host's log.
    public func log(_ level: LogLevel, _ message: String) {
        hooks.log(level, message)
    }
}
