// Runs Examples/UI/bundle.js: an app on the UIManager with a view manager of the host's own
// (RatingManager), printing the native view tree after each batch, and a tap on the rating sent
// from native into JS.
// Usage: swift run ui-example
import BridgeCore
import BridgeRuntime
import BridgeUI
import Foundation

let ui = NativeUI(managers: [RatingManager()], rootSize: (width: 40, height: 12))
var configuration = Runtime.Configuration()
configuration.log = { _, message in print(message) }
configuration.onUncaughtError = { print($0) }
StandardModules.register(in: &configuration)
configuration.register(ui)

// Each batch from JS, once applied and laid out (on the main actor).
await MainActor.run {
    ui.tree.onBatchApplied = { change in
        print("── after a batch (\(change.created.count) made, \(change.updated.count) updated, \(change.removed.count) removed)")
        let tree = ui.tree.snapshotText()
        print(tree.isEmpty ? "(no views)" : tree, terminator: tree.isEmpty ? "\n" : "")
    }
}

let runtime = try await Runtime(configuration)
let url = Bundle.module.url(forResource: "bundle", withExtension: "js")!
try await runtime.evaluate(String(contentsOf: url, encoding: .utf8), sourceURL: "UI/bundle.js")
try await runtime.runApplication("Review", initialProperties: ["place": "Kyoto Ramen"])
await runtime.waitUntilIdle()

// The user taps the fourth star: the view sends its event, and the app answers with new props.
if let rating = await MainActor.run(body: { ui.tree.view(testID: "rating")?.tag }) {
    ui.sendEvent("onRatingChange", to: rating, body: ["rating": 4])
}
await runtime.waitUntilIdle()
await MainActor.run {}
let stars = await MainActor.run { (ui.tree.view(tag: 4)?.object as? RatingView)?.rating }
print("the rating view shows \(stars ?? 0) stars")
await runtime.shutdown()
// The views go with the runtime, on the main queue.
await MainActor.run {}
