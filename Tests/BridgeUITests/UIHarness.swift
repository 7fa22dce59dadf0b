import BridgeCore
import BridgeRuntime
@testable import BridgeUI

/// A runtime with a ``NativeUI``, whose log the test reads, and JS that calls the UIManager as
/// React Native's renderer does.
struct UIHarness {
    let ui: NativeUI
    let runtime: Runtime
    let logged: Locked<[String]>

    init(
        managers: [any ViewManager] = [], rootSize: (width: Double, height: Double) = (390, 844),
        textMeasure: @escaping TextMeasure = ViewTree.monospace, maximumViews: Int = 200_000, rightToLeft: Bool = false,
        imageLoader: ImageDataLoader? = nil
    ) async throws {
        let ui = NativeUI(
            managers: managers, rootSize: rootSize, textMeasure: textMeasure, maximumViews: maximumViews, rightToLeft: rightToLeft,
            imageLoader: imageLoader)
        let logged = Locked<[String]>([])
        var configuration = Runtime.Configuration()
        configuration.log = { _, message in logged.withLock { $0.append(message) } }
        configuration.register(ui)
        self.ui = ui
        self.logged = logged
        runtime = try await Runtime(configuration)
        try await runtime.evaluate("globalThis.UI = NativeModules.UIManager;")
    }

    /// Runs `script` as one batch of calls, and returns once its changes are in the tree.
    @discardableResult
    func run(_ script: String) async throws -> BridgeValue {
        let result = try await runtime.evaluate(script)
        await runtime.waitUntilIdle()
        // The batch went to the main queue before the runtime was idle; this runs after it.
        await MainActor.run {}
        return result
    }

    /// The tree as text, without frames.
    func tree() async -> String { await MainActor.run { ui.tree.snapshotText(frames: false) } }

    /// What was logged since the last call.
    func takeLog() -> [String] { logged.withLock { log in defer { log.removeAll() }; return log } }

    func shutdown() async { await runtime.shutdown() }
}
