import BridgeCore

extension Runtime.Configuration {
    /// The TypeScript declarations (`.d.ts`) of this configuration's modules (see
    /// ``TypeScriptDeclarations``). Makes one instance of each module, as a runtime would, and
    /// starts no engine; throws `E_INVALID_REGISTRATION` as a runtime would. Any thread.
    public func typeScriptDeclarations() throws -> String {
        let thread = JSThread()
        defer { thread.stop() }
        let log = self.log ?? { _, _ in }
        let hooks = EngineHooks(
            log: log, uncaughtError: { _ in }, exit: nil, timeLimitExceeded: { _ in }, timeLimitDescription: "none")
        let responder = RuntimeResponder(thread: thread, bridge: NativeBridge(thread: thread, hooks: hooks), log: log)
        let context = ModuleContext(thread: thread, responder: responder, hooks: hooks, reloadTrigger: ReloadTrigger())
        return TypeScriptDeclarations.generate(try ModuleRegistry(moduleInstances(context, headlessTasks: HeadlessTasks())))
    }
}
