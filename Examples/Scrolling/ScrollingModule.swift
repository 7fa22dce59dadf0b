import BridgeRuntime

/// An F8Scrolling-style module whose work must happen on the app's main queue: its state is
/// main-actor isolated, so its methods read and write it without a lock or an `await`, and the
/// compiler checks that nothing else touches it.
@MainActor final class ScrollingModule: NativeModule {
    private var offset = 0.0
    private var history: [Double] = []

    nonisolated var definition: ModuleDefinition {
        ModuleDefinition("Scrolling", runsOn: .mainActor) { m in
            m.promise("scrollTo(y:)", isolation: MainActor.shared) { (y: Double) in
                self.history.append(self.offset)
                self.offset = y
                return self.offset
            }
            m.callback("history(callback:)", isolation: MainActor.shared) { (callback: BridgeCallback) in
                callback(.array(self.history.map { .number($0) }))
            }
        }
    }
}

/// A bookmarks store that is an actor: its methods are isolated to it and reach it in the order
/// JS called them, so its state needs no lock either.
actor BookmarksModule: NativeModule {
    private var bookmarks: [String: Double] = [:]

    nonisolated var definition: ModuleDefinition {
        ModuleDefinition("Bookmarks") { m in
            m.promise("save(name:y:)") { (name: String, y: Double) in await self.save(name, y) }
            m.promise("position(name:)") { (name: String) in await self.bookmarks[name] }
        }
    }

    private func save(_ name: String, _ y: Double) -> Int {
        bookmarks[name] = y
        return bookmarks.count
    }
}
