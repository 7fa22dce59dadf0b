// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "swift-js-bridge",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "BridgeCore", targets: ["BridgeCore"]),
        .library(name: "BridgeRuntime", targets: ["BridgeRuntime"]),
        .library(name: "BridgeTesting", targets: ["BridgeTesting"]),
        .library(name: "BridgeBundles", targets: ["BridgeBundles"]),
        .library(name: "BridgeStorage", targets: ["BridgeStorage"]),
        .library(name: "BridgeNetworking", targets: ["BridgeNetworking"]),
        .library(name: "BridgeUI", targets: ["BridgeUI"]),
        .library(name: "BridgeMacros", targets: ["BridgeMacros"]),
        .executable(name: "bridge-run", targets: ["bridge-run"]),
        .executable(name: "bridge-bench", targets: ["bridge-bench"]),
    ],
    // `Bundles` (on by default) builds bundles from URLs and over the air with an HTTP client;
    // `Networking` (on by default) builds React Native's networking modules on the same client;
    // `Macros` (on by default) builds the macros of BridgeMacros on swift-syntax.
    // The sanitizer runs switch all three off (`--disable-default-traits`): compiling the HTTP
    // stack under both sanitizers would cost CI more than the rest of its run together, and the
    // macros run inside the compiler, where a sanitizer has nothing of the runtime's to watch.
    traits: [
        .trait(name: "Bundles", description: "Bundles from a URL and over the air (AsyncHTTPClient)"),
        .trait(name: "Networking", description: "React Native's Networking module (AsyncHTTPClient)"),
        .trait(name: "Macros", description: "Modules declared with macros: BridgeMacros (swift-syntax)"),
        .default(enabledTraits: ["Bundles", "Networking", "Macros"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.20.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.60.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.27.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // The engine: a module map and one shim header, found through pkg-config.
        .systemLibrary(
            name: "CJavaScriptCore",
            pkgConfig: "javascriptcoregtk-4.1",
            providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]
        ),
        // Brotli's decoder's header, for `Content-Encoding: br` bodies (as node decodes them); the
        // library is loaded when the first such body arrives, so nothing links it (no pkg-config:
        // its flags would link it into every start).
        .systemLibrary(
            name: "CBrotli",
            providers: [.apt(["libbrotli-dev"])]
        ),
        // SHA-256 in C, on the processor's SHA instructions where it has them: how bundles are
        // verified (a whole cryptography library for one digest would double the build's C).
        .target(name: "CSHA256"),
        // A thread that starts the engine before `main` and becomes the first runtime's JS
        // thread, for a program that asks from an initialiser of its own (bridge-run does).
        .target(name: "CEarlyEngine", dependencies: ["CJavaScriptCore"]),
        // Signals taken through a pipe (a handler may do little else): `process.on('SIGINT', …)`.
        .target(name: "CSignals"),
        // bridge-run's start before `main`: its arguments handed to the Swift runtime before the
        // runtime's scan for them (in release builds, the scan of /proc/self/maps is answered at
        // once: `--wrap=fopen`), and the engine started (CEarlyEngine).
        .target(
            name: "CProgramStart", dependencies: ["CEarlyEngine"],
            cSettings: [.define("BRIDGE_WRAP_FOPEN", to: "1", .when(platforms: [.linux], configuration: .release))]),
        // Values, modules, registry, argument decoding, errors: no engine.
        .target(name: "BridgeCore", resources: [.embedInCode("Declarations/header.d.ts")]),
        // Calling a module's methods in unit tests without an engine.
        .target(name: "BridgeTesting", dependencies: ["BridgeCore"]),
        // The JS thread, the engine wrapper, the JS half of the protocol, standard modules. The
        // JS half is JavaScript files, embedded in the binary at build time (nothing is read at
        // start-up) and checked by `tsc -p Sources/BridgeRuntime/JS` (JSHalfTypeCheckTests).
        .target(
            name: "BridgeRuntime",
            dependencies: [
                "BridgeCore",
                "CJavaScriptCore",
                "CEarlyEngine",
                "CSignals",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["JS/tsconfig.json", "JS/globals.d.ts"],
            resources: [
                .embedInCode("JS/bridge-prelude.js"),
                .embedInCode("JS/bridge-prelude-globals.js"),
                .embedInCode("JS/bridge-prelude-timers.js"),
                .embedInCode("JS/bridge-prelude-base.js"),
                .embedInCode("JS/bridge-prelude-node.js"),
                .embedInCode("JS/bridge-prelude-appRegistry.js"),
                .embedInCode("JS/bridge-prelude-process.js"),
                .embedInCode("JS/bridge-prelude-events.js"),
                .embedInCode("JS/bridge-prelude-modules.js"),
                .embedInCode("JS/bridge-intrinsics.js"),
                .embedInCode("JS/bridge-intrinsics-values.js"),
                .embedInCode("JS/bridge-inspect.js"),
                .embedInCode("JS/bridge-inspect-text.js"),
                .embedInCode("JS/bridge-console.js"),
                .embedInCode("JS/bridge-console-methods.js"),
                .embedInCode("JS/bridge-module-proxy.js"),
                .embedInCode("JS/bridge-fuzz-decoder.js"),
            ]
        ),
        // Bundles from a URL (a dev server) and over the air: an HTTP client, verification, a
        // cache. Its own product, so a host that only embeds the runtime links no HTTP stack.
        .target(
            name: "BridgeBundles",
            dependencies: [
                "BridgeRuntime",
                "CSHA256",
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["Bundles"])),
            ]
        ),
        // React Native's networking modules on AsyncHTTPClient: its own product, so a host that
        // makes no requests links no HTTP stack for them.
        .target(
            name: "BridgeNetworking",
            dependencies: [
                "BridgeRuntime",
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["Networking"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Networking"])),
                .product(name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["Networking"])),
                .product(name: "NIOSSL", package: "swift-nio-ssl", condition: .when(traits: ["Networking"])),
                .target(name: "CBrotli", condition: .when(traits: ["Networking"])),
            ],
            exclude: ["JS/tsconfig.json"],
            // Its part of the JS half (fetch and the web's helpers), registered with the module.
            resources: [
                .embedInCode("JS/bridge-networking-events.js"),
                .embedInCode("JS/bridge-networking-encoding.js"),
                .embedInCode("JS/bridge-networking-blob.js"),
                .embedInCode("JS/bridge-networking-body.js"),
                .embedInCode("JS/bridge-networking-response.js"),
                .embedInCode("JS/bridge-networking-fetch.js"),
                .embedInCode("JS/bridge-networking-headers.js"),
                .embedInCode("JS/bridge-networking-url.js"),
                .embedInCode("JS/bridge-networking-url-host.js"),
                .embedInCode("JS/bridge-networking-searchParams.js"),
                .embedInCode("JS/bridge-networking-form.js"),
                .embedInCode("JS/bridge-networking-clone.js"),
                .embedInCode("JS/bridge-networking-xhr.js"),
                .embedInCode("JS/bridge-networking-streams-queue.js"),
                .embedInCode("JS/bridge-networking-streams.js"),
                .embedInCode("JS/bridge-networking-streams-reader.js"),
                .embedInCode("JS/bridge-networking-streams-bytes.js"),
                .embedInCode("JS/bridge-networking-byte-controller.js"),
                .embedInCode("JS/bridge-networking-streams-byob.js"),
                .embedInCode("JS/bridge-networking-streams-pipe.js"),
                .embedInCode("JS/bridge-networking-writable.js"),
                .embedInCode("JS/bridge-networking-transform.js"),
                .embedInCode("JS/bridge-networking-websocket.js"),
                .embedInCode("JS/bridge-networking-crypto.js"),
                .embedInCode("JS/bridge-networking-punycode.js"),
                .embedInCode("JS/bridge-networking-buffer.js"),
            ]
        ),
        // React Native's UIManager, view managers and the native view tree they make: its own
        // product, so a host without a user interface links none.
        .target(
            name: "BridgeUI", dependencies: ["BridgeRuntime"], exclude: ["JS/tsconfig.json"],
            // Its part of the JS half (UIManager's JS side, requireNativeComponent), registered with it.
            resources: [.embedInCode("JS/bridge-ui-components.js")]
        ),
        // Modules declared with macros (`@NativeModule`, `@Method`, `@Constant`, `@Event`): an opt-in
        // product of its own, so hosts that do not use it never compile swift-syntax. The plugin is
        // built for the compiler's machine; nothing else links swift-syntax (the expansion tests
        // run the compiler with the plugin, as a module author does), so it is built once.
        .macro(
            name: "BridgeMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "BridgeMacros", dependencies: ["BridgeCore", .target(name: "BridgeMacrosPlugin", condition: .when(traits: ["Macros"]))]),
        // React Native's AsyncStorage on SQLite (GRDB): its own product, so a host that keeps no
        // data links no database.
        .target(
            name: "BridgeStorage",
            dependencies: ["BridgeRuntime", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["JS/tsconfig.json"],
            // Its part of the JS half (AsyncStorage), registered with the storage.
            resources: [.embedInCode("JS/bridge-storage-asyncStorage.js")]
        ),
        .executableTarget(
            name: "bridge-run",
            dependencies: [
                "BridgeRuntime",
                "BridgeBundles",
                "BridgeStorage",
                "BridgeNetworking",
                "BridgeUI",
                "CProgramStart",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Start-up is part of the product: in release builds a statically linked Swift
            // runtime spares the dynamic loader several milliseconds per run (lld links it
            // cleanly). AsyncHTTPClient and GRDB bring the whole of Foundation, whose static
            // libraries (CoreFoundation, ICU) are named here. `-static-stdlib` also exports every
            // symbol of the program's own modules (35,000 with the HTTP stack and GRDB), which
            // the loader and the runtime's start-up `dladdr` then walk: nothing needs them. The
            // functions a start runs (scripts/startup-order.txt) are placed side by side, so a
            // start touches fewer pages of the program (a name the list has that no longer
            // exists is skipped: a stale list costs locality, not correctness). `--wrap=fopen`:
            // Sources/CProgramStart spares the runtime its scan for the arguments.
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-l_FoundationCShims", "-l_FoundationCollections", "-lCoreFoundation", "-l_FoundationICU",
                                           "-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie",
                                           "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/scripts/startup-order.txt",
                                           "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--wrap=fopen"], .when(platforms: [.linux], configuration: .release))]
        ),
        // The benchmarks: each scenario beside the raw engine, in one process.
        .executableTarget(
            name: "bridge-bench",
            dependencies: [
                "BridgeCore",
                "BridgeRuntime",
                "BridgeStorage",
                "BridgeNetworking",
                "HTTPTestSupport",
                "CJavaScriptCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["Networking"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Networking"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The fuzzer over the native half's decoding (docs/reliability.md); plainly built, it
        // replays inputs.
        .executableTarget(
            name: "bridge-fuzz",
            dependencies: ["BridgeRuntime"],
            path: "Fuzz/BridgeFuzz"
        ),

        // Examples: each an executable that embeds the runtime.
        .executableTarget(
            name: "localization-example",
            dependencies: ["BridgeRuntime"],
            path: "Examples/Localization",
            resources: [.copy("bundle.js")]
        ),
        .executableTarget(
            name: "ticker-example",
            dependencies: ["BridgeRuntime"],
            path: "Examples/Ticker",
            resources: [.copy("bundle.js")]
        ),
        .executableTarget(
            name: "scrolling-example",
            dependencies: ["BridgeRuntime"],
            path: "Examples/Scrolling",
            resources: [.copy("bundle.js")]
        ),
        .executableTarget(
            name: "app-host-example",
            dependencies: ["BridgeRuntime", "BridgeBundles"],
            path: "Examples/AppHost",
            resources: [.copy("preset")]
        ),
        .executableTarget(
            name: "ui-example",
            dependencies: ["BridgeRuntime", "BridgeUI"],
            path: "Examples/UI",
            resources: [.copy("bundle.js")]
        ),
        .executableTarget(
            name: "greeter-example",
            dependencies: ["BridgeRuntime", "BridgeMacros"],
            path: "Examples/Greeter",
            resources: [.copy("bundle.js")]
        ),
        .executableTarget(
            name: "host-example",
            dependencies: ["BridgeRuntime"],
            path: "Examples/Host",
            resources: [.copy("bundle.js")]
        ),

        .testTarget(name: "BridgeCoreTests", dependencies: ["BridgeCore", "ProgramTestSupport"]),
        .testTarget(name: "BridgeTestingTests", dependencies: ["BridgeTesting", "BridgeRuntime"]),
        // A real HTTP server on loopback for the tests (bundles from a URL, updates).
        .target(
            name: "HTTPTestSupport",
            dependencies: [
                "BridgeCore",
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Bundles", "Networking"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Bundles", "Networking"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Bundles", "Networking"])),
                .product(name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["Bundles", "Networking"])),
                .product(name: "NIOSSL", package: "swift-nio-ssl", condition: .when(traits: ["Bundles", "Networking"])),
            ],
            path: "Tests/HTTPTestSupport"
        ),
        // Programs the tests run (one launch at a time) and long work, waited for off the concurrency pool.
        .target(name: "ProgramTestSupport", dependencies: ["BridgeCore"], path: "Tests/ProgramTestSupport"),
        .testTarget(
            name: "BridgeBundlesTests",
            dependencies: [
                "BridgeBundles", "HTTPTestSupport", "ProgramTestSupport",
            ]
        ),
        .testTarget(name: "BridgeRuntimeTests", dependencies: ["BridgeRuntime", "ProgramTestSupport"]),
        .testTarget(
            name: "BridgeMacrosTests",
            dependencies: [
                "BridgeMacros", "BridgeRuntime", "ProgramTestSupport",
            ]
        ),
        .testTarget(name: "BridgeNetworkingTests", dependencies: ["BridgeNetworking", "HTTPTestSupport"]),
        .testTarget(name: "BridgeUITests", dependencies: ["BridgeUI"], resources: [.copy("Fixtures")]),
        .testTarget(name: "BridgeStorageTests", dependencies: ["BridgeStorage", "BridgeTesting", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "BridgeRunTests",
            dependencies: [
                "BridgeRuntime", "HTTPTestSupport", "ProgramTestSupport", "bridge-run", "bridge-bench", "bridge-fuzz", "localization-example", "ticker-example", "host-example",
                "scrolling-example", "app-host-example", "ui-example", "greeter-example",
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds of this package as itself (not as another package's checked-out dependency,
// which may not carry unsafe flags; docs/performance.md has the figures):
// - reach the metadata of generic types through accessor functions instead of mangled names: the
//   Swift runtime resolves a mangled name's requirements (a dictionary's `String: Hashable`) by
//   scanning every conformance record of the program, once per pair, about a tenth of a
//   `bridge-run` start's instructions;
// - put each function in a section of its own, so that bridge-run's start-up order places
//   functions side by side, not whole files;
// - leave out the run-time exclusivity checks (a thread-local access set consulted on each
//   access to a class's stored property or a global, tens of nanoseconds a promise call); debug
//   builds, and the sanitizer runs, which build for debug, keep them.
if !Context.packageDirectory.contains("/checkouts/") {
    let release = SwiftSetting.unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections", "-enforce-exclusivity=unchecked"], .when(configuration: .release))
    for target in package.targets where target.type == .regular || target.type == .executable {
        target.swiftSettings = (target.swiftSettings ?? []) + [release]
    }
}
