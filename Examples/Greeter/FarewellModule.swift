import BridgeRuntime

/// The same kind of module written with the builder: the definition by hand.
actor Farewell: NativeModule {
    private var said = 0

    nonisolated var definition: ModuleDefinition {
        ModuleDefinition("Farewell") { m in
            m.constant("parting", "Goodbye")
            m.promise("bid(name:)") { (name: String) in await self.bid(name) }
            m.sync("whisper(text:)") { (text: String) in text.lowercased() + "…" }
        }
    }

    private func bid(_ name: String) -> String {
        said += 1
        return "Goodbye, \(name) (farewell #\(said))"
    }
}
