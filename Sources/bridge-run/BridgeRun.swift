import ArgumentParser
#if Bundles
import BridgeBundles
#endif
import BridgeCore
#if Networking
import BridgeNetworking
#endif
import BridgeRuntime
import BridgeStorage
import BridgeUI
import CProgramStart
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `bridge-run FILE [ARGS…]`: runs a bundle until nothing is pending, like `node` or `qjs`.
@main
struct BridgeRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bridge-run",
        abstract: "Run a JavaScript bundle on the bridge runtime with the standard native modules.",
        discussion: """
            The bundle runs until nothing is pending (no timers, no native calls in flight). \
            Exit status: 0 when it finishes (or the code given to process.exit or set as \
            process.exitCode); 1 on an uncaught error, an unhandled promise rejection or a \
            syntax error; 2 on bad usage or an unreadable file; 124 when --time-limit stops \
            the script.
            """,
        version: BridgeRunVersion.current)

    @Option(name: .long, help: ArgumentHelp("Stop a script that runs longer than this in one go.", valueName: "seconds"))
    var timeLimit: Double?

    @Flag(name: .long, help: "Do not install the built-in JS half of the bridge (the bundle brings its own).")
    var noPrelude = false

    @Option(name: .long, help: ArgumentHelp("Run the app the bundle registers under this key (AppRegistry.runApplication).", valueName: "name"))
    var app: String?

    @Option(name: .long, help: ArgumentHelp("The app's initial properties, as JSON (with --app).", valueName: "json"))
    var props: String?

    @Option(name: .long, help: ArgumentHelp("Where AsyncStorage keeps its data: a database file, or :memory: (default: a file per script under $XDG_DATA_HOME/bridge-run/storage).", valueName: "path"))
    var storage: String?

    @Option(name: .long, help: ArgumentHelp("The React Native version the native side reports (PlatformConstants.reactNativeVersion); default: the version the bundle brings, else 0.72.6.", valueName: "x.y.z"))
    var reactNativeVersion: String?

    @Option(name: .long, help: ArgumentHelp("Print the native view tree after each batch the app's renderer sends: as indented text (tree) or JSON (json).", valueName: "tree|json"))
    var render: RenderFormat?

    @Flag(name: .long, help: "Print the TypeScript declarations (.d.ts) of the standard native modules and exit.")
    var types = false

    @Argument(help: ArgumentHelp("The bundle to run: a file, an http(s) URL (a dev server's bundle), or - for standard input.", valueName: "file"))
    var file: String?

    @Argument(parsing: .captureForPassthrough, help: "Arguments for the script (process.argv after the file).")
    var arguments: [String] = []

    static func main() {
        BridgeProgramStartFinished()
        StartupTrace.mark("main")
        // JavaScriptCore starts while the arguments are read and the runtime is configured.
        Runtime.prepareEngine()
        let options: RunOptions?
        do {
            options = try fastParse() ?? parse().options
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                Output.out(message + "\n")
                Output.exit(0)
            }
            Output.err(message + "\n")
            Output.exit(ExitStatus.usage)
        }
        guard let options else {
            var configuration = Runtime.Configuration()
            StandardModules.register(in: &configuration)
            configuration.registerStorage(AsyncStorageDatabase(.inMemory))
            #if Networking
            configuration.registerNetworking()
            #endif
            do {
                Output.out(try configuration.typeScriptDeclarations())
                Output.exit(0)
            } catch {
                Output.err("bridge-run: \(error)\n")
                Output.exit(1)
            }
        }
        // The run is a task; the main thread serves the main queue (the main actor's work, such
        // as the view tree's printing) until the run ends the process. (An `async` main would end
        // the main thread instead, which costs every start an unwind of its stack.)
        Task { await options.execute() }
        BridgeServeMainQueue()
    }

    /// `bridge-run FILE [ARGS…]` with no option before the file parses to exactly this; taking
    /// that common case directly spares start-up the parser's reflection (about 2 ms). Anything
    /// else (an option, help, no file) goes through the full parser.
    private static func fastParse() -> RunOptions? {
        let args = CommandLine.arguments.dropFirst()
        guard let file = args.first, file == "-" || !file.hasPrefix("-") else { return nil }
        return RunOptions(
            file: file, arguments: Array(args.dropFirst()), timeLimit: nil, noPrelude: false, app: nil, props: nil, storage: nil, reactNativeVersion: nil,
            render: nil)
    }

    /// What to run; nil for `--types`.
    var options: RunOptions? {
        guard !types, let file else { return nil }
        return RunOptions(
            file: file, arguments: arguments, timeLimit: timeLimit, noPrelude: noPrelude, app: app, props: props, storage: storage,
            reactNativeVersion: reactNativeVersion.flatMap { PlatformConstantsModule.ReactNativeVersion($0) }, render: render)
    }

    /// The longest `--time-limit` taken, in seconds (about 31 years).
    static let longestTimeLimit = 1e9

    func validate() throws {
        if !types, file == nil { throw ValidationError("Missing expected argument '<file>'") }
        if props != nil, app == nil { throw ValidationError("--props needs --app: the properties are the app's") }
        if let storage, storage.isEmpty || storage.contains("\0") { throw ValidationError("--storage needs a file path or :memory:") }
        if let reactNativeVersion, PlatformConstantsModule.ReactNativeVersion(reactNativeVersion) == nil {
            throw ValidationError("--react-native-version must be a version such as 0.63.4 or 0.72.0-rc.1, not \(reactNativeVersion)")
        }
        if let timeLimit, !(timeLimit > 0 && timeLimit <= Self.longestTimeLimit) {
            throw ValidationError("--time-limit must be a number of seconds above 0 and at most \(Int(Self.longestTimeLimit)), not \(timeLimit)")
        }
    }
}

