#if Bundles
import BridgeBundles
#endif
import BridgeCore
import BridgeRuntime
import BridgeUI
import ArgumentParser

/// How `--render` prints the tree.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case tree, json
}

/// `--render`: registers the user interface, with the standard view managers, and prints its
/// tree after each batch the renderer sends.
enum TreePrinter {
    /// The size roots are laid out at, which `Dimensions` reports as the window and the screen.
    static let rootSize = (width: 390.0, height: 844.0)

    static var deviceInfo: DeviceInfoModule {
        let size = DeviceInfoModule.Size(width: rootSize.width, height: rootSize.height, scale: 1, fontScale: 1)
        return DeviceInfoModule(window: size, screen: size)
    }

    /// `http(s)` images for `ImageLoader`, fetched as bundles are (a time limit and a size bound).
    static var imageLoader: ImageDataLoader? {
        #if Bundles
        let fetcher = BundleFetcher()
        return { url, _ in try await fetcher.data(from: url) }
        #else
        return nil
        #endif
    }

    static func register(_ format: RenderFormat, in configuration: inout Runtime.Configuration) async {
        let ui = NativeUI(rootSize: rootSize, imageLoader: imageLoader)
        configuration.register(ui)
        var batch = 0
        await MainActor.run {
            ui.tree.onBatchApplied = { change in
                batch += 1
                for problem in change.problems { Output.err("bridge-run: \(problem)\n") }
                switch format {
                case .tree: Output.out("── batch \(batch)\n" + ui.tree.snapshotText())
                case .json: Output.out(ui.tree.snapshotJSON() + "\n")
                }
            }
        }
    }
}
