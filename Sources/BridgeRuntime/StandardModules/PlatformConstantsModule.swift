import BridgeCore

#if canImport(Glibc)
import Glibc
#endif

/// React Native's `PlatformConstants`, with the constants React Native's `Platform` reads on iOS
/// (`osVersion`, `systemName`, `interfaceIdiom`, `forceTouchAvailable`) and on Android (`Version`,
/// `Release`, `Model`, `uiMode`, …) as well as both's `isTesting` and `reactNativeVersion`, and
/// `OS: "linux"`. It exports no `getConstants` method: React Native's `NativeModules.js` makes
/// that from the constants (and warns when a module already has one).
/// Made and used from any thread; its methods run where its registration says.
public final class PlatformConstantsModule: NativeModule {
    /// The bridge runtime's version, as `PlatformConstants.bridgeVersion`.
    public static let bridgeVersion = "0.1.0"

    /// The React Native version the native side reports (`reactNativeVersion`), which React
    /// Native's JS compares with its own in development builds (`ReactNativeVersionCheck.js`
    /// logs an error when major or minor differ).
    public struct ReactNativeVersion: Sendable, Equatable {
        /// The version's numbers.
        public var major: Int, minor: Int, patch: Int
        /// A prerelease tag (`rc.1`), if any.
        public var prerelease: String?

        /// A version.
        public init(major: Int, minor: Int, patch: Int, prerelease: String? = nil) {
            (self.major, self.minor, self.patch, self.prerelease) = (major, minor, patch, prerelease)
        }

        var bridgeValue: BridgeValue {
            ["major": .number(Double(major)), "minor": .number(Double(minor)), "patch": .number(Double(patch)),
             "prerelease": prerelease.map { .string($0) } ?? .null]
        }
    }

    private let reactNativeVersion: ReactNativeVersion
    private let isTesting: Bool

    /// The version reported when nothing says which: 0.72.6.
    public static let defaultReactNativeVersion = ReactNativeVersion(major: 0, minor: 72, patch: 6)

    /// Makes the module; `reactNativeVersion` should match the JS half a bundle brings.
    public init(reactNativeVersion: ReactNativeVersion = PlatformConstantsModule.defaultReactNativeVersion, isTesting: Bool = false) {
        self.reactNativeVersion = reactNativeVersion
        self.isTesting = isTesting
    }

    /// The module as registered (constants only).
    public var definition: ModuleDefinition {
        let system = Self.uname()
        let constants: [String: BridgeValue] = [
            "OS": "linux",
            "Version": .string(system.release),
            "osVersion": .string(system.release),
            "Release": .string(system.release),
            "systemName": .string(system.name),
            "Model": .string(system.machine),
            "interfaceIdiom": "unknown",
            "uiMode": "normal",
            "forceTouchAvailable": false,
            "isTesting": .bool(isTesting),
            "reactNativeVersion": reactNativeVersion.bridgeValue,
            "bridgeVersion": .string(Self.bridgeVersion),
        ]
        return ModuleDefinition("PlatformConstants", runsOn: .jsThread) { m in
            for (key, value) in constants.sorted(by: { $0.key < $1.key }) { m.constant(key, value) }
        }
    }

    /// The kernel's name, release and machine (`uname -srm`).
    static func uname() -> (name: String, release: String, machine: String) {
        var info = utsname()
        guard Glibc.uname(&info) == 0 else { return ("Linux", "unknown", "unknown") }
        func text<T>(_ field: inout T) -> String {
            withUnsafeBytes(of: &field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return (text(&info.sysname), text(&info.release), text(&info.machine))
    }
}