/// What to run and how: the parsed command line.
struct RunOptions {
    var file: String
    var arguments: [String]
    var timeLimit: Double?
    var noPrelude: Bool
    var app: String?
    var props: String?
    /// `--storage`; nil for the default, ``StoragePath/default(for:)``.
    var storage: String?
    /// `--react-native-version`; nil for the bundle's own.
    var reactNativeVersion: PlatformConstantsModule.ReactNativeVersion?
    /// `--render`: the user interface is registered and its tree printed after each batch.
    var render: RenderFormat?

    /// The bundle, read now (a URL fetched, a file or standard input read), so that an unreadable
    /// one is a usage error before anything starts and the React Native version it brings is
    /// known. A reload fetches a URL's bundle again (a dev server's new build).
    func bundle() async -> (source: BundleSource, text: String?) {
        if StoragePath.urlHost(file) != nil, let url = URL(string: file) {
            #if Bundles
            let fetcher = BundleFetcher()
            do {
                let first = Locked<String?>(try await fetcher.javaScript(from: url))
                let text = first.withLock { $0 }
                let source = BundleSource(sourceURL: url.absoluteString) {
                    if let text = first.withLock({ t in defer { t = nil }; return t }) { return text }
                    return try await fetcher.javaScript(from: url)
                }
                return (source, text)
            } catch {
                Output.err("bridge-run: \(error)\n")
                Output.exit(ExitStatus.usage)
            }
            #else
            Output.err("bridge-run: this build has no HTTP client (the Bundles trait is off); cannot fetch \(file)\n")
            Output.exit(ExitStatus.usage)
            #endif
        }
        do {
            let text = file == "-" ? try TextFile.readStandardInput() : try TextFile.read(atPath: file)
            return (.string(text, sourceURL: file == "-" ? "<stdin>" : file), text)
        } catch {
            Output.err("bridge-run: \(error.message)\n")
            Output.exit(ExitStatus.usage)
        }
    }

    /// `--props` parsed here, as `JSON.parse` would parse it but never by the bundle's code, and
    /// checked before any of the bundle runs: bad properties are a usage error.
    func properties() -> BridgeValue? {
        guard let props else { return nil }
        do {
            let value = try BridgeValue(parsingJSON: props)
            try Runtime.checkAppProperties(value)
            return value
        } catch let error as JSONParseError {
            Output.err("bridge-run: --props is not JSON: \(error)\n")
        } catch {
            Output.err("bridge-run: --props: \(error)\n")
        }
        Output.exit(ExitStatus.usage)
    }

    func execute() async -> Never {
        let properties = properties()
        if let storage, storage != ":memory:" {
            do {
                _ = try AsyncStorageDatabase.checkPath(storage)
            } catch {
                Output.err("bridge-run: --storage: \(error.message)\n")
                Output.exit(ExitStatus.usage)
            }
        }
        let (bundle, text) = await bundle()
        StartupTrace.mark("bundle-read")

        var configuration = Runtime.Configuration()
        configuration.installsPrelude = !noPrelude
        configuration.timeLimit = timeLimit.map { .milliseconds(Int64(($0 * 1000).rounded(.up))) }
        configuration.log = { level, message in
            if level >= .warn { Output.err(message + "\n") } else { Output.out(message + "\n") }
        }
        // Set once the runtime exists: a fatal error has `process` emit 'exit' before the end.
        let started = Locked<Runtime?>(nil)
        configuration.onUncaughtError = { error in
            Output.err(error.description + "\n")
            if case .reported(isFatal: false) = error.kind { return }
            let runtime = started.withLock { $0 }
            Output.exit(runtime?.exitingAfterFatalError(status: ExitStatus.uncaught) ?? ExitStatus.uncaught)
        }
        // A script's uncaught throw ends it as node ends one: nothing it queued runs after.
        configuration.reportsBundleErrorsAsUncaught = true
        configuration.onTimeLimitExceeded = { limit in
            Output.err("bridge-run: the script ran longer than --time-limit \(limit) and was stopped\n")
            Output.exit(ExitStatus.timeLimit)
        }
        configuration.process = ProcessInfoForJS(
            argv: [CommandLine.arguments.first ?? "bridge-run", file == "-" ? "-" : file] + arguments, write: Output.write(toStandardError:_:),
            takesSignals: true)
        configuration.onExit = { code in Output.exit(code) }
        // The version React Native's JS checks against its own: the bundle's, unless given.
        StandardModules.register(
            in: &configuration, reactNativeVersion: reactNativeVersion ?? text.flatMap(PlatformConstantsModule.ReactNativeVersion.init(bundle:)),
            scriptURL: SourceCodeModule.scriptURL(for: bundle.sourceURL, in: StoragePath.currentDirectory()),
            deviceInfo: render == nil ? DeviceInfoModule() : TreePrinter.deviceInfo)
        if let render { await TreePrinter.register(render, in: &configuration) }
        let (file, storage) = (file, storage)
        // The default path is found when the script first uses storage, not at every start.
        let database = AsyncStorageDatabase(locatedBy: {
            .init(path: storage ?? StoragePath.default(for: file, environment: ProcessInfoForJS.processEnvironment()))
        })
        configuration.registerStorage(database)
        Output.beforeExit.withLock { $0.append { database.close() } }
        #if Networking
        configuration.registerNetworking()
        #endif

        StartupTrace.mark("configured")
        let runtime: Runtime
        do {
            runtime = try await Runtime(configuration)
        } catch {
            Output.err("bridge-run: \(error)\n")
            Output.exit(ExitStatus.uncaught)
        }
        started.withLock { $0 = runtime }
        StartupTrace.mark("runtime")
        do {
            try await runtime.load(bundle)
        } catch let error as JSException {
            Output.err(UncaughtJSError(kind: .exception, exception: error).description + "\n")
            Output.exit(await runtime.exitAfterFatalError(status: ExitStatus.uncaught))
        } catch where Self.isFetchError(error) {
            Output.err("bridge-run: \(error)\n")
            Output.exit(ExitStatus.usage)
        } catch {
            Output.err("bridge-run: \(error)\n")
            Output.exit(ExitStatus.uncaught)
        }
        StartupTrace.mark("bundle-run")
        if let app { await run(app, properties: properties ?? .object([:]), in: runtime) }
        // As node ends: 'beforeExit' while it gives the loop more work, then 'exit'; the status
        // is process.exitCode's low 8 bits (the prelude refuses a code node refuses).
        let status = await runtime.runToExit()
        StartupTrace.mark("idle")
        // The last batch's tree is printed on the main queue before the process exits.
        if render != nil { await MainActor.run {} }
        Output.exit(status)
    }
}

extension RunOptions {
    /// Whether `error` is a bundle that could not be fetched (a usage error, as an unreadable file is).
    static func isFetchError(_ error: any Error) -> Bool {
        #if Bundles
        error is BundleFetchError
        #else
        false
        #endif
    }

    /// Runs the registered app `app` with `properties`.
    func run(_ app: String, properties: BridgeValue, in runtime: Runtime) async {
        do {
            try await runtime.runApplication(app, initialProperties: properties)
        } catch let error as JSException {
            Output.err(UncaughtJSError(kind: .exception, exception: error).description + "\n")
            Output.exit(ExitStatus.uncaught)
        } catch {
            Output.err("bridge-run: \(error)\n")
            Output.exit(ExitStatus.uncaught)
        }
    }
}

/// bridge-run's exit statuses.
enum ExitStatus {
    static let uncaught: Int32 = 1
    static let usage: Int32 = 2
    static let timeLimit: Int32 = 124
}

enum BridgeRunVersion {
    static let current = "0.1.0"
}
